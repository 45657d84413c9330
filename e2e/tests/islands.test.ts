// Issue 53: a prerendered public page is islands (README "Public pages"). Each interactive part
// hydrates on its own with only its own code; the app (shell, router, federation runtime) loads
// when the visitor reaches for something no island answers, or goes to a signed-in page.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { PHONE, newContext } from '../support/browser';
import { serverAndBrowser } from '../support/suite';
import { holdRequests, tookOver } from '../support/take-over';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

const CALCULATOR = '[data-island="mf_marketing:pricing-calculator"]';
const LOGIN_FORM = '[data-island="mf_auth:login-form"]';
const REGISTRATION_FORM = '[data-island="mf_auth:registration-form"]';
const FORGOT_FORM = '[data-island="mf_auth:forgot-password-form"]';
const HERO_START = 'section[aria-labelledby="hero-title"] [data-island="mf_marketing:demo"]';
const BOOK_DEMO = '[data-island="mf_marketing:consultation"][data-island-props]';

/** Only the page's loader and the remote's islands script and chunks (and the Intl worker), no app. */
function onlyIslands(scripts: string[], remote: string) {
  assert.ok(!scripts.includes('/main.js'), `no app: ${scripts.join(', ')}`);
  assert.ok(
    scripts.every(
      (s) => s === '/public-page.js' || s.startsWith('/scripts/') || s.startsWith(`/remotes/${remote}/islands`),
    ),
    scripts.join(', '),
  );
}

/** Until the focus is inside a dialog (true) or on a button outside it (false): a modal moves it in an effect. */
const focusSettles = (page: Page, inDialog: boolean) =>
  page.waitForFunction(
    (inside) =>
      inside
        ? document.activeElement?.closest('[role="dialog"]') != null
        : document.activeElement?.tagName === 'BUTTON' && !document.activeElement.closest('[role="dialog"]'),
    inDialog,
  );

