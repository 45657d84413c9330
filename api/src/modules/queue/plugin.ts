import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss, type JobInsert } from 'pg-boss';
import { groupCommit } from '../../lib/group-commit';
import { pgliteExecutor } from './pglite-executor';

const SUPERVISE_SECONDS = 10;

export interface JobQueue {
  /**
   * Enqueues durably; `startAfter` in seconds. With `throttle`, at most one job per key is
   * created in each window of that many seconds (pg-boss singletonKey + singletonSeconds); the
   * others are dropped.
   */
  send(
    name: string,
    data: object,
    options?: { startAfter?: number; throttle?: { key: string; seconds: number } },
  ): Promise<void>;
  /**
   * Every instance works every queue; SKIP LOCKED shares the jobs. A throw retries the job with
   * backoff. `heartbeatSeconds` (at least 10, for idempotent handlers only): a job whose worker
   * died (SIGKILL, lost machine) is retried that soon after, instead of after pg-boss's 15-minute
   * expiry.
   */
  work<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: { heartbeatSeconds?: number },
  ): Promise<void>;
  /** Sends a job on a cron schedule (once per tick across all instances). */
  schedule(name: string, cron: string): Promise<void>;
  /** Removes a schedule (kept in the database, so turning one off must remove it). */
  unschedule(name: string): Promise<void>;
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
    // Expiry and dead workers' heartbeats are checked on each supervision pass: every 10 s rather
    // than pg-boss's 60, so a crashed instance's jobs are retried within seconds.
    const common = {
      schema: config.databaseSchema ?? 'pgboss',
      supervise: true,
      migrate: true,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    };
    const boss = database.pglite
      ? new PgBoss({ ...common, db: pgliteExecutor(database.db, database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: config.databaseUrl, max: 3 });
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    await boss.start();
    const created = new Set<string>();
    const ensure = async (name: string, options: { heartbeatSeconds?: number } = {}) => {
      if (!created.has(name)) await boss.createQueue(name, { retryLimit: 8, retryDelay: 5, retryBackoff: true });
      created.add(name);
      // A queue made before (by another instance, or by an older version) takes the options too.
      if (options.heartbeatSeconds) await boss.updateQueue(name, options);
    };
    // Plain sends to a queue that arrive together are inserted in one statement (pg-boss
    // `insert`, lib/group-commit.ts): a burst of webhooks or drafts queues its jobs in a few
    // round trips on the queue's small pool instead of one each.
    const inserts = new Map<string, (job: JobInsert) => Promise<void>>();
    const insertOf = (name: string) => {
      let insert = inserts.get(name);
      if (!insert) {
        insert = groupCommit(async (jobs: JobInsert[]) => {
          await boss.insert(name, jobs);
          return jobs.map(() => undefined);
        });
        inserts.set(name, insert);
      }
      return insert;
    };
    const queue: JobQueue = {
      async send(name, data, options = {}) {
        await ensure(name);
        if (options.throttle) {
          await boss.send(name, data, {
            ...(options.startAfter ? { startAfter: options.startAfter } : {}),
            singletonKey: options.throttle.key,
            singletonSeconds: options.throttle.seconds,
          });
          return;
        }
        const startAfter = options.startAfter ? new Date(Date.now() + options.startAfter * 1000) : undefined;
        await insertOf(name)({ data, startAfter });
      },
      async work<T extends object>(name: string, handler: (data: T) => Promise<void>, options = {}) {
        await ensure(name, options);
        // A full batch fetches the next one at once: a backlog (a restart after a crash) drains as
        // fast as the handlers run, not 20 jobs per polling second.
        const work = { batchSize: 20, pollingIntervalSeconds: 1, burstWhenBatchFull: true };
        await boss.work<T>(name, work, async (jobs) => {
          for (const job of jobs) await app.metrics.timeJob(name, () => handler(job.data));
        });
      },
      async schedule(name, cron) {
        await ensure(name);
        await boss.schedule(name, cron);
      },
      async unschedule(name) {
        await ensure(name);
        await boss.unschedule(name);
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
