/**
 * SQL of analytics (docs/product.md §9.7): every figure is counted here, from the columns
 * migration 0018 keeps (messages.chat_start / awaited_since / draft_outcome, the propositions'
 * stalled / codes / missing_sizes), always within the caller's channels.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { Scope } from '../../lib/scope';

/** A period in UTC instants, `[start, end)`, and the shop's offset from UTC in minutes. */
export interface Period {
  start: Date;
  end: Date;
  offsetMinutes: number;
}

type Num = string | number;
const n = (v: Num | null | undefined) => Number(v ?? 0);
const orNull = (v: Num | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The scope's channels: `channel_id in (…)` on messages. */
function channelsOf(scope: Scope): RawBuilder<unknown> {
  return scope.channelId === null
    ? sql`(select c.id from channels c where c.user_id = ${scope.userId})`
    : sql`(select c.id from channels c where c.user_id = ${scope.userId} and c.id = ${scope.channelId})`;
}

/** The shop's local day of a timestamptz column, as `YYYY-MM-DD` text. */
function localDay(column: RawBuilder<unknown>, offset: number): RawBuilder<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + make_interval(mins => ${offset}), 'YYYY-MM-DD')`;
}

/** The Monday of the shop's local week. */
function localWeek(column: RawBuilder<unknown>, offset: number): RawBuilder<string> {
  return sql<string>`to_char(date_trunc('week', (${column} at time zone 'UTC') + make_interval(mins => ${offset})), 'YYYY-MM-DD')`;
}

export interface ChatsRow {
  day: string | null;
  week: string | null;
  channel_id: string | null;
  chats: Num;
  new_customers: Num;
  returning_customers: Num;
  direct: Num;
  comments: Num;
}

export class AnalyticsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Chats started in the period, by day, by week, by channel and in all (grouping sets over the
   * hourly totals, analytics_hourly: a whole-hour offset places every hour in its local day).
   */
  async chats(scope: Scope, p: Period) {
    const time = sql`h.hour`;
    const { rows } = await sql<ChatsRow & { g_day: Num; g_week: Num; g_channel: Num }>`
      select day, week, channel_id,
             grouping(day) as g_day, grouping(week) as g_week, grouping(channel_id) as g_channel,
             sum(chats) as chats, sum(new_customers) as new_customers,
             sum(returning_customers) as returning_customers, sum(direct) as direct, sum(comments) as comments
      from (
        select ${localDay(time, p.offsetMinutes)} as day, ${localWeek(time, p.offsetMinutes)} as week,
               h.channel_id::text as channel_id, h.chats, h.new_customers, h.returning_customers, h.direct, h.comments
        from analytics_hourly h
        where h.channel_id in ${channelsOf(scope)} and h.chats > 0
          and h.hour >= ${p.start} and h.hour < ${p.end}
      ) t
      group by grouping sets ((day), (week), (channel_id), ())
    `.execute(this.db);
    const figures = (r: ChatsRow) => ({
      chats: n(r.chats),
      new_customers: n(r.new_customers),
      returning_customers: n(r.returning_customers),
      direct: n(r.direct),
      comments: n(r.comments),
    });
    return {
      days: rows.filter((r) => n(r.g_day) === 0).map((r) => ({ day: r.day!, ...figures(r) })),
      weeks: rows.filter((r) => n(r.g_week) === 0).map((r) => ({ day: r.week!, ...figures(r) })),
      channels: rows.filter((r) => n(r.g_channel) === 0).map((r) => ({ channel_id: r.channel_id!, chats: n(r.chats) })),
      total: figures(
        rows.find((r) => n(r.g_day) + n(r.g_week) + n(r.g_channel) === 3) ?? {
          day: null,
          week: null,
          channel_id: null,
          chats: 0,
          new_customers: 0,
          returning_customers: 0,
          direct: 0,
          comments: 0,
        },
      ),
    };
  }

  /** The scope's channels with their names (the per-channel table). */
  async channels(scope: Scope) {
    let q = this.db
      .selectFrom('channels')
      .select(['id', 'platform', sql<string>`coalesce(nullif(name, ''), channel_name)`.as('name')])
      .where('user_id', '=', scope.userId);
    if (scope.channelId !== null) q = q.where('id', '=', scope.channelId);
    return q.orderBy('created_at').execute();
  }

  /**
   * The shop's answers by what they did with the draft (messages.draft_outcome), and the drafts made
   * by whether they left a question open, per day and in all, from the hourly totals.
   */
  async assistant(scope: Scope, p: Period) {
    const time = sql`h.hour`;
    const { rows } = await sql<{
      day: string | null;
      unchanged: Num;
      edited: Num;
      discarded: Num;
      by_hand: Num;
      stalled: Num;
      answered: Num;
    }>`
      select day, sum(unchanged) as unchanged, sum(edited) as edited, sum(discarded) as discarded,
             sum(by_hand) as by_hand, sum(stalled) as stalled, sum(answered) as answered
      from (
        select ${localDay(time, p.offsetMinutes)} as day, h.unchanged, h.edited, h.discarded, h.by_hand,
               h.stalled, h.answered
        from analytics_hourly h
        where h.channel_id in ${channelsOf(scope)}
          and (h.unchanged + h.edited + h.discarded + h.by_hand + h.stalled + h.answered) > 0
          and h.hour >= ${p.start} and h.hour < ${p.end}
      ) t
      group by grouping sets ((day), ())
      order by day nulls first
    `.execute(this.db);
    return rows.map((r) => ({
      day: r.day,
      unchanged: n(r.unchanged),
      edited: n(r.edited),
      discarded: n(r.discarded),
      by_hand: n(r.by_hand),
      stalled: n(r.stalled),
      answered: n(r.answered),
    }));
  }

  /** Replies in the period (by the customer's message), from the wait counts. */
  async replyCount(scope: Scope, p: Period): Promise<number> {
    const { rows } = await sql<{ replies: Num | null }>`
      select sum(w.replies) as replies from analytics_reply_waits w
      where w.channel_id in ${channelsOf(scope)} and w.hour >= ${p.start} and w.hour < ${p.end}
    `.execute(this.db);
    return n(rows[0]?.replies);
  }

  /**
   * Median and 90th percentile of customer message → shop reply, by the customer's local hour,
   * exact (percentile_cont over the replies whose customer message is in the period).
   */
  async speed(scope: Scope, p: Period) {
    const { rows } = await sql<{ hour: Num | null; replies: Num; median: Num | null; p90: Num | null }>`
      select hour, count(*) as replies,
             percentile_cont(0.5) within group (order by seconds) as median,
             percentile_cont(0.9) within group (order by seconds) as p90
      from (
        select extract(hour from (m.awaited_since at time zone 'UTC') + make_interval(mins => ${p.offsetMinutes}))::int as hour,
               extract(epoch from m.created_time - m.awaited_since) as seconds
        from messages m
        where m.channel_id in ${channelsOf(scope)} and m.from_shop and m.awaited_since is not null
          and m.created_time >= ${p.start} and m.awaited_since >= ${p.start} and m.awaited_since < ${p.end}
      ) t
      group by grouping sets ((hour), ())
      order by hour nulls first
    `.execute(this.db);
    return rows.map((r) => ({
      hour: r.hour === null ? null : n(r.hour),
      replies: n(r.replies),
      median_seconds: orNull(r.median),
      p90_seconds: orNull(r.p90),
    }));
  }

  /** Reply-wait counts by the customer's local hour of day and wait bucket (long periods). */
  async speedBuckets(scope: Scope, p: Period) {
    const { rows } = await sql<{ hour: Num; bucket: Num; replies: Num }>`
      select extract(hour from (w.hour at time zone 'UTC') + make_interval(mins => ${p.offsetMinutes}))::int as hour,
             w.bucket, sum(w.replies) as replies
      from analytics_reply_waits w
      where w.channel_id in ${channelsOf(scope)} and w.hour >= ${p.start} and w.hour < ${p.end}
      group by 1, 2
    `.execute(this.db);
    return rows.map((r) => ({ hour: n(r.hour), bucket: n(r.bucket), replies: n(r.replies) }));
  }

  /**
   * Article codes asked about and sizes asked for while out of stock, most asked first: whole UTC
   * days of the period from the daily counts (analytics_daily_asks), the hours at its two ends
   * from the drafts themselves, so a year adds up days and the figures stay exact.
   */
  async asked(scope: Scope, p: Period, limit: number) {
    const day = 86_400_000;
    const firstDay = new Date(Math.ceil(p.start.getTime() / day) * day);
    const endDay = new Date(Math.floor(p.end.getTime() / day) * day);
    const whole = firstDay < endDay;
    const edges = whole
      ? sql`((a.created_at >= ${p.start} and a.created_at < ${firstDay}) or (a.created_at >= ${endDay} and a.created_at < ${p.end}))`
      : sql`(a.created_at >= ${p.start} and a.created_at < ${p.end})`;
    const drafts = sql`a.user_id = ${scope.userId} and a.status = 'DONE' and a.channel_id in (select c.id::text from channels c where c.id in ${channelsOf(scope)})`;
    const days = whole
      ? sql`
          select kind, item, asks from analytics_daily_asks d
          where d.channel_id in ${channelsOf(scope)} and d.asks <> 0
            and d.day >= ${firstDay.toISOString().slice(0, 10)}::date and d.day < ${endDay.toISOString().slice(0, 10)}::date
          union all`
      : sql``;
    const { rows } = await sql<{ kind: 'CODE' | 'MISSING'; item: string; asks: Num; name: string | null }>`
      select t.kind, t.item, t.asks,
             case when t.kind = 'CODE' then (
               select p.name from products p
               where p.user_id = ${scope.userId} and p.code_key = lower(regexp_replace(t.item, '[^[:alnum:]]+', '', 'g'))
               limit 1
             ) end as name
      from (
        select kind, item, sum(asks) as asks,
               row_number() over (partition by kind order by sum(asks) desc, item) as place
        from (
          ${days}
          select 'CODE' as kind, code as item, 1 as asks
          from agent_propositions a, unnest(a.codes) as code
          where ${drafts} and a.codes <> '{}' and ${edges}
          union all
          select 'MISSING', item, 1
          from agent_propositions a, unnest(a.missing_sizes) as item
          where ${drafts} and a.missing_sizes <> '{}' and ${edges}
        ) counted
        group by kind, item
        having sum(asks) > 0
          -- A code is one of the shop's products, or letters with digits: a bare number the
          -- assistant took for a code (a height, "165") is not listed (issue 47).
          and (kind <> 'CODE' or item ~ '[A-Za-zА-Яа-яІіЇїЄєҐґ]' or exists (
            select 1 from products p
            where p.user_id = ${scope.userId} and p.code_key = lower(regexp_replace(item, '[^[:alnum:]]+', '', 'g'))
          ))
      ) t
      where t.place <= ${limit}
      order by t.kind, t.asks desc, t.item
    `.execute(this.db);
    return {
      products: rows.filter((r) => r.kind === 'CODE').map((r) => ({ code: r.item, name: r.name, asks: n(r.asks) })),
      outOfStock: rows
        .filter((r) => r.kind === 'MISSING')
        .map((r) => {
          const cut = r.item.lastIndexOf(' ');
          return { code: r.item.slice(0, cut), size: r.item.slice(cut + 1), asks: n(r.asks) };
        }),
    };
  }

  /** Questions the assistant recorded in the period that the owner has not answered yet. */
  async unanswered(scope: Scope, p: Period, limit: number) {
    const where = (qb: ReturnType<typeof this.questions>) =>
      qb.where('answer', 'is', null).where('created_at', '>=', p.start).where('created_at', '<', p.end);
    const total = await where(this.questions(scope))
      .select((eb) => eb.fn.countAll<Num>().as('total'))
      .executeTakeFirst();
    const latest = await where(this.questions(scope))
      .select(['id', 'question', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return { total: n(total?.total), latest };
  }

  private questions(scope: Scope) {
    let q = this.db.selectFrom('customer_questions').where('user_id', '=', scope.userId);
    if (scope.channelId !== null) q = q.where('channel_id', '=', scope.channelId);
    return q;
  }

  /** The account's plan and free chats. */
  plan(userId: string) {
    return this.db.selectFrom('users').select(['plan', 'free_chats']).where('id', '=', userId).executeTakeFirst();
  }

  /**
   * Full trust by the shop's local day and in all (issue 48): conversations and those handled
   * alone, automatic replies sent and cancelled by the owner in the undo window, hand-overs, and
   * the median first-reply time of the assistant alone and of the owner (messages.awaited_since).
   */
  async fullTrust(scope: Scope, p: Period) {
    const o = p.offsetMinutes;
    const { rows } = await sql<{
      day: string | null;
      conversations: Num;
      handled_alone: Num;
      sent: Num;
      cancelled_in_undo: Num;
      handovers: Num;
      median_alone: Num | null;
      median_owner: Num | null;
    }>`
      with talks as (
        select m.conversation_id, min(m.created_time) as first, max(m.created_time) as last
        from messages m
        where m.channel_id in ${channelsOf(scope)} and not m.from_shop
          and m.created_time >= ${p.start} and m.created_time < ${p.end}
        group by m.conversation_id
      ),
      events as (
        select ${localDay(sql`t.first`, o)} as day, 1 as conversations,
               case when exists (
                   select 1 from autopilot_replies r
                   where r.conversation_id = t.conversation_id and r.status = 'SENT'
                     and r.created_at >= t.first and r.created_at < t.last + interval '24 hours')
                 and not exists (
                   select 1 from autopilot_handovers h
                   where h.conversation_id = t.conversation_id
                     and h.at >= t.first and h.at < t.last + interval '24 hours')
                 and not exists (
                   select 1 from messages s
                   where s.conversation_id = t.conversation_id and s.from_shop and not s.by_assistant
                     and not s.is_placeholder and s.created_time >= t.first
                     and s.created_time < t.last + interval '24 hours')
               then 1 else 0 end as handled_alone,
               0 as sent, 0 as cancelled_in_undo, 0 as handovers, null::float8 as alone_s, null::float8 as owner_s
        from talks t
        union all
        select ${localDay(sql`r.created_at`, o)}, 0, 0,
               case when r.status = 'SENT' then 1 else 0 end,
               case when r.status = 'CANCELLED' and r.cancel_reason = 'OWNER' then 1 else 0 end, 0, null, null
        from autopilot_replies r
        where r.channel_id in ${channelsOf(scope)} and r.created_at >= ${p.start} and r.created_at < ${p.end}
        union all
        select ${localDay(sql`h.at`, o)}, 0, 0, 0, 0, 1, null, null
        from autopilot_handovers h
        where h.channel_id in ${channelsOf(scope)} and h.at >= ${p.start} and h.at < ${p.end}
        union all
        select ${localDay(sql`m.awaited_since`, o)}, 0, 0, 0, 0, 0,
               case when m.by_assistant then extract(epoch from m.created_time - m.awaited_since) end,
               case when not m.by_assistant then extract(epoch from m.created_time - m.awaited_since) end
        from messages m
        where m.channel_id in ${channelsOf(scope)} and m.from_shop and m.awaited_since is not null
          and m.created_time >= ${p.start} and m.awaited_since >= ${p.start} and m.awaited_since < ${p.end}
      )
      select day, sum(conversations) as conversations, sum(handled_alone) as handled_alone, sum(sent) as sent,
             sum(cancelled_in_undo) as cancelled_in_undo, sum(handovers) as handovers,
             percentile_cont(0.5) within group (order by alone_s) as median_alone,
             percentile_cont(0.5) within group (order by owner_s) as median_owner
      from events
      group by grouping sets ((day), ())
      order by day nulls first
    `.execute(this.db);
    return rows.map((r) => ({
      day: r.day,
      conversations: n(r.conversations),
      handled_alone: n(r.handled_alone),
      sent: n(r.sent),
      cancelled_in_undo: n(r.cancelled_in_undo),
      handovers: n(r.handovers),
      median_alone_seconds: orNull(r.median_alone),
      median_owner_seconds: orNull(r.median_owner),
    }));
  }

  /** Hand-overs in the period by reason, most frequent first. */
  async handoversByReason(scope: Scope, p: Period) {
    const { rows } = await sql<{ reason: string; count: Num }>`
      select h.reason, count(*) as count from autopilot_handovers h
      where h.channel_id in ${channelsOf(scope)} and h.at >= ${p.start} and h.at < ${p.end}
      group by h.reason order by count(*) desc, h.reason
    `.execute(this.db);
    return rows.map((r) => ({ reason: r.reason, count: n(r.count) }));
  }

  /**
   * Orders by the shop's local day and in all (issue 49 item 4): count, revenue (not cancelled nor
   * coming back), made from a conversation, by the assistant alone, cash on delivery and refused
   * (its parcel refused or back at the shop, or the order marked returning / returned), and the
   * average time from the customer's first message to the order.
   */
  async orders(scope: Scope, p: Period) {
    const o = p.offsetMinutes;
    const channel = scope.channelId === null ? sql`true` : sql`ord.channel_id = ${scope.channelId}`;
    const { rows } = await sql<{
      day: string | null;
      orders: Num;
      revenue: Num | null;
      from_conversations: Num;
      by_assistant: Num;
      cod: Num;
      cod_refused: Num;
      avg_wait: Num | null;
    }>`
      with o as (
        select ${localDay(sql`ord.created_at`, o)} as day, ord.total, ord.status, ord.payment,
               ord.conversation_id is not null as from_conversation,
               exists (select 1 from autopilot_replies r where r.order_id = ord.id) as by_assistant,
               ord.status in ('RETURNING', 'RETURNED')
                 or exists (select 1 from shipments s
                             where s.order_id = ord.id and s.stage in ('REFUSED', 'RETURNED')) as refused,
               (select extract(epoch from ord.created_at - min(m.created_time)) from messages m
                 where m.conversation_id = ord.conversation_id and not m.from_shop
                   and m.created_time <= ord.created_at) as wait_s
        from orders ord
        where ord.user_id = ${scope.userId} and ${channel}
          and ord.created_at >= ${p.start} and ord.created_at < ${p.end}
      )
      select day, count(*) as orders,
             sum(case when status not in ('CANCELLED', 'RETURNING', 'RETURNED') then total else 0 end) as revenue,
             sum(case when from_conversation then 1 else 0 end) as from_conversations,
             sum(case when by_assistant then 1 else 0 end) as by_assistant,
             sum(case when payment = 'COD' then 1 else 0 end) as cod,
             sum(case when payment = 'COD' and refused then 1 else 0 end) as cod_refused,
             avg(wait_s) as avg_wait
      from o
      group by grouping sets ((day), ())
      order by day nulls first
    `.execute(this.db);
    return rows.map((r) => ({
      day: r.day,
      orders: n(r.orders),
      revenue: Math.round(n(r.revenue) * 100) / 100,
      from_conversations: n(r.from_conversations),
      by_assistant: n(r.by_assistant),
      cod: n(r.cod),
      cod_refused: n(r.cod_refused),
      avg_first_message_to_order_seconds: r.avg_wait === null ? null : Math.round(Number(r.avg_wait)),
    }));
  }
}
