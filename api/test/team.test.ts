import { randomUUID } from 'node:crypto';
import {
  describeEachDb,
  json,
  listen,
  login,
  PASSWORD,
  signedInUser,
  tokenRequest,
  uniqueEmail,
  type TestApp,
} from './helpers';
import { createChannelsApp, deliver, dm, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, startGraphDouble, type GraphDouble } from './meta/graph-double';
import { addManager, invite, type Manager } from './team-helpers';
import { upload, workbook } from './spreadsheets';
import { connectWithToken, sleep } from './ws-client';

const IG = DOUBLE.ig.id;
const CONVERSATIONS = '/api/v1/channels/current/conversations';

/** Issue 51 (docs/product.md §9.15): teammates, roles, assignment, status, notes, labels, saved replies. */
describeEachDb('a shop of several people', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let manager: Manager;
  let host: string;

  beforeAll(async () => {
    graph = await startGraphDouble();
    t = await createChannelsApp(target, graph);
    owner = await userWithChannel(t.app);
    manager = await addManager(t.app, owner.tokens.access_token, 'Марта');
    host = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  type Auth = { authorization: string };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: { ...auth, 'accept-language': 'en' }, payload });
  const customerWrote = async (text = 'Є розмір M?') => {
    const customer = `cust-${randomUUID()}`;
    await deliver(t.app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text })]));
    const row = await t.app.db
      .selectFrom('conversations')
      .select('id')
      .where('participant_id', '=', customer)
      .executeTakeFirstOrThrow();
    return { customer, id: row.id };
  };
  const listIds = async (auth: Auth, query = '') =>
    (json(await call('GET', `${CONVERSATIONS}?limit=100${query}`, auth)).data as Array<{ id: string }>).map(
      (c) => c.id,
    );

  describe('teammates', () => {
    it('an invited manager joins with a name and password and works in the owner’s shop', async () => {
      const team = json(await call('GET', '/api/v1/team', manager.auth)).data;
      expect(team.role).toBe('MANAGER');
      expect(team.members.map((m: { role: string; name: string; you: boolean }) => [m.role, m.you])).toEqual([
        ['OWNER', false],
        ['MANAGER', true],
      ]);
      // A manager sees no invitations; the owner does not see the accepted one as pending.
      expect(team.invitations).toEqual([]);
      const me = json(await call('GET', '/api/v1/users', manager.auth)).data;
      expect(me).toMatchObject({ id: manager.id, name: 'Марта', email: manager.email, role: 'MANAGER' });
      // The owner's channel is the manager's current channel too.
      const channel = json(await call('GET', '/api/v1/channels/currentChannel', manager.auth)).data;
      expect(channel.id).toBe(owner.channel.id);
    });

    it('an invitation works once, expires after its week, and the page shows the shop', async () => {
      const email = uniqueEmail('inv');
      const token = await invite(t.app, owner.tokens.access_token, email);
      const preview = await t.app.inject({ method: 'GET', url: `/api/v1/team/join/${token}` });
      expect(json(preview).data).toEqual({ email, shop_name: expect.any(String) });
      const accept = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/team/join/${token}`,
          headers: { 'accept-language': 'en' },
          payload: { name: 'Once', password: PASSWORD },
        });
      expect((await accept()).statusCode).toBe(200);
      const again = await accept();
      expect([again.statusCode, json(again).error_message]).toEqual([
        404,
        'This invitation is not valid: it was already used or withdrawn',
      ]);

      const late = uniqueEmail('late');
      const lateToken = await invite(t.app, owner.tokens.access_token, late);
      await t.app.db
        .updateTable('team_invitations')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('email', '=', late)
        .execute();
      const expired = await t.app.inject({
        method: 'POST',
        url: `/api/v1/team/join/${lateToken}`,
        headers: { 'accept-language': 'en' },
        payload: { name: 'Late', password: PASSWORD },
      });
      expect([expired.statusCode, json(expired).error_message]).toEqual([
        410,
        'This invitation has expired: ask the shop’s owner for a new one',
      ]);
      expect(
        (await tokenRequest(t.app, { grant_type: 'password', username: late, password: PASSWORD })).statusCode,
      ).toBe(400);
    });

    it('a new invitation replaces the old one; emails with an account of their own or already in the team are refused', async () => {
      const email = uniqueEmail('twice');
      const first = await invite(t.app, owner.tokens.access_token, email);
      const second = await invite(t.app, owner.tokens.access_token, email);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/team/join/${first}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/team/join/${second}` })).statusCode).toBe(200);
      const pending = json(await call('GET', '/api/v1/team', owner.auth)).data.invitations;
      expect(pending.filter((i: { email: string }) => i.email === email)).toHaveLength(1);

      const stranger = await signedInUser(t.app);
      const own = await call('POST', '/api/v1/team/invitations', owner.auth, { email: stranger.email });
      expect([own.statusCode, json(own).error_message]).toEqual([
        409,
        'This email already has its own Vitrina account: invite another email',
      ]);
      const member = await call('POST', '/api/v1/team/invitations', owner.auth, { email: manager.email });
      expect(member.statusCode).toBe(409);
      const bad = await call('POST', '/api/v1/team/invitations', owner.auth, { email: 'not-an-email' });
      expect(bad.statusCode).toBe(400);
    });

    it('a manager cannot change channels, the team or delete data (403 with a clear message)', async () => {
      const res = await call('POST', '/api/v1/team/invitations', manager.auth, { email: uniqueEmail('x') });
      expect([res.statusCode, json(res).error_message]).toEqual([
        403,
        'Only the shop’s owner can do this (billing, channels, the team, deleting data)',
      ]);
      expect((await call('DELETE', `/api/v1/channels/${owner.channel.id}`, manager.auth)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/v1/team/members/${owner.id}`, manager.auth)).statusCode).toBe(403);
    });

    it('removing a manager ends their sessions at once (token, refresh, socket), unassigns them, and they can come back only by a new invitation', async () => {
      const leaving = await addManager(t.app, owner.tokens.access_token, 'Leaving');
      const { id: conversation } = await customerWrote();
      expect(
        (await call('PUT', `${CONVERSATIONS}/${conversation}/assignee`, owner.auth, { assignee_id: leaving.id }))
          .statusCode,
      ).toBe(200);
      const socket = connectWithToken(`ws://${host}/ws`, leaving.accessToken);
      await socket.next((m) => m.type === 'READY');

      expect((await call('DELETE', `/api/v1/team/members/${leaving.id}`, owner.auth)).statusCode).toBe(204);

      expect((await call('GET', '/api/v1/team', leaving.auth)).statusCode).toBe(401);
      expect((await socket.closed).code).toBe(4401);
      const refresh = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: leaving.refreshToken });
      expect(refresh.statusCode).toBe(400);
      const signIn = await tokenRequest(t.app, {
        grant_type: 'password',
        username: leaving.email,
        password: PASSWORD,
      });
      expect([signIn.statusCode, json(signIn).error_description]).toEqual([
        400,
        'Власник магазину видалив вас із команди: попросіть запросити вас знову',
      ]);
      const row = await t.app.db
        .selectFrom('conversations')
        .select('assignee_id')
        .where('id', '=', conversation)
        .executeTakeFirstOrThrow();
      expect(row.assignee_id).toBeNull();
      const members = json(await call('GET', '/api/v1/team', owner.auth)).data.members;
      expect(members.map((m: { id: string }) => m.id)).not.toContain(leaving.id);
      expect((await call('DELETE', `/api/v1/team/members/${leaving.id}`, owner.auth)).statusCode).toBe(404);

      // Invited again: the same email joins with a new password.
      const token = await invite(t.app, owner.tokens.access_token, leaving.email);
      const back = await t.app.inject({
        method: 'POST',
        url: `/api/v1/team/join/${token}`,
        payload: { name: 'Back', password: 'another-pass-2' },
      });
      expect(back.statusCode).toBe(200);
      const tokens = await login(t.app, leaving.email, 'another-pass-2');
      const me = json(await call('GET', '/api/v1/users', { authorization: `Bearer ${tokens.access_token}` })).data;
      expect(me).toMatchObject({ id: leaving.id, role: 'MANAGER', name: 'Back' });
    });

    it('a manager who signs out or changes the password: their sockets close at once too', async () => {
      const leaving = await addManager(t.app, owner.tokens.access_token, 'Short stay');
      const socket = connectWithToken(`ws://${host}/ws`, leaving.accessToken);
      await socket.next((m) => m.type === 'READY');
      const revoked = await t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: {
          authorization: `Basic ${Buffer.from('vitrina-web:vitrina-web-public').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `token=${encodeURIComponent(leaving.refreshToken)}`,
      });
      expect(revoked.statusCode).toBe(200);
      expect((await socket.closed).code).toBe(4401);
      expect((await call('GET', '/api/v1/team', leaving.auth)).statusCode).toBe(401);
    });

    it('a manager’s send names the manager; the live events of the shop reach the manager’s socket', async () => {
      const socket = connectWithToken(`ws://${host}/ws`, manager.accessToken);
      try {
        await socket.next((m) => m.type === 'READY');
        const { customer } = await customerWrote('Скільки коштує?');
        await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.message === 'Скільки коштує?');
        const sent = await call('POST', '/api/v1/channels/current/messages', manager.auth, {
          message: 'Від менеджера',
          recipient_id: customer,
          idempotency_key: randomUUID(),
        });
        expect(sent.statusCode).toBe(200);
        expect(json(sent).data.sent_by).toBe(manager.id);
        const stored = await t.app.db
          .selectFrom('messages')
          .select('sent_by')
          .where('id', '=', json(sent).data.id)
          .executeTakeFirstOrThrow();
        expect(stored.sent_by).toBe(manager.id);
      } finally {
        socket.ws.terminate();
      }
    });
  });

  it('an order a manager takes and moves names the manager in its history', async () => {
    const stock = [
      ['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна'],
      ['VT-101', 'Сукня лляна', 'чорний', 'S', 5, 1899],
    ];
    expect((await upload(t.app, owner.auth, 'stock.xlsx', workbook(stock, 'xlsx'))).statusCode).toBe(201);
    const created = await call('POST', '/api/v1/orders', manager.auth, {
      customer_name: 'Олена Коваль',
      phone: '+380 67 123 45 67',
      delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12' },
      payment: 'COD',
      lines: [{ code: 'VT-101', size: 'S', quantity: 1 }],
    });
    expect(created.statusCode).toBe(201);
    const id = json(created).data.id;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${id}`,
      headers: owner.auth,
      payload: { status: 'CONFIRMED' },
    });
    expect(moved.statusCode).toBe(200);
    const history = json(moved).data.history as Array<{ status: string; changed_by: string }>;
    expect(history.map((h) => [h.status, h.changed_by])).toEqual([
      ['NEW', 'Марта'],
      ['CONFIRMED', owner.email],
    ]);
  });

  describe('assignment, status and filters', () => {
    it('assigns to me, to a teammate or to nobody; "мої" and "не призначені" filter by the caller', async () => {
      const a = await customerWrote();
      const b = await customerWrote();
      expect(
        json(await call('PUT', `${CONVERSATIONS}/${a.id}/assignee`, owner.auth, { assignee_id: manager.id })).data,
      ).toEqual({ assignee: { id: manager.id, name: 'Марта' } });
      expect(
        (await call('PUT', `${CONVERSATIONS}/${b.id}/assignee`, manager.auth, { assignee_id: owner.id })).statusCode,
      ).toBe(200);
      const mineForManager = await listIds(manager.auth, '&assignee=me');
      expect(mineForManager).toContain(a.id);
      expect(mineForManager).not.toContain(b.id);
      const mineForOwner = await listIds(owner.auth, '&assignee=me');
      expect(mineForOwner).toContain(b.id);
      expect(mineForOwner).not.toContain(a.id);
      const list = json(await call('GET', `${CONVERSATIONS}?limit=100`, owner.auth)).data as Array<any>;
      expect(list.find((c) => c.id === a.id).assignee).toEqual({ id: manager.id, name: 'Марта' });

      expect(
        (await call('PUT', `${CONVERSATIONS}/${a.id}/assignee`, owner.auth, { assignee_id: null })).statusCode,
      ).toBe(200);
      expect(await listIds(owner.auth, '&assignee=unassigned')).toContain(a.id);
      expect(await listIds(owner.auth, '&assignee=unassigned')).not.toContain(b.id);

      // Only someone of the team: another shop's user is refused.
      const stranger = await signedInUser(t.app);
      const refused = await call('PUT', `${CONVERSATIONS}/${a.id}/assignee`, owner.auth, { assignee_id: stranger.id });
      expect([refused.statusCode, json(refused).error_message]).toEqual([400, 'Assign to someone of your team']);
    });

    it('"потрібна відповідь" lists the conversations the assistant handed over', async () => {
      const a = await customerWrote();
      const b = await customerWrote();
      await t.app.db
        .updateTable('conversations')
        .set({ attention_reason: 'complaint', attention_at: new Date() })
        .where('id', '=', a.id)
        .execute();
      const ids = await listIds(manager.auth, '&attention=true');
      expect(ids).toContain(a.id);
      expect(ids).not.toContain(b.id);
    });

    it('done and snoozed: the list filters by status; the snooze ends at its time (fixed clock) or with a new customer message', async () => {
      const done = await customerWrote();
      const snoozed = await customerWrote();
      const soon = await customerWrote();
      expect(
        json(await call('PUT', `${CONVERSATIONS}/${done.id}/status`, owner.auth, { status: 'DONE' })).data,
      ).toEqual({
        status: 'DONE',
        snoozed_until: null,
      });
      const until = new Date(Date.now() + 3 * 3600_000);
      expect(
        (
          await call('PUT', `${CONVERSATIONS}/${snoozed.id}/status`, manager.auth, {
            status: 'SNOOZED',
            snoozed_until: until.toISOString(),
          })
        ).statusCode,
      ).toBe(200);
      const soonUntil = new Date(Date.now() + 3600_000);
      await call('PUT', `${CONVERSATIONS}/${soon.id}/status`, manager.auth, {
        status: 'SNOOZED',
        snoozed_until: soonUntil.toISOString(),
      });
      // A snooze must end in the future, and SNOOZED needs its time.
      const past = await call('PUT', `${CONVERSATIONS}/${done.id}/status`, owner.auth, {
        status: 'SNOOZED',
        snoozed_until: new Date(Date.now() - 60_000).toISOString(),
      });
      expect([past.statusCode, json(past).error_message]).toEqual([
        400,
        'Snooze until a time in the future (within 90 days)',
      ]);
      expect(
        (await call('PUT', `${CONVERSATIONS}/${done.id}/status`, owner.auth, { status: 'SNOOZED' })).statusCode,
      ).toBe(400);

      const open = await listIds(owner.auth, '&status=OPEN');
      expect([open.includes(done.id), open.includes(snoozed.id), open.includes(soon.id)]).toEqual([
        false,
        false,
        false,
      ]);
      expect(await listIds(owner.auth, '&status=DONE')).toContain(done.id);
      expect(await listIds(owner.auth, '&status=SNOOZED')).toEqual(expect.arrayContaining([snoozed.id, soon.id]));

      // The clock: a second before the time nothing opens; at the time the conversation opens,
      // and the teammates hear it.
      const socket = connectWithToken(`ws://${host}/ws`, manager.accessToken);
      try {
        await socket.next((m) => m.type === 'READY');
        await t.app.teamwork.wakeDue(new Date(soonUntil.getTime() - 1000));
        const status = async (id: string) =>
          (
            await t.app.db
              .selectFrom('conversations')
              .select(['status', 'snoozed_until'])
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).status;
        expect(await status(soon.id)).toBe('SNOOZED');
        await t.app.teamwork.wakeDue(soonUntil);
        expect([await status(soon.id), await status(snoozed.id)]).toEqual(['OPEN', 'SNOOZED']);
        const woke = await socket.next((m) => m.type === 'CONVERSATION_UPDATED' && m.data.conversation_id === soon.id);
        expect(woke.data).toMatchObject({ status: 'OPEN', snoozed_until: null, by: null });
      } finally {
        socket.ws.terminate();
      }

      // A new customer message opens a snoozed or done conversation again.
      const customerOf = async (id: string) =>
        (
          await t.app.db
            .selectFrom('conversations')
            .select('participant_id')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).participant_id;
      for (const id of [snoozed.id, done.id]) {
        const customer = await customerOf(id);
        await deliver(t.app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Ще питання' })]));
      }
      const reopened = await listIds(owner.auth, '&status=OPEN');
      expect([reopened.includes(snoozed.id), reopened.includes(done.id)]).toEqual([true, true]);
    });
  });

  describe('notes and labels', () => {
    it('a note stays inside the team: listed apart, never sent, heard live by the teammates', async () => {
      const { id } = await customerWrote();
      const sendsBefore = graph.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages')).length;
      const socket = connectWithToken(`ws://${host}/ws`, owner.tokens.access_token);
      try {
        await socket.next((m) => m.type === 'READY');
        const added = await call('POST', `${CONVERSATIONS}/${id}/notes`, manager.auth, { text: 'Передзвонити завтра' });
        expect(added.statusCode).toBe(201);
        expect(json(added).data).toMatchObject({
          text: 'Передзвонити завтра',
          author: { id: manager.id, name: 'Марта' },
        });
        const heard = await socket.next((m) => m.type === 'CONVERSATION_NOTE');
        expect(heard.data).toMatchObject({ conversation_id: id, note: { text: 'Передзвонити завтра' } });
      } finally {
        socket.ws.terminate();
      }
      const notes = json(await call('GET', `${CONVERSATIONS}/${id}/notes`, owner.auth)).data;
      expect(notes.map((n: { text: string }) => n.text)).toEqual(['Передзвонити завтра']);
      const messages = json(await call('GET', `${CONVERSATIONS}/${id}/messages`, owner.auth)).data;
      expect(JSON.stringify(messages)).not.toContain('Передзвонити завтра');
      await sleep(50);
      expect(graph.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages')).length).toBe(sendsBefore);
      const empty = await call('POST', `${CONVERSATIONS}/${id}/notes`, manager.auth, { text: '   ' });
      expect([empty.statusCode, json(empty).error_message]).toEqual([400, 'text: Write the note']);
    });

    it('labels with colours: created by the team, set on conversations, filterable; names unique per shop', async () => {
      const vip = json(await call('POST', '/api/v1/labels', manager.auth, { name: 'VIP', color: '#6e56cf' })).data;
      const opt = json(await call('POST', '/api/v1/labels', owner.auth, { name: 'Опт', color: '#30a46c' })).data;
      const same = await call('POST', '/api/v1/labels', owner.auth, { name: 'vip', color: '#30a46c' });
      expect([same.statusCode, json(same).error_message]).toEqual([409, 'A label with this name exists']);
      const colour = await call('POST', '/api/v1/labels', owner.auth, { name: 'X', color: '#123456' });
      expect([colour.statusCode, json(colour).error_message]).toEqual([400, 'color: Pick a colour from the list']);

      const a = await customerWrote();
      const b = await customerWrote();
      const set = await call('PUT', `${CONVERSATIONS}/${a.id}/labels`, manager.auth, { label_ids: [vip.id, opt.id] });
      expect(
        json(set)
          .data.map((l: { name: string }) => l.name)
          .sort(),
      ).toEqual(['VIP', 'Опт']);
      await call('PUT', `${CONVERSATIONS}/${b.id}/labels`, manager.auth, { label_ids: [opt.id] });
      expect(await listIds(owner.auth, `&label=${vip.id}`)).toEqual([a.id]);
      expect((await listIds(owner.auth, `&label=${opt.id}`)).sort()).toEqual([a.id, b.id].sort());
      const list = json(await call('GET', `${CONVERSATIONS}?limit=100`, owner.auth)).data as Array<any>;
      expect(list.find((c) => c.id === a.id).labels).toEqual([
        { id: vip.id, name: 'VIP', color: '#6e56cf' },
        { id: opt.id, name: 'Опт', color: '#30a46c' },
      ]);

      // Another shop's label cannot be put on the conversation.
      const stranger = await signedInUser(t.app);
      const theirs = json(await call('POST', '/api/v1/labels', stranger.auth, { name: 'VIP', color: '#6e56cf' })).data;
      const foreign = await call('PUT', `${CONVERSATIONS}/${a.id}/labels`, owner.auth, { label_ids: [theirs.id] });
      expect(foreign.statusCode).toBe(400);

      // Deleting is the owner's: the label leaves every conversation.
      expect((await call('DELETE', `/api/v1/labels/${opt.id}`, manager.auth)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/v1/labels/${opt.id}`, owner.auth)).statusCode).toBe(204);
      expect(await listIds(owner.auth, `&label=${opt.id}`)).toEqual([]);
    });
  });

  describe('saved replies', () => {
    it('are shared by the team, with a /command unique per shop and an optional https picture', async () => {
      const made = await call('POST', '/api/v1/saved-replies', manager.auth, {
        shortcut: '/розміри',
        text: '{name}, розмірна сітка {product} на картинці',
        image_url: 'https://cdn.example/size-chart.png',
      });
      expect(made.statusCode).toBe(201);
      expect(json(made).data).toMatchObject({ shortcut: 'розміри', created_by: { id: manager.id, name: 'Марта' } });
      const list = json(await call('GET', '/api/v1/saved-replies', owner.auth)).data;
      expect(list.map((r: { shortcut: string }) => r.shortcut)).toContain('розміри');
      const twice = await call('POST', '/api/v1/saved-replies', owner.auth, { shortcut: 'РОЗМІРИ', text: 'x' });
      expect([twice.statusCode, json(twice).error_message]).toEqual([409, 'A saved reply with this command exists']);
      const spaced = await call('POST', '/api/v1/saved-replies', owner.auth, { shortcut: 'два слова', text: 'x' });
      expect(spaced.statusCode).toBe(400);
      const plain = await call('POST', '/api/v1/saved-replies', owner.auth, {
        shortcut: 'pic',
        text: 'x',
        image_url: 'ftp://cdn.example/a.png',
      });
      expect([plain.statusCode, json(plain).error_message]).toEqual([
        400,
        'image_url: A picture: an http or https address',
      ]);
    });
  });
});
