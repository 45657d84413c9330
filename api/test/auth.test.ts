import { SignJWT } from 'jose';
import { WEB_CLIENT } from '@vitrina/shared/contracts';
import {
  basicAuth,
  createTestApp,
  describeEachDb,
  json,
  login,
  multipart,
  PASSWORD,
  register,
  tokenRequest,
  uniqueEmail,
  type TestApp,
} from './helpers';

describeEachDb('POST /oauth/token and /oauth/revoke', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { refreshReuseGrace: 2 });
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } });

  describe('password grant', () => {
    it('answers tokens for a urlencoded form, and the access token works', async () => {
      const u = await register(t.app);
      const res = await tokenRequest(t.app, { grant_type: 'password', username: u.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = json(res);
      expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
      expect(body.refresh_expires_in).toBeGreaterThan(29 * 24 * 3600);
      const user = await me(body.access_token);
      expect(user.statusCode).toBe(200);
      expect(json(user).data.id).toBe(u.id);
    });

    it('accepts a multipart form and a differently cased email', async () => {
      const u = await register(t.app);
      const { payload, contentType } = multipart({
        grant_type: 'password',
        username: u.email.toUpperCase(),
        password: PASSWORD,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: basicAuth, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).access_token).toBeTruthy();
    });

    it('access token: HS256 JWT whose sub is the user id, expiring within 15 minutes', async () => {
      const u = await register(t.app);
      const tokens = await login(t.app, u.email);
      const [header, payload] = tokens.access_token
        .split('.')
        .slice(0, 2)
        .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload.sub).toBe(u.id);
      expect(payload.exp - payload.iat).toBeLessThanOrEqual(900);
    });

    it('refuses a wrong password and an unknown email with the same message', async () => {
      const u = await register(t.app);
      const wrong = await tokenRequest(
        t.app,
        { grant_type: 'password', username: u.email, password: 'not-the-password' },
        { 'accept-language': 'en' },
      );
      const unknown = await tokenRequest(
        t.app,
        { grant_type: 'password', username: uniqueEmail(), password: 'whatever1' },
        { 'accept-language': 'en' },
      );
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(json(wrong)).toEqual({ error: 'invalid_grant', error_description: 'Wrong email or password' });
      expect(json(unknown)).toEqual(json(wrong));
      const ua = await tokenRequest(t.app, { grant_type: 'password', username: u.email, password: 'nope' });
      expect(json(ua).error_description).toBe('Невірний email або пароль');
    });

    it('requires the Basic client credentials', async () => {
      const u = await register(t.app);
      const fields = { grant_type: 'password', username: u.email, password: PASSWORD };
      const none = await tokenRequest(t.app, fields, { authorization: '' });
      expect(none.statusCode).toBe(401);
      expect(json(none).error).toBe('invalid_client');
      expect(none.headers['www-authenticate']).toMatch(/^Basic/);
      const bad = `Basic ${Buffer.from(`${WEB_CLIENT.id}:wrong`).toString('base64')}`;
      expect((await tokenRequest(t.app, fields, { authorization: bad })).statusCode).toBe(401);
      const other = `Basic ${Buffer.from(`someone:${WEB_CLIENT.secret}`).toString('base64')}`;
      expect((await tokenRequest(t.app, fields, { authorization: other })).statusCode).toBe(401);
      expect((await tokenRequest(t.app, fields, { authorization: 'Basic %%%' })).statusCode).toBe(401);
    });

    it('names the missing field and rejects unknown grant types', async () => {
      const missing = await tokenRequest(
        t.app,
        { grant_type: 'password', username: 'a@b.co' },
        { 'accept-language': 'en' },
      );
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toEqual({ error: 'invalid_request', error_description: 'password: Enter your password' });
      const noGrant = await tokenRequest(t.app, {});
      expect(json(noGrant).error).toBe('invalid_request');
      expect(json(noGrant).error_description).toMatch(/^grant_type: /);
      const other = await tokenRequest(t.app, { grant_type: 'client_credentials' });
      expect(other.statusCode).toBe(400);
      expect(json(other).error).toBe('unsupported_grant_type');
    });
  });

  describe('refresh grant', () => {
    it('rotates: the new pair works, the old refresh token is single use', async () => {
      const u = await register(t.app);
      const first = await login(t.app, u.email);
      const { payload, contentType } = multipart({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
      const res = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: basicAuth, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(200);
      const second = json(res);
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.access_token).toBeTruthy();
      expect(second.refresh_expires_in).toBeLessThanOrEqual(first.refresh_expires_in);
      expect((await me(second.access_token)).statusCode).toBe(200);
      const third = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: second.refresh_token });
      expect(third.statusCode).toBe(200);
    });

    it('reuse of a rotated token after the grace period revokes the whole family', async () => {
      const u = await register(t.app);
      const a = await login(t.app, u.email);
      const b = json(await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: a.refresh_token }));
      await new Promise((r) => setTimeout(r, 2300)); // grace is 2 s in this suite
      const replay = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: a.refresh_token });
      expect(replay.statusCode).toBe(400);
      expect(json(replay).error).toBe('invalid_grant');
      // the legitimate holder of b is signed out as well
      const afterRevoke = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: b.refresh_token });
      expect(afterRevoke.statusCode).toBe(400);
      expect(json(afterRevoke).error).toBe('invalid_grant');
      // other sessions of the same user are untouched
      const other = await login(t.app, u.email);
      expect(
        (await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: other.refresh_token })).statusCode,
      ).toBe(200);
    });

    it('two tabs refreshing with the same token at once both succeed (grace period)', async () => {
      const u = await register(t.app);
      const a = await login(t.app, u.email);
      const [r1, r2] = await Promise.all([
        tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: a.refresh_token }),
        tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: a.refresh_token }),
      ]);
      expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
      expect(json(r1).refresh_token).not.toBe(json(r2).refresh_token);
    });

    it('refuses unknown, expired and missing refresh tokens', async () => {
      const unknown = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: 'x'.repeat(43) });
      expect(unknown.statusCode).toBe(400);
      expect(json(unknown).error).toBe('invalid_grant');

      const u = await register(t.app);
      const a = await login(t.app, u.email);
      await t.app.db
        .updateTable('refresh_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', u.id)
        .execute();
      const expired = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: a.refresh_token });
      expect(expired.statusCode).toBe(400);

      const missing = await tokenRequest(t.app, { grant_type: 'refresh_token' }, { 'accept-language': 'en' });
      expect(json(missing)).toEqual({
        error: 'invalid_request',
        error_description: 'refresh_token: refresh_token is required',
      });
    });

    it('keeps the absolute expiry of the family across rotations', async () => {
      const u = await register(t.app);
      const a = await login(t.app, u.email);
      const b = json(await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: a.refresh_token }));
      const rows = await t.app.db
        .selectFrom('refresh_tokens')
        .select(['expires_at', 'family_id'])
        .where('user_id', '=', u.id)
        .execute();
      expect(rows).toHaveLength(2);
      expect(rows[0].family_id).toBe(rows[1].family_id);
      expect(rows[0].expires_at.getTime()).toBe(rows[1].expires_at.getTime());
      expect(b.refresh_expires_in).toBeLessThanOrEqual(30 * 24 * 3600);
    });

    it('stores refresh tokens hashed, never in clear', async () => {
      const u = await register(t.app);
      const a = await login(t.app, u.email);
      const rows = await t.app.db
        .selectFrom('refresh_tokens')
        .select('token_hash')
        .where('user_id', '=', u.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).not.toContain(a.refresh_token);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('revoke (logout)', () => {
    it('revokes the session: its refresh token no longer works; the answer is 200 either way', async () => {
      const u = await register(t.app);
      const a = await login(t.app, u.email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(a.refresh_token)}`,
      });
      expect(res.statusCode).toBe(200);
      const after = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: a.refresh_token });
      expect(after.statusCode).toBe(400);
      const again = await t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'token=unknown-token',
      });
      expect(again.statusCode).toBe(200);
    });

    it('requires the client credentials and a token', async () => {
      const noClient = await t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'token=abc',
      });
      expect(noClient.statusCode).toBe(401);
      expect(json(noClient).error).toBe('invalid_client');
      const noToken = await t.app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(noToken.statusCode).toBe(400);
      expect(json(noToken).error).toBe('invalid_request');
    });
  });

  describe('access tokens', () => {
    const secret = () => new TextEncoder().encode('x'.repeat(40));

    it('refuses expired, tampered, foreign-key and alg=none tokens with 401', async () => {
      const u = await register(t.app);
      const { access_token } = await login(t.app, u.email);
      const [h, p, s] = access_token.split('.');
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString());

      const expiredPayload = Buffer.from(
        JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) - 5 }),
      ).toString('base64url');
      const tampered = `${h}.${expiredPayload}.${s}`;
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const algNone = `${noneHeader}.${p}.`;
      const foreign = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuer('vitrina')
        .setAudience('vitrina-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(secret());
      for (const token of [tampered, algNone, foreign, 'garbage', `${access_token}x`]) {
        const res = await me(token);
        expect(res.statusCode).toBe(401);
        expect(json(res).error_message).toBeTruthy();
      }
    });

    it('an expired token signed with the right key is refused', async () => {
      const u = await register(t.app);
      const tokens = (t.app as any).tokens;
      const key = tokens.signing.key as CryptoKey;
      const now = Math.floor(Date.now() / 1000);
      const sid = (await login(t.app, u.email)).access_token.split('.')[1];
      const session = JSON.parse(Buffer.from(sid, 'base64url').toString()).sid as string;
      const expired = await new SignJWT({ sid: session })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuer('vitrina')
        .setAudience('vitrina-api')
        .setIssuedAt(now - 1000)
        .setExpirationTime(now - 100)
        .sign(key);
      const valid = await new SignJWT({ sid: session })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuer('vitrina')
        .setAudience('vitrina-api')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(key);
      expect((await me(valid)).statusCode).toBe(200);
      expect((await me(expired)).statusCode).toBe(401);
    });
  });
});