/** The element that has the focus: its tag and accessible bits. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    return { tag: el.tagName, text: el.textContent ?? '', inDialog: el.closest('[role="dialog"]') !== null };
  });

/** An owner registered through the API, for a sign-in on the page. */
async function registeredOwner(prefix: string) {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = `${prefix}-Password-1`;
  const registered = await fetch(`${server.url}/api/v1/users/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Islands' }),
  });
  assert.ok(registered.ok);
  return { email, password };
}

/** The paths the page's main frame went to, from now on. */
function visitedPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

/** Every script the page requested, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const isLive = (page: Page, selector: string) =>
  page.locator(`${selector}[data-island-live]`).waitFor({ state: 'attached', timeout: 15_000 });

/** The class attributes inside an element, in document order. */
const classesIn = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) => Array.from(root.querySelectorAll('[class]'), (n) => n.className).join(' '));

const figures = async (page: Page) => ({
  value: await page.getByTestId('dialogs-value').innerText(),
  plan: await page.getByTestId('summary-plan').innerText(),
});

describe('islands of the public pages', () => {
  it('/ua/pricing: the calculator hydrates near the viewport with its own code only, same markup, and works before and after the app', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua/pricing`);
    const prerendered = await classesIn(page, CALCULATOR);
    await isLive(page, CALCULATOR);
    // The same class names: the island's build names the CSS modules as the live app's builds do.
    assert.equal(await classesIn(page, CALCULATOR), prerendered);
    assert.ok(!scripts.includes('/main.js'), `no app while the page is read: ${scripts.join(', ')}`);
    // The loader, the Intl worker it starts (ICU's set-up off the main thread), the islands script and chunks.
    assert.ok(
      scripts.every(
        (s) => s === '/public-page.js' || s.startsWith('/scripts/') || s.startsWith('/remotes/mf-marketing/islands'),
      ),
      scripts.join(', '),
    );

    const slider = page.getByRole('slider', { name: 'Кількість діалогів на місяць' });
    await slider.fill('8');
    await page.waitForFunction(() => /400/.test(document.querySelector('[data-testid="dialogs-value"]')!.textContent!));
    assert.match((await figures(page)).plan, /Plus/);

    // The rest of the page loads and takes over: the calculator keeps its value.
    await tookOver(page);
    assert.ok(scripts.includes('/main.js'));
    assert.match((await figures(page)).value, /400/);
    await slider.fill('20');
    await page.waitForFunction(() =>
      /1000/.test(document.querySelector('[data-testid="dialogs-value"]')!.textContent!),
    );
    await context.close();
  });

  it('/ua/pricing: a click and a key made before the island hydrated are not lost', async () => {
    const context = await newContext(browser);
    const release = await holdRequests(context, /\/remotes\/mf-marketing\/islands\.js$/);
    const page = await context.newPage();
    await page.goto(`${server.url}/ua/pricing`);
    // A plan card's button: selects the plan (its lower bound) and scrolls to the booking form.
    await page.locator('[data-plan="pro"] button').click();
    assert.match((await figures(page)).plan, /Free|Starter/, 'nothing happened yet');
    release();
    await isLive(page, CALCULATOR);
    await page.waitForFunction(() => /Pro/.test(document.querySelector('[data-testid="summary-plan"]')!.textContent!));
    await page.waitForFunction(() => document.getElementById('booking')!.getBoundingClientRect().top < innerHeight);
    await context.close();

    // A value set on the slider before hydration (the native control moves): the figures follow it once live.
    const second = await newContext(browser);
    const hold = await holdRequests(second, /\/remotes\/mf-marketing\/islands\.js$/);
    const tab = await second.newPage();
    await tab.goto(`${server.url}/en/pricing`);
    await tab.getByRole('slider').fill('8');
    hold();
    await isLive(tab, CALCULATOR);
    await tab.waitForFunction(() => /400/.test(document.querySelector('[data-testid="dialogs-value"]')!.textContent!));
    assert.match((await figures(tab)).plan, /Plus/);
    await second.close();
  });

  it('the language switch works before the app (no script but the page’s own) and after it took over', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua`);
    await page.getByRole('combobox', { name: 'Мова інтерфейсу' }).selectOption('en');
    await page.waitForURL(/\/en$/);
    await page.getByRole('heading', { level: 1, name: 'An AI assistant that sells in your Instagram' }).waitFor();
    assert.ok(!scripts.includes('/main.js'), scripts.join(', '));
    assert.equal(await page.evaluate(() => localStorage.getItem('i18nextLng')), 'en');

    await tookOver(page);
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption('ua');
    await page.waitForURL(/\/ua$/);
    await page.getByRole('heading', { level: 1, name: 'AI-асистент, який продає у вашому Instagram' }).waitFor();
    await context.close();
  });

  it('/ua: the booking form is an island near the viewport and sends before the app; the live form sends after it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua#booking`);
    const send = async (name: string) => {
      const form = page.getByRole('form', { name: 'Залишити заявку' });
      await form.getByLabel("Ім'я").fill(name);
      await form.getByLabel('Телефон').fill('+380 (67) 123-45-67');
      await form.getByRole('radio', { name: '12:00–15:00' }).check();
      await form.getByRole('button', { name: 'Надіслати заявку' }).click();
      await form.getByRole('status').first().waitFor({ timeout: 15_000 });
      assert.equal(await form.getByLabel("Ім'я").inputValue(), '', 'sent, and the form reset');
    };
    await send(`Island ${Date.now()}`);
    assert.ok(!scripts.includes('/main.js'), scripts.join(', '));
    await tookOver(page);
    await send(`Live ${Date.now()}`);
    await context.close();
  });

  it('/ua/login: the form is an island (its own code only); signed in, the inbox is one step away: one navigation, no reload', async () => {
    const { email, password } = await registeredOwner('islands');
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua/login`, { waitUntil: 'load' });
    // A form hydrates when reached for: while the page is read (idle too), only its own script.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
    assert.deepEqual(scripts, ['/public-page.js']);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const visited = visitedPaths(page);
    await page.getByLabel('Email').fill(email);
    await isLive(page, LOGIN_FORM);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Увійти' }).click();
    await page.getByText('Авторизація успішна').waitFor();
    // Signed in by the island: no shell, router or federation runtime yet.
    assert.ok(!scripts.includes('/main.js'), scripts.join(', '));
    assert.ok(
      scripts.every((s) => s === '/public-page.js' || s.startsWith('/remotes/mf-auth/islands')),
      scripts.join(', '),
    );
    await page.waitForURL(/\/ua\/chats$/, { timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector('body [data-prerendered]'), undefined, {
      timeout: 20_000,
    });
    // The router restates the address as it starts (the same path again); no other page comes between.
    assert.deepEqual(
      visited.filter((path, at) => path !== '/ua/login' && path !== visited[at - 1]),
      ['/ua/chats'],
    );
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    assert.ok(scripts.includes('/main.js'), 'the app started for the signed-in page');
    assert.equal(
      await page.locator('[data-island="mf_auth:login-form"]').count(),
      0,
      'the login page gave way to the inbox',
    );
    await context.close();
  });

  it('/ua/login: typing, a ticked box and the focus before the island hydrated are kept, and an early Enter signs in', async () => {
    const { email, password } = await registeredOwner('early-login');
    const context = await newContext(browser);
    const release = await holdRequests(context, /\/remotes\/mf-auth\/islands\.js$/);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua/login`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Запам’ятати мене').check();
    await page.getByLabel('Пароль').fill(password);
    await page.getByLabel('Пароль').press('End');
    // Enter before the form has a handler: held, not sent natively (no reload, no password in the URL).
    await page.getByLabel('Пароль').press('Enter');
    assert.equal(new URL(page.url()).search, '');
    assert.equal(await page.locator(`${LOGIN_FORM}[data-island-live]`).count(), 0, 'not live yet');
    release();
    await isLive(page, LOGIN_FORM);
    assert.equal(await page.getByLabel('Email').inputValue(), email);
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'password');
    // The held submit went through the island: signed in with remember-me, then on to the inbox.
    await page.getByText('Авторизація успішна').waitFor({ timeout: 15_000 });
    assert.ok(!scripts.includes('/main.js'), scripts.join(', '));
    assert.equal(await page.evaluate(() => localStorage.getItem('rememberMe')), 'true');
    await page.waitForURL(/\/ua\/chats$/, { timeout: 20_000 });
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    await context.close();
  });

  it('/ua/registration: typing and a submit before the island hydrated are kept: registered, signed in, the inbox in the same document', async () => {
    const email = `early-registration-${Date.now()}@example.com`;
    const context = await newContext(browser);
    const release = await holdRequests(context, /\/remotes\/mf-auth\/islands\.js$/);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua/registration`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByLabel('Ім’я').fill('Early');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('early-Password-1');
    await page.getByRole('button', { name: 'Зареєструватися' }).first().click();
    assert.equal(new URL(page.url()).search, '');
    release();
    await isLive(page, REGISTRATION_FORM);
    assert.equal(await page.getByLabel('Ім’я').inputValue(), 'Early');
    await page.getByText('Реєстрація успішна').waitFor({ timeout: 15_000 });
    assert.ok(!scripts.includes('/main.js'), scripts.join(', '));
    await page.waitForURL(/\/ua\/chats$/, { timeout: 20_000 });
    assert.equal(await page.evaluate(() => localStorage.getItem('newUser')), 'true');
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    // The welcome form of a new user, in the live app.
    await page.getByRole('dialog').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('/ua/login: when the island cannot load, the live app takes the page over and the early submit still signs in', async () => {
    const { email, password } = await registeredOwner('no-island');
    const context = await newContext(browser);
    await context.route(/\/remotes\/mf-auth\/islands\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const page = await context.newPage();
    await page.goto(`${server.url}/ua/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Пароль').fill(password);
    await page.getByLabel('Пароль').press('Enter');
    await page.waitForURL(/\/ua\/chats$/, { timeout: 20_000 });
    assert.equal(await page.locator(`${LOGIN_FORM}[data-island-live]`).count(), 0);
    await context.close();
  });

  it('/ua/login: a wrong password shows the server’s message in the island, and the page stays as it is', async () => {
    const { email } = await registeredOwner('wrong');
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua/login`);
    await page.getByLabel('Email').fill(email);
    await isLive(page, LOGIN_FORM);
    await page.getByLabel('Пароль').fill('not-the-Password-1');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await page.locator(LOGIN_FORM).getByRole('alert').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3500);
    assert.match(new URL(page.url()).pathname, /^\/ua\/login$/);
    assert.ok(!scripts.includes('/main.js'), scripts.join(', '));
    await context.close();
  });
  for (const lng of ['ua', 'en'] as const) {
    it(`/${lng}: the hero's start button is an island: a click before it hydrated opens the demo (a dialog: focus inside, Tab kept in, Escape), with its own code only`, async () => {
      const title = lng === 'ua' ? 'Спробуйте Vitrina в дії' : 'Try Vitrina in action';
      const context = await newContext(browser, PHONE);
      const release = await holdRequests(context, /\/remotes\/mf-marketing\/islands\.js$/);
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      await page.goto(`${server.url}/${lng}`);
      const start = page.locator(`${HERO_START} button`);
      await start.click();
      assert.equal(await page.getByRole('dialog').count(), 0, 'not live yet');
      release();
      await isLive(page, HERO_START);
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      assert.equal(await dialog.getAttribute('aria-modal'), 'true');
      onlyIslands(scripts, 'mf-marketing');
      // The focus moved in (the start link), Tab and Shift+Tab stay inside.
      await focusSettles(page, true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        assert.equal((await focused(page)).inDialog, true, `after ${key}`);
      }
      assert.equal(
        await page.evaluate(() => document.body.style.overflow),
        'hidden',
        'the page does not scroll under it',
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await focusSettles(page, false);
      assert.match((await focused(page)).text, lng === 'ua' ? /Почати/ : /Start/);
      // Live now: another click opens it at once; the × closes it, and still no app.
      await start.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: lng === 'ua' ? 'Закрити вікно' : 'Close dialog' }).click();
      await dialog.waitFor({ state: 'detached' });
      // A solution's start button is the same island in its own place, with its own class.
      const solution = page.locator('#solutions [data-island="mf_marketing:demo"] button').first();
      await solution.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      onlyIslands(scripts, 'mf-marketing');
      await context.close();
    });
  }

  it("/ua: the demo section's button opens the consultation modal (an island, on reach) and sends a request with no app", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua`);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    assert.deepEqual(scripts, ['/public-page.js'], 'nothing of it while the page is read');
    await page.locator(`${BOOK_DEMO} button`).click();
    const dialog = page.getByRole('dialog', { name: 'Ваші дані' });
    await dialog.waitFor({ timeout: 15_000 });
    await focusSettles(page, true);
    await dialog.getByLabel("Ім'я").fill(`Consultation ${Date.now()}`);
    await dialog.getByLabel('Телефон').fill('+380 (67) 123-45-67');
    await dialog.getByRole('radio', { name: '12:00–15:00' }).check();
    await dialog.getByRole('button', { name: 'Записатися' }).click();
    await dialog.getByText('Дякуємо! Ми зв’яжемося з вами').waitFor({ timeout: 15_000 });
    onlyIslands(scripts, 'mf-marketing');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("the header's 'book a demo' link opens the consultation modal by its hash, from another page and on the same one, with no app", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/en/login`);
    // The phone menu (an island of the loader): open, its link, a new page with #consultation.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Book a demo' }).click();
    await page.waitForURL(/\/en#consultation$/);
    const dialog = page.getByRole('dialog', { name: 'Your Information' });
    await dialog.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).hash, '', 'closed: the hash goes, as in the live app');
    // On the same page: the link changes only the hash.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Book a demo' }).click();
    await dialog.waitFor();
    assert.equal(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
      'false',
      'the link closed the menu',
    );
    onlyIslands(scripts, 'mf-marketing');
    await context.close();
  });

  it('the phone menu works from the page’s own script: aria-expanded, its name, no scrolling under it, Escape; the live header’s after a take-over', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua`);
    const toggle = page.getByRole('button', { name: 'Відкрити меню' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Закрити меню' });
    assert.equal(await close.getAttribute('aria-expanded'), 'true');
    await page.locator('header').getByRole('link', { name: 'Ціни' }).waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
    await page.keyboard.press('Escape');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Відкрити меню');
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    await toggle.click();
    assert.deepEqual(scripts, ['/public-page.js'], 'the menu is the loader’s own');
    // The live app takes over with the menu open: it starts closed, and the page scrolls again.
    await tookOver(page);
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    await page.getByRole('button', { name: 'Відкрити меню' }).click();
    assert.equal(await page.getByRole('button', { name: 'Закрити меню' }).getAttribute('aria-expanded'), 'true');
    await context.close();
  });

  it('/ua/forgot_pass: the form is an island: typing and an early Enter are kept, the request goes with no app', async () => {
    const { email } = await registeredOwner('forgot');
    const context = await newContext(browser, PHONE);
    const release = await holdRequests(context, /\/remotes\/mf-auth\/islands\.js$/);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua/forgot_pass`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Email').press('Enter');
    assert.equal(new URL(page.url()).search, '', 'held, not sent natively');
    release();
    await isLive(page, FORGOT_FORM);
    assert.equal(await page.getByLabel('Email').inputValue(), email);
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'email');
    await page.getByText('Інструкції надіслані на email.').waitFor({ timeout: 15_000 });
    onlyIslands(scripts, 'mf-auth');
    await context.close();
  });
  it('/ua/pricing: the questions are an island: a click before it hydrated opens the answer, one open at a time, with no app', async () => {
    const context = await newContext(browser, PHONE);
    const release = await holdRequests(context, /\/remotes\/mf-marketing\/islands\.js$/);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${server.url}/ua/pricing`);
    const first = page.locator('[data-island="mf_marketing:faq"] button').first();
    const second = page.locator('[data-island="mf_marketing:faq"] button').nth(1);
    await first.click();
    assert.equal(await first.getAttribute('aria-expanded'), 'false', 'not live yet');
    release();
    await isLive(page, '[data-island="mf_marketing:faq"]');
    await page.waitForFunction(
      () => document.querySelector('[data-island="mf_marketing:faq"] button')!.getAttribute('aria-expanded') === 'true',
    );
    await page.getByRole('region', { name: await first.innerText() }).waitFor();
    await second.click();
    assert.equal(await first.getAttribute('aria-expanded'), 'false');
    assert.equal(await second.getAttribute('aria-expanded'), 'true');
    onlyIslands(scripts, 'mf-marketing');
    await context.close();
  });
});
