// Issue 49: from order to parcel and payment. An owner with the sample stock and a sandbox channel;
// a customer orders in the chat; the owner creates the order, confirms it, picks the branch from
// Nova Poshta's list (the sandbox), makes the waybill in one click; the sandbox's clock moves the
// parcel to the branch and the customer gets the messages in the simulator. A prepaid order gets
// a payment link; paid on the sandbox's page, the order page shows it paid without a reload.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
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

const TEXTS = {
  ua: {
    conversations: 'Діалоги',
    panel: 'Замовлення з розмови',
    payment: 'Оплата',
    create: 'Створити замовлення',
    created: /Замовлення №\d+ створено/,
    confirm: 'Підтвердити',
    citySearch: 'Місто Нової пошти: перші літери',
    settingsLink: 'Налаштування Нової пошти й посилань на оплату',
    deliveryTab: 'Доставка й оплата',
    np: 'Нова пошта',
    from: /Посилки відправляються з: Київ, Відділення №1:/,
    save: 'Зберегти',
    saved: 'Збережено.',
    createWaybill: 'Створити накладну',
    checkNow: 'Перевірити статус зараз',
    atBranch: 'У відділенні',
    sendLink: 'Надіслати посилання на оплату',
    waiting: 'Очікує оплати',
    paid: 'Оплачено',
    messages: ['Добрий день! Хочу замовити JN-3310 розмір 28', 'Олена Коваль', '067-123-45-67', 'Київ, відділення 12'],
  },
  en: {
    conversations: 'Conversations',
    panel: 'Order from the conversation',
    payment: 'Payment',
    create: 'Create order',
    created: /Order #\d+ created/,
    confirm: 'Confirm',
    citySearch: 'Nova Poshta city: first letters',
    settingsLink: 'Nova Poshta and payment link settings',
    deliveryTab: 'Delivery and payments',
    np: 'Nova Poshta',
    from: /Parcels leave from: Київ, Відділення №1:/,
    save: 'Save',
    saved: 'Saved.',
    createWaybill: 'Create waybill',
    checkNow: 'Check status now',
    atBranch: 'At the branch',
    sendLink: 'Send payment link',
    waiting: 'Waiting for payment',
    paid: 'Paid',
    messages: [
      "Hi! I'll take JN-3310 size 28",
      'My name is John Smith, +380 67 123 45 67',
      'Kyiv, Nova Poshta branch 12',
    ],
  },
} as const;

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`an order to a parcel and a payment (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    let account: string;
    let customers: SandboxCustomer[];
    const sandbox = <T>(p: string, body?: unknown) => sandboxApi<T>(server, p, body);

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'parcel');
      await uploadStock(server, page);
      await page.goto(`${server.url}/${lng}/chats`);
      await connectSandboxChannel(page, lng, `Parcel ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      account = channel.profile_id;
      customers = (await sandbox<{ customers: SandboxCustomer[] }>(`/accounts/${account}`)).customers;
    });
    after(async () => {
      await context?.close();
    });

    /** The customer orders in the chat; the owner creates it from the panel (`payment` chosen) and opens its page. */
    async function orderFrom(customer: SandboxCustomer, payment: 'COD' | 'PREPAID'): Promise<string> {
      for (const message of text.messages) {
        await sandbox(`/accounts/${account}/customers/${customer.id}/messages`, { text: message });
      }
      await page.goto(`${server.url}/${lng}/chats`);
      await (await customerRow(server, page, text.conversations, customer)).click();
      const panel = page.getByRole('complementary', { name: text.panel });
      await panel.waitFor();
      await eventually(
        () => panel.getByLabel(text.payment).count(),
        (n) => n === 1,
        15_000,
      );
      await panel.getByLabel(text.payment).selectOption(payment);
      await panel.getByRole('button', { name: text.create }).click();
      await panel.getByText(text.created).waitFor({ timeout: 15_000 });
      const orders = await apiData<{ content: Array<{ id: string; payment: string }> }>(server, page, '/api/v1/orders');
      const order = orders.content.find((o) => o.payment === payment)!;
      await page.goto(`${server.url}/${lng}/orders/${order.id}`);
      return order.id;
    }

    it('the shop sends from a branch chosen in Settings › Delivery and payments, linked from the orders (no key needed in the sandbox)', async () => {
      await page.goto(`${server.url}/${lng}/orders`);
      await page.getByRole('link', { name: text.settingsLink }).click();
      await page.waitForURL(`${server.url}/${lng}/settings?tab=delivery`);
      const tab = page.getByRole('tab', { name: text.deliveryTab });
      await eventually(
        () => tab.getAttribute('aria-selected'),
        (v) => v === 'true',
        15_000,
      );
      const np = page.getByRole('region', { name: text.np });
      await np.getByLabel(text.citySearch).fill('Ки');
      await np.getByRole('button', { name: 'м. Київ, Київська обл.' }).click();
      await np.getByRole('button', { name: /Відділення №1:/ }).click();
      await np.getByText(text.from).waitFor({ timeout: 15_000 });
      assert.deepEqual(await axeViolations(page), [], 'axe: Settings › Delivery and payments');
    });

    it('branch from the list → waybill → the parcel arrives on the sandbox clock → the customer is told', async () => {
      const customer = customers[0]!;
      await orderFrom(customer, 'COD');
      await page.getByRole('button', { name: text.confirm, exact: true }).click();
      await page.getByLabel(text.citySearch).fill('Ки');
      await page.getByRole('button', { name: 'м. Київ, Київська обл.' }).click();
      await page.getByRole('button', { name: /Відділення №12/ }).click();
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await page.getByText(text.saved, { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: text.createWaybill }).click();
      const ttn = (await page.getByTestId('waybill-ttn').textContent({ timeout: 20_000 }))!.trim();
      assert.match(ttn, /^2045\d{10}$/);
      // Two steps of the sandbox's clock: on the way, then at the branch. Each step's message is
      // awaited before the next step: a parcel read only once at the branch was never "shipped".
      const told = (n: number) =>
        eventually(
          async () =>
            (
              await sandbox<{ messages: Array<{ from_shop: boolean; text: string }> }>(
                `/accounts/${account}/customers/${customer.id}/messages`,
              )
            ).messages.filter((m) => m.from_shop && m.text.includes(ttn)),
          (m) => m.length >= n,
          20_000,
        );
      for (const n of [1, 2]) {
        const res = await fetch(`${server.url}/sandbox/novaposhta/clock/step`, { method: 'POST' });
        assert.equal(res.status, 200);
        await page.getByRole('button', { name: text.checkNow }).click();
        await told(n);
      }
      await page.getByText(text.atBranch).first().waitFor({ timeout: 15_000 });
      // A moment for a second copy of either message, were one to be sent.
      await new Promise((r) => setTimeout(r, 500));
      assert.equal((await told(2)).length, 2, 'shipped and arrived, each once');
      assert.deepEqual(await axeViolations(page), [], 'axe: the order page with its parcel');
    });

    it('a prepaid order: the link in the thread, paid on the sandbox page, shown paid live', async () => {
      const customer = customers[1]!;
      await orderFrom(customer, 'PREPAID');
      await page.getByRole('button', { name: text.sendLink }).click();
      await page.getByTestId('payment-status').getByText(text.waiting).waitFor({ timeout: 15_000 });
      const link = (await page.getByRole('link', { name: /\/sandbox\/monobank\/pay\// }).getAttribute('href'))!;
      const payPage = await context.newPage();
      await payPage.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
      await payPage.getByRole('button', { name: 'Сплатити' }).click();
      await payPage.getByText('success').waitFor({ timeout: 15_000 });
      await payPage.close();
      // No reload: the webhook's ORDER_UPDATED reaches the open page.
      await page.getByTestId('payment-status').getByText(text.paid).waitFor({ timeout: 20_000 });
      assert.deepEqual(await axeViolations(page), [], 'axe: the paid order');
    });
  });
}
