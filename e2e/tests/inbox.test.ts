// Issue 13: a shop owner works the day in /chats with the Meta sandbox as the platform. A customer's
// DM arrives live with a dot, is opened (the dot clears), the assistant's draft is edited and sent,
// the customer sees it; a comment is answered in public; a customer who blocked the shop is
// unreachable; two tabs stay in sync; a phone gets the one-column layout; axe finds nothing.
// Issue 28: a double click sends once; the phone layout replies with a usable composer; text for
// an unreachable customer is kept; a channel connects from an origin other than PUBLIC_URL.
// E2E_SCREENSHOTS_DIR=<dir> saves /chats at 1280 and 375 px in each language there, to look at.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import { axeViolations } from '../support/axe';
import {
  apiData,
  connectSandboxChannel,
  eventually,
  sandboxApi,
  signedInPhone,
  signUp,
  type SandboxCustomer,
} from '../support/journeys';
import { screenshot } from '../support/screenshot';
import { serverAndBrowser } from '../support/suite';

const TEXTS = {
  ua: {
    assistant: 'AI-асистент',
    conversations: 'Діалоги',
    chatWith: (name: string) => `Діалог з ${name}`,
    input: 'Повідомлення клієнту',
    commentInput: 'Відповідь у коментарях',
    aiDraft: 'Відповідь AI',
    hint: 'Додамо в базу знань',
    send: 'Надіслати',
    replyWithComment: 'Відповісти коментарем',
    unreachable: 'Клієнт більше не доступний для зв’язку',
    kept: /Текст не надіслано і збережено/,
    unsubscribed: 'Клієнт відписався від повідомлень',
    back: 'До списку діалогів',
    menu: 'Налаштування асистента',
    tools: 'Робота з перепискою',
  },
  en: {
    assistant: 'AI assistant',
    conversations: 'Conversations',
    chatWith: (name: string) => `Conversation with ${name}`,
    input: 'Message to the customer',
    commentInput: 'Reply in comments',
    aiDraft: 'AI reply',
    hint: 'We will add it to the knowledge base',
    send: 'Send',
    replyWithComment: 'Reply with a comment',
    unreachable: 'The customer can no longer be reached',
    kept: /The text was not sent and is kept/,
    unsubscribed: 'The customer unsubscribed from messages',
    back: 'Back to conversations',
    menu: 'Assistant settings',
    tools: 'Conversation tools',
  },
} as const;

interface AccountState {
  customers: SandboxCustomer[];
  media: { id: string; comments: { id: string; text: string; replies: { text: string; from_shop: boolean }[] }[] }[];
}
interface SandboxMessage {
  text: string;
  from_shop: boolean;
}

let server: RunningServer;
let browser: Browser;

