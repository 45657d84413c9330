import { loadConfig } from '../src/config';
import { FixedUsdRate, NBU_USD_URL, NbuUsdRate, toKopiykas } from '../src/modules/billing/rate';
import { billingHarness } from './billing-harness';
import { createTestApp, describeOneDb, json, mailbox, type TestApp } from './helpers';

/**
 * Plans charged in hryvnias (issue 52, docs/product.md §9.16): monobank acquiring charges UAH
 * (`invoice/create`'s `ccy` defaults to 980, amounts in kopiykas), the plans are priced in dollars
 * (the one source), so every invoice is made in hryvnias at the rate of the moment it is made and
 * keeps both; the rate is a setting (`BILLING_USD_RATE`: a fixed figure, the sandbox's 41.50, or
 * the NBU's official rate of the day).
 */
const T0 = new Date('2031-03-10T09:00:00.000Z');

describe('the dollar’s rate', () => {
  it('BILLING_USD_RATE: the sandbox’s fixed 41.50 by default, the NBU’s outside it, or a figure', () => {
    expect(loadConfig({}).billing.usdRate).toBe(41.5);
    expect(loadConfig({ MONOBANK_API_URL: 'https://api.monobank.ua' }).billing.usdRate).toBe('nbu');
    expect(loadConfig({ BILLING_USD_RATE: '40.125' }).billing.usdRate).toBe(40.125);
    expect(loadConfig({ BILLING_USD_RATE: 'nbu' }).billing.usdRate).toBe('nbu');
    for (const bad of ['0', '-3', 'usd', '41,5'])
      expect(() => loadConfig({ BILLING_USD_RATE: bad })).toThrow(
        /BILLING_USD_RATE: must be 'nbu' or hryvnias per dollar/,
      );
  });

  it('converts to the kopiyka', () => {
    expect(toKopiykas(44_999, 41.5)).toBe(1_867_459); // 18,674.585 → 18,674.59
    expect(toKopiykas(2999, 40.1234)).toBe(120_330);
  });

  it('the NBU’s rate of the day: read at most hourly; unreachable, the last one stands in for three days, then 503', async () => {
    let now = Date.parse('2031-03-10T09:00:00Z');
    const answers: unknown[] = [
      [{ r030: 840, txt: 'Долар США', rate: 41.2345, cc: 'USD', exchangedate: '10.03.2031' }],
      [{ r030: 840, txt: 'Долар США', rate: 41.3, cc: 'USD', exchangedate: '10.03.2031' }],
    ];
    const urls: string[] = [];
    const rate = new NbuUsdRate(
      async (url) => {
        urls.push(url);
        const next = answers.shift();
        if (!next) throw new Error('unreachable');
        return next;
      },
      () => now,
    );
    expect(await rate.now()).toBe(41.2345);
    now += 30 * 60_000;
    expect(await rate.now()).toBe(41.2345);
    expect(urls).toEqual([NBU_USD_URL]);
    now += 31 * 60_000;
    expect(await rate.now()).toBe(41.3);
    now += 2 * 86_400_000;
    expect(await rate.now()).toBe(41.3); // unreachable: the last rate, two days old
    now += 2 * 86_400_000;
    await expect(rate.now()).rejects.toMatchObject({ statusCode: 503, key: 'billing.rate_unavailable' });
    // An answer without a dollar rate is no rate.
    const odd = new NbuUsdRate(async () => [{ cc: 'EUR', rate: 45 }]);
    await expect(odd.now()).rejects.toMatchObject({ statusCode: 503 });
  });
});

describeOneDb('billing in hryvnias', (target) => {
  let t: TestApp;
  let clock = T0;
  beforeAll(async () => {
    t = await createTestApp(target);
    t.app.billingService.useClock(() => clock);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = T0;
    t.app.billingService.useRate(new FixedUsdRate(41.5));
  });

  const { req, billing, sandbox, subscribed, settled, newest } = billingHarness(() => t);

  it('each invoice fixes the rate of the moment it is made: the page, its receipt, the renewal at the new rate', async () => {
    const owner = await subscribed('STARTER', 'success_declines_later');
    const first = (await billing(owner.auth)).invoices[0];
    expect(first).toMatchObject({ usd_cents: 2999, usd_rate: 41.5, amount_cents: 124_459, ccy: 980, status: 'PAID' });
    expect(sandbox().invoices.get(owner.pageUrl.split('/').pop()!)).toMatchObject({ amount: 124_459, ccy: 980 });
    // The page shows hryvnias.
    const page = await t.app.inject({ method: 'GET', url: new URL(owner.pageUrl).pathname });
    expect(page.body).toContain('Оплата 1244.59 грн');

    // A month on the rate is 42.10: the renewal is made at it; the failure mail says the hryvnias.
    t.app.billingService.useRate(new FixedUsdRate(42.1));
    expect((await billing(owner.auth)).usd_rate).toBe(42.1);
    clock = new Date('2031-04-10T09:00:00.000Z');
    await t.app.billingService.renewDue();
    const failed = newest(await settled(owner.auth, 'RENEWAL'), 'RENEWAL');
    expect(failed).toMatchObject({ usd_cents: 2999, usd_rate: 42.1, amount_cents: 126_258, status: 'FAILED' });
    expect((await mailbox(t.app, owner.email))[0].text).toContain('Оплата 1262,58 грн за тариф Starter не пройшла');
    // The first invoice keeps its rate.
    expect((await billing(owner.auth)).invoices.at(-1)).toMatchObject({ usd_rate: 41.5, amount_cents: 124_459 });
  });

  it('the preview says the hryvnias of now; an upgrade’s difference and a top-up are converted too', async () => {
    const owner = await subscribed('STARTER');
    clock = new Date('2031-03-25T09:00:00.000Z');
    t.app.billingService.useRate(new FixedUsdRate(40));
    const preview = json(await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PLUS' })).data;
    expect(preview).toMatchObject({ action: 'UPGRADE', usd_rate: 40 });
    expect(preview.amount_now_uah_cents).toBe(preview.amount_now_cents * 40);
    await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PLUS' });
    expect(newest(await settled(owner.auth, 'UPGRADE'), 'UPGRADE')).toMatchObject({
      usd_cents: preview.amount_now_cents,
      amount_cents: preview.amount_now_uah_cents,
      ccy: 980,
    });
    await req('POST', '/api/v1/billing/top-up', owner.auth);
    expect(newest(await settled(owner.auth, 'TOP_UP'), 'TOP_UP')).toMatchObject({
      usd_cents: 1500,
      amount_cents: 60_000,
    });
  });

  it('no rate, no charge: buying answers 503 and nothing is claimed or made', async () => {
    const owner = await subscribed('STARTER');
    const before = (await billing(owner.auth)).invoices.length;
    t.app.billingService.useRate(new NbuUsdRate(async () => Promise.reject(new Error('offline'))));
    const refused = await req('POST', '/api/v1/billing/top-up', owner.auth);
    expect([refused.statusCode, json(refused).error_message]).toEqual([
      503,
      'The dollar’s rate cannot be read now, so nothing was charged: try again later',
    ]);
    const b = await billing(owner.auth);
    expect(b.usd_rate).toBeNull();
    expect(b.invoices).toHaveLength(before);
    // The charge was not left claimed: with a rate again, a top-up goes through.
    t.app.billingService.useRate(new FixedUsdRate(41.5));
    expect((await req('POST', '/api/v1/billing/top-up', owner.auth)).statusCode).toBe(200);
  });
});
