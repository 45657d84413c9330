import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A shop of several people (issue 51, docs/product.md §9.15).
 *
 * - `team_members`: a teammate's own user row belongs to one shop (the owner's user id) with a
 *   role; `removed_at` ends the membership (the row stays so the names of past actions remain);
 * - `team_invitations`: an email invited by the owner, with the SHA-256 of its one-time token and
 *   an expiry; accepted or revoked once;
 * - `conversations.assignee_id`, `status`, `snoozed_until`: who handles the conversation and
 *   whether it is open, done or snoozed until a time;
 * - `conversation_notes`: internal notes of the team, never sent;
 * - `labels` (per shop) and `conversation_labels`;
 * - `saved_replies`: the team's standing answers, called by `/shortcut` in the composer;
 * - `messages.sent_by`, `agent_corrections.made_by`: which teammate sent or corrected.
 */
export const m0035_team: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table team_members (
        user_id uuid primary key references users (id) on delete cascade,
        shop_id uuid not null references users (id) on delete cascade,
        role text not null default 'MANAGER' check (role in ('MANAGER')),
        created_at timestamptz not null default now(),
        removed_at timestamptz,
        check (user_id <> shop_id)
      )
    `.execute(db);
    await sql`create index team_members_shop on team_members (shop_id)`.execute(db);
    await sql`
      create table team_invitations (
        id uuid primary key default gen_random_uuid(),
        shop_id uuid not null references users (id) on delete cascade,
        email text not null,
        role text not null default 'MANAGER' check (role in ('MANAGER')),
        token_hash text not null unique,
        invited_by uuid references users (id) on delete set null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        accepted_at timestamptz,
        revoked_at timestamptz
      )
    `.execute(db);
    await sql`create index team_invitations_shop on team_invitations (shop_id, created_at)`.execute(db);
    await sql`
      alter table conversations
        add column assignee_id uuid references users (id) on delete set null,
        add column status text not null default 'OPEN' check (status in ('OPEN', 'DONE', 'SNOOZED')),
        add column snoozed_until timestamptz,
        add check ((status = 'SNOOZED') = (snoozed_until is not null))
    `.execute(db);
    await sql`create index conversations_snoozed on conversations (snoozed_until) where status = 'SNOOZED'`.execute(db);
    await sql`
      create table conversation_notes (
        id uuid primary key default gen_random_uuid(),
        conversation_id uuid not null references conversations (id) on delete cascade,
        author_id uuid references users (id) on delete set null,
        text text not null,
        created_at timestamptz not null default now()
      )
    `.execute(db);
    await sql`create index conversation_notes_conversation on conversation_notes (conversation_id, created_at)`.execute(
      db,
    );
    await sql`
      create table labels (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        name text not null,
        color text not null,
        created_at timestamptz not null default now()
      )
    `.execute(db);
    await sql`create unique index labels_user_name on labels (user_id, lower(name))`.execute(db);
    await sql`
      create table conversation_labels (
        conversation_id uuid not null references conversations (id) on delete cascade,
        label_id uuid not null references labels (id) on delete cascade,
        primary key (conversation_id, label_id)
      )
    `.execute(db);
    await sql`create index conversation_labels_label on conversation_labels (label_id)`.execute(db);
    await sql`
      create table saved_replies (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        shortcut text not null,
        text text not null,
        image_url text,
        created_by uuid references users (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )
    `.execute(db);
    await sql`create unique index saved_replies_user_shortcut on saved_replies (user_id, lower(shortcut))`.execute(db);
    await sql`alter table messages add column sent_by uuid references users (id) on delete set null`.execute(db);
    await sql`alter table agent_corrections add column made_by uuid references users (id) on delete set null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table agent_corrections drop column made_by`.execute(db);
    await sql`alter table messages drop column sent_by`.execute(db);
    await sql`drop table saved_replies`.execute(db);
    await sql`drop table conversation_labels`.execute(db);
    await sql`drop table labels`.execute(db);
    await sql`drop table conversation_notes`.execute(db);
    await sql`
      alter table conversations drop column snoozed_until, drop column status, drop column assignee_id
    `.execute(db);
    await sql`drop table team_invitations`.execute(db);
    await sql`drop table team_members`.execute(db);
  },
};
