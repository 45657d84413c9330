import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { SignJWT } from 'jose';
import { defaultRateLimits } from '../src/config';
import {
  createTestApp,
  eventually,
  json,
  listen,
  mailbox,
  ONE_DB_TARGET,
  PASSWORD,
  signedInUser,
  type TestApp,
} from './helpers';
import { connect, connectWithToken, sleep, type TestSocket } from './ws-client';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

const event = (n: number) => ({ type: 'NEW_MESSAGE' as const, data: { conversation_id: `c${n}`, message: `m${n}` } });

describe('realtime /ws', () => {
  let t: TestApp;
  let host: string;
  const sockets: TestSocket[] = [];
  const open = (path: string, options?: { origin?: string }) => {
    const s = connect(`ws://${host}${path}`, options);
    sockets.push(s);
    return s;
  };
  const openWith = (token: string, options?: { origin?: string }) => {
    const s = connectWithToken(`ws://${host}/ws`, token, options);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp(ONE_DB_TARGET, {
      wsAuthTimeoutMs: 600,
      wsHeartbeatMs: 250,
      corsOrigins: ['https://shop.example'],
    });
    host = await listen(t.app);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.ws.terminate();
  });
  afterAll(() => t.close());

  const token = (userId: string) => t.app.tokens.signAccess(userId, randomUUID());

  it('authenticates by a first-message token and delivers only the user’s own events', async () => {
    const a = randomUUID();
    const b = randomUUID();
    const sa = openWith(await token(a));
    const sb = openWith(await token(b));
    expect(await sa.next((m) => m.type === 'READY')).toEqual({ type: 'READY', data: { user_id: a } });
    await sb.next((m) => m.type === 'READY');
    await t.app.realtime.publish(b, event(1));
    await t.app.realtime.publish(a, event(2));
    expect(await sb.next((m) => m.type === 'NEW_MESSAGE')).toEqual(event(1));
    expect(await sa.next((m) => m.type === 'NEW_MESSAGE')).toEqual(event(2));
    await sleep(100);
    expect(sa.messages.filter((m) => m.type !== 'READY')).toEqual([event(2)]);
    expect(sb.messages.filter((m) => m.type !== 'READY')).toEqual([event(1)]);
  });

  it('authenticates by a first message {access_token}; {user_id, subscribed} never changes the identity', async () => {
    const a = randomUUID();
    const b = randomUUID();
    const sa = open('/ws');
    await sa.opened;
    sa.send({ user_id: b, subscribed: true }); // ignored
    sa.send({ access_token: await token(a) });
    expect((await sa.next((m) => m.type === 'READY')).data.user_id).toBe(a);
    sa.send({ user_id: b, subscribed: true });
    await sleep(50);
    await t.app.realtime.publish(b, event(3));
    await t.app.realtime.publish(a, event(4));
    expect(await sa.next((m) => m.type === 'NEW_MESSAGE')).toEqual(event(4));
    await sleep(100);
    expect(sa.messages.some((m) => m.data?.conversation_id === 'c3')).toBe(false);
  });

  it('every socket of a user receives the user’s events', async () => {
    const a = randomUUID();
    const s1 = openWith(await token(a));
    const s2 = openWith(await token(a));
    await Promise.all([s1.next((m) => m.type === 'READY'), s2.next((m) => m.type === 'READY')]);
    await t.app.realtime.publish(a, event(5));
    await Promise.all([s1.next((m) => m.type === 'NEW_MESSAGE'), s2.next((m) => m.type === 'NEW_MESSAGE')]);
  });

  it('closes with 4401 for an invalid token and 4408 when no token arrives', async () => {
    const bad = openWith('not-a-jwt');
    expect((await bad.closed).code).toBe(4401);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setIssuer('vitrina')
      .setAudience('vitrina-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(randomBytes(32));
    expect((await openWith(forged).closed).code).toBe(4401);
    const started = Date.now();
    const silent = open('/ws');
    expect((await silent.closed).code).toBe(4408);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('closes with 4401 when the token expires, unless a fresh token arrives first', async () => {
    const a = randomUUID();
    const key = (t.app.tokens as any).signing.key as CryptoKey;
    // Expiry is in whole seconds: a token made with `seconds` lives between seconds - 1 and
    // seconds. Each lifetime leaves room for opening the socket on a slow, loaded machine.
    const short = async (seconds: number) => {
      const expiresAt = Math.floor(Date.now() / 1000) + seconds;
      const jwt = await new SignJWT({ sid: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(a)
        .setIssuer('vitrina')
        .setAudience('vitrina-api')
        .setIssuedAt(expiresAt - seconds)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { jwt, expiresAt };
    };
    const expiring = openWith((await short(2)).jwt);
    await expiring.next((m) => m.type === 'READY');
    const first = await short(4);
    const renewed = openWith(first.jwt);
    await renewed.next((m) => m.type === 'READY');
    renewed.send({ access_token: await token(a) });
    expect((await expiring.closed).code).toBe(4401);
    // Past the first token's expiry: the fresh one keeps the socket open.
    await sleep(Math.max(0, first.expiresAt * 1000 - Date.now()) + 500);
    expect(renewed.ws.readyState).toBe(renewed.ws.OPEN);
    // a token of another user cannot take over an authenticated socket
    renewed.send({ access_token: await token(randomUUID()) });
    expect((await renewed.closed).code).toBe(4401);
  });

  it('checks the Origin: allow-list and same origin pass, others are refused before the upgrade', async () => {
    const a = randomUUID();
    const evil = openWith(await token(a), { origin: 'https://evil.example' });
    expect(await evil.refused).toBe(403);
    const listed = openWith(await token(a), { origin: 'https://shop.example' });
    await listed.next((m) => m.type === 'READY');
    const same = openWith(await token(a), { origin: `http://${host}` });
    await same.next((m) => m.type === 'READY');
  });

  it('refuses a token in the URL (proxies log URLs) before the upgrade', async () => {
    const inUrl = open(`/ws?access_token=${await token(randomUUID())}`);
    expect(await inUrl.refused).toBe(400);
    const empty = open('/ws?access_token=');
    expect(await empty.refused).toBe(400);
  });

  it('caps unauthenticated sockets per address and sockets per user', async () => {
    const capped = await createTestApp(ONE_DB_TARGET, { wsMaxPendingPerIp: 2, wsMaxPerUser: 2, wsAuthTimeoutMs: 5000 });
    const cappedHost = await listen(capped.app);
    const mine: TestSocket[] = [];
    try {
      const waiting = [connect(`ws://${cappedHost}/ws`), connect(`ws://${cappedHost}/ws`)];
      mine.push(...waiting);
      await Promise.all(waiting.map((s) => s.opened));
      const third = connect(`ws://${cappedHost}/ws`);
      mine.push(third);
      expect(await third.refused).toBe(429);
      // authenticating frees the slot
      const a = randomUUID();
      waiting[0].send({ access_token: await capped.app.tokens.signAccess(a, randomUUID()) });
      await waiting[0].next((m) => m.type === 'READY');
      const fourth = connectWithToken(`ws://${cappedHost}/ws`, await capped.app.tokens.signAccess(a, randomUUID()));
      mine.push(fourth);
      await fourth.next((m) => m.type === 'READY');
      // a third socket of the same user is closed
      waiting[1].send({ access_token: await capped.app.tokens.signAccess(a, randomUUID()) });
      expect((await waiting[1].closed).code).toBe(1008);
    } finally {
      for (const s of mine) s.ws.terminate();
      await capped.close();
    }
  });

  it('limits the message size', async () => {
    const s = openWith(await token(randomUUID()));
    await s.next((m) => m.type === 'READY');
    s.send('x'.repeat(20 * 1024));
    expect((await s.closed).code).toBe(1009);
  });

  it('heartbeat drops a socket that stops answering pings', async () => {
    const a = randomUUID();
    const s = openWith(await token(a));
    await s.next((m) => m.type === 'READY');
    const before = t.app.realtime.size;
    (s.ws as any)._socket.pause(); // the client no longer reads pings, so it never answers them
    await eventually(async () => (t.app.realtime.size < before ? true : undefined), 3000);
  });

  it('a password reset closes the user’s sockets', async () => {
    const u = await signedInUser(t.app);
    const s = openWith(u.tokens.access_token);
    await s.next((m) => m.type === 'READY');
    await t.app.inject({ method: 'POST', url: '/api/v1/users/resetPasswordRequest', payload: { email: u.email } });
    const link = await eventually(async () => (await mailbox(t.app, u.email))[0]?.links[0]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/resetPassword/${link.split('/').pop()}`,
      payload: { password: `${PASSWORD}-new` },
    });
    expect(json(res).data).toBeTruthy();
    expect((await s.closed).code).toBe(4401);
  });
});

describe('realtime across two API instances with Redis', () => {
  let available = false;
  let one: TestApp;
  let two: TestApp;
  let hostOne: string;
  let hostTwo: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    available = await redisAvailable();
    if (!available) return;
    const shared = {
      redisUrl: REDIS_URL,
      redisPrefix: `vitrina-test-${randomBytes(4).toString('hex')}:`,
      jwtSecret: randomBytes(32).toString('hex'),
      rateLimits: {
        ...defaultRateLimits(1000),
        loginPerIp: { max: 3, window: 60 },
        loginFailuresPerAccount: { max: 4, window: 900 },
      },
    };
    one = await createTestApp(ONE_DB_TARGET, shared);
    two = await createTestApp(ONE_DB_TARGET, shared);
    hostOne = await listen(one.app);
    hostTwo = await listen(two.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    if (!available) return;
    await Promise.all([one.close(), two.close()]);
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${one.config.redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('an event published on one instance reaches the user’s sockets on the other, and nobody else', async () => {
    if (!available) {
      console.warn(`Redis not reachable at ${REDIS_URL}: multi-instance test skipped`);
      return;
    }
    const a = randomUUID();
    const b = randomUUID();
    const aOnOne = connectWithToken(`ws://${hostOne}/ws`, await one.app.tokens.signAccess(a, randomUUID()));
    const bOnTwo = connectWithToken(`ws://${hostTwo}/ws`, await one.app.tokens.signAccess(b, randomUUID()));
    const aOnTwo = connectWithToken(`ws://${hostTwo}/ws`, await two.app.tokens.signAccess(a, randomUUID()));
    sockets.push(aOnOne, bOnTwo, aOnTwo);
    await Promise.all([aOnOne, bOnTwo, aOnTwo].map((s) => s.next((m) => m.type === 'READY')));

    await one.app.realtime.publish(b, event(10));
    await two.app.realtime.publish(a, event(11));
    expect(await bOnTwo.next((m) => m.type === 'NEW_MESSAGE')).toEqual(event(10));
    expect(await aOnOne.next((m) => m.type === 'NEW_MESSAGE')).toEqual(event(11));
    expect(await aOnTwo.next((m) => m.type === 'NEW_MESSAGE')).toEqual(event(11));
    await sleep(150);
    expect(bOnTwo.messages.filter((m) => m.type !== 'READY')).toEqual([event(10)]);
    expect(aOnOne.messages.filter((m) => m.type !== 'READY')).toEqual([event(11)]);
    expect(aOnTwo.messages.filter((m) => m.type !== 'READY')).toEqual([event(11)]);

    // closing every socket of a user works across instances too
    await one.app.realtime.disconnectUser(a);
    expect((await aOnTwo.closed).code).toBe(4401);
    expect((await aOnOne.closed).code).toBe(4401);
    expect(bOnTwo.ws.readyState).toBe(bOnTwo.ws.OPEN);
  });

  it('rate limits (per IP and per account) are shared by the instances', async () => {
    if (!available) return;
    const attempt = (i: number, ip: string, email: string) =>
      (i % 2 === 0 ? one.app : two.app).inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: ip,
        headers: {
          authorization: `Basic ${Buffer.from('vitrina-web:vitrina-web-public').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `grant_type=password&username=${email}&password=wrong`,
      });
    const perIp: number[] = [];
    for (let i = 0; i < 4; i += 1) perIp.push((await attempt(i, '10.99.0.1', `ip${i}x@example.com`)).statusCode);
    expect(perIp).toEqual([400, 400, 400, 429]);

    const email = `shared${randomBytes(3).toString('hex')}@example.com`;
    const perAccount: number[] = [];
    for (let i = 0; i < 5; i += 1) perAccount.push((await attempt(i, `10.98.0.${i + 1}`, email)).statusCode);
    expect(perAccount).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('realtime shutdown', () => {
  it('closes every socket with 1012 (reconnect) when the server closes', async () => {
    const t = await createTestApp(ONE_DB_TARGET);
    const host = await listen(t.app);
    const authed = connectWithToken(`ws://${host}/ws`, await t.app.tokens.signAccess(randomUUID(), randomUUID()));
    await authed.next((m) => m.type === 'READY');
    const pending = connect(`ws://${host}/ws`);
    await pending.opened;
    await t.close();
    expect((await authed.closed).code).toBe(1012);
    expect((await pending.closed).code).toBe(1012);
  });
});
