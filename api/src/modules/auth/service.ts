import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenResponse } from '@vitrina/shared/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/crypto';
import type { Limiter } from '../../lib/limiter';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import type { UsersRepository } from '../users';
import type { TokenRepository } from './repository';
import type { Sessions } from './sessions';
import type { TokenService } from './tokens';

const invalidGrant = () => new AppError(400, 'auth.invalid_credentials', undefined, 'invalid_grant');
const invalidRefresh = () => new AppError(400, 'auth.invalid_refresh_token', undefined, 'invalid_grant');

export interface AuthDeps {
  config: Config;
  users: UsersRepository;
  tokensRepo: TokenRepository;
  tokens: TokenService;
  sessions: Sessions;
  limiter: Limiter;
  log: FastifyBaseLogger;
}

/**
 * Sessions: the password grant opens a refresh-token family; each refresh rotates the token
 * within the family (absolute expiry fixed at sign-in); presenting an already rotated token
 * after the grace period revokes the whole family.
 */
export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  private async issue(userId: string, familyId: string, expiresAt: Date, clientId: string): Promise<TokenResponse> {
    const refresh = randomToken();
    await this.d.tokensRepo.insertRefresh({
      userId,
      familyId,
      tokenHash: hashToken(refresh),
      clientId,
      expiresAt,
    });
    const access = await this.d.tokens.signAccess(userId, familyId);
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: this.d.tokens.accessTtl,
      refresh_expires_in: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    };
  }

  /**
   * Counts the attempt first (atomically: a parallel burst cannot slip past the cap while the slow
   * password check runs), per account and client address and, with a higher cap, per account;
   * refuses above either cap; a success clears both (the owner's own sign-ins never add up).
   */
  async passwordGrant(username: string, password: string, clientId: string, ip: string): Promise<TokenResponse> {
    const email = username.trim().toLowerCase();
    const { loginFailuresPerAccountAndIp: perIp, loginFailuresPerAccount: perAccount } = this.d.config.rateLimits;
    const ipKey = `${loginLockPrefix(email)}${ip}`;
    const accountKey = loginLockPrefix(email);
    const [ipState, accountState] = await Promise.all([
      this.d.limiter.hit(ipKey, perIp),
      this.d.limiter.hit(accountKey, perAccount),
    ]);
    const over = [
      ipState.count > perIp.max ? ipState.ttlMs : 0,
      accountState.count > perAccount.max ? accountState.ttlMs : 0,
    ];
    if (over.some((ms) => ms > 0)) {
      const seconds = Math.max(1, Math.ceil(Math.max(...over) / 1000));
      throw new AppError(429, 'auth.login_locked', { minutes: Math.ceil(seconds / 60) }, 'too_many_requests', {
        'retry-after': String(seconds),
      });
    }
    const user = await this.d.users.findByEmail(email);
    const ok = await verifyPassword(user?.password_hash ?? null, password);
    if (!user || !ok) throw invalidGrant();
    if (await this.d.users.removedFromTeam(user.id)) {
      throw new AppError(400, 'team.removed', undefined, 'invalid_grant');
    }
    await Promise.all([this.d.limiter.reset(ipKey), this.d.limiter.reset(accountKey)]);
    if (needsRehash(user.password_hash)) {
      await this.d.users.setPasswordHash(user.id, await hashPassword(password));
    }
    const expiresAt = new Date(Date.now() + this.d.config.refreshTokenTtl * 1000);
    return this.issue(user.id, randomUUID(), expiresAt, clientId);
  }

  /**
   * A new session for a user another proof identified (signing in with Facebook,
   * channels/facebook-sign-in.ts): a refresh-token family of its own, as a password sign-in opens.
   */
  async openSession(userId: string, clientId: string): Promise<TokenResponse> {
    const expiresAt = new Date(Date.now() + this.d.config.refreshTokenTtl * 1000);
    return this.issue(userId, randomUUID(), expiresAt, clientId);
  }

  async refreshGrant(refreshToken: string, clientId: string): Promise<TokenResponse> {
    const row = await this.d.tokensRepo.findRefreshByHash(hashToken(refreshToken));
    const now = new Date();
    if (!row || row.client_id !== clientId) throw invalidRefresh();
    if (row.revoked_at || row.expires_at.getTime() <= now.getTime()) throw invalidRefresh();

    const won = await this.d.tokensRepo.claimRotation(row.id, now);
    if (!won) {
      // Rotated before (or revoked meanwhile). Within the grace period this is two tabs
      // refreshing together: they get a sibling token. Otherwise it is reuse: end the session.
      const fresh = await this.d.tokensRepo.findRefreshByHash(row.token_hash);
      const rotatedAt = fresh?.rotated_at?.getTime();
      const withinGrace =
        fresh &&
        !fresh.revoked_at &&
        rotatedAt !== undefined &&
        now.getTime() - rotatedAt <= this.d.config.refreshReuseGrace * 1000;
      if (!withinGrace) {
        await this.d.sessions.end(row.user_id, row.family_id, 'reuse');
        this.d.log.warn({ family: row.family_id, user: row.user_id }, 'refresh token reuse: session revoked');
        throw invalidRefresh();
      }
    }
    return this.issue(row.user_id, row.family_id, row.expires_at, clientId);
  }

  /** RFC 7009: revokes the session of a refresh token; unknown tokens are ignored. */
  async revoke(token: string, clientId: string): Promise<void> {
    const row = await this.d.tokensRepo.findRefreshByHash(hashToken(token));
    if (!row || row.client_id !== clientId) return;
    await this.d.sessions.end(row.user_id, row.family_id, 'logout');
  }
}

/** Keys of the login counters of an account: `<prefix>` account-wide, `<prefix><ip>` per address. */
export function loginLockPrefix(email: string): string {
  return `login-fail:${email.trim().toLowerCase()}|`;
}
