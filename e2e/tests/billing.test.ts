// Issue 52: plans that can be bought (docs/product.md §9.16), in each language: the signed-in owner
// chooses Pro on the public pricing page, lands in Settings › "Тарифи і оплата" with Pro's preview
// (what happens) shown, confirms, pays on the monobank
// sandbox's page (with a card that declines later charges) and comes back to settings showing Pro
// and the next charge; cancels ("active until …"); resumes; then the sandbox's clock moves a month
// on, the renewal is declined and the open tab shows it live. axe on the tab in each state.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import { axeViolations } from '../support/axe';
import { apiData, signUp } from '../support/journeys';
import { serverAndBrowser } from '../support/suite';

const TEXTS = {
  ua: {
    plan: 'Поточний тариф',
    choosePro: 'Обрати Pro',
    pricingPro: 'Обрати тариф Pro',
    confirm: 'Підтвердити',
    willPay: /Pro: ви сплачуєте 449,99/,
    nextCharge: /Наступне списання: .*449,99/,
    cancel: 'Скасувати тариф',
    cancelYes: 'Так, скасувати',
    activeUntil: /Діє до .*, без продовження\./,
    resume: /Pro знову продовжиться/,
    failed: /Оплата продовження не пройшла: спробуємо списати з картки ще раз/,
    choosePlus: 'Обрати Plus',
    askTds: /Банк просить підтвердити оплату .* за продовження тарифу Plus \(3-D Secure\)/,
    confirmPayment: 'Підтвердити оплату',
    plusNextCharge: /Наступне списання: .*119,99/,
  },
  en: {
    plan: 'Current plan',
    choosePro: 'Choose Pro',
    pricingPro: 'Choose plan Pro',
    confirm: 'Confirm',
    willPay: /Pro: you pay \$449\.99 now/,
    nextCharge: /Next charge: .*\$449\.99/,
    cancel: 'Cancel the plan',
    cancelYes: 'Yes, cancel',
    activeUntil: /Active until .*, not renewed\./,
    resume: /Pro renews again/,
    failed: /The renewal payment failed: we will try the card again/,
    choosePlus: 'Choose Plus',
    askTds: /Your bank asks you to confirm the payment of .* renewing Plus \(3-D Secure\)/,
    confirmPayment: 'Confirm the payment',
    plusNextCharge: /Next charge: .*\$119\.99/,
  },
} as const;

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`billing (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    const tab = () => page.getByRole('tabpanel');

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'billing');
    });
    after(async () => {
      await context?.close();
    });

    it('the pricing page’s Pro → settings with Pro’s preview → the sandbox’s payment page → Pro and the next charge', async () => {
      // The prerendered page: the card's button is the calculator island's, clicked as soon as it is
      // there (a click before the island and its cards are live is held and made again then).
      await page.goto(`${server.url}/${lng}/pricing`);
      await page.getByRole('button', { name: text.pricingPro }).click();
      await page.waitForURL(new RegExp(`/${lng}/settings\\?tab=tariffs$`), { timeout: 15_000 });
      await page.getByRole('heading', { name: text.plan }).waitFor();
      await tab().getByText(text.willPay).waitFor();
      assert.deepEqual(await axeViolations(page), [], 'axe: the plans and the confirmation');
      await tab().getByRole('button', { name: text.confirm }).click();
      await page.waitForURL(/\/sandbox\/monobank\/pay\//, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Сплатити карткою, що відмовить у наступних списаннях' }).click();
      await page.waitForURL(new RegExp(`/${lng}/settings\\?tab=tariffs$`), { timeout: 15_000 });
      await tab().getByText(text.nextCharge).waitFor({ timeout: 15_000 });
      const billing = await apiData<{ plan: string; status: string }>(server, page, '/api/v1/billing');
      assert.deepEqual([billing.plan, billing.status], ['PRO', 'ACTIVE']);
      assert.deepEqual(await axeViolations(page), [], 'axe: a paid plan');
    });

    it('cancel → "active until …"; choosing Pro again resumes it', async () => {
      await tab().getByRole('button', { name: text.cancel }).click();
      await tab().getByRole('button', { name: text.cancelYes }).click();
      await tab().getByText(text.activeUntil).waitFor();
      assert.deepEqual(await axeViolations(page), [], 'axe: a cancelled plan');
      await tab().getByRole('button', { name: text.choosePro }).click();
      await tab().getByText(text.resume).waitFor();
      await tab().getByRole('button', { name: text.confirm }).click();
      await tab().getByText(text.nextCharge).waitFor();
    });

    it('a month later the renewal is declined: the open tab shows it live', async () => {
      const moved = await fetch(`${server.url}/sandbox/billing/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ days: 32 }),
      });
      assert.equal(moved.status, 200);
      await tab().getByRole('alert').getByText(text.failed).waitFor({ timeout: 20_000 });
      assert.deepEqual(await axeViolations(page), [], 'axe: a failed renewal');
    });
  });
}

// 3-D Secure on a renewal (docs/product.md §9.16): a kept card whose bank asks to confirm each later
// charge; a month on, the open tab says so with a link to the acquirer's page; confirmed there, the
// plan renews and the tab shows the next charge.
for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`billing: 3-D Secure on a renewal (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    const tab = () => page.getByRole('tabpanel');

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      await signUp(server, page, lng, 'billing-tds');
    });
    after(async () => {
      await context?.close();
    });

    it('the renewal waits for the owner: "confirm the payment" → the bank’s page → renewed', async () => {
      await page.goto(`${server.url}/${lng}/settings`);
      await tab().getByRole('button', { name: text.choosePlus }).click();
      await tab().getByRole('button', { name: text.confirm }).click();
      await page.waitForURL(/\/sandbox\/monobank\/pay\//, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Картка, що проситиме 3-D Secure при наступних списаннях' }).click();
      await page.waitForURL(new RegExp(`/${lng}/settings\\?tab=tariffs$`), { timeout: 15_000 });
      await tab().getByText(text.plusNextCharge).waitFor({ timeout: 15_000 });
      const paid = await apiData<{ period_end: string }>(server, page, '/api/v1/billing');

      const moved = await fetch(`${server.url}/sandbox/billing/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ days: 32 }),
      });
      assert.equal(moved.status, 200);
      const alert = tab().getByRole('alert').filter({ hasText: text.askTds });
      await alert.waitFor({ timeout: 20_000 });
      assert.deepEqual(await axeViolations(page), [], 'axe: a payment to confirm');
      await alert.getByRole('link', { name: text.confirmPayment }).click();
      await page.waitForURL(/\/sandbox\/monobank\/pay\//, { timeout: 15_000 });
      await page.getByRole('heading', { name: '3-D Secure' }).waitFor();
      await page.getByRole('button', { name: 'Підтвердити', exact: true }).click();
      await page.waitForURL(new RegExp(`/${lng}/settings\\?tab=tariffs$`), { timeout: 15_000 });
      await tab().getByText(text.plusNextCharge).waitFor({ timeout: 15_000 });
      const renewed = await apiData<{ period_start: string; confirmation: unknown; status: string }>(
        server,
        page,
        '/api/v1/billing',
      );
      assert.deepEqual([renewed.period_start, renewed.confirmation, renewed.status], [paid.period_end, null, 'ACTIVE']);
    });
  });
}
