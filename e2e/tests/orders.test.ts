// Issue 31: orders from the chat. An owner with the sample stock (api/fixtures/stock-ua.csv) and a
// sandbox channel; a customer orders through the sandbox (ua: one item, the size changed midway,
// the phone as 067-123-45-67; en: two items, the phone as +380 67 123 45 67). The order panel
// beside the thread holds the lines, fields and total read from the conversation; the owner
// chooses nothing else, creates the order with one click, and finds it in /{lng}/orders. The
// panel works at phone width (a sheet opened by its toggle).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { newContext } from '../support/browser';
import {
  apiData,
  connectSandboxChannel,
  customerRow,
  eventually,
  sandboxApi,
  signedInPhone,
  signUp,
  uploadStock,
  type SandboxCustomer,
} from '../support/journeys';
import { serverAndBrowser } from '../support/suite';

const TEXTS = {
  ua: {
    conversations: 'Діалоги',
    panel: 'Замовлення з розмови',
    toggle: /^Замовлення \(\d+\)$/,
    name: 'Імʼя та прізвище',
    phone: 'Телефон',
    city: 'Місто',
    branch: 'Номер відділення',
    payment: 'Оплата',
    create: 'Створити замовлення',
    created: /Замовлення №\d+ створено/,
    ordersTitle: 'Замовлення',
    conversation: 'Відкрити розмову з покупцем',
    messages: [
      'Добрий день! Хочу замовити JN-3310 розмір 27',
      'ой, краще розмір 28',
      'Олена Коваль',
      '067-123-45-67',
      'Київ, відділення 12',
      'накладений платіж',
    ],
    lines: [['JN-3310', '28', '1']],
    customer: 'Олена Коваль',
    phoneValue: '+380671234567',
    cityValue: 'Київ',
    branchValue: '12',
    paymentValue: 'COD',
    total: /1\s290 грн/,
  },
  en: {
    conversations: 'Conversations',
    panel: 'Order from the conversation',
    toggle: /^Order \(\d+\)$/,
    name: 'Full name',
    phone: 'Phone',
    city: 'City',
    branch: 'Branch number',
    payment: 'Payment',
    create: 'Create order',
    created: /Order #\d+ created/,
    ordersTitle: 'Orders',
    conversation: 'Open the conversation with the customer',
    messages: [
      "Hi! I'll take JN-3310 size 27 and VT-3002 size 26",
      'My name is John Smith, +380 67 123 45 67',
      'Kyiv, Nova Poshta branch 5',
      'cash on delivery please',
    ],
    lines: [
      ['JN-3310', '27', '1'],
      ['VT-3002', '26', '1'],
    ],
    customer: 'John Smith',
    phoneValue: '+380671234567',
    cityValue: 'Київ',
    branchValue: '5',
    paymentValue: 'COD',
    total: /3,080 UAH/,
  },
} as const;

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`an order taken in the chat (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    let account: string;
    let customer: SandboxCustomer;
    let panel: Locator;
    const sandbox = <T>(p: string, body?: unknown) => sandboxApi<T>(server, p, body);

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'orders');
      await uploadStock(server, page);
      await page.goto(`${server.url}/${lng}/chats`);
      await connectSandboxChannel(page, lng, `Orders ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      account = channel.profile_id;
      const state = await sandbox<{ customers: SandboxCustomer[] }>(`/accounts/${account}`);
      customer = state.customers[lng === 'ua' ? 0 : 1]!;
    });
    after(async () => {
      await context?.close();
    });

    it('the panel beside the thread holds the lines, fields and total from the conversation', async () => {
      for (const message of text.messages) {
        await sandbox(`/accounts/${account}/customers/${customer.id}/messages`, { text: message });
      }
      await (await customerRow(server, page, text.conversations, customer)).click();
      panel = page.getByRole('complementary', { name: text.panel });
      await panel.waitFor();
      // The draft is read again on each message. The sandbox delivers the webhooks as Meta does, one
      // request each and not necessarily in order (the draft orders messages by their time), so wait
      // until every field the messages fill is in, not only the last message's.
      const filled = () =>
        Promise.all(
          [text.payment, text.city, text.branch, text.name, text.phone].map((label) =>
            panel.getByLabel(label).inputValue(),
          ),
        );
      const expected = [text.paymentValue, text.cityValue, text.branchValue, text.customer, text.phoneValue];
      await eventually(filled, (values) => values.every((v, i) => v === expected[i]), 20_000);
      const lines = await panel
        .locator('li')
        .evaluateAll((items) =>
          items.map((li) => [
            li.querySelector('strong')?.textContent ?? '',
            (li.querySelector('select') as HTMLSelectElement | null)?.value ?? '',
            (li.querySelector('input[type="number"]') as HTMLInputElement | null)?.value ?? '',
          ]),
        );
      assert.deepEqual(lines, text.lines);
      assert.equal(await panel.getByLabel(text.name).inputValue(), text.customer);
      assert.equal(await panel.getByLabel(text.phone).inputValue(), text.phoneValue);
      assert.equal(await panel.getByLabel(text.city).inputValue(), text.cityValue);
      assert.equal(await panel.getByLabel(text.branch).inputValue(), text.branchValue);
      assert.match((await panel.getByTestId('order-panel-total').textContent()) ?? '', text.total);
      assert.deepEqual(await axeViolations(page), [], 'axe: the thread with the order panel');
    });

    it('the owner creates it with one click and finds it in the orders list', async () => {
      await panel.getByRole('button', { name: text.create }).click();
      await panel.getByText(text.created).waitFor({ timeout: 15_000 });
      await page.goto(`${server.url}/${lng}/orders`);
      await page.getByRole('heading', { level: 1, name: text.ordersTitle }).waitFor();
      const order = page.getByRole('row', { name: new RegExp(text.customer) });
      await order.waitFor({ timeout: 15_000 });
      assert.match((await order.textContent()) ?? '', text.total);
      assert.match((await order.textContent()) ?? '', new RegExp(text.lines.map((l) => l[0]).join('.*')));
      assert.deepEqual(await axeViolations(page), [], 'axe: the orders list');
      // Its page: the conversation linked, the first status in the history.
      await order.getByRole('link').click();
      await page.getByRole('link', { name: text.conversation }).waitFor();
      assert.match(
        (await page.getByRole('link', { name: text.conversation }).getAttribute('href')) ?? '',
        /\/chats\?c=/,
      );
      assert.deepEqual(await axeViolations(page), [], 'axe: the order page');
    });

    it('at phone width the panel is a sheet its toggle opens', async () => {
      const { phone, mobile } = await signedInPhone(server, browser, page, lng);
      const [conversation] = await apiData<{ id: string }[]>(server, page, '/api/v1/channels/current/conversations');
      await mobile.goto(`${server.url}/${lng}/chats?c=${conversation.id}`);
      const toggle = mobile.getByRole('button', { name: text.toggle });
      await toggle.waitFor({ timeout: 15_000 });
      const sheet = mobile.getByRole('complementary', { name: text.panel });
      assert.equal(await sheet.getByRole('button', { name: text.create }).isVisible(), false);
      await toggle.click();
      await sheet.getByRole('button', { name: text.create }).waitFor();
      const box = await sheet.getByRole('button', { name: text.create }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `the sheet fits 375 px: ${JSON.stringify(box)}`);
      // Closed again, the bar leaves the composer usable.
      await toggle.click();
      assert.equal(await sheet.getByRole('button', { name: text.create }).isVisible(), false);
      await phone.close();
    });
  });
}
