import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';

export interface LimitState {
  count: number;
  /** Milliseconds until the window resets (0 when there is no window). */
  ttlMs: number;
}

/** Counters in fixed windows, in memory or in Redis (shared by every API instance). */
export interface Limiter {
  /** Adds one to the counter of `key` and returns the new state. */
  hit(key: string, rule: RateLimitRule): Promise<LimitState>;
  peek(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
  /** Resets every counter whose key starts with `prefix` (rare: a completed password reset). */
  resetPrefix(prefix: string): Promise<void>;
  close(): void;
}

export class MemoryLimiter implements Limiter {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, v] of this.counters) if (v.resetAt <= now) this.counters.delete(key);
  }

  async hit(key: string, rule: RateLimitRule): Promise<LimitState> {
    const now = Date.now();
    let entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + rule.window * 1000 };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  }

  async peek(key: string): Promise<LimitState> {
    const now = Date.now();
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, ttlMs: 0 };
    return { count: entry.count, ttlMs: entry.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async resetPrefix(prefix: string): Promise<void> {
    for (const key of this.counters.keys()) if (key.startsWith(prefix)) this.counters.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

export class RedisLimiter implements Limiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, rule: RateLimitRule): Promise<LimitState> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, rule.window * 1000)) as [number, number];
    return { count, ttlMs: Math.max(0, ttl) };
  }

  async peek(key: string): Promise<LimitState> {
    const [[, v], [, ttl]] = (await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()) as [[unknown, string | null], [unknown, number]];
    return { count: v ? Number(v) : 0, ttlMs: Math.max(0, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async resetPrefix(prefix: string): Promise<void> {
    const pattern = (this.prefix + prefix).replace(/[*?[\]\\]/g, '\\$&') + '*';
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  close(): void {}
}

/**
 * Shared (Redis) counters that never switch the limits off: while Redis fails, counting goes on
 * in this instance's memory (logged once per outage), so limits hold per instance until it is back.
 */
export class ResilientLimiter implements Limiter {
  private readonly fallback = new MemoryLimiter();
  private failing = false;

  constructor(
    private readonly shared: Limiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async attempt<T>(op: (limiter: Limiter) => Promise<T>): Promise<T> {
    try {
      const result = await op(this.shared);
      if (this.failing) {
        this.failing = false;
        this.log.warn('rate limits: Redis answers again, counters are shared again');
      }
      return result;
    } catch (err) {
      if (!this.failing) {
        this.failing = true;
        this.log.error({ err }, 'rate limits: Redis failed, counting in this instance’s memory meanwhile');
      }
      return op(this.fallback);
    }
  }

  hit(key: string, rule: RateLimitRule): Promise<LimitState> {
    return this.attempt((l) => l.hit(key, rule));
  }

  peek(key: string): Promise<LimitState> {
    return this.attempt((l) => l.peek(key));
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.fallback.reset(key), this.attempt((l) => l.reset(key))]);
  }

  async resetPrefix(prefix: string): Promise<void> {
    await Promise.all([this.fallback.resetPrefix(prefix), this.attempt((l) => l.resetPrefix(prefix))]);
  }

  close(): void {
    this.fallback.close();
  }
}
