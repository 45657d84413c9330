import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { RevokedSessions } from '../../lib/revoked-sessions';
import type { RealtimeHub } from '../realtime';
import type { TokenRepository } from './repository';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Ending a session (a refresh-token family; its id is the access tokens' `sid`) takes three steps:
 * its refresh tokens are revoked in the database, its sid joins the revoked set (its access tokens
 * are refused from then on), and its sockets close. Used by logout, refresh-token reuse, password
 * change and reset.
 */
export class Sessions {
  constructor(
    private readonly tokensRepo: TokenRepository,
    private readonly revoked: RevokedSessions,
    private readonly realtime: RealtimeHub,
    /** A teammate's shop: their sockets are held under it (docs/product.md §9.15). */
    private readonly shopOf: (userId: string) => Promise<string | null> = async () => null,
  ) {}

  /** Ends one session. */
  async end(userId: string, sid: string, reason: string): Promise<void> {
    await this.tokensRepo.revokeFamily(sid, reason);
    await this.forget(userId, [sid]);
  }

  /**
   * Revokes every session of a user in the database (except `keepSid`), inside `ex` when given;
   * returns their ids for `forget` once the transaction committed.
   */
  revokeAll(userId: string, reason: string, keepSid: string | null, ex?: Executor): Promise<string[]> {
    return this.tokensRepo.revokeUser(userId, reason, keepSid, ex);
  }

  /** The access tokens and sockets of these sessions stop working. */
  async forget(userId: string, sids: string[]): Promise<void> {
    if (sids.length === 0) return;
    await this.revoked.add(sids);
    await this.realtime.disconnectSessions(userId, sids);
    const shop = await this.shopOf(userId);
    if (shop && shop !== userId) await this.realtime.disconnectSessions(shop, sids);
  }
}
