// First-load JavaScript (gzip bytes, counted from the browser's network) and request count
// for every public page in ua (/en too) and for the signed-in /ua/chats, plus each remote's
// remoteEntry.js size. `--scripts` (or BENCH_SCRIPTS=1, through `npm run bench`) also prints every
// script of each page with its gzip size (to stderr, biggest first).
import { gzipSync } from 'node:zlib';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { launchBrowser } from '../e2e/support/browser';
import { FRONTENDS } from '../scripts/frontends.mjs';

const ROOT = path.resolve(__dirname, '..');
const LIST_SCRIPTS = process.argv.includes('--scripts') || process.env.BENCH_SCRIPTS === '1';
/** The public pages (README "Public pages") and one signed-in page. */
const ROUTES = [
  '/ua',
  '/en',
  '/ua/pricing',
  '/ua/privacy_policy',
  '/ua/login',
  '/ua/registration',
  '/ua/forgot_pass',
  '/ua/chats',
];

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    // A signed-in user for /ua/chats.
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-Password-1';
    await fetch(`${server.url}/api/v1/users/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, name: 'Bench' }),
    });
    const tokenRes = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('vitrina-web:vitrina-web-public').toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'password', username: email, password }),
    });
    const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string };

    const pages: Record<string, unknown> = {};
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (route === '/ua/chats') {
        await context.addInitScript((t) => {
          localStorage.setItem('token', t.access_token);
          localStorage.setItem('refreshToken', t.refresh_token);
          localStorage.setItem('rememberMe', 'true');
        }, tokens);
      }
      const page = await context.newPage();
      let requests = 0;
      let jsGzip = 0;
      let jsRaw = 0;
      const scripts: { url: string; gzip: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        requests += 1;
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response
            .body()
            .then((body) => {
              jsRaw += body.length;
              const gzip = gzipSync(body).length;
              jsGzip += gzip;
              scripts.push({ url: response.url().replace(server.url, ''), gzip });
            })
            .catch(() => undefined),
        );
      });
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      pages[route] = { js_gzip_bytes: jsGzip, js_raw_bytes: jsRaw, requests };
      if (LIST_SCRIPTS) {
        process.stderr.write(`${route}: ${scripts.length} scripts, ${jsGzip} B gzip\n`);
        for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
          process.stderr.write(`  ${String(s.gzip).padStart(7)}  ${s.url}\n`);
      }
      await context.close();
    }

    const remoteEntries: Record<string, unknown> = {};
    for (const pkg of FRONTENDS.filter((p) => p !== 'shell')) {
      const file = path.join(ROOT, pkg, 'dist/remoteEntry.js');
      if (!existsSync(file)) continue;
      const body = readFileSync(file);
      remoteEntries[pkg] = { raw_bytes: body.length, gzip_bytes: gzipSync(body).length };
    }
    console.log(JSON.stringify({ first_load: pages, remote_entry: remoteEntries, target: '/ua < 150 KB gzip JS' }));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
