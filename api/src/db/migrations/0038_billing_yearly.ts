import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Yearly plans (issue 52, docs/product.md §9.16): a paid period is a month or a year paid at once
 * (30 % off). The subscription keeps its period and a switch waiting for the next one; each
 * invoice the period it buys.
 */
export const m0038_billing_yearly: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table billing_subscriptions add column period text not null default 'MONTH' check (period in ('MONTH', 'YEAR'))`.execute(
      db,
    );
    await sql`alter table billing_subscriptions add column next_period text check (next_period in ('MONTH', 'YEAR'))`.execute(
      db,
    );
    await sql`alter table billing_invoices add column period text not null default 'MONTH' check (period in ('MONTH', 'YEAR'))`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table billing_invoices drop column period`.execute(db);
    await sql`alter table billing_subscriptions drop column next_period`.execute(db);
    await sql`alter table billing_subscriptions drop column period`.execute(db);
  },
};
