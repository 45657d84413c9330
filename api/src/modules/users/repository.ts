import type { Kysely, Transaction } from 'kysely';
import type { DB, UserRow } from '../../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

/** SQL for users. Every read and write is by the caller's own id (or by email for sign-in). */
export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findById(id: string, ex: Executor = this.db): Promise<UserRow | undefined> {
    return ex.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user as shown to its owner: no password hash (the hot path of GET /api/v1/users). */
  findProfile(
    id: string,
  ): Promise<Omit<UserRow, 'password_hash' | 'password_changed_at' | 'updated_at' | 'facebook_user_id'> | undefined> {
    return this.db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'name',
        'bot_status',
        'comment_response_scenario',
        'private_reply_message',
        'plan',
        'trial_started_at',
        'trial_ends_at',
        'free_chats',
        'created_at',
        'lng',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Case-insensitive (the unique index is on lower(email)). */
  findByEmail(email: string, ex: Executor = this.db): Promise<UserRow | undefined> {
    return ex
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
  }

  /** A teammate the shop's owner removed (docs/product.md §9.15): they no longer sign in. */
  async removedFromTeam(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('team_members')
      .select('user_id')
      .where('user_id', '=', id)
      .where('removed_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The account a Facebook person signs in to (users.facebook_user_id). */
  findByFacebookId(facebookUserId: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('facebook_user_id', '=', facebookUserId).executeTakeFirst();
  }

  /**
   * Lets a Facebook person sign in to the account, unless the account has one already or the person
   * is linked to another account; true when it is (now or before) this account's.
   */
  async linkFacebook(id: string, facebookUserId: string): Promise<boolean> {
    const taken = await this.findByFacebookId(facebookUserId);
    if (taken) return taken.id === id;
    const res = await this.db
      .updateTable('users')
      .set({ facebook_user_id: facebookUserId })
      .where('id', '=', id)
      .where('facebook_user_id', 'is', null)
      .executeTakeFirst()
      .catch(() => undefined);
    return Number(res?.numUpdatedRows ?? 0) === 1;
  }

  async emailExists(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** `lng`: the language the owner registers in (the assistant's defaults are written in it). */
  create(values: {
    email: string;
    name: string;
    passwordHash: string;
    lng?: 'ua' | 'en';
    facebookUserId?: string | null;
  }): Promise<UserRow> {
    const now = new Date();
    const trialEnds = new Date(now);
    trialEnds.setMonth(trialEnds.getMonth() + 2);
    return this.db
      .insertInto('users')
      .values({
        email: values.email.trim().toLowerCase(),
        name: values.name,
        password_hash: values.passwordHash,
        lng: values.lng ?? 'ua',
        facebook_user_id: values.facebookUserId ?? null,
        trial_started_at: now,
        trial_ends_at: trialEnds,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(
    id: string,
    patch: Partial<Pick<UserRow, 'name' | 'bot_status' | 'comment_response_scenario' | 'private_reply_message'>>,
  ): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async setPasswordHash(id: string, passwordHash: string, ex: Executor = this.db): Promise<boolean> {
    const now = new Date();
    const res = await ex
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * Chats of the user's channels opened at or after `since`. What opens a chat (a conversation's
   * first message, or one more than 24 hours after the previous) is recorded on the message when it
   * is stored (`messages.chat_start`, migration 0018_analytics), the one rule analytics counts too;
   * `until` (exclusive) bounds a past period (billing's extra chats, docs/product.md §9.16).
   */
  async countChatsSince(userId: string, since: Date, until?: Date): Promise<number> {
    let q = this.db
      .selectFrom('messages as m')
      .innerJoin('channels as c', 'c.id', 'm.channel_id')
      .select((eb) => eb.fn.countAll<string | number>().as('chats'))
      .where('c.user_id', '=', userId)
      .where('m.created_time', '>=', since)
      .where('m.chat_start', 'is not', null);
    if (until) q = q.where('m.created_time', '<', until);
    const row = await q.executeTakeFirst();
    return Number(row?.chats ?? 0);
  }
}
