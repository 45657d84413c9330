import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { defaultRateLimits, type RateLimits } from '../src/config';
import { AUTHORIZATION_MATRIX } from './authorization-matrix';
import {
  basicAuth,
  createTestApp,
  describeOneDb,
  json,
  PASSWORD,
  register,
  signedInUser,
  tokenRequest,
  uniqueEmail,
  type TestApp,
} from './helpers';

/** Routes that answer without a bearer token: the non-owner rows of the authorisation matrix. */
const PUBLIC_API_ROUTES = new Set(
  AUTHORIZATION_MATRIX.filter((r) => r.access !== 'owner').flatMap((r) => [r.route, r.route.replace(/^GET /, 'HEAD ')]),
);

const OTHER_ID = '00000000-0000-4000-8000-000000000000';
const fillParams = (url: string) => url.replace(/:[A-Za-z_]+/g, OTHER_ID);

describeOneDb('security baseline', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { corsOrigins: ['https://shop.example'], bodyLimit: 64 * 1024 });
  });
  afterAll(() => t.close());

  it('every protected /api route answers 401 without a token and with a bad one', async () => {
    const protectedRoutes = t.app.routeList.filter(
      (r) => r.url.startsWith('/api/') && !PUBLIC_API_ROUTES.has(`${r.method} ${r.url}`) && r.method !== 'HEAD',
    );
    expect(protectedRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/users',
        'PUT /api/v1/users',
        'PUT /api/v1/users/comment-settings',
        'POST /api/v1/users/changePassword',
      ]),
    );
    for (const r of protectedRoutes) {
      for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fillParams(r.url),
          headers,
          payload: r.method === 'GET' ? undefined : {},
        });
        expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).toEqual({
          route: `${r.method} ${r.url}`,
          status: 401,
        });
        expect(json(res).error_message).toBeTruthy();
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ error_message: 'Route GET /api/v1/nothing-here not found' });
    const post = await t.app.inject({ method: 'POST', url: '/oauth/unknown' });
    expect(post.statusCode).toBe(404);
    expect(json(post).error).toBe('not_found');
  });

  it('sets security headers with a CSP that allows the front end', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src [^;]*data:[^;]*https:/);
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:8080 https:\/\/shop\.example;/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['strict-transport-security']).toBeUndefined(); // PUBLIC_URL is plain http here
    expect(res.headers['permissions-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('CORS: allows the configured origins only', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/users',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const own = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'http://localhost:8080' } });
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const evil = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits the body size', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guest/booking/request',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ name: 'x'.repeat(70 * 1024), phone: '0501234567', time_slot: '09-12' }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ error_message: 'The request body is too large' });
  });

  it('answers malformed bodies with 4xx and a message, never a stack trace', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error_message).toBeTruthy();
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(proto.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/registration',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415); // JSON only under /api
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/registration',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(json(xml).error_message).toBe('Unsupported content type application/xml: send application/json');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/registration',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const nothing = await t.app.inject({ method: 'POST', url: '/api/v1/users/registration' });
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing).error_message).toMatch(/^body: /);
    for (const res of [bad, proto, text, xml, empty, nothing]) {
      expect(res.body).not.toMatch(/\n\s+at |node_modules|\/work\//);
    }
  });

  it('turns an unexpected failure into a generic 500 without details', async () => {
    const u = await signedInUser(t.app);
    const original = t.app.usersService.get;
    t.app.usersService.get = async () => {
      throw new Error('secret detail at /internal/path');
    };
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users',
        headers: { ...u.auth, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({ error_message: 'Something went wrong on our side. Try again later.' });
    } finally {
      t.app.usersService.get = original;
    }
  });

  it('tags every answer with a request id (kept from X-Request-Id when sane)', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(mine.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/healthz and /readyz', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/healthz' }))).toEqual({ status: 'ok' });
    expect(json(await t.app.inject({ method: 'GET', url: '/readyz' }))).toEqual({ status: 'ready', database: target });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/oauth/token',
        '/api/v1/users',
        '/api/v1/users/registration',
        '/api/v1/guest/booking/request',
      ]),
    );
    const body = doc.paths['/api/v1/guest/booking/request'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'phone', 'time_slot']));
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });
});

