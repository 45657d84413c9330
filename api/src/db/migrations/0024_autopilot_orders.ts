import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * "Create confirmed orders automatically" (issue 48 item 4, docs/product.md §9.10): the owner's
 * setting per channel (off by default), and on each automatic reply whether it answered the
 * customer's confirmation of the order's summary, and what became of the order it may create:
 * `order_state` is claimed once ('CREATING') so the order is made at most once per confirmation,
 * then 'CREATED' with `order_id`, 'SKIPPED' (the owner made it first) or 'FAILED' with `error`.
 */
export const m0024_autopilot_orders: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table autopilot_channels add column auto_orders boolean not null default false`.execute(db);
    await sql`
      alter table autopilot_replies
        add column confirms_order boolean not null default false,
        add column order_state text check (order_state in ('CREATING', 'CREATED', 'SKIPPED', 'FAILED')),
        add column order_id uuid references orders (id) on delete set null
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      alter table autopilot_replies drop column confirms_order, drop column order_state, drop column order_id
    `.execute(db);
    await sql`alter table autopilot_channels drop column auto_orders`.execute(db);
  },
};
