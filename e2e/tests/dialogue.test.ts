// Issue 46: a whole conversation through the sandbox, in each language, with the owner sending each
// AI draft from the inbox (taken into the composer, then Send), so the shop's messages are in the
// thread as a real shop's are. An owner with the sample stock (api/fixtures/stock-ua.csv) and the
// assistant on; a customer asks the price of the palazzo trousers (beige VT-3010 and black
// VT-3011, 1490 грн, M in both), then "in M?" and "in black?" naming nothing else, takes it, and
// gives the name and phone, the city and branch (the summary names cash on delivery), changes
// the payment to prepayment, and says yes to the summary. The
// dialogue state (api/src/modules/agent/state/) carries the item, its colour and size, and what
// was given: no draft asks for a field the customer gave, and only the first one greets.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import {
  apiData,
  connectSandboxChannel,
  eventually,
  sandboxApi,
  signUp,
  uploadStock,
  type SandboxCustomer,
} from '../support/journeys';
import { serverAndBrowser } from '../support/suite';

/** The order's one line: the black palazzo trousers (VT-3011) in M, one piece. */
const ORDERED = ['VT-3011', 'M', '1'];

/** What the customer gives in the order, by the order's fields (api/src/modules/agent/answer/order-reply.ts). */
type Field = 'size' | 'customer_name' | 'phone' | 'city' | 'delivery' | 'payment';

interface Turn {
  /** What the customer writes. */
  readonly says: string;
  /** The order's fields this message gives: no draft from here on asks for them. */
  readonly gives: readonly Field[];
  /** The draft says all of these… */
  readonly draft: readonly RegExp[];
  /** …and none of these. */
  readonly not?: readonly RegExp[];
  /** The order forming in the conversation is ORDERED by now. */
  readonly order?: true;
}

