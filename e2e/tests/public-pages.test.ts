// Issue 16: the public pages (marketing and the guest auth screens) in ua and en: axe-core finds
// nothing under WCAG 2.1 AA and its best practices, on desktop and on a 375 px phone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server';
import { DESKTOP, PHONE, launchBrowser, newContext } from '../support/browser';
import { axeViolations } from '../support/axe';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

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
          await tab.goto(`${server.url}/${lng}${page}`);
          await tab.locator('[data-remote][data-status="mounted"]').waitFor();
          await tab.getByRole('heading', { level: 1 }).waitFor();
          assert.deepEqual(await axeViolations(tab, 'body', { bestPractices: true }), []);
          await context.close();
        });
      }
    });
  }
}
