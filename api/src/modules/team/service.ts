import type { Kysely } from 'kysely';
import { paths } from '@vitrina/shared/routes';
import {
  INVITATION_TTL_DAYS,
  TEAM_SIZE_MAX,
  type Invitation,
  type InvitationPreview,
  type Language,
  type Team,
} from '@vitrina/shared/contracts';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/index';
import { hashToken, randomToken } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Sessions } from '../auth';
import { teamInvitationMail, type Mailer } from '../mail';
import type { RealtimeHub } from '../realtime';
import type { UsersRepository } from '../users';
import type { Identity, IdentityResolver } from './identity';
import type { TeamRepository } from './repository';

export interface TeamDeps {
  config: Config;
  db: Kysely<DB>;
  repo: TeamRepository;
  users: UsersRepository;
  sessions: Sessions;
  identities: IdentityResolver;
  mailer: Mailer;
  realtime: RealtimeHub;
  now?: () => Date;
}

const DAY_MS = 24 * 3600_000;

/**
 * Teammates (docs/product.md §9.15): the owner invites by email, the invited person chooses a
 * name and password through the mail's one-time link (a week), and the owner removes a manager,
 * which ends their sessions at once (tokens, refresh tokens and sockets).
 */
export class TeamService {
  constructor(private readonly d: TeamDeps) {}

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  async team(who: Identity): Promise<Team> {
    const now = this.now();
    const members = await this.d.repo.members(who.shopId);
    const invitations = who.role === 'OWNER' ? await this.d.repo.pendingInvitations(who.shopId) : [];
    return {
      role: who.role,
      members: members.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        role: m.role,
        you: m.id === who.actorId,
        joined_at: m.joined_at.toISOString(),
      })),
      invitations: invitations.map((i) => toInvitation(i, now)),
    };
  }

  async invite(who: Identity, emailInput: string, lng: Language): Promise<Invitation> {
    const email = emailInput.trim().toLowerCase();
    const now = this.now();
    const members = await this.d.repo.members(who.shopId);
    if (members.some((m) => m.email.toLowerCase() === email)) throw new AppError(409, 'team.already_member');
    const existing = await this.d.users.findByEmail(email);
    if (existing) {
      const membership = await this.d.repo.membership(this.d.db, existing.id);
      // Only a teammate this shop removed may come back with the same email.
      if (membership?.shop_id !== who.shopId) throw new AppError(409, 'team.email_has_account');
    }
    await this.d.repo.revokeInvitationsOf(who.shopId, email, now);
    const pending = (await this.d.repo.pendingInvitations(who.shopId)).filter((i) => i.expires_at > now);
    if (members.length + pending.length >= TEAM_SIZE_MAX) throw new AppError(409, 'team.full', { max: TEAM_SIZE_MAX });
    const token = randomToken();
    const row = await this.d.repo.createInvitation({
      shopId: who.shopId,
      email,
      tokenHash: hashToken(token),
      invitedBy: who.actorId,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
    });
    const owner = members.find((m) => m.role === 'OWNER');
    const link = `${this.d.config.publicUrl}${paths.joinTeam(lng, token)}`;
    await this.d.mailer.send(
      teamInvitationMail(email, lng, owner?.name || owner?.email || 'Vitrina', link, INVITATION_TTL_DAYS),
    );
    await this.changed(who.shopId);
    return toInvitation(row, now);
  }

  async withdraw(who: Identity, invitationId: string): Promise<void> {
    if (!(await this.d.repo.revokeInvitation(who.shopId, invitationId, this.now()))) throw notFound();
    await this.changed(who.shopId);
  }

  /** What the invitation page shows: 404 for a used or withdrawn token, 410 once expired. */
  async preview(token: string): Promise<InvitationPreview> {
    const row = await this.usable(this.d.db, token);
    return { email: row.email, shop_name: row.shop_name };
  }

  private async usable(ex: Parameters<TeamRepository['invitationByHash']>[0], token: string, lock = false) {
    const row = await this.d.repo.invitationByHash(ex, hashToken(token), lock);
    if (!row || row.accepted_at || row.revoked_at) throw new AppError(404, 'team.invitation_invalid');
    if (row.expires_at <= this.now()) throw new AppError(410, 'team.invitation_expired');
    return row;
  }

  /**
   * Accepts an invitation once: creates the teammate's account (or brings back a teammate this
   * shop removed, with the new password). The person then signs in with the email and password.
   */
  async accept(token: string, input: { name: string; password: string }): Promise<{ email: string }> {
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    try {
      const result = await this.d.db.transaction().execute(async (trx) => {
        const inv = await this.usable(trx, token, true);
        const existing = await this.d.users.findByEmail(inv.email, trx);
        let userId: string;
        if (existing) {
          const membership = await this.d.repo.membership(trx, existing.id);
          if (membership?.shop_id !== inv.shop_id || !membership.removed_at) {
            throw new AppError(409, 'team.email_has_account');
          }
          await this.d.users.setPasswordHash(existing.id, passwordHash, trx);
          await trx.updateTable('users').set({ name: input.name }).where('id', '=', existing.id).execute();
          userId = existing.id;
        } else {
          const created = await trx
            .insertInto('users')
            .values({
              email: inv.email,
              name: input.name,
              password_hash: passwordHash,
              trial_started_at: now,
              trial_ends_at: now,
              password_changed_at: now,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          userId = created.id;
        }
        await this.d.repo.addMember(trx, userId, inv.shop_id);
        await this.d.repo.markAccepted(trx, inv.id, now);
        return { email: inv.email, shopId: inv.shop_id };
      });
      await this.changed(result.shopId);
      return { email: result.email };
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'team.email_has_account');
      throw err;
    }
  }

  /**
   * Removes a manager: the membership ends, their conversations go back to unassigned, and every
   * session of theirs ends at once (refresh tokens revoked, access tokens refused, sockets closed).
   */
  async remove(who: Identity, memberId: string): Promise<void> {
    const now = this.now();
    const sids = await this.d.db.transaction().execute(async (trx) => {
      if (!(await this.d.repo.removeMember(trx, who.shopId, memberId, now))) {
        throw new AppError(404, 'team.member_not_found');
      }
      await this.d.repo.unassignAll(trx, memberId);
      return this.d.sessions.revokeAll(memberId, 'team_removed', null, trx);
    });
    this.d.identities.forget(sids);
    // Access tokens refused, sockets closed (a teammate's are held under the shop: Sessions.forget).
    await this.d.sessions.forget(memberId, sids);
    await this.changed(who.shopId);
  }

  private changed(shopId: string): Promise<void> {
    return this.d.realtime.publish(shopId, { type: 'TEAM_CHANGED', data: {} });
  }
}

function toInvitation(
  row: { id: string; email: string; role: 'OWNER' | 'MANAGER'; created_at: Date; expires_at: Date },
  now: Date,
): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    expired: row.expires_at <= now,
  };
}
