import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { ConversationStatus } from '@vitrina/shared/contracts/constants';
import type { ConversationRow, DB, MessageRow, StoredAttachment, StoredReaction } from '../../db/schema';

export type Executor = Kysely<DB> | Transaction<DB>;

export interface ParticipantInput {
  id: string;
  name?: string | null;
  username?: string | null;
  picture?: string | null;
}

export interface MessageInput {
  conversationId: string;
  channelId: string;
  platformId: string;
  type: MessageRow['type'];
  fromShop: boolean;
  senderId: string | null;
  senderName?: string | null;
  text: string;
  attachments?: StoredAttachment[];
  postId?: string | null;
  postUrl?: string | null;
  parentId?: string | null;
  replyTo?: { mid: string | null; story_url: string | null } | null;
  payload?: string | null;
  isLive?: boolean;
  createdTime: Date;
  lastUserMessage?: string | null;
  rejectedAiProposition?: string | null;
  /** Sent by the assistant alone (full trust). */
  byAssistant?: boolean;
  /** The teammate who sent it from the inbox (0035_team). */
  sentBy?: string | null;
}

/** The team's list filters: assignee (null: unassigned), status, handed over, label. */
export interface TeamFilters {
  assignee?: string | null;
  status?: ConversationStatus;
  attention?: boolean;
  label?: string;
  now: Date;
}

export interface ConversationUpsert {
  channelId: string;
  participant: ParticipantInput;
  at: Date;
  inboundAt: Date | null;
}

/** The columns every write of a message starts from: where it belongs, which it is, who sent it. */
const messageKeys = (m: Omit<MessageInput, 'text'>) => ({
  conversation_id: m.conversationId,
  channel_id: m.channelId,
  platform_id: m.platformId,
  type: m.type,
  from_shop: m.fromShop,
  sender_id: m.senderId,
});

/**
 * The stored message was written by whoever now edits or unsends it, in the same conversation: the
 * same customer, or the shop for its own messages. A webhook names a message by id alone, and ids
 * are not secrets, so without this one sender could rewrite another's words.
 */
function sameAuthor(m: Pick<MessageInput, 'conversationId' | 'fromShop' | 'senderId'>) {
  return (eb: ExpressionBuilder<DB, 'messages'>) =>
    eb.and([
      eb('messages.conversation_id', '=', m.conversationId),
      m.fromShop ? eb('messages.from_shop', '=', true) : eb('messages.sender_id', '=', m.senderId ?? ''),
    ]);
}

const visible = (ex: Executor) => ex.selectFrom('messages').selectAll().where('deleted_at', 'is', null);

/**
 * SQL for conversations and messages. Reads are keyed by channel (the services check the channel
 * is the caller's). Writes take an executor so webhook processing runs them in one transaction;
 * the unique (channel_id, platform_id) key makes every write idempotent.
 */
export class ConversationsRepository {
  constructor(readonly db: Kysely<DB>) {}

  // ---- reads ----

  /** A conversation of one of the user's channels. */
  findForUser(userId: string, conversationId: string) {
    return this.db
      .selectFrom('conversations')
      .innerJoin('channels', 'channels.id', 'conversations.channel_id')
      .selectAll('conversations')
      .select(['channels.user_id', 'channels.name as owner_name', 'channels.picture as owner_picture'])
      .where('channels.user_id', '=', userId)
      .where('conversations.id', '=', conversationId)
      .executeTakeFirst();
  }

  findByParticipant(channelId: string, participantId: string, ex: Executor = this.db) {
    return ex
      .selectFrom('conversations')
      .selectAll()
      .where('channel_id', '=', channelId)
      .where('participant_id', '=', participantId)
      .executeTakeFirst();
  }

  /** A conversation by id (inside a webhook's transaction). */
  findConversation(ex: Executor, conversationId: string): Promise<ConversationRow | undefined> {
    return ex.selectFrom('conversations').selectAll().where('id', '=', conversationId).executeTakeFirst();
  }

