import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A parcel that comes back (issue 49, docs/product.md §9.8, §9.11): orders get RETURNING (refused
 * or not collected, on its way back: its items stay reserved) and RETURNED (back at the shop: the
 * reservation is released); a waybill gets the stage RETURNED (its return waybill received by the
 * sender).
 */
const ORDERS = ['NEW', 'CONFIRMED', 'SHIPPED', 'DONE', 'CANCELLED'];
const STAGES = ['CREATED', 'IN_TRANSIT', 'ARRIVED', 'RECEIVED', 'REFUSED', 'DELETED', 'UNKNOWN'];

async function checks(db: Kysely<unknown>, orders: string[], stages: string[]) {
  const list = (values: string[]) => sql.join(values.map((v) => sql.lit(v)));
  await sql`alter table orders drop constraint if exists orders_status_check`.execute(db);
  await sql`alter table orders add constraint orders_status_check check (status in (${list(orders)}))`.execute(db);
  await sql`alter table shipments drop constraint if exists shipments_stage_check`.execute(db);
  await sql`alter table shipments add constraint shipments_stage_check check (stage in (${list(stages)}))`.execute(db);
}

export const m0029_parcel_returns: Migration = {
  async up(db: Kysely<unknown>) {
    await checks(db, [...ORDERS, 'RETURNING', 'RETURNED'], [...STAGES, 'RETURNED']);
  },
  async down(db: Kysely<unknown>) {
    await checks(db, ORDERS, STAGES);
  },
};
