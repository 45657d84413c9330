// The owner's request-AI-answer call and the comment scenarios, from signed webhooks to the
// drafts the owner gets and the private replies and auto-comments the shop sends.
import { randomUUID } from 'node:crypto';
import { PROPOSE_QUEUE } from '../src/modules/agent/jobs';
import { describeOneDb, json, signedInUser, type TestApp } from './helpers';
import { deliver, dm, igComment, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import { startStockedShop } from './meta/stocked-shop';

const DAY = 24 * 3600_000;
const BASE = '/api/v1/channels/current/conversations';

describeOneDb('request an AI answer, and comment scenarios', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let published: Array<{ userId: string; type: string; data: any }>;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target));
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    jest.spyOn(t.app.realtime, 'publish').mockImplementation(async (userId, event) => {
      published.push({ userId, type: event.type, data: event.data });
      await publish(userId, event);
    });
  });
  beforeEach(() => {
    published = [];
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
    await graph.close();
  });

  const setBot = async (bot_status: 'ON' | 'OFF') => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: owner.auth,
      payload: { bot_status },
    });
    expect(res.statusCode).toBe(200);
  };
  const setScenario = async (comment_response_scenario: string, private_reply_message = 'Ми написали вам у Direct') => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/comment-settings',
      headers: owner.auth,
      payload: { comment_response_scenario, private_reply_message },
    });
    expect(res.statusCode).toBe(200);
  };
  const say = (customer: string, text: string) =>
    deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid: nextMid(), text })]));
  const comment = async (customer: string, text: string, extra: object = {}) => {
    const id = nextMid('comment');
    await deliver(
      t.app,
      igComment(DOUBLE.ig.id, {
        from: { id: customer, username: customer },
        media: { id: 'media-1' },
        id,
        text,
        ...extra,
      }),
    );
    return id;
  };
  const conversationOf = async (customer: string) => {
    const row = await t.app.db
      .selectFrom('conversations')
      .select('id')
      .where('participant_id', '=', customer)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const request = async (conversationId: string, headers: Record<string, string> = owner.auth) => {
    const res = await t.app.inject({ method: 'PUT', url: `${BASE}/${conversationId}`, headers });
    await t.app.background.drain();
    return res;
  };
  const drafts = (conversationId: string) =>
    published.filter(
      (e) =>
        ['NEW_AI_PROPOSITION', 'NEW_AI_PROPOSITION_COMMENT', 'PROCESSING_ERROR'].includes(e.type) &&
        e.data.conversation_id === conversationId,
    );
  const send = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/channels/current/messages', headers: owner.auth, payload });

  describe('PUT /api/v1/channels/current/conversations/{id} (request an AI answer)', () => {
    it('drafts a new answer to the latest customer message, queued durably, even one answered before', async () => {
      await setBot('OFF');
      const customer = `cust-${randomUUID()}`;
      await say(customer, 'Привіт');
      await say(customer, 'Скільки коштує DR-1024?');
      const conversationId = await conversationOf(customer);
      expect(drafts(conversationId)).toEqual([]);
      await setBot('ON');
      const queued = jest.spyOn(t.app.queue, 'send');
      try {
        const res = await request(conversationId);
        expect(res.statusCode).toBe(202);
        const latest = await t.app.db
          .selectFrom('messages')
          .select('id')
          .where('conversation_id', '=', conversationId)
          .where('text', '=', 'Скільки коштує DR-1024?')
          .executeTakeFirstOrThrow();
        expect(json(res).data).toEqual({ conversation_id: conversationId, message_id: latest.id });
        expect(queued).toHaveBeenCalledWith(
          PROPOSE_QUEUE,
          expect.objectContaining({ messageId: latest.id, conversationId, kind: 'DIRECT' }),
          // The safety net starts after the inline draft had its time.
          { startAfter: t.app.config.webhookRetryDelay },
        );
      } finally {
        queued.mockRestore();
      }
      expect(drafts(conversationId)).toEqual([
        expect.objectContaining({
          userId: owner.id,
          type: 'NEW_AI_PROPOSITION',
          data: { conversation_id: conversationId, ai_proposition: expect.stringContaining('1450') },
        }),
      ]);
      // Asked again: another draft for the same message, still one proposition row.
      expect((await request(conversationId)).statusCode).toBe(202);
      expect(drafts(conversationId)).toHaveLength(2);
      const rows = await t.app.db
        .selectFrom('agent_propositions')
        .select(['status', 'locked_until'])
        .where('conversation_id', '=', conversationId)
        .execute();
      expect(rows).toEqual([{ status: 'DONE', locked_until: null }]);
    });

    it('answers a comment as NEW_AI_PROPOSITION_COMMENT naming the comment', async () => {
      await setBot('OFF');
      await setScenario('COMMENT_ONLY');
      const customer = `cust-${randomUUID()}`;
      const commentId = await comment(customer, 'Ціна DR-1024?');
      const conversationId = await conversationOf(customer);
      await setBot('ON');
      expect((await request(conversationId)).statusCode).toBe(202);
      expect(drafts(conversationId)).toEqual([
        expect.objectContaining({
          type: 'NEW_AI_PROPOSITION_COMMENT',
          data: {
            conversation_id: conversationId,
            ai_proposition: expect.stringContaining('1450'),
            comment_id: commentId,
          },
        }),
      ]);
    });

    it('refuses with 409 and a clear message while the assistant is OFF, or with no customer message', async () => {
      const customer = `cust-${randomUUID()}`;
      await setBot('OFF');
      await say(customer, 'Є DR-1024?');
      const conversationId = await conversationOf(customer);
      const off = await request(conversationId, { ...owner.auth, 'accept-language': 'en' });
      expect(off.statusCode).toBe(409);
      expect(json(off).error_message).toMatch(/assistant is off/);

      // A conversation the shop started (its own echoed message only): nothing to answer.
      await setBot('ON');
      const quiet = `cust-${randomUUID()}`;
      await deliver(
        t.app,
        igMessaging(DOUBLE.ig.id, [
          {
            sender: { id: DOUBLE.ig.id },
            recipient: { id: quiet },
            timestamp: Date.now(),
            message: { mid: nextMid(), text: 'Вітаємо!', is_echo: true },
          },
        ]),
      );
      const none = await request(await conversationOf(quiet), { ...owner.auth, 'accept-language': 'en' });
      expect(none.statusCode).toBe(409);
      expect(json(none).error_message).toMatch(/nothing for the assistant to answer/);
      expect(published.filter((e) => e.type.startsWith('NEW_AI'))).toEqual([]);
    });

    it('is a 404 for an unknown or foreign conversation and a 400 for a malformed id', async () => {
      await setBot('OFF');
      const customer = `cust-${randomUUID()}`;
      await say(customer, 'Привіт');
      const conversationId = await conversationOf(customer);
      expect((await request(randomUUID())).statusCode).toBe(404);
      const intruder = await signedInUser(t.app);
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users',
        headers: intruder.auth,
        payload: { bot_status: 'ON' },
      });
      const foreign = await request(conversationId, intruder.auth);
      expect(foreign.statusCode).toBe(404);
      expect(json(foreign).error_message).toBeTruthy();
      expect((await request('not-a-uuid')).statusCode).toBe(400);
      expect(drafts(conversationId)).toEqual([]);
      expect(published.filter((e) => e.userId === intruder.id)).toEqual([]);
    });
  });

  describe('comment scenarios', () => {
    beforeAll(() => setBot('ON'));

    it('COMMENT_ONLY: a new comment gets a public draft; the shop’s own comments and replies get none', async () => {
      await setScenario('COMMENT_ONLY');
      const customer = `cust-${randomUUID()}`;
      const commentId = await comment(customer, 'Скільки коштує DR-1024?');
      const conversationId = await conversationOf(customer);
      expect(drafts(conversationId)).toEqual([
        expect.objectContaining({
          type: 'NEW_AI_PROPOSITION_COMMENT',
          data: expect.objectContaining({ comment_id: commentId, ai_proposition: expect.stringContaining('1450') }),
        }),
      ]);
      // The shop answering under the comment, and commenting on its own post: no draft.
      const shop = { id: DOUBLE.ig.id, username: DOUBLE.ig.username };
      await deliver(
        t.app,
        igComment(DOUBLE.ig.id, {
          from: shop,
          media: { id: 'media-1' },
          id: nextMid('c'),
          parent_id: commentId,
          text: '1450 грн',
        }),
      );
      await deliver(
        t.app,
        igComment(DOUBLE.ig.id, { from: shop, media: { id: 'media-1' }, id: nextMid('c'), text: 'Новинка!' }),
      );
      expect(drafts(conversationId)).toHaveLength(1);
      expect(published.filter((e) => e.type.startsWith('NEW_AI'))).toHaveLength(1);
    });

    it('PRIVATE_REPLY_ONLY: the draft is for a private reply, sent once per comment with comment_id', async () => {
      await setScenario('PRIVATE_REPLY_ONLY');
      const customer = `cust-${randomUUID()}`;
      const commentId = await comment(customer, 'Скільки коштує DR-1024?');
      const conversationId = await conversationOf(customer);
      const [draft] = drafts(conversationId);
      expect(draft).toMatchObject({
        type: 'NEW_AI_PROPOSITION',
        data: {
          conversation_id: conversationId,
          comment_id: commentId,
          ai_proposition: expect.stringContaining('1450'),
        },
      });
      // The customer never wrote in Direct (no 24-hour window): a private reply still goes.
      const calls = graph.calls.length;
      const res = await send({ message: draft.data.ai_proposition, recipient_id: customer, comment_id: commentId });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({ type: 'STANDARD', is_from_shop: true, parent_id: commentId });
      const made = graph.calls.slice(calls).filter((c) => c.method === 'POST');
      expect(made).toEqual([
        expect.objectContaining({
          path: expect.stringMatching(/\/messages$/),
          body: expect.objectContaining({ recipient: { comment_id: commentId } }),
        }),
      ]);
      // Once per comment.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/channels/current/messages',
        headers: { ...owner.auth, 'accept-language': 'en' },
        payload: { message: 'Ще раз', recipient_id: customer, comment_id: commentId },
      });
      expect(again.statusCode).toBe(409);
      expect(json(again).error_message).toMatch(/only one per comment/);
      // A new draft for that comment is a public one now.
      published = [];
      expect((await request(conversationId)).statusCode).toBe(202);
      expect(drafts(conversationId)).toEqual([
        expect.objectContaining({
          type: 'NEW_AI_PROPOSITION_COMMENT',
          data: expect.objectContaining({ comment_id: commentId }),
        }),
      ]);
    });

    it('PRIVATE_REPLY_ONLY: a comment older than 7 days gets a public draft and no private reply', async () => {
      await setScenario('PRIVATE_REPLY_ONLY');
      const customer = `cust-${randomUUID()}`;
      const commentId = await comment(customer, 'Скільки коштує DR-1024?', {
        timestamp: new Date(Date.now() - 8 * DAY).toISOString(),
      });
      const conversationId = await conversationOf(customer);
      expect(drafts(conversationId)).toEqual([
        expect.objectContaining({
          type: 'NEW_AI_PROPOSITION_COMMENT',
          data: expect.objectContaining({ comment_id: commentId }),
        }),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/channels/current/messages',
        headers: { ...owner.auth, 'accept-language': 'en' },
        payload: { message: 'Вітаємо', recipient_id: customer, comment_id: commentId },
      });
      expect(res.statusCode).toBe(403);
      expect(json(res).error_message).toMatch(/7 days/);
    });

    it('refuses a private reply to a comment that is not this customer’s', async () => {
      const customer = `cust-${randomUUID()}`;
      const other = `cust-${randomUUID()}`;
      const theirs = await comment(other, 'Є M?');
      await say(customer, 'Привіт');
      const res = await send({ message: 'Вітаємо', recipient_id: customer, comment_id: theirs });
      expect(res.statusCode).toBe(404);
      expect(
        (await send({ message: 'Вітаємо', recipient_id: customer, comment_id: 'no-such-comment' })).statusCode,
      ).toBe(404);
    });

    it('PRIVATE_REPLY_WITH_COMMENT: the private reply, then the owner’s auto-comment once under the comment', async () => {
      await setScenario('PRIVATE_REPLY_WITH_COMMENT', 'Відповіли вам у Direct 💌');
      const customer = `cust-${randomUUID()}`;
      const commentId = await comment(customer, 'Скільки коштує DR-1024?');
      const conversationId = await conversationOf(customer);
      const [draft] = drafts(conversationId);
      expect(draft).toMatchObject({ type: 'NEW_AI_PROPOSITION', data: { comment_id: commentId } });
      const calls = graph.calls.length;
      const res = await send({
        message: 'DR-1024 коштує 1450 грн, розмір S є.',
        recipient_id: customer,
        comment_id: commentId,
        last_user_message: 'Скільки коштує DR-1024?',
        rejected_ai_proposition: draft.data.ai_proposition,
      });
      expect(res.statusCode).toBe(200);
      const made = graph.calls.slice(calls).filter((c) => c.method === 'POST');
      expect(made.map((c) => c.path)).toEqual([expect.stringMatching(/\/messages$/), `/v20.0/${commentId}/replies`]);
      expect(made[1].body).toMatchObject({ message: 'Відповіли вам у Direct 💌' });
      const stored = await t.app.db
        .selectFrom('messages')
        .select(['type', 'text', 'parent_id', 'from_shop'])
        .where('conversation_id', '=', conversationId)
        .where('from_shop', '=', true)
        .orderBy('created_time')
        .execute();
      expect(stored).toEqual([
        { type: 'STANDARD', text: 'DR-1024 коштує 1450 грн, розмір S є.', parent_id: commentId, from_shop: true },
        { type: 'COMMENT_REPLY', text: 'Відповіли вам у Direct 💌', parent_id: commentId, from_shop: true },
      ]);
      expect(published.map((e) => e.type)).toEqual(expect.arrayContaining(['NEW_MESSAGE', 'NEW_COMMENT']));
      // The edited draft is learnt from, as for any direct reply.
      const corrections = await t.app.db
        .selectFrom('agent_corrections')
        .select('sent_text')
        .where('conversation_id', '=', conversationId)
        .execute();
      expect(corrections).toEqual([{ sent_text: 'DR-1024 коштує 1450 грн, розмір S є.' }]);
      // No second private reply, so no second auto-comment.
      const before = graph.calls.length;
      expect((await send({ message: 'Ще', recipient_id: customer, comment_id: commentId })).statusCode).toBe(409);
      expect(graph.calls.slice(before).filter((c) => c.method === 'POST')).toEqual([]);
    });
  });
});
