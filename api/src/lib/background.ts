import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer was sent (mail delivery, reset-request processing).
 * Failures are logged; `drain()` waits for everything still running (graceful shutdown, tests).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const p: Promise<void> = (async () => {
      try {
        await task();
      } catch (err) {
        this.log.error({ err, task: name }, 'background task failed');
      }
    })().finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
