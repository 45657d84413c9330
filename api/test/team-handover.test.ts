// A hand-over in a team (issue 51, docs/product.md §9.15): the assistant's hand-over names the
// conversation's assignee, so it is announced to them; unassigned, to everyone.
import { randomUUID } from 'node:crypto';
import { describeEachDb, type TestApp } from './helpers';
import { deliver, dm, igMessaging, nextMid, userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import { ownerSocket, startStockedShop } from './meta/stocked-shop';
import { addManager, type Manager } from './team-helpers';
import type { TestSocket } from './ws-client';

describeEachDb('hand-overs in a team', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let manager: Manager;
  let socket: TestSocket;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target));
    manager = await addManager(t.app, owner.tokens.access_token, 'Марта');
    // The manager's socket hears the shop's events.
    socket = await ownerSocket(t.app, manager);
    for (const [url, payload] of [
      ['/api/v1/users', { bot_status: 'ON' }],
      [`/api/v1/channels/${owner.channel.id}/autopilot`, { mode: 'FULL_TRUST', learning_drafts: 0, undo_seconds: 0 }],
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

  async function say(customer: string, text: string): Promise<string> {
    const mid = nextMid();
    await deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid, text })]));
    return (await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000)).data
      .conversation_id as string;
  }
  const attention = (conversation: string, reason?: string) =>
    socket.next(
      (m) =>
        m.type === 'CONVERSATION_ATTENTION' &&
        m.data.conversation_id === conversation &&
        (!reason || m.data.reason === reason),
      15_000,
    );

  it('goes to everyone while unassigned, to the assignee once there is one', async () => {
    const customer = `cust-${randomUUID()}`;
    const conversation = await say(customer, 'Доброго дня');
    // Unassigned: the hand-over (whatever its reason) names nobody, so every teammate hears it.
    expect((await attention(conversation)).data).toMatchObject({ assignee_id: null });
    const assign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/channels/current/conversations/${conversation}/assignee`,
      headers: owner.auth,
      payload: { assignee_id: manager.id },
    });
    expect(assign.statusCode).toBe(200);
    // The shop's answer clears "needs your reply"; the next hand-over goes to the assignee.
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/current/messages',
      headers: manager.auth,
      payload: { message: 'Вітаю!', recipient_id: customer, idempotency_key: randomUUID() },
    });
    expect(answer.statusCode).toBe(200);
    await say(customer, 'Сукня прийшла порвана, це жах');
    expect((await attention(conversation, 'complaint')).data).toMatchObject({ assignee_id: manager.id });
  });
});
