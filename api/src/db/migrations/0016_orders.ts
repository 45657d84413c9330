import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex } from './create-index';

const now = sql`now()`;

/**
 * Orders taken from the chat (issue 31, docs/product.md §9.8): an order of an account (and,
 * when it came from a conversation, that conversation and its channel), its lines priced from the
 * stock file when written, and its status changes (who, when). Reservations are not stored apart:
 * the lines of CONFIRMED and SHIPPED orders are the reservations, keyed by code and size, so a new
 * stock upload (which replaces the products) keeps them.
 */
export const m0016_orders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('channel_id', 'uuid')
      .addColumn('conversation_id', 'uuid', (c) => c.references('conversations.id').onDelete('set null'))
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      /** The phone's digits (search by phone in any form). */
      .addColumn('phone_digits', 'text', (c) => c.notNull())
      .addColumn('delivery_type', 'text', (c) =>
        c.notNull().check(sql`delivery_type in ('NOVA_POSHTA_BRANCH', 'NOVA_POSHTA_LOCKER', 'COURIER')`),
      )
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('branch', 'text')
      .addColumn('address', 'text')
      .addColumn('payment', 'text', (c) => c.notNull().check(sql`payment in ('COD', 'PREPAID')`))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('NEW', 'CONFIRMED', 'SHIPPED', 'DONE', 'CANCELLED')`),
      )
      .addColumn('total', 'numeric(12, 2)', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('orders_user_number', ['user_id', 'number'])
      .execute();
    await createIndex(db, 'orders_user_created', 'orders', ['user_id', 'created_at desc']);
    await createIndex(db, 'orders_conversation', 'orders', ['conversation_id']);

    await db.schema
      .createTable('order_lines')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      /** knowledge's codeKey(code): the reservation key with `size_key`. */
      .addColumn('code_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('size_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 100`))
      .addColumn('unit_price', 'numeric(12, 2)', (c) => c.notNull())
      .execute();
    await createIndex(db, 'order_lines_order', 'order_lines', ['order_id']);
    await createIndex(db, 'order_lines_code', 'order_lines', ['code_key', 'size_key']);

    await db.schema
      .createTable('order_status_changes')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await createIndex(db, 'order_status_changes_order', 'order_status_changes', ['order_id']);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_status_changes').execute();
    await db.schema.dropTable('order_lines').execute();
    await db.schema.dropTable('orders').execute();
  },
};
