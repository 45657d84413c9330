import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Plans charged in hryvnias (issue 52, docs/product.md §9.16): monobank acquiring charges UAH, the
 * plans are priced in dollars, so an invoice keeps the dollar price (`usd_cents`) and the rate it
 * was converted at when it was made (`usd_rate`, hryvnias per dollar) beside the charged
 * `amount_cents`/`ccy` (980). Invoices made in dollars before (ccy 840) keep their amount as the
 * dollar price and no rate.
 */
export const m0039_billing_uah: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table billing_invoices add column usd_cents integer`.execute(db);
    await sql`alter table billing_invoices add column usd_rate double precision`.execute(db);
    await sql`update billing_invoices set usd_cents = amount_cents where ccy = 840`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table billing_invoices drop column usd_rate`.execute(db);
    await sql`alter table billing_invoices drop column usd_cents`.execute(db);
  },
};
