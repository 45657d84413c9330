// Issue 15: internal staff load only the debug remote. The front end is published the way
// docs/deploy.md describes for staff (`node deploy/publish.mts <dest> --only mf-auth,mf-debug`):
// the browser gets that tree's runtime-config.json and remotes, the shell's own files and the API
// from the usual server. Every other route says 'not deployed here', and no other remote is fetched.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { publish } from '../../deploy/publish.mjs';
import { axeViolations } from '../support/axe';
import { newContext, sharedBrowser } from '../support/browser';
import { signUp } from '../support/journeys';
import { sharedServer, type RunningServer } from '../support/server';

const TEXTS = {
  ua: {
    notDeployed: 'Цей розділ тут не розгорнуто',
    login: 'Вхід',
    debugger: 'Налагоджувач AI-агента',
    search: 'Пошук',
  },
  en: {
    notDeployed: 'This section is not deployed here',
    login: 'Log in',
    debugger: 'AI agent debugger',
    search: 'Search',
  },
} as const;

let server: RunningServer;
let browser: Browser;
let www: string;

before(async () => {
  www = mkdtempSync(path.join(tmpdir(), 'vitrina-staff-'));
  const config = publish(www, { only: ['mf-auth', 'mf-debug'] });
  assert.deepEqual(Object.keys(config.remotes).sort(), ['mf_auth', 'mf_debug']);
  assert.equal(config.onlyListedRemotes, true);
  server = await sharedServer();
  browser = await sharedBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (www) rmSync(www, { recursive: true, force: true });
});

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`the staff shell: only mf-debug and mf-auth deployed (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    /** Every /remotes/… path the browser asked for. */
    const remoteRequests: string[] = [];

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      // The published tree answers the runtime config and the remotes; what it lacks is a 404.
      await context.route(/\/(runtime-config\.json|remotes\/.*)$/, async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname.startsWith('/remotes/')) remoteRequests.push(pathname);
        const file = path.join(www, decodeURIComponent(pathname));
        if (file.startsWith(www) && existsSync(file) && statSync(file).isFile()) await route.fulfill({ path: file });
        else await route.fulfill({ status: 404, body: 'not here' });
      });
      page = await context.newPage();
    });
    after(async () => {
      await context?.close();
    });

    it('a public page of an absent remote says it is not deployed here and links to sign-in', async () => {
      await page.goto(`${server.url}/${lng}`);
      const panel = page.locator('[data-not-deployed="mf_marketing"]');
      await panel.getByRole('heading', { name: text.notDeployed }).waitFor();
      const login = panel.getByRole('link', { name: text.login, exact: true });
      assert.equal(await login.getAttribute('href'), `/${lng}/login`);
      assert.deepEqual(await axeViolations(page), []);
    });

    it('sign-up works (mf-auth); the inbox route is not deployed and links to the debugger', async () => {
      await signUp(server, page, lng, 'staff');
      const panel = page.locator('[data-not-deployed="mf_inbox"]');
      await panel.getByRole('heading', { name: text.notDeployed }).waitFor();
      await panel.getByRole('link', { name: text.debugger }).click();
      await page.waitForURL(new RegExp(`/${lng}/ai_agent$`));
      await page.getByRole('button', { name: text.search, exact: true }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    });

    it('settings is not deployed either, and no other remote was ever fetched', async () => {
      await page.goto(`${server.url}/${lng}/settings`);
      await page.locator('[data-not-deployed="mf_settings"]').waitFor();
      assert.ok(
        remoteRequests.some((p) => p.startsWith('/remotes/mf-debug/')),
        'the debugger came from the tree',
      );
      const others = remoteRequests.filter((p) => !/^\/remotes\/mf-(auth|debug)\//.test(p));
      assert.deepEqual(others, [], 'only mf-auth and mf-debug are requested');
    });
  });
}
