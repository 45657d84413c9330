import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  basicAuth,
  createTestApp,
  describeOneDb,
  eventually,
  form,
  json,
  listen,
  login,
  mailbox,
  ONE_DB_TARGET,
  PASSWORD,
  signedInUser,
  tokenRequest,
  type TestApp,
} from './helpers';
import { connectWithToken, type TestSocket } from './ws-client';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describeOneDb('sessions: an ended session’s access token stops working at once', (target) => {
  let t: TestApp;
  let host: string;
  const sockets: TestSocket[] = [];
  const socket = (token: string) => {
    const s = connectWithToken(`ws://${host}/ws`, token);
    sockets.push(s);
    return s;
  };
  beforeAll(async () => {
    t = await createTestApp(target, { refreshReuseGrace: 0 });
    host = await listen(t.app);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.ws.terminate();
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } });
  const revoke = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ token }),
    });

  it('logout: the access token is refused, the session’s socket closes and cannot reconnect', async () => {
    const u = await signedInUser(t.app);
    const other = await login(t.app, u.email); // a second session of the same user
    const open = socket(u.tokens.access_token);
    const otherOpen = socket(other.access_token);
    await Promise.all([open.next((m) => m.type === 'READY'), otherOpen.next((m) => m.type === 'READY')]);
    expect((await me(u.tokens.access_token)).statusCode).toBe(200);

    expect((await revoke(u.tokens.refresh_token)).statusCode).toBe(200);
    expect((await me(u.tokens.access_token)).statusCode).toBe(401);
    expect((await open.closed).code).toBe(4401);
    expect((await socket(u.tokens.access_token).closed).code).toBe(4401);
    // the user's other session goes on
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect(otherOpen.ws.readyState).toBe(otherOpen.ws.OPEN);
  });

  it('refresh-token reuse: the revoked session’s access tokens are refused', async () => {
    const u = await signedInUser(t.app);
    const rotated = json(
      await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: u.tokens.refresh_token }),
    );
    expect((await me(rotated.access_token)).statusCode).toBe(200);
    // the old refresh token again, after the grace period: reuse
    await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: u.tokens.refresh_token });
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    expect((await me(u.tokens.access_token)).statusCode).toBe(401);
  });

  it('password change: every other session ends (tokens and sockets), this one goes on', async () => {
    const u = await signedInUser(t.app);
    const other = await login(t.app, u.email);
    const mine = socket(u.tokens.access_token);
    const theirs = socket(other.access_token);
    await Promise.all([mine.next((m) => m.type === 'READY'), theirs.next((m) => m.type === 'READY')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/changePassword',
      headers: { authorization: `Bearer ${u.tokens.access_token}` },
      payload: { old_password: PASSWORD, new_password: 'changed-pass-77' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await theirs.closed).code).toBe(4401);
    expect((await me(u.tokens.access_token)).statusCode).toBe(200);
    await t.app.realtime.publish(u.id, { type: 'NEW_MESSAGE', data: { conversation_id: 'c1' } });
    await mine.next((m) => m.type === 'NEW_MESSAGE');
  });

  it('password reset: every session ends', async () => {
    const u = await signedInUser(t.app);
    const other = await login(t.app, u.email);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/resetPasswordRequest', payload: { email: u.email } });
    const link = await eventually(async () => (await mailbox(t.app, u.email))[0]?.links[0]);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/resetPassword/${link.split('/').pop()}`,
      payload: { password: 'after-reset-55' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(u.tokens.access_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await socket(other.access_token).closed).code).toBe(4401);
  });

  it('an access token without a session id is refused', async () => {
    const u = await signedInUser(t.app);
    const sessionless = await t.app.tokens.signAccess(u.id, null as unknown as string);
    expect((await me(sessionless)).statusCode).toBe(401);
  });
});

describe('sessions: revocation is shared by instances through Redis', () => {
  it('a logout on one instance is refused by the other', async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const available = await probe
      .connect()
      .then(() => true)
      .catch(() => false);
    probe.disconnect();
    if (!available) {
      console.warn(`Redis not reachable at ${REDIS_URL}: shared revocation test skipped`);
      return;
    }
    const shared = {
      redisUrl: REDIS_URL,
      redisPrefix: `vitrina-test-${randomBytes(4).toString('hex')}:`,
      jwtSecret: randomBytes(32).toString('hex'),
    };
    const one = await createTestApp(ONE_DB_TARGET, shared);
    const two = await createTestApp(ONE_DB_TARGET, shared);
    try {
      const u = await signedInUser(one.app);
      // the second instance has its own database here: the user lookup would 404, so the probe
      // is the 401 that comes before it
      const onTwo = () =>
        two.app.inject({
          method: 'GET',
          url: '/api/v1/users',
          headers: { authorization: `Bearer ${u.tokens.access_token}` },
        });
      expect((await onTwo()).statusCode).toBe(404);
      await one.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ token: u.tokens.refresh_token }),
      });
      expect((await onTwo()).statusCode).toBe(401);
    } finally {
      await Promise.all([one.close(), two.close()]);
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${shared.redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
