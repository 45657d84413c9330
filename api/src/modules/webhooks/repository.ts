import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, WebhookDeliveryRow } from '../../db/schema';

/** Raw webhook deliveries: written before the answer, marked processed once applied. */
export class WebhookDeliveriesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Stores deliveries in one statement (their ids chosen by the caller): as they came, or
   * `processed` with their outcome when they were applied in the same transaction.
   */
  async insertMany(
    rows: Array<{ id: string; body: string; object: string | null; processed?: { outcome: unknown } }>,
    ex: Kysely<DB> | Transaction<DB> = this.db,
    receivedAt = new Date(),
  ): Promise<void> {
    await ex
      .insertInto('webhook_deliveries')
      .values(
        rows.map(({ processed, ...r }) => ({
          ...r,
          received_at: receivedAt,
          ...(processed ? { processed_at: new Date(), outcome: JSON.stringify(processed.outcome), attempts: 1 } : {}),
        })),
      )
      .execute();
  }

  /** The deliveries among `ids` that still wait to be applied (one cheap read, no transaction). */
  async pendingAmong(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', 'in', ids)
      .where('processed_at', 'is', null)
      .execute();
    const pending = new Set(rows.map((r) => r.id));
    return ids.filter((id) => pending.has(id));
  }

  /**
   * Locks the unprocessed deliveries among `ids` for this transaction, in the order of `ids`;
   * those done or being processed elsewhere are left out.
   */
  async claim(trx: Transaction<DB>, ids: string[]): Promise<WebhookDeliveryRow[]> {
    const rows = await trx
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', 'in', ids)
      .where('processed_at', 'is', null)
      .forUpdate()
      .skipLocked()
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Marks deliveries processed with their outcomes, in one statement. */
  async markProcessed(trx: Transaction<DB>, done: Array<{ id: string; outcome: unknown }>): Promise<void> {
    if (done.length === 0) return;
    const values = JSON.stringify(done.map((d) => ({ id: d.id, outcome: d.outcome })));
    await sql`
      update webhook_deliveries as d
         set processed_at = ${new Date()}, outcome = v.outcome, attempts = d.attempts + 1
        from jsonb_to_recordset(${values}::jsonb) as v(id uuid, outcome jsonb)
       where d.id = v.id`.execute(trx);
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
