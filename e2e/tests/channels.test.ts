// Issue 11: a newcomer connects the Meta sandbox's Instagram account through the consent popup,
// a customer writes through the sandbox, the conversation is in the API and the channel in /chats'
// selector; the channel is deleted on /channels. The sandbox is the platform (no META_APP_ID).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import { apiData, connectSandboxChannel, sandboxApi, signUp } from '../support/journeys';
import { serverAndBrowser } from '../support/suite';

const TEXTS = {
  ua: {
    noChannels: 'Додайте канали спілкування',
    simulator: 'Відкрити симулятор клієнта',
    firstRun: 'Перші кроки: перша чернетка AI за кілька хвилин',
    selector: (name: string) => `Канал: ${name}. Змінити канал`,
    add: '+ Додати канал',
    settings: 'Налаштування',
    channelsTitle: 'Канали',
    deleteNamed: (name: string) => `Видалити канал ${name}`,
    confirm: 'Видалити канал?',
    yes: 'Так',
    empty: 'Каналів ще немає.',
    reauth: 'Увійдіть у платформу знову',
    signInAgain: 'Увійти знову',
    expired: 'Meta відкликала доступ до каналу',
  },
  en: {
    noChannels: 'Add communication channels',
    simulator: 'Open the customer simulator',
    firstRun: 'First steps: a first AI draft in a few minutes',
    selector: (name: string) => `Channel: ${name}. Change channel`,
    add: '+ Add channel',
    settings: 'Settings',
    channelsTitle: 'Channels',
    deleteNamed: (name: string) => `Delete the channel ${name}`,
    confirm: 'Delete the channel?',
    yes: 'Yes',
    empty: 'No channels yet.',
    reauth: 'Sign in to the platform again',
    signInAgain: 'Sign in again',
    expired: 'Meta revoked access to this channel',
  },
} as const;

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

const api = <T>(page: Page, path: string) => apiData<T>(server, page, path);
const sandbox = <T>(path: string, body?: unknown) => sandboxApi<T>(server, path, body);

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

    it('signs up and lands on the empty inbox with the first-run checklist and the way to a channel, no simulator yet', async () => {
      await signUp(server, page, lng, 'channels');
      await page.getByRole('heading', { level: 2, name: text.noChannels }).waitFor();
      await page.getByRole('complementary', { name: text.firstRun }).waitFor();
      // A bare /sandbox would open the newest sandbox account on the machine: another shop's (issue 47).
      assert.equal(await page.getByRole('link', { name: text.simulator }).count(), 0);
    });

    it('connects the sandbox Instagram account through the 520×520 consent popup', async () => {
      const { popupSize: size } = await connectSandboxChannel(page, lng, channelName);
      assert.ok(
        Math.abs(size.w - 520) <= 20 && Math.abs(size.h - 520) <= 120,
        `popup is about 520×520: ${JSON.stringify(size)}`,
      );
      await page.getByRole('button', { name: text.selector(channelName) }).waitFor();
      const current = await api<{ channel_name: string; platform: string } | null>(
        page,
        '/api/v1/channels/currentChannel',
      );
      assert.equal(current?.channel_name, channelName);
      assert.equal(current?.platform, 'INSTAGRAM');
      const [channel] = await api<{ profile_id: string }[]>(page, '/api/v1/channels');
      const simulator = page.getByRole('link', { name: text.simulator });
      assert.equal(await simulator.getAttribute('href'), `/sandbox?account=${channel.profile_id}`);
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

    it('after Meta revokes the token, /channels says so and the inbox asks to sign in again (409 reaches this real browser)', async () => {
      const [channel] = await api<{ profile_id: string }[]>(page, '/api/v1/channels');
      await sandbox(`/accounts/${channel.profile_id}/expire-tokens`, {});
      // The next Graph call learns it (code 190): the channel is marked EXPIRED.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const [customer] = (await sandbox<{ customers: { id: string }[] }>(`/accounts/${channel.profile_id}`)).customers;
      const send = await fetch(`${server.url}/api/v1/channels/current/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Вітаємо', recipient_id: customer.id }),
      });
      assert.equal(send.status, 409);
      assert.equal(((await send.json()) as { error_code?: string }).error_code, 'CHANNEL_TOKEN_EXPIRED');

      await page.goto(`${server.url}/${lng}/channels`);
      await page.getByText(text.expired).waitFor();
      // The inbox's calls are refused with 409 CHANNEL_TOKEN_EXPIRED, which Chromium delivers (a 407 it failed).
      await page.goto(`${server.url}/${lng}/chats`);
      const dialog = page.getByRole('dialog', { name: text.reauth });
      await dialog.getByRole('button', { name: text.signInAgain }).waitFor();
    });

    it('signing in again through the sandbox popup renews the same channel: the inbox loads its chats, /channels shows it healthy', async () => {
      const [before] = await api<{ id: string; profile_id: string }[]>(page, '/api/v1/channels');
      const dialog = page.getByRole('dialog', { name: text.reauth });
      const popupOpened = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: text.signInAgain }).click();
      const popup = await popupOpened;
      await popup.waitForURL(/\/sandbox\/(?:dialog\/oauth|instagram\/oauth\/authorize)\?/);
      // As Meta's window offers the person logged in, the sandbox's offers the account this browser
      // authorised before, chosen: Continue re-authorises it (a new token), no new account.
      const chosen = popup.locator('input[name="account"]:checked');
      assert.notEqual(await chosen.getAttribute('value'), 'new');
      const closed = popup.waitForEvent('close', { timeout: 15_000 });
      await popup.getByRole('button', { name: 'Continue' }).click();
      await closed;
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      // The waiting calls were retried: the inbox shows the conversation again.
      await page.getByText(`Є сукня 1024 у розмірі M? (${lng})`).first().waitFor();
      const after = await api<{ id: string; profile_id: string; token_status: string }[]>(page, '/api/v1/channels');
      assert.deepEqual(
        after.map((c) => [c.id, c.profile_id, c.token_status]),
        [[before.id, before.profile_id, 'VALID']],
      );
      await page.goto(`${server.url}/${lng}/channels`);
      await page.getByRole('heading', { level: 1, name: text.channelsTitle }).waitFor();
      await page.getByRole('button', { name: text.deleteNamed(channelName) }).waitFor();
      assert.equal(await page.getByText(text.expired).count(), 0);
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
