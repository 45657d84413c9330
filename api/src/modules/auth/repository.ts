import type { Kysely, Transaction } from 'kysely';
import type { DB, RefreshTokenRow } from '../../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

/** SQL for refresh tokens (stored as SHA-256 hashes) and password-reset tokens. */
export class TokenRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insertRefresh(row: {
    userId: string;
    familyId: string;
    tokenHash: string;
    clientId: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({
        user_id: row.userId,
        family_id: row.familyId,
        token_hash: row.tokenHash,
        client_id: row.clientId,
        expires_at: row.expiresAt,
        created_at: new Date(),
      })
      .execute();
  }

  findRefreshByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return this.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Marks a live token rotated; false when another request rotated or revoked it first. */
  async claimRotation(id: string, at: Date): Promise<boolean> {
    const res = await this.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: at })
      .where('id', '=', id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async revokeFamily(familyId: string, reason: string, ex: Executor = this.db): Promise<void> {
    await ex
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every session of a user, except `keepFamily` when given; returns the revoked families. */
  async revokeUser(
    userId: string,
    reason: string,
    keepFamily: string | null,
    ex: Executor = this.db,
  ): Promise<string[]> {
    let q = ex
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepFamily) q = q.where('family_id', '!=', keepFamily);
    const rows = await q.returning('family_id').execute();
    return [...new Set(rows.map((r) => r.family_id))];
  }

  /** Housekeeping: drops tokens whose family expired more than a day ago. */
  async deleteExpired(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - 24 * 3600 * 1000);
    await this.db.deleteFrom('refresh_tokens').where('expires_at', '<', cutoff).execute();
    await this.db.deleteFrom('password_resets').where('expires_at', '<', cutoff).execute();
  }

  // ---- password resets ----

  async insertReset(row: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('password_resets')
      .values({ user_id: row.userId, token_hash: row.tokenHash, expires_at: row.expiresAt, created_at: new Date() })
      .execute();
  }

  async findLiveReset(tokenHash: string, now: Date): Promise<{ user_id: string } | undefined> {
    return this.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Uses a reset token once: returns its user when it was live, undefined otherwise. */
  async consumeReset(tokenHash: string, now: Date, ex: Executor): Promise<string | undefined> {
    const row = await ex
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Every outstanding reset link of the user stops working (reset done, new link, password change). */
  async invalidateResets(userId: string, now: Date, ex: Executor = this.db): Promise<void> {
    await ex
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
