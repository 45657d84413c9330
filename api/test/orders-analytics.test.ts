import { sql } from 'kysely';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';
import { insertChannel, insertConversation, insertMessage } from './channel-rows';
import { upload, workbook } from './spreadsheets';

/**
 * The orders report (issue 49 item 4, docs/product.md §9.7): orders and revenue per day, those
 * from conversations and by the assistant alone, cash-on-delivery refusals, and the average time
 * from the customer's first message to the order.
 */
type Auth = { authorization: string };

const STOCK = [
  ['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна'],
  ['VT-101', 'Сукня лляна', 'чорний', 'S', 50, 1000],
];

describeEachDb('orders report', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: auth, payload });

  it('counts orders, revenue, the assistant’s share, COD refusals and first message → order', async () => {
    const owner = await signedInUser(t.app);
    expect((await upload(t.app, owner.auth, 'stock.xlsx', workbook(STOCK, 'xlsx'))).statusCode).toBe(201);
    const channelId = await insertChannel(t.app, owner.id, 'Report');
    const conversation = { id: await insertConversation(t.app, channelId, 'rep-1') };
    // The customer's first message 10 minutes before the order.
    await insertMessage(t.app, { conversationId: conversation.id, channelId, time: new Date(Date.now() - 600_000) });
    const make = async (payment: 'COD' | 'PREPAID', quantity: number, fromChat: boolean) =>
      json(
        await req('POST', '/api/v1/orders', owner.auth, {
          ...(fromChat ? { conversation_id: conversation.id } : {}),
          customer_name: 'Олена Коваль',
          phone: '+380671234567',
          delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12' },
          payment,
          lines: [{ code: 'VT-101', size: 'S', quantity }],
        }),
      ).data.id as string;
    const chatOrder = await make('COD', 1, true);
    const refusedOrder = await make('COD', 2, false);
    const cancelled = await make('PREPAID', 3, false);
    await req('PATCH', `/api/v1/orders/${cancelled}`, owner.auth, { status: 'CANCELLED' });
    // The assistant created the chat order alone (full trust), and the second parcel was refused.
    await sql`
      insert into autopilot_replies (user_id, channel_id, conversation_id, customer_message_id, recipient_id, text, status, send_at, created_at, order_id)
      values (${owner.id}, ${channelId}, ${conversation.id}, ${`rep-msg-${Math.random()}`}, 'rep-1', 'ok', 'SENT', now(), now(), ${chatOrder})
    `.execute(t.app.db);
    await t.app.db
      .insertInto('shipments')
      .values({
        order_id: refusedOrder,
        user_id: owner.id,
        ttn: '20450000000001',
        np_ref: 'ref',
        weight: 1,
        declared_value: 2000,
        cod_amount: 2000,
        stage: 'REFUSED',
      })
      .execute();

    const today = new Date().toISOString().slice(0, 10);
    const res = await req('GET', `/api/v1/analytics/orders?from=${today}&to=${today}`, owner.auth);
    expect(res.statusCode).toBe(200);
    const report = json(res).data;
    expect(report.total).toEqual({
      orders: 3,
      revenue: 3000,
      from_conversations: 1,
      by_assistant: 1,
      cod: 2,
      cod_refused: 1,
      avg_first_message_to_order_seconds: expect.any(Number),
    });
    expect(report.total.avg_first_message_to_order_seconds).toBeGreaterThanOrEqual(590);
    expect(report.total.avg_first_message_to_order_seconds).toBeLessThan(700);
    expect(report.days).toEqual([{ day: today, ...report.total }]);
    // Another account's report is its own; another channel's scope is refused.
    const other = await signedInUser(t.app);
    expect(
      json(await req('GET', `/api/v1/analytics/orders?from=${today}&to=${today}`, other.auth)).data.total.orders,
    ).toBe(0);
    expect(
      (await req('GET', `/api/v1/analytics/orders?from=${today}&to=${today}&channelId=${channelId}`, other.auth))
        .statusCode,
    ).toBe(404);
  });
});
