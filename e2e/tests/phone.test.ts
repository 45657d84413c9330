// Issue 50: the owner works from the phone. Every signed-in route at 375×812 and 360×740 in ua and
// en: the page itself never scrolls sideways, every visible control lies inside the screen or in a
// box that scrolls sideways itself (a wide table), no "mobile version" notice, axe clean. Then the
// phone journey: the menu → Orders → an order → Analytics → Exit. The app is installable (Chrome's
// own check through the DevTools protocol) and opens offline from its service worker.
// E2E_SCREENSHOTS_DIR=<dir> saves every route at both sizes (full page) there, to look at.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { newContext } from '../support/browser';
import { apiData, connectSandboxChannel, eventually, sandboxApi, signUp, uploadStock } from '../support/journeys';
import { screenshot } from '../support/screenshot';
import { serverAndBrowser } from '../support/suite';

const PHONES = [
  { width: 375, height: 812 },
  { width: 360, height: 740 },
] as const;

const TEXTS = {
  ua: { menu: 'Меню', nav: 'Меню застосунку', orders: 'Замовлення', analytics: 'Аналітика', exit: 'Вихід' },
  en: { menu: 'Menu', nav: 'App menu', orders: 'Orders', analytics: 'Analytics', exit: 'Exit' },
} as const;

/** Every signed-in route (shared/src/address-book/routes.ts), the order page with a real order. */
const routes = (orderId: string) => [
  'chats',
  'channels',
  'orders',
  `orders/${orderId}`,
  'chat_gpt/upload',
  'chat_gpt/question',
  'chat_gpt/content',
  'chat_gpt/test',
  'chat_gpt/settings',
  'settings',
  'settings?tab=profile',
  'settings?tab=delivery',
  'settings?tab=notifications',
  'analytics',
  'ai_agent',
  'pipelines',
];

/**
 * What breaks a phone layout: the page wider than the screen, or a visible control (link, button,
 * field) outside it and not inside a box that scrolls sideways. One line per fault.
 */
