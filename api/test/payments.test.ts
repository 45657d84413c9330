import { generateKeyPairSync, sign } from 'node:crypto';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';
import { insertChannel, insertConversation } from './channel-rows';
import { upload, workbook } from './spreadsheets';

/**
 * Payment links (issue 49 item 3, docs/product.md §9.12) against the monobank acquiring sandbox,
 * which answers with monobank's shapes (https://api.monobank.ua/docs/acquiring.html):
 * POST /api/merchant/invoice/create with `X-Token` and `{ amount (kopiykas), ccy: 980,
 * merchantPaymInfo: { reference, destination }, webHookUrl, validity }` → `{ invoiceId, pageUrl }`;
 * a refused token → 403 `{ errCode, errText }`; the webhook `{ invoiceId, status, failureReason?,
 * amount, ccy, createdDate, modifiedDate, reference }` signed in `X-Sign` (base64 ECDSA over the raw
 * body, SHA-256), checked with GET /api/merchant/pubkey's `{ key }` (a base64 PEM).
 */
type Auth = { authorization: string };

const STOCK = [
  ['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна'],
  ['VT-101', 'Сукня лляна', 'чорний', 'S', 5, 1899.5],
];

describeEachDb('payment links', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: { ...auth, 'accept-language': 'en' }, payload });
  const pay = (invoiceId: string, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/monobank/pay/${invoiceId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
  const invoiceOf = (pageUrl: string) => pageUrl.split('/').pop()!;

  async function prepaidOrder(payment: 'PREPAID' | 'COD' = 'PREPAID') {
    const owner = await signedInUser(t.app);
    expect((await upload(t.app, owner.auth, 'stock.xlsx', workbook(STOCK, 'xlsx'))).statusCode).toBe(201);
    const channelId = await insertChannel(t.app, owner.id, `Pay ${Math.random()}`);
    const conversation = { id: await insertConversation(t.app, channelId, `c-${Math.random()}`) };
    const made = await req('POST', '/api/v1/orders', owner.auth, {
      conversation_id: conversation.id,
      customer_name: 'Олена Коваль',
      phone: '+380671234567',
      delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12' },
      payment,
      lines: [{ code: 'VT-101', size: 'S', quantity: 2 }],
    });
    expect(made.statusCode).toBe(201);
    return { owner, id: json(made).data.id as string };
  }

  it('settings: the token is checked with monobank and stored encrypted; a refused one changes nothing', async () => {
    const owner = await signedInUser(t.app);
    expect(json(await req('GET', '/api/v1/payments/settings', owner.auth)).data).toEqual({
      provider: 'MONOBANK',
      has_token: false,
      token_hint: null,
      merchant_name: null,
      sandbox: true,
    });
    expect((await req('PUT', '/api/v1/payments/settings', owner.auth, { token: 'short' })).statusCode).toBe(400);
    const revoked = await req('PUT', '/api/v1/payments/settings', owner.auth, { token: 'revoked-token-000000000000' });
    expect(revoked.statusCode).toBe(422);
    expect(json(revoked).error_message).toBe('monobank does not accept this token: check it in the acquiring cabinet');
    const token = 'uAbCdEfGhIjKlMnOpQrStUvWxYz-0123456789';
    const saved = json(await req('PUT', '/api/v1/payments/settings', owner.auth, { token })).data;
    expect(saved).toMatchObject({ has_token: true, token_hint: '6789', merchant_name: 'Sandbox shop' });
    const row = await t.app.db
      .selectFrom('payment_settings')
      .select('token_enc')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.token_enc).not.toContain(token);
  });

  it('a prepaid order gets one link, sent in the thread; paid on the sandbox page, the order shows it live', async () => {
    const { owner, id } = await prepaidOrder();
    const send = jest.spyOn(t.app.conversationsService, 'sendAsAssistant').mockResolvedValue({} as never);
    const publish = jest.spyOn(t.app.inboxPublisher, 'publish');
    try {
      const link = await req('POST', `/api/v1/orders/${id}/payment`, owner.auth);
      expect(link.statusCode).toBe(200);
      const payment = json(link).data;
      expect(payment).toMatchObject({ status: 'CREATED', amount: 3799, sent: true, failure_reason: null });
      expect(payment.page_url).toMatch(/^http:\/\/localhost:8080\/sandbox\/monobank\/pay\/p2_[\w-]+$/);
      expect(send).toHaveBeenCalledTimes(1);
      expect(send.mock.calls[0][1]).toMatchObject({
        message: expect.stringContaining(payment.page_url),
        key: expect.stringMatching(/^pay:/),
      });
      // The sandbox got the amount in kopiykas.
      expect(t.app.monobankSandbox!.invoices.get(invoiceOf(payment.page_url))).toMatchObject({ amount: 379_900 });
      // Asked again: the same link, no second invoice, not sent twice.
      expect(json(await req('POST', `/api/v1/orders/${id}/payment`, owner.auth)).data.page_url).toBe(payment.page_url);
      expect(send).toHaveBeenCalledTimes(1);
      const page = await t.app.inject({ method: 'GET', url: `/sandbox/monobank/pay/${invoiceOf(payment.page_url)}` });
      expect(page.body).toContain('Оплата 3799.00 грн');

      publish.mockClear();
      expect((await pay(invoiceOf(payment.page_url), 'success')).statusCode).toBe(303);
      expect(json(await req('GET', `/api/v1/orders/${id}/payment`, owner.auth)).data.status).toBe('PAID');
      expect(publish).toHaveBeenCalledWith(owner.id, expect.objectContaining({ type: 'ORDER_UPDATED' }));
      const again = await req('POST', `/api/v1/orders/${id}/payment`, owner.auth);
      expect(again.statusCode).toBe(409);
      expect(json(again).error_message).toBe('This order is already paid');
      // Another account sees none of it.
      const other = await signedInUser(t.app);
      expect((await req('GET', `/api/v1/orders/${id}/payment`, other.auth)).statusCode).toBe(404);
      expect((await req('POST', `/api/v1/orders/${id}/payment`, other.auth)).statusCode).toBe(404);
    } finally {
      send.mockRestore();
      publish.mockRestore();
    }
  });

  it('a webhook with a wrong signature is refused and changes nothing; declined and expired are marked', async () => {
    const { owner, id } = await prepaidOrder();
    const payment = json(await req('POST', `/api/v1/orders/${id}/payment`, owner.auth)).data;
    // Outside the window (no messages in the conversation): the owner copies the link.
    expect(payment.sent).toBe(false);
    const invoiceId = invoiceOf(payment.page_url);
    const body = JSON.stringify({
      invoiceId,
      status: 'success',
      amount: 379_900,
      ccy: 980,
      modifiedDate: new Date().toISOString(),
    });
    const forged = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    for (const xSign of [
      '',
      'bm90IGEgc2lnbmF0dXJl',
      sign('sha256', Buffer.from(body), forged.privateKey).toString('base64'),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/webhooks/payments/monobank',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(xSign ? { 'x-sign': xSign } : {}) },
        payload: body,
      });
      expect(res.statusCode).toBe(403);
      expect(json(res).error_message).toBe('The webhook signature does not match');
    }
    expect(json(await req('GET', `/api/v1/orders/${id}/payment`, owner.auth)).data.status).toBe('CREATED');

    await pay(invoiceId, 'failure');
    const failed = json(await req('GET', `/api/v1/orders/${id}/payment`, owner.auth)).data;
    expect(failed).toMatchObject({ status: 'FAILED', failure_reason: 'Недостатньо коштів' });
    // A declined link is replaced by a new invoice.
    const second = json(await req('POST', `/api/v1/orders/${id}/payment`, owner.auth)).data;
    expect(second.page_url).not.toBe(payment.page_url);
    await pay(invoiceOf(second.page_url), 'expired');
    expect(json(await req('GET', `/api/v1/orders/${id}/payment`, owner.auth)).data.status).toBe('EXPIRED');

    const cod = await prepaidOrder('COD');
    const refused = await req('POST', `/api/v1/orders/${cod.id}/payment`, cod.owner.auth);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).error_message).toBe('A payment link is for a prepaid order (this one is cash on delivery)');
  });
});
