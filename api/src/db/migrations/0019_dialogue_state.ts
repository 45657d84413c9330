import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The dialogue state per conversation (issue 46, docs/product.md §9.9): the state after every
 * message up to the watermark (`last_time`, `last_at`: the created_time and created_at of the
 * latest message folded in). A draft folds in the messages since the watermark and moves it on.
 */
export const m0019_dialogue_state: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table dialogue_states (
        conversation_id uuid primary key references conversations(id) on delete cascade,
        user_id uuid not null references users(id) on delete cascade,
        state jsonb not null,
        last_time timestamptz not null,
        last_at timestamptz not null,
        updated_at timestamptz not null default now()
      )
    `.execute(db);
    await sql`create index dialogue_states_user on dialogue_states (user_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table dialogue_states`.execute(db);
  },
};
