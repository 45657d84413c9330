// Operations (issue 18, docs/deploy.md): the metrics endpoint and who may read it, what it
// measures, readiness while draining, and the unsafe settings production refuses.
import { randomUUID } from 'node:crypto';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, listen, ONE_DB_TARGET, type TestApp } from './helpers';
import { deliver, dm, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import { connect, type TestSocket } from './ws-client';
import { startStockedShop } from './meta/stocked-shop';

/** One sample's value from the Prometheus text, e.g. `vitrina_websockets_open` or a `_count` with labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name} `) && !line.startsWith(`${name}{`)) continue;
    const labelText = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
    if (wanted.every((w) => labelText.split(',').includes(w))) return Number(line.split(' ').pop());
  }
  return undefined;
}

describe('GET /metrics: who may read it', () => {
  let open: TestApp;
  let guarded: TestApp;
  const token = 'm'.repeat(32);
  beforeAll(async () => {
    open = await createTestApp(ONE_DB_TARGET);
    guarded = await createTestApp(ONE_DB_TARGET, { metricsToken: token });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it('answers a local request when no METRICS_TOKEN is set', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE vitrina_http_request_duration_seconds histogram');
  });

  it.each([
    ['another host name', { host: 'shop.example' }],
    ['a request through the proxy (X-Forwarded-For)', { 'x-forwarded-for': '203.0.113.9' }],
    ['a request through the proxy (X-Real-IP)', { 'x-real-ip': '203.0.113.9' }],
  ])('is refused to %s with the 404 of a missing route', async (_what, headers) => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('vitrina_');
  });

  it('is refused to a remote peer', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.7' });
    expect(res.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN, needs the token from everyone, loopback included', async () => {
    const get = (headers: Record<string, string>, remoteAddress?: string) =>
      guarded.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    expect((await get({})).statusCode).toBe(404);
    expect((await get({ authorization: `Bearer ${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await get({ authorization: `Bearer ${token}x` })).statusCode).toBe(404);
    expect((await get({ authorization: token })).statusCode).toBe(404);
    expect((await get({ authorization: `Bearer ${token}`, host: 'api.example' }, '198.51.100.7')).statusCode).toBe(200);
  });

  it('METRICS_TOKEN is read from the environment and must be long enough', () => {
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});

describe('GET /metrics: what it measures', () => {
  let graph: GraphDouble;
  let t: TestApp;
  let socket: TestSocket;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop('pglite'));
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await t.close();
    await graph.close();
  });

  it('times HTTP requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: `/api/v1/channels/current/conversations/${randomUUID()}/messages` });
    const text = await metrics();
    expect(sample(text, 'vitrina_http_request_duration_seconds_count', { route: '/healthz', status: '200' })).toBe(1);
    expect(text).toContain('route="/api/v1/channels/current/conversations/:id/messages"');
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('counts open sockets, the webhook lag, the queues and the AI draft latency', async () => {
    const host = await listen(t.app);
    socket = connect(`ws://${host}/ws`);
    await socket.opened;
    socket.send({ access_token: owner.auth.authorization.replace(/^Bearer /, '') });
    await socket.next((m) => m.type === 'READY');
    expect(sample(await metrics(), 'vitrina_websockets_open')).toBe(1);

    await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status: 'ON' } });
    const before = await metrics();
    await deliver(
      t.app,
      igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, `cust-${randomUUID()}`, { mid: nextMid(), text: 'Ціна DR-1024?' })]),
    );
    await socket.next((m) => m.type === 'NEW_AI_PROPOSITION', 15_000);
    const after = await metrics();
    const lag = (text: string) => sample(text, 'vitrina_webhook_store_lag_seconds_count') ?? 0;
    expect(lag(after)).toBe(lag(before) + 1);
    const drafts = (text: string) =>
      sample(text, 'vitrina_ai_draft_duration_seconds_count', { outcome: 'proposed' }) ?? 0;
    expect(drafts(after)).toBe(drafts(before) + 1);
    // Every queue this instance works is listed by state (counts as pg-boss's monitor last saw them).
    for (const queue of ['webhook-delivery', 'agent.propose'])
      for (const state of ['queued', 'active', 'deferred'])
        expect(sample(after, 'vitrina_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'vitrina_db_pool_connections', { state: 'total' })).toBe(1);
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('times queue jobs and counts the failures per queue', async () => {
    await t.app.metrics.timeJob('test-queue', async () => undefined);
    await expect(
      t.app.metrics.timeJob('test-queue', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const text = await metrics();
    expect(sample(text, 'vitrina_job_duration_seconds_count', { queue: 'test-queue', outcome: 'done' })).toBe(1);
    expect(sample(text, 'vitrina_job_duration_seconds_count', { queue: 'test-queue', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'vitrina_job_failures_total', { queue: 'test-queue' })).toBe(1);
  });
});

describe('readiness while draining', () => {
  it('turns false from the start of the shutdown, while liveness still answers', async () => {
    const t = await createTestApp(ONE_DB_TARGET);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      t.app.draining = true;
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', error_message: 'draining: this instance is shutting down' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('production refuses unsafe settings, naming each', () => {
  const safe = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) };
  const refusal = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ ...safe, ...env });
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
  };

  it('starts with the safe settings', () => {
    expect(refusal({})).toEqual([]);
  });

  it.each([
    [{ JWT_SECRET: '' }, /^JWT_SECRET: required in production/],
    [{ DEV_MAILBOX: '1' }, /^DEV_MAILBOX: the local mailbox shows every mail/],
    [{ META_SANDBOX: 'true' }, /^META_SANDBOX: the Meta sandbox is a local stand-in/],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY: true believes every X-Forwarded-For hop/],
    [{ LLM_BASE_URL: 'http://llm.example.com/v1', LLM_MODEL: 'm' }, /^LLM_BASE_URL: http:\/\/ to another machine/],
    [{ LLM_BASE_URL: 'http://10.0.0.5:8000/v1', LLM_MODEL: 'm' }, /^LLM_BASE_URL: http:\/\/ to another machine/],
    [
      { META_APP_ID: '123', META_APP_SECRET: 'app-secret-1', META_VERIFY_TOKEN: 'verify-token' },
      /^TOKEN_ENCRYPTION_KEY: required in production/,
    ],
  ])('%j is refused with one clear line', (env, message) => {
    const problems = refusal(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('an LLM over https, or over http on this machine, is accepted', () => {
    for (const url of [
      'https://llm.example.com/v1',
      'http://127.0.0.1:11434/v1',
      'http://localhost:8000/v1',
      'http://[::1]:8000/v1',
    ])
      expect(refusal({ LLM_BASE_URL: url, LLM_MODEL: 'm' })).toEqual([]);
  });

  it('a hop count or proxy addresses in TRUST_PROXY are accepted', () => {
    expect(refusal({ TRUST_PROXY: '1' })).toEqual([]);
    expect(refusal({ TRUST_PROXY: '127.0.0.1' })).toEqual([]);
  });
});
