import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Sessions (`sid` of access tokens) ended before their access tokens expire: logout, refresh-token
 * reuse, password change and reset. An entry lives one access-token lifetime (no token of the
 * session can be valid after that), so the set stays small. Checked on every authenticated call.
 */
export interface RevokedSessions {
  add(sids: string[]): Promise<void>;
  has(sid: string): Promise<boolean>;
  close(): void;
}

/** One instance: a map of sid -> expiry (ms). */
export class MemoryRevokedSessions implements RevokedSessions {
  private readonly entries = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly ttlMs: number) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [sid, until] of this.entries) if (until <= now) this.entries.delete(sid);
  }

  async add(sids: string[]): Promise<void> {
    const until = Date.now() + this.ttlMs;
    for (const sid of sids) this.entries.set(sid, until);
  }

  async has(sid: string): Promise<boolean> {
    const until = this.entries.get(sid);
    return until !== undefined && until > Date.now();
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

/**
 * Shared by every instance: one Redis key per revoked sid, expiring with the access tokens. What
 * this instance revoked or saw revoked is also remembered locally (no round trip for it), and
 * when Redis fails the local memory still answers (logged): a revocation made elsewhere may then
 * be missed for at most one access-token lifetime.
 */
export class RedisRevokedSessions implements RevokedSessions {
  private readonly local: MemoryRevokedSessions;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new MemoryRevokedSessions(ttlMs);
  }

  async add(sids: string[]): Promise<void> {
    await this.local.add(sids);
    if (sids.length === 0) return;
    try {
      const multi = this.redis.multi();
      for (const sid of sids) multi.set(this.prefix + sid, '1', 'PX', this.ttlMs);
      await multi.exec();
    } catch (err) {
      this.log.error({ err }, 'revoked sessions: Redis failed, the revocation holds on this instance only');
    }
  }

  async has(sid: string): Promise<boolean> {
    if (await this.local.has(sid)) return true;
    try {
      const found = (await this.redis.exists(this.prefix + sid)) === 1;
      if (found) await this.local.add([sid]);
      return found;
    } catch (err) {
      this.log.error({ err }, 'revoked sessions: Redis failed, answering from this instance’s memory');
      return false;
    }
  }

  close(): void {
    this.local.close();
  }
}
