import type { Kysely } from 'kysely';
import type { TeamRole } from '@vitrina/shared/contracts/constants';
import type { DB } from '../../db/schema';

/** Who calls, in a shop of several people (docs/product.md §9.15). */
export interface Identity {
  /** The shop: the owner's user id. Every repository keys the shop's data by it. */
  shopId: string;
  /** The person: the owner, or the teammate (their own user id). */
  actorId: string;
  role: TeamRole;
}

/**
 * Resolves a signed-in user to their shop and role: a user without a membership is the owner of
 * their own shop; an active manager acts on the owner's shop; a removed one is refused (null).
 * Answers are kept per session (a removal revokes the sessions, a new sign-in is a new session),
 * until the session's access token expires.
 */
export class IdentityResolver {
  private readonly cache = new Map<string, { identity: Identity; until: number }>();
  private static readonly CACHE_MAX = 10_000;

  constructor(private readonly db: Kysely<DB>) {}

  async resolve(userId: string, sid: string, exp: number): Promise<Identity | null> {
    const hit = this.cache.get(sid);
    if (hit && hit.until > Date.now() && hit.identity.actorId === userId) return hit.identity;
    const member = await this.db
      .selectFrom('team_members')
      .select(['shop_id', 'role', 'removed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (member?.removed_at) return null;
    const identity: Identity = member
      ? { shopId: member.shop_id, actorId: userId, role: member.role }
      : { shopId: userId, actorId: userId, role: 'OWNER' };
    if (this.cache.size >= IdentityResolver.CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(sid, { identity, until: exp * 1000 });
    return identity;
  }

  /** The shop a teammate belongs (or belonged) to; null for an owner. */
  async shopOf(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('team_members')
      .select('shop_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.shop_id ?? null;
  }

  /** Forgets the cached answers of these sessions (a removal). */
  forget(sids: string[]): void {
    for (const sid of sids) this.cache.delete(sid);
  }
}
