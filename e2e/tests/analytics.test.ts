// Issue 34: analytics counts what happens in the inbox. An owner connects the sandbox channel; two
// customers write (two chats, two new customers, in Direct); the owner answers one of them by hand
// (the assistant is off: an answer without a draft). /{lng}/analytics, reached through the side
// menu, counts them in its chats and its assistant share, and axe finds nothing on the page.
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
  signUp,
  type SandboxCustomer,
} from '../support/journeys';
import { serverAndBrowser } from '../support/suite';

/** The parts of the analytics answers this suite reads (shared/src/contracts/analytics.ts). */
interface ChatsReport {
  total: { chats: number };
}
interface AssistantReport {
  total: { by_hand: number };
}

const TEXTS = {
  ua: {
    menu: 'Аналітика',
    title: 'Аналітика',
    chats: 'Чати',
    chatsSummary: 'Чатів: 2 — нових клієнтів 2, повторних 0; у Direct 2, у коментарях 0.',
    assistant: 'Частка асистента',
    byHand: /вручну без чернетки — 1/,
    show: 'Показати таблицею',
  },
  en: {
    menu: 'Analytics',
    title: 'Analytics',
    chats: 'Chats',
    chatsSummary: 'Chats: 2. New customers 2, returning 0; in Direct 2, in comments 0.',
    assistant: "The assistant's share",
    byHand: /by hand without a draft 1/,
    show: 'Show as a table',
  },
} as const;

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`analytics counts the inbox's chats (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'analytics');
      await page.goto(`${server.url}/${lng}/chats`);
      await connectSandboxChannel(page, lng, `Analytics ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      const account = channel!.profile_id;
      const { customers } = await sandboxApi<{ customers: SandboxCustomer[] }>(server, `/accounts/${account}`);
      for (const customer of customers.slice(0, 2)) {
        await sandboxApi(server, `/accounts/${account}/customers/${customer.id}/messages`, {
          text: 'Привіт! Є сукня?',
        });
      }
      const today = new Date().toISOString().slice(0, 10);
      const query = `from=${today}&to=${today}&tz_offset=0`;
      await eventually(
        () => apiData<ChatsReport>(server, page, `/api/v1/analytics/chats?${query}`),
        (r) => r.total.chats === 2,
      );
      // The owner answers the first customer by hand (the inbox's send call).
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const sent = await fetch(`${server.url}/api/v1/channels/current/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'Так, є!',
          recipient_id: customers[0]!.id,
          idempotency_key: `analytics-${lng}-1`,
        }),
      });
      assert.equal(sent.status, 200, `the send answers 200: ${await sent.clone().text()}`);
      const assistant = await apiData<AssistantReport>(server, page, `/api/v1/analytics/assistant?${query}`);
      assert.equal(assistant.total.by_hand, 1, JSON.stringify(assistant.total));
    });
    after(async () => {
      await context?.close();
    });

    it('the side menu opens the page, which counts the two chats and the answer by hand', async () => {
      await page.getByRole('complementary').getByRole('link', { name: text.menu }).click();
      await page.waitForURL(`**/${lng}/analytics`);
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      const chats = page.getByRole('region', { name: text.chats });
      await chats.getByText(text.chatsSummary).waitFor({ timeout: 15_000 });
      await page.getByRole('region', { name: text.assistant }).getByText(text.byHand).waitFor();
      // The chart's figures as a table.
      await chats.getByRole('button', { name: text.show }).click();
      assert.ok(await chats.getByRole('table').first().isVisible(), 'the chats table shows');
      assert.deepEqual(await axeViolations(page, 'main'), []);
    });
  });
}
