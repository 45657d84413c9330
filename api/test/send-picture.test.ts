import { randomUUID } from 'node:crypto';
import { describeEachDb, json, type TestApp } from './helpers';
import { createChannelsApp, deliver, dm, echo, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, startGraphDouble, type GraphDouble } from './meta/graph-double';

const IG = DOUBLE.ig.id;

/**
 * Issue 51: a saved reply's picture goes to the customer as an image attachment, a message of its
 * own after the text (docs/product.md §9.15), and a retry never sends either part twice.
 */
describeEachDb('a reply with a picture', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;

  beforeAll(async () => {
    graph = await startGraphDouble();
    t = await createChannelsApp(target, graph);
    owner = await userWithChannel(t.app);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const send = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/channels/current/messages', headers: owner.auth, payload });
  const sends = () => graph.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'));
  const customerWrote = async () => {
    const customer = `cust-${randomUUID()}`;
    await deliver(t.app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Яка таблиця розмірів?' })]));
    return customer;
  };
  const thread = async (customer: string) => {
    const conversation = await t.app.db
      .selectFrom('conversations')
      .select('id')
      .where('participant_id', '=', customer)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/channels/current/conversations/${conversation.id}/messages`,
      headers: owner.auth,
    });
    return (json(res).data as Array<{ message: string; is_from_shop: boolean; attachments: unknown[] }>).filter(
      (m) => m.is_from_shop,
    );
  };

  it('sends the text, then the picture as an image attachment; a repeat of the key sends nothing', async () => {
    const customer = await customerWrote();
    graph.calls.length = 0;
    const url = 'https://cdn.example/size-chart.png';
    const body = {
      message: 'Ось таблиця розмірів',
      recipient_id: customer,
      image_url: url,
      idempotency_key: randomUUID(),
    };
    const first = await send(body);
    expect(first.statusCode).toBe(200);
    expect(json(first).data.message).toBe('Ось таблиця розмірів');
    expect(sends().map((c) => c.body.message)).toEqual([
      { text: 'Ось таблиця розмірів' },
      { attachment: { type: 'image', payload: { url, is_reusable: true } } },
    ]);
    expect(sends().map((c) => c.body.messaging_type)).toEqual(['RESPONSE', 'RESPONSE']);

    const again = await send(body);
    expect(json(again).data).toEqual(json(first).data);
    expect(sends()).toHaveLength(2);
    const stored = await thread(customer);
    expect(stored.map((m) => [m.message, m.attachments])).toEqual(
      expect.arrayContaining([
        ['Ось таблиця розмірів', []],
        ['', [{ type: 'image', payload: { url, title: null }, asset_id: expect.any(String), code: null }]],
      ]),
    );
    expect(stored).toHaveLength(2);
  });

  it('a picture Meta cannot fetch: 422 saying the text went; the retry sends only the picture', async () => {
    const customer = await customerWrote();
    graph.calls.length = 0;
    const key = randomUUID();
    const refused = await send({
      message: 'Таблиця нижче',
      recipient_id: customer,
      image_url: 'https://cdn.example/unreachable.png',
      idempotency_key: key,
    });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).error_message).toMatch(/Meta не змогла завантажити картинку.*Текст надіслано/);
    expect(sends()).toHaveLength(2);
    // The same request again (the client kept its key): the text is answered, not sent again.
    const retried = await send({
      message: 'Таблиця нижче',
      recipient_id: customer,
      image_url: 'https://cdn.example/unreachable.png',
      idempotency_key: key,
    });
    expect(retried.statusCode).toBe(422);
    expect(sends().filter((c) => c.body.message.text)).toHaveLength(1);
    expect(sends()).toHaveLength(3);
    expect((await thread(customer)).map((m) => m.message)).toEqual(['Таблиця нижче']);
  });

  it('keeps the picture when the platform’s echo of it was stored first with its link dropped', async () => {
    const customer = await customerWrote();
    const url = 'https://cdn.example/echoed-first.png';
    let sent = 0;
    graph.beforeSendAnswer = async (answer) => {
      sent += 1;
      if (sent !== 2) return; // the picture's send (the text's is the first)
      // The echo arrives before the send's answer: its link, on no Meta host, is not kept.
      await deliver(
        t.app,
        igMessaging(IG, [
          echo(IG, customer, { mid: answer.message_id, attachments: [{ type: 'image', payload: { url } }] }),
        ]),
      );
    };
    try {
      const res = await send({ message: 'Ось фото', recipient_id: customer, image_url: url });
      expect(res.statusCode).toBe(200);
    } finally {
      graph.beforeSendAnswer = null;
    }
    const stored = await thread(customer);
    expect(stored.find((m) => m.attachments.length > 0)?.attachments).toEqual([
      { type: 'image', payload: { url, title: null }, asset_id: expect.any(String), code: null },
    ]);
    expect(stored).toHaveLength(2);
  });

  it('refuses a picture that is no http(s) link, and a picture in a private reply to a comment', async () => {
    const customer = await customerWrote();
    graph.calls.length = 0;
    for (const image_url of ['ftp://cdn.example/a.png', 'javascript:alert(1)', 'https://', 'x'.repeat(10)]) {
      const res = await send({ message: 'Фото', recipient_id: customer, image_url });
      expect({ image_url, status: res.statusCode }).toEqual({ image_url, status: 400 });
      expect(json(res).error_message).toMatch(/^image_url: Картинка/);
    }
    const privateReply = await send({
      message: 'Фото',
      recipient_id: customer,
      comment_id: 'c-1',
      image_url: 'https://cdn.example/a.png',
    });
    expect(privateReply.statusCode).toBe(400);
    expect(json(privateReply).error_message).toMatch(/Приватна відповідь на коментар — лише текст/);
    expect(sends()).toHaveLength(0);
  });
});
