// Issue 53: a prerendered public page is islands (README "Public pages"). Each interactive part
// hydrates on its own with only its own code; the app (shell, router, federation runtime) loads
// when the visitor reaches for something no island answers, or goes to a signed-in page.
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

const CALCULATOR = '[data-island="mf_marketing:pricing-calculator"]';
const LOGIN_FORM = '[data-island="mf_auth:login-form"]';
const REGISTRATION_FORM = '[data-island="mf_auth:registration-form"]';

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
    await page.waitForFunction(() => !document.querySelector('body [data-prerendered]'), undefined, { timeout: 20_000 });
    // The router restates the address as it starts (the same path again); no other page comes between.
    assert.deepEqual(
      visited.filter((path, at) => path !== '/ua/login' && path !== visited[at - 1]),
      ['/ua/chats'],
    );
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    assert.ok(scripts.includes('/main.js'), 'the app started for the signed-in page');
    assert.equal(await page.locator('[data-island="mf_auth:login-form"]').count(), 0, 'the login page gave way to the inbox');
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
});
