// Full trust learns from the owner (issue 48, docs/product.md §9.10): a topic goes out alone only
// after the owner has sent enough of its drafts unchanged, in either reply mode, and stops going
// out alone when the owner changes too many of them.
import { randomUUID } from 'node:crypto';
import { describeEachDb, json, type TestApp } from './helpers';
import { deliver, dm, echo, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE } from './meta/graph-double';
import type { TestSocket } from './ws-client';
import { startAssistantShop } from './meta/stocked-shop';

describeEachDb('full trust learns each topic from the owner', (target) => {
  let shop: Awaited<ReturnType<typeof startAssistantShop>>;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let socket: TestSocket;

  beforeAll(async () => {
    shop = await startAssistantShop(target);
    ({ t, owner, socket } = shop);
  });
  afterAll(() => shop?.close());

  const put = (payload: object) => shop.putAutopilot(payload);
  const seen = (type: string, conversationId: string) =>
    socket.messages.filter((m) => m.type === type && m.data.conversation_id === conversationId);

  /** A new customer's price question; what full trust did with it and the draft, if one came back. */
  async function ask(): Promise<{
    conversation: string;
    customer: string;
    draft: string | null;
    reason: string | null;
  }> {
    const customer = `cust-${randomUUID()}`;
    const mid = nextMid();
    await deliver(
      t.app,
      igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid, text: 'Скільки коштує DR-1024?' })]),
    );
    const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
    const conversation = incoming.data.conversation_id as string;
    const first = await socket.next(
      (m) =>
        m.data?.conversation_id === conversation &&
        (m.type === 'NEW_AI_PROPOSITION' || m.type === 'AUTO_REPLY_SCHEDULED'),
      15_000,
    );
    if (first.type === 'AUTO_REPLY_SCHEDULED') return { conversation, customer, draft: null, reason: null };
    const mark = seen('CONVERSATION_ATTENTION', conversation)[0];
    return { conversation, customer, draft: String(first.data.ai_proposition), reason: mark?.data.reason ?? null };
  }

  /** The owner answers from the platform's app (its echo): the draft as it was, or a text of their own. */
  async function answer(customer: string, text: string): Promise<void> {
    const mid = nextMid('echo');
    await deliver(t.app, igMessaging(DOUBLE.ig.id, [echo(DOUBLE.ig.id, customer, { mid, text })]));
    await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
  }

  it('a new channel needs the default number of drafts sent unchanged; bad values are refused', async () => {
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/v1/channels/${owner.channel.id}/autopilot`,
      headers: owner.auth,
    });
    expect(json(got).data.learning_drafts).toBe(10);
    for (const bad of [-1, 51, 2.5, '3']) {
      const res = await put({ learning_drafts: bad });
      expect(res.statusCode).toBe(400);
      expect(json(res).error_message).toMatch(/0 to 50|від 0 до 50/);
    }
  });

  it('hands a topic over until the owner sent enough drafts unchanged, then answers it alone', async () => {
    expect((await put({ mode: 'FULL_TRUST', undo_seconds: 0, learning_drafts: 2 })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const asked = await ask();
      expect(asked.reason).toBe('learning');
      await answer(asked.customer, asked.draft!);
    }
    const third = await ask();
    expect(third.reason).toBeNull();
    expect(third.draft).toBeNull();
    await socket.next(
      (m) => m.type === 'NEW_MESSAGE' && m.data.conversation_id === third.conversation && m.data.by_assistant,
      15_000,
    );
    // The settings show each topic's record as the gate weighs it (the automatic reply is not in it).
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/v1/channels/${owner.channel.id}/autopilot`,
      headers: owner.auth,
    });
    expect(json(got).data.track_record).toEqual({ price: { unchanged: 2, judged: 2, learned: true } });
  });

  it('a draft the owner replaced (in the control mode too) takes the trust back', async () => {
    expect((await put({ mode: 'CONTROL' })).statusCode).toBe(200);
    const asked = await ask();
    expect(asked.draft).not.toBeNull();
    await answer(asked.customer, 'Сукня DR-1024 коштує 1 250 грн, є всі розміри.');
    expect((await put({ mode: 'FULL_TRUST' })).statusCode).toBe(200);
    // 2 unchanged and 1 replaced of 3 judged: more than 10 % changed.
    const after = await ask();
    expect(after.reason).toBe('learning');
    // Three more sent unchanged: 5 of 6, still more than 10 % changed; the topic stays with the owner.
    for (let i = 0; i < 2; i += 1) {
      const next = await ask();
      expect(next.reason).toBe('learning');
      await answer(next.customer, next.draft!);
    }
    await answer(after.customer, after.draft!);
    expect((await ask()).reason).toBe('learning');
    const saved = await put({ learning_drafts: 5 });
    expect(json(saved).data.track_record.price).toEqual({ unchanged: 5, judged: 6, learned: false });
  });

  it('0 turns the rule off', async () => {
    expect((await put({ learning_drafts: 0 })).statusCode).toBe(200);
    const asked = await ask();
    expect(asked.draft).toBeNull();
  });
});
