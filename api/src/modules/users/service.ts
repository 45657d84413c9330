import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language, PlanUsage, User } from '@vitrina/shared/contracts';
import { paths } from '@vitrina/shared/routes';
import type { Config } from '../../config';
import type { DB, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/index';
import type { BackgroundTasks } from '../../lib/background';
import { hashToken, randomToken } from '../../lib/crypto';
import { AppError, notFound, rateLimited } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { loginLockPrefix, type Sessions, type TokenRepository } from '../auth';
import { resetPasswordMail, type Mailer } from '../mail';
import type { RealtimeHub } from '../realtime';
import type { UsersRepository } from './repository';

export function toUserDto(
  row: Omit<UserRow, 'password_hash' | 'password_changed_at' | 'updated_at' | 'facebook_user_id'>,
): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    bot_status: row.bot_status,
    comment_response_scenario: row.comment_response_scenario,
    private_reply_message: row.private_reply_message,
    created_at: row.created_at.toISOString(),
    plan: {
      code: row.plan as User['plan']['code'],
      trial_started_at: row.trial_started_at.toISOString(),
      trial_ends_at: row.trial_ends_at.toISOString(),
      free_chats: row.free_chats,
      active: row.trial_ends_at.getTime() > Date.now(),
    },
  };
}

export interface UsersDeps {
  config: Config;
  db: Kysely<DB>;
  users: UsersRepository;
  tokensRepo: TokenRepository;
  sessions: Sessions;
  limiter: Limiter;
  mailer: Mailer;
  realtime: RealtimeHub;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
}

export class UsersService {
  constructor(private readonly d: UsersDeps) {}

  private async limit(key: string, rule: Config['rateLimits'][keyof Config['rateLimits']]): Promise<void> {
    const state = await this.d.limiter.hit(key, rule);
    if (state.count > rule.max) throw rateLimited(Math.max(1, Math.ceil(state.ttlMs / 1000)));
  }

  /** `lng`: the language of the registering screen (the body's, else Accept-Language), kept as the account's. */
  async register(input: { email: string; password: string; name?: string; lng: Language }): Promise<User> {
    const email = input.email.trim().toLowerCase();
    await this.limit(`register:${email}`, this.d.config.rateLimits.registrationPerAccount);
    // Hash first: a taken email then costs the same time as a new account (enumeration by timing).
    const passwordHash = await hashPassword(input.password);
    if (await this.d.users.emailExists(email)) throw new AppError(409, 'users.email_taken');
    try {
      const row = await this.d.users.create({ email, name: input.name?.trim() ?? '', passwordHash, lng: input.lng });
      return toUserDto(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'users.email_taken');
      throw err;
    }
  }

  async get(userId: string): Promise<User> {
    const row = await this.d.users.findProfile(userId);
    if (!row) throw notFound();
    return toUserDto(row);
  }

  /** Chats used this calendar month (UTC) against the free chats of the plan. */
  async usage(userId: string, now = new Date()): Promise<PlanUsage> {
    const row = await this.d.users.findProfile(userId);
    if (!row) throw notFound();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return {
      month_start: monthStart.toISOString(),
      chats_used: await this.d.users.countChatsSince(userId, monthStart),
      free_chats: row.free_chats,
    };
  }

  async update(
    userId: string,
    patch: Partial<Pick<UserRow, 'name' | 'bot_status' | 'comment_response_scenario' | 'private_reply_message'>>,
  ): Promise<User> {
    const row = await this.d.users.update(userId, patch);
    if (!row) throw notFound();
    return toUserDto(row);
  }

  /**
   * Checks the old password, stores the new one and ends every other session of the user
   * (the session that made the change stays signed in).
   */
  async changePassword(userId: string, sid: string, oldPassword: string, newPassword: string): Promise<void> {
    await this.limit(`change-password:${userId}`, this.d.config.rateLimits.changePasswordPerAccount);
    const row = await this.d.users.findById(userId);
    if (!row) throw notFound();
    if (!(await verifyPassword(row.password_hash, oldPassword))) throw new AppError(400, 'users.old_password_wrong');
    const passwordHash = await hashPassword(newPassword);
    const ended = await this.d.db.transaction().execute(async (trx) => {
      await this.d.users.setPasswordHash(userId, passwordHash, trx);
      await this.d.tokensRepo.invalidateResets(userId, new Date(), trx);
      return this.d.sessions.revokeAll(userId, 'password_change', sid, trx);
    });
    await this.d.sessions.forget(userId, ended);
  }

  /**
   * Always answers the same: the lookup, token and mail happen after the answer, so neither
   * the body nor the timing tells whether the email has an account.
   */
  async requestReset(emailInput: string, lng: Language): Promise<void> {
    const email = emailInput.trim().toLowerCase();
    await this.limit(`reset-request:${email}`, this.d.config.rateLimits.resetRequestPerAccount);
    this.d.background.run('password-reset-request', async () => {
      const user = await this.d.users.findByEmail(email);
      if (!user) return;
      const token = randomToken();
      // Only the newest link works.
      await this.d.tokensRepo.invalidateResets(user.id, new Date());
      await this.d.tokensRepo.insertReset({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + this.d.config.resetTokenTtl * 1000),
      });
      const link = `${this.d.config.publicUrl}${paths.resetPassword(lng, token)}`;
      await this.d.mailer.send(resetPasswordMail(user.email, lng, link, this.d.config.resetTokenTtl));
    });
  }

  /** Uses a reset token once, sets the password and ends every session of the user. */
  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = hashToken(token);
    const invalid = () => new AppError(400, 'users.reset_invalid');
    if (!(await this.d.tokensRepo.findLiveReset(tokenHash, new Date()))) throw invalid();
    const passwordHash = await hashPassword(password);
    const done = await this.d.db.transaction().execute(async (trx) => {
      const now = new Date();
      const owner = await this.d.tokensRepo.consumeReset(tokenHash, now, trx);
      if (!owner) return undefined;
      await this.d.users.setPasswordHash(owner, passwordHash, trx);
      await this.d.tokensRepo.invalidateResets(owner, now, trx);
      return { owner, ended: await this.d.sessions.revokeAll(owner, 'password_reset', null, trx) };
    });
    if (!done) throw invalid();
    await this.d.sessions.forget(done.owner, done.ended);
    await this.d.realtime.disconnectUser(done.owner);
    // The owner proved control of the mailbox: sign-in locks on the account are lifted.
    const owner = await this.d.users.findById(done.owner);
    if (owner) await this.d.limiter.resetPrefix(loginLockPrefix(owner.email));
  }
}