async function layoutFaults(page: Page): Promise<string[]> {
  // The phone's width, not innerWidth: a mobile browser widens its layout viewport to a page too wide.
  const width = page.viewportSize()!.width;
  return page.evaluate((width) => {
    const faults: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > width) {
      // Name the boxes that stick out past an ancestor that does not (outside any box that clips
      // or scrolls sideways), to say what to fix.
      const wide: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        if (wide.length >= 3 || el.getBoundingClientRect().right <= width + 1) continue;
        let clipped = false;
        for (let p = el.parentElement; p && !clipped; p = p.parentElement) {
          clipped = getComputedStyle(p).overflowX !== 'visible';
        }
        const parent = el.parentElement?.getBoundingClientRect();
        if (clipped || (parent && parent.right > width + 1)) continue;
        const name = `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`;
        wide.push(`${name} ${Math.round(el.getBoundingClientRect().width)} px`);
      }
      faults.push(`the page scrolls sideways: ${doc.scrollWidth} > ${width} (${wide.join(', ')})`);
    }
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      // Inside a box that scrolls sideways itself (a wide table): reachable by scrolling it.
      let scrolls = false;
      for (let p = el.parentElement; p && !scrolls; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        scrolls = (overflow === 'auto' || overflow === 'scroll') && p.scrollWidth > p.clientWidth;
      }
      if (scrolls) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      faults.push(`${el.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    return faults;
  }, width);
}

/**
 * The page is in: its h1, no spinner left, the network quiet. Both checked in the page every 50 ms
 * (a locator's wait and `eventually` poll at 500 and 200 ms: ~0.5 s late on most of the 64 routes).
 */
async function settled(page: Page) {
  await page
    .waitForFunction(() => document.querySelector('main h1') !== null, undefined, { polling: 50, timeout: 20_000 })
    .catch(() => assert.fail(`no h1 in 20 s at ${page.url()}`));
  const spinnersGone = await page
    .waitForFunction(() => document.querySelector('main [data-spinner]') === null, undefined, {
      polling: 50,
      timeout: 20_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!spinnersGone) {
    // The spinners' own labels and the page, so a failure says which part never loaded.
    const spinners = await page
      .locator('main [data-spinner]')
      .evaluateAll((els) => els.map((el) => el.textContent?.trim() || el.getAttribute('aria-label')));
    assert.fail(`spinners left after 20 s: ${JSON.stringify({ url: page.url(), spinners })}`);
  }
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

let server: RunningServer;
let browser: Browser;
serverAndBrowser((s, b) => {
  server = s;
  browser = b;
});

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`the signed-in pages on a phone (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    let orderId: string;
    let tokens: { token: string | null; refresh: string | null };

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'phone');
      await uploadStock(server, page);
      await page.goto(`${server.url}/${lng}/chats`);
      await connectSandboxChannel(page, lng, `Phone ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      const state = await sandboxApi<{ customers: { id: string }[] }>(server, `/accounts/${channel.profile_id}`);
      await sandboxApi(server, `/accounts/${channel.profile_id}/customers/${state.customers[0]!.id}/messages`, {
        text: 'Добрий день! Є JN-3310 розмір 28?',
      });
      const [conversation] = await eventually(
        () => apiData<{ id: string }[]>(server, page, '/api/v1/channels/current/conversations'),
        (list) => list.length > 0,
      );
      tokens = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        refresh: localStorage.getItem('refreshToken'),
      }));
      const res = await fetch(`${server.url}/api/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          conversation_id: conversation!.id,
          customer_name: 'Олена Коваль',
          phone: '+380671234567',
          delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12' },
          payment: 'COD',
          lines: [{ code: 'JN-3310', size: '28', quantity: 1 }],
        }),
      });
      assert.equal(res.status, 201, 'the order is created');
      orderId = ((await res.json()) as { data: { id: string } }).data.id;
    });
    after(async () => {
      await context?.close();
    });

    /** A phone of `size`, signed in as the owner above. The caller closes it. */
    async function phone(size: (typeof PHONES)[number]) {
      const ctx = await newContext(browser, {
        viewport: size,
        isMobile: true,
        hasTouch: true,
        locale: lng === 'ua' ? 'uk-UA' : 'en-US',
      });
      const mobile = await ctx.newPage();
      await mobile.goto(`${server.url}/${lng}/privacy_policy`);
      await mobile.evaluate((t) => {
        localStorage.setItem('token', t.token ?? '');
        localStorage.setItem('refreshToken', t.refresh ?? '');
      }, tokens);
      return { ctx, mobile };
    }

    for (const size of PHONES) {
      it(`every signed-in route fits ${size.width}×${size.height}, no notice, axe clean`, async () => {
        const { ctx, mobile } = await phone(size);
        const faults: string[] = [];
        for (const route of routes(orderId)) {
          await mobile.goto(`${server.url}/${lng}/${route}`);
          await settled(mobile);
          const name = route.replace(orderId, 'id').replace(/[/?=]/g, '-');
          await screenshot(mobile, `phone-${size.width}-${lng}-${name}`, { fullPage: true });
          assert.equal(
            await mobile.getByText(/Мобільна версія|mobile version is in development/i).count(),
            0,
            `${route}: no "mobile version" notice`,
          );
          assert.ok(
            await mobile.getByRole('button', { name: text.menu, exact: true }).isVisible(),
            `${route}: the menu`,
          );
          faults.push(...(await layoutFaults(mobile)).map((f) => `${route}: ${f}`));
          faults.push(...(await axeViolations(mobile)).map((v) => `${route}: axe ${v}`));
        }
        assert.deepEqual(faults, []);
        await ctx.close();
      });
    }

    it('is installable (Chrome finds no fault) and opens offline from the service worker', async () => {
      const { ctx, mobile } = await phone(PHONES[0]);
      await mobile.goto(`${server.url}/${lng}/orders`);
      await settled(mobile);
      // The worker registers after the load event; the next navigation is under its control.
      await mobile.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await mobile.reload();
      await settled(mobile);
      assert.equal(await mobile.evaluate(() => Boolean(navigator.serviceWorker.controller)), true, 'controlled');
      const cdp = await ctx.newCDPSession(mobile);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, [], "Chrome's installability check");
      const manifest = await cdp.send('Page.getAppManifest');
      assert.deepEqual(manifest.errors, [], 'the manifest parses without errors');
      assert.equal(manifest.url, `${server.url}/manifest-${lng}.webmanifest`);
      assert.equal(JSON.parse(manifest.data ?? '{}').start_url, `/${lng}/chats`);
      // Offline: a signed-in address opens the app from the cache (the bar and its menu), a page
      // never visited the offline page.
      await ctx.setOffline(true);
      await mobile.goto(`${server.url}/${lng}/orders`);
      await mobile.getByRole('button', { name: text.menu, exact: true }).waitFor({ timeout: 15_000 });
      await mobile.goto(`${server.url}/${lng}/pricing`);
      await mobile.getByRole('heading', { level: 1, name: 'Немає з’єднання з інтернетом' }).waitFor();
      await ctx.setOffline(false);
      await ctx.close();
    });

    it('the phone journey: the menu → Orders → an order → Analytics → Exit', async () => {
      const { ctx, mobile } = await phone(PHONES[0]);
      await mobile.goto(`${server.url}/${lng}/chats`);
      const menu = mobile.getByRole('button', { name: text.menu, exact: true });
      await menu.click();
      const nav = mobile.getByRole('navigation', { name: text.nav });
      await nav.waitFor();
      await screenshot(mobile, `phone-menu-${lng}`);
      assert.deepEqual(await axeViolations(mobile), [], 'axe: the open menu');
      await nav.getByRole('link', { name: text.orders }).click();
      await mobile.waitForURL(new RegExp(`/${lng}/orders$`));
      assert.equal(await nav.count(), 0, 'the menu closes on a choice');
      await mobile
        .getByRole('row', { name: /Олена Коваль/ })
        .getByRole('link')
        .click();
      await mobile.waitForURL(new RegExp(`/${lng}/orders/${orderId}$`));
      await settled(mobile);
      assert.deepEqual(await layoutFaults(mobile), [], 'the order page fits');
      await menu.click();
      await nav.getByRole('link', { name: text.analytics }).click();
      await mobile.waitForURL(new RegExp(`/${lng}/analytics$`));
      await settled(mobile);
      assert.deepEqual(await layoutFaults(mobile), [], 'analytics fits');
      await menu.click();
      await nav.getByRole('button', { name: text.exit }).click();
      // Exit goes to / (the shell sends it on to the home page in the default language, /ua).
      await mobile.waitForURL(/\/(ua|en)$/);
      // The tokens go once this device's push subscription is removed (use-exit.ts), after the page
      // moved: under load that is later than the new URL.
      await mobile
        .waitForFunction(() => localStorage.getItem('token') === null, null, { timeout: 10_000 })
        .catch(() => undefined);
      assert.equal(await mobile.evaluate(() => localStorage.getItem('token')), null, 'signed out');
      await ctx.close();
    });
  });
}
