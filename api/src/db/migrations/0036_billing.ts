import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Plans that can be bought (issue 52, docs/product.md §9.16). The account's current plan stays
 * `users.plan` (TRIAL, then a paid plan, FREE once a paid one ends); these tables keep the rest:
 *
 * - `billing_subscriptions`: the paid plan's state (ACTIVE, PAST_DUE after a failed renewal,
 *   CANCELLED = active to `period_end` without renewal, ENDED), the paid period, a downgrade
 *   waiting for the next period, the retries of a failed renewal, the acquirer's saved card token
 *   (encrypted; never card data) and `charging_invoice`, a charge under way (one at a time);
 * - `billing_invoices`: every payment asked of the acquirer (the first payment on its page, a
 *   renewal, an upgrade's difference, a top-up), its state and the acquirer's invoice id; a
 *   webhook moves a CREATED invoice once.
 */
export const m0036_billing: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table billing_subscriptions (
        user_id uuid primary key references users (id) on delete cascade,
        status text not null check (status in ('ACTIVE', 'PAST_DUE', 'CANCELLED', 'ENDED')),
        period_start timestamptz not null,
        period_end timestamptz not null,
        next_plan text check (next_plan in ('STARTER', 'PLUS', 'PRO', 'PREMIUM')),
        card_token_enc text,
        card_mask text,
        retries integer not null default 0,
        next_retry_at timestamptz,
        charging_invoice uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )
    `.execute(db);
    await sql`create index billing_subscriptions_due on billing_subscriptions (period_end) where status <> 'ENDED'`.execute(
      db,
    );
    await sql`
      create table billing_invoices (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('SUBSCRIBE', 'RENEWAL', 'UPGRADE', 'TOP_UP')),
        plan text not null,
        amount_cents integer not null check (amount_cents > 0),
        ccy integer not null,
        provider text not null default 'MONOBANK',
        provider_invoice_id text unique,
        page_url text,
        status text not null default 'CREATED' check (status in ('CREATED', 'PAID', 'FAILED', 'EXPIRED')),
        failure_reason text,
        top_up_chats integer not null default 0,
        extra_chats integer not null default 0,
        period_start timestamptz,
        period_end timestamptz,
        created_at timestamptz not null,
        settled_at timestamptz
      )
    `.execute(db);
    await sql`create index billing_invoices_user on billing_invoices (user_id, created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table billing_invoices`.execute(db);
    await sql`drop table billing_subscriptions`.execute(db);
  },
};
