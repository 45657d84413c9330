import type { ServerEvent as RealtimeEvent } from '@vitrina/shared/contracts/constants';
import { billingHarness } from './billing-harness';
import { createTestApp, describeOneDb, json, mailbox, type TestApp } from './helpers';

/**
 * 3-D Secure on a charge of the kept card (issue 52, docs/product.md §9.16), on billing's fixed
 * clock: monobank's wallet payment answers a `tdsUrl` instead of charging (the sandbox's card
 * "that asks for 3-D Secure on later charges"); the invoice waits, the owner is told (live, and by
 * mail for a renewal), Settings links to the acquirer's page, and only the signed webhook of the
 * owner's confirmation (or refusal) there moves the state.
 */
const T0 = new Date('2031-03-10T09:00:00.000Z');
const RENEWAL_DAY = new Date('2031-04-10T09:00:00.000Z');

describeOneDb('billing: 3-D Secure on a kept card’s charge', (target) => {
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

  const { req, billing, pay, sandbox, subscribed, settled } = billingHarness(() => t);
  const askedOf = (userId: string) =>
    events.filter((e) => e.userId === userId && e.event.type === 'BILLING_UPDATED' && 'confirm_url' in e.event.data);

  it('a renewal asked for 3-D Secure waits (told live and by mail), is not charged twice, and renews once confirmed', async () => {
    const owner = await subscribed('PLUS', 'success_tds_later');
    clock = RENEWAL_DAY;
    await t.app.billingService.renewDue();
    const waiting = await billing(owner.auth);
    expect(waiting).toMatchObject({ plan: 'PLUS', status: 'ACTIVE', period_start: T0.toISOString() });
    expect(waiting.invoices[0]).toMatchObject({ kind: 'RENEWAL', status: 'CREATED', page_url: null });
    expect(waiting.confirmation).toMatchObject({ kind: 'RENEWAL', plan: 'PLUS', invoice_id: waiting.invoices[0].id });
    const tdsUrl: string = waiting.confirmation.url;
    expect(tdsUrl).toMatch(/^http:\/\/localhost:8080\/sandbox\/monobank\/pay\/p2_/);
    // The wallet payment carried where the owner returns after the bank's page.
    const charge = sandbox().invoices.get(tdsUrl.split('/').pop()!)!;
    expect(charge).toMatchObject({
      status: 'created',
      tds: true,
      redirectUrl: 'http://localhost:8080/ua/settings?tab=tariffs',
    });
    expect(askedOf(owner.id).at(-1)?.event.data).toMatchObject({ status: 'ACTIVE', confirm_url: tdsUrl });
    const mail = (await mailbox(t.app, owner.email))[0];
    expect(mail.subject).toBe('Vitrina: підтвердьте оплату продовження тарифу');
    expect(mail.links).toEqual([tdsUrl, 'http://localhost:8080/ua/settings?tab=tariffs']);

    // The clock job again: the charge under way is not made twice; cancelling waits for it.
    await t.app.billingService.renewDue();
    expect((await billing(owner.auth)).invoices).toHaveLength(2);
    expect((await req('POST', '/api/v1/billing/cancel', owner.auth)).statusCode).toBe(409);
    // A webhook not signed by the acquirer changes nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/webhooks/billing/monobank',
      headers: { 'content-type': 'application/json', 'x-sign': Buffer.from('forged').toString('base64') },
      payload: JSON.stringify({ invoiceId: charge.invoiceId, status: 'success', reference: charge.reference }),
    });
    expect(forged.statusCode).toBe(403);
    expect((await billing(owner.auth)).confirmation).not.toBeNull();

    // The owner confirms on the acquirer's page: its signed webhook renews the plan.
    const confirmed = await pay(tdsUrl, 'success');
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([
      303,
      'http://localhost:8080/ua/settings?tab=tariffs',
    ]);
    const renewed = await settled(owner.auth, 'RENEWAL');
    expect(renewed).toMatchObject({
      plan: 'PLUS',
      status: 'ACTIVE',
      period_start: RENEWAL_DAY.toISOString(),
      period_end: '2031-05-10T09:00:00.000Z',
      confirmation: null,
    });
    expect(renewed.invoices[0]).toMatchObject({ kind: 'RENEWAL', status: 'PAID' });
  });

  it('a renewal the owner refuses on the bank’s page goes past due and is retried, like a declined one', async () => {
    const owner = await subscribed('STARTER', 'success_tds_later');
    clock = RENEWAL_DAY;
    await t.app.billingService.renewDue();
    const { url } = (await billing(owner.auth)).confirmation;
    await pay(url, 'failure');
    const failed = await settled(owner.auth, 'RENEWAL');
    expect(failed).toMatchObject({
      plan: 'STARTER',
      status: 'PAST_DUE',
      retry_at: '2031-04-11T09:00:00.000Z',
      confirmation: null,
    });
    expect((await mailbox(t.app, owner.email))[0].subject).toBe('Vitrina: не вдалося продовжити тариф');
  });

  it('a renewal never confirmed lapses after three days: past due and retried, the owner told', async () => {
    const owner = await subscribed('PLUS', 'success_tds_later');
    clock = RENEWAL_DAY;
    await t.app.billingService.renewDue();
    expect((await billing(owner.auth)).confirmation).not.toBeNull();
    // Two days on, still waiting for the owner.
    clock = new Date('2031-04-12T09:00:00.000Z');
    await t.app.billingService.renewDue();
    expect(await billing(owner.auth)).toMatchObject({ status: 'ACTIVE', confirmation: { kind: 'RENEWAL' } });
    // Past three days: declined, as monobank sends no webhook when its page lapses.
    clock = new Date('2031-04-13T10:00:00.000Z');
    await t.app.billingService.renewDue();
    const lapsed = await billing(owner.auth);
    expect(lapsed).toMatchObject({
      plan: 'PLUS',
      status: 'PAST_DUE',
      retry_at: '2031-04-14T10:00:00.000Z',
      confirmation: null,
    });
    expect(lapsed.invoices[0]).toMatchObject({ kind: 'RENEWAL', status: 'EXPIRED' });
    expect((await mailbox(t.app, owner.email))[0].subject).toBe('Vitrina: не вдалося продовжити тариф');
  });

  it('an upgrade asked for 3-D Secure keeps the plan until confirmed; a refusal leaves it as it was', async () => {
    const owner = await subscribed('STARTER', 'success_tds_later');
    clock = new Date('2031-03-25T09:00:00.000Z');
    const up = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PRO' })).data;
    expect(up).toMatchObject({ action: 'UPGRADE', page_url: null });
    expect(up.billing).toMatchObject({ plan: 'STARTER', confirmation: { kind: 'UPGRADE', plan: 'PRO' } });
    // Only the renewal is mailed; an upgrade is asked for in the open tab.
    expect((await mailbox(t.app, owner.email)).some((m) => m.subject.includes('підтвердьте'))).toBe(false);
    expect(askedOf(owner.id)).toHaveLength(1);
    await pay(up.billing.confirmation.url, 'failure');
    const refused = await settled(owner.auth, 'UPGRADE');
    expect(refused).toMatchObject({ plan: 'STARTER', status: 'ACTIVE', confirmation: null });
    expect(refused.invoices[0]).toMatchObject({ kind: 'UPGRADE', status: 'FAILED' });

    // Asked again and confirmed: Pro at once.
    const again = json(await req('POST', '/api/v1/billing/subscribe', owner.auth, { plan: 'PRO' })).data;
    await pay(again.billing.confirmation.url, 'success');
    expect(await settled(owner.auth, 'UPGRADE', 2)).toMatchObject({ plan: 'PRO', confirmation: null });
  });

  it('a top-up asked for 3-D Secure adds its chats only once confirmed', async () => {
    const owner = await subscribed('STARTER', 'success_tds_later');
    const res = json(await req('POST', '/api/v1/billing/top-up', owner.auth)).data;
    expect(res.billing.usage).toMatchObject({ top_up_chats: 0 });
    expect(res.billing.confirmation).toMatchObject({ kind: 'TOP_UP' });
    await pay(res.billing.confirmation.url, 'success');
    expect((await settled(owner.auth, 'TOP_UP')).usage).toMatchObject({ included_chats: 150, top_up_chats: 50 });
  });

  it('the sandbox’s wallet payment answers as monobank documents it, and refuses a charge without a currency', async () => {
    const owner = await subscribed('PLUS', 'success_tds_later');
    const cardToken = [...sandbox().cards.values()].find((c) => c.walletId === owner.id)!.cardToken;
    const call = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/monobank/api/merchant/wallet/payment',
        headers: { 'x-token': t.config.billing.token!, 'content-type': 'application/json' },
        payload: body,
      });
    const base = { cardToken, amount: 100, initiationKind: 'merchant', merchantPaymInfo: { reference: 'r' } };
    const noCcy = await call(base);
    expect([noCcy.statusCode, json(noCcy).errText]).toEqual([400, "invalid 'ccy'"]);
    const asked = json(await call({ ...base, ccy: 980 }));
    expect(asked).toMatchObject({ status: 'processing', amount: 100, ccy: 980 });
    expect(asked.tdsUrl).toMatch(new RegExp(`/sandbox/monobank/pay/${asked.invoiceId}$`));
  });
});
