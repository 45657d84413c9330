import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex } from './create-index';

const now = sql`now()`;

/**
 * Nova Poshta (issue 49 item 2, docs/product.md §9.11): a shop's settings (its API key encrypted
 * like the Meta tokens; the sender, contact, city and branch of dispatch read from Nova Poshta;
 * the defaults of a parcel), the recipient's city and branch refs chosen from Nova Poshta's
 * directory on the order, one waybill (ТТН) per order with its tracking, the status history read
 * from Nova Poshta, and the customer messages sent (or left to the owner) when it ships and arrives.
 */
export const m0026_nova_poshta: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('nova_poshta_settings')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('api_key_enc', 'text')
      .addColumn('sender_ref', 'text')
      .addColumn('sender_name', 'text')
      .addColumn('contact_ref', 'text')
      .addColumn('sender_phone', 'text')
      .addColumn('city_ref', 'text')
      .addColumn('city_name', 'text')
      .addColumn('warehouse_ref', 'text')
      .addColumn('warehouse_name', 'text')
      .addColumn('weight', 'numeric(8, 3)', (c) => c.notNull().defaultTo(1))
      /** Declared value of a parcel; null: the order's total. */
      .addColumn('declared_value', 'numeric(12, 2)')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo('Одяг'))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();

    await sql`alter table orders add column np_city_ref text, add column np_warehouse_ref text`.execute(db);

    await db.schema
      .createTable('shipments')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('order_id', 'uuid', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ttn', 'text', (c) => c.notNull())
      .addColumn('np_ref', 'text', (c) => c.notNull())
      .addColumn('weight', 'numeric(8, 3)', (c) => c.notNull())
      .addColumn('declared_value', 'numeric(12, 2)', (c) => c.notNull())
      .addColumn('cod_amount', 'numeric(12, 2)')
      .addColumn('cost', 'numeric(12, 2)')
      .addColumn('estimated_delivery', 'text')
      .addColumn('stage', 'text', (c) =>
        c
          .notNull()
          .check(sql`stage in ('CREATED', 'IN_TRANSIT', 'ARRIVED', 'RECEIVED', 'REFUSED', 'DELETED', 'UNKNOWN')`),
      )
      .addColumn('status_code', 'text')
      .addColumn('status_text', 'text')
      .addColumn('checked_at', 'timestamptz')
      /** When the tracking job reads it again; null: final (received, refused, deleted). */
      .addColumn('next_check_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await createIndex(db, 'shipments_next_check', 'shipments', ['next_check_at']);

    await db.schema
      .createTable('shipment_events')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('shipment_id', 'uuid', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('status_code', 'text')
      .addColumn('status_text', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await createIndex(db, 'shipment_events_shipment', 'shipment_events', ['shipment_id']);

    /**
     * The customer message of a stage (SHIPPED, ARRIVED): SENT inside Meta's 24-hour window, else
     * OWNER (the order page shows the text for the owner to send another way). One per stage.
     */
    await db.schema
      .createTable('shipment_notices')
      .addColumn('shipment_id', 'uuid', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('SENT', 'OWNER')`))
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('shipment_notices_pkey', ['shipment_id', 'stage'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('shipment_notices').execute();
    await db.schema.dropTable('shipment_events').execute();
    await db.schema.dropTable('shipments').execute();
    await sql`alter table orders drop column np_city_ref, drop column np_warehouse_ref`.execute(db);
    await db.schema.dropTable('nova_poshta_settings').execute();
  },
};
