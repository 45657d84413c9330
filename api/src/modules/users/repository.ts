import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, UserRow } from '../../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

/** SQL for users. Every read and write is by the caller's own id (or by email for sign-in). */
export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findById(id: string, ex: Executor = this.db): Promise<UserRow | undefined> {
    return ex.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user as shown to its owner: no password hash (the hot path of GET /api/v1/users). */
  findProfile(id: string): Promise<Omit<UserRow, 'password_hash' | 'password_changed_at' | 'updated_at'> | undefined> {
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

  async emailExists(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
    return row !== undefined;
  }

  create(values: { email: string; name: string; passwordHash: string }): Promise<UserRow> {
    const now = new Date();
    const trialEnds = new Date(now);
    trialEnds.setMonth(trialEnds.getMonth() + 2);
    return this.db
      .insertInto('users')
      .values({
        email: values.email.trim().toLowerCase(),
        name: values.name,
        password_hash: values.passwordHash,
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
   * Chats of the user's channels with a message at or after `since`: a message opens a chat when
   * it is the first of its conversation or comes more than 24 hours after the previous one.
   */
  async countChatsSince(userId: string, since: Date): Promise<number> {
    const lookback = new Date(since.getTime() - CHAT_GAP_MS);
    const row = await sql<{ chats: string | number }>`
      select count(*) as chats from (
        select m.created_time,
               lag(m.created_time) over (partition by m.conversation_id order by m.created_time) as previous
        from messages m
        join channels c on c.id = m.channel_id
        where c.user_id = ${userId} and m.created_time >= ${lookback}
      ) t
      where t.created_time >= ${since}
        and (t.previous is null or t.created_time - t.previous > interval '24 hours')
    `.execute(this.db);
    return Number(row.rows[0]?.chats ?? 0);
  }
}

/** A pause longer than this between two messages of a conversation starts a new chat. */
export const CHAT_GAP_MS = 24 * 60 * 60 * 1000;
