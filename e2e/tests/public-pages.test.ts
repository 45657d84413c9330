// Issue 16: the public pages (marketing and the guest auth screens) in ua and en: axe-core finds
// nothing under WCAG 2.1 AA and its best practices, on desktop and on a 375 px phone; each has its
// own head; /robots.txt and /sitemap.xml list them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { DESKTOP, PHONE, newContext } from '../support/browser';
import { axeViolations } from '../support/axe';
import { serverAndBrowser } from '../support/suite';
import { tookOver } from '../support/take-over';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

/** Every public page, after the language prefix. */
const PUBLIC_PAGES = ['', '/pricing', '/privacy_policy', '/login', '/registration', '/forgot_pass'];

for (const lng of ['ua', 'en'] as const) {
  for (const [deviceName, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    describe(`public pages, axe (${lng}, ${deviceName})`, () => {
      for (const page of PUBLIC_PAGES) {
        it(`/${lng}${page}`, async () => {
          const context = await newContext(browser, device);
          const tab = await context.newPage();
          await tab.goto(`${server.url}/${lng}${page}`, { waitUntil: 'load' });
          // The page as a reader gets it (prerendered, its islands near the viewport in), then the live app.
          await tab.getByRole('heading', { level: 1 }).waitFor();
          assert.deepEqual(await axeViolations(tab, 'body', { bestPractices: true }), [], 'before the app');
          await tookOver(tab);
          await tab.locator('[data-remote][data-status="mounted"]').waitFor();
          assert.deepEqual(await axeViolations(tab, 'body', { bestPractices: true }), []);
          const head = await tab.evaluate(() => ({
            lang: document.documentElement.lang,
            title: document.title,
            canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
            hreflang: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (l) =>
              l.getAttribute('hreflang'),
            ),
            og: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
            robots: document.querySelector('meta[name="robots"]'),
          }));
          assert.equal(head.lang, lng === 'ua' ? 'uk' : 'en');
          assert.match(head.title, /Vitrina/);
          assert.equal(head.canonical, `https://vitrina.app/${lng}${page}`);
          assert.equal(head.og, head.canonical);
          assert.deepEqual(head.hreflang, ['uk', 'en', 'x-default']);
          assert.equal(head.robots, null);
          await context.close();
        });
      }
    });
  }
}

describe('robots.txt and sitemap.xml', () => {
  it('are served from the shell build and list the public pages', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    assert.equal(robots.status, 200);
    assert.match(robots.headers.get('content-type') ?? '', /text\/plain/);
    const text = await robots.text();
    assert.match(text, /^Allow: \/en\/pricing\$$/m);
    assert.match(text, /^Sitemap: https:\/\/vitrina\.app\/sitemap\.xml$/m);

    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /xml/);
    const xml = await sitemap.text();
    for (const lng of ['ua', 'en'])
      for (const page of PUBLIC_PAGES) assert.ok(xml.includes(`<loc>https://vitrina.app/${lng}${page}</loc>`));
  });

  it('a signed-in page is noindex', async () => {
    const context = await newContext(browser);
    const tab = await context.newPage();
    await tab.goto(`${server.url}/ua/no-such-page`);
    await tab.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await tab.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    await context.close();
  });
});
