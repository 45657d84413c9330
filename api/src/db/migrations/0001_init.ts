import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const now = sql`now()`;

export const m0001_init: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('bot_status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('OFF')
          .check(sql`bot_status in ('ON', 'OFF')`),
      )
      .addColumn('comment_response_scenario', 'text', (c) =>
        c
          .notNull()
          .defaultTo('COMMENT_ONLY')
          .check(
            sql`comment_response_scenario in ('COMMENT_ONLY', 'PRIVATE_REPLY_ONLY', 'PRIVATE_REPLY_WITH_COMMENT')`,
          ),
      )
      .addColumn('private_reply_message', 'text', (c) => c.notNull().defaultTo('Ми написали вам у Direct 📩'))
      .addColumn('plan', 'text', (c) => c.notNull().defaultTo('TRIAL'))
      .addColumn('trial_started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('trial_ends_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now() + interval '2 months'`))
      .addColumn('free_chats', 'integer', (c) => c.notNull().defaultTo(50))
      .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('users_email_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'uuid', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('rotated_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('revoked_reason', 'text')
      .execute();
    await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
    await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
    await db.schema.createIndex('refresh_tokens_expires_idx').on('refresh_tokens').column('expires_at').execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

    await db.schema
      .createTable('guest_requests')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('CONSULTATION', 'BOOKING', 'NEW_USER')`))
      .addColumn('name', 'text')
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('instagram', 'text')
      .addColumn('time_slot', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('lng', 'text')
      .addColumn('ip', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('guest_requests_user_idx').on('guest_requests').column('user_id').execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text')
      .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('sent_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();
    await db.schema.createIndex('mail_outbox_status_idx').on('mail_outbox').column('status').execute();

    await db.schema
      .createTable('app_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const t of ['app_settings', 'mail_outbox', 'guest_requests', 'password_resets', 'refresh_tokens', 'users']) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
};
