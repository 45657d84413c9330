import { randomUUID } from 'node:crypto';
import { describeEachDb, json, type TestApp } from './helpers';
import { createChannelsApp, deliver, dm, igComment, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, startGraphDouble, type GraphDouble } from './meta/graph-double';
import { sleep } from './ws-client';

const IG = DOUBLE.ig.id;

/** Issue 28: every send carries an idempotency key; a repeat never reaches the platform twice. */
describeEachDb('idempotent sends', (target) => {
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
  afterEach(() => {
    graph.beforeSendAnswer = null;
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/channels/current/${url}`, headers: owner.auth, payload });
  const sends = () => graph.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'));
  const replies = () => graph.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/replies'));
  const storedKeys = (key: string) =>
    t.app.db
      .selectFrom('send_keys')
      .selectAll()
      .where('user_id', '=', owner.id)
      .where('key', 'like', `${key}%`)
      .execute();
  const shopMessages = (text: string) =>
    t.app.db.selectFrom('messages').select('id').where('text', '=', text).where('from_shop', '=', true).execute();
  const customerWrote = async () => {
    const customer = `cust-${randomUUID()}`;
    await deliver(t.app, igMessaging(IG, [dm(IG, customer, { mid: nextMid(), text: 'Є розмір M?' })]));
    return customer;
  };
  const customerCommented = async () => {
    const customer = `cust-${randomUUID()}`;
    const commentId = nextMid('c');
    await deliver(
      t.app,
      igComment(IG, {
        from: { id: customer, username: customer },
        media: { id: 'media-1' },
        id: commentId,
        text: 'Ціна?',
      }),
    );
    const conversation = await t.app.db
      .selectFrom('conversations')
      .select('id')
      .where('participant_id', '=', customer)
      .executeTakeFirstOrThrow();
    return { customer, commentId, conversationId: conversation.id };
  };

  it('answers a repeated direct message with the first one, calling the platform once', async () => {
    const customer = await customerWrote();
    graph.calls.length = 0;
    const key = randomUUID();
    const body = { message: 'Так, є', recipient_id: customer, idempotency_key: key };
    const first = await post('messages', body);
    const again = await post('messages', body);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(json(again).data).toEqual(json(first).data);
    expect(sends()).toHaveLength(1);
    expect(await shopMessages('Так, є')).toHaveLength(1);
    expect((await storedKeys(key)).map((k) => k.message_id)).toEqual([json(first).data.id]);
  });

  it('sends once when two identical requests arrive together: the second waits for the first', async () => {
    const customer = await customerWrote();
    graph.calls.length = 0;
    // The platform takes its time, so the second request arrives while the first is under way.
    graph.beforeSendAnswer = async () => {
      await sleep(300);
    };
    const body = { message: 'Двічі натиснуто', recipient_id: customer, idempotency_key: randomUUID() };
    const [a, b] = await Promise.all([post('messages', body), post('messages', body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json(b).data.id).toBe(json(a).data.id);
    expect(sends()).toHaveLength(1);
    expect(await shopMessages('Двічі натиснуто')).toHaveLength(1);
  });

  it('lets a retry send after the platform failed, and refuses a key reused for another message', async () => {
    const customer = await customerWrote();
    const key = randomUUID();
    graph.beforeSendAnswer = async () => {
      throw new Error('Meta is down');
    };
    const failed = await post('messages', { message: 'Спроба', recipient_id: customer, idempotency_key: key });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await storedKeys(key)).toEqual([]);
    graph.beforeSendAnswer = null;
    const retried = await post('messages', { message: 'Спроба', recipient_id: customer, idempotency_key: key });
    expect(retried.statusCode).toBe(200);
    expect(await shopMessages('Спроба')).toHaveLength(1);

    const other = await post('messages', { message: 'Інший текст', recipient_id: customer, idempotency_key: key });
    expect(other.statusCode).toBe(422);
    expect(json(other).error_message).toMatch(/idempotency_key/);
  });

  it('keys are per account: another owner may use the same key', async () => {
    const customer = await customerWrote();
    const key = randomUUID();
    expect((await post('messages', { message: 'Моє', recipient_id: customer, idempotency_key: key })).statusCode).toBe(
      200,
    );
    const stranger = await userWithChannel(t.app, `other-${randomUUID()}`);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/current/messages',
      headers: stranger.auth,
      payload: { message: 'Моє', recipient_id: customer, idempotency_key: key },
    });
    // Their channel has no such customer: the key did not answer them with the owner's message.
    expect(theirs.statusCode).toBe(404);
  });

  it('answers a repeated comment reply with the first one', async () => {
    const { conversationId, commentId } = await customerCommented();
    graph.calls.length = 0;
    const body = {
      text: '1450 грн',
      conversation_id: conversationId,
      comment_id: commentId,
      idempotency_key: randomUUID(),
    };
    const [a, b] = await Promise.all([post('reply-to-comment', body), post('reply-to-comment', body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json(b).data.id).toBe(json(a).data.id);
    expect(replies()).toHaveLength(1);
  });

  it('sends a private reply and its auto-comment once however often the request is repeated', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/comment-settings',
      headers: owner.auth,
      payload: { comment_response_scenario: 'PRIVATE_REPLY_WITH_COMMENT', private_reply_message: 'Написали в Direct' },
    });
    expect(settings.statusCode).toBe(200);
    const { customer, commentId } = await customerCommented();
    graph.calls.length = 0;
    const key = randomUUID();
    const body = { message: 'Деталі в Direct', recipient_id: customer, comment_id: commentId, idempotency_key: key };
    const [a, b] = await Promise.all([post('messages', body), post('messages', body)]);
    const c = await post('messages', body);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a, b, c].map((r) => json(r).data.id)).size).toBe(1);
    expect(sends()).toHaveLength(1);
    expect(replies()).toHaveLength(1);
    expect((await storedKeys(key)).map((k) => k.key).sort()).toEqual([key, `${key}:auto-comment`]);
  });

  it('forgets keys after 7 days (the hourly purge), keeping newer ones', async () => {
    const old = `old-${randomUUID()}`;
    const fresh = `fresh-${randomUUID()}`;
    await t.app.db
      .insertInto('send_keys')
      .values([
        { user_id: owner.id, key: old, request_hash: 'h', created_at: new Date(Date.now() - 8 * 24 * 3600_000) },
        { user_id: owner.id, key: fresh, request_hash: 'h', created_at: new Date(Date.now() - 6 * 24 * 3600_000) },
      ])
      .execute();
    expect(await t.app.conversationsService.sendKeys.purge()).toBeGreaterThanOrEqual(1);
    expect(await storedKeys(old)).toEqual([]);
    expect(await storedKeys(fresh)).toHaveLength(1);
  });

  it('refuses a malformed key with 400', async () => {
    const customer = await customerWrote();
    for (const idempotency_key of ['short', 'has spaces in it', 'x'.repeat(129)]) {
      const res = await post('messages', { message: 'Привіт', recipient_id: customer, idempotency_key });
      expect(res.statusCode).toBe(400);
      expect(json(res).error_message).toMatch(/idempotency_key: Надішліть від 8 до 128 літер/);
    }
  });
});