describeOneDb('rate limits', (target) => {
  let t: TestApp;
  const limits: RateLimits = {
    ...defaultRateLimits(1000),
    loginPerIp: { max: 3, window: 60 },
    loginFailuresPerAccount: { max: 2, window: 900 },
    registrationPerIp: { max: 2, window: 60 },
    registrationPerAccount: { max: 2, window: 3600 },
    resetRequestPerIp: { max: 3, window: 60 },
    resetRequestPerAccount: { max: 2, window: 3600 },
    resetSubmitPerIp: { max: 2, window: 60 },
    changePasswordPerAccount: { max: 2, window: 900 },
    guestPerIp: { max: 2, window: 60 },
    refreshPerIp: { max: 3, window: 60 },
  };
  beforeAll(async () => {
    t = await createTestApp(target, { rateLimits: limits });
  });
  afterAll(() => t.close());

  let ipCounter = 10;
  const newIp = () => `10.0.0.${(ipCounter += 1)}`;

  /** Sends a request `times` times in a row (each built anew); the answers in order. */
  const repeat = async (times: number, request: () => InjectOptions) => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < times; i += 1) answers.push(await t.app.inject(request()));
    return answers;
  };
  const statusesOf = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);

  it('password grant: per IP', async () => {
    const ip = newIp();
    const answers = await repeat(4, () => ({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: ip,
      headers: {
        authorization: basicAuth,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
      },
      payload: `grant_type=password&username=${uniqueEmail()}&password=x`,
    }));
    expect(statusesOf(answers)).toEqual([400, 400, 400, 429]);
    const limited = answers[3];
    expect(json(limited).error).toBe('too_many_requests');
    expect(json(limited).error_description).toMatch(/^Too many requests\. Try again in \d+ s\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('password grant: failed attempts per account, from any IP, lock the account for a while', async () => {
    const u = await register(t.app, uniqueEmail(), PASSWORD);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: newIp(),
        headers: {
          authorization: basicAuth,
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': 'en',
        },
        payload: `grant_type=password&username=${encodeURIComponent(u.email)}&password=${password}`,
      });
    expect((await attempt('wrong-1')).statusCode).toBe(400);
    expect((await attempt('wrong-2')).statusCode).toBe(400);
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(json(locked).error_description).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 min.',
    );
    // another account is not affected
    const other = await register(t.app, uniqueEmail(), PASSWORD);
    const ok = await tokenRequest(t.app, { grant_type: 'password', username: other.email, password: PASSWORD }, {});
    expect(ok.statusCode).toBe(200);
  });

  it('refresh grant: per IP', async () => {
    const ip = newIp();
    const answers = await repeat(4, () => ({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: ip,
      headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&refresh_token=abc',
    }));
    expect(statusesOf(answers)).toEqual([400, 400, 400, 429]);
  });

  it('registration: per IP and per email', async () => {
    const ip = newIp();
    const perIp = await repeat(3, () => ({
      method: 'POST',
      url: '/api/v1/users/registration',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: { email: 'bad', password: PASSWORD },
    }));
    expect(statusesOf(perIp)).toEqual([400, 400, 429]);
    expect(json(perIp[2]).error_message).toMatch(/^Too many requests\. Try again in \d+ s\.$/);

    const email = uniqueEmail();
    const perEmail = await repeat(3, () => ({
      method: 'POST',
      url: '/api/v1/users/registration',
      remoteAddress: newIp(),
      payload: { email, password: PASSWORD },
    }));
    expect(statusesOf(perEmail)).toEqual([201, 409, 429]);
  });

  it('reset requests: per email and per IP; reset submissions per IP', async () => {
    const email = uniqueEmail();
    const perEmail = await repeat(3, () => ({
      method: 'POST',
      url: '/api/v1/users/resetPasswordRequest',
      remoteAddress: newIp(),
      payload: { email },
    }));
    expect(statusesOf(perEmail)).toEqual([200, 200, 429]);

    const ip = newIp();
    const perIp = await repeat(4, () => ({
      method: 'POST',
      url: '/api/v1/users/resetPasswordRequest',
      remoteAddress: ip,
      payload: { email: uniqueEmail() },
    }));
    expect(statusesOf(perIp)).toEqual([200, 200, 200, 429]);

    const submit = newIp();
    const submits = await repeat(3, () => ({
      method: 'POST',
      url: '/api/v1/users/resetPassword/unknown',
      remoteAddress: submit,
      payload: { password: 'long-enough-1' },
    }));
    expect(statusesOf(submits)).toEqual([400, 400, 429]);
    await t.app.background.drain();
  });

  it('change password: per account', async () => {
    const u = await signedInUser(t.app);
    const answers = await repeat(3, () => ({
      method: 'POST',
      url: '/api/v1/users/changePassword',
      remoteAddress: newIp(),
      headers: u.auth,
      payload: { old_password: 'wrong-one', new_password: 'new-password-9' },
    }));
    expect(statusesOf(answers)).toEqual([400, 400, 429]);
  });

  it('guest forms: per IP', async () => {
    const ip = newIp();
    const answers = await repeat(3, () => ({
      method: 'POST',
      url: '/api/v1/guest/consultation/request',
      remoteAddress: ip,
      payload: { name: 'N', phone: '0501234567', time_slot: '09-12' },
    }));
    expect(statusesOf(answers)).toEqual([201, 201, 429]);
  });
});
