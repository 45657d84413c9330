import { annualPriceCents, planOffer } from '@vitrina/shared/contracts/constants';
import { billingHarness } from './billing-harness';
import { insertChannel, insertConversation, insertMessage } from './channel-rows';
import { createTestApp, describeOneDb, json, signedInUser, type TestApp } from './helpers';

/**
 * Yearly plans (issue 52, docs/product.md §9.16) on billing's fixed clock: a year paid at once,
 * 12 months' price minus 30 % (the spec's annual value, the pricing page's annual summary), renewed
 * yearly; the plan's chats counted month by month, the months' chats over the plan charged with the
 * renewal; the same plan monthly ↔ yearly switches from the next period.
 */
const DAY = 86_400_000;
const T0 = new Date('2031-03-10T09:00:00.000Z');
const PRO_YEAR = 377_992; // 449.99 × 12 = 5,399.88, minus 30 % (1,619.96)
const PLUS_YEAR = 100_792;
const STARTER_YEAR = 25_192;

describeOneDb('billing: yearly plans', (target) => {
  let t: TestApp;
  let clock = T0;
  beforeAll(async () => {
    t = await createTestApp(target);
    t.app.billingService.useClock(() => clock);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = T0;
  });

  const { req, billing, subscribed, settled, newest } = billingHarness(() => t);

  async function chats(userId: string, n: number, at: Date) {
    const channelId = await insertChannel(t.app, userId, `Chats ${Math.random()}`);
    for (let i = 0; i < n; i += 1) {
      const conversationId = await insertConversation(t.app, channelId, `c-${i}-${Math.random()}`);
      await insertMessage(t.app, { conversationId, channelId, time: at });
    }
  }

  it('the year’s price is the one source’s: 12 months − 30 %, as the pricing page’s annual summary', () => {
    expect(planOffer('PRO').year_price_cents).toBe(PRO_YEAR);
    expect(planOffer('PLUS').year_price_cents).toBe(PLUS_YEAR);
    expect(planOffer('STARTER').year_price_cents).toBe(STARTER_YEAR);
    expect(annualPriceCents(149_999)).toBe(149_999 * 12 - Math.round(149_999 * 12 * 0.3));
  });

  it('Pro for a year: the preview, one payment on the page for 12 months, a period of a year', async () => {
    const owner = await signedInUser(t.app);
    const preview = json(
      await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PRO', period: 'YEAR' }),
    ).data;
    expect(preview).toEqual({
      action: 'SUBSCRIBE',
      plan: 'PRO',
      period: 'YEAR',
      amount_now_cents: PRO_YEAR,
      amount_now_uah_cents: Math.round(PRO_YEAR * 41.5),
      usd_rate: 41.5,
      effective_at: T0.toISOString(),
      next_charge_at: '2032-03-10T09:00:00.000Z',
      next_charge_cents: PRO_YEAR,
    });
    const { pageUrl } = await subscribed('PRO', 'success', { period: 'YEAR' });
    expect(t.app.monobankSandbox!.invoices.get(pageUrl.split('/').pop()!)!.destination).toBe(
      'Vitrina Pro: 1500 chats a month, for a year',
    );
    const b = await billing(owner.auth);
    expect(b.plan).toBe('TRIAL'); // the preview's owner bought nothing
    const bad = await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PRO', period: 'WEEK' });
    expect([bad.statusCode, json(bad).error_message]).toEqual([400, 'period: Period: MONTH or YEAR']);
  });

  it('a year’s chats are counted month by month; the months over the plan are charged with the yearly renewal', async () => {
    const owner = await subscribed('STARTER', 'success', { period: 'YEAR' });
    const paid = await billing(owner.auth);
    expect(paid).toMatchObject({
      plan: 'STARTER',
      status: 'ACTIVE',
      period: 'YEAR',
      next_period: null,
      period_end: '2032-03-10T09:00:00.000Z',
      next_charge_at: '2032-03-10T09:00:00.000Z',
      next_charge_cents: STARTER_YEAR,
    });
    expect(paid.invoices[0]).toMatchObject({ kind: 'SUBSCRIBE', period: 'YEAR', usd_cents: STARTER_YEAR });

    // The second month: 110 chats of Starter's 100 a month.
    await chats(owner.id, 110, new Date('2031-04-15T09:00:00.000Z'));
    clock = new Date('2031-04-20T09:00:00.000Z');
    expect(await billing(owner.auth)).toMatchObject({
      usage: { since: '2031-04-10T09:00:00.000Z', chats_used: 110, included_chats: 100, extra_chats: 10 },
      next_charge_cents: STARTER_YEAR + 10 * 30,
    });
    // The third month starts afresh; April's 10 over the plan wait for the renewal.
    clock = new Date('2031-05-20T09:00:00.000Z');
    expect(await billing(owner.auth)).toMatchObject({
      usage: { since: '2031-05-10T09:00:00.000Z', chats_used: 0, extra_chats: 0 },
      next_charge_cents: STARTER_YEAR + 10 * 30,
    });
    // Nothing is due before the year's end; then a year more.
    clock = new Date('2031-12-31T09:00:00.000Z');
    await t.app.billingService.renewDue();
    expect((await billing(owner.auth)).invoices).toHaveLength(1);
    clock = new Date('2032-03-10T09:00:00.000Z');
    await t.app.billingService.renewDue();
    const renewed = await settled(owner.auth, 'RENEWAL');
    expect(renewed).toMatchObject({
      period: 'YEAR',
      period_start: '2032-03-10T09:00:00.000Z',
      period_end: '2033-03-10T09:00:00.000Z',
    });
    expect(newest(renewed, 'RENEWAL')).toMatchObject({
      period: 'YEAR',
      usd_cents: STARTER_YEAR + 300,
      extra_chats: 10,
      status: 'PAID',
    });
  });

  it('the same plan monthly → yearly switches from the next period; a dearer plan mid-year is prorated on the year’s prices', async () => {
    const owner = await subscribed('PLUS');
    const preview = json(
      await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PLUS', period: 'YEAR' }),
    ).data;
    expect(preview).toMatchObject({
      action: 'CHANGE_PERIOD',
      amount_now_cents: 0,
      effective_at: '2031-04-10T09:00:00.000Z',
      next_charge_cents: PLUS_YEAR,
    });
    const switched = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PLUS', period: 'YEAR' }))
      .data.billing;
    expect(switched).toMatchObject({ period: 'MONTH', next_period: 'YEAR', next_charge_cents: PLUS_YEAR });
    // Asking the monthly plan again drops the switch (RESUME).
    const kept = json(await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PLUS' })).data;
    expect(kept).toMatchObject({ action: 'RESUME', next_charge_cents: 11_999 });
    clock = new Date('2031-04-10T09:00:00.000Z');
    await t.app.billingService.renewDue();
    const yearly = await settled(owner.auth, 'RENEWAL');
    expect(yearly).toMatchObject({
      plan: 'PLUS',
      period: 'YEAR',
      next_period: null,
      period_end: '2032-04-10T09:00:00.000Z',
    });
    expect(newest(yearly, 'RENEWAL')).toMatchObject({ period: 'YEAR', usd_cents: PLUS_YEAR });

    // Half a year on, Pro: the difference of the two years' prices for the share of the year left.
    clock = new Date(Date.parse('2031-04-10T09:00:00.000Z') + 183 * DAY);
    const total = Date.parse('2032-04-10T09:00:00.000Z') - Date.parse('2031-04-10T09:00:00.000Z');
    const left = Date.parse('2032-04-10T09:00:00.000Z') - clock.getTime();
    const up = json(await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PRO', period: 'YEAR' })).data;
    expect(up).toMatchObject({
      action: 'UPGRADE',
      amount_now_cents: Math.round(((PRO_YEAR - PLUS_YEAR) * left) / total),
      next_charge_at: '2032-04-10T09:00:00.000Z',
      next_charge_cents: PRO_YEAR,
    });
    await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PRO', period: 'YEAR' });
    const upgraded = await settled(owner.auth, 'UPGRADE');
    expect(upgraded).toMatchObject({ plan: 'PRO', period: 'YEAR' });
    expect(newest(upgraded, 'UPGRADE')).toMatchObject({ period: 'YEAR', usd_cents: up.amount_now_cents });
    // A cheaper plan, monthly, from the next period.
    const down = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'STARTER' })).data;
    expect(down).toMatchObject({ action: 'DOWNGRADE' });
    expect(down.billing).toMatchObject({ next_plan: 'STARTER', next_period: 'MONTH', next_charge_cents: 2999 });
  });

  it('a dearer plan asked for a year from a monthly one: the difference now, the year from the next period only once paid', async () => {
    const owner = await subscribed('STARTER', 'success_declines_later');
    clock = new Date('2031-03-25T09:00:00.000Z');
    const asked = json(
      await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PRO', period: 'YEAR' }),
    ).data;
    expect(asked.action).toBe('UPGRADE');
    // The card declines: nothing changes, no switch to a year is left waiting.
    const declined = await settled(owner.auth, 'UPGRADE');
    expect(declined).toMatchObject({ plan: 'STARTER', period: 'MONTH', next_period: null });
    t.app.monobankSandbox!.cards.forEach((card) => {
      if (card.walletId === owner.id) card.declines = false;
    });
    await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PRO', period: 'YEAR' });
    const paid = await settled(owner.auth, 'UPGRADE', 2);
    expect(paid).toMatchObject({ plan: 'PRO', period: 'MONTH', next_period: 'YEAR', next_charge_cents: PRO_YEAR });
    clock = new Date('2031-04-10T09:00:00.000Z');
    await t.app.billingService.renewDue();
    expect(newest(await settled(owner.auth, 'RENEWAL'), 'RENEWAL')).toMatchObject({
      plan: 'PRO',
      period: 'YEAR',
      usd_cents: PRO_YEAR,
      period_end: '2032-04-10T09:00:00.000Z',
    });
  });
});
