// Issue 27: a conversation of three turns through the sandbox, in each language. An owner with the
// sample stock (api/fixtures/stock-ua.csv) and the assistant on; a customer shares the shop's post
// of the mom fit jeans (Instagram's `ig_post` with `ig_post_media_id`, arт. JN-3310 in its
// caption), then asks about size M, then about another colour. Each turn's AI draft, shown in the
// owner's inbox and taken into the composer, is about those jeans: the follow-ups name no product.
// The stock's mom fit jeans have no M (sizes 25–30) and come in blue and black (VT-3002).
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import {
  apiData,
  connectSandboxChannel,
  customerRow,
  sandboxApi,
  signUp,
  type SandboxCustomer,
} from '../support/journeys';
import { serverAndBrowser } from '../support/suite';

const STOCK = path.resolve(__dirname, '../../api/fixtures/stock-ua.csv');

const TEXTS = {
  ua: {
    fileInput: 'Файл з товарами (.xls, .xlsx, .csv)',
    upload: 'Завантажити',
    confirmImport: /^Імпортувати \(\d+\)$/,
    uploaded: 'Файл завантажено',
    assistant: 'AI-асистент',
    conversations: 'Діалоги',
    chatWith: (name: string) => `Діалог з ${name}`,
    input: 'Повідомлення клієнту',
    aiDraft: 'Відповідь AI',
    size: 'а в M є?',
    colour: 'а інший колір?',
    post: /Джинси mom fit.*JN-3310.*1290 грн/s,
    noM: /Розміру M, на жаль, зараз немає/,
    black: /чорний \(арт\. VT-3002\)/,
  },
  en: {
    fileInput: 'Product file (.xls, .xlsx, .csv)',
    upload: 'Upload',
    confirmImport: /^Import \(\d+\)$/,
    uploaded: 'File uploaded',
    assistant: 'AI assistant',
    conversations: 'Conversations',
    chatWith: (name: string) => `Conversation with ${name}`,
    input: 'Message to the customer',
    aiDraft: 'AI reply',
    size: 'do you have it in M?',
    colour: 'and another colour?',
    post: /JN-3310.*1290/s,
    noM: /Sorry, size M is not available right now/,
    black: /black \(code VT-3002\)/,
  },
} as const;

interface AccountState {
  customers: SandboxCustomer[];
  media: { id: string; caption: string }[];
}

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`a conversation of three turns with the assistant (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    let account: string;
    let customer: SandboxCustomer;
    let pane: Locator;
    const seen = new Set<string>();
    const sandbox = <T>(p: string, body?: unknown) => sandboxApi<T>(server, p, body);
    const customerPath = () => `/accounts/${account}/customers/${customer.id}`;

    /** The next AI draft in the open thread (one not seen before), taken into the composer. */
    async function nextDraft(): Promise<string> {
      const drafts = pane.getByRole('button', { name: new RegExp(`^${text.aiDraft} `) });
      const until = Date.now() + 20_000;
      for (;;) {
        const labels = await drafts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent));
        const index = labels.findIndex((l) => l !== null && !seen.has(l));
        if (index >= 0) {
          seen.add(labels[index]!);
          await drafts.nth(index).click();
          const value = await pane.getByLabel(text.input).inputValue();
          assert.ok(value.length > 0, 'the draft moved into the composer');
          await pane.getByLabel(text.input).fill('');
          return value;
        }
        if (Date.now() > until) assert.fail(`no new AI draft in 20 s (seen: ${JSON.stringify([...seen])})`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'turns');
      await page.goto(`${server.url}/${lng}/chat_gpt`);
      await page.getByLabel(text.fileInput).setInputFiles(STOCK);
      await page.getByRole('button', { name: text.upload }).click();
      await page.getByRole('button', { name: text.confirmImport }).click({ timeout: 30_000 });
      await page.getByText(text.uploaded).waitFor({ timeout: 30_000 });
      await page.goto(`${server.url}/${lng}/chats`);
      await connectSandboxChannel(page, lng, `Turns ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      account = channel.profile_id;
      // The shop's posts as publications (the Content view's sync), so a shared post is matched by its id.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const sync = await fetch(`${server.url}/api/v1/publications/sync`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(sync.status, 200, 'the publications sync answers 200');
      const state = await sandbox<AccountState>(`/accounts/${account}`);
      customer = state.customers[lng === 'ua' ? 0 : 1]!;
      const toggle = page.getByRole('switch', { name: text.assistant });
      await toggle.click();
      await page.waitForFunction(
        () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true',
      );
      assert.equal((await apiData<{ bot_status: string }>(server, page, '/api/v1/users')).bot_status, 'ON');
    });
    after(async () => {
      await context?.close();
    });

    it('turn 1: the shared post of the jeans gets a draft about JN-3310', async () => {
      const state = await sandbox<AccountState>(`/accounts/${account}`);
      const jeans = state.media.find((m) => m.caption.includes('JN-3310'));
      assert.ok(jeans, 'the sandbox has the post of JN-3310');
      await sandbox(`${customerPath()}/events`, { kind: 'ig_post', media_id: jeans.id });
      const name = customer.name || customer.username;
      await (await customerRow(server, page, text.conversations, customer)).click();
      pane = page.getByRole('region', { name: text.chatWith(name) });
      await pane.waitFor();
      const draft = await nextDraft();
      assert.match(draft, text.post, `turn 1 draft: ${draft}`);
    });

    it(`turn 2: "${text.size}" is about the same jeans: no M, and the sizes there are`, async () => {
      await sandbox(`${customerPath()}/messages`, { text: text.size });
      const draft = await nextDraft();
      assert.match(draft, /JN-3310/, `turn 2 draft: ${draft}`);
      assert.match(draft, text.noM, `turn 2 draft: ${draft}`);
      assert.match(draft, /2[6-9]/, `turn 2 draft names the sizes in stock: ${draft}`);
    });

    it(`turn 3: "${text.colour}" names the other colour of the model, black VT-3002`, async () => {
      await sandbox(`${customerPath()}/messages`, { text: text.colour });
      const draft = await nextDraft();
      assert.match(draft, text.black, `turn 3 draft: ${draft}`);
    });
  });
}
