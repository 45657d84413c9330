// Issue 11: a newcomer connects the Meta sandbox's Instagram account through the consent popup,
// a customer writes through the sandbox, the conversation is in the API and the channel in /chats'
// selector; the channel is deleted on /channels. The sandbox is the platform (no META_APP_ID).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server';
import { launchBrowser, newContext } from '../support/browser';

const TEXTS = {
  ua: {
    name: 'Ім’я',
    password: 'Пароль',
    register: 'Зареєструватися',
    noChannels: 'Додайте канали спілкування',
    simulator: 'Відкрити симулятор клієнта',
    create: 'Створити новий канал',
    modal: 'Новий канал',
    channelName: 'Назва каналу',
    connect: 'Підключити',
    selector: (name: string) => `Канал: ${name}. Змінити канал`,
    add: '+ Додати канал',
    settings: 'Налаштування',
    channelsTitle: 'Канали',
    deleteNamed: (name: string) => `Видалити канал ${name}`,
    confirm: 'Видалити канал?',
    yes: 'Так',
    empty: 'Каналів ще немає.',
  },
  en: {
    name: 'Name',
    password: 'Password',
    register: 'Create account',
    noChannels: 'Add communication channels',
    simulator: 'Open the customer simulator',
    create: 'Create a new channel',
    modal: 'New channel',
    channelName: 'Channel name',
    connect: 'Connect',
    selector: (name: string) => `Channel: ${name}. Change channel`,
    add: '+ Add channel',
    settings: 'Settings',
    channelsTitle: 'Channels',
    deleteNamed: (name: string) => `Delete the channel ${name}`,
    confirm: 'Delete the channel?',
    yes: 'Yes',
    empty: 'No channels yet.',
  },
} as const;

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

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `${path} answers 200`);
  return ((await res.json()) as { data: T }).data;
}

async function sandbox<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/sandbox/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(res.ok, `sandbox ${path} answers ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`channels journey (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    const channelName = `E2E ${lng} shop`;

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
    });
    after(async () => {
      await context?.close();
    });

    it('signs up and lands on the empty inbox with the way to a channel and the simulator', async () => {
      await page.goto(`${server.url}/${lng}/registration`);
      await page.getByLabel(text.name).fill('Olena');
      await page.getByLabel('Email').fill(`channels-${lng}-${Date.now()}@example.com`);
      await page.getByLabel(text.password, { exact: true }).fill('first-Password-1');
      await page.getByRole('button', { name: text.register }).last().click();
      await page.waitForURL(new RegExp(`/${lng}/chats$`), { timeout: 15_000 });
      // The welcome form is another issue's: leave it out of this journey.
      await page.evaluate(() => localStorage.removeItem('newUser'));
      await page.reload();
      await page.getByRole('heading', { level: 2, name: text.noChannels }).waitFor();
      const simulator = page.getByRole('link', { name: text.simulator });
      await simulator.waitFor();
      assert.equal(await simulator.getAttribute('href'), '/sandbox');
    });

    it('connects the sandbox Instagram account through the 520×520 consent popup', async () => {
      await page.getByRole('button', { name: text.create }).click();
      const dialog = page.getByRole('dialog', { name: text.modal });
      await dialog.getByLabel(text.channelName).fill(`  ${channelName}  `);
      const popupOpened = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: text.connect }).click();
      const popup = await popupOpened;
      await popup.waitForURL(/\/sandbox\/dialog\/oauth\?/);
      const size = await popup.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
      assert.ok(
        Math.abs(size.w - 520) <= 20 && Math.abs(size.h - 520) <= 120,
        `popup is about 520×520: ${JSON.stringify(size)}`,
      );
      const closed = popup.waitForEvent('close', { timeout: 15_000 });
      await popup.getByRole('button', { name: 'Continue' }).click();
      await closed;
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: text.selector(channelName) }).waitFor();
      const current = await api<{ channel_name: string; platform: string } | null>(
        page,
        '/api/v1/channels/currentChannel',
      );
      assert.equal(current?.channel_name, channelName);
      assert.equal(current?.platform, 'INSTAGRAM');
    });

    it('a customer DM through the sandbox becomes a conversation of the current channel', async () => {
      const [channel] = await api<{ profile_id: string }[]>(page, '/api/v1/channels');
      const account = await sandbox<{ customers: { id: string }[] }>(`/accounts/${channel.profile_id}`);
      const customer = account.customers[0].id;
      const textSent = `Є сукня 1024 у розмірі M? (${lng})`;
      await sandbox(`/accounts/${channel.profile_id}/customers/${customer}/messages`, { text: textSent });
      let conversations: { last_message: { message: string } | null }[] = [];
      for (let i = 0; i < 50 && conversations.length === 0; i += 1) {
        conversations = await api(page, '/api/v1/channels/current/conversations');
        if (conversations.length === 0) await new Promise((r) => setTimeout(r, 200));
      }
      assert.equal(conversations.length, 1);
      assert.equal(conversations[0].last_message?.message, textSent);
    });

    it('the channel selector lists the channel, with add channel and settings', async () => {
      await page.reload();
      const toggle = page.getByRole('button', { name: text.selector(channelName) });
      await toggle.click();
      const panel = page.getByRole('group', { name: text.channelsTitle });
      await panel.getByRole('button', { name: channelName, exact: true }).waitFor();
      await panel.getByRole('button', { name: text.add }).waitFor();
      const settings = panel.getByRole('link', { name: text.settings });
      assert.equal(await settings.getAttribute('href'), `/${lng}/settings`);
    });

    it('deletes the channel on /channels', async () => {
      await page.goto(`${server.url}/${lng}/channels`);
      await page.getByRole('heading', { level: 1, name: text.channelsTitle }).waitFor();
      await page.getByRole('button', { name: text.deleteNamed(channelName) }).click();
      await page.getByRole('dialog', { name: text.confirm }).getByRole('button', { name: text.yes }).click();
      await page.getByText(text.empty).waitFor();
      assert.deepEqual(await api(page, '/api/v1/channels'), []);
    });
  });
}
