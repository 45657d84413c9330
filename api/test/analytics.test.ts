import { insertChannel, insertConversation, insertMessage } from './channel-rows';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';
import { AnalyticsRepository } from '../src/modules/analytics/repository';
import { AnalyticsService } from '../src/modules/analytics/service';

/**
 * GET /api/v1/analytics/* (docs/product.md §9.7) over conversations seeded at fixed instants whose
 * figures are counted by hand below: a 24-hour chat boundary, a draft sent unchanged, an edited
 * one, a discarded one, a night reply by hand, and another account's data that must not count.
 */
describeEachDb('analytics', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const at = (iso: string) => new Date(`${iso}Z`);

  const conversation = (channelId: string, customer: string) => insertConversation(t.app, channelId, customer);

  const message = (
    conv: { id: string; channel: string },
    time: string,
    m: { shop?: boolean; text?: string; type?: string; rejected?: string },
  ) =>
    insertMessage(
      t.app,
      { conversationId: conv.id, channelId: conv.channel, time: at(time) },
      {
        type: m.type ?? 'STANDARD',
        from_shop: m.shop ?? false,
        text: m.text ?? 'hello',
        last_user_message: m.rejected ? 'question' : null,
        rejected_ai_proposition: m.rejected ?? null,
      },
    );

  async function draft(
    userId: string,
    conv: { id: string; channel: string },
    messageId: string,
    time: string,
    d: { text: string; stalled?: boolean; codes?: string[]; missing?: string[] },
  ): Promise<void> {
    await t.app.db
      .insertInto('agent_propositions')
      .values({
        user_id: userId,
        message_id: messageId,
        conversation_id: conv.id,
        channel_id: conv.channel,
        kind: 'DIRECT',
        status: 'DONE',
        text: d.text,
        stalled: d.stalled ?? false,
        codes: d.codes ?? [],
        missing_sizes: d.missing ?? [],
        created_at: at(time),
        updated_at: at(time),
      } as never)
      .execute();
  }

  /** The hand-counted shop: see each line's comment. */
  async function seededShop() {
    const u = await signedInUser(t.app);
    const channel = await insertChannel(t.app, u.id, 'Main');
    const c1 = { id: await conversation(channel, 'c1'), channel };
    // 2 Mar 10:00 a new customer: chat 1 (NEW, direct). Draft sent unchanged 5 min later.
    const q1 = await message(c1, '2026-03-02T10:00:00', { text: 'Is DR-1024 in M?' });
    await draft(u.id, c1, q1, '2026-03-02T10:00:30', { text: 'Yes, M is in stock.', codes: ['DR-1024'] });
    await message(c1, '2026-03-02T10:05:00', { shop: true, text: 'Yes, M is in stock. ' });
    // 3 Mar 09:00, 23 h later: the same chat. The draft is edited (the inbox sends the rejected one).
    const q2 = await message(c1, '2026-03-03T09:00:00', { text: 'Delivery?' });
    await draft(u.id, c1, q2, '2026-03-03T09:00:20', { text: 'Delivery takes 2 days.', codes: ['DR-1024'] });
    await message(c1, '2026-03-03T09:10:00', {
      shop: true,
      text: 'Delivery: 1-2 days.',
      rejected: 'Delivery takes 2 days.',
    });
    // 4 Mar 10:00, 24 h 50 min after the shop's reply: chat 2 (RETURNING). The draft stalls and is
    // discarded: another text goes out. XL of DR-1024 was asked for while out of stock.
    const q3 = await message(c1, '2026-03-04T10:00:00', { text: 'And XL?' });
    await draft(u.id, c1, q3, '2026-03-04T10:00:10', {
      text: "I'll check with a colleague.",
      stalled: true,
      codes: ['DR-1024'],
      missing: ['DR-1024 XL'],
    });
    await message(c1, '2026-03-04T10:20:00', { shop: true, text: 'No XL, sorry.' });
    // 5 Mar 23:30 a comment from a new customer: chat 3 (NEW, comment). Answered by hand at 02:30
    // (no draft): a night reply of 3 hours, the customer's hour 23 (UTC).
    const c2 = { id: await conversation(channel, 'c2'), channel };
    await message(c2, '2026-03-05T23:30:00', { type: 'REPLY_TO_POST', text: 'Price?' });
    await message(c2, '2026-03-06T02:30:00', { shop: true, type: 'COMMENT_REPLY', text: '1200 UAH' });
    // The 24-hour boundary: exactly 24 h is the same chat, 24 h and 1 s a new one.
    const c3 = { id: await conversation(channel, 'c3'), channel };
    await message(c3, '2026-03-06T12:00:00', {}); // chat 4 (NEW)
    await message(c3, '2026-03-07T12:00:00', {}); // same chat
    await message(c3, '2026-03-08T12:00:01', {}); // chat 5 (RETURNING)
    // Outside the period (9 Mar): counted by usage only.
    const c4 = { id: await conversation(channel, 'c4'), channel };
    await message(c4, '2026-03-09T08:00:00', {}); // chat 6 (NEW)
    // Questions the assistant could not answer: one open, one the owner answered.
    for (const answer of [null, 'We ship on Mondays']) {
      await t.app.db
        .insertInto('customer_questions')
        .values({
          user_id: u.id,
          channel_id: channel,
          conversation_id: c1.id,
          question: answer ? 'When do you ship?' : 'Is the lining silk?',
          answer,
          answered_at: answer ? at('2026-03-04T12:00:00') : null,
          created_at: at('2026-03-04T10:00:10'),
        } as never)
        .execute();
    }
    // Another account's busy day in the same period: never counted for `u`.
    const other = await signedInUser(t.app);
    const theirChannel = await insertChannel(t.app, other.id, 'Theirs');
    const o1 = { id: await conversation(theirChannel, 'o1'), channel: theirChannel };
    const oq = await message(o1, '2026-03-02T10:00:00', { text: 'SK-2045?' });
    await draft(other.id, o1, oq, '2026-03-02T10:00:10', { text: 'Yes', codes: ['SK-2045'], missing: ['SK-2045 S'] });
    await message(o1, '2026-03-02T10:00:40', { shop: true, text: 'Yes' });
    return { u, other, channel, theirChannel };
  }

  const get = async (auth: Record<string, string>, report: string, query: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/${report}?${new URLSearchParams(query)}`,
      headers: { ...auth, 'accept-language': 'en' },
    });
    return res;
  };
  const WEEK = { from: '2026-03-02', to: '2026-03-08' };

  it('counts chats by the 24-hour rule, new vs returning, direct vs comments, by day, week and channel', async () => {
    const { u, channel } = await seededShop();
    const res = await get(u.auth, 'chats', WEEK);
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data.total).toEqual({ chats: 5, new_customers: 3, returning_customers: 2, direct: 4, comments: 1 });
    expect(data.days.map((d: { day: string; chats: number }) => [d.day, d.chats])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 0],
      ['2026-03-04', 1],
      ['2026-03-05', 1],
      ['2026-03-06', 1],
      ['2026-03-07', 0],
      ['2026-03-08', 1],
    ]);
    expect(data.days[3]).toEqual({
      day: '2026-03-05',
      chats: 1,
      new_customers: 1,
      returning_customers: 0,
      direct: 0,
      comments: 1,
    });
    expect(data.weeks).toEqual([{ day: '2026-03-02', ...data.total }]);
    expect(data.channels).toEqual([{ channel_id: channel, name: 'Main', platform: 'INSTAGRAM', chats: 5 }]);
    // In Kyiv's winter time (UTC+2) the 23:30 comment is on 6 March.
    const kyiv = json(await get(u.auth, 'chats', { ...WEEK, tz_offset: '120' })).data;
    expect(kyiv.days.find((d: { day: string }) => d.day === '2026-03-05').chats).toBe(0);
    expect(kyiv.days.find((d: { day: string }) => d.day === '2026-03-06').chats).toBe(2);
  });

  it("splits the shop's answers by what became of the draft, and drafts stalled vs answered", async () => {
    const { u } = await seededShop();
    const data = json(await get(u.auth, 'assistant', WEEK)).data;
    expect(data.total).toEqual({ unchanged: 1, edited: 1, discarded: 1, by_hand: 1, stalled: 1, answered: 2 });
    const byDay = Object.fromEntries(data.days.map((d: { day: string }) => [d.day, d]));
    expect(byDay['2026-03-02']).toMatchObject({ unchanged: 1, edited: 0, answered: 1 });
    expect(byDay['2026-03-03']).toMatchObject({ edited: 1, answered: 1 });
    expect(byDay['2026-03-04']).toMatchObject({ discarded: 1, stalled: 1, answered: 0 });
    expect(byDay['2026-03-06']).toMatchObject({ by_hand: 1 });
    expect(data.days).toHaveLength(7);
  });

  it('a send stored first as the echo and completed with the rejected draft counts as edited', async () => {
    const u = await signedInUser(t.app);
    const channel = await insertChannel(t.app, u.id);
    const c = { id: await conversation(channel, 'echo'), channel };
    const q = await message(c, '2026-03-02T10:00:00', {});
    await draft(u.id, c, q, '2026-03-02T10:00:05', { text: 'Draft' });
    const reply = await message(c, '2026-03-02T10:01:00', { shop: true, text: 'Edited draft' });
    await t.app.db
      .updateTable('messages')
      .set({ rejected_ai_proposition: 'Draft', last_user_message: 'hello' })
      .where('id', '=', reply)
      .execute();
    // The send's echo, stamped by the platform a second earlier than the send stored it: skipped by
    // the unique key, so counted once.
    const row = await t.app.db.selectFrom('messages').selectAll().where('id', '=', reply).executeTakeFirstOrThrow();
    const { id: _, chat_start: __, awaited_since: ___, draft_outcome: ____, ...again } = row;
    const skipped = await t.app.db
      .insertInto('messages')
      .values({
        ...again,
        attachments: '[]',
        reactions: '[]',
        reply_to: null,
        created_time: new Date(row.created_time.getTime() - 1000),
      } as never)
      .onConflict((oc) => oc.columns(['channel_id', 'platform_id']).doNothing())
      .returning('id')
      .execute();
    expect(skipped).toEqual([]);
    const data = json(await get(u.auth, 'assistant', WEEK)).data;
    expect(data.total).toMatchObject({ unchanged: 0, edited: 1, discarded: 0, by_hand: 0 });
    expect(json(await get(u.auth, 'speed', WEEK)).data.total.replies).toBe(1);
  });

  it('times customer message → shop reply by the hour the customer wrote: median and 90th percentile', async () => {
    const { u } = await seededShop();
    const data = json(await get(u.auth, 'speed', WEEK)).data;
    // Replies after 300 s and 1200 s (10:00), 600 s (09:00), 10800 s (23:30, at night).
    expect(data.total.replies).toBe(4);
    expect(data.total.median_seconds).toBeCloseTo(900);
    expect(data.total.p90_seconds).toBeCloseTo(1200 + 0.7 * 9600);
    expect(data.hours).toHaveLength(24);
    expect(data.hours[10]).toEqual({ hour: 10, replies: 2, median_seconds: 750, p90_seconds: 1110 });
    expect(data.hours[9]).toEqual({ hour: 9, replies: 1, median_seconds: 600, p90_seconds: 600 });
    expect(data.hours[23]).toEqual({ hour: 23, replies: 1, median_seconds: 10800, p90_seconds: 10800 });
    expect(data.hours[3]).toEqual({ hour: 3, replies: 0, median_seconds: null, p90_seconds: null });
    const kyiv = json(await get(u.auth, 'speed', { ...WEEK, tz_offset: '120' })).data;
    expect(kyiv.hours[1].replies).toBe(1);
    expect(kyiv.hours[23].replies).toBe(0);
  });

  it('reads long periods from the wait buckets: the same replies, percentiles within 5 %', async () => {
    const { u } = await seededShop();
    const service = new AnalyticsService(new AnalyticsRepository(t.app.db), 0);
    const data = await service.speed({ userId: u.id, channelId: null }, { from: WEEK.from, to: WEEK.to, tz_offset: 0 });
    expect(data.total.replies).toBe(4);
    expect(data.hours.map((h) => h.replies)).toEqual(
      Array.from({ length: 24 }, (_, hour) => ({ 9: 1, 10: 2, 23: 1 })[hour] ?? 0),
    );
    expect(data.hours[23]!.median_seconds! / 10800).toBeCloseTo(1, 1);
    expect(data.hours[9]!.p90_seconds! / 600).toBeCloseTo(1, 1);
    expect(data.hours[3]!.median_seconds).toBeNull();
  });

  it('lists the codes asked about, out-of-stock sizes asked for and open questions', async () => {
    const { u } = await seededShop();
    const data = json(await get(u.auth, 'topics', WEEK)).data;
    expect(data.products).toEqual([{ code: 'DR-1024', name: null, asks: 3 }]);
    expect(data.out_of_stock).toEqual([{ code: 'DR-1024', size: 'XL', asks: 1 }]);
    expect(data.unanswered_total).toBe(1);
    expect(data.unanswered).toEqual([
      expect.objectContaining({ question: 'Is the lining silk?', created_at: '2026-03-04T10:00:10.000Z' }),
    ]);
  });

  it('lists as asked codes only what reads as one: a known product code or letters with digits, never a bare number like a height', async () => {
    const u = await signedInUser(t.app);
    const channel = await insertChannel(t.app, u.id, 'Heights');
    const c = { id: await conversation(channel, 'h1'), channel };
    const q = await message(c, '2026-03-03T10:00:00', { text: 'Зріст 165, який розмір VT-3002?' });
    // The draft's codes as the assistant read them: "165" was the customer's height.
    await draft(u.id, c, q, '2026-03-03T10:00:20', { text: 'M', codes: ['165', 'VT-3002'] });
    const data = json(await get(u.auth, 'topics', WEEK)).data;
    expect(data.products).toEqual([{ code: 'VT-3002', name: null, asks: 1 }]);
  });

  it('adds whole days of asks and the hours at the ends of a local period exactly', async () => {
    const { u } = await seededShop();
    const topics = async (query: Record<string, string>) => json(await get(u.auth, 'topics', query)).data;
    // Kyiv (UTC+2), 3–4 March: 3 March 00:00 UTC onwards whole, 4 March up to 22:00 UTC from the drafts.
    const mixed = await topics({ from: '2026-03-03', to: '2026-03-04', tz_offset: '120' });
    expect(mixed.products).toEqual([{ code: 'DR-1024', name: null, asks: 2 }]);
    expect(mixed.out_of_stock).toEqual([{ code: 'DR-1024', size: 'XL', asks: 1 }]);
    // One local day with no whole UTC day in it.
    const part = await topics({ from: '2026-03-04', to: '2026-03-04', tz_offset: '-600' });
    expect(part.products).toEqual([{ code: 'DR-1024', name: null, asks: 1 }]);
    // 2 March in UTC+14 ends at 10:00 UTC: the first draft (10:00:30) is not in it.
    const early = await topics({ from: '2026-03-02', to: '2026-03-02', tz_offset: '840' });
    expect(early.products).toEqual([]);
  });

  it("projects this month's chats against the plan (a fixed clock)", async () => {
    const { u } = await seededShop();
    const service = new AnalyticsService(new AnalyticsRepository(t.app.db));
    const usage = await service.usage({ userId: u.id, channelId: null }, 0, at('2026-03-10T12:00:00'));
    // 6 chats in 9.5 days of March → 6 / 9.5 × 31 ≈ 19.6.
    expect(usage).toEqual({
      month_start: '2026-03-01T00:00:00.000Z',
      days_elapsed: 10,
      days_in_month: 31,
      chats_used: 6,
      plan: 'TRIAL',
      plan_chats: 50,
      projected: 20,
    });
    const res = await get(u.auth, 'usage', {});
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ plan: 'TRIAL', plan_chats: 50 });
    // A paid plan: the chats billing sells with it (docs/product.md §9.16), not a figure of its own.
    await t.app.db.updateTable('users').set({ plan: 'PRO' }).where('id', '=', u.id).execute();
    expect(json(await get(u.auth, 'usage', {})).data).toMatchObject({ plan: 'PRO', plan_chats: 1500 });
  });

  it("counts one channel with ?channelId=, and refuses another account's channel", async () => {
    const { u, channel, theirChannel } = await seededShop();
    const second = await insertChannel(t.app, u.id, 'Second');
    expect(json(await get(u.auth, 'chats', { ...WEEK, channelId: channel })).data.total.chats).toBe(5);
    const empty = json(await get(u.auth, 'chats', { ...WEEK, channelId: second })).data;
    expect(empty.total.chats).toBe(0);
    expect(empty.channels).toEqual([{ channel_id: second, name: 'Second', platform: 'INSTAGRAM', chats: 0 }]);
    expect((await get(u.auth, 'topics', { ...WEEK, channelId: theirChannel })).statusCode).toBe(404);
  });

  it.each([
    [{ from: '2026-03-08', to: '2026-03-02' }, 'to: The period runs from "from" to "to", 366 days at most'],
    [{ from: '2025-01-01', to: '2026-03-02' }, 'to: The period runs from "from" to "to", 366 days at most'],
    [{ from: '2026-3-2', to: '2026-03-08' }, 'from: Dates are YYYY-MM-DD'],
    [{ to: '2026-03-08' }, 'from: Dates are YYYY-MM-DD'],
    [{ ...WEEK, tz_offset: '900' }, 'tz_offset: tz_offset is minutes east of UTC, -840 to 840'],
  ])('answers 400 for %j', async (query, message) => {
    const u = await signedInUser(t.app);
    const res = await get(u.auth, 'chats', query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(json(res).error_message).toBe(message);
  });
});
