import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * 3-D Secure on a charge of the kept card (issue 52, docs/product.md §9.16): monobank's wallet
 * payment may answer with a `tdsUrl` instead of charging. The invoice then stays CREATED, its
 * 3-D Secure page kept here for Settings' "Підтвердити оплату", until the signed webhook settles it.
 */
export const m0037_billing_tds: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table billing_invoices add column tds_url text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table billing_invoices drop column tds_url`.execute(db);
  },
};