const TEXTS = {
  ua: {
    assistant: 'AI-асистент',
    conversations: 'Діалоги',
    chatWith: (name: string) => `Діалог з ${name}`,
    input: 'Повідомлення клієнту',
    aiDraft: 'Відповідь AI',
    send: 'Надіслати',
    // The assistant's greetings (offline-communicator.ts), and the questions for each field (order-reply.ts).
    greeting: /^(Вітаємо|Доброго дня|Добрий день|Вітаю|Привіт)/,
    asks: {
      size: /Який розмір/i,
      customer_name: /ім['ʼ’]я та прізвище/i,
      phone: /номер телефону/i,
      city: /яке місто|місто й номер відділення/i,
      delivery: /номер відділення чи поштомата/i,
      payment: /зручніше оплатити/i,
    },
    turns: [
      { says: 'Добрий день! Скільки коштують штани палаццо?', gives: [], draft: [/Штани палаццо/, /1490 грн/] },
      {
        says: 'а в M є?',
        gives: ['size'],
        draft: [/Штани палаццо/, /VT-3010/, /розмір M є в наявності/],
      },
      {
        says: 'а в чорному?',
        gives: [],
        draft: [/чорний \(арт\. VT-3011\)/, /розмір M є в наявності/],
        not: [/VT-3010/],
      },
      { says: 'беру', gives: [], draft: [/імʼя та прізвище отримувача/], order: true },
      { says: 'Олена Коваль, 067 123 45 67', gives: ['customer_name', 'phone'], draft: [/місто й номер відділення/] },
      {
        // The payment not said: cash on delivery, named in the summary (docs/product.md §9.8).
        says: 'Київ, відділення Нової пошти 12',
        gives: ['city', 'delivery'],
        draft: [
          /^Ваше замовлення: Штани палаццо, чорний, розмір M \(VT-3011\) — 1 шт\. × 1490 грн/,
          /Отримувач: Олена Коваль, \+380671234567/,
          /Нова пошта, Київ, відділення №12/,
          /Оплата: накладений платіж \(можна й передоплату на картку\)/,
          /Все вірно\?/,
        ],
      },
      {
        says: 'краще передоплата на картку',
        gives: ['payment'],
        draft: [/Ваше замовлення: Штани палаццо/, /Оплата: передоплата на картку\./, /Все вірно\?/],
      },
      {
        says: 'так, все вірно',
        gives: [],
        draft: [/^Дякую/, /менеджер/],
        not: [/Ваше замовлення|Разом|Отримувач/, /\?/],
        order: true,
      },
    ] satisfies readonly Turn[],
  },
  en: {
    assistant: 'AI assistant',
    conversations: 'Conversations',
    chatWith: (name: string) => `Conversation with ${name}`,
    input: 'Message to the customer',
    aiDraft: 'AI reply',
    send: 'Send',
    greeting: /^(Hello|Hi|Good day|Good morning|Good afternoon)\b/,
    asks: {
      size: /Which size/i,
      customer_name: /full name/i,
      phone: /phone number/i,
      city: /Which city|the city and the Nova Poshta/i,
      delivery: /branch or parcel locker number/i,
      payment: /How would you like to pay/i,
    },
    turns: [
      { says: 'Hi! How much are the palazzo trousers?', gives: [], draft: [/VT-3010/, /1490 UAH/] },
      { says: 'do you have it in M?', gives: ['size'], draft: [/VT-3010/, /size M is in stock/] },
      {
        says: 'and in black?',
        gives: [],
        draft: [/black \(code VT-3011\)/, /size M is in stock/],
        not: [/VT-3010/],
      },
      { says: "I'll take it", gives: [], draft: [/recipient's full name/], order: true },
      {
        says: 'Olena Koval, +380 67 123 45 67',
        gives: ['customer_name', 'phone'],
        draft: [/the city and the Nova Poshta branch/],
      },
      {
        says: 'Kyiv, Nova Poshta branch 12',
        gives: ['city', 'delivery'],
        draft: [
          /^Your order: .*, size M \(VT-3011\) — 1 pc × 1490 UAH/,
          /Recipient: Olena Koval, \+380671234567/,
          /Nova Poshta, .*, branch №12/,
          /Payment: cash on delivery \(prepayment by card is possible too\)/,
          /Is everything correct\?/,
        ],
      },
      {
        says: 'prepayment by card please',
        gives: ['payment'],
        draft: [/Your order: /, /Payment: prepayment by card\./, /Is everything correct\?/],
      },
      {
        says: "yes, that's right",
        gives: [],
        draft: [/^Thank/, /manager/],
        not: [/Your order|Total|Recipient/, /\?/],
        order: true,
      },
    ] satisfies readonly Turn[],
  },
} as const;

interface SandboxMessage {
  text: string;
  from_shop: boolean;
}

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`a whole conversation, the owner sending each AI draft (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    let account: string;
    let customer: SandboxCustomer;
    let pane: Locator;
    const given = new Set<Field>();
    const sandbox = <T>(p: string, body?: unknown) => sandboxApi<T>(server, p, body);
    const customerPath = () => `/accounts/${account}/customers/${customer.id}`;

    /**
     * The AI draft for the customer's message, taken into the composer. Each draft is taken (which
     * removes it from the pane) and sent before the customer writes again, so the one shown is new.
     */
    async function takeDraft(): Promise<string> {
      const draft = pane.getByRole('button', { name: new RegExp(`^${text.aiDraft} `) });
      await draft.waitFor({ timeout: 20_000 });
      await draft.click();
      const value = await pane.getByLabel(text.input).inputValue();
      assert.ok(value.length > 0, 'the draft moved into the composer');
      return value;
    }

    /** The order forming in the conversation (what the panel beside the thread shows): code, size, quantity. */
    async function orderLines(): Promise<string[][]> {
      const [conversation] = await apiData<{ id: string }[]>(server, page, '/api/v1/channels/current/conversations');
      const draft = await apiData<{ lines: { code: string; size: string | null; quantity: number }[] }>(
        server,
        page,
        `/api/v1/orders/draft?conversation_id=${conversation.id}`,
      );
      return draft.lines.map((l) => [l.code, l.size ?? '', String(l.quantity)]);
    }

    /** Send as the owner: the composer empties once the server stored it, and the customer has it. */
    async function send(draft: string): Promise<void> {
      await pane.getByRole('button', { name: text.send, exact: true }).click();
      await eventually(
        () => pane.getByLabel(text.input).inputValue(),
        (v) => v === '',
        15_000,
      );
      await eventually(
        () => sandbox<{ messages: SandboxMessage[] }>(`${customerPath()}/messages`),
        (t) => t.messages.some((m) => m.from_shop && m.text === draft),
        15_000,
      );
    }

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'dialogue');
      await uploadStock(server, page);
      await connectSandboxChannel(page, lng, `Dialogue ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      account = channel.profile_id;
      const state = await sandbox<{ customers: SandboxCustomer[] }>(`/accounts/${account}`);
      customer = state.customers[lng === 'ua' ? 0 : 1]!;
      await page.getByRole('switch', { name: text.assistant }).click();
      await page.waitForFunction(
        () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true',
      );
      assert.equal((await apiData<{ bot_status: string }>(server, page, '/api/v1/users')).bot_status, 'ON');
    });
    after(async () => {
      await context?.close();
    });

    text.turns.forEach((turn: Turn, i) => {
      it(`turn ${i + 1}: "${turn.says}"`, async () => {
        await sandbox(`${customerPath()}/messages`, { text: turn.says });
        if (i === 0) {
          const name = customer.name || customer.username;
          const row = page
            .getByRole('region', { name: text.conversations })
            .getByRole('button', { name: new RegExp(name) });
          // The row failed to show in 3 of 10 runs on the loaded machine (2026-11-28): say what there was.
          // It shows at once as "Customer" and takes the name when the profile is read in the background,
          // which took over 30 s in both of 2026-11-29's full CI runs (load 7–10): wait longer for it.
          await row.waitFor({ timeout: 90_000 }).catch(async (e: unknown) => {
            const listed = await apiData<unknown[]>(server, page, '/api/v1/channels/current/conversations');
            const shown = await page.getByRole('region', { name: text.conversations }).textContent();
            const messages = await sandbox<{ messages: SandboxMessage[] }>(`${customerPath()}/messages`);
            assert.fail(
              `no row for ${name}: ${String(e)}; API: ${JSON.stringify(listed).slice(0, 600)}; list: ${shown}; sandbox: ${JSON.stringify(messages).slice(0, 300)}`,
            );
          });
          await row.click();
          pane = page.getByRole('region', { name: text.chatWith(name) });
          await pane.waitFor();
        }
        const draft = await takeDraft();
        for (const field of turn.gives) given.add(field);
        // Sent even when a check fails, so the later turns still follow the shop's messages.
        try {
          const about = `turn ${i + 1} draft: ${draft}`;
          for (const re of turn.draft) assert.match(draft, re, about);
          for (const re of turn.not ?? []) assert.doesNotMatch(draft, re, about);
          // One greeting per conversation: the shop has written since the first draft.
          if (i === 0) assert.match(draft, text.greeting, about);
          else assert.doesNotMatch(draft, text.greeting, about);
          for (const field of given) assert.doesNotMatch(draft, text.asks[field], `asks for ${field} again: ${about}`);
          if (turn.order) {
            // The order is for the item in focus: black, in the size asked in turn 2. Read once the
            // draft is there, that is after the server has stored the customer's message.
            assert.deepEqual(await orderLines(), [ORDERED], `turn ${i + 1}: the order's lines`);
          }
        } finally {
          await send(draft);
        }
      });
    });
  });
}
