import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { openDatabase } from '../db/index';
import { BackgroundTasks } from '../lib/background';
import { MemoryLimiter, RedisLimiter, ResilientLimiter, type Limiter } from '../lib/limiter';

/** ioredis is loaded only when REDIS_URL is set: an app without it never reads its modules. */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis: Client } = await import('ioredis');
  return new Client(url, { maxRetriesPerRequest: 2, enableReadyCheck: true, lazyConnect: false });
}

/**
 * Infrastructure every module uses: the database (migrated), Redis when configured, the
 * background-task runner and the rate-limit counters. Closed last, after background work drained.
 */
export const storagePlugin = fp(
  async (app) => {
    const { config } = app;
    const database = await openDatabase(config);
    let redis: Redis | null = null;
    try {
      if (config.redisUrl) {
        redis = await connectRedis(config.redisUrl);
        await redis.ping();
      }
    } catch (err) {
      redis?.disconnect();
      await database.close();
      throw new Error(`Redis at REDIS_URL is not reachable: ${(err as Error).message}`, { cause: err });
    }
    const background = new BackgroundTasks(app.log);
    const limiter: Limiter = redis
      ? new ResilientLimiter(new RedisLimiter(redis, `${config.redisPrefix}limit:`), app.log)
      : new MemoryLimiter();
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('redis', redis);
    app.decorate('background', background);
    app.decorate('limiter', limiter);

    app.addHook('onClose', async () => {
      await background.drain();
      limiter.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
      await database.close();
    });
  },
  { name: 'storage' },
);
