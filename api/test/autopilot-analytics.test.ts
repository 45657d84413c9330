// Full trust in the analytics (issue 48 item 5): conversations handled alone, automatic replies
// sent and cancelled in the undo window, hand-overs by reason, the median first reply of the
// assistant alone and of the owner, by the shop's day.
import { randomUUID } from 'node:crypto';
import { describeEachDb, json, type TestApp } from './helpers';
import { deliver, dm, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE } from './meta/graph-double';
import type { TestSocket } from './ws-client';
import { startAssistantShop } from './meta/stocked-shop';

describeEachDb('analytics of full trust', (target) => {
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
  async function ask(customer: string, text: string): Promise<string> {
    const mid = nextMid();
    await deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid, text })]));
    return (await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000)).data
      .conversation_id as string;
  }
  const event = (type: string, conversation: string, where: (m: any) => boolean = () => true) =>
    socket.next((m) => m.type === type && m.data.conversation_id === conversation && where(m), 15_000);
  const report = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/full-trust?${query}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    return json(res).data;
  };

  it('counts what full trust did: alone, cancelled in the undo window, handed over and answered by the owner', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const empty = await report(`from=${today}&to=${today}&tz_offset=0`);
    expect(empty.total).toMatchObject({ conversations: 0, handled_alone: 0, median_alone_seconds: null });

    // Answered alone.
    await put({ mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 0 });
    const alone = await ask(`cust-${randomUUID()}`, 'Скільки коштує DR-1024?');
    await event('NEW_MESSAGE', alone, (m) => m.data.by_assistant === true);
    // A complaint handed over, then answered by the owner.
    const customer = `cust-${randomUUID()}`;
    const complaint = await ask(customer, 'Сукня прийшла порвана, це жах');
    expect((await event('CONVERSATION_ATTENTION', complaint)).data.reason).toBe('complaint');
    await event('NEW_AI_PROPOSITION', complaint);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/current/messages',
      headers: owner.auth,
      payload: { message: 'Вибачте, зараз усе владнаємо.', recipient_id: customer },
    });
    expect(reply.statusCode).toBe(200);
    // Cancelled by the owner in the undo window.
    await put({ undo_seconds: 30 });
    const undone = await ask(`cust-${randomUUID()}`, 'DR-1024 є в S?');
    const scheduled = await event('AUTO_REPLY_SCHEDULED', undone);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/autopilot/replies/${scheduled.data.reply_id}/cancel`,
      headers: owner.auth,
    });
    expect(cancel.statusCode).toBe(200);

    const data = await report(`from=${today}&to=${today}&tz_offset=0`);
    expect(data.total).toMatchObject({
      conversations: 3,
      handled_alone: 1,
      sent: 1,
      cancelled_in_undo: 1,
      handovers: 1,
    });
    expect(data.total.median_alone_seconds).toEqual(expect.any(Number));
    expect(data.total.median_owner_seconds).toEqual(expect.any(Number));
    expect(data.days).toEqual([expect.objectContaining({ day: today, conversations: 3, handled_alone: 1 })]);
    expect(data.handovers_by_reason).toEqual([{ reason: 'complaint', count: 1 }]);

    // The day before counts none of it; another account asking with this channel is answered 404.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await report(`from=${yesterday}&to=${yesterday}&tz_offset=0`);
    expect(before.total.conversations).toBe(0);
    const other = await userWithChannel(t.app, `other-${randomUUID()}`);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/full-trust?from=${today}&to=${today}&channelId=${owner.channel.id}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
