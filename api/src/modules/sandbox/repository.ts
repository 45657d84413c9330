import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  DB,
  SandboxAccountsTable,
  SandboxAttachment,
  SandboxCommentsTable,
  SandboxConversationsTable,
  SandboxCustomersTable,
  SandboxMediaTable,
  SandboxMessagesTable,
} from '../../db/schema';

export type Platform = 'instagram' | 'messenger';

/** Ids, tokens and codes the sandbox hands out are short and base64url-safe; anything else finds nothing. */
const isId = (v: string) => /^[\w-]{1,200}$/.test(v);
export type AccountRow = Selectable<SandboxAccountsTable>;
export type CustomerRow = Selectable<SandboxCustomersTable>;
export type ConversationRow = Selectable<SandboxConversationsTable>;
export type MessageRow = Selectable<SandboxMessagesTable>;
export type MediaRow = Selectable<SandboxMediaTable>;
export type CommentRow = Selectable<SandboxCommentsTable>;

export interface NewMessage {
  id: string;
  conversation_id: string;
  from_shop: boolean;
  text: string | null;
  attachments: SandboxAttachment[];
  reply_to: string | null;
  tag: string | null;
}

/** SQL of the sandbox's tables. */
export class SandboxRepository {
  /** Microseconds since the epoch of the last message stored by this process. */
  private lastMicros = 0;

  constructor(private readonly db: Kysely<DB>) {}

  /** A strictly increasing timestamp with microseconds (PGlite's clock has milliseconds only). */
  private tick(): string {
    this.lastMicros = Math.max(Date.now() * 1000, this.lastMicros + 1);
    const ms = Math.floor(this.lastMicros / 1000);
    const us = String(this.lastMicros % 1000).padStart(3, '0');
    return new Date(ms).toISOString().replace('Z', `${us}Z`);
  }

