import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss } from 'pg-boss';
import { pgliteExecutor } from './pglite-executor';

export interface JobQueue {
  /** Enqueues durably; `startAfter` in seconds. */
  send(name: string, data: object, options?: { startAfter?: number }): Promise<void>;
  /** Every instance works every queue; SKIP LOCKED shares the jobs. A throw retries the job with backoff. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Sends a job on a cron schedule (once per tick across all instances). */
  schedule(name: string, cron: string): Promise<void>;
  /** Jobs per queue by state (the metrics). */
  stats(): Promise<Array<{ name: string; queued: number; active: number; deferred: number }>>;
}

/**
 * `app.queue`: pg-boss 12 on the same database (PostgreSQL through its own pool, in
 * DATABASE_SCHEMA or `pgboss`; PGlite through `db.executeSql`). It is the safety net behind
 * work done at once in-process: jobs survive a crash and any instance picks them up.
 */
export const queuePlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app;
    const common = { schema: config.databaseSchema ?? 'pgboss', supervise: true, migrate: true };
    const boss = database.pglite
      ? new PgBoss({ ...common, db: pgliteExecutor(database.db, database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: config.databaseUrl, max: 3 });
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    await boss.start();
    const created = new Set<string>();
    const ensure = async (name: string) => {
      if (created.has(name)) return;
      await boss.createQueue(name, { retryLimit: 8, retryDelay: 5, retryBackoff: true });
      created.add(name);
    };
    const queue: JobQueue = {
      async send(name, data, options = {}) {
        await ensure(name);
        await boss.send(name, data, options.startAfter ? { startAfter: options.startAfter } : {});
      },
      async work<T extends object>(name: string, handler: (data: T) => Promise<void>) {
        await ensure(name);
        await boss.work<T>(name, { batchSize: 20, pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) await app.metrics.timeJob(name, () => handler(job.data));
        });
      },
      async schedule(name, cron) {
        await ensure(name);
        await boss.schedule(name, cron);
      },
      async stats() {
        const queues = await boss.getQueues([...created]);
        return queues.map((q) => ({
          name: q.name,
          queued: q.queuedCount,
          active: q.activeCount,
          deferred: q.deferredCount,
        }));
      },
    };
    app.decorate('queue', queue);
    // Shutdown (docs/deploy.md): take no new job, let those under way finish within the
    // shutdown allowance (a job cut off is retried by another instance), then close the pool.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: Math.max(1000, app.config.shutdownTimeoutMs - 2000) });
    });
  },
  { name: 'queue', dependencies: ['metrics'] },
);
