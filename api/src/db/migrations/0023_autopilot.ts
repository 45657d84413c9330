import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Full trust (issue 48, docs/product.md §9.10): the assistant sends its own reply where it is sure.
 *
 * - `autopilot_channels`: a channel's reply mode and settings (no row: the defaults, full trust off);
 * - `autopilot_accounts`: the header's switch that stops every automatic send of the account;
 * - `autopilot_handovers`: every hand-over to the owner with its reason (analytics);
 * - `autopilot_replies`: each automatic reply, one per customer message at most, from its undo
 *   window (SCHEDULED) through SENDING to SENT, or CANCELLED (a draft again) or FAILED;
 * - `messages.by_assistant`: the message went out alone (the thread marks it as the assistant's);
 * - `conversations.attention_reason`/`attention_at`: "Потрібна ваша відповідь" and why; a trigger
 *   clears it when the shop answers by hand, whatever path stores that answer (the inbox, the
 *   platform's own app through its echo).
 */
export const m0023_autopilot: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table autopilot_channels (
        channel_id uuid primary key references channels (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        mode text not null default 'CONTROL' check (mode in ('CONTROL', 'FULL_TRUST')),
        topics text[] not null,
        hours text not null default 'ALWAYS' check (hours in ('ALWAYS', 'OUTSIDE_WORKING_HOURS')),
        work_days integer[] not null,
        work_from text not null,
        work_to text not null,
        time_zone text not null,
        undo_seconds integer not null check (undo_seconds between 0 and 60),
        hourly_cap integer not null check (hourly_cap between 1 and 30),
        assistant_line text not null default '',
        updated_at timestamptz not null default now()
      )
    `.execute(db);
    await sql`
      create table autopilot_accounts (
        user_id uuid primary key references users (id) on delete cascade,
        stopped boolean not null default false,
        updated_at timestamptz not null default now()
      )
    `.execute(db);
    await sql`
      create table autopilot_replies (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        channel_id uuid not null references channels (id) on delete cascade,
        conversation_id uuid not null references conversations (id) on delete cascade,
        customer_message_id text not null unique,
        recipient_id text not null,
        text text not null,
        last_user_message text not null default '',
        status text not null default 'SCHEDULED'
          check (status in ('SCHEDULED', 'SENDING', 'SENT', 'CANCELLED', 'FAILED')),
        send_at timestamptz not null,
        created_at timestamptz not null,
        claimed_at timestamptz,
        message_id uuid,
        cancel_reason text check (cancel_reason in ('OWNER', 'STOPPED', 'MODE_OFF', 'OWNER_REPLIED', 'HANDED_OVER', 'EXPIRED')),
        error text
      )
    `.execute(db);
    // The sweep's look-up (replies due or stuck mid-send) and the per-conversation hourly count.
    await sql`
      create index autopilot_replies_due_idx on autopilot_replies (send_at) where status in ('SCHEDULED', 'SENDING')
    `.execute(db);
    await sql`create index autopilot_replies_conversation_idx on autopilot_replies (conversation_id, created_at)`.execute(
      db,
    );
    // Every hand-over with its reason (the analytics' "handed over, by reason"; the mark itself keeps only the first).
    await sql`
      create table autopilot_handovers (
        id bigint generated always as identity primary key,
        user_id uuid not null references users (id) on delete cascade,
        channel_id uuid not null references channels (id) on delete cascade,
        conversation_id uuid not null references conversations (id) on delete cascade,
        reason text not null,
        at timestamptz not null
      )
    `.execute(db);
    await sql`create index autopilot_handovers_user_idx on autopilot_handovers (user_id, at)`.execute(db);
    await sql`alter table messages add column by_assistant boolean not null default false`.execute(db);
    await sql`alter table conversations add column attention_reason text, add column attention_at timestamptz`.execute(
      db,
    );
    await sql`
      create function vitrina_attention_answered() returns trigger language plpgsql as $fn$
      begin
        if new.from_shop and not new.by_assistant and not new.is_placeholder then
          update conversations set attention_reason = null, attention_at = null
            where id = new.conversation_id and attention_reason is not null;
        end if;
        return null;
      end
      $fn$
    `.execute(db);
    await sql`
      create trigger messages_attention_answered after insert on messages
      for each row execute function vitrina_attention_answered()
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists messages_attention_answered on messages`.execute(db);
    await sql`drop function if exists vitrina_attention_answered()`.execute(db);
    await sql`alter table conversations drop column attention_reason, drop column attention_at`.execute(db);
    await sql`alter table messages drop column by_assistant`.execute(db);
    await sql`drop table if exists autopilot_handovers`.execute(db);
    await sql`drop table if exists autopilot_replies`.execute(db);
    await sql`drop table if exists autopilot_accounts`.execute(db);
    await sql`drop table if exists autopilot_channels`.execute(db);
  },
};
