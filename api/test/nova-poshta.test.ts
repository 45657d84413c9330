import { AppError } from '../src/lib/errors';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';
import { insertChannel, insertConversation } from './channel-rows';
import { upload, workbook } from './spreadsheets';

/**
 * Nova Poshta (issue 49 item 2, docs/product.md §9.11) against the local sandbox, which answers
 * with the shapes of Nova Poshta's JSON API 2.0 (https://api.novaposhta.ua/v2.0/json/,
 * `{ apiKey, modelName, calledMethod, methodProperties }` → `{ success, data, errors, … }`):
 * - Address.searchSettlements, Address.getWarehouses:
 *   https://developers.novaposhta.ua/view/model/a0cf0f5f-8512-11ec-8ced-005056b2dbe1 and
 *   https://devcenter.novaposhta.ua/docs/services/556d7ccaa0fe4f08e8f7ce43/operations/556d8211a0fe4f08e8f7ce45
 * - InternetDocument.save (to a branch: PayerType, PaymentMethod, DateTime dd.mm.yyyy, CargoType,
 *   Weight ≥ 0.1, ServiceType WarehouseWarehouse, SeatsAmount, Description, Cost, the sender's and
 *   the recipient's refs, BackwardDeliveryData for cash on delivery → Ref, CostOnSite,
 *   EstimatedDeliveryDate, IntDocNumber, TypeDocument):
 *   https://developers.novaposhta.ua/view/model/a90d323c-8512-11ec-8ced-005056b2dbe1/method/a19ced79-8f32-11ec-8ced-005056b2dbe1
 *   and https://devcenter.novaposhta.ua/docs/services/556eef34a0fe4f02049c664e/operations/575fe852a0fe4f0aa0754760
 * - TrackingDocument.getStatusDocuments (Documents: [{ DocumentNumber, Phone }] → Number, StatusCode, Status).
 * A wrong key is refused with `errors: ["API auth fail"]`, as Nova Poshta's clients record it.
 */
type Auth = { authorization: string };

const KYIV = '8d5a980d-391c-11dd-90d9-001a92567626';
const KYIV_12 = 'sandbox-wh-8d5a980d-0012';
const KYIV_1 = 'sandbox-wh-8d5a980d-0001';
const KYIV_CLOSED = 'sandbox-wh-8d5a980d-0025';
const KYIV_LOCKER = 'sandbox-wh-8d5a980d-5501';
const KEY = '0123456789abcdef0123456789abcdef';

const STOCK = [
  ['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна'],
  ['VT-101', 'Сукня лляна', 'чорний', 'S', 5, 1899],
];

