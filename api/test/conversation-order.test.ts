import { insertChannel, insertConversation, insertMessage } from './channel-rows';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';

/**
 * A thread is ordered by the platform's time, then by arrival (issue 47): two messages of the same
 * second keep the order they came in after a reload, whatever their ids, on every page.
 */
describeEachDb('message order', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('by created_time, then arrival, then id; paging keeps it', async () => {
    const u = await signedInUser(t.app);
    const channelId = await insertChannel(t.app, u.id);
    const conversationId = await insertConversation(t.app, channelId, 'customer-1');
    const second = new Date('2026-11-28T10:00:05.000Z');
    const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 10, 0, 0, ms));
    // Stored in this order; ids are random uuids, so an order by id would shuffle the ties.
    const texts = ['перше', 'друге', 'третє', 'четверте', "п'яте"];
    for (const [i, text] of texts.entries()) {
      await insertMessage(
        t.app,
        { conversationId, channelId, time: second },
        { text, created_at: at(10_000 + i * 10) },
      );
    }
    // Platform time earlier, arrived last: it goes first.
    await insertMessage(
      t.app,
      { conversationId, channelId, time: at(1_000) },
      { text: 'раніше', created_at: at(20_000) },
    );

    const page = async (cursor?: string) =>
      json(
        await t.app.inject({
          url: `/api/v1/channels/current/conversations/${conversationId}/messages?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          headers: u.auth,
        }),
      );
    const shown: string[][] = [];
    let cursor: string | undefined;
    do {
      const body = await page(cursor);
      shown.unshift(body.data.map((m: { message: string }) => m.message));
      cursor = body.paging.next_cursor ?? undefined;
    } while (cursor);
    expect(shown.flat()).toEqual(['раніше', ...texts]);
  });
});
