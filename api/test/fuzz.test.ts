import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { basicAuth, createTestApp, describeOneDb, signedInUser, type TestApp } from './helpers';
import { startGraphDouble, type GraphDouble } from './meta/graph-double';
import { metaConfig } from './meta/helpers';

const FIELDS = [
  'email',
  'password',
  'name',
  'bot_status',
  'comment_response_scenario',
  'private_reply_message',
  'old_password',
  'new_password',
  'phone',
  'time_slot',
  'instagram',
  'grant_type',
  'username',
  'refresh_token',
  'token',
  'lng',
  'id',
  'user_id',
  '__proto__',
  'constructor',
];
const VALUES = [
  'ON',
  'OFF',
  'COMMENT_ONLY',
  'password',
  'refresh_token',
  '09-12',
  '9-12',
  '+380501234567',
  'a@b.com',
  'ua',
  'en',
  '',
];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...VALUES),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ minLength: 200, maxLength: 3000 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const knownObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });

/** A request body in one of the encodings a client (or an attacker) might send. */
const body = fc.oneof(
  knownObject.map((o) => ({ contentType: 'application/json', payload: JSON.stringify(o) })),
  fc.jsonValue().map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
  fc.string({ maxLength: 60 }).map((s) => ({ contentType: 'application/json', payload: s })),
  knownObject.map((o) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(
      Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString(),
  })),
  fc.string({ maxLength: 60 }).map((s) => ({ contentType: 'application/x-www-form-urlencoded', payload: s })),
  fc.tuple(knownObject, fc.boolean()).map(([o, broken]) => {
    const boundary = 'fuzzboundary';
    const parts = Object.entries(o).map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
    );
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: broken ? parts.join('') : `${parts.join('')}--${boundary}--\r\n`,
    };
  }),
  fc.string({ maxLength: 60 }).map((s) => ({ contentType: 'multipart/form-data; boundary=x', payload: s })),
  // multipart without its boundary (once a 500 on /oauth)
  fc
    .constantFrom(
      'multipart/form-data',
      'multipart/form-data;',
      'multipart/form-data; boundary=',
      'multipart/form-data; charset=utf-8',
    )
    .chain((ct) => fc.string({ maxLength: 60 }).map((s) => ({ contentType: ct, payload: s }))),
  fc
    .constantFrom('text/plain', 'application/xml', 'application/octet-stream', '')
    .chain((ct) => fc.string({ maxLength: 60 }).map((s) => ({ contentType: ct, payload: s }))),
  fc.constant({ contentType: undefined as string | undefined, payload: undefined as string | undefined }),
);

/** A valid body per route; the fuzzer mutates it so requests get past the first checks. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /oauth/token': { grant_type: 'password', username: 'fuzz@example.com', password: 'fuzz-password-1' },
  'POST /oauth/revoke': { token: 'abc' },
  'POST /api/v1/users/registration': { email: 'fuzzer@example.com', password: 'fuzz-password-1', name: 'Fuzz' },
  'POST /api/v1/users/resetPasswordRequest': { email: 'fuzz@example.com', lng: 'en' },
  'POST /api/v1/users/resetPassword/:slug': { password: 'fuzz-password-2' },
  'PUT /api/v1/users': { name: 'Fuzz', bot_status: 'ON' },
  'PUT /api/v1/users/comment-settings': {
    comment_response_scenario: 'PRIVATE_REPLY_ONLY',
    private_reply_message: 'hi',
  },
  'POST /api/v1/users/changePassword': { old_password: 'fuzz-password-1', new_password: 'fuzz-password-3' },
  'POST /api/v1/guest/consultation/request': { name: 'Fuzz', phone: '+380501234567', time_slot: '09-12' },
  'POST /api/v1/guest/booking/request': { name: 'Fuzz', phone: '+380501234567', time_slot: '12-15' },
  'POST /api/v1/guest/new-user/request': { phone: '+380501234567', instagram: 'fuzz', time_slot: '18-21' },
  'POST /api/v1/users/fb/token/register': { token: 'good-code', channel_name: 'Fuzz', platform: 'INSTAGRAM' },
  'POST /api/v1/channels': { channel_name: 'Fuzz', page_id: 'page-2', platform: 'FACEBOOK' },
  'POST /api/v1/channels/current/messages': { message: 'Привіт', recipient_id: 'cust-1' },
  'POST /api/v1/channels/current/reply-to-comment': {
    text: 'Дякуємо',
    conversation_id: '00000000-0000-4000-8000-000000000000',
  },
  'PUT /api/v1/channels/current/conversations/:conversationId/:messageId': { code: 'AB-1', asset_id: 'x' },
};

function mutated(example: Record<string, unknown>, asForm: boolean) {
  const keys = Object.keys(example);
  return fc
    .tuple(
      fc.array(fc.constantFrom('keep', 'keep', 'replace', 'delete'), {
        minLength: keys.length,
        maxLength: keys.length,
      }),
      fc.array(value, { minLength: keys.length, maxLength: keys.length }),
      fc.option(fc.tuple(fc.constantFrom(...FIELDS), value), { nil: undefined }),
    )
    .map(([ops, values, extra]) => {
      const o: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        if (ops[i] === 'keep') o[k] = example[k];
        else if (ops[i] === 'replace') o[k] = values[i];
      });
      if (extra)
        Object.defineProperty(o, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
      return asForm
        ? {
            contentType: 'application/x-www-form-urlencoded',
            payload: new URLSearchParams(
              Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
            ).toString(),
          }
        : { contentType: 'application/json', payload: JSON.stringify(o) };
    });
}

/** Sent as they are, not encoded: malformed percent-encoding (once Fastify's own bare 400). */
const RAW_MALFORMED_PARAMS = ['%ff', '%E0%A4%A', '%zz', 'a%'];
const param = fc.oneof(
  fc.constantFrom(...RAW_MALFORMED_PARAMS),
  fc.string({ maxLength: 30 }),
  fc.uuid(),
  fc.constantFrom('..', '%00', '%', 'a'.repeat(300), "'; drop table users; --"),
);

