import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` as background work (logged on failure) until the app closes.
 * Housekeeping only: every instance runs it, so a task must be safe to run twice.
 */
export function every(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>): void {
  const timer = setInterval(() => app.background.run(name, task), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export const HOUR_MS = 3600_000;
