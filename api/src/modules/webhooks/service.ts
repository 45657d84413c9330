import { randomUUID } from 'node:crypto';
import type { BackgroundTasks } from '../../lib/background';
import { groupCommit } from '../../lib/group-commit';
import type { JobQueue } from '../queue/plugin';
import type { WebhookProcessor } from './processor';
import type { WebhookDeliveriesRepository } from './repository';

export const WEBHOOK_QUEUE = 'webhook-delivery';
const PURGE_QUEUE = 'webhook-purge';
/** Processed deliveries are kept this long (support, replays), then deleted. */
export const DELIVERY_RETENTION_DAYS = 30;
/** pg-boss's minimum: a taken job whose worker stopped beating this long is retried elsewhere. */
const WEBHOOK_HEARTBEAT_SECONDS = 10;

/**
 * The path of a delivery: stored and queued (with a delay) before the 200, then processed at once
 * by this instance. The queued job is the safety net: when this instance dies before finishing, any
 * instance runs it after `retryDelay` seconds; when processing already happened, the job finds the
 * delivery done and does nothing. A delivery whose job was never queued was never acknowledged
 * either, so Meta sends it again.
 */
export class WebhooksService {
  /**
   * Stores a delivery before the answer. Deliveries that arrive together share one insert
   * (lib/group-commit.ts), as their queued jobs share one (queue/plugin.ts).
   */
  private readonly store: (delivery: { id: string; body: string; object: string | null }) => Promise<void>;

  constructor(
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly processor: WebhookProcessor,
    private readonly queue: JobQueue,
    private readonly background: BackgroundTasks,
    private readonly options: { retryDelay: number; inline: boolean },
  ) {
    this.store = groupCommit(async (batch) => {
      await this.deliveries.insertMany(batch);
      return batch.map(() => undefined);
    });
  }

  async accept(body: string): Promise<string> {
    let object: string | null = null;
    try {
      object = String((JSON.parse(body) as { object?: unknown }).object ?? '') || null;
    } catch {
      /* stored as it is; processing records that it is not JSON */
    }
    const id = randomUUID();
    await this.store({ id, body, object });
    await this.queue.send(WEBHOOK_QUEUE, { deliveryId: id }, { startAfter: this.options.retryDelay });
    if (this.options.inline) this.background.run('webhook-delivery', () => this.processor.process(id));
    return id;
  }

  /** Deletes processed deliveries past the retention (a daily job); unprocessed ones stay. */
  purge(): Promise<number> {
    return this.deliveries.purge(DELIVERY_RETENTION_DAYS);
  }

  async startWorker(): Promise<void> {
    // Processing is idempotent (the delivery row is claimed, then marked processed), so a job a dead
    // instance had taken is simply run again by another one within seconds (heartbeat).
    await this.queue.work<{ deliveryId: string }>(
      WEBHOOK_QUEUE,
      async ({ deliveryId }) => {
        // Most deliveries were applied at once by the instance that took them: one read says so,
        // without opening a transaction to claim a row that is done.
        if (await this.deliveries.isPending(deliveryId)) await this.processor.process(deliveryId);
      },
      { heartbeatSeconds: WEBHOOK_HEARTBEAT_SECONDS },
    );
    await this.queue.work(PURGE_QUEUE, () => this.purge().then(() => undefined));
    await this.queue.schedule(PURGE_QUEUE, '17 3 * * *');
  }
}
