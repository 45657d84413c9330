import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sendNotFound } from './errors';
import { isLocalRequest } from './local-only';

let processMetrics: Registry | undefined;
/**
 * The process's own metrics (CPU, memory, event-loop lag, GC: prom-client's defaults), collected
 * once per process. prom-client never stops what `collectDefaultMetrics` starts (a GC observer, an
 * event-loop monitor), and they hold the registry they were given: given each app's, they kept every
 * app a process ever built alive, its embedded database included (~200 MB per test app).
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * The instance's Prometheus metrics (docs/deploy.md "What to watch"). One registry per app, so
 * several apps in one process (tests) never mix their figures; scraped together with the process's
 * own. Domains observe through `app.metrics`; gauges read their value when scraped.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'vitrina_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly webhookLag = new Histogram({
    name: 'vitrina_webhook_store_lag_seconds',
    help: 'From a Meta webhook received to its messages stored (inline or by the queue)',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 30, 60, 300],
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'vitrina_job_duration_seconds',
    help: 'Queue jobs run by this instance, by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'vitrina_job_failures_total',
    help: 'Queue jobs that threw (each is retried with backoff), by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly aiDraftDuration = new Histogram({
    name: 'vitrina_ai_draft_duration_seconds',
    help: 'The AI pipeline, from a customer message (or a request for an answer) to its draft or error',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
    registers: [this.registry],
  });

  constructor(sources: {
    openSockets(): number;
    pool(): { total: number; idle: number; waiting: number };
    queues(): Promise<Array<{ name: string; queued: number; active: number; deferred: number }>>;
  }) {
    new Gauge({
      name: 'vitrina_websockets_open',
      help: 'Authenticated live connections (/ws) on this instance',
      registers: [this.registry],
      collect() {
        this.set(sources.openSockets());
      },
    });
    new Gauge({
      name: 'vitrina_db_pool_connections',
      help: 'Database connections of this instance by state (PGlite: one, in process)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const p = sources.pool();
        this.set({ state: 'total' }, p.total);
        this.set({ state: 'idle' }, p.idle);
        this.set({ state: 'waiting' }, p.waiting);
      },
    });
    new Gauge({
      name: 'vitrina_queue_jobs',
      help: 'Jobs in each queue by state, for the whole cluster, as pg-boss last counted them (every few seconds)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        for (const q of await sources.queues().catch(() => [])) {
          this.set({ queue: q.name, state: 'queued' }, q.queued);
          this.set({ queue: q.name, state: 'active' }, q.active);
          this.set({ queue: q.name, state: 'deferred' }, q.deferred);
        }
      },
    });
  }

  /** The Prometheus text of a scrape: this app's metrics and the process's. */
  scrape(): Promise<string> {
    return Registry.merge([processRegistry(), this.registry]).metrics();
  }

  /** Times a queue job: its duration by outcome, and a failure counted when it throws. */
  async timeJob<T>(queue: string, job: () => Promise<T>): Promise<T> {
    const end = this.jobDuration.startTimer({ queue });
    try {
      const result = await job();
      end({ outcome: 'done' });
      return result;
    } catch (err) {
      end({ outcome: 'failed' });
      this.jobFailures.inc({ queue });
      throw err;
    }
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN, a request bearing it; without, only a local request
 * (loopback peer and Host, no proxy headers, so not a request that came through the reverse
 * proxy). Everyone else gets the 404 of a route that does not exist.
 */
export function metricsAllowed(req: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice(7), token);
  }
  return isLocalRequest(req);
}

/**
 * `app.metrics` and GET /metrics (Prometheus text format), plus the HTTP duration of every
 * request, labelled by route pattern (never the raw URL: ids would explode the series).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = new Metrics({
      openSockets: () => (app.hasDecorator('realtime') ? app.realtime.size : 0),
      pool: () => app.database.poolStats(),
      queues: () => (app.hasDecorator('queue') ? app.queue.stats() : Promise.resolve([])),
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      metrics.httpDuration.observe(
        { method: req.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
      if (!metricsAllowed(req, app.config.metricsToken)) return sendNotFound(req, reply);
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.scrape();
    });
  },
  { name: 'metrics', dependencies: ['storage'] },
);
