import { sql, type Kysely } from 'kysely';
import type { ConversationStatus } from '@vitrina/shared/contracts/constants';
import type { DB } from '../../db/schema';

/**
 * SQL of the team's work on conversations (docs/product.md §9.15): assignment, status, notes,
 * labels and saved replies, keyed by the shop (the owner's user id).
 */
export class TeamworkRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** A conversation of one of the shop's channels. */
  conversation(shopId: string, conversationId: string) {
    return this.db
      .selectFrom('conversations')
      .innerJoin('channels', 'channels.id', 'conversations.channel_id')
      .select([
        'conversations.id',
        'conversations.channel_id',
        'conversations.assignee_id',
        'conversations.status',
        'conversations.snoozed_until',
        'conversations.participant_name',
        'conversations.participant_username',
      ])
      .where('channels.user_id', '=', shopId)
      .where('conversations.id', '=', conversationId)
      .executeTakeFirst();
  }

  /** The name a teammate is shown by (their name, else their email). */
  async nameOf(userId: string): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select(sql<string>`coalesce(nullif(name, ''), email)`.as('name'))
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.name ?? '';
  }

  /** The shop's owner or one of its active managers. */
  async isMember(shopId: string, userId: string): Promise<boolean> {
    if (shopId === userId) return true;
    const row = await this.db
      .selectFrom('team_members')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('shop_id', '=', shopId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async assign(conversationId: string, assigneeId: string | null): Promise<void> {
    await this.db
      .updateTable('conversations')
      .set({ assignee_id: assigneeId })
      .where('id', '=', conversationId)
      .execute();
  }

  async setStatus(conversationId: string, status: ConversationStatus, snoozedUntil: Date | null): Promise<void> {
    await this.db
      .updateTable('conversations')
      .set({ status, snoozed_until: snoozedUntil })
      .where('id', '=', conversationId)
      .execute();
  }

  /** Opens every conversation whose snooze time came; returns them with their shop. */
  async wakeDue(now: Date) {
    const rows = await this.db
      .updateTable('conversations')
      .set({ status: 'OPEN', snoozed_until: null })
      .where('status', '=', 'SNOOZED')
      .where('snoozed_until', '<=', now)
      .returning(['id', 'channel_id', 'assignee_id'])
      .execute();
    if (rows.length === 0) return [];
    const owners = await this.db
      .selectFrom('channels')
      .select(['id', 'user_id'])
      .where(
        'id',
        'in',
        rows.map((r) => r.channel_id),
      )
      .execute();
    const ownerOf = new Map(owners.map((o) => [o.id, o.user_id]));
    return rows.map((r) => ({ ...r, shopId: ownerOf.get(r.channel_id)! }));
  }

  // ---- notes ----

  notes(conversationId: string) {
    return this.db
      .selectFrom('conversation_notes')
      .leftJoin('users', 'users.id', 'conversation_notes.author_id')
      .select([
        'conversation_notes.id',
        'conversation_notes.conversation_id',
        'conversation_notes.text',
        'conversation_notes.created_at',
        'conversation_notes.author_id',
        sql<string | null>`coalesce(nullif(users.name, ''), users.email)`.as('author_name'),
      ])
      .where('conversation_notes.conversation_id', '=', conversationId)
      .orderBy('conversation_notes.created_at')
      .orderBy('conversation_notes.id')
      .limit(500)
      .execute();
  }

  addNote(conversationId: string, authorId: string, text: string) {
    return this.db
      .insertInto('conversation_notes')
      .values({ conversation_id: conversationId, author_id: authorId, text })
      .returning(['id', 'conversation_id', 'text', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  // ---- labels ----

  labels(shopId: string) {
    return this.db
      .selectFrom('labels')
      .select(['id', 'name', 'color'])
      .where('user_id', '=', shopId)
      .orderBy(sql`lower(name)`)
      .execute();
  }

  async countLabels(shopId: string): Promise<number> {
    const row = await this.db
      .selectFrom('labels')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', shopId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  createLabel(shopId: string, name: string, color: string) {
    return this.db
      .insertInto('labels')
      .values({ user_id: shopId, name, color })
      .returning(['id', 'name', 'color'])
      .executeTakeFirstOrThrow();
  }

  updateLabel(shopId: string, id: string, name: string, color: string) {
    return this.db
      .updateTable('labels')
      .set({ name, color })
      .where('id', '=', id)
      .where('user_id', '=', shopId)
      .returning(['id', 'name', 'color'])
      .executeTakeFirst();
  }

  async deleteLabel(shopId: string, id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('labels').where('id', '=', id).where('user_id', '=', shopId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Replaces a conversation's labels (ids already checked to be the shop's). */
  async setLabels(conversationId: string, labelIds: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('conversation_labels').where('conversation_id', '=', conversationId).execute();
      if (labelIds.length > 0) {
        await trx
          .insertInto('conversation_labels')
          .values(labelIds.map((label_id) => ({ conversation_id: conversationId, label_id })))
          .execute();
      }
    });
  }

  // ---- saved replies ----

  savedReplies(shopId: string) {
    return this.db
      .selectFrom('saved_replies')
      .leftJoin('users', 'users.id', 'saved_replies.created_by')
      .select([
        'saved_replies.id',
        'saved_replies.shortcut',
        'saved_replies.text',
        'saved_replies.image_url',
        'saved_replies.updated_at',
        'saved_replies.created_by',
        sql<string | null>`coalesce(nullif(users.name, ''), users.email)`.as('author_name'),
      ])
      .where('saved_replies.user_id', '=', shopId)
      .orderBy(sql`lower(saved_replies.shortcut)`)
      .execute();
  }

  /** Only the commands and texts (the assistant reads them for every draft: one indexed read). */
  savedReplyTexts(shopId: string): Promise<Array<{ shortcut: string; text: string }>> {
    return this.db
      .selectFrom('saved_replies')
      .select(['shortcut', 'text'])
      .where('user_id', '=', shopId)
      .orderBy(sql`lower(shortcut)`)
      .execute();
  }

  async countSavedReplies(shopId: string): Promise<number> {
    const row = await this.db
      .selectFrom('saved_replies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', shopId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async createSavedReply(
    shopId: string,
    by: string,
    v: { shortcut: string; text: string; image_url: string | null },
  ): Promise<string> {
    const row = await this.db
      .insertInto('saved_replies')
      .values({ user_id: shopId, created_by: by, ...v })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateSavedReply(
    shopId: string,
    id: string,
    v: { shortcut: string; text: string; image_url: string | null },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('saved_replies')
      .set({ ...v, updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', shopId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async deleteSavedReply(shopId: string, id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('saved_replies')
      .where('id', '=', id)
      .where('user_id', '=', shopId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
