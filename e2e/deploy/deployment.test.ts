// The production topology on this machine (docs/deploy.md): Debian's nginx serving the published
// front end (versioned remotes) and proxying /api, /oauth, /webhooks and /ws to two compiled API
// processes (NODE_ENV=production) on PostgreSQL and Redis. "Meta" is a third process: the API
// in development mode with only its sandbox in use, reached the way the real Graph API is (its
// own origin, META_GRAPH_URL and META_DIALOG_URL), posting signed webhooks to nginx.
// Run with `npm run test:deploy` (e2e/run-deploy.mjs builds what is stale first).
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { publish } from '../../deploy/publish.mjs';
import { launchBrowser, newContext } from '../support/browser';
import { eventually, signUp } from '../support/journeys';
import { freePort } from '../support/server';

const ROOT = path.resolve(__dirname, '../..');
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SANDBOX_SECRET = 'sandbox-app-secret';

interface Proc {
  name: string;
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** The compiled API (`node api/dist/server.js`), ready when /readyz says so. */
async function startApi(name: string, port: number, env: Record<string, string>): Promise<Proc> {
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${name} did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { name, child, port, url, output: () => output, exited };
}

/** Authenticated live connections of one instance, from its /metrics (loopback, no token). */
async function openSockets(api: Proc): Promise<number> {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('vitrina_websockets_open '));
  return Number(line?.split(' ')[1] ?? NaN);
}

