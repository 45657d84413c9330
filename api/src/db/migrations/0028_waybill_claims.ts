import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An order whose Nova Poshta waybill is being made (issue 49, docs/product.md §9.11): one row per
 * order while the calls to Nova Poshta run, so a second click, a retry or another instance of the
 * API gets a 409 instead of a second waybill. A claim older than a few minutes (an instance that
 * died mid-call) may be taken over.
 */
export const m0028_waybill_claims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('waybill_claims')
      .addColumn('order_id', 'uuid', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
      .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('waybill_claims').execute();
  },
};
