import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../lib/background';
import { groupCommit } from '../../lib/group-commit';
import type { JobQueue } from '../queue/plugin';
import { objectOf, parseBody } from '../meta';
import type { NewDelivery, WebhookProcessor } from './processor';
import type { WebhookDeliveriesRepository } from './repository';

export const WEBHOOK_QUEUE = 'webhook-delivery';
/** A safety-net job: the deliveries stored together (`deliveryId`: one, as queued before 2026-11-25). */
interface WebhookJob {
  deliveryIds?: string[];
  deliveryId?: string;
}
const PURGE_QUEUE = 'webhook-purge';
/** Processed deliveries are kept this long (support, replays), then deleted. */
export const DELIVERY_RETENTION_DAYS = 30;
/** pg-boss's minimum: a taken job whose worker stopped beating this long is retried elsewhere. */
const WEBHOOK_HEARTBEAT_SECONDS = 10;

/**
 * The path of a delivery (api/README.md "Webhooks"): applied and stored, marked processed,
 * in one transaction before the 200, by the instance that took it. Deliveries that arrive while
 * one transaction is under way share the next (lib/group-commit.ts). A delivery that cannot be
 * applied is stored as it came, with a queued job that retries it; so is every delivery when
 * processing is not inline (`webhookInlineProcessing: false`). The job runs on any instance
 * after `retryDelay` seconds and skips what is done. Either way nothing is acknowledged before it
 * is durable, and a delivery never acknowledged is sent again by Meta.
 */
export class WebhooksService {
  private readonly store: (delivery: NewDelivery) => Promise<void>;

  constructor(
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly processor: WebhookProcessor,
    private readonly queue: JobQueue,
    private readonly background: BackgroundTasks,
    private readonly log: FastifyBaseLogger,
    private readonly options: { retryDelay: number; inline: boolean },
  ) {
    this.store = groupCommit(async (batch) => {
      if (options.inline) await this.receive(batch);
      else await this.storeForLater(batch);
      return batch.map(() => undefined);
    });
  }

  async accept(body: string): Promise<string> {
    // Parsed once, by whoever stores it (processing, or the raw store below).
    const id = randomUUID();
    await this.store({ id, body });
    return id;
  }

  /**
   * Applies and stores a batch; when that fails, each delivery on its own, and one that still
   * fails is stored for the queue to retry (a delivery is never refused for its content).
   */
  private async receive(batch: NewDelivery[]): Promise<void> {
    try {
      const afterCommit = await this.processor.receive(batch);
      this.background.run('webhook-delivery', afterCommit);
      return;
    } catch (err) {
      this.log.warn({ err, deliveries: batch.length }, 'webhook: not applied at once, trying each on its own');
    }
    for (const delivery of batch) {
      if (batch.length > 1) {
        try {
          this.background.run('webhook-delivery', await this.processor.receive([delivery]));
          continue;
        } catch (err) {
          this.log.warn({ err, deliveryId: delivery.id }, 'webhook: not applied, stored for the queue');
        }
      }
      await this.storeForLater([delivery]);
    }
  }

  /** Stores deliveries as they came, with one job that applies them `retryDelay` seconds later. */
  private async storeForLater(batch: NewDelivery[]): Promise<void> {
    const job: WebhookJob = { deliveryIds: batch.map((d) => d.id) };
    // Written side by side (two pools): the job skips ids that are not pending, so it never needs the rows first.
    await Promise.all([
      this.deliveries.insertMany(batch.map((d) => ({ ...d, object: objectOf(parseBody(d.body)) }))),
      this.queue.send(WEBHOOK_QUEUE, job, { startAfter: this.options.retryDelay }),
    ]);
  }

  /** Deletes processed deliveries past the retention (a daily job); unprocessed ones stay. */
  purge(): Promise<number> {
    return this.deliveries.purge(DELIVERY_RETENTION_DAYS);
  }

  async startWorker(): Promise<void> {
    // Processing is idempotent (the delivery row is claimed, then marked processed), so a job a dead
    // instance had taken is simply run again by another one within seconds (heartbeat).
    await this.queue.work<WebhookJob>(
      WEBHOOK_QUEUE,
      async (job) => {
        // One read says which are left, without opening a transaction to claim rows that are done.
        const pending = await this.deliveries.pendingAmong(job.deliveryIds ?? (job.deliveryId ? [job.deliveryId] : []));
        const error = (await this.processor.processMany(pending)).find((e) => e !== undefined);
        if (error) throw error;
      },
      { heartbeatSeconds: WEBHOOK_HEARTBEAT_SECONDS },
    );
    await this.queue.work(PURGE_QUEUE, () => this.purge().then(() => undefined));
    await this.queue.schedule(PURGE_QUEUE, '17 3 * * *');
  }
}
