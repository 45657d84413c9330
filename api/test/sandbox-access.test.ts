import { buildApp } from '../src/app';
import { GRAPH_VERSION, loadConfig } from '../src/config';
import { imageLoader } from '../src/lib/image-fetch';
import { isLoopbackHost } from '../src/plugins/local-only';
import { createTestApp, describeOneDb, RELAXED_LIMITS, type TestApp } from './helpers';
import { REDIRECT_URI, sandboxMeta } from './sandbox-helpers';

const form = (o: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(o).toString(),
});

describe('Meta sandbox configuration', () => {
  it('is on with local defaults when no Meta app is configured, off in production and refused there', () => {
    expect(loadConfig({}).meta).toEqual({
      appId: 'sandbox-app',
      appSecret: 'sandbox-app-secret',
      verifyToken: 'sandbox-verify-token',
      graphUrl: 'http://127.0.0.1:8080/sandbox/graph',
      graphVersion: GRAPH_VERSION,
      dialogUrl: 'http://localhost:8080/sandbox/dialog/oauth',
      instagramLogin: expect.objectContaining({ graphUrl: 'http://127.0.0.1:8080/sandbox/instagram-graph' }),
      usesSandbox: true,
      facebookPages: true,
    });
    expect(loadConfig({}).metaSandbox).toBe(true);
    expect(loadConfig({ PORT: '9000' }).meta?.graphUrl).toBe('http://127.0.0.1:9000/sandbox/graph');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }).metaSandbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', META_SANDBOX: '1', JWT_SECRET: 's'.repeat(32) })).toThrow(
      /META_SANDBOX: the Meta sandbox is a local stand-in .* not allowed in production/,
    );
    const real = loadConfig({
      META_APP_ID: '123456',
      META_APP_SECRET: 'a-real-app-secret',
      META_VERIFY_TOKEN: 'verify-me-please',
      META_GRAPH_URL: 'https://graph.facebook.com/',
    }).meta;
    expect(real).toMatchObject({
      appId: '123456',
      appSecret: 'a-real-app-secret',
      verifyToken: 'verify-me-please',
      graphUrl: 'https://graph.facebook.com',
      usesSandbox: false,
    });
    expect(() => loadConfig({ META_APP_ID: '123456' })).toThrow(/META_APP_SECRET/);
    expect(() => loadConfig({ META_SANDBOX: 'maybe' })).toThrow(/META_SANDBOX: must be true or false/);
  });

  it('knows a loopback Host', () => {
    for (const h of ['localhost', 'localhost:8080', '127.0.0.1:1', '[::1]:8080', 'LOCALHOST'])
      expect(isLoopbackHost(h)).toBe(true);
    for (const h of [undefined, '', 'example.com', 'localhost.example.com', '127.0.0.1.nip.io', '10.0.0.1:8080']) {
      expect(isLoopbackHost(h)).toBe(false);
    }
  });
});

