import { AUTHORIZATION_MATRIX, type Account, type MatrixContext } from './authorization-matrix';
import { describeOneDb, listen, type TestApp } from './helpers';
import { createMatrixApp } from './matrix/app';
import { settledOwnerState } from './matrix/owner-state';
import { account, keyOf, request, rowOf } from './matrix/requests';
import { accountCode } from './meta/graph-double';
import { oauthState, registerCode } from './meta/helpers';
import { connectWithToken, sleep } from './ws-client';

describeOneDb('authorisation matrix', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMatrixApp(target);
  });
  afterAll(() => t.close());

  it('every registered route has a row', () => {
    const missing = [...new Set(t.app.routeList.map(keyOf))].filter((key) => !rowOf.has(key));
    expect(missing).toEqual([]);
  });

  const httpRows = AUTHORIZATION_MATRIX.filter((r) => r.access !== 'websocket' && !r.route.includes('*'));
  it.each(httpRows.map((r) => [r.route, r] as const))('%s: guest, owner and another account', async (_, row) => {
    if (!t.app.routeList.some((r) => keyOf(r) === row.route)) return; // not registered in this configuration
    const owner = await account(t);
    const other = await account(t);
    const ctx: MatrixContext = { app: t.app, owner };
    const params = row.setup ? await row.setup(ctx) : {};
    const ownerData = [owner.id, owner.email, ...Object.values(params)];

    if (row.access === 'local') {
      const remote = await t.app.inject({ ...request(row, ctx, params), remoteAddress: '203.0.113.9' });
      expect({ route: row.route, status: remote.statusCode }).toEqual({ route: row.route, status: 404 });
      const local = await t.app.inject(request(row, ctx, params));
      expect({ route: row.route, status: local.statusCode }).toEqual({ route: row.route, status: row.status ?? 200 });
      return;
    }

    const guest = await t.app.inject(request(row, ctx, params));
    expect(guest.statusCode).toBeLessThan(500);
    if (row.access === 'owner') {
      expect({ route: row.route, status: guest.statusCode }).toEqual({ route: row.route, status: 401 });
    } else {
      expect({ route: row.route, status: guest.statusCode }).not.toEqual({ route: row.route, status: 401 });
    }
    for (const secret of ownerData) expect(guest.body).not.toContain(secret);

    const mine = await t.app.inject(request(row, ctx, params, owner.accessToken));
    expect({ route: row.route, owner: mine.statusCode < 500 }).toEqual({ route: row.route, owner: true });
    if (row.access === 'owner') {
      expect({ route: row.route, status: mine.statusCode }).toEqual({ route: row.route, status: row.status ?? 200 });
    }

    // Another signed-in account, with the owner's ids: refused, empty, or its own data only.
    // (A public route may act on the owner's data by design: a reset request for the owner's email.)
    const writes = row.access === 'owner' && !row.route.startsWith('GET ');
    const before = writes ? await settledOwnerState(t.app, owner.id) : '';
    const theirs = await t.app.inject(request(row, ctx, params, other.accessToken));
    expect(theirs.statusCode).toBeLessThan(500);
    for (const secret of ownerData) {
      expect({ route: row.route, leaks: theirs.body.includes(secret) }).toEqual({ route: row.route, leaks: false });
    }
    // ...and a foreign write changed nothing of the owner's, re-read from the database.
    if (writes) {
      const after = await settledOwnerState(t.app, owner.id);
      expect({ route: row.route, ownerChanged: after !== before }).toEqual({ route: row.route, ownerChanged: false });
    }
  });

  it('an attacker’s authorisation code planted in an owner’s browser never connects the attacker’s account', async () => {
    const owner = await account(t);
    const attacker = await account(t);
    const as = (a: Account) => ({ authorization: `Bearer ${a.accessToken}`, 'accept-language': 'en' });
    // The attacker ran the dialog in their own session: their code came back with their state.
    const attackerState = await oauthState(t.app, as(attacker));
    const attackerCode = accountCode(`attacker-${attacker.id}`);
    const ownerState = await oauthState(t.app, as(owner));
    const refused = [
      // the planted return page carries the attacker's state (the owner's client finds it is not
      // the one it was issued; were it sent anyway, it is not the owner's)
      await registerCode(t.app, as(owner), { token: attackerCode, state: attackerState }),
      // or no state at all
      await registerCode(t.app, as(owner), { token: attackerCode, state: undefined }),
      // or a guessed one
      await registerCode(t.app, as(owner), { token: attackerCode, state: `${ownerState}x` }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().error_message])).toEqual(
      Array(3).fill([400, 'The authorisation does not belong to this session: connect the channel again']),
    );
    const channels = await t.app.inject({ method: 'GET', url: '/api/v1/channels', headers: as(owner) });
    expect(channels.json().data).toEqual([]);
    // The owner's own round still works, once.
    const mine = await registerCode(t.app, as(owner), { token: accountCode(owner.id), state: ownerState });
    expect(mine.statusCode).toBe(200);
    const replay = await registerCode(t.app, as(owner), { token: accountCode(owner.id), state: ownerState });
    expect(replay.statusCode).toBe(400);
  });

  it('websocket: a socket never receives another account’s event', async () => {
    const host = await listen(t.app);
    const owner = await account(t);
    const other = await account(t);
    const mine = connectWithToken(`ws://${host}/ws`, owner.accessToken);
    const theirs = connectWithToken(`ws://${host}/ws`, other.accessToken);
    // a socket that claims the owner's id without a token
    const claimer = connectWithToken(`ws://${host}/ws`, 'not-a-token');
    try {
      await Promise.all([mine.next((m) => m.type === 'READY'), theirs.next((m) => m.type === 'READY')]);
      theirs.send({ user_id: owner.id, subscribed: true });
      await t.app.realtime.publish(owner.id, {
        type: 'NEW_MESSAGE',
        data: { conversation_id: 'c-owner', message: 'for-the-owner' },
      });
      await mine.next((m) => m.type === 'NEW_MESSAGE');
      await t.app.realtime.publish(other.id, {
        type: 'NEW_MESSAGE',
        data: { conversation_id: 'c-other', message: 'for-the-other' },
      });
      await theirs.next((m) => m.type === 'NEW_MESSAGE');
      await sleep(100);
      expect(JSON.stringify(theirs.messages)).not.toContain('for-the-owner');
      expect(JSON.stringify(mine.messages)).not.toContain('for-the-other');
      expect((await claimer.closed).code).toBe(4401);
      expect(claimer.messages).toEqual([]);
    } finally {
      for (const s of [mine, theirs, claimer]) s.ws.terminate();
    }
  });
});