describe('deployment: nginx, two API instances, PostgreSQL, Redis, versioned remotes', { timeout: 300_000 }, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'vitrina-deploy-'));
  const www = path.join(work, 'www');
  const schema = `deploy_${randomBytes(5).toString('hex')}`;
  const procs: Proc[] = [];
  let nginx: ChildProcess | undefined;
  let nginxLog = '';
  let site = '';
  let meta: Proc;
  let apiEnv: Record<string, string>;
  let instances: Proc[] = [];
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account = '';
  let customer = { id: '', name: '' };
  let killedPort = 0;

  const sandbox = async <T>(p: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${meta.url}/sandbox/api${p}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(res.ok, `sandbox ${p}: ${res.status}`);
    return ((await res.json()) as { data: T }).data;
  };
  const say = (text: string) => sandbox(`/accounts/${account}/customers/${customer.id}/messages`, { text });
  const pane = () => page.getByRole('region', { name: `Діалог з ${customer.name}` });

  before(async () => {
    const which = spawnSync('nginx', ['-v']);
    assert.equal(which.error, undefined, 'nginx is installed (Debian: apt-get install nginx-light); .ci/run does it');
    publish(www);

    const [nginxPort, portA, portB, portMeta] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    site = `http://127.0.0.1:${nginxPort}`;

    // "Meta": the sandbox, on its own origin, posting its signed webhooks to nginx.
    meta = await startApi('meta', portMeta, {
      DATA_DIR: 'memory',
      PUBLIC_URL: `http://127.0.0.1:${portMeta}`,
      META_SANDBOX_WEBHOOK_URL: `${site}/webhooks/meta`,
      // The app's valid OAuth redirect: the consent dialog returns to the shop's address.
      CORS_ORIGINS: site,
    });
    procs.push(meta);

    apiEnv = {
      NODE_ENV: 'production',
      PUBLIC_URL: site,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      REDIS_PREFIX: `${schema}:`,
      TRUST_PROXY: '127.0.0.1',
      // The sandbox's app, as a real Meta app is configured.
      META_APP_ID: 'sandbox-app',
      META_APP_SECRET: SANDBOX_SECRET,
      META_VERIFY_TOKEN: 'sandbox-verify-token',
      META_GRAPH_URL: `${meta.url}/sandbox/graph`,
      META_DIALOG_URL: `${meta.url}/sandbox/dialog/oauth`,
      // A delivery acknowledged by an instance that dies is taken by the other one soon.
      WEBHOOK_RETRY_DELAY: '2',
      SHUTDOWN_TIMEOUT_MS: '10000',
      // The API serves no front end here: nginx does.
      STATIC_ROOT: path.join(work, 'no-static'),
    };
    // One after the other: the first runs the migrations.
    instances = [await startApi('A', portA, apiEnv)];
    instances.push(await startApi('B', portB, apiEnv));
    procs.push(...instances);

    const template = readFileSync(path.join(ROOT, 'deploy/nginx/vitrina.conf.template'), 'utf8');
    const vars: Record<string, string> = {
      VITRINA_LISTEN: `127.0.0.1:${nginxPort}`,
      VITRINA_ROOT: www,
      VITRINA_API_A: `127.0.0.1:${portA}`,
      VITRINA_API_B: `127.0.0.1:${portB}`,
      VITRINA_WS_ORIGIN: `ws://127.0.0.1:${nginxPort}`,
    };
    writeFileSync(
      path.join(work, 'vitrina.conf'),
      template.replace(/\$\{(VITRINA_[A-Z_]+)\}/g, (_m, name: string) => vars[name] ?? `\${${name}}`),
    );
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir));
    // The main file nginx's Debian package would have, pointed at this test's folder.
    writeFileSync(
      path.join(work, 'nginx.conf'),
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${work}/nginx.pid;`,
        `error_log ${work}/error.log warn;`,
        'events { worker_connections 512; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        `  access_log ${work}/access.log;`,
        `  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;`,
        `  fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;`,
        `  include ${work}/vitrina.conf;`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync('nginx', ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
    assert.equal(check.status, 0, `nginx -t:\n${check.stderr}`);
    nginx = spawn('nginx', ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr?.on('data', (d) => (nginxLog += d));
    await eventually(
      () =>
        fetch(`${site}/runtime-config.json`).then(
          (r) => r.ok,
          () => false,
        ),
      (ok) => ok,
      10_000,
    );

    browser = await launchBrowser();
  });

  after(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    nginx?.kill('SIGQUIT');
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    rmSync(work, { recursive: true, force: true });
  });

  it('nginx serves the shell and versioned remotes with the API headers and caching', async () => {
    const config = (await (await fetch(`${site}/runtime-config.json`)).json()) as { remotes: Record<string, string> };
    const inbox = config.remotes.mf_inbox;
    assert.match(inbox!, /^\/remotes\/mf-inbox\/\d+\.\d+\.\d+\/mf-manifest\.json$/);
    const page = await fetch(`${site}/ua/chats`);
    assert.equal(page.status, 200);
    const shellHtml = await page.text();
    assert.match(shellHtml, /<html/i);
    assert.ok(!shellHtml.includes('data-prerendered'), 'a signed-in page is the SPA shell');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    // A public page is its prerendered HTML (README "Public pages"), revalidated like the shell.
    const landing = await fetch(`${site}/ua/pricing`);
    assert.equal(landing.status, 200);
    assert.match(await landing.text(), /data-prerendered="\/ua\/pricing"/);
    assert.equal(landing.headers.get('cache-control'), 'no-cache');
    const manifest = await fetch(`${site}${inbox}`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${site}/runtime-config.json`)).headers.get('cache-control'), 'no-cache');
    const folder = path.join(www, path.dirname(inbox!));
    const hashed = readdirSync(folder, { recursive: true, encoding: 'utf8' }).find((f) =>
      /[.\-_][0-9a-f]{8,}\.js$/.test(f),
    );
    assert.ok(hashed, 'the remote has content-hashed chunks');
    const chunk = await fetch(`${site}${path.dirname(inbox!)}/${hashed}`);
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${site}/remotes/mf-inbox/0.0.0/nothing.js`)).status, 404);

    // The front end carries exactly the security headers the API sets (HSTS belongs to TLS).
    const api = await fetch(`${instances[0]!.url}/healthz`, { headers: { host: new URL(site).host } });
    for (const header of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
      'permissions-policy',
    ]) {
      assert.equal(page.headers.get(header), api.headers.get(header), `${header} as the API sets it`);
    }
  });

  it('proxies the API and keeps the metrics and the sandbox off the public address', async () => {
    const unauthorised = await fetch(`${site}/api/v1/users`);
    assert.equal(unauthorised.status, 401);
    assert.match(((await unauthorised.json()) as { error_message: string }).error_message, /.+/);
    for (const p of ['/metrics', '/sandbox/api/accounts']) {
      const res = await fetch(`${site}${p}`);
      assert.doesNotMatch(await res.text(), /vitrina_http_request|"data"/, `${p} is not reachable through nginx`);
    }
    // Production refused the sandbox on the instances themselves.
    assert.equal((await fetch(`${instances[0]!.url}/sandbox/api/accounts`)).status, 404);
  });

  it('a shop owner signs up and connects a channel through the proxy', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signUp({ url: site, logFile: '', stop: async () => undefined, logs: () => '' }, page, 'ua', 'deploy');
    // The add-channel flow's three calls (the popup itself is e2e/tests/channels.test.ts's): the
    // dialog URL from the API, the consent on "Meta", the code back to the API through nginx.
    // (In a browser, a consent page on another origin with another COOP severs the popup from
    // its opener: docs/deploy.md "Known limits".)
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const auth = { authorization: `Bearer ${token}` };
    const oauth = (
      (await (
        await fetch(`${site}/api/v1/channels/oauth-url?platform=INSTAGRAM&lng=ua`, { headers: auth })
      ).json()) as {
        data: { url: string; redirect_uri: string; state: string };
      }
    ).data;
    const dialog = new URL(oauth.url);
    const consent = await fetch(`${meta.url}/sandbox/dialog/oauth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(dialog.searchParams),
        action: 'continue',
        account: 'new',
        name: 'Deploy shop',
      }),
    });
    const returned = new URL(consent.headers.get('location') ?? '');
    assert.equal(returned.origin + returned.pathname, oauth.redirect_uri);
    const registered = await fetch(`${site}/api/v1/users/fb/token/register`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        token: returned.searchParams.get('code'),
        state: returned.searchParams.get('state'),
        channel_name: 'Deploy shop',
        platform: 'INSTAGRAM',
        lng: 'ua',
      }),
    });
    assert.equal(registered.status, 200, await registered.clone().text());
    await page.reload();
    const channels = (await (await fetch(`${site}/api/v1/channels`, { headers: auth })).json()) as {
      data: Array<{ profile_id: string }>;
    };
    account = channels.data[0]!.profile_id;
    const state = await sandbox<{ customers: Array<{ id: string; name: string; username: string }> }>(
      `/accounts/${account}`,
    );
    const first = state.customers[0]!;
    customer = { id: first.id, name: first.name || first.username };
    await say('Добрий день, є сукня DR-1024?');
    const row = page.getByRole('region', { name: 'Діалоги' }).getByRole('button', { name: new RegExp(customer.name) });
    // The row takes the customer's name once Graph's profile read is stored: 7 s quiet. In two of six
    // runs on 2026-12-02 (cause not found) it never came: a name Graph did not give is read again with
    // the customer's next message (inbound/enrichment.ts), and the list is read again on a reload, so
    // the customer writes again and the page reloads before the last wait.
    const named = await row.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    if (!named) {
      await say('Підкажіть, будь ласка, по сукні DR-1024');
      await page.reload();
    }
    await row.waitFor({ timeout: 60_000 });
    await row.click();
    await pane().getByText('Добрий день, є сукня DR-1024?', { exact: true }).waitFor({ timeout: 10_000 });
  });

  it('a client on one instance receives an event that a webhook delivered to the other', async () => {
    const counts = await eventually(
      () => Promise.all(instances.map(openSockets)),
      (c) => c[0]! + c[1]! === 1,
      15_000,
    );
    const holder = counts[0] === 1 ? 0 : 1;
    const other = instances[1 - holder]!;
    const text = `Через інший екземпляр ${Date.now()}`;
    // Signed as Meta signs, posted straight to the instance that does not hold the page's socket.
    const body = JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: account,
          time: Date.now(),
          messaging: [
            {
              sender: { id: customer.id },
              recipient: { id: account },
              timestamp: Date.now(),
              message: { mid: `m_deploy_${Date.now()}`, text },
            },
          ],
        },
      ],
    });
    const res = await fetch(`${other.url}/webhooks/meta`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', SANDBOX_SECRET).update(body).digest('hex')}`,
      },
      body,
    });
    assert.equal(res.status, 200);
    await pane().getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
  });

  it('killing the instance that holds the socket mid-traffic loses no acknowledged webhook, and the page catches up', async () => {
    const counts = await Promise.all(instances.map(openSockets));
    const victim = instances[counts[0] === 1 ? 0 : 1]!;
    const survivor = instances.find((i) => i !== victim)!;
    killedPort = victim.port;
    const texts = Array.from({ length: 12 }, (_, i) => `Повідомлення ${i + 1} під навантаженням`);
    for (const [i, text] of texts.entries()) {
      await say(text);
      if (i === 4) {
        victim.child.kill('SIGKILL');
        await victim.exited;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    // Every delivery the sandbox made was acknowledged in the end (it retries what was not).
    await eventually(
      () => sandbox<Array<{ status: string }>>('/deliveries'),
      (list) => list.every((d) => d.status === 'delivered'),
      60_000,
    );
    // The page reconnected through nginx to the survivor and shows every message.
    for (const text of texts) await pane().getByText(text, { exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await openSockets(survivor), 1, 'the page is connected to the surviving instance');
    instances = [survivor];
  });

  it('the killed instance restarts in its place; SIGTERM drains the other with nothing lost on screen', async () => {
    const [survivor] = instances;
    const restarted = await startApi('A2', killedPort, apiEnv);
    procs.push(restarted);
    // A rolling restart of the survivor: it closes the page's socket with 1012 and exits cleanly.
    survivor!.child.kill('SIGTERM');
    assert.equal(await survivor!.exited, 0, `the draining instance exits cleanly:\n${survivor!.output().slice(-2000)}`);
    const text = `Після перезапуску ${Date.now()}`;
    await say(text);
    await pane().getByText(text, { exact: true }).waitFor({ timeout: 30_000 });
    await eventually(
      () => openSockets(restarted),
      (n) => n === 1,
      15_000,
    );
  });

  it('a remote switches version by editing the runtime config alone', async () => {
    const configFile = path.join(www, 'runtime-config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as { remotes: Record<string, string> };
    const current = config.remotes.mf_marketing!;
    const next = current.replace(/\/\d+\.\d+\.\d+\//, '/9.9.9/');
    // "Deploying" the new version: its files beside the old ones, then one edit of the config.
    cpSync(path.join(www, path.dirname(current)), path.join(www, path.dirname(next)), { recursive: true });
    const shellBefore = readFileSync(path.join(www, 'index.html'), 'utf8');
    config.remotes.mf_marketing = next;
    writeFileSync(configFile, JSON.stringify(config));
    const fresh = await newContext(browser);
    const guest = await fresh.newPage();
    const requested: string[] = [];
    guest.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await guest.goto(`${site}/ua`);
    // The prerendered /ua shows its heading before any remote loads: wait for the mounted remote.
    await guest.locator('[data-remote][data-status="mounted"]').waitFor({ timeout: 20_000 });
    assert.ok(requested.includes(next), `the shell loaded ${next}`);
    assert.ok(!requested.includes(current), 'and not the old version');
    assert.equal(readFileSync(path.join(www, 'index.html'), 'utf8'), shellBefore, 'the shell was not rebuilt');
    await fresh.close();
  });
});