describeEachDb('Nova Poshta', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.app.novaPoshtaSandbox!.down = false;
  });

  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: { ...auth, 'accept-language': 'en' }, payload });
  const sandbox = () => t.app.novaPoshtaSandbox!;

  async function shop() {
    const owner = await signedInUser(t.app);
    expect((await upload(t.app, owner.auth, 'stock.xlsx', workbook(STOCK, 'xlsx'))).statusCode).toBe(201);
    const put = await req('PUT', '/api/v1/shipping/nova-poshta/settings', owner.auth, {
      city_ref: KYIV,
      city_name: 'Київ',
      warehouse_ref: KYIV_1,
      warehouse_name: 'Відділення №1',
    });
    expect(put.statusCode).toBe(200);
    return owner;
  }

  /** A confirmed COD order to a branch chosen from the directory, from a conversation of the owner's. */
  async function confirmedOrder(
    owner: { id: string; auth: Auth },
    delivery: object = {
      type: 'NOVA_POSHTA_BRANCH',
      city: 'Київ',
      branch: 'Відділення №12',
      city_ref: KYIV,
      warehouse_ref: KYIV_12,
    },
    extra: object = {},
  ) {
    const channelId = await insertChannel(t.app, owner.id, `NP ${Math.random()}`);
    const conversation = { id: await insertConversation(t.app, channelId, `c-${Math.random()}`) };
    const made = await req('POST', '/api/v1/orders', owner.auth, {
      conversation_id: conversation.id,
      customer_name: 'Олена Коваль',
      phone: '067 123 45 67',
      delivery,
      payment: 'COD',
      lines: [{ code: 'VT-101', size: 'S', quantity: 1 }],
      ...extra,
    });
    expect(made.statusCode).toBe(201);
    const { id } = json(made).data;
    expect((await req('PATCH', `/api/v1/orders/${id}`, owner.auth, { status: 'CONFIRMED' })).statusCode).toBe(200);
    return id as string;
  }

  it('settings: a key is checked with Nova Poshta, stored encrypted, never shown; a refused key changes nothing', async () => {
    const owner = await signedInUser(t.app);
    const empty = json(await req('GET', '/api/v1/shipping/nova-poshta/settings', owner.auth)).data;
    expect(empty).toMatchObject({ has_api_key: false, api_key_hint: null, weight: 1, sandbox: true, ready: false });

    const malformed = await req('PUT', '/api/v1/shipping/nova-poshta/settings', owner.auth, { api_key: 'short' });
    expect(malformed.statusCode).toBe(400);
    const revoked = await req('PUT', '/api/v1/shipping/nova-poshta/settings', owner.auth, { api_key: '0'.repeat(32) });
    expect(revoked.statusCode).toBe(422);
    expect(json(revoked).error_message).toBe('Nova Poshta refused: API auth fail');
    expect(json(await req('GET', '/api/v1/shipping/nova-poshta/settings', owner.auth)).data.has_api_key).toBe(false);

    const saved = await req('PUT', '/api/v1/shipping/nova-poshta/settings', owner.auth, {
      api_key: KEY,
      weight: 0.5,
      declared_value: 500,
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({
      has_api_key: true,
      api_key_hint: 'cdef',
      sender_name: 'Магазин Вітрина',
      sender_phone: '380501112233',
      weight: 0.5,
      declared_value: 500,
    });
    expect(JSON.stringify(json(saved))).not.toContain(KEY);
    const row = await t.app.db
      .selectFrom('nova_poshta_settings')
      .select('api_key_enc')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.api_key_enc).toMatch(/^v1\./);
    expect(row.api_key_enc).not.toContain(KEY);
    // Another account's settings are its own.
    const other = await signedInUser(t.app);
    expect(json(await req('GET', '/api/v1/shipping/nova-poshta/settings', other.auth)).data.has_api_key).toBe(false);
  });

  it('searches settlements and branches as the owner types, cached a day', async () => {
    const owner = await signedInUser(t.app);
    const cities = json(await req('GET', '/api/v1/shipping/nova-poshta/cities?q=%D0%9A%D0%B8', owner.auth)).data;
    expect(cities).toEqual([{ ref: KYIV, name: 'Київ', present: 'м. Київ, Київська обл.', warehouses: 4 }]);
    expect(json(await req('GET', '/api/v1/shipping/nova-poshta/cities?q=Zzz', owner.auth)).data).toEqual([]);
    expect((await req('GET', '/api/v1/shipping/nova-poshta/cities?q=K', owner.auth)).statusCode).toBe(400);

    const lockers = json(
      await req('GET', `/api/v1/shipping/nova-poshta/warehouses?city_ref=${KYIV}&kind=LOCKER`, owner.auth),
    ).data;
    expect(lockers).toEqual([
      expect.objectContaining({ ref: KYIV_LOCKER, number: '5501', kind: 'LOCKER', working: true, max_weight: 20 }),
    ]);
    const byNumber = json(
      await req('GET', `/api/v1/shipping/nova-poshta/warehouses?city_ref=${KYIV}&q=25`, owner.auth),
    ).data;
    expect(byNumber).toEqual([expect.objectContaining({ number: '25', working: false })]);
    // Nova Poshta down: the day's answers still come from the cache; a new search is a 502.
    sandbox().down = true;
    expect(json(await req('GET', '/api/v1/shipping/nova-poshta/cities?q=%D0%9A%D0%B8', owner.auth)).data).toEqual(
      cities,
    );
    const down = await req('GET', '/api/v1/shipping/nova-poshta/cities?q=%D0%9B%D1%8C', owner.auth);
    expect(down.statusCode).toBe(502);
    expect(json(down).error_message).toBe('Nova Poshta is not answering now: try again in a few minutes');
  });

  it('makes the waybill in one click: ТТН stored, cash on delivery, label; refusals leave the order as it was', async () => {
    const owner = await shop();
    const id = await confirmedOrder(owner);
    const made = await req('POST', `/api/v1/orders/${id}/waybill`, owner.auth, {});
    expect(made.statusCode).toBe(201);
    const shipment = json(made).data;
    expect(shipment).toMatchObject({
      stage: 'CREATED',
      weight: 1,
      declared_value: 1899,
      cod_amount: 1899,
      label_url: `/api/v1/orders/${id}/waybill/label`,
    });
    expect(shipment.ttn).toMatch(/^2045\d{10}$/);
    expect(shipment.tracking_url).toBe(`https://novaposhta.ua/tracking/?cargo_number=${shipment.ttn}`);
    expect(json(await req('GET', `/api/v1/orders/${id}/waybill`, owner.auth)).data.ttn).toBe(shipment.ttn);
    const again = await req('POST', `/api/v1/orders/${id}/waybill`, owner.auth, {});
    expect(again.statusCode).toBe(409);
    expect(json(again).error_message).toBe(`This order already has a waybill: ${shipment.ttn}`);

    // Two clicks at once make one waybill; a claim another instance holds answers 409 and makes none;
    // a claim left minutes ago by a maker that died is taken over.
    const second = await shop();
    const twice = await confirmedOrder(second);
    const both = await Promise.all([0, 1].map(() => req('POST', `/api/v1/orders/${twice}/waybill`, second.auth, {})));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const held = await confirmedOrder(second);
    await t.app.db.insertInto('waybill_claims').values({ order_id: held }).execute();
    const busy = await req('POST', `/api/v1/orders/${held}/waybill`, second.auth, {});
    expect([busy.statusCode, json(busy).error_message]).toEqual([409, expect.stringMatching(/./)]);
    expect((await req('GET', `/api/v1/orders/${held}/waybill`, second.auth)).statusCode).toBe(404);
    await t.app.db
      .updateTable('waybill_claims')
      .set({ claimed_at: new Date(Date.now() - 10 * 60_000) })
      .where('order_id', '=', held)
      .execute();
    expect((await req('POST', `/api/v1/orders/${held}/waybill`, second.auth, {})).statusCode).toBe(201);
    expect(await t.app.db.selectFrom('waybill_claims').select('order_id').execute()).toEqual([]);

    const label = await req('GET', `/api/v1/orders/${id}/waybill/label`, owner.auth);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another account sees none of it.
    const other = await signedInUser(t.app);
    expect((await req('GET', `/api/v1/orders/${id}/waybill`, other.auth)).statusCode).toBe(404);
    expect((await req('GET', `/api/v1/orders/${id}/waybill/label`, other.auth)).statusCode).toBe(404);
    expect((await req('POST', `/api/v1/orders/${id}/waybill`, other.auth, {})).statusCode).toBe(404);

    // A locker takes at most 20 kg a place; a closed branch takes nothing: Nova Poshta's reason, no waybill.
    const heavy = await confirmedOrder(owner, {
      type: 'NOVA_POSHTA_LOCKER',
      city: 'Київ',
      branch: 'Поштомат №5501',
      city_ref: KYIV,
      warehouse_ref: KYIV_LOCKER,
    });
    const refused = await req('POST', `/api/v1/orders/${heavy}/waybill`, owner.auth, { weight: 25 });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).error_message).toBe(
      'Nova Poshta refused: Weight of the seat exceeds the maximum allowed for the warehouse (20 kg)',
    );
    const closed = await confirmedOrder(owner, {
      type: 'NOVA_POSHTA_BRANCH',
      city: 'Київ',
      branch: 'Відділення №25',
      city_ref: KYIV,
      warehouse_ref: KYIV_CLOSED,
    });
    const shut = await req('POST', `/api/v1/orders/${closed}/waybill`, owner.auth, {});
    expect(json(shut).error_message).toBe('Nova Poshta refused: Warehouse of recipient is not working');
    for (const orderId of [heavy, closed]) {
      expect((await req('GET', `/api/v1/orders/${orderId}/waybill`, owner.auth)).statusCode).toBe(404);
      expect(json(await req('GET', `/api/v1/orders/${orderId}`, owner.auth)).data.status).toBe('CONFIRMED');
    }
    // A branch typed by hand, a NEW order, a courier: told what to do first.
    const typed = await confirmedOrder(owner, { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12' });
    expect(json(await req('POST', `/api/v1/orders/${typed}/waybill`, owner.auth, {})).error_message).toBe(
      'Choose the city and branch from Nova Poshta’s list on the order first',
    );
    expect((await req('PATCH', `/api/v1/orders/${typed}`, owner.auth, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect(json(await req('POST', `/api/v1/orders/${typed}/waybill`, owner.auth, {})).error_message).toBe(
      'A waybill is made for a confirmed order (this one is CANCELLED)',
    );
  });

  it("tracks on the sandbox's clock: the order follows its parcel, the customer is told inside the window only", async () => {
    const owner = await shop();
    const id = await confirmedOrder(owner);
    const { ttn } = json(await req('POST', `/api/v1/orders/${id}/waybill`, owner.auth, {})).data;
    const send = jest.spyOn(t.app.conversationsService, 'sendAsAssistant');
    // Inside the 24-hour window when it ships; closed by the time it arrives.
    send.mockResolvedValueOnce({} as never);
    send.mockRejectedValueOnce(new AppError(403, 'autopilot.window_closed'));
    try {
      const track = async () => json(await req('POST', `/api/v1/orders/${id}/waybill/tracking`, owner.auth)).data;
      expect((await track()).stage).toBe('CREATED');
      sandbox().step();
      const onTheWay = await track();
      expect(onTheWay).toMatchObject({ stage: 'IN_TRANSIT', status_text: 'Відправлення прямує до міста Київ' });
      expect(json(await req('GET', `/api/v1/orders/${id}`, owner.auth)).data.status).toBe('SHIPPED');
      sandbox().step();
      const arrived = await track();
      expect(arrived.stage).toBe('ARRIVED');
      expect(arrived.notices).toEqual([
        expect.objectContaining({ stage: 'SHIPPED', state: 'SENT', text: expect.stringContaining(ttn) }),
        expect.objectContaining({ stage: 'ARRIVED', state: 'OWNER', text: expect.stringContaining('Відділення №12') }),
      ]);
      expect(send).toHaveBeenCalledTimes(2);
      expect(send.mock.calls[0][1]).toMatchObject({ key: expect.stringMatching(/:SHIPPED$/) });
      sandbox().step();
      const received = await track();
      expect(received.stage).toBe('RECEIVED');
      expect(received.history.map((h: { stage: string }) => h.stage)).toEqual([
        'CREATED',
        'IN_TRANSIT',
        'ARRIVED',
        'RECEIVED',
      ]);
      const order = json(await req('GET', `/api/v1/orders/${id}`, owner.auth)).data;
      expect(order.status).toBe('DONE');
      // Moved by Nova Poshta's tracking, not by a person.
      expect(order.history.slice(-2)).toEqual([
        expect.objectContaining({ status: 'SHIPPED', changed_by: null }),
        expect.objectContaining({ status: 'DONE', changed_by: null }),
      ]);
      // A final stage is not read again.
      const row = await t.app.db
        .selectFrom('shipments')
        .select('next_check_at')
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.next_check_at).toBeNull();
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      send.mockRestore();
    }
  });

  it('Nova Poshta down: the queued reading fails (and is retried), nothing changes', async () => {
    const owner = await shop();
    const id = await confirmedOrder(owner);
    await req('POST', `/api/v1/orders/${id}/waybill`, owner.auth, {});
    const shipment = await t.app.db
      .selectFrom('shipments')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    // Due now: the sweep hands it to the queue once and postpones it meanwhile.
    await t.app.db
      .updateTable('shipments')
      .set({ next_check_at: new Date(Date.now() - 1000) })
      .where('id', '=', shipment.id)
      .execute();
    expect(await t.app.shippingService.due()).toContain(shipment.id);
    expect(await t.app.shippingService.due()).not.toContain(shipment.id);

    sandbox().step();
    sandbox().down = true;
    await expect(t.app.shippingService.trackById(shipment.id)).rejects.toMatchObject({ statusCode: 502 });
    const now = await req('POST', `/api/v1/orders/${id}/waybill/tracking`, owner.auth);
    expect(now.statusCode).toBe(502);
    expect(json(await req('GET', `/api/v1/orders/${id}/waybill`, owner.auth)).data.stage).toBe('CREATED');
    sandbox().down = false;
    await t.app.shippingService.trackById(shipment.id);
    expect(json(await req('GET', `/api/v1/orders/${id}/waybill`, owner.auth)).data.stage).toBe('IN_TRANSIT');
  });

  it('a refused parcel moves the order to RETURNING (still reserved, the owner told), then RETURNED when it is back (stock released)', async () => {
    // Outside the 24-hour window: the customer's messages are left to the owner.
    const send = jest
      .spyOn(t.app.conversationsService, 'sendAsAssistant')
      .mockRejectedValue(new AppError(403, 'autopilot.window_closed'));
    const publish = jest.spyOn(t.app.inboxPublisher, 'publish');
    try {
      const owner = await shop();
      const id = await confirmedOrder(owner, undefined, { phone: '067 123 45 00' });
      await req('POST', `/api/v1/orders/${id}/waybill`, owner.auth, {});
      const track = async () => json(await req('POST', `/api/v1/orders/${id}/waybill/tracking`, owner.auth)).data;
      const order = async () => json(await req('GET', `/api/v1/orders/${id}`, owner.auth)).data;
      // The recipient refuses (a phone ending in 00 on the sandbox) after it reached the branch;
      // the order is read for the first time then, so it passes SHIPPED on its way to RETURNING.
      sandbox().advance(sandbox().stepSeconds * 3);
      publish.mockClear();
      const refused = await track();
      // Nova Poshta's own text of code 103 (its API reference, «Актуальні статуси трекінгу»).
      expect(refused).toMatchObject({
        stage: 'REFUSED',
        status_text: 'Відмова одержувача (отримувач відмовився від відправлення)',
      });
      let now = await order();
      expect(now.status).toBe('RETURNING');
      expect(now.history.slice(-2)).toEqual([
        expect.objectContaining({ status: 'SHIPPED', changed_by: null }),
        expect.objectContaining({ status: 'RETURNING', changed_by: null }),
      ]);
      // The items are on their way back, not in the shop: still held.
      expect(now.lines[0].reserved).toBe(1);
      // The owner's tabs and devices hear of the return (a push: docs §9.13).
      expect(publish).toHaveBeenCalledWith(
        owner.id,
        expect.objectContaining({
          type: 'ORDER_UPDATED',
          data: expect.objectContaining({ status: 'RETURNING', previous_status: 'SHIPPED' }),
        }),
      );
      expect(refused.notices).toEqual([]);

      // The return waybill (made at the refusal, on its way back) at the sender's branch: still returning.
      sandbox().step();
      expect((await track()).stage).toBe('REFUSED');
      expect((await order()).status).toBe('RETURNING');
      // Received by the sender: back at the shop.
      sandbox().step();
      const back = await track();
      expect(back.stage).toBe('RETURNED');
      expect(back.status_text).toMatch(/^\d{14}: Відправлення отримано$/);
      now = await order();
      expect(now.status).toBe('RETURNED');
      expect(now.lines[0].reserved).toBe(0);
      // A returned parcel is final: not read again; RETURNED is final for the order too.
      const row = await t.app.db
        .selectFrom('shipments')
        .select('next_check_at')
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.next_check_at).toBeNull();
      const again = await req('PATCH', `/api/v1/orders/${id}`, owner.auth, { status: 'DONE' });
      expect(again.statusCode).toBe(409);
      // Counted among the COD refusals of analytics.
      const today = new Date().toISOString().slice(0, 10);
      const stats = json(await req('GET', `/api/v1/analytics/orders?from=${today}&to=${today}`, owner.auth)).data;
      expect(stats.total.cod_refused).toBe(1);
    } finally {
      send.mockRestore();
      publish.mockRestore();
    }
  });

  it('the owner marks a parcel returning and returned by hand: the reservation is held, then released', async () => {
    const owner = await shop();
    const id = await confirmedOrder(owner);
    const patch = (status: string) => req('PATCH', `/api/v1/orders/${id}`, owner.auth, { status });
    expect((await patch('RETURNING')).statusCode).toBe(409);
    expect((await patch('SHIPPED')).statusCode).toBe(200);
    const returning = json(await patch('RETURNING')).data;
    expect(returning).toMatchObject({ status: 'RETURNING', lines: [expect.objectContaining({ reserved: 1 })] });
    const returned = json(await patch('RETURNED')).data;
    expect(returned).toMatchObject({ status: 'RETURNED', lines: [expect.objectContaining({ reserved: 0 })] });
  });
});
