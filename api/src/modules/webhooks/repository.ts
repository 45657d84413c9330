import type { Kysely, Transaction } from 'kysely';
import type { DB, WebhookDeliveryRow } from '../../db/schema';

/** Raw webhook deliveries: written before the answer, marked processed once applied. */
export class WebhookDeliveriesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Stores deliveries in one statement (their ids chosen by the caller). */
  async insertMany(rows: Array<{ id: string; body: string; object: string | null }>): Promise<void> {
    const receivedAt = new Date();
    await this.db
      .insertInto('webhook_deliveries')
      .values(rows.map((r) => ({ ...r, received_at: receivedAt })))
      .execute();
  }

  /** True while the delivery waits to be applied (one cheap read, no transaction). */
  async isPending(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', '=', id)
      .where('processed_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Locks an unprocessed delivery for this transaction; undefined when done or being processed elsewhere. */
  claim(trx: Transaction<DB>, id: string): Promise<WebhookDeliveryRow | undefined> {
    return trx
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .where('processed_at', 'is', null)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  }

  async markProcessed(trx: Transaction<DB>, id: string, outcome: unknown): Promise<void> {
    await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({ processed_at: new Date(), outcome: JSON.stringify(outcome), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ last_error: error.slice(0, 1000), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Drops processed deliveries older than `days` (raw bodies hold customers' messages). */
  async purge(days: number): Promise<number> {
    const res = await this.db
      .deleteFrom('webhook_deliveries')
      .where('processed_at', 'is not', null)
      .where('received_at', '<', new Date(Date.now() - days * 24 * 3600_000))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  find(id: string) {
    return this.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
