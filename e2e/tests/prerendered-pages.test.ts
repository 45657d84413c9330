// Issue 16: the public pages are prerendered at build time (README "Public pages"). Each answers
// with its own HTML that shows its text without JavaScript; with JavaScript the live app takes
// over with the same text (its layout, frame by frame: take-over-frames.test.ts), keeping what was
// typed before it arrived.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import { serverAndBrowser } from '../support/suite';
import { holdRequests, tookOver } from '../support/take-over';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

const PAGES = ['', '/pricing', '/privacy_policy', '/login', '/registration', '/forgot_pass'].flatMap((rest) => [
  `/ua${rest}`,
  `/en${rest}`,
]);

/** The page's visible text, whitespace folded. */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim());

describe('prerendered public pages', () => {
  it('each answers with its own HTML; other paths get the SPA shell', async () => {
    for (const path of PAGES) {
      const res = await fetch(`${server.url}${path}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      const html = await res.text();
      assert.ok(html.includes(`data-prerendered="${path}"`), `${path} is prerendered`);
      assert.match(html, /<h1[^>]*>[^<]+/, `${path} has its heading in the HTML`);
      // The first paint waits until the page is parsed up to #root, which follows the whole page.
      assert.match(html, /<link rel="expect" href="#root" blocking="render">/, `${path} holds its first paint`);
      assert.ok(html.indexOf('rel="expect"') < html.indexOf('data-prerendered='), 'the hold comes before the page');
    }
    for (const path of ['/ua/chats', '/en/settings', '/ua/reset_pass/abc', '/ua/nope']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      assert.ok(!html.includes('data-prerendered'), `${path} is the SPA shell`);
      assert.match(html, /<div id="?root"?><\/div>/);
    }
  });

  for (const path of PAGES) {
    it(`${path}: shows its text without JavaScript, and the same text once the live app took over`, async () => {
      const noJs = await newContext(browser, { javaScriptEnabled: false });
      const staticPage = await noJs.newPage();
      await staticPage.goto(`${server.url}${path}`);
      const heading = staticPage.getByRole('heading', { level: 1 });
      assert.ok(await heading.isVisible(), 'the heading is visible without JavaScript');
      const withoutJs = await visibleText(staticPage);
      await noJs.close();

      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await tookOver(page);
      await page.locator('[data-remote][data-status="mounted"]').waitFor();
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'one heading: no duplicate content');
      assert.equal(await visibleText(page), withoutJs);
      await context.close();
    });
  }

  // The login, registration and password-reset request forms are islands: what is typed and an
  // early Enter are kept by the island (islands.test.ts), or by the take-over when it cannot load.

  it('/ua: when the demo island cannot load, a click on its button made before opens the demo in the live app', async () => {
    const context = await newContext(browser);
    await context.route(/\/remotes\/mf-marketing\/islands\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    const release = await holdRequests(context, /\/remotes\/mf-marketing\/remoteEntry\.js$/);
    const page = await context.newPage();
    await page.goto(`${server.url}/ua`);
    const start = page.locator('section[aria-labelledby="hero-title"]').getByRole('button', { name: 'Почати' });
    await start.click();
    assert.equal(await page.locator('body [data-prerendered]').count(), 1, 'still the prerendered page');
    assert.equal(await page.getByRole('dialog').count(), 0, 'no dialog before the live app');
    release();
    await page.getByRole('dialog', { name: 'Спробуйте Vitrina в дії' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('body [data-prerendered]').count(), 0, 'the live app took the page over');
    await context.close();
  });

  it('/ua: a page being read loads its own small script only, idle or not; links work without it', async () => {
    const context = await newContext(browser);
    const scripts: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/ua`, { waitUntil: 'load' });
    // The browser has been idle by now: the app still waits for the visitor to reach for it.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
    assert.deepEqual(scripts, ['/public-page.js']);
    await page.getByRole('link', { name: 'Ціни' }).first().click();
    await page.waitForURL(/\/ua\/pricing$/);
    await context.close();
  });

  it('/ua/pricing starts the worker that readies Intl before its figures render; /ua starts none; nothing preloaded goes unused', async () => {
    for (const [path, workers] of [
      ['/ua/pricing', 1],
      ['/ua', 0],
    ] as const) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const started: string[] = [];
      const warnings: string[] = [];
      page.on('worker', (worker) => started.push(new URL(worker.url()).pathname));
      page.on('console', (message) => {
        if (message.text().includes('preloaded')) warnings.push(message.text());
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await tookOver(page);
      assert.equal(started.length, workers, `${path}: ${started.join(', ')}`);
      // The worker's script is not among the page's preloads (a preload `as="script"` would fetch it twice).
      const hints = await page.evaluate(
        () => document.querySelector('script[data-remote-preload]')?.textContent ?? 'null',
      );
      for (const file of started) assert.ok(!hints.includes(file), `${file} is not preloaded`);
      await page.waitForTimeout(3500);
      assert.deepEqual(warnings, [], `${path}: every preload is used`);
      await context.close();
    }
  });
});