const query = fc.dictionary(
  fc.constantFrom(
    'to',
    'limit',
    'access_token',
    'lng',
    'x',
    'cursor',
    'q',
    'platform',
    'channelId',
    'hub.mode',
    'hub.verify_token',
  ),
  fc.string({ maxLength: 20 }),
  {
    maxKeys: 3,
  },
);
const auth = fc.constantFrom('none', 'valid', 'valid', 'valid', 'garbage', 'basic');

/** The list routes that filter by date, and the names of their date fields (issue 47 item 12). */
const DATE_ROUTES: Record<string, { from: string; to: string; timestamps?: true }> = {
  '/api/v1/orders': { from: 'from', to: 'to' },
  '/api/v1/orders/export.csv': { from: 'from', to: 'to' },
  '/api/v1/analytics/chats': { from: 'from', to: 'to' },
  '/api/v1/analytics/assistant': { from: 'from', to: 'to' },
  '/api/v1/analytics/speed': { from: 'from', to: 'to' },
  '/api/v1/analytics/topics': { from: 'from', to: 'to' },
  '/api/v1/analytics/full-trust': { from: 'from', to: 'to' },
  '/api/v1/agent/logs/time': { from: 'startDate', to: 'endDate', timestamps: true },
};
/** A well-formed day outside 1970–9999 (years 0–1969), and days of other shapes out of the rule. */
const outOfRangeDay = fc.oneof(
  fc
    .record({
      y: fc.integer({ min: 0, max: 1969 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ y, m, d }) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.constantFrom('10000-01-01', '+010000-01-01', '-000001-01-01', '99999-12-31', '0000-00-00'),
);

function fillUrl(url: string, p: string): string {
  return url.replace(/:[A-Za-z_]+/g, () => (RAW_MALFORMED_PARAMS.includes(p) ? p : encodeURIComponent(p)));
}

function fuzzRoutes(app: FastifyInstance) {
  const seen = new Set<string>();
  return app.routeList.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key) || r.method === 'HEAD' || r.method === 'OPTIONS') return false;
    seen.add(key);
    return !r.url.includes('*') && r.url !== '/ws' && !r.url.startsWith('/docs');
  });
}

