// Steps more than one journey takes: sign up, connect the Meta sandbox's Instagram account, call
// the API as the signed-in user, upload the stock, drive the sandbox's customer API (api/README.md 'Meta sandbox').
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { newContext, PHONE } from './browser';
import type { RunningServer } from './server';
import { tookOver } from './take-over';

const SIGN_UP = {
  ua: { name: 'Ім’я', password: 'Пароль', register: 'Зареєструватися' },
  en: { name: 'Name', password: 'Password', register: 'Create account' },
} as const;

const CONNECT = {
  ua: { create: 'Створити новий канал', modal: 'Новий канал', channelName: 'Назва каналу', connect: 'Підключити' },
  en: { create: 'Create a new channel', modal: 'New channel', channelName: 'Channel name', connect: 'Connect' },
} as const;

/**
 * Registers a new owner (password `SIGN_UP_PASSWORD`) and lands on /{lng}/chats, the welcome form
 * left out (another issue's) unless `welcome` keeps it for the caller to answer. Returns the email.
 */
export async function signUp(
  server: RunningServer,
  page: Page,
  lng: 'ua' | 'en',
  tag: string,
  { welcome = false } = {},
): Promise<string> {
  const text = SIGN_UP[lng];
  const email = `${tag}-${lng}-${Date.now()}@example.com`;
  await page.goto(`${server.url}/${lng}/registration`);
  // The live form: typing before the take-over is prerendered-pages.test.ts's subject.
  await tookOver(page);
  await page.getByLabel(text.name).fill('Olena');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: text.register }).last().click();
  await page.waitForURL(new RegExp(`/${lng}/chats$`), { timeout: 15_000 });
  if (welcome) return email;
  await page.evaluate(() => localStorage.removeItem('newUser'));
  await page.reload();
  return email;
}

export const SIGN_UP_PASSWORD = 'first-Password-1';

/** A second session of the same owner: the password grant of /oauth/token, as the login form sends it. */
export async function passwordGrant(server: RunningServer, email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('vitrina-web:vitrina-web-public').toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  assert.equal(res.status, 200, 'the password grant answers 200');
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * From the empty inbox: 'Create a new channel', the name, 'Connect', and 'Continue' in the
 * sandbox's consent popup. Returns the popup's inner size for the callers that check it.
 */
export async function connectSandboxChannel(page: Page, lng: 'ua' | 'en', channelName: string) {
  const text = CONNECT[lng];
  await page.getByRole('button', { name: text.create }).click();
  const dialog = page.getByRole('dialog', { name: text.modal });
  await dialog.getByLabel(text.channelName).fill(`  ${channelName}  `);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: text.connect }).click();
  const popup = await popupOpened;
  // Instagram connects with Instagram Login's window; a Facebook page with Facebook Login's dialog.
  await popup.waitForURL(/\/sandbox\/(?:dialog\/oauth|instagram\/oauth\/authorize)\?/);
  const size = await popup.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
  const closed = popup.waitForEvent('close', { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  return { popupSize: size };
}

/** GET `path` of the API with the page's access token; the answer's `data`. */
export async function apiData<T>(server: RunningServer, page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `${path} answers 200`);
  return ((await res.json()) as { data: T }).data;
}

/** The sample stock (api/fixtures/stock-ua.csv). */
export const SAMPLE_STOCK = path.resolve(__dirname, '../../api/fixtures/stock-ua.csv');

/** Uploads a stock file as the signed-in owner through the API (the upload screen has its own suite). */
export async function uploadStock(server: RunningServer, page: Page, file = SAMPLE_STOCK): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)], { type: 'text/csv' }), path.basename(file));
  const uploaded = await fetch(`${server.url}/api/v1/data/files/xls`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(uploaded.status, 201, 'the stock file is stored');
}

/** The sandbox's JSON API: GET without a body, POST with one; the answer's `data`. */
export async function sandboxApi<T>(server: RunningServer, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/sandbox/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(res.ok, `sandbox ${path} answers ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** Polls `read` until `done` holds (the webhook path is asynchronous); fails after `ms`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) assert.fail(`condition not met in ${ms} ms: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A customer of a sandbox account, as `GET /sandbox/api/accounts/:id` lists them. */
export interface SandboxCustomer {
  id: string;
  name: string;
  username: string;
}

/**
 * A 375 px phone page signed in as the owner already signed in on `page` (its tokens copied into the
 * phone's storage on the site's origin). The caller closes `phone`.
 */
export async function signedInPhone(server: RunningServer, browser: Browser, page: Page, lng: 'ua' | 'en') {
  const phone = await newContext(browser, { ...PHONE, locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
  const mobile = await phone.newPage();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  await mobile.goto(`${server.url}/${lng}`);
  await mobile.evaluate((t) => {
    localStorage.setItem('token', t.token ?? '');
    localStorage.setItem('refreshToken', t.refresh ?? '');
  }, stored);
  return { phone, mobile };
}

/**
 * The inbox's row of a sandbox customer's conversation, in the list named `list`, once it shows the
 * customer's name; returned for the caller to click. The row shows at once as "Клієнт" and takes the
 * name when the profile is read in the background (api inbound/after-commit.ts), which took over
 * 30 s in full CI runs on a loaded machine (2026-11-29, 2026-12-02): waited up to 90 s, and a
 * failure says what the API listed and what the list showed.
 */
export async function customerRow(
  server: RunningServer,
  page: Page,
  list: string,
  customer: SandboxCustomer,
): Promise<Locator> {
  const name = customer.name || customer.username;
  const region = page.getByRole('region', { name: list });
  const row = region.getByRole('button', { name: new RegExp(name) });
  await row.waitFor({ timeout: 90_000 }).catch(async (e: unknown) => {
    const listed = await apiData<unknown[]>(server, page, '/api/v1/channels/current/conversations').catch(String);
    const shown = await region.textContent().catch(String);
    assert.fail(`no row for ${name}: ${String(e)}; API: ${JSON.stringify(listed).slice(0, 600)}; list: ${shown}`);
  });
  return row;
}
