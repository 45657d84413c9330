import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * /healthz (liveness: the process answers, nothing else) and /readyz (readiness: PostgreSQL, and
 * Redis when configured, answer, and the instance is not draining). Routes only: an encapsulated
 * plugin. docs/deploy.md says what a proxy or an orchestrator does with each.
 */
export async function healthPlugin(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'The database (and Redis, when configured) answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), error_message: z.string() }),
        },
      },
    },
    async (req, reply) => {
      if (app.draining) {
        reply.code(503);
        return { status: 'unavailable' as const, error_message: 'draining: this instance is shutting down' };
      }
      try {
        await withTimeout(app.database.ping(), 2000, 'database');
        if (app.redis) await withTimeout(app.redis.ping(), 2000, 'redis');
        return { status: 'ready' as const, database: app.database.kind };
      } catch (err) {
        req.log.warn({ err }, 'not ready');
        reply.code(503);
        // Which dependency, never its error text (addresses, versions): that stays in the log.
        return {
          status: 'unavailable' as const,
          error_message: `${(err as DependencyError).dependency ?? 'dependency'} unavailable`,
        };
      }
    },
  );
}

type DependencyError = Error & { dependency?: string };

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const named = (err: unknown): never => {
    const e = (err instanceof Error ? err : new Error(String(err))) as DependencyError;
    e.dependency = what;
    throw e;
  };
  return Promise.race([
    p.finally(() => clearTimeout(timer)).catch(named),
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error(`${what} did not answer within ${ms} ms`), { dependency: what })),
        ms,
      );
    }),
  ]);
}
