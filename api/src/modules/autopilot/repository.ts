/** SQL of full trust: the channels' settings, the account's switch, the automatic replies, the hand-over mark. */
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  AUTOPILOT_DEFAULTS,
  type AutopilotSettings,
  type AutopilotStats,
  type AutopilotUpdate,
  type AutoReply,
} from '@vitrina/shared/contracts';
import {
  LEARNING_WINDOW,
  type AutoReplyCancel,
  type AutopilotTopic,
  type HandoverReason,
} from '@vitrina/shared/contracts/constants';
import type { AutopilotChannelsTable, AutopilotRepliesTable, DB } from '../../db/schema';
import type { TrackRecord } from './gate';

export type ReplyRow = Selectable<AutopilotRepliesTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reply mid-send longer than this (its process died) is claimed again: the send key keeps it from going twice. */
export const STUCK_SEND_MS = 2 * 60_000;

function toSettings(channelId: string, row: Selectable<AutopilotChannelsTable> | undefined): AutopilotSettings {
  if (!row) return { channel_id: channelId, ...AUTOPILOT_DEFAULTS };
  return {
    channel_id: channelId,
    mode: row.mode,
    topics: row.topics as AutopilotTopic[],
    hours: row.hours,
    working_hours: { days: [...row.work_days], from: row.work_from, to: row.work_to },
    time_zone: row.time_zone,
    undo_seconds: row.undo_seconds,
    hourly_cap: row.hourly_cap,
    learning_drafts: row.learning_drafts,
    assistant_line: row.assistant_line,
    auto_orders: row.auto_orders,
  };
}

export function toReplyDto(row: ReplyRow): AutoReply {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    channel_id: row.channel_id,
    text: row.text,
    status: row.status,
    send_at: row.send_at.toISOString(),
    created_at: row.created_at.toISOString(),
    cancel_reason: row.cancel_reason,
    message_id: row.message_id,
  };
}

export class AutopilotRepository {
  constructor(readonly db: Kysely<DB>) {}

  async settings(channelId: string): Promise<AutopilotSettings> {
    const row = await this.db
      .selectFrom('autopilot_channels')
      .selectAll()
      .where('channel_id', '=', channelId)
      .executeTakeFirst();
    return toSettings(channelId, row);
  }

  async saveSettings(userId: string, channelId: string, update: AutopilotUpdate): Promise<AutopilotSettings> {
    const s = { ...(await this.settings(channelId)), ...update };
    const values = {
      mode: s.mode,
      topics: s.topics,
      hours: s.hours,
      work_days: s.working_hours.days,
      work_from: s.working_hours.from,
      work_to: s.working_hours.to,
      time_zone: s.time_zone,
      undo_seconds: s.undo_seconds,
      hourly_cap: s.hourly_cap,
      learning_drafts: s.learning_drafts,
      assistant_line: s.assistant_line,
      auto_orders: s.auto_orders,
      updated_at: new Date(),
    };
    await this.db
      .insertInto('autopilot_channels')
      .values({ channel_id: channelId, user_id: userId, ...values })
      .onConflict((oc) => oc.column('channel_id').doUpdateSet(values))
      .execute();
    return this.settings(channelId);
  }

  async stopped(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('autopilot_accounts')
      .select('stopped')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.stopped ?? false;
  }

