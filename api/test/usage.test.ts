import { insertChannel, insertConversation, insertMessage } from './channel-rows';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';

/** GET /api/v1/users/usage: chats of this month; a chat ends after 24 hours without messages. */
describeEachDb('plan usage', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const HOUR = 60 * 60 * 1000;

  const channelOf = (userId: string) => insertChannel(t.app, userId);

  /** A conversation of the channel with messages at these times. */
  async function conversation(channelId: string, customer: string, times: Date[]): Promise<void> {
    const conversationId = await insertConversation(t.app, channelId, customer);
    for (const time of times) await insertMessage(t.app, { conversationId, channelId, time }, { sender_id: customer });
  }

  const usage = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/usage', headers: auth });
    expect(res.statusCode).toBe(200);
    return json(res).data;
  };

  it('is 0 of the free 50 for a new account', async () => {
    const u = await signedInUser(t.app);
    const now = new Date();
    expect(await usage(u.auth)).toEqual({
      month_start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      chats_used: 0,
      free_chats: 50,
    });
  });

  it('counts a conversation once until 24 hours pass between its messages, this month only', async () => {
    const u = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const channel = await channelOf(u.id);
    const now = Date.now();
    const monthStart = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1);
    // One chat: messages 23 hours apart. In the first 23 hours of a month it began last month, so it is not counted.
    const aStart = now - 23 * HOUR;
    await conversation(channel, 'a', [new Date(aStart), new Date(now)]);
    // Two chats: a pause of 25 hours — only when both fall in this month.
    const b = [new Date(now - 25 * HOUR), new Date(now)].filter((d) => d.getTime() >= monthStart);
    await conversation(channel, 'b', b);
    // Last month's message, then one 1 hour later but still before this month: not counted.
    await conversation(channel, 'c', [new Date(monthStart - 3 * HOUR), new Date(monthStart - 2 * HOUR)]);
    // A chat that started last month and goes on within 24 hours: its first message this month does not open a new chat.
    await conversation(
      channel,
      'd',
      [new Date(monthStart - HOUR), new Date(monthStart + HOUR)].filter((d) => d.getTime() <= now),
    );
    const expected = (aStart >= monthStart ? 1 : 0) + b.length;
    expect((await usage(u.auth)).chats_used).toBe(expected);
    // Another account's chats are its own.
    expect((await usage(other.auth)).chats_used).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/usage' });
    expect(res.statusCode).toBe(401);
  });
});