  /**
   * Newest first (or oldest first with `oldestFirst`), `after` is the cursor row of the previous
   * page; `q` matches the participant's name or username, or any message text.
   */
  page(
    channelId: string,
    opts: {
      limit: number;
      after?: { time: Date; id: string };
      q?: string;
      oldestFirst?: boolean;
      /** The team's filters (docs/product.md §9.15); `now` decides whether a snooze is over. */
      team?: TeamFilters;
    },
  ): Promise<ConversationRow[]> {
    let query = this.db.selectFrom('conversations').selectAll().where('channel_id', '=', channelId);
    const team = opts.team;
    if (team?.assignee === null) query = query.where('assignee_id', 'is', null);
    else if (team?.assignee) query = query.where('assignee_id', '=', team.assignee);
    if (team?.attention) query = query.where('attention_reason', 'is not', null);
    if (team?.label) {
      const label = team.label;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('conversation_labels')
            .select(sql`1`.as('one'))
            .whereRef('conversation_labels.conversation_id', '=', 'conversations.id')
            .where('conversation_labels.label_id', '=', label),
        ),
      );
    }
    if (team?.status) {
      const now = team.now;
      if (team.status === 'DONE') query = query.where('status', '=', 'DONE');
      else if (team.status === 'SNOOZED')
        query = query.where('status', '=', 'SNOOZED').where('snoozed_until', '>', now);
      else
        query = query.where((eb) =>
          eb.or([eb('status', '=', 'OPEN'), eb.and([eb('status', '=', 'SNOOZED'), eb('snoozed_until', '<=', now)])]),
        );
    }
    if (opts.after) {
      const { time, id } = opts.after;
      query = opts.oldestFirst
        ? query.where(sql<boolean>`(updated_time, id) > (${time}, ${id}::uuid)`)
        : query.where(sql<boolean>`(updated_time, id) < (${time}, ${id}::uuid)`);
    }
    if (opts.q) {
      const like = `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('participant_name', 'ilike', like),
          eb('participant_username', 'ilike', like),
          eb.exists(
            eb
              .selectFrom('messages')
              .select(sql`1`.as('one'))
              .whereRef('messages.conversation_id', '=', 'conversations.id')
              .where('messages.deleted_at', 'is', null)
              .where('messages.text', 'ilike', like),
          ),
        ]),
      );
    }
    const direction = opts.oldestFirst ? 'asc' : 'desc';
    return query.orderBy('updated_time', direction).orderBy('id', direction).limit(opts.limit).execute();
  }

  /** The assignee's name and the labels of each conversation (docs/product.md §9.15). */
  async teamFacts(conversationIds: string[]) {
    const assignees = new Map<string, { id: string; name: string }>();
    const labels = new Map<string, Array<{ id: string; name: string; color: string }>>();
    if (conversationIds.length === 0) return { assignees, labels };
    const named = await this.db
      .selectFrom('conversations')
      .innerJoin('users', 'users.id', 'conversations.assignee_id')
      .select([
        'conversations.id',
        'users.id as user_id',
        sql<string>`coalesce(nullif(users.name, ''), users.email)`.as('name'),
      ])
      .where('conversations.id', 'in', conversationIds)
      .execute();
    for (const r of named) assignees.set(r.id, { id: r.user_id, name: r.name });
    const tagged = await this.db
      .selectFrom('conversation_labels')
      .innerJoin('labels', 'labels.id', 'conversation_labels.label_id')
      .select(['conversation_labels.conversation_id', 'labels.id', 'labels.name', 'labels.color'])
      .where('conversation_labels.conversation_id', 'in', conversationIds)
      .orderBy(sql`lower(labels.name)`)
      .execute();
    for (const r of tagged) {
      const list = labels.get(r.conversation_id) ?? [];
      list.push({ id: r.id, name: r.name, color: r.color });
      labels.set(r.conversation_id, list);
    }
    return { assignees, labels };
  }

  /** The last visible message of each conversation. */
  async lastMessages(conversationIds: string[]): Promise<Map<string, MessageRow>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await visible(this.db)
      .distinctOn('conversation_id')
      .where('conversation_id', 'in', conversationIds)
      .orderBy('conversation_id')
      .orderBy('created_time', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return new Map(rows.map((r) => [r.conversation_id, r]));
  }

  /**
   * Newest first (the service reverses a page to show it oldest first): by the platform's time,
   * then by arrival (two messages of one second keep the order they came in, after a reload too;
   * issue 47), then by id. The cursor's message gives its arrival time.
   */
  messages(
    conversationId: string,
    opts: { limit: number; before?: { time: Date; id: string } },
  ): Promise<MessageRow[]> {
    let query = visible(this.db).where('conversation_id', '=', conversationId);
    if (opts.before) {
      const { time, id } = opts.before;
      const arrived = sql`(select m.created_at from messages m where m.id = ${id}::uuid)`;
      query = query.where(sql<boolean>`(created_time, created_at, id) < (${time}, ${arrived}, ${id}::uuid)`);
    }
    return query
      .orderBy('created_time', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .execute();
  }

  findMessage(conversationId: string, messageId: string) {
    return visible(this.db)
      .where('conversation_id', '=', conversationId)
      .where('id', '=', messageId)
      .executeTakeFirst();
  }

  /** A message by id, whichever conversation (a repeated send answers what its key stored). */
  messageById(messageId: string) {
    return this.db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();
  }

  findByPlatformId(channelId: string, platformId: string, ex: Executor = this.db) {
    return ex
      .selectFrom('messages')
      .selectAll()
      .where('channel_id', '=', channelId)
      .where('platform_id', '=', platformId)
      .executeTakeFirst();
  }

  /** The customer's latest comment in a conversation (what a comment reply answers by default). */
  latestCustomerComment(conversationId: string) {
    return this.latestFromCustomer(conversationId, ['REPLY_TO_POST', 'COMMENT_REPLY']);
  }

  /** The customer's latest message or comment in a conversation (what a requested AI answer answers). */
  latestCustomerMessage(conversationId: string) {
    return this.latestFromCustomer(conversationId, ['STANDARD', 'REPLY_TO_POST', 'COMMENT_REPLY']);
  }

  private latestFromCustomer(conversationId: string, types: Array<MessageRow['type']>) {
    return visible(this.db)
      .where('conversation_id', '=', conversationId)
      .where('from_shop', '=', false)
      .where('is_placeholder', '=', false)
      .where('type', 'in', types)
      .orderBy('created_time', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Whether the shop sent its private reply to a comment (a direct message stored with the comment as parent). */
  async privateReplySent(channelId: string, commentPlatformId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('messages')
      .select('id')
      .where('channel_id', '=', channelId)
      .where('parent_id', '=', commentPlatformId)
      .where('from_shop', '=', true)
      .where('type', '=', 'STANDARD')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  // ---- writes ----

  async markRead(conversationId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('messages')
        .set({ is_read: true })
        .where('conversation_id', '=', conversationId)
        .where('is_read', '=', false)
        .execute();
      await trx.updateTable('conversations').set({ unread_count: 0 }).where('id', '=', conversationId).execute();
    });
  }

  setAttachmentCode(messageId: string, attachments: StoredAttachment[], code: string): Promise<MessageRow> {
    return this.db
      .updateTable('messages')
      .set({ attachments: JSON.stringify(attachments), code })
      .where('id', '=', messageId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async markBlocked(conversationId: string): Promise<void> {
    await this.db
      .updateTable('conversations')
      .set({ blocked_at: new Date() })
      .where('id', '=', conversationId)
      .execute();
  }

  /**
   * Creates the conversation with a participant, or updates it: names fill in when known, the
   * latest time wins, `inboundAt` (a customer's direct message) moves the messaging window and
   * clears a block (the customer wrote again).
   */
  async upsertConversation(
    ex: Executor,
    channelId: string,
    p: ParticipantInput,
    at: Date,
    inboundAt: Date | null,
  ): Promise<{ row: ConversationRow; created: boolean }> {
    const [result] = await this.upsertConversations(ex, [{ channelId, participant: p, at, inboundAt }]);
    return result;
  }

  /**
   * `upsertConversation` for several in one statement (a batch of webhooks). Inputs naming the
   * same conversation are merged (latest times, first known names); each gets that conversation's
   * row, and only the first of them `created`. Results are in the order of the inputs.
   */
  async upsertConversations(
    ex: Executor,
    inputs: ConversationUpsert[],
  ): Promise<Array<{ row: ConversationRow; created: boolean }>> {
    const keyOf = (i: ConversationUpsert) => `${i.channelId}\u0000${i.participant.id}`;
    const merged = new Map<string, ConversationUpsert>();
    for (const i of inputs) {
      const m = merged.get(keyOf(i));
      if (!m) {
        merged.set(keyOf(i), { ...i, participant: { ...i.participant } });
        continue;
      }
      if (i.at > m.at) m.at = i.at;
      if (i.inboundAt && (!m.inboundAt || i.inboundAt > m.inboundAt)) m.inboundAt = i.inboundAt;
      m.participant.name ||= i.participant.name;
      m.participant.username ||= i.participant.username;
      m.participant.picture ||= i.participant.picture;
    }
    const createdAt = new Date();
    // One statement: insert, or refresh the participant and times of the existing conversation.
    // `xmax = 0` holds for a row this statement inserted (PostgreSQL's row version), not one it updated.
    const rows = await ex
      .insertInto('conversations')
      .values(
        // In key order: concurrent batches (other instances) then lock shared conversations in the
        // same order and cannot deadlock on them.
        [...merged.entries()]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([, { channelId, participant: p, at, inboundAt }]) => ({
            channel_id: channelId,
            participant_id: p.id,
            participant_name: p.name ?? '',
            participant_username: p.username ?? null,
            participant_picture: p.picture ?? null,
            last_inbound_at: inboundAt,
            updated_time: at,
            created_at: createdAt,
          })),
      )
      .onConflict((oc) =>
        oc.constraint('conversations_channel_participant_key').doUpdateSet({
          participant_name: sql<string>`case when excluded.participant_name <> '' then excluded.participant_name else conversations.participant_name end`,
          participant_username: sql<
            string | null
          >`coalesce(excluded.participant_username, conversations.participant_username)`,
          participant_picture: sql<
            string | null
          >`coalesce(excluded.participant_picture, conversations.participant_picture)`,
          updated_time: sql<Date>`greatest(conversations.updated_time, excluded.updated_time)`,
          // greatest() skips nulls: no inbound time keeps the window where it was.
          last_inbound_at: sql<Date | null>`greatest(conversations.last_inbound_at, excluded.last_inbound_at)`,
          blocked_at: sql<Date | null>`case when excluded.last_inbound_at is null then conversations.blocked_at end`,
          // A new customer message opens a done or snoozed conversation again (docs/product.md §9.15).
          status: sql<ConversationStatus>`case when excluded.last_inbound_at > coalesce(conversations.last_inbound_at, '-infinity'::timestamptz) then 'OPEN' else conversations.status end`,
          snoozed_until: sql<Date | null>`case when excluded.last_inbound_at > coalesce(conversations.last_inbound_at, '-infinity'::timestamptz) then null else conversations.snoozed_until end`,
        }),
      )
      .returningAll()
      .returning(sql<boolean>`(xmax = 0)`.as('created'))
      .execute();
    const byKey = new Map(
      rows.map(({ created, ...row }) => [`${row.channel_id}\u0000${row.participant_id}`, { row, created }]),
    );
    const seen = new Set<string>();
    return inputs.map((i) => {
      const key = keyOf(i);
      const { row, created } = byKey.get(key)!;
      const first = !seen.has(key);
      seen.add(key);
      return { row, created: created && first };
    });
  }

  async updateParticipant(conversationId: string, p: Omit<ParticipantInput, 'id'>): Promise<void> {
    await this.db
      .updateTable('conversations')
      .set({
        participant_name: p.name ?? '',
        participant_username: p.username ?? null,
        participant_picture: p.picture ?? null,
      })
      .where('id', '=', conversationId)
      .execute();
  }

  /**
   * Stores a message once per platform id. A replay changes nothing (undefined). When an edit or
   * unsend arrived first (a placeholder), the original fills it in but keeps the newer text and
   * the deletion. A customer's message stored counts as unread in the same statement.
   */
  async insertMessage(ex: Executor, m: MessageInput): Promise<MessageRow | undefined> {
    const [row] = await this.insertMessages(ex, [m]);
    return row;
  }

  /**
   * `insertMessage` for several in one statement (a batch of webhooks): results in the order of
   * the inputs, undefined for a replay (of a stored message, or of an input before it in the list).
   */
  async insertMessages(ex: Executor, inputs: MessageInput[]): Promise<Array<MessageRow | undefined>> {
    const keyOf = (channelId: string, platformId: string) => `${channelId}\u0000${platformId}`;
    const firsts = new Map<string, number>();
    inputs.forEach((m, i) => {
      if (!firsts.has(keyOf(m.channelId, m.platformId))) firsts.set(keyOf(m.channelId, m.platformId), i);
    });
    const createdAt = new Date();
    const insert = ex
      .insertInto('messages')
      .values(
        [...firsts.values()].map((i) => {
          const m = inputs[i];
          return {
            ...messageKeys(m),
            sender_name: m.senderName ?? null,
            text: m.text,
            attachments: JSON.stringify(m.attachments ?? []),
            post_id: m.postId ?? null,
            post_url: m.postUrl ?? null,
            parent_id: m.parentId ?? null,
            reply_to: m.replyTo ? JSON.stringify(m.replyTo) : null,
            reactions: '[]',
            payload: m.payload ?? null,
            is_live: m.isLive ?? false,
            is_read: m.fromShop,
            last_user_message: m.lastUserMessage ?? null,
            rejected_ai_proposition: m.rejectedAiProposition ?? null,
            created_time: m.createdTime,
            created_at: createdAt,
            ...(m.byAssistant && { by_assistant: true }),
            ...(m.sentBy && { sent_by: m.sentBy }),
          };
        }),
      )
      .onConflict((oc) =>
        oc
          .constraint('messages_channel_platform_key')
          .doUpdateSet((eb) => ({
            text: sql<string>`case when messages.edit_count > 0 then messages.text else excluded.text end`,
            type: eb.ref('excluded.type'),
            from_shop: eb.ref('excluded.from_shop'),
            sender_name: eb.ref('excluded.sender_name'),
            sent_by: sql<string | null>`coalesce(excluded.sent_by, messages.sent_by)`,
            attachments: eb.ref('excluded.attachments'),
            post_id: eb.ref('excluded.post_id'),
            post_url: eb.ref('excluded.post_url'),
            parent_id: eb.ref('excluded.parent_id'),
            reply_to: eb.ref('excluded.reply_to'),
            payload: eb.ref('excluded.payload'),
            is_live: eb.ref('excluded.is_live'),
            created_time: eb.ref('excluded.created_time'),
            is_placeholder: false,
          }))
          .where('messages.is_placeholder', '=', true),
      )
      .returningAll();
    const rows = await ex
      .with('stored', () => insert)
      .with('unread', (db) =>
        db
          .selectFrom('stored')
          .select(['conversation_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('from_shop', '=', false)
          .where('deleted_at', 'is', null)
          .groupBy('conversation_id'),
      )
      .with('counted', (db) =>
        db
          .updateTable('conversations')
          .from('unread')
          .set((eb) => ({ unread_count: eb('conversations.unread_count', '+', eb.ref('unread.n')) }))
          .whereRef('conversations.id', '=', 'unread.conversation_id')
          .returning('conversations.id'),
      )
      .selectFrom('stored')
      .selectAll()
      .execute();
    const byKey = new Map(rows.map((r) => [keyOf(r.channel_id, r.platform_id), r]));
    return inputs.map((m, i) =>
      firsts.get(keyOf(m.channelId, m.platformId)) === i ? byKey.get(keyOf(m.channelId, m.platformId)) : undefined,
    );
  }

  /** The assistant's message whose platform echo was stored first: marked as the assistant's. */
  markByAssistant(ex: Executor, messageId: string): Promise<MessageRow> {
    return ex
      .updateTable('messages')
      .set({ by_assistant: true })
      .where('id', '=', messageId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The shop's message stored from its echo before the send returned: adds what only the send knew. */
  completeEcho(
    channelId: string,
    platformId: string,
    lastUserMessage?: string | null,
    rejectedAiProposition?: string | null,
    parentId?: string | null,
    ex: Executor = this.db,
    /** What the shop sent (a picture by its link): the echo's copy of it may have been dropped (media-hosts.ts). */
    attachments?: StoredAttachment[],
  ): Promise<MessageRow> {
    return ex
      .updateTable('messages')
      .set((eb) => ({
        last_user_message: lastUserMessage ?? eb.ref('last_user_message'),
        rejected_ai_proposition: rejectedAiProposition ?? eb.ref('rejected_ai_proposition'),
        parent_id: parentId ?? eb.ref('parent_id'),
        ...(attachments?.length && { attachments: JSON.stringify(attachments) }),
      }))
      .where('channel_id', '=', channelId)
      .where('platform_id', '=', platformId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** An edit (num_edit = `editCount`): applied when newer than what is stored; a placeholder when the message is not there yet. */
  applyEdit(ex: Executor, m: MessageInput & { editCount: number }): Promise<MessageRow | undefined> {
    return ex
      .insertInto('messages')
      .values({
        ...messageKeys(m),
        text: m.text,
        attachments: '[]',
        reactions: '[]',
        edit_count: m.editCount,
        is_placeholder: true,
        is_read: m.fromShop,
        created_time: m.createdTime,
        created_at: new Date(),
      })
      .onConflict((oc) =>
        oc
          .constraint('messages_channel_platform_key')
          .doUpdateSet({ text: m.text, edit_count: m.editCount })
          .where('messages.edit_count', '<', m.editCount)
          .where(sameAuthor(m)),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** An unsend or removed comment: hidden from now on (a placeholder keeps the original from appearing later). */
  /**
   * Marks a message deleted (a placeholder when it is not known yet). `authorOnly`: a customer's
   * unsend touches only a message of theirs (a Page may remove any comment under its posts).
   */
  markDeleted(ex: Executor, m: Omit<MessageInput, 'text'>, authorOnly = false): Promise<MessageRow | undefined> {
    const now = new Date();
    return ex
      .insertInto('messages')
      .values({
        ...messageKeys(m),
        attachments: '[]',
        reactions: '[]',
        is_placeholder: true,
        is_read: true,
        deleted_at: now,
        created_time: m.createdTime,
        created_at: now,
      })
      .onConflict((oc) =>
        oc
          .constraint('messages_channel_platform_key')
          .doUpdateSet({ deleted_at: now })
          .where('messages.deleted_at', 'is', null)
          .where((eb) => (authorOnly ? sameAuthor(m)(eb) : eb.val(true))),
      )
      .returningAll()
      .executeTakeFirst();
  }

  async setReactions(ex: Executor, messageId: string, reactions: StoredReaction[]): Promise<MessageRow> {
    return ex
      .updateTable('messages')
      .set({ reactions: JSON.stringify(reactions) })
      .where('id', '=', messageId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The permalink already stored for a post (on another comment of it), if any. */
  /**
   * A post of the channel the owner may comment on: a publication not deleted, by its platform media
   * id or its own id (docs/product.md §7.2, POST /channels/current/comments).
   */
  async findPost(
    channelId: string,
    postId: string,
  ): Promise<{ media_id: string; permalink: string; publication_type: string } | undefined> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(postId);
    return this.db
      .selectFrom('publications')
      .select(['media_id', 'permalink', 'publication_type'])
      .where('channel_id', '=', channelId)
      .where('deleted_at', 'is', null)
      .where((eb) => (uuid ? eb.or([eb('id', '=', postId), eb('media_id', '=', postId)]) : eb('media_id', '=', postId)))
      .limit(1)
      .executeTakeFirst();
  }

  async knownPostUrl(ex: Executor, channelId: string, postId: string): Promise<string | null> {
    const row = await ex
      .selectFrom('messages')
      .select('post_url')
      .where('channel_id', '=', channelId)
      .where('post_id', '=', postId)
      .where('post_url', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    return row?.post_url ?? null;
  }

  async setPostUrl(channelId: string, postId: string, postUrl: string): Promise<void> {
    await this.db
      .updateTable('messages')
      .set({ post_url: postUrl })
      .where('channel_id', '=', channelId)
      .where('post_id', '=', postId)
      .where('post_url', 'is', null)
      .execute();
  }

  async markCustomerRead(ex: Executor, conversationId: string, at: Date): Promise<void> {
    await ex
      .updateTable('conversations')
      .set({ customer_read_at: sql<Date>`greatest(coalesce(customer_read_at, ${at}), ${at})` })
      .where('id', '=', conversationId)
      .execute();
  }
}
