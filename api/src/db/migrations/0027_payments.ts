import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex } from './create-index';

const now = sql`now()`;

/**
 * Payment links for prepaid orders (issue 49 item 3, docs/product.md §9.12): the shop's acquiring
 * token (monobank acquiring; encrypted like the Meta tokens) and each invoice made for an order
 * with its state as the provider's signed webhook reports it (the latest `modified_at` wins).
 */
export const m0027_payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_settings')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('MONOBANK')`))
      .addColumn('token_enc', 'text', (c) => c.notNull())
      .addColumn('merchant_name', 'text')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('payments')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('invoice_id', 'text', (c) => c.notNull())
      .addColumn('page_url', 'text', (c) => c.notNull())
      .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('CREATED', 'PAID', 'FAILED', 'EXPIRED')`))
      .addColumn('failure_reason', 'text')
      .addColumn('sent', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('modified_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('payments_provider_invoice', ['provider', 'invoice_id'])
      .execute();
    await createIndex(db, 'payments_order', 'payments', ['order_id', 'created_at desc']);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payments').execute();
    await db.schema.dropTable('payment_settings').execute();
  },
};
