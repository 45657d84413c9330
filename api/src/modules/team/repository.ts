import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

export interface MemberRow {
  id: string;
  name: string;
  email: string;
  role: 'OWNER' | 'MANAGER';
  joined_at: Date;
}

/** SQL of teammates and invitations, keyed by the shop (the owner's user id). */
export class TeamRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** The owner first, then the active managers by joining time. */
  async members(shopId: string): Promise<MemberRow[]> {
    const owner = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'created_at as joined_at'])
      .where('id', '=', shopId)
      .executeTakeFirst();
    const managers = await this.db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select(['users.id', 'users.name', 'users.email', 'team_members.created_at as joined_at'])
      .where('team_members.shop_id', '=', shopId)
      .where('team_members.removed_at', 'is', null)
      .orderBy('team_members.created_at')
      .execute();
    return [
      ...(owner ? [{ ...owner, role: 'OWNER' as const }] : []),
      ...managers.map((m) => ({ ...m, role: 'MANAGER' as const })),
    ];
  }

  /** A person of the shop's team now (the owner or an active manager), with their name. */
  async member(shopId: string, userId: string): Promise<MemberRow | undefined> {
    return (await this.members(shopId)).find((m) => m.id === userId);
  }

  pendingInvitations(shopId: string) {
    return this.db
      .selectFrom('team_invitations')
      .select(['id', 'email', 'role', 'created_at', 'expires_at'])
      .where('shop_id', '=', shopId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** Withdraws the open invitations of an email (a new one replaces them). */
  async revokeInvitationsOf(shopId: string, email: string, now: Date): Promise<void> {
    await this.db
      .updateTable('team_invitations')
      .set({ revoked_at: now })
      .where('shop_id', '=', shopId)
      .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
  }

  createInvitation(values: { shopId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date }) {
    return this.db
      .insertInto('team_invitations')
      .values({
        shop_id: values.shopId,
        email: values.email,
        role: 'MANAGER',
        token_hash: values.tokenHash,
        invited_by: values.invitedBy,
        expires_at: values.expiresAt,
      })
      .returning(['id', 'email', 'role', 'created_at', 'expires_at'])
      .executeTakeFirstOrThrow();
  }

  async revokeInvitation(shopId: string, id: string, now: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('team_invitations')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** The invitation of a token, locked in `ex` (an acceptance runs once). */
  invitationByHash(ex: Executor, tokenHash: string, lock = false) {
    let q = ex
      .selectFrom('team_invitations')
      .innerJoin('users', 'users.id', 'team_invitations.shop_id')
      .select([
        'team_invitations.id',
        'team_invitations.shop_id',
        'team_invitations.email',
        'team_invitations.role',
        'team_invitations.expires_at',
        'team_invitations.accepted_at',
        'team_invitations.revoked_at',
        // The owner's name, else a channel's: never the owner's email (the page is public).
        sql<string>`coalesce(nullif(users.name, ''), (select c.name from channels c where c.user_id = users.id order by c.created_at limit 1), '')`.as(
          'shop_name',
        ),
      ])
      .where('team_invitations.token_hash', '=', tokenHash);
    if (lock) q = q.forUpdate('team_invitations');
    return q.executeTakeFirst();
  }

  markAccepted(ex: Executor, id: string, now: Date) {
    return ex.updateTable('team_invitations').set({ accepted_at: now }).where('id', '=', id).execute();
  }

  /** The shop a user belongs to as a teammate (active or removed), if any. */
  membership(ex: Executor, userId: string) {
    return ex
      .selectFrom('team_members')
      .select(['shop_id', 'removed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async addMember(ex: Executor, userId: string, shopId: string): Promise<void> {
    await ex
      .insertInto('team_members')
      .values({ user_id: userId, shop_id: shopId, role: 'MANAGER' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ removed_at: null, created_at: sql`now()` }))
      .execute();
  }

  /** Ends a manager's membership; false when they are not an active manager of the shop. */
  async removeMember(ex: Executor, shopId: string, userId: string, now: Date): Promise<boolean> {
    const r = await ex
      .updateTable('team_members')
      .set({ removed_at: now })
      .where('user_id', '=', userId)
      .where('shop_id', '=', shopId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** A removed teammate's conversations go back to "unassigned". */
  async unassignAll(ex: Executor, userId: string): Promise<void> {
    await ex.updateTable('conversations').set({ assignee_id: null }).where('assignee_id', '=', userId).execute();
  }
}
