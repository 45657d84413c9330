// Issue 2: routing, language, guards, 404 and the offline-remote fallback in a real browser.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { PHONE, newContext } from '../support/browser';
import { serverAndBrowser } from '../support/suite';
import { tookOver } from '../support/take-over';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

async function open(path: string, options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return { context, page };
}

describe('platform: routes and language', () => {
  it('redirects / to /ua', async () => {
    const { context, page } = await open('/');
    await page.waitForURL(/\/ua$/);
    assert.equal(new URL(page.url()).pathname, '/ua');
    await context.close();
  });

  it('prefixes a path without a language: /pricing -> /ua/pricing', async () => {
    const { context, page } = await open('/pricing');
    await page.waitForURL(/\/ua\/pricing$/);
    await context.close();
  });

  it('shows the 404 page for an unknown path under a language', async () => {
    const { context, page } = await open('/ua/nope');
    await page.getByText('404').first().waitFor();
    await page.getByText('Сторінку не знайдено').waitFor();
    const home = page.getByRole('link', { name: /головн|на головну/i });
    assert.ok((await home.count()) > 0, 'a link home');
    await context.close();
  });

  it('sends a signed-out visitor from /ua/chats to /ua/login', async () => {
    const { context, page } = await open('/ua/chats');
    await page.waitForURL(/\/ua\/login$/);
    await context.close();
  });

  it('switching to en rewrites the URL and the text', async () => {
    const { context, page } = await open('/ua/nope');
    await page.getByText('Сторінку не знайдено').waitFor();
    await page.getByRole('combobox', { name: /мова|language/i }).selectOption('en');
    await page.waitForURL(/\/en\/nope$/);
    await page.getByText('Page not found').waitFor();
    await context.close();
  });

  it('a remote that cannot be reached shows its fallback while the header keeps working', async () => {
    const context = await newContext(browser);
    await context.route('**/remotes/mf-marketing/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${server.url}/ua`);
    // The live app comes at a reach for it (the prerendered page is read without it).
    await tookOver(page);
    const fallback = page.getByRole('alert');
    await fallback.waitFor();
    assert.ok(await page.getByRole('button', { name: /спробувати|retry/i }).isVisible());
    // The chrome still navigates: the pricing link changes the URL.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /тарифи|ціни|pricing/i })
      .first()
      .click();
    await page.waitForURL(/\/ua\/pricing$/);
    await context.close();
  });

  it('on a 375 px phone the login link opens the login form (the owner works from the phone, issue 50)', async () => {
    const { context, page } = await open('/en', PHONE);
    // The menu button is the live app's: the prerendered page is static until the take-over.
    await tookOver(page);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.waitForURL(/\/en\/login$/);
    await page.getByLabel('Email').waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'no "desktop only" notice');
    await context.close();
  });
});
