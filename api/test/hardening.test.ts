import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { defaultRateLimits, loadConfig } from '../src/config';
import { dummyHashReady, passwords } from '../src/lib/passwords';
import { helmetOptions, securityHeaders } from '../src/plugins/security';
import {
  basicAuth,
  createTestApp,
  describeOneDb,
  json,
  mailbox,
  PASSWORD,
  register,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from './helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A static root with a built shell and one built remote, each with a source map. */
function staticRootWithMaps(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-maps-'));
  for (const [rel, content] of [
    ['shell/dist/index.html', '<!doctype html><title>shell</title>'],
    ['shell/dist/main.js', 'x'],
    ['shell/dist/main.js.map', '{"version":3}'],
    ['mf-auth/dist/remoteEntry.js.map', '{"version":3}'],
  ]) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  }
  return root;
}

// The file's apps are on one database (the database decides nothing here), and the suite's own app
// serves both the start-up check (the first app the file builds) and the source maps' served case.
describeOneDb('hardening', (target) => {
  let t: TestApp;
  let root: string;
  const dummyHash = { beforeStart: true, atStart: false };
  beforeAll(async () => {
    root = staticRootWithMaps();
    dummyHash.beforeStart = dummyHashReady();
    t = await createTestApp(target, { staticRoot: root, serveSourceMaps: true });
    dummyHash.atStart = dummyHashReady();
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  it('computes the dummy password hash at start, not at the first unknown email', () => {
    expect(dummyHash).toEqual({ beforeStart: false, atStart: true });
  });

  it('registration: a taken email costs the same password hashing as a new account', async () => {
    const hash = jest.spyOn(passwords, 'hash');
    const u = await register(t.app);
    hash.mockClear();
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/registration',
      payload: { email: u.email, password: 'another-pass-1' },
    });
    expect(taken.statusCode).toBe(409);
    expect(hash).toHaveBeenCalledTimes(1);
    // and the per-address limit is tight
    expect(defaultRateLimits().registrationPerIp).toEqual({ max: 10, window: 3600 });
  });

  it('multipart without a boundary on /oauth answers 400, not 500', async () => {
    for (const url of ['/oauth/token', '/oauth/revoke']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: basicAuth, 'content-type': 'multipart/form-data' },
        payload: 'grant_type=password',
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(json(res).error).toBe('invalid_request');
    }
  });

  it('a malformed URL gets the JSON envelope and the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/%ff', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).error_message).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('/api accepts JSON bodies only (415 otherwise); /oauth keeps urlencoded', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'email=a%40b.com&password=long-enough-1'],
      ['text/plain', '{"email":"a@b.com","password":"long-enough-1"}'],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/registration',
        headers: { 'content-type': type, 'accept-language': 'en' },
        payload,
      });
      expect({ type, status: res.statusCode }).toEqual({ type, status: 415 });
      expect(json(res).error_message).toMatch(/send application\/json/);
    }
    const u = await register(t.app);
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: u.email, password: PASSWORD }).toString(),
    });
    expect(form.statusCode).toBe(200);
  });

  it('CSP: connect-src is self and this server’s websocket origin; no HSTS over http; Permissions-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)![1].split(' ');
    expect(connect).toEqual(expect.arrayContaining(["'self'", 'ws://localhost:8080']));
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    const https = securityHeaders(helmetOptions(loadConfig({ PUBLIC_URL: 'https://app.example' })));
    expect(https['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(https['content-security-policy']).toContain("connect-src 'self' wss://app.example");
  });

  it('/readyz does not echo internal error text', async () => {
    jest.spyOn(t.app.database, 'ping').mockRejectedValue(new Error('connect ECONNREFUSED 10.1.2.3:5432 secret'));
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toMatch(/ECONNREFUSED|10\.1\.2\.3|secret/);
    expect(json(res).status).toBe('unavailable');
  });

  it('authenticated JSON is not stored by caches', async () => {
    const u = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  describe('reset links', () => {
    const requestReset = async (email: string) => {
      await t.app.inject({ method: 'POST', url: '/api/v1/users/resetPasswordRequest', payload: { email } });
      await t.app.background.drain();
      return (await mailbox(t.app, email))[0].links[0].split('/').pop()!;
    };
    const useLink = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/users/resetPassword/${token}`, payload: { password } });

    it('a new reset request invalidates the older links', async () => {
      const u = await register(t.app);
      const older = await requestReset(u.email);
      const newer = await requestReset(u.email);
      expect(older).not.toBe(newer);
      expect((await useLink(older, 'older-link-11')).statusCode).toBe(400);
      expect((await useLink(newer, 'newer-link-22')).statusCode).toBe(200);
    });

    it('a password change invalidates outstanding links', async () => {
      const u = await signedInUser(t.app);
      const link = await requestReset(u.email);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/changePassword',
        headers: u.auth,
        payload: { old_password: PASSWORD, new_password: 'changed-pass-33' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await useLink(link, 'from-old-link-44')).statusCode).toBe(400);
    });
  });

  describe('rate limits survive a Redis failure', () => {
    it('falls back to in-memory limits instead of letting everything through', async () => {
      const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      const available = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (!available) {
        console.warn(`Redis not reachable at ${REDIS_URL}: fallback test skipped`);
        return;
      }
      const limited = await createTestApp(target, {
        redisUrl: REDIS_URL,
        redisPrefix: `vitrina-test-${randomBytes(4).toString('hex')}:`,
        rateLimits: {
          ...defaultRateLimits(1000),
          guestPerIp: { max: 2, window: 60 },
          loginPerIp: { max: 2, window: 60 },
        },
      });
      try {
        await limited.app.redis!.quit(); // every Redis command fails from now on
        const guest = async () =>
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/v1/guest/consultation/request',
              remoteAddress: '10.77.0.1',
              payload: { name: 'N', phone: '0501234567', time_slot: '09-12' },
            })
          ).statusCode;
        expect([await guest(), await guest(), await guest()]).toEqual([201, 201, 429]);
        const login = async () =>
          (
            await limited.app.inject({
              method: 'POST',
              url: '/oauth/token',
              remoteAddress: '10.77.0.2',
              headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
              payload: `grant_type=password&username=${uniqueEmail()}&password=wrong-pass`,
            })
          ).statusCode;
        expect([await login(), await login(), await login()]).toEqual([400, 400, 429]);
      } finally {
        jest.restoreAllMocks();
        await limited.close();
      }
    });
  });

  it('source maps are served only when configured (off by default in production)', async () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).serveSourceMaps).toBe(false);
    expect(loadConfig({}).serveSourceMaps).toBe(true);
    const off = await createTestApp(target, { staticRoot: root, serveSourceMaps: false });
    try {
      for (const [app, serveSourceMaps] of [
        [off.app, false],
        [t.app, true],
      ] as const) {
        for (const url of ['/main.js.map', '/remotes/mf-auth/remoteEntry.js.map']) {
          const res = await app.inject({ method: 'GET', url });
          expect({ url, serveSourceMaps, status: res.statusCode }).toEqual({
            url,
            serveSourceMaps,
            status: serveSourceMaps ? 200 : 404,
          });
        }
        expect((await app.inject({ method: 'GET', url: '/main.js' })).statusCode).toBe(200);
      }
    } finally {
      await off.close();
    }
  });
});
