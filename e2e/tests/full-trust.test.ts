// Issue 48: full trust through the sandbox, in each language. An owner with the sample stock
// (api/fixtures/stock-ua.csv), the assistant on and the channel in full trust with an 8-second undo
// window: a price question is answered alone and the customer sees it; a reply cancelled in its
// undo window becomes the composer's draft and never reaches the customer; a complaint is handed
// over and its row says so; the switch of automatic replies stops them; the full-trust settings
// dialog saves; axe finds nothing on the countdown, the hand-over mark and the settings dialog.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import {
  apiData,
  connectSandboxChannel,
  customerRow,
  eventually,
  sandboxApi,
  signUp,
  uploadStock,
  type SandboxCustomer,
} from '../support/journeys';
import { serverAndBrowser } from '../support/suite';
import { axeViolations } from '../support/axe';

const TEXTS = {
  ua: {
    conversations: 'Діалоги',
    chatWith: (name: string) => `Діалог з ${name}`,
    fullTrust: 'Повна довіра',
    price: 'Скільки коштує JN-3310?',
    complaint: 'Джинси JN-3310 прийшли порвані, це жах',
    countdown: /Надсилається через \d+ с/,
    cancel: 'скасувати',
    aiDraft: 'Відповідь AI',
    byAssistant: 'Асистент',
    attention: 'Потрібна ваша відповідь: скарга або невдоволення',
    autoSendOn: 'Автовідповіді: увімкнено',
    autoSendStopped: 'Автовідповіді: зупинено',
    settings: 'Налаштування повної довіри',
    settingsTitle: 'Повна довіра: налаштування',
    undo: 'Час на скасування, с',
    save: 'Зберегти',
  },
  en: {
    conversations: 'Conversations',
    chatWith: (name: string) => `Conversation with ${name}`,
    fullTrust: 'Full trust',
    price: 'How much is JN-3310?',
    complaint: 'The JN-3310 jeans arrived torn, this is terrible',
    countdown: /Sending in \d+ s/,
    cancel: 'cancel',
    aiDraft: 'AI reply',
    byAssistant: 'Assistant',
    attention: 'Needs your reply: a complaint or displeasure',
    autoSendOn: 'Automatic replies: on',
    autoSendStopped: 'Automatic replies: stopped',
    settings: 'Full trust settings',
    settingsTitle: 'Full trust: settings',
    undo: 'Time to cancel, s',
    save: 'Save',
  },
} as const;

interface SandboxMessage {
  from_shop: boolean;
  text: string | null;
}

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`full trust: the assistant answers alone where it is sure (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    let account: string;
    let customers: SandboxCustomer[];
    const sandbox = <T>(p: string, body?: unknown) => sandboxApi<T>(server, p, body);
    const shopMessages = async (customer: SandboxCustomer) =>
      (
        await sandbox<{ messages: SandboxMessage[] }>(`/accounts/${account}/customers/${customer.id}/messages`)
      ).messages.filter((m) => m.from_shop);

    async function api(method: 'PUT', path: string, body: unknown): Promise<void> {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.equal(res.status, 200, `${method} ${path} answers 200`);
    }

    /** The customer writes; their conversation is opened in the inbox. */
    async function ask(customer: SandboxCustomer, message: string): Promise<Locator> {
      await sandbox(`/accounts/${account}/customers/${customer.id}/messages`, { text: message });
      const name = customer.name || customer.username;
      await (await customerRow(server, page, text.conversations, customer)).click();
      const pane = page.getByRole('region', { name: text.chatWith(name) });
      await pane.waitFor();
      return pane;
    }

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'trust');
      await connectSandboxChannel(page, lng, `Trust ${lng}`);
      const [channel] = await apiData<{ id: string; profile_id: string }[]>(server, page, '/api/v1/channels');
      account = channel!.profile_id;
      await uploadStock(server, page);
      await api('PUT', '/api/v1/users', { bot_status: 'ON' });
      // A new shop's topics wait for the owner's approved drafts (learning_drafts); this one trusts at once.
      await api('PUT', `/api/v1/channels/${channel!.id}/autopilot`, { undo_seconds: 8, learning_drafts: 0 });
      customers = (await sandbox<{ customers: SandboxCustomer[] }>(`/accounts/${account}`)).customers;
      await page.reload();
      // The owner chooses full trust in the header.
      await page
        .getByRole('radio', { name: new RegExp(text.fullTrust) })
        .first()
        .click();
      await page.getByRole('switch', { name: text.autoSendOn }).first().waitFor({ timeout: 15_000 });
    });
    after(async () => {
      await context?.close();
    });

    it('a price question is answered alone after the undo window, and the customer sees it', async () => {
      const pane = await ask(customers[0]!, text.price);
      await pane.getByText(text.countdown).waitFor({ timeout: 20_000 });
      assert.deepEqual(await axeViolations(page), [], 'axe: the countdown with its cancel');
      const [sent] = await eventually(
        () => shopMessages(customers[0]!),
        (m) => m.length > 0,
        30_000,
      );
      assert.match(sent!.text ?? '', /JN-3310.*1290|1290.*JN-3310/s, `the automatic reply: ${sent!.text}`);
      await pane.getByText(text.byAssistant, { exact: true }).first().waitFor({ timeout: 10_000 });
    });

    it('a reply cancelled in its undo window becomes the draft and never reaches the customer', async () => {
      const pane = await ask(customers[1]!, text.price);
      await pane.getByText(text.countdown).waitFor({ timeout: 20_000 });
      await pane.getByRole('button', { name: text.cancel, exact: true }).click();
      await pane.getByRole('button', { name: new RegExp(`^${text.aiDraft} `) }).waitFor({ timeout: 10_000 });
      await new Promise((r) => setTimeout(r, 10_000));
      assert.deepEqual(await shopMessages(customers[1]!), []);
    });

    it('a complaint is handed over: the conversation says it needs your reply', async () => {
      await ask(customers[2]!, text.complaint);
      await page
        .getByRole('region', { name: text.conversations })
        .getByText(text.attention)
        .waitFor({ timeout: 20_000 });
      assert.deepEqual(await shopMessages(customers[2]!), []);
      assert.deepEqual(await axeViolations(page), [], 'axe: the hand-over mark and the assistant’s messages');
    });

    it('the settings dialog: labelled, by keyboard, saved', async () => {
      await page.getByRole('button', { name: text.settings }).first().click();
      const dialog = page.getByRole('dialog', { name: text.settingsTitle });
      const undo = dialog.getByLabel(text.undo);
      await undo.waitFor({ timeout: 10_000 });
      assert.deepEqual(await axeViolations(page, '[role="dialog"]'), [], 'axe: the settings dialog');
      await undo.fill('8');
      await dialog.getByRole('button', { name: text.save }).press('Enter');
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    });

    it('the switch of automatic replies stops them: the next question gets a draft, nothing goes out', async () => {
      await page.getByRole('switch', { name: text.autoSendOn }).first().click();
      await page.getByRole('switch', { name: text.autoSendStopped }).first().waitFor({ timeout: 10_000 });
      const pane = await ask(customers[3]!, text.price);
      await pane.getByRole('button', { name: new RegExp(`^${text.aiDraft} `) }).waitFor({ timeout: 20_000 });
      await new Promise((r) => setTimeout(r, 10_000));
      assert.deepEqual(await shopMessages(customers[3]!), []);
      assert.equal(await pane.getByText(text.countdown).count(), 0);
    });
  });
}
