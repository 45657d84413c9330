import type { ServerEvent as RealtimeEvent } from '@vitrina/shared/contracts/constants';
import { insertChannel, insertConversation, insertMessage } from './channel-rows';
import { billingHarness } from './billing-harness';
import { createTestApp, describeEachDb, json, mailbox, signedInUser, type TestApp } from './helpers';
import { addManager } from './team-helpers';

/**
 * Plans that can be bought (issue 52, docs/product.md §9.16) against the monobank sandbox, on
 * billing's fixed clock: the first payment on the sandbox's page keeps the card (its webhook's
 * `walletData.cardToken`), renewals, upgrades and top-ups charge it (`/api/merchant/wallet/payment`),
 * and only the signed webhook moves the state, once.
 */
const DAY = 86_400_000;
const T0 = new Date('2031-03-10T09:00:00.000Z');

describeEachDb('billing', (target) => {
  let t: TestApp;
  let clock = T0;
  const events: Array<{ userId: string; event: RealtimeEvent }> = [];
  beforeAll(async () => {
    t = await createTestApp(target);
    t.app.billingService.useClock(() => clock);
    t.app.realtime.onPublish((userId, event) => events.push({ userId, event }));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = T0;
  });

  const { req, billing, pay, sandbox, subscribed, settled, newest, cardOf } = billingHarness(() => t);

  async function chats(userId: string, n: number, at: Date) {
    const channelId = await insertChannel(t.app, userId, `Chats ${Math.random()}`);
    for (let i = 0; i < n; i += 1) {
      const conversationId = await insertConversation(t.app, channelId, `c-${i}-${Math.random()}`);
      await insertMessage(t.app, { conversationId, channelId, time: at });
    }
  }

  it('a new account is on its trial, whose end was set at registration', async () => {
    const owner = await signedInUser(t.app);
    const user = json(await req('GET', '/api/v1/users', owner.auth)).data;
    const b = await billing(owner.auth);
    expect(b).toMatchObject({
      plan: 'TRIAL',
      trial_ends_at: user.plan.trial_ends_at,
      period_end: null,
      next_charge_at: null,
      card_mask: null,
      invoices: [],
      sandbox: true,
      usage: { since: '2031-03-01T00:00:00.000Z', chats_used: 0, included_chats: 50, extra_chats: 0 },
    });
    // The fixed clock is years after the registration: the trial has ended.
    expect(b.status).toBe('TRIAL_ENDED');
    clock = new Date(Date.parse(user.plan.trial_ends_at) - DAY);
    expect((await billing(owner.auth)).status).toBe('TRIAL');
  });

  it('trial → Pro: the preview, the sandbox page, then the signed webhook (a wrong signature and a repeat change nothing)', async () => {
    const owner = await signedInUser(t.app);
    const preview = json(await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PRO' })).data;
    expect(preview).toEqual({
      action: 'SUBSCRIBE',
      plan: 'PRO',
      period: 'MONTH',
      amount_now_cents: 44_999,
      amount_now_uah_cents: 1_867_459,
      usd_rate: 41.5,
      effective_at: T0.toISOString(),
      next_charge_at: '2031-04-10T09:00:00.000Z',
      next_charge_cents: 44_999,
    });
    const res = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PRO' })).data;
    expect(res.action).toBe('SUBSCRIBE');
    expect(res.page_url).toMatch(/^http:\/\/localhost:8080\/sandbox\/monobank\/pay\/p2_/);
    expect(res.billing.invoices[0]).toMatchObject({
      kind: 'SUBSCRIBE',
      status: 'CREATED',
      usd_cents: 44_999,
      // Charged in hryvnias at the rate of the moment (the sandbox's 41.50 UAH per dollar), both kept.
      usd_rate: 41.5,
      amount_cents: 1_867_459,
      ccy: 980,
    });
    const invoice = sandbox().invoices.get(res.page_url.split('/').pop()!)!;
    expect(invoice).toMatchObject({ amount: 1_867_459, ccy: 980, walletId: owner.id });

    // A webhook signed with another key: refused, nothing changes.
    const forged = JSON.stringify({ invoiceId: invoice.invoiceId, status: 'success', reference: invoice.reference });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/webhooks/billing/monobank',
      headers: { 'content-type': 'application/json', 'x-sign': Buffer.from('forged').toString('base64') },
      payload: forged,
    });
    expect(refused.statusCode).toBe(403);
    expect((await billing(owner.auth)).plan).toBe('TRIAL');

    expect((await pay(res.page_url, 'success')).headers.location).toBe('http://localhost:8080/en/settings?tab=tariffs');
    const paid = await billing(owner.auth);
    expect(paid).toMatchObject({
      plan: 'PRO',
      status: 'ACTIVE',
      period_start: T0.toISOString(),
      period_end: '2031-04-10T09:00:00.000Z',
      next_charge_at: '2031-04-10T09:00:00.000Z',
      next_charge_cents: 44_999,
      card_mask: '444403******1902',
      usage: { since: T0.toISOString(), included_chats: 1500 },
    });
    expect(paid.invoices[0]).toMatchObject({ status: 'PAID', settled_at: T0.toISOString() });
    expect(json(await req('GET', '/api/v1/users', owner.auth)).data.plan.code).toBe('PRO');
    // The paid invoice's receipt is monobank's (the sandbox's PDF); another shop gets a 404.
    const receipt = await req('GET', `/api/v1/billing/invoices/${paid.invoices[0].id}/receipt`, owner.auth);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.body).toContain(`${invoice.invoiceId}: 18674.59`);
    const stranger = await signedInUser(t.app);
    expect(
      (await req('GET', `/api/v1/billing/invoices/${paid.invoices[0].id}/receipt`, stranger.auth)).statusCode,
    ).toBe(404);
    // The card's token is kept encrypted; no card data at all.
    const row = await t.app.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.card_token_enc).not.toContain(invoice.cardToken!);
    // The same webhook again, later: applied once (the period does not move).
    clock = new Date(T0.getTime() + 5 * DAY);
    const again = sandbox().signed(invoice);
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/webhooks/billing/monobank',
      headers: { 'content-type': 'application/json', 'x-sign': again.sign },
      payload: again.body,
    });
    expect(repeat.statusCode).toBe(200);
    expect((await billing(owner.auth)).period_start).toBe(T0.toISOString());
    expect(events.some((e) => e.userId === owner.id && e.event.type === 'BILLING_UPDATED')).toBe(true);
  });

  it('a declined payment on the page leaves the trial as it was', async () => {
    const owner = await subscribed('STARTER', 'failure');
    const b = await billing(owner.auth);
    expect(b).toMatchObject({ plan: 'TRIAL', status: 'TRIAL_ENDED' });
    expect(b.invoices[0]).toMatchObject({ status: 'FAILED', failure_reason: 'Недостатньо коштів' });
    const none = await req('GET', `/api/v1/billing/invoices/${b.invoices[0].id}/receipt`, owner.auth);
    expect(none.statusCode).toBe(404);
    expect(json(none).error_message).toBe('This payment has no receipt (it was not paid)');
  });

  it('a card asking for 3-D Secure: nothing changes until the payer confirms on the page', async () => {
    const owner = await signedInUser(t.app);
    const pageUrl = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PLUS' })).data.page_url;
    const asked = await pay(pageUrl, 'tds');
    expect([asked.statusCode, asked.headers.location]).toEqual([303, new URL(pageUrl).pathname]);
    const page = await t.app.inject({ method: 'GET', url: new URL(pageUrl).pathname });
    expect(page.body).toContain('3-D Secure');
    expect(page.body).toContain('Підтвердити');
    expect((await billing(owner.auth)).plan).toBe('TRIAL');
    await pay(pageUrl, 'success');
    expect(await billing(owner.auth)).toMatchObject({ plan: 'PLUS', status: 'ACTIVE' });
  });

  it('renewal on the clock charges the card the next period and the chats over the plan', async () => {
    const owner = await subscribed('STARTER');
    // 103 chats in the period (Starter has 100), and one before it (not counted).
    await chats(owner.id, 103, new Date(T0.getTime() + DAY));
    await chats(owner.id, 1, new Date(T0.getTime() - DAY));
    const during = await billing(owner.auth);
    expect(during.usage).toMatchObject({ chats_used: 103, included_chats: 100, extra_chats: 3 });
    expect(during.next_charge_cents).toBe(2999 + 3 * 30);
    // Nothing is due before the period's end.
    clock = new Date(T0.getTime() + 10 * DAY);
    await t.app.billingService.renewDue();
    expect((await billing(owner.auth)).invoices).toHaveLength(1);
    clock = new Date('2031-04-10T09:00:01.000Z');
    await t.app.billingService.renewDue();
    const renewed = await settled(owner.auth, 'RENEWAL');
    expect(renewed).toMatchObject({
      plan: 'STARTER',
      status: 'ACTIVE',
      period_start: '2031-04-10T09:00:00.000Z',
      period_end: '2031-05-10T09:00:00.000Z',
      usage: { chats_used: 0, extra_chats: 0 },
    });
    expect(renewed.invoices[0]).toMatchObject({
      kind: 'RENEWAL',
      status: 'PAID',
      usd_cents: 3089,
      extra_chats: 3,
      period_start: '2031-04-10T09:00:00.000Z',
    });
    // Run again at once: nothing more is charged.
    await t.app.billingService.renewDue();
    expect((await billing(owner.auth)).invoices).toHaveLength(2);
  });

  it('a failed renewal goes past due, tells the owner (live and by mail), retries, and ends after the last try', async () => {
    const owner = await signedInUser(t.app);
    const page = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PLUS' })).data.page_url;
    await pay(page, 'success_declines_later');
    clock = new Date('2031-04-10T10:00:00.000Z');
    await t.app.billingService.renewDue();
    const failed = await settled(owner.auth, 'RENEWAL');
    expect(failed).toMatchObject({
      plan: 'PLUS',
      status: 'PAST_DUE',
      retry_at: '2031-04-11T10:00:00.000Z',
      next_charge_at: '2031-04-11T10:00:00.000Z',
    });
    expect(failed.invoices[0]).toMatchObject({
      kind: 'RENEWAL',
      status: 'FAILED',
      failure_reason: 'Недостатньо коштів',
    });
    const told = events.find(
      (e) => e.userId === owner.id && e.event.type === 'BILLING_UPDATED' && e.event.data.status === 'PAST_DUE',
    );
    expect(told?.event.data).toMatchObject({
      failure_reason: 'Недостатньо коштів',
      retry_at: '2031-04-11T10:00:00.000Z',
    });
    const mails = await mailbox(t.app, owner.email);
    expect(mails[0].subject).toBe('Vitrina: не вдалося продовжити тариф');
    expect(mails[0].text).toContain('Недостатньо коштів');

    // Not due again before the retry; the retry with the card working again renews the same period.
    clock = new Date('2031-04-10T20:00:00.000Z');
    await t.app.billingService.renewDue();
    expect((await billing(owner.auth)).invoices).toHaveLength(2);
    sandbox().cards.get(cardOf(page))!.declines = false;
    clock = new Date('2031-04-11T10:00:00.000Z');
    await t.app.billingService.renewDue();
    const retried = await settled(owner.auth, 'RENEWAL', 2);
    expect(retried).toMatchObject({
      status: 'ACTIVE',
      period_start: '2031-04-10T09:00:00.000Z',
      period_end: '2031-05-10T09:00:00.000Z',
      retry_at: null,
    });
    expect(retried.invoices[0]).toMatchObject({ status: 'PAID', usd_cents: 11_999 });

    // Next month the card declines every try: 3 retries (1, 3, 3 days), then the plan ends.
    sandbox().cards.get(cardOf(page))!.declines = true;
    clock = new Date('2031-05-10T09:00:00.000Z');
    for (const [i, day] of ['2031-05-10', '2031-05-11', '2031-05-14', '2031-05-17'].entries()) {
      clock = new Date(`${day}T09:00:00.000Z`);
      await t.app.billingService.renewDue();
      await settled(owner.auth, 'RENEWAL', 3 + i);
    }
    const ended = await billing(owner.auth);
    expect(ended).toMatchObject({ plan: 'FREE', status: 'ENDED', next_charge_at: null });
    expect(ended.usage.included_chats).toBe(50);
    expect((await mailbox(t.app, owner.email))[0].text).toContain('Платний тариф завершено');
  });

  it('upgrade applies at once for the prorated difference; downgrade waits for the next period', async () => {
    const owner = await subscribed('STARTER');
    // A third of the 31-day period left.
    clock = new Date('2031-03-30T09:00:00.000Z');
    const left = (Date.parse('2031-04-10T09:00:00.000Z') - clock.getTime()) / (31 * DAY);
    const preview = json(await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PRO' })).data;
    expect(preview).toMatchObject({
      action: 'UPGRADE',
      amount_now_cents: Math.round((44_999 - 2999) * left),
      effective_at: clock.toISOString(),
      next_charge_at: '2031-04-10T09:00:00.000Z',
      next_charge_cents: 44_999,
    });
    const up = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PRO' })).data;
    expect(up).toMatchObject({ action: 'UPGRADE', page_url: null });
    const upgraded = await settled(owner.auth, 'UPGRADE');
    expect(upgraded).toMatchObject({ plan: 'PRO', period_start: T0.toISOString(), usage: { included_chats: 1500 } });
    expect(upgraded.invoices[0]).toMatchObject({ usd_cents: preview.amount_now_cents, status: 'PAID' });

    const down = json(await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PLUS' })).data;
    expect(down).toMatchObject({ action: 'DOWNGRADE', amount_now_cents: 0, effective_at: '2031-04-10T09:00:00.000Z' });
    const downgraded = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PLUS' })).data.billing;
    expect(downgraded).toMatchObject({ plan: 'PRO', next_plan: 'PLUS', next_charge_cents: 11_999 });
    expect((await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PLUS' })).statusCode).toBe(200);
    clock = new Date('2031-04-10T09:00:00.000Z');
    await t.app.billingService.renewDue();
    const renewed = await settled(owner.auth, 'RENEWAL');
    expect(renewed).toMatchObject({ plan: 'PLUS', next_plan: null });
    expect(renewed.invoices[0]).toMatchObject({ plan: 'PLUS', usd_cents: 11_999 });
    // Choosing the plan one is on: refused.
    const same = await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PLUS' });
    expect(same.statusCode).toBe(409);
    expect(json(same).error_message).toBe('This is your plan already');
  });

  it('cancel: active to the period’s end, no renewal, then the free chats; choosing the plan again resumes it', async () => {
    const owner = await subscribed('PLUS');
    const cancelled = json(await req('POST', '/api/v1/billing/cancel', owner.auth)).data.billing;
    expect(cancelled).toMatchObject({
      plan: 'PLUS',
      status: 'CANCELLED',
      period_end: '2031-04-10T09:00:00.000Z',
      next_charge_at: null,
    });
    expect((await req('POST', '/api/v1/billing/cancel', owner.auth)).statusCode).toBe(409);
    const resume = json(await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PLUS' })).data;
    expect(resume).toMatchObject({ action: 'RESUME', amount_now_cents: 0 });
    expect(
      json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PLUS' })).data.billing,
    ).toMatchObject({ status: 'ACTIVE', next_charge_at: '2031-04-10T09:00:00.000Z' });
    await req('POST', '/api/v1/billing/cancel', owner.auth);
    clock = new Date('2031-04-10T09:00:00.000Z');
    await t.app.billingService.renewDue();
    const ended = await billing(owner.auth);
    expect(ended).toMatchObject({ plan: 'FREE', status: 'ENDED', period_end: null });
    expect(ended.invoices.filter((i: { kind: string }) => i.kind === 'RENEWAL')).toEqual([]);
    expect((await req('POST', '/api/v1/billing/cancel', owner.auth)).statusCode).toBe(409);
    // Buying again after the end is a new payment on the page.
    expect(json(await req('POST', '/api/v1/billing/preview', owner.auth, { plan: 'PLUS' })).data.action).toBe(
      'SUBSCRIBE',
    );
  });

  it('top-up: +50 chats this period, charged to the kept card; without one, on the page', async () => {
    const owner = await subscribed('STARTER');
    await chats(owner.id, 120, new Date(T0.getTime() + DAY));
    expect((await billing(owner.auth)).usage).toMatchObject({ included_chats: 100, extra_chats: 20 });
    const res = json(await req('POST', '/api/v1/billing/top-up', owner.auth)).data;
    expect(res).toMatchObject({ action: 'TOP_UP', page_url: null });
    const topped = await settled(owner.auth, 'TOP_UP');
    expect(topped.usage).toMatchObject({ chats_used: 120, included_chats: 150, top_up_chats: 50, extra_chats: 0 });
    expect(newest(topped, 'TOP_UP')).toMatchObject({ usd_cents: 1500, top_up_chats: 50, status: 'PAID' });
    // The next period starts without it.
    clock = new Date('2031-04-10T09:00:00.000Z');
    await t.app.billingService.renewDue();
    const renewed = await settled(owner.auth, 'RENEWAL');
    expect(newest(renewed, 'RENEWAL')).toMatchObject({ usd_cents: 2999, extra_chats: 0 });
    expect(renewed.usage).toMatchObject({ included_chats: 100, top_up_chats: 0 });

    const trial = await signedInUser(t.app);
    const page = json(await req('POST', '/api/v1/billing/top-up', trial.auth)).data.page_url;
    expect(page).toMatch(/\/sandbox\/monobank\/pay\//);
    expect(sandbox().invoices.get(page.split('/').pop())!.walletId).toBeNull();
    await pay(page, 'success');
    expect((await billing(trial.auth)).usage).toMatchObject({ included_chats: 100, top_up_chats: 50 });
  });

  it('only the owner changes the plan: a manager reads it and gets 403 on every change; bad input is a 400', async () => {
    const owner = await signedInUser(t.app);
    const manager = await addManager(t.app, owner.auth.authorization.slice('Bearer '.length));
    const as = { authorization: `Bearer ${manager.accessToken}` };
    expect((await billing(as)).plan).toBe('TRIAL');
    for (const [url, body] of [
      ['/api/v1/billing/preview', { plan: 'PRO' }],
      ['/api/v1/billing/subscribe', { plan: 'PRO' }],
      ['/api/v1/billing/cancel', undefined],
      ['/api/v1/billing/top-up', undefined],
    ] as const) {
      const res = await req('POST', url, as, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(json(res).error_message).toBe(
        'Only the shop’s owner can do this (billing, channels, the team, deleting data)',
      );
    }
    expect((await billing(owner.auth)).invoices).toEqual([]);
    const bad = await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'GOLD' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error_message).toBe('plan: Choose a plan: STARTER, PLUS, PRO or PREMIUM');
  });
});