  async setStopped(userId: string, stopped: boolean): Promise<void> {
    await this.db
      .insertInto('autopilot_accounts')
      .values({ user_id: userId, stopped, updated_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ stopped, updated_at: new Date() }))
      .execute();
  }

  /** What a finished direct draft was about (its message's proposition): the owner's next answer judges it. */
  async recordTopics(userId: string, messageId: string, topics: readonly AutopilotTopic[]): Promise<void> {
    await this.db
      .updateTable('agent_propositions')
      .set({ topics: [...topics] })
      .where('user_id', '=', userId)
      .where('message_id', '=', messageId)
      .execute();
  }

  /**
   * The owner's judgement of the account's drafts by topic: of each topic's last LEARNING_WINDOW
   * judged drafts (among the account's latest 500), how many went out unchanged. Drafts that went
   * out as automatic replies are not judged. A topic with no judged draft is absent.
   */
  async trackRecord(userId: string, topics: readonly AutopilotTopic[]): Promise<TrackRecord> {
    if (topics.length === 0) return {};
    const rows = await sql<{ topic: string; unchanged: number | string; judged: number | string }>`
      select topic, count(*) filter (where outcome = 'UNCHANGED') as unchanged, count(*) as judged
      from (
        select t.topic, a.outcome,
               row_number() over (partition by t.topic order by a.outcome_at desc, a.id) as n
        from (
          select p.id, p.outcome, p.outcome_at, p.topics from agent_propositions p
          where p.user_id = ${userId} and p.topics is not null and p.outcome in ('UNCHANGED', 'EDITED', 'DISCARDED')
            -- an automatic reply is the assistant's own answer, not the owner's judgement of it (also
            -- while it is being sent: its message is stored before the reply is marked sent)
            and not exists (
              select 1 from autopilot_replies r
              where r.customer_message_id = p.message_id and r.status in ('SENDING', 'SENT')
            )
          order by p.outcome_at desc limit 500
        ) a
        cross join lateral unnest(a.topics) as t(topic)
        where t.topic in (${sql.join(topics.map((topic) => sql`${topic}`))})
      ) r
      where n <= ${LEARNING_WINDOW}
      group by topic
    `.execute(this.db);
    return Object.fromEntries(
      rows.rows.map((r) => [r.topic, { unchanged: Number(r.unchanged), judged: Number(r.judged) }]),
    ) as TrackRecord;
  }

  /** What the gate needs of the conversation: its window, block, mark and customer. */
  conversation(conversationId: string) {
    return this.db
      .selectFrom('conversations')
      .select(['id', 'channel_id', 'participant_id', 'last_inbound_at', 'blocked_at', 'attention_reason'])
      .where('id', '=', conversationId)
      .executeTakeFirst();
  }

  /** Automatic replies of the conversation since `since` that went or are going out. */
  async repliesSince(conversationId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('autopilot_replies')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('conversation_id', '=', conversationId)
      .where('status', 'in', ['SCHEDULED', 'SENDING', 'SENT'])
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The conversation had an automatic reply before (the assistant line is said once). */
  async hadReply(conversationId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('autopilot_replies')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('status', 'in', ['SCHEDULED', 'SENDING', 'SENT'])
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new reply in its undo window; undefined when the message has one already (a retried draft). */
  schedule(reply: {
    userId: string;
    channelId: string;
    conversationId: string;
    customerMessageId: string;
    recipientId: string;
    text: string;
    lastUserMessage: string;
    sendAt: Date;
    createdAt: Date;
    /** It answers the customer's confirmation of the order's summary. */
    confirmsOrder?: boolean;
  }): Promise<ReplyRow | undefined> {
    return this.db
      .insertInto('autopilot_replies')
      .values({
        user_id: reply.userId,
        channel_id: reply.channelId,
        conversation_id: reply.conversationId,
        customer_message_id: reply.customerMessageId,
        recipient_id: reply.recipientId,
        text: reply.text,
        last_user_message: reply.lastUserMessage,
        send_at: reply.sendAt,
        created_at: reply.createdAt,
        confirms_order: reply.confirmsOrder ?? false,
      })
      .onConflict((oc) => oc.column('customer_message_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Takes a reply to send: one whose undo window is over at `now` (or stuck mid-send), while the
   * account's switch is on, the channel still in full trust and the assistant ON. One statement,
   * so a stop that committed first leaves nothing to claim.
   */
  claim(id: string, now: Date): Promise<ReplyRow | undefined> {
    return this.db
      .updateTable('autopilot_replies as r')
      .set({ status: 'SENDING', claimed_at: now })
      .where('r.id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('r.status', '=', 'SCHEDULED'), eb('r.send_at', '<=', now)]),
          eb.and([eb('r.status', '=', 'SENDING'), eb('r.claimed_at', '<', new Date(now.getTime() - STUCK_SEND_MS))]),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('autopilot_accounts as a')
              .select('a.user_id')
              .whereRef('a.user_id', '=', 'r.user_id')
              .where('a.stopped', '=', true),
          ),
        ),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('autopilot_channels as c')
            .select('c.channel_id')
            .whereRef('c.channel_id', '=', 'r.channel_id')
            .where('c.mode', '=', 'FULL_TRUST'),
        ),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('users as u').select('u.id').whereRef('u.id', '=', 'r.user_id').where('u.bot_status', '=', 'ON'),
        ),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Replies due at `now` (or stuck mid-send): the sweep's work. */
  async due(now: Date, limit = 100): Promise<string[]> {
    const rows = await this.db
      .selectFrom('autopilot_replies')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'SCHEDULED'), eb('send_at', '<=', now)]),
          eb.and([eb('status', '=', 'SENDING'), eb('claimed_at', '<', new Date(now.getTime() - STUCK_SEND_MS))]),
        ]),
      )
      .orderBy('send_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** The shop answered by hand after the customer's message the reply answers (the database's own times). */
  async ownerAnsweredAfter(customerMessageId: string): Promise<boolean> {
    if (!UUID.test(customerMessageId)) return false;
    const row = await this.db
      .selectFrom('messages as o')
      .innerJoin('messages as c', 'c.conversation_id', 'o.conversation_id')
      .select('o.id')
      .where('c.id', '=', customerMessageId)
      .where('o.from_shop', '=', true)
      .where('o.by_assistant', '=', false)
      .where('o.is_placeholder', '=', false)
      .whereRef('o.created_at', '>', 'c.created_at')
      .executeTakeFirst();
    return row !== undefined;
  }

  sent(id: string, messageId: string): Promise<ReplyRow> {
    return this.db
      .updateTable('autopilot_replies')
      .set({ status: 'SENT', message_id: messageId, error: null })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  failed(id: string, error: string): Promise<ReplyRow> {
    return this.db
      .updateTable('autopilot_replies')
      .set({ status: 'FAILED', error: error.slice(0, 500) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Cancels replies still in their undo window (the given one, a conversation's, a channel's or an account's). */
  cancel(
    where: { userId: string; id?: string; conversationId?: string; channelId?: string },
    reason: AutoReplyCancel,
    includeSending = false,
  ): Promise<ReplyRow[]> {
    let q = this.db
      .updateTable('autopilot_replies')
      .set({ status: 'CANCELLED', cancel_reason: reason })
      .where('user_id', '=', where.userId)
      .where('status', 'in', includeSending ? ['SCHEDULED', 'SENDING'] : ['SCHEDULED']);
    if (where.id) q = q.where('id', '=', where.id);
    if (where.conversationId) q = q.where('conversation_id', '=', where.conversationId);
    if (where.channelId) q = q.where('channel_id', '=', where.channelId);
    return q.returningAll().execute();
  }

  /**
   * Replies that could not go out in time (the assistant was OFF, or no instance ran): given up
   * long after their time rather than sent late.
   */
  expire(before: Date): Promise<ReplyRow[]> {
    return this.db
      .updateTable('autopilot_replies')
      .set({ status: 'CANCELLED', cancel_reason: 'EXPIRED' })
      .where('status', '=', 'SCHEDULED')
      .where('send_at', '<', before)
      .returningAll()
      .execute();
  }

  find(userId: string, id: string): Promise<ReplyRow | undefined> {
    return this.db
      .selectFrom('autopilot_replies')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Replies of the account still in their undo window (of one conversation when given), oldest first. */
  pending(userId: string, conversationId?: string): Promise<ReplyRow[]> {
    let q = this.db
      .selectFrom('autopilot_replies')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'SCHEDULED');
    if (conversationId) q = q.where('conversation_id', '=', conversationId);
    return q.orderBy('send_at').limit(200).execute();
  }

  /** Claims making the order of a sent reply that answered a confirmation: true once per reply, whoever asks. */
  async claimOrder(id: string): Promise<boolean> {
    const row = await this.db
      .updateTable('autopilot_replies')
      .set({ order_state: 'CREATING' })
      .where('id', '=', id)
      .where('status', '=', 'SENT')
      .where('confirms_order', '=', true)
      .where('order_state', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async orderDone(
    id: string,
    outcome: { state: 'CREATED'; orderId: string } | { state: 'SKIPPED' | 'FAILED'; error: string },
  ): Promise<void> {
    await this.db
      .updateTable('autopilot_replies')
      .set(
        outcome.state === 'CREATED'
          ? { order_state: 'CREATED', order_id: outcome.orderId }
          : { order_state: outcome.state, error: outcome.error.slice(0, 500) },
      )
      .where('id', '=', id)
      .execute();
  }

  /** An order of the conversation made since `since` (the owner's click came first). */
  async orderSince(conversationId: string, since: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('orders')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Logs a hand-over (analytics). */
  async logHandover(h: {
    userId: string;
    channelId: string;
    conversationId: string;
    reason: HandoverReason;
    at: Date;
  }) {
    await this.db
      .insertInto('autopilot_handovers')
      .values({
        user_id: h.userId,
        channel_id: h.channelId,
        conversation_id: h.conversationId,
        reason: h.reason,
        at: h.at,
      })
      .execute();
  }

  /** Automatic replies and hand-overs of the account (one channel when given) made in [from, to). */
  async stats(userId: string, channelId: string | null, from: Date, to: Date): Promise<AutopilotStats> {
    let replies = this.db
      .selectFrom('autopilot_replies')
      .select(['status', 'cancel_reason', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to);
    if (channelId) replies = replies.where('channel_id', '=', channelId);
    let handovers = this.db
      .selectFrom('autopilot_handovers')
      .select(['reason', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('user_id', '=', userId)
      .where('at', '>=', from)
      .where('at', '<', to);
    if (channelId) handovers = handovers.where('channel_id', '=', channelId);
    const [replyRows, handoverRows] = await Promise.all([
      replies.groupBy(['status', 'cancel_reason']).execute(),
      handovers.groupBy('reason').execute(),
    ]);
    const count = (pick: (r: (typeof replyRows)[number]) => boolean) =>
      replyRows.filter(pick).reduce((sum, r) => sum + Number(r.n), 0);
    const byReason = handoverRows
      .map((r) => ({ reason: r.reason, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
    return {
      automatic_replies: {
        sent: count((r) => r.status === 'SENT'),
        cancelled_by_owner: count((r) => r.status === 'CANCELLED' && r.cancel_reason === 'OWNER'),
        cancelled_otherwise: count((r) => r.status === 'CANCELLED' && r.cancel_reason !== 'OWNER'),
        failed: count((r) => r.status === 'FAILED'),
      },
      handovers: { total: byReason.reduce((sum, r) => sum + r.count, 0), by_reason: byReason },
    };
  }

  /**
   * Marks the conversation "Потрібна ваша відповідь"; an earlier mark keeps its reason and time.
   * Answers the conversation's assignee when it marked it (the hand-over goes to them; nobody: everyone).
   */
  async markAttention(
    conversationId: string,
    reason: HandoverReason,
    at: Date,
  ): Promise<{ assignee_id: string | null } | undefined> {
    return this.db
      .updateTable('conversations')
      .set({ attention_reason: reason, attention_at: at })
      .where('id', '=', conversationId)
      .where('attention_reason', 'is', null)
      .returning('assignee_id')
      .executeTakeFirst();
  }
}
