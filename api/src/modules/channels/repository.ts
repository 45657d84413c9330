import type { Kysely, Transaction } from 'kysely';
import type { ChannelRow, DB, HistoryStatusCode, MetaLoginCode, PlatformCode } from '../../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

export interface ChannelUpsert {
  userId: string;
  platform: PlatformCode;
  channelName: string | null;
  name: string;
  picture: string | null;
  profileId: string;
  pageId: string;
  accessTokenEnc: string;
  /** Instagram Login (the account's own 60-day token, refreshed by token-refresh.ts); Facebook Login otherwise. */
  login?: MetaLoginCode;
  tokenExpiresAt?: Date | null;
}

/** SQL for channels, the current channel and the user's Meta authorisation. Every read is keyed by the owner. */
export class ChannelsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  list(userId: string): Promise<ChannelRow[]> {
    return this.db
      .selectFrom('channels')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  find(userId: string, id: string): Promise<ChannelRow | undefined> {
    return this.db
      .selectFrom('channels')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The channels of these platform accounts (webhooks name the account; one channel per account
   * and platform since migration 0008), each with its owner's assistant switch, read here so a
   * customer message needs no read of its own to know whether to draft (api/README.md "Webhooks").
   */
  findByAccounts(
    profileIds: string[],
    ex: Executor = this.db,
  ): Promise<Array<ChannelRow & { bot_status: 'ON' | 'OFF' }>> {
    if (profileIds.length === 0) return Promise.resolve([]);
    return ex
      .selectFrom('channels')
      .innerJoin('users', 'users.id', 'channels.user_id')
      .selectAll('channels')
      .select('users.bot_status')
      .where('channels.profile_id', 'in', profileIds)
      .execute();
  }

  /**
   * Creates the channel, or refreshes token, name and picture when this user connected the account
   * before. Undefined when the account is connected to another user: one owner per platform
   * account (migration 0008), decided by the key itself so two users connecting at once cannot
   * both win.
   */
  upsert(v: ChannelUpsert): Promise<ChannelRow | undefined> {
    const now = new Date();
    return this.db
      .insertInto('channels')
      .values({
        user_id: v.userId,
        platform: v.platform,
        type: v.platform === 'INSTAGRAM' ? 'INSTAGRAM_BUSINESS' : 'FACEBOOK_PAGE',
        channel_name: v.channelName ?? v.name,
        name: v.name,
        picture: v.picture,
        profile_id: v.profileId,
        page_id: v.pageId,
        access_token_enc: v.accessTokenEnc,
        token_status: 'VALID',
        login: v.login ?? 'FACEBOOK',
        token_issued_at: now,
        token_expires_at: v.tokenExpiresAt ?? null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .constraint('channels_account_key')
          .doUpdateSet((eb) => ({
            channel_name: v.channelName ?? eb.ref('channels.channel_name'),
            name: v.name,
            picture: v.picture,
            page_id: v.pageId,
            access_token_enc: v.accessTokenEnc,
            token_status: 'VALID',
            login: v.login ?? 'FACEBOOK',
            token_issued_at: now,
            token_expires_at: v.tokenExpiresAt ?? null,
            updated_at: now,
          }))
          .where('channels.user_id', '=', v.userId),
      )
      .returningAll()
      .executeTakeFirst();
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('channels')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  async markTokenExpired(id: string): Promise<void> {
    await this.db
      .updateTable('channels')
      .set({ token_status: 'EXPIRED', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** The user's current channel; when none was chosen (or it was deleted), the newest channel. */
  async current(userId: string): Promise<ChannelRow | undefined> {
    const chosen = await this.db
      .selectFrom('current_channels')
      .innerJoin('channels', 'channels.id', 'current_channels.channel_id')
      .selectAll('channels')
      .where('current_channels.user_id', '=', userId)
      .executeTakeFirst();
    if (chosen) return chosen;
    return this.db
      .selectFrom('channels')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The caller checked that the channel is the user's. */
  async setCurrent(userId: string, channelId: string): Promise<void> {
    const now = new Date();
    await this.db
      .insertInto('current_channels')
      .values({ user_id: userId, channel_id: channelId, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ channel_id: channelId, updated_at: now }))
      .execute();
  }

  async saveAuthorization(userId: string, accessTokenEnc: string, expiresAt: Date | null): Promise<void> {
    const now = new Date();
    await this.db
      .insertInto('meta_authorizations')
      .values({
        user_id: userId,
        access_token_enc: accessTokenEnc,
        expires_at: expiresAt,
        token_status: 'VALID',
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          access_token_enc: accessTokenEnc,
          expires_at: expiresAt,
          token_status: 'VALID',
          updated_at: now,
        }),
      )
      .execute();
  }

  authorization(userId: string) {
    return this.db.selectFrom('meta_authorizations').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async markAuthorizationExpired(userId: string): Promise<void> {
    await this.db
      .updateTable('meta_authorizations')
      .set({ token_status: 'EXPIRED' })
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * Instagram Login channels whose token is at least a day old and expires within `window` of
   * `now` (Meta refreshes a token only once it is 24 hours old): the refresh job's work.
   */
  tokensToRefresh(now: Date, windowMs: number, limit = 100): Promise<ChannelRow[]> {
    return this.db
      .selectFrom('channels')
      .selectAll()
      .where('login', '=', 'INSTAGRAM')
      .where('token_status', '=', 'VALID')
      .where('token_issued_at', '<=', new Date(now.getTime() - 24 * 3600_000))
      .where('token_expires_at', '<', new Date(now.getTime() + windowMs))
      .orderBy('token_expires_at')
      .limit(limit)
      .execute();
  }

  /** The history import's state on the channel's row (conversations/inbound/history.ts). */
  async setHistory(channelId: string, status: HistoryStatusCode, conversations: number | null): Promise<void> {
    const now = new Date();
    await this.db
      .updateTable('channels')
      .set({ history_status: status, history_conversations: conversations, history_updated_at: now })
      .where('id', '=', channelId)
      .execute();
  }

  async saveRefreshedToken(channelId: string, accessTokenEnc: string, issuedAt: Date, expiresAt: Date | null) {
    await this.db
      .updateTable('channels')
      .set({
        access_token_enc: accessTokenEnc,
        token_issued_at: issuedAt,
        token_expires_at: expiresAt,
        updated_at: issuedAt,
      })
      .where('id', '=', channelId)
      .execute();
  }
}