describeOneDb('Meta sandbox: loopback only, consent dialog', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, sandboxMeta('http://127.0.0.1:9/webhooks/meta'));
  });
  afterAll(() => t.close());

  it("reads its own pictures in-process, never another of this server's paths (issue 47 item 14)", async () => {
    const load = imageLoader(t.app);
    const base = t.app.config.publicUrl.replace(/\/$/, '');
    expect((await load(`${base}/sandbox/media/dr-1024.svg`)).toString()).toMatch(/^<svg/);
    for (const path of [
      '/sandbox/media/../../mailbox',
      '/sandbox/media/%2e%2e/%2e%2e/metrics',
      '/sandbox/media/..%2F..%2Fmetrics',
      '/sandbox/media/x/../../api/v1/users',
      '/sandbox/media/dr-1024.svg?x=1',
    ]) {
      await expect(load(`${base}${path}`)).rejects.toMatchObject({ problem: 'blocked_address' });
    }
  });

  it('answers only a loopback peer with a loopback Host', async () => {
    const paths = [
      '/sandbox',
      '/sandbox/api/accounts',
      '/sandbox/graph/v21.0/me',
      '/sandbox/dialog/oauth',
      '/sandbox/media/dr-1024.svg',
    ];
    for (const url of paths) {
      for (const [remoteAddress, host] of [
        ['10.1.2.3', 'localhost:8080'],
        ['127.0.0.1', 'evil.example'],
        ['::ffff:192.168.0.5', '127.0.0.1:8080'],
      ]) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress, headers: { host } });
        expect({ url, remoteAddress, host, status: res.statusCode }).toEqual({ url, remoteAddress, host, status: 404 });
      }
    }
    for (const [remoteAddress, host] of [
      ['127.0.0.1', 'localhost:8080'],
      ['::1', '[::1]:8080'],
      ['::ffff:127.0.0.1', '127.0.0.1'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/sandbox/api/accounts', remoteAddress, headers: { host } });
      expect(res.statusCode).toBe(200);
    }
    const page = await t.app.inject({ method: 'GET', url: '/sandbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/sandbox/assets/simulator.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    const image = await t.app.inject({ method: 'GET', url: '/sandbox/media/dr-1024.svg' });
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('DR-1024');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/media/nothing.svg' })).statusCode).toBe(404);
  });

  it('is not there in production', async () => {
    const base = { dataDir: 'memory', logger: false, rateLimits: RELAXED_LIMITS, staticRoot: '/nonexistent' };
    const off = await buildApp(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }, base));
    try {
      for (const url of ['/sandbox', '/sandbox/api/accounts', '/sandbox/graph/v21.0/me']) {
        expect((await off.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });

  it('refuses writes from another site, even on loopback (a form any page could post)', async () => {
    const before = JSON.parse((await t.app.inject({ method: 'GET', url: '/sandbox/api/accounts' })).body).data.length;
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox/api/accounts',
        headers: { origin, 'content-type': 'application/json' },
        payload: { name: 'Planted Shop' },
      });
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body).error_message).toMatch(/only from this app's own pages/);
    }
    const after = JSON.parse((await t.app.inject({ method: 'GET', url: '/sandbox/api/accounts' })).body).data;
    expect(after).toHaveLength(before);
    // The app's own pages (PUBLIC_URL's origin) and non-browser clients (no Origin) still write.
    for (const headers of [{ origin: 'http://localhost:8080' }, {}]) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/sandbox/api/accounts',
        headers,
        payload: { name: 'Own Shop' },
      });
      expect(ok.statusCode).toBe(201);
    }
  });

  it('answers only loopback clients', async () => {
    const on = await buildApp(
      loadConfig({ META_SANDBOX: 'true' }, { dataDir: 'memory', logger: false, staticRoot: '/nonexistent' }),
    );
    try {
      expect((await on.inject({ method: 'GET', url: '/sandbox/api/accounts' })).statusCode).toBe(200);
      expect(
        (await on.inject({ method: 'GET', url: '/sandbox/api/accounts', headers: { host: 'shop.example' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await on.close();
    }
  });

  it('shows a consent screen and redirects with a code and the state', async () => {
    const query = new URLSearchParams({
      client_id: 'sandbox-app',
      redirect_uri: REDIRECT_URI,
      state: 'abc<"&',
      scope: 'instagram_basic,instagram_manage_messages,pages_show_list',
      response_type: 'code',
    });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/dialog/oauth?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Continue');
    expect(page.body).toContain('Cancel');
    expect(page.body).toContain('Manage and access messages of the Instagram account');
    expect(page.body).toContain('value="abc&lt;&quot;&amp;"');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:8080");
    // The versioned path Meta uses (www.facebook.com/v21.0/dialog/oauth) works too.
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/v21.0/dialog/oauth?${query}` })).statusCode).toBe(200);

    const yes = await t.app.inject({
      method: 'POST',
      url: '/sandbox/dialog/oauth',
      ...form({
        client_id: 'sandbox-app',
        redirect_uri: REDIRECT_URI,
        state: 'abc',
        action: 'continue',
        account: 'new',
        name: 'Olia',
      }),
    });
    expect(yes.statusCode).toBe(302);
    const to = new URL(yes.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(REDIRECT_URI);
    expect(to.searchParams.get('code')).toMatch(/^AQ/);
    expect(to.searchParams.get('state')).toBe('abc');

    // Choosing the same account again gives a new code for it.
    const accounts = JSON.parse((await t.app.inject({ method: 'GET', url: '/sandbox/api/accounts' })).body).data;
    const olia = accounts.find((a: { name: string }) => a.name === 'Olia');
    const again = await t.app.inject({
      method: 'POST',
      url: '/sandbox/dialog/oauth',
      ...form({ client_id: 'sandbox-app', redirect_uri: REDIRECT_URI, action: 'continue', account: olia.page_id }),
    });
    expect(again.statusCode).toBe(302);
    expect(JSON.parse((await t.app.inject({ method: 'GET', url: '/sandbox/api/accounts' })).body).data).toHaveLength(
      accounts.length,
    );

    const no = await t.app.inject({
      method: 'POST',
      url: '/sandbox/dialog/oauth',
      ...form({ client_id: 'sandbox-app', redirect_uri: REDIRECT_URI, state: 'abc', action: 'cancel' }),
    });
    const denied = new URL(no.headers.location as string);
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
      state: 'abc',
    });
  });

  it('never redirects to another origin, and refuses an unknown app', async () => {
    for (const redirect of [
      'https://evil.example/ua/chats',
      'http://localhost:8081/ua/chats',
      'javascript:alert(1)',
      '//evil.example/x',
      'not a url',
    ]) {
      const get = await t.app.inject({
        method: 'GET',
        url: `/sandbox/dialog/oauth?${new URLSearchParams({ client_id: 'sandbox-app', redirect_uri: redirect })}`,
      });
      expect(get.statusCode).toBe(400);
      expect(get.body).toContain('URL blocked');
      const post = await t.app.inject({
        method: 'POST',
        url: '/sandbox/dialog/oauth',
        ...form({ client_id: 'sandbox-app', redirect_uri: redirect, action: 'continue' }),
      });
      expect(post.statusCode).toBe(400);
      expect(post.headers.location).toBeUndefined();
    }
    const app = await t.app.inject({
      method: 'GET',
      url: `/sandbox/dialog/oauth?${new URLSearchParams({ client_id: 'someone-else', redirect_uri: REDIRECT_URI })}`,
    });
    expect(app.statusCode).toBe(400);
    expect(app.body).toContain('Invalid App ID');
  });
});
