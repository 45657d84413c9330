import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Idempotent sends (issue 28): the key the client sends with each send (direct message, private
 * reply, comment reply, and the auto-comment a private reply posts). A send first claims its key
 * (a row without a message), calls the platform, then stores the message and its id here in one
 * transaction; a repeat of the key answers that message instead of calling the platform again.
 * One key per account (the Vitrina user), whichever channel it sent through; kept 7 days.
 */
export const m0010_send_keys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('send_keys')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      // What was asked (a hash of the route and its body): the same key with another request is refused.
      .addColumn('request_hash', 'text', (c) => c.notNull())
      // Null while the send is under way (the platform not yet answered).
      .addColumn('message_id', 'uuid', (c) => c.references('messages.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('send_keys_pkey', ['user_id', 'key'])
      .execute();
    // The hourly purge of keys past their retention reads by age.
    await db.schema.createIndex('send_keys_created_idx').on('send_keys').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('send_keys').execute();
  },
};