  // ---- accounts and their seed ----
  async createAccount(
    account: Omit<AccountRow, 'created_at'>,
    customers: Array<Omit<CustomerRow, 'created_at' | 'blocked' | 'page_id'>>,
    media: Array<Omit<MediaRow, 'page_id'>>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('sandbox_accounts').values(account).execute();
      await trx
        .insertInto('sandbox_customers')
        .values(customers.map((c) => ({ ...c, page_id: account.page_id })))
        .execute();
      await trx
        .insertInto('sandbox_media')
        .values(media.map((m) => ({ ...m, page_id: account.page_id })))
        .execute();
    });
  }

  listAccounts(): Promise<AccountRow[]> {
    return this.db.selectFrom('sandbox_accounts').selectAll().orderBy('created_at', 'desc').execute();
  }

  /** By Page id or Instagram account id. */
  async findAccount(id: string): Promise<AccountRow | undefined> {
    if (!isId(id)) return undefined;
    return this.db
      .selectFrom('sandbox_accounts')
      .selectAll()
      .where((eb) => eb.or([eb('page_id', '=', id), eb('ig_id', '=', id)]))
      .executeTakeFirst();
  }

  // ---- tokens and codes ----
  async insertToken(
    token: string,
    pageId: string,
    kind: 'user' | 'page' | 'instagram',
    expiresAt: Date | null,
  ): Promise<void> {
    await this.db
      .insertInto('sandbox_tokens')
      .values({ token, page_id: pageId, kind, expires_at: expiresAt })
      .execute();
  }

  async findToken(token: string) {
    if (!isId(token)) return undefined;
    return this.db.selectFrom('sandbox_tokens').selectAll().where('token', '=', token).executeTakeFirst();
  }

  /** Page tokens made from a user token share its fate: expiring an account expires all of them. */
  async expireTokens(pageId: string, at: Date): Promise<number> {
    const res = await this.db
      .updateTable('sandbox_tokens')
      .set({ expires_at: at })
      .where('page_id', '=', pageId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  async insertCode(
    code: string,
    pageId: string,
    redirectUri: string,
    login: 'facebook' | 'instagram' = 'facebook',
  ): Promise<void> {
    await this.db
      .insertInto('sandbox_codes')
      .values({ code, page_id: pageId, redirect_uri: redirectUri, login })
      .execute();
  }

  async findCode(code: string) {
    if (!isId(code)) return undefined;
    return this.db.selectFrom('sandbox_codes').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** Marks a code used; false when it already was (a code is good once). */
  async useCode(code: string): Promise<boolean> {
    const res = await this.db
      .updateTable('sandbox_codes')
      .set({ used_at: new Date() })
      .where('code', '=', code)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  // ---- customers ----
  listCustomers(pageId: string): Promise<CustomerRow[]> {
    return this.db
      .selectFrom('sandbox_customers')
      .selectAll()
      .where('page_id', '=', pageId)
      .orderBy('avatar')
      .execute();
  }

  /** By IGSID or PSID. */
  async findCustomer(id: string): Promise<CustomerRow | undefined> {
    if (!isId(id)) return undefined;
    return this.db
      .selectFrom('sandbox_customers')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', id), eb('psid', '=', id)]))
      .executeTakeFirst();
  }

  async setBlocked(customerId: string, blocked: boolean): Promise<void> {
    await this.db.updateTable('sandbox_customers').set({ blocked }).where('id', '=', customerId).execute();
  }

  // ---- conversations and messages ----
  findConversation(customerId: string, platform: Platform): Promise<ConversationRow | undefined> {
    return this.db
      .selectFrom('sandbox_conversations')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('platform', '=', platform)
      .executeTakeFirst();
  }

  async openConversation(row: Omit<ConversationRow, 'updated_at'>): Promise<ConversationRow> {
    const existing = await this.findConversation(row.customer_id, row.platform);
    if (existing) return existing;
    await this.db
      .insertInto('sandbox_conversations')
      .values(row)
      .onConflict((oc) => oc.columns(['customer_id', 'platform']).doNothing())
      .execute();
    return (await this.findConversation(row.customer_id, row.platform))!;
  }

  async getConversation(id: string): Promise<ConversationRow | undefined> {
    if (!isId(id)) return undefined;
    return this.db.selectFrom('sandbox_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listConversations(pageId: string, platform: Platform): Promise<ConversationRow[]> {
    return this.db
      .selectFrom('sandbox_conversations')
      .selectAll()
      .where('page_id', '=', pageId)
      .where('platform', '=', platform)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async insertMessage(m: NewMessage): Promise<MessageRow> {
    return (await this.insertMessages([m]))[0];
  }

  /** Stores messages, each a microsecond after the previous one (a thread's order is theirs), and moves their conversations up. */
  async insertMessages(list: NewMessage[]): Promise<MessageRow[]> {
    const rows = await this.db
      .insertInto('sandbox_messages')
      .values(
        list.map((m) => ({
          ...m,
          attachments: JSON.stringify(m.attachments),
          created_at: this.tick(),
        })),
      )
      .returningAll()
      .execute();
    await this.db
      .updateTable('sandbox_conversations')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', 'in', [...new Set(list.map((m) => m.conversation_id))])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return list.map((m) => byId.get(m.id)!);
  }

  async getMessage(id: string): Promise<MessageRow | undefined> {
    if (!isId(id)) return undefined;
    return this.db.selectFrom('sandbox_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Newest first, as Graph lists a thread; unsent messages are gone. */
  listMessages(conversationId: string): Promise<MessageRow[]> {
    return this.db
      .selectFrom('sandbox_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('deleted', '=', false)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async countMessages(conversationId: string): Promise<{ total: number; unread: number }> {
    const row = await this.db
      .selectFrom('sandbox_messages')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where not from_shop and read_at is null))::int`.as('unread'),
      ])
      .where('conversation_id', '=', conversationId)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow();
    return row;
  }

  /** When the customer last wrote (opens the messaging window), or undefined. */
  async lastCustomerMessageAt(conversationId: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('sandbox_messages')
      .select(sql<Date | null>`max(created_at)`.as('at'))
      .where('conversation_id', '=', conversationId)
      .where('from_shop', '=', false)
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : undefined;
  }

  async updateMessage(
    id: string,
    patch: Partial<Pick<MessageRow, 'text' | 'num_edit' | 'deleted' | 'reaction' | 'read_at'>>,
  ): Promise<void> {
    await this.db.updateTable('sandbox_messages').set(patch).where('id', '=', id).execute();
  }

  // ---- media and comments ----
  listMedia(pageId: string): Promise<MediaRow[]> {
    return this.db
      .selectFrom('sandbox_media')
      .selectAll()
      .where('page_id', '=', pageId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async getMedia(id: string): Promise<MediaRow | undefined> {
    if (!isId(id)) return undefined;
    return this.db.selectFrom('sandbox_media').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertComment(c: Omit<CommentRow, 'created_at' | 'private_reply_mid'>): Promise<CommentRow> {
    return this.db
      .insertInto('sandbox_comments')
      .values({ ...c, created_at: new Date() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async getComment(id: string): Promise<CommentRow | undefined> {
    if (!isId(id)) return undefined;
    return this.db.selectFrom('sandbox_comments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Top-level comments of a post (parentId null) or the replies to one comment, oldest first. */
  listComments(mediaId: string, parentId: string | null): Promise<CommentRow[]> {
    return this.db
      .selectFrom('sandbox_comments')
      .selectAll()
      .where('media_id', '=', mediaId)
      .where('parent_id', parentId === null ? 'is' : '=', parentId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async countComments(mediaId: string): Promise<number> {
    const row = await this.db
      .selectFrom('sandbox_comments')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('media_id', '=', mediaId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Claims a comment's one private reply; false when it already has one. */
  async claimPrivateReply(commentId: string, mid: string): Promise<boolean> {
    const res = await this.db
      .updateTable('sandbox_comments')
      .set({ private_reply_mid: mid })
      .where('id', '=', commentId)
      .where('private_reply_mid', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async releasePrivateReply(commentId: string): Promise<void> {
    await this.db
      .updateTable('sandbox_comments')
      .set({ private_reply_mid: null })
      .where('id', '=', commentId)
      .execute();
  }

  /** Moves an account's history `hours` into the past (to try the 24-hour and 7-day windows). */
  async timeTravel(pageId: string, hours: number): Promise<void> {
    const shift = sql<Date>`created_at - make_interval(secs => ${hours * 3600})`;
    await this.db.transaction().execute(async (trx) => {
      const conversations = trx.selectFrom('sandbox_conversations').select('id').where('page_id', '=', pageId);
      await trx
        .updateTable('sandbox_messages')
        .set({ created_at: shift })
        .where('conversation_id', 'in', conversations)
        .execute();
      await trx
        .updateTable('sandbox_conversations')
        .set({ updated_at: sql`updated_at - make_interval(secs => ${hours * 3600})` })
        .where('page_id', '=', pageId)
        .execute();
      const media = trx.selectFrom('sandbox_media').select('id').where('page_id', '=', pageId);
      await trx.updateTable('sandbox_comments').set({ created_at: shift }).where('media_id', 'in', media).execute();
      // Instagram Login tokens age too (their 60 days, the 24 hours before a refresh).
      await trx
        .updateTable('sandbox_tokens')
        .set({ created_at: shift, expires_at: sql`expires_at - make_interval(secs => ${hours * 3600})` })
        .where('page_id', '=', pageId)
        .where('kind', '=', 'instagram')
        .execute();
    });
  }
}
