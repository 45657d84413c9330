// "Create confirmed orders automatically" (issue 48 item 4): off by default, the owner creates the
// order (the conversation is marked order_ready); on, the customer's confirmation of the summary in
// full trust makes the order through the orders module's own create, once.
import { randomUUID } from 'node:crypto';
import { describeEachDb, eventually, json, type TestApp } from './helpers';
import { deliver, dm, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import type { TestSocket } from './ws-client';
import { ownerSocket, startStockedShop } from './meta/stocked-shop';

describeEachDb('full trust: confirmed orders created automatically', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let socket: TestSocket;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target));
    socket = await ownerSocket(t.app, owner);
    for (const [url, payload] of [
      ['/api/v1/users', { bot_status: 'ON' }],
      [
        '/api/v1/data/shop-answers',
        { delivery: 'Нова пошта по Україні, 1–2 дні', payment: 'Накладений платіж або карта' },
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url, headers: owner.auth, payload });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await t.close();
    await graph.close();
  });

  const settings = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/channels/${owner.channel.id}/autopilot`,
      headers: owner.auth,
      payload,
    });
  const ordersOf = async (conversationId: string) =>
    json(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders?conversation_id=${conversationId}`,
        headers: owner.auth,
      }),
    ).data.content as any[];

  /** One customer message; resolves with its conversation once the assistant's reply went out alone. */
  async function say(customer: string, text: string): Promise<{ conversation: string; reply: string }> {
    const mid = nextMid();
    const from = socket.messages.length;
    await deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid, text })]));
    const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
    const conversation = incoming.data.conversation_id as string;
    const sent = await socket.next(
      (m) =>
        socket.messages.indexOf(m) >= from &&
        m.data?.conversation_id === conversation &&
        (m.type === 'NEW_AI_PROPOSITION' || (m.type === 'NEW_MESSAGE' && m.data.by_assistant)),
      20_000,
    );
    expect({ text, went: sent.type }).toEqual({ text, went: 'NEW_MESSAGE' });
    return { conversation, reply: String(sent.data.message) };
  }

  async function orderToConfirmation(): Promise<string> {
    const customer = `cust-${randomUUID()}`;
    await say(customer, 'Хочу замовити DR-1024 розмір S');
    const summary = await say(customer, 'Олена Петренко, 0671234567, Київ, нова пошта відділення 12');
    expect(summary.reply).toContain('1450');
    return (await say(customer, 'Так, все вірно')).conversation;
  }

  it('off (the default): the confirmation goes out and the owner is asked to create the order', async () => {
    const saved = await settings({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 0 });
    expect(json(saved).data).toMatchObject({ mode: 'FULL_TRUST', auto_orders: false });
    const conversation = await orderToConfirmation();
    const marked = await socket.next(
      (m) => m.type === 'CONVERSATION_ATTENTION' && m.data.conversation_id === conversation,
      15_000,
    );
    expect(marked.data.reason).toBe('order_ready');
    await t.app.background.drain();
    expect(await ordersOf(conversation)).toEqual([]);
  });

  it('on: the confirmed order is created once, priced from the stock file, and nobody is asked', async () => {
    const bad = await settings({ auto_orders: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error_message).toMatch(/auto_orders/);
    expect(json(await settings({ auto_orders: true })).data.auto_orders).toBe(true);
    const conversation = await orderToConfirmation();
    const created = await socket.next(
      (m) => m.type === 'ORDER_CREATED' && m.data.conversation_id === conversation,
      15_000,
    );
    const orders = await ordersOf(conversation);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: created.data.order_id,
      status: 'NEW',
      customer_name: 'Олена Петренко',
      payment: 'COD',
      total: 1450,
      lines: [expect.objectContaining({ code: 'DR-1024', size: 'S', quantity: 1, unit_price: 1450 })],
    });
    expect(
      socket.messages.filter((m) => m.type === 'CONVERSATION_ATTENTION' && m.data.conversation_id === conversation),
    ).toEqual([]);

    // A retry of the send or of the order step makes nothing more. The reply is marked CREATED just
    // after the order's event (orders.create publishes it): read it once it is.
    const reply = await eventually(async () => {
      const row = await t.app.db
        .selectFrom('autopilot_replies')
        .selectAll()
        .where('conversation_id', '=', conversation)
        .where('confirms_order', '=', true)
        .executeTakeFirstOrThrow();
      return row.order_state === 'CREATING' ? undefined : row;
    }, 15_000);
    expect(reply).toMatchObject({ status: 'SENT', order_state: 'CREATED', order_id: created.data.order_id });
    expect(await t.app.autopilot.sendDue(reply.id)).toBe(false);
    await (t.app.autopilot as unknown as { createOrder(row: unknown): Promise<void> }).createOrder(reply);
    expect(await ordersOf(conversation)).toHaveLength(1);
  });
});
