// Full trust (issue 48) through the API, with the autopilot's clock held still: the mode's
// settings and their refusals, the undo window, the owner's cancel, the kill switch (nothing goes
// out after it, not even replies in their undo window), the per-conversation cap, the 24-hour
// window, a request for a person, a complaint, the working hours; every automatic send through
// the owner's idempotent send, once, marked as the assistant's.
import { randomUUID } from 'node:crypto';
import { describeEachDb, json, type TestApp } from './helpers';
import { deliver, dm, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import type { TestSocket } from './ws-client';
import { ownerSocket, startStockedShop } from './meta/stocked-shop';

describeEachDb('full trust: the assistant answers alone where it is sure', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let socket: TestSocket;
  let clock: Date;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target));
    socket = await ownerSocket(t.app, owner);
    t.app.autopilot.useClock(() => clock);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: owner.auth,
      payload: { bot_status: 'ON' },
    });
    expect(on.statusCode).toBe(200);
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await t.close();
    await graph.close();
  });
  // The clock starts at the real time (the webhooks carry it) and moves only when a test moves it.
  beforeEach(() => {
    clock = new Date();
  });
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const settingsUrl = () => `/api/v1/channels/${owner.channel.id}/autopilot`;
  const put = (payload: object, lng = 'en') =>
    t.app.inject({ method: 'PUT', url: settingsUrl(), headers: { ...owner.auth, 'accept-language': lng }, payload });
  const setSwitch = (stopped: boolean) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/autopilot/switch', headers: owner.auth, payload: { stopped } });
  const cancel = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/autopilot/replies/${id}/cancel`, headers: owner.auth });
  const sends = () => graph.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'));
  const conversationOf = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/channels/current/conversations?limit=100',
      headers: owner.auth,
    });
    return (json(res).data as any[]).find((c) => c.id === id);
  };

  /** A customer's DM; resolves with its conversation's id once the assistant has dealt with it. */
  async function ask(customer: string, text: string): Promise<string> {
    const mid = nextMid();
    await deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid, text })]));
    const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
    return incoming.data.conversation_id as string;
  }
  const event = (type: string, conversationId: string, where: (m: any) => boolean = () => true) =>
    socket.next((m) => m.type === type && m.data.conversation_id === conversationId && where(m), 15_000);
  const seen = (type: string, conversationId: string) =>
    socket.messages.filter((m) => m.type === type && m.data.conversation_id === conversationId);

  it('settings: defaults until saved, and bad input refused with its reason', async () => {
    const got = await t.app.inject({ method: 'GET', url: settingsUrl(), headers: owner.auth });
    expect(got.statusCode).toBe(200);
    expect(json(got).data).toMatchObject({
      mode: 'CONTROL',
      hours: 'ALWAYS',
      undo_seconds: 10,
      hourly_cap: 5,
      time_zone: 'Europe/Kyiv',
      topics: expect.arrayContaining(['price', 'availability', 'sizes', 'colours', 'delivery', 'payment', 'order']),
    });
    const refused: Array<[object, RegExp]> = [
      [{ mode: 'AUTOPILOT' }, /CONTROL or FULL_TRUST/],
      [{ undo_seconds: 61 }, /0 to 60/],
      [{ undo_seconds: -1 }, /0 to 60/],
      [{ undo_seconds: 2.5 }, /0 to 60/],
      [{ hourly_cap: 0 }, /1 to 30/],
      [{ topics: ['price', 'returns'] }, /topics/],
      [{ topics: ['price', 'price'] }, /topics/],
      [{ time_zone: 'Mars/Olympus' }, /IANA/],
      [{ working_hours: { days: [0], from: '09:00', to: '18:00' } }, /weekdays/],
      [{ working_hours: { days: [1, 1], from: '09:00', to: '18:00' } }, /weekdays/],
      [{ working_hours: { days: [1], from: '25:00', to: '18:00' } }, /HH:MM/],
      [{ working_hours: { days: [1], from: '09:00', to: '09:00' } }, /same time/],
      [{ assistant_line: 'x'.repeat(201) }, /200 characters/],
      [{}, /at least one/],
      [{ mode: 'FULL_TRUST', surprise: true }, /./],
    ];
    for (const [payload, message] of refused) {
      const res = await put(payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(json(res).error_message).toMatch(message);
    }
    expect(json(await put({ undo_seconds: 99 }, 'ua')).error_message).toMatch(/від 0 до 60/);
    // Nothing of the refused calls was stored.
    expect(json(await t.app.inject({ method: 'GET', url: settingsUrl(), headers: owner.auth })).data.mode).toBe(
      'CONTROL',
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/autopilot/replies?conversation_id=x',
      headers: owner.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect((await cancel(randomUUID())).statusCode).toBe(404);
  });

  it('in "Контроль відповідей" (the default) every message gets a draft and nothing goes out', async () => {
    const before = sends().length;
    const conversation = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    const draft = await event('NEW_AI_PROPOSITION', conversation);
    expect(draft.data.ai_proposition).toContain('1450');
    expect(seen('AUTO_REPLY_SCHEDULED', conversation)).toEqual([]);
    expect(sends().length).toBe(before);
  });

  it('a price question waits out its undo window, then goes out once, marked as the assistant’s', async () => {
    const saved = await put({
      mode: 'FULL_TRUST',
      learning_drafts: 0,
      undo_seconds: 10,
      hours: 'ALWAYS',
      hourly_cap: 5,
    });
    expect(json(saved).data).toMatchObject({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 10 });
    const customer = `cust-${randomUUID()}`;
    const before = sends().length;
    const conversation = await ask(customer, 'Скільки коштує DR-1024?');
    const scheduled = await event('AUTO_REPLY_SCHEDULED', conversation);
    expect(scheduled.data.text).toContain('1450');
    expect(scheduled.data.undo_seconds).toBe(10);
    expect(Date.parse(scheduled.data.send_at)).toBe(clock.getTime() + 10_000);
    // No draft in the composer: the reply is on its way.
    expect(seen('NEW_AI_PROPOSITION', conversation)).toEqual([]);
    const pending = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/autopilot/replies?conversation_id=${conversation}`,
        headers: owner.auth,
      }),
    ).data;
    expect(pending).toEqual([expect.objectContaining({ id: scheduled.data.reply_id, status: 'SCHEDULED' })]);

    // 9 seconds in: still waiting.
    tick(9_000);
    expect(await t.app.autopilot.sweep()).toBe(0);
    expect(sends().length).toBe(before);
    tick(1_000);
    // This sweep or the reply's own timer (or another instance's sweep) sends it: whichever claims it first.
    await t.app.autopilot.sweep();
    const sent = await event('NEW_MESSAGE', conversation, (m) => m.data.is_from_shop);
    expect(sent.data.by_assistant).toBe(true);
    const made = sends().slice(before);
    expect(made).toHaveLength(1);
    expect(made[0].body.message.text).toBe(scheduled.data.text);
    expect(made[0].body.recipient.id).toBe(customer);
    expect(made[0].body.tag).toBeUndefined();
    const thread = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/channels/current/conversations/${conversation}/messages`,
        headers: owner.auth,
      }),
    ).data as any[];
    expect(thread.filter((m) => m.is_from_shop)).toEqual([
      expect.objectContaining({ by_assistant: true, message: scheduled.data.text }),
    ]);
    expect(thread.filter((m) => !m.is_from_shop).every((m) => m.by_assistant === false)).toBe(true);

    // Nothing is ever sent twice: another sweep, the reply's own timer, a repeat of its send.
    tick(120_000);
    expect(await t.app.autopilot.sweep()).toBe(0);
    expect(await t.app.autopilot.sendDue(scheduled.data.reply_id)).toBe(false);
    expect(sends().length).toBe(before + 1);
    // Too late to cancel now.
    const late = await cancel(scheduled.data.reply_id);
    expect(late.statusCode).toBe(409);
    expect(json(late).error_message).toMatch(/already gone out|уже надіслано/);
  });

  it('the owner cancels in the undo window: the reply becomes a draft and never goes out', async () => {
    await put({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 10 });
    const before = sends().length;
    const conversation = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    const scheduled = await event('AUTO_REPLY_SCHEDULED', conversation);
    tick(4_000);
    const res = await cancel(scheduled.data.reply_id);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ status: 'CANCELLED', cancel_reason: 'OWNER' });
    const draft = await event('NEW_AI_PROPOSITION', conversation);
    expect(draft.data.ai_proposition).toBe(scheduled.data.text);
    expect((await event('AUTO_REPLY_CANCELLED', conversation)).data.reason).toBe('OWNER');
    tick(60_000);
    expect(await t.app.autopilot.sweep()).toBe(0);
    expect(sends().length).toBe(before);
    // A second cancel answers the same; another account cannot see it.
    expect((await cancel(scheduled.data.reply_id)).statusCode).toBe(200);
    // A draft the owner asks for again is the owner's: never sent alone.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/channels/current/conversations/${conversation}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(202);
    await socket.next(
      (m) =>
        m.type === 'NEW_AI_PROPOSITION' &&
        m.data.conversation_id === conversation &&
        seen('NEW_AI_PROPOSITION', conversation).length >= 2,
      15_000,
    );
    expect(seen('AUTO_REPLY_SCHEDULED', conversation)).toHaveLength(1);
    const other = await userWithChannel(t.app, `other-${randomUUID()}`);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/autopilot/replies/${scheduled.data.reply_id}/cancel`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('the kill switch stops everything at once, replies in their undo window included', async () => {
    await put({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 30 });
    const before = sends().length;
    const first = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    const second = await ask(`cust-${randomUUID()}`, 'DR-1024 є в S?');
    const a = await event('AUTO_REPLY_SCHEDULED', first);
    const b = await event('AUTO_REPLY_SCHEDULED', second);

    // The instant between storing the switch and cancelling the replies: no claim succeeds.
    await t.app.db
      .insertInto('autopilot_accounts')
      .values({ user_id: owner.id, stopped: true, updated_at: new Date() })
      .execute();
    tick(31_000);
    expect(await t.app.autopilot.sendDue(a.data.reply_id)).toBe(false);
    expect(sends().length).toBe(before);

    const stop = await setSwitch(true);
    expect(json(stop).data).toEqual({ stopped: true });
    for (const [conversation, reply] of [
      [first, a],
      [second, b],
    ] as const) {
      expect((await event('AUTO_REPLY_CANCELLED', conversation)).data).toMatchObject({
        reply_id: reply.data.reply_id,
        reason: 'STOPPED',
      });
      expect((await event('NEW_AI_PROPOSITION', conversation)).data.ai_proposition).toBe(reply.data.text);
    }
    tick(60_000);
    expect(await t.app.autopilot.sweep()).toBe(0);
    // While stopped a new question gets a draft, and the conversation is not marked.
    const third = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    await event('NEW_AI_PROPOSITION', third);
    expect(seen('AUTO_REPLY_SCHEDULED', third)).toEqual([]);
    expect((await conversationOf(third)).attention).toBeNull();
    expect(sends().length).toBe(before);
    expect(
      json(await t.app.inject({ method: 'GET', url: '/api/v1/autopilot/switch', headers: owner.auth })).data,
    ).toEqual({
      stopped: true,
    });

    // Resumed: the next question is answered alone again.
    expect(json(await setSwitch(false)).data).toEqual({ stopped: false });
    const fourth = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    const d = await event('AUTO_REPLY_SCHEDULED', fourth);
    expect((await cancel(d.data.reply_id)).statusCode).toBe(200);
  });

  it('at most N automatic replies per conversation an hour; then the owner is asked, and their reply clears the mark', async () => {
    await put({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 0, hourly_cap: 2 });
    const customer = `cust-${randomUUID()}`;
    const before = sends().length;
    const conversation = await ask(customer, 'Скільки коштує DR-1024?');
    await event('NEW_MESSAGE', conversation, (m) => m.data.by_assistant === true);
    await ask(customer, 'А DR-1024 в S є?');
    await socket.next(
      (m) =>
        m.type === 'NEW_MESSAGE' &&
        m.data.conversation_id === conversation &&
        m.data.by_assistant === true &&
        seen('NEW_MESSAGE', conversation).filter((x) => x.data.by_assistant).length >= 2,
      15_000,
    );
    expect(sends().length).toBe(before + 2);
    await ask(customer, 'DR-1024 ціна ще раз?');
    expect((await event('CONVERSATION_ATTENTION', conversation)).data.reason).toBe('hourly_cap');
    await event('NEW_AI_PROPOSITION', conversation);
    expect(sends().length).toBe(before + 2);
    expect((await conversationOf(conversation)).attention).toMatchObject({ reason: 'hourly_cap' });

    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/current/messages',
      headers: owner.auth,
      payload: { message: 'Так, 1450 грн, є S.', recipient_id: customer },
    });
    expect(reply.statusCode).toBe(200);
    expect(json(reply).data.by_assistant).toBe(false);
    expect((await conversationOf(conversation)).attention).toBeNull();
  });

  it("Meta's 24-hour window: a reply whose window closed while it waited goes to the owner, never with HUMAN_AGENT", async () => {
    await put({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 10, hourly_cap: 5 });
    const before = sends().length;
    const conversation = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    const scheduled = await event('AUTO_REPLY_SCHEDULED', conversation);
    // The customer's last message is made 24 hours less 5 seconds old: by the end of the 10-second
    // undo window the standard window is over, and only a person could still answer (HUMAN_AGENT).
    await t.app.db
      .updateTable('conversations')
      .set({ last_inbound_at: new Date(clock.getTime() - 24 * 3600_000 + 5_000) })
      .where('id', '=', conversation)
      .execute();
    tick(10_000);
    expect(await t.app.autopilot.sweep()).toBe(0);
    expect(sends().length).toBe(before);
    expect((await event('CONVERSATION_ATTENTION', conversation)).data.reason).toBe('window_closed');
    expect((await event('NEW_AI_PROPOSITION', conversation)).data.ai_proposition).toBe(scheduled.data.text);
    const row = await t.app.db
      .selectFrom('autopilot_replies')
      .selectAll()
      .where('id', '=', scheduled.data.reply_id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('FAILED');
  });

  it.each([
    ['a request for a person', 'Можна з менеджером поговорити?', 'asked_for_person'],
    ['a request for a person (en)', 'Can I talk to a human please?', 'asked_for_person'],
    ['a complaint', 'Сукня DR-1024 прийшла порвана, це жах', 'complaint'],
    ['a complaint (ru)', 'Заказ до сих пор не пришел, верните деньги', 'complaint'],
  ])(
    '%s is handed over and marked, and the assistant keeps quiet there until the owner answers',
    async (_, text, reason) => {
      await put({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 10, hourly_cap: 5 });
      const customer = `cust-${randomUUID()}`;
      const before = sends().length;
      const conversation = await ask(customer, text);
      expect((await event('CONVERSATION_ATTENTION', conversation)).data.reason).toBe(reason);
      await event('NEW_AI_PROPOSITION', conversation);
      expect(seen('AUTO_REPLY_SCHEDULED', conversation)).toEqual([]);
      const marked = await conversationOf(conversation);
      expect(marked.attention).toEqual({ reason, since: clock.toISOString() });
      // A plain price question next is not answered around the owner.
      await ask(customer, 'Скільки коштує DR-1024?');
      await socket.next(
        (m) =>
          m.type === 'NEW_AI_PROPOSITION' &&
          m.data.conversation_id === conversation &&
          seen('NEW_AI_PROPOSITION', conversation).length >= 2,
        15_000,
      );
      expect(seen('AUTO_REPLY_SCHEDULED', conversation)).toEqual([]);
      expect(sends().length).toBe(before);
    },
  );

  it('only outside working hours: inside them every message is a draft as today, unmarked', async () => {
    await put({
      mode: 'FULL_TRUST',
      learning_drafts: 0,
      hours: 'OUTSIDE_WORKING_HOURS',
      time_zone: 'UTC',
      working_hours: { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:59' },
    });
    const conversation = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    await event('NEW_AI_PROPOSITION', conversation);
    expect(seen('AUTO_REPLY_SCHEDULED', conversation)).toEqual([]);
    expect((await conversationOf(conversation)).attention).toBeNull();
    await put({ hours: 'ALWAYS' });
  });

  it('leaving full trust cancels the replies in their undo window (drafts again)', async () => {
    await put({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 20 });
    const before = sends().length;
    const conversation = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    const scheduled = await event('AUTO_REPLY_SCHEDULED', conversation);
    expect(json(await put({ mode: 'CONTROL' })).data.mode).toBe('CONTROL');
    expect((await event('AUTO_REPLY_CANCELLED', conversation)).data.reason).toBe('MODE_OFF');
    expect((await event('NEW_AI_PROPOSITION', conversation)).data.ai_proposition).toBe(scheduled.data.text);
    tick(30_000);
    expect(await t.app.autopilot.sweep()).toBe(0);
    expect(sends().length).toBe(before);
  });

  it('the stats count what the tests above did: sent, cancelled, failed, hand-overs by reason', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const url = `/api/v1/autopilot/stats?from=${day(-1)}&to=${day(1)}&channelId=${owner.channel.id}`;
    const res = await t.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      // The price question; two under the cap.
      // Cancelled by the owner: one in the undo window, one after the switch was resumed; otherwise: two by the
      // switch, one by leaving full trust. Failed: the one whose window closed while it waited.
      automatic_replies: { sent: 3, cancelled_by_owner: 2, cancelled_otherwise: 3, failed: 1 },
      handovers: {
        total: 6,
        by_reason: [
          { reason: 'asked_for_person', count: 2 },
          { reason: 'complaint', count: 2 },
          { reason: 'hourly_cap', count: 1 },
          { reason: 'window_closed', count: 1 },
        ],
      },
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/autopilot/stats?from=${day(1)}&to=${day(-1)}`,
      headers: owner.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error_message).toEqual(expect.any(String));
  });
});