/** A page of another context signed in as `page`'s user, opened at `url`. */
async function signedInPage(page: Page, context: BrowserContext, origin: string, url: string) {
  const tokens = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  const other = await context.newPage();
  await other.goto(`${origin}/ua`);
  await other.evaluate((t) => {
    localStorage.setItem('token', t.token ?? '');
    localStorage.setItem('refreshToken', t.refresh ?? '');
  }, tokens);
  await other.goto(url);
  return other;
}

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`inbox journey (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    let account: string;
    let customers: SandboxCustomer[];
    const sandbox = <T>(path: string, body?: unknown) => sandboxApi<T>(server, path, body);
    const customerPath = (c: SandboxCustomer) => `/accounts/${account}/customers/${c.id}`;
    const nameOf = (c: SandboxCustomer) => c.name || c.username;
    const row = (c: SandboxCustomer) =>
      page.getByRole('region', { name: text.conversations }).getByRole('button', { name: new RegExp(nameOf(c)) });

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'inbox');
      await connectSandboxChannel(page, lng, `Inbox ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      account = channel.profile_id;
      customers = (await sandbox<AccountState>(`/accounts/${account}`)).customers;
      assert.ok(customers.length >= 3, 'the sandbox account has customers to play');
    });
    after(async () => {
      await context?.close();
    });

    it('turns the assistant on from the header', async () => {
      const toggle = page.getByRole('switch', { name: text.assistant });
      await toggle.click();
      await page.waitForFunction(
        () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true',
      );
      const user = await apiData<{ bot_status: string }>(server, page, '/api/v1/users');
      assert.equal(user.bot_status, 'ON');
    });

    it('a customer DM arrives live with a dot; opening it clears the dot', async () => {
      const [olena] = customers;
      await sandbox(`${customerPath(olena!)}/messages`, { text: `Доброго дня! Скільки коштує сукня? (${lng})` });
      await row(olena!).waitFor({ timeout: 15_000 });
      await row(olena!).getByTestId('unread-dot').waitFor();
      await row(olena!).click();
      await page.getByRole('region', { name: text.chatWith(nameOf(olena!)) }).waitFor();
      await row(olena!).getByTestId('unread-dot').waitFor({ state: 'detached', timeout: 6_000 });
    });

    it('the AI draft appears, is edited and sent; the customer sees it and the hint shows', async () => {
      const [olena] = customers;
      const pane = page.getByRole('region', { name: text.chatWith(nameOf(olena!)) });
      const draft = pane.getByRole('button', { name: new RegExp(`^${text.aiDraft} `) });
      await draft.waitFor({ timeout: 15_000 });
      assert.deepEqual(await axeViolations(page), [], 'axe: the list, the open thread and a draft');
      await draft.click();
      const input = pane.getByLabel(text.input);
      assert.ok((await input.inputValue()).length > 0, 'the draft moved into the textarea');
      await input.press('End');
      await input.pressSequentially(' Vitrina e2e');
      await input.press('Enter');
      await pane.getByText(text.hint).waitFor();
      const sent = await eventually(
        () => sandbox<{ messages: SandboxMessage[] }>(`${customerPath(olena!)}/messages`),
        (t) => t.messages.some((m) => m.from_shop && m.text.endsWith('Vitrina e2e')),
      );
      assert.ok(sent.messages.length >= 2);
    });

    it('two tabs stay in sync', async () => {
      const [olena] = customers;
      const second = await context.newPage();
      await second.goto(page.url());
      const pane2 = second.getByRole('region', { name: text.chatWith(nameOf(olena!)) });
      await pane2.waitFor();
      const pane = page.getByRole('region', { name: text.chatWith(nameOf(olena!)) });
      await pane.getByLabel(text.input).fill('Друга вкладка бачить це');
      await pane.getByRole('button', { name: text.send, exact: true }).click();
      await pane2.getByRole('list').getByText('Друга вкладка бачить це').waitFor({ timeout: 10_000 });
      await sandbox(`${customerPath(olena!)}/messages`, { text: 'І клієнт теж у обох' });
      await pane2.getByRole('list').getByText('І клієнт теж у обох').waitFor({ timeout: 10_000 });
      await pane.getByRole('list').getByText('І клієнт теж у обох').waitFor({ timeout: 10_000 });
      await second.close();
    });

    it('a double click on send reaches the customer once', async () => {
      const [olena] = customers;
      const pane = page.getByRole('region', { name: text.chatWith(nameOf(olena!)) });
      const once = `Лише один раз ${lng} ${Date.now()}`;
      await pane.getByLabel(text.input).fill(once);
      await pane.getByRole('button', { name: text.send, exact: true }).dblclick();
      const sent = () => sandbox<{ messages: SandboxMessage[] }>(`${customerPath(olena!)}/messages`);
      const count = (t: { messages: SandboxMessage[] }) => t.messages.filter((m) => m.text === once).length;
      await eventually(sent, (t) => count(t) >= 1);
      await pane.getByLabel(text.input).press('Enter'); // the box is empty again: nothing to send
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(count(await sent()), 1, 'the customer got the message once');
      assert.equal(await pane.getByRole('list').getByText(once).count(), 1, 'the thread shows it once');
      // The header's controls stay inside the pane (a narrower pane puts them on a row of their own).
      const paneBox = await pane.boundingBox();
      const last = await pane.getByRole('group', { name: text.tools }).getByRole('button').last().boundingBox();
      assert.ok(paneBox && last && last.x + last.width <= paneBox.x + paneBox.width, 'the last control is in view');
      await screenshot(page, `chats-1280-${lng}`);
      assert.deepEqual(await axeViolations(page), [], 'axe on the inbox at 1280 px');
    });

    it('a comment arrives and is answered in public in comment-reply mode', async () => {
      const marko = customers[1]!;
      const state = await sandbox<AccountState>(`/accounts/${account}`);
      const media = state.media[0]!;
      await sandbox(`${customerPath(marko)}/comments`, { media_id: media.id, text: `Яка ціна? (${lng})` });
      await row(marko).click();
      const pane = page.getByRole('region', { name: text.chatWith(nameOf(marko)) });
      await pane.getByRole('button', { name: text.replyWithComment }).first().click();
      const input = pane.getByLabel(text.commentInput);
      await input.fill('Відповіли вам у Direct');
      await input.press('Enter');
      await eventually(
        () => sandbox<AccountState>(`/accounts/${account}`),
        (s) =>
          s.media
            .flatMap((m) => m.comments)
            .some((c) => c.replies.some((r) => r.from_shop && r.text === 'Відповіли вам у Direct')),
      );
    });

    it('a customer who blocked the shop: the refusal shows, then the unreachable state', async () => {
      const iryna = customers[2]!;
      await sandbox(`${customerPath(iryna)}/messages`, { text: 'Дякую, не треба' });
      await row(iryna).click();
      const pane = page.getByRole('region', { name: text.chatWith(nameOf(iryna)) });
      const input = pane.getByLabel(text.input);
      await input.waitFor();
      await sandbox(`${customerPath(iryna)}/block`, { blocked: true });
      await input.fill('Ще одна пропозиція');
      await input.press('Enter');
      // The platform's refusal is shown, then the list refetches and the note says why; the typed
      // text stays (to copy), and cannot be sent.
      await pane.getByRole('alert').waitFor();
      await pane.getByRole('note').getByText(text.unreachable).waitFor({ timeout: 10_000 });
      await row(iryna).getByText(text.unsubscribed).waitFor();
      await pane.getByText(text.kept).waitFor();
      assert.equal(await pane.getByLabel(text.input).inputValue(), 'Ще одна пропозиція', 'the text is kept');
      assert.equal(await pane.getByRole('button', { name: text.send, exact: true }).isDisabled(), true);
    });

    it('a 375 px phone shows the list, then the conversation with a back arrow', async () => {
      const { phone, mobile } = await signedInPhone(server, browser, page, lng);
      await mobile.goto(`${server.url}/${lng}/chats`);
      const list = mobile.getByRole('region', { name: text.conversations });
      await list.waitFor();
      await mobile.getByRole('button', { name: text.menu }).waitFor();
      await screenshot(mobile, `chats-375-list-${lng}`);
      assert.equal(
        await mobile.getByRole('switch', { name: text.assistant }).isVisible(),
        false,
        'toggle in the burger',
      );
      const width = await list.evaluate((el) => el.getBoundingClientRect().width);
      assert.ok(width >= 360, `the list takes the width: ${width}`);
      await list.getByRole('button', { name: new RegExp(nameOf(customers[0]!)) }).click();
      const pane = mobile.getByRole('region', { name: text.chatWith(nameOf(customers[0]!)) });
      await pane.waitFor();
      assert.equal(await list.isVisible(), false, 'the list hides while a conversation is open');
      // The composer works at 375 px: a text box one can type in, send on the screen.
      const input = pane.getByLabel(text.input);
      const box = await input.boundingBox();
      assert.ok(box && box.width >= 200, `the text box is ${box?.width} px wide`);
      const send = pane.getByRole('button', { name: text.send, exact: true });
      const sendBox = await send.boundingBox();
      assert.ok(
        sendBox && sendBox.x >= 0 && sendBox.x + sendBox.width <= 375 && sendBox.y + sendBox.height <= 740,
        `send is inside the viewport: ${JSON.stringify(sendBox)}`,
      );
      const fromPhone = `З телефона ${lng} ${Date.now()}`;
      await input.fill(fromPhone);
      await send.click();
      await eventually(
        () => sandbox<{ messages: SandboxMessage[] }>(`${customerPath(customers[0]!)}/messages`),
        (t) => t.messages.some((m) => m.from_shop && m.text === fromPhone),
      );
      await input.fill('Ще питання?');
      await screenshot(mobile, `chats-375-${lng}`);
      assert.deepEqual(await axeViolations(mobile), [], 'axe on the phone layout');
      await pane.getByRole('button', { name: text.back }).click();
      await list.waitFor();
      await phone.close();
    });
  });
}

describe('a channel connects from an allowed origin other than PUBLIC_URL', () => {
  it('opened at localhost while PUBLIC_URL says 127.0.0.1, the popup returns to localhost', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await signUp(server, page, 'ua', 'origin');
      const port = new URL(server.url).port;
      const local = await signedInPage(page, context, `http://localhost:${port}`, `http://localhost:${port}/ua/chats`);
      await connectSandboxChannel(local, 'ua', 'Localhost');
      const channels = await apiData<{ channel_name: string }[]>(server, page, '/api/v1/channels');
      assert.deepEqual(
        channels.map((c) => c.channel_name),
        ['Localhost'],
      );
    } finally {
      await context.close();
    }
  });
});
