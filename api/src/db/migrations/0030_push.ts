import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Web Push (issue 50, docs/product.md §9.13). `push_subscriptions`: one row per device (browser
 * profile) that opted in, the push service's `endpoint` unique (the same browser signed in as
 * another owner moves to that owner), its keys (p256dh, auth) encrypted at rest with the token
 * cipher, a label of the device, when it was added and when a notification last reached it.
 * `push_preferences`: per owner, which events notify and the quiet hours (local HH:MM in an IANA
 * time zone; `from` after `to` spans midnight).
 */
export const m0030_push: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table push_subscriptions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        endpoint text not null unique,
        keys text not null,
        device text not null default '',
        created_at timestamptz not null default now(),
        last_sent_at timestamptz
      )
    `.execute(db);
    await sql`create index push_subscriptions_user on push_subscriptions (user_id)`.execute(db);
    await sql`
      create table push_preferences (
        user_id uuid primary key references users (id) on delete cascade,
        new_message boolean not null default true,
        handover boolean not null default true,
        new_order boolean not null default true,
        quiet_from text check (quiet_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        quiet_to text check (quiet_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        time_zone text not null default 'Europe/Kyiv',
        updated_at timestamptz not null default now()
      )
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table push_preferences`.execute(db);
    await sql`drop table push_subscriptions`.execute(db);
  },
};
