// Webhook -> queue -> proposition: a customer's DM becomes an AI draft on the owner's socket
// while the assistant is ON, drafted from the shop's uploaded stock; nothing while it is OFF.
import { randomUUID } from 'node:crypto';
import { describeOneDb, type TestApp } from './helpers';
import { deliver, dm, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import type { TestSocket } from './ws-client';
import { chatAsCustomer, ownerSocket, startStockedShop } from './meta/stocked-shop';

describeOneDb('AI drafts for incoming messages', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let socket: TestSocket;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target));
    socket = await ownerSocket(t.app, owner);
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await t.close();
    await graph.close();
  });

  const setBot = (bot_status: 'ON' | 'OFF') =>
    t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status } });

  it('drafts from the stock when the assistant is ON', async () => {
    expect((await setBot('ON')).statusCode).toBe(200);
    const customer = `cust-${randomUUID()}`;
    await deliver(
      t.app,
      igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid: nextMid(), text: 'Скільки коштує DR-1024?' })]),
    );
    const draft = await socket.next((m) => m.type === 'NEW_AI_PROPOSITION', 15_000);
    expect(draft.data.ai_proposition).toContain('1450');
    expect(draft.data.conversation_id).toEqual(expect.any(String));
  });

  it('drafts nothing for a message that came while the assistant was OFF', async () => {
    expect((await setBot('OFF')).statusCode).toBe(200);
    const customer = `cust-${randomUUID()}`;
    const say = (text: string) =>
      deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid: nextMid(), text })]));
    await say('Привіт, є DR-1024?');
    const first = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.message === 'Привіт, є DR-1024?', 10_000);
    // The next message, with the assistant ON, is drafted; the first one never is.
    expect((await setBot('ON')).statusCode).toBe(200);
    await say('А ціна DR-1024?');
    const draft = await socket.next(
      (m) => m.type === 'NEW_AI_PROPOSITION' && m.data.conversation_id === first.data.conversation_id,
      15_000,
    );
    expect(draft.data.ai_proposition).toContain('1450');
    const drafted = await t.app.db
      .selectFrom('agent_propositions')
      .select('message_id')
      .where('conversation_id', '=', first.data.conversation_id)
      .execute();
    expect(drafted).toHaveLength(1);
    expect([first.data.id, first.data.platform_id]).not.toContain(drafted[0].message_id);
  });

  it('learns from a draft the owner edited before sending, not from one sent as drafted', async () => {
    expect((await setBot('ON')).statusCode).toBe(200);
    const customer = `cust-${randomUUID()}`;
    const question = `Скільки коштує DR-1024? Я ${customer}`;
    await deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid: nextMid(), text: question })]));
    const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.message === question, 10_000);
    const draft = await socket.next(
      (m) => m.type === 'NEW_AI_PROPOSITION' && m.data.conversation_id === incoming.data.conversation_id,
      15_000,
    );
    const send = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/channels/current/messages',
        headers: owner.auth,
        payload: {
          message,
          recipient_id: customer,
          last_user_message: question,
          rejected_ai_proposition: draft.data.ai_proposition,
        },
      });
    const corrections = () =>
      t.app.db
        .selectFrom('agent_corrections')
        .select(['sent_text', 'rejected_proposition', 'customer_message'])
        .where('conversation_id', '=', draft.data.conversation_id)
        .execute();
    expect((await send(draft.data.ai_proposition)).statusCode).toBeLessThan(300);
    expect(await corrections()).toEqual([]);
    const edited = 'DR-1024 коштує 1450 грн, розмір S є. Оформити?';
    expect((await send(edited)).statusCode).toBeLessThan(300);
    expect(await corrections()).toEqual([
      { sent_text: edited, rejected_proposition: draft.data.ai_proposition, customer_message: question },
    ]);
  });

  it('answers a follow-up about the product in play earlier in the conversation, and not a new subject', async () => {
    expect((await setBot('ON')).statusCode).toBe(200);
    const say = chatAsCustomer(t.app, socket);
    const turn = (text: string) => say({ text });
    expect(await turn('Скільки коштує лляна сукня?')).toMatch(/DR-1024.*1450 грн/);
    // "а в M є?" names no product: the dress of the turn before; M is sold out, S is there.
    const size = await turn('а в M є?');
    expect(size).toMatch(/DR-1024/);
    expect(size).toMatch(/M.*немає/);
    expect(size).toMatch(/Є S/);
    expect(await turn('а інший колір?')).toMatch(/Інших кольорів цієї моделі немає.*лише в одному кольорі/);
    // A new subject the shop does not sell is not answered with the dress.
    expect(await turn('а сумки продаєте?')).not.toMatch(/DR-1024|1450/);
  });

  it('the article-code form refuses a code the stock does not have and re-drafts with a known one', async () => {
    expect((await setBot('ON')).statusCode).toBe(200);
    const customer = `cust-${randomUUID()}`;
    const mid = nextMid();
    const photo = { type: 'image', payload: { url: `${graph.url}/files/unknown-${customer}.jpg` } };
    await deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid, attachments: [photo] })]));
    const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
    const first = await socket.next(
      (m) => m.type === 'NEW_AI_PROPOSITION' && m.data.conversation_id === incoming.data.conversation_id,
      15_000,
    );
    // The picture is none of the shop's posts: an honest draft asking for the code.
    expect(first.data.ai_proposition).toMatch(/артикул/);
    const put = (code: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/channels/current/conversations/${incoming.data.conversation_id}/${incoming.data.id}`,
        headers: owner.auth,
        payload: { code, asset_id: incoming.data.attachments[0].asset_id },
      });
    const unknown = await put('ZZ-404');
    expect(unknown.statusCode).toBe(422);
    expect(JSON.parse(unknown.body).error_message).toMatch(/артикулу немає|not in the shop's stock/);
    expect((await put('dr1024')).statusCode).toBe(200);
    const second = await socket.next(
      (m) => m.type === 'NEW_AI_PROPOSITION' && m.data.conversation_id === incoming.data.conversation_id && m !== first,
      15_000,
    );
    expect(second.data.ai_proposition).toMatch(/DR-1024.*1450 грн/);
  });
});
