import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor, isSpaPath, prerenderedPageFile } from '../src/plugins/static';
import { createTestApp, json, ONE_DB_TARGET, type TestApp } from './helpers';

function write(root: string, rel: string, content: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('static hosting', () => {
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'vitrina-static-'));
    write(root, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
    write(root, 'shell/dist/main.js', 'console.log("main")');
    write(root, 'shell/dist/742.3f9a1c2b7d4e5f60.js', 'chunk');
    // Prerendered pages (README "Public pages"): /en and /en/pricing only.
    write(root, 'shell/dist/en/index.html', '<!doctype html><title>prerendered /en</title>');
    write(root, 'shell/dist/en/pricing/index.html', '<!doctype html><title>prerendered /en/pricing</title>');
    write(root, 'shell/dist/big.0a1b2c3d.js', `export const text = "${'vitrina '.repeat(2000)}";`);
    write(root, 'mf-auth/dist/remoteEntry.js', 'remote entry');
    write(root, 'mf-auth/dist/mf-manifest.json', '{"name":"mf_auth"}');
    write(root, 'mf-auth/dist/src_app.a1b2c3d4e5.js', 'remote chunk');
    // mf-inbox is not built: no dist folder
    t = await createTestApp(ONE_DB_TARGET, { staticRoot: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell at / with no-cache on index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses bundles for clients that accept it, and sends them plain to others', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/big.0a1b2c3d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/big.0a1b2c3d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    const gzip = await t.app.inject({ method: 'GET', url: '/big.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed files for a year, revalidates un-hashed ones', async () => {
    const chunk = await t.app.inject({ method: 'GET', url: '/742.3f9a1c2b7d4e5f60.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const main = await t.app.inject({ method: 'GET', url: '/main.js' });
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves a built remote under /remotes/<folder>/ with no-cache on its entry and manifest', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/mf-auth/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('remote entry');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes/mf-auth/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body)).toEqual({ name: 'mf_auth' });
    const chunk = await t.app.inject({ method: 'GET', url: '/remotes/mf-auth/src_app.a1b2c3d4e5.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unbuilt remote and for missing remote files', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-inbox/remoteEntry.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-auth/nope.js' })).statusCode).toBe(404);
  });

  it('falls back to the shell for app routes, not for API paths or missing assets', async () => {
    for (const url of ['/ua', '/en/login', '/ua/reset_pass/abc_DEF-123', '/ua/chat_gpt/upload?x=1', '/anything/else']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of [
      '/api/v1/unknown',
      '/oauth/x',
      '/docs/nothing',
      '/healthz/x',
      '/mailbox/x',
      '/missing.js',
      '/ws/x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('<title>shell</title>');
    }
    const post = await t.app.inject({ method: 'POST', url: '/ua/login' });
    expect(post.statusCode).toBe(404);
    expect(json(post).error_message).toBeTruthy();
  });

  it('answers a prerendered page with its own file, every other page with the shell', async () => {
    for (const [url, title] of [
      ['/en', 'prerendered /en'],
      ['/en/', 'prerendered /en'],
      ['/en/pricing', 'prerendered /en/pricing'],
      ['/en/pricing/', 'prerendered /en/pricing'],
      ['/en/pricing?utm_source=x', 'prerendered /en/pricing'],
      ['/en/login', 'shell'],
      ['/ua/pricing', 'shell'],
      ['/en/pricing/extra', 'shell'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, title: /<title>([^<]*)/.exec(res.body)?.[1] }).toEqual({
        url,
        status: 200,
        title,
      });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/en/pricing' });
    expect(head.statusCode).toBe(200);
  });

  it('answers /runtime-config.json (generated when the shell build has none)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(json(res)).toMatchObject({
      apiUrl: '',
      wsUrl: '',
      remotes: { mf_auth: '/remotes/mf-auth/mf-manifest.json', mf_inbox: '/remotes/mf-inbox/mf-manifest.json' },
    });
  });

  it('helpers: a prerendered page file is found inside the dist only', () => {
    const dist = path.join(root, 'shell/dist');
    expect(prerenderedPageFile(dist, '/en/pricing')).toBe('en/pricing/index.html');
    expect(prerenderedPageFile(dist, '//en//pricing//')).toBe('en/pricing/index.html');
    expect(prerenderedPageFile(dist, '/ua')).toBeNull();
    expect(prerenderedPageFile(dist, '/')).toBeNull();
    expect(prerenderedPageFile(dist, '/en/../en/pricing')).toBe('en/pricing/index.html');
    expect(prerenderedPageFile(dist, '/../../etc')).toBeNull();
    expect(prerenderedPageFile(dist, '/%2e%2e/shell/dist/en')).toBeNull();
    expect(prerenderedPageFile(dist, '/%E0%A4%A')).toBeNull();
  });

  it('helpers: cache rule and SPA path rule', () => {
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/runtime-config.json')).toBe('no-cache');
    expect(cacheControlFor('/x/main.0123abcd.css')).toMatch(/immutable/);
    expect(cacheControlFor('/x/logo.png')).toBe('public, max-age=0, must-revalidate');
    expect(isSpaPath('/ua/settings')).toBe(true);
    expect(isSpaPath('/apiary')).toBe(true);
    expect(isSpaPath('/api')).toBe(false);
    expect(isSpaPath('/remotes/mf-auth/x')).toBe(false);
  });
});

describe('static hosting: shell with its own runtime-config.json', () => {
  it('serves the built file instead of the generated one', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vitrina-static-'));
    write(root, 'shell/dist/index.html', 'x');
    write(root, 'shell/dist/runtime-config.json', '{"apiUrl":"https://api.example","wsUrl":"","remotes":{}}');
    const t = await createTestApp(ONE_DB_TARGET, { staticRoot: root });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
      expect(json(res).apiUrl).toBe('https://api.example');
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