describeOneDb('fuzz: no input makes any route answer 5xx', (target) => {
  let t: TestApp;
  let bearer: string;
  // The Meta calls go to a Graph double: an unreachable platform would rightly answer 502.
  let graph: GraphDouble;
  beforeAll(async () => {
    graph = await startGraphDouble();
    t = await createTestApp(target, { meta: metaConfig(graph) });
    bearer = (await signedInUser(t.app)).tokens.access_token;
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('covers the routes of this issue', () => {
    const urls = fuzzRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /oauth/token',
        'POST /oauth/revoke',
        'POST /api/v1/users/registration',
        'POST /api/v1/users/resetPasswordRequest',
        'POST /api/v1/users/resetPassword/:slug',
        'GET /api/v1/users',
        'PUT /api/v1/users',
        'PUT /api/v1/users/comment-settings',
        'POST /api/v1/users/changePassword',
        'POST /api/v1/guest/consultation/request',
        'POST /api/v1/guest/booking/request',
        'POST /api/v1/guest/new-user/request',
        'GET /api/v1/dev/mailbox',
        'GET /api/v1/channels',
        'POST /api/v1/channels',
        'GET /api/v1/channels/:id',
        'DELETE /api/v1/channels/:id',
        'GET /api/v1/channels/oauth-url',
        'GET /api/v1/channels/current/pages',
        'GET /api/v1/channels/currentChannel',
        'PUT /api/v1/channels/currentChannel',
        'POST /api/v1/users/fb/token/register',
        'GET /api/v1/channels/current/conversations',
        'GET /api/v1/channels/current/conversations/:id/messages',
        'PUT /api/v1/channels/current/conversations/:id/mark-as-read',
        'PUT /api/v1/channels/current/conversations/:conversationId/:messageId',
        'POST /api/v1/channels/current/messages',
        'POST /api/v1/channels/current/reply-to-comment',
        'GET /webhooks/meta',
        'POST /webhooks/meta',
      ]),
    );
  });

  it('malformed URLs get the error envelope and security headers on every path', async () => {
    for (const url of ['/api/v1/users/%ff', '/oauth/token%ff', '/%E0%A4%A', '/api/v1/guest/%zz/request']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.headers['content-security-policy']).toBeDefined();
      const body = JSON.parse(res.body);
      expect(body.error_message ?? body.error_description).toBeTruthy();
    }
  });

  it('every route, random bodies, params, queries and credentials', async () => {
    const routes = fuzzRoutes(t.app);
    for (const route of routes) {
      const example = EXAMPLES[`${route.method} ${route.url}`];
      const bodies = example
        ? fc.oneof(
            { weight: 3, arbitrary: mutated(example, route.url.startsWith('/oauth')) },
            { weight: 1, arbitrary: body },
          )
        : body;
      await fc.assert(
        fc.asyncProperty(bodies, param, query, auth, async (b, p, q, a) => {
          const headers: Record<string, string> = {};
          if (b.contentType !== undefined && b.payload !== undefined) headers['content-type'] = b.contentType;
          if (a === 'valid') headers.authorization = route.url.startsWith('/oauth') ? basicAuth : `Bearer ${bearer}`;
          if (a === 'garbage') headers.authorization = 'Bearer x.y.z';
          if (a === 'basic') headers.authorization = basicAuth;
          const qs = new URLSearchParams(q).toString();
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: `${fillUrl(route.url, p)}${qs ? `?${qs}` : ''}`,
            headers,
            payload: route.method === 'GET' ? undefined : b.payload,
          });
          if (res.statusCode >= 500) {
            throw new Error(`${route.method} ${route.url} answered ${res.statusCode}: ${res.body}`);
          }
          if (res.statusCode >= 400 && res.headers['content-security-policy'] === undefined) {
            throw new Error(`${route.method} ${route.url} answered ${res.statusCode} without security headers`);
          }
          if (res.statusCode >= 400 && route.url.startsWith('/api')) {
            const parsed = JSON.parse(res.body);
            if (typeof parsed.error_message !== 'string' || parsed.error_message === '') {
              throw new Error(`${route.method} ${route.url}: error without error_message: ${res.body}`);
            }
          }
        }),
        { numRuns: 80 },
      );
    }
    await t.app.background.drain();
    // 80 runs for every route: the time grows with each domain's routes.
  }, 300_000);

  it('every list route: a date outside 1970–9999 is a 400 naming the rule, the edges of the rule answer', async () => {
    const lists = fuzzRoutes(t.app).filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes(':'),
    );
    expect(lists.map((r) => r.url)).toEqual(expect.arrayContaining(Object.keys(DATE_ROUTES)));
    const get = (url: string, q: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `${url}?${new URLSearchParams(q)}`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    for (const route of lists) {
      const fields = DATE_ROUTES[route.url] ?? { from: 'from', to: 'to' };
      const stamp = (day: string, end: boolean) =>
        fields.timestamps ? `${day}T${end ? '23:59:59.999' : '00:00:00'}Z` : day;
      await fc.assert(
        fc.asyncProperty(outOfRangeDay, fc.constantFrom('from', 'to', 'both'), async (day, which) => {
          const q: Record<string, string> = {
            [fields.from]: which === 'to' ? stamp('2026-01-01', false) : stamp(day, false),
            [fields.to]: which === 'from' ? stamp('2026-01-31', true) : stamp(day, true),
          };
          const res = await get(route.url, q);
          if (res.statusCode >= 500)
            throw new Error(`${route.url}?${new URLSearchParams(q)} answered ${res.statusCode}`);
          if (!DATE_ROUTES[route.url]) return;
          const message = JSON.parse(res.body).error_message;
          expect({ q, status: res.statusCode, message }).toEqual({ q, status: 400, message: expect.any(String) });
          // A well-formed day of years 0–1969 is told the rule itself.
          if (/^\d{4}-(0[1-9]|1[0-2])-/.test(day)) expect(message).toMatch(/1970 (and|і) 9999/);
        }),
        { numRuns: DATE_ROUTES[route.url] ? 25 : 5 },
      );
      if (!DATE_ROUTES[route.url]) continue;
      // The first and the last day of the rule (the analytics period is at most 366 days).
      for (const [from, to] of [
        ['1970-01-01', '1970-01-31'],
        ['9999-12-01', '9999-12-31'],
        ...(route.url.startsWith('/api/v1/analytics') ? [] : [['1970-01-01', '9999-12-31']]),
      ]) {
        const res = await get(route.url, { [fields.from]: stamp(from, false), [fields.to]: stamp(to, true) });
        expect({ url: route.url, from, to, status: res.statusCode }).toEqual({ url: route.url, from, to, status: 200 });
      }
    }
  }, 300_000);
});
