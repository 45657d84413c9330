import { sql, type Kysely } from 'kysely';
import { createIndex } from './create-index';

const now = sql`now()`;

/**
 * Channels (Instagram accounts and Facebook Pages), the user's current channel and Meta
 * authorisation, conversations and messages, and the raw webhook deliveries.
 */
// No `Migration` annotation: its import moved to `kysely/migration` in kysely 0.29 (on main); the
// object is typed where migrations/index.ts lists it, so this file fits either version.
export const m0003_channels = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('meta_authorizations')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('meta_user_id', 'text')
      .addColumn('access_token_enc', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz')
      .addColumn('token_status', 'text', (c) => c.notNull().defaultTo('VALID'))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('channels')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('INSTAGRAM', 'FACEBOOK')`))
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('INSTAGRAM_BUSINESS', 'FACEBOOK_PAGE')`))
      .addColumn('channel_name', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('picture', 'text')
      .addColumn('profile_id', 'text', (c) => c.notNull())
      .addColumn('page_id', 'text', (c) => c.notNull())
      .addColumn('access_token_enc', 'text', (c) => c.notNull())
      .addColumn('token_status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('VALID')
          .check(sql`token_status in ('VALID', 'EXPIRED')`),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('channels_user_account_key', ['user_id', 'platform', 'profile_id'])
      .execute();
    // Webhooks name the account (entry.id): Instagram account id or Page id.
    await db.schema.createIndex('channels_profile_idx').on('channels').column('profile_id').execute();

    await db.schema
      .createTable('current_channels')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('conversations')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
      .addColumn('participant_id', 'text', (c) => c.notNull())
      .addColumn('participant_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('participant_username', 'text')
      .addColumn('participant_picture', 'text')
      // The customer's last direct message: opens the 24-hour window (7 days with HUMAN_AGENT).
      .addColumn('last_inbound_at', 'timestamptz')
      // Set when a send failed because the customer blocked the shop or is unreachable.
      .addColumn('blocked_at', 'timestamptz')
      .addColumn('customer_read_at', 'timestamptz')
      .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('conversations_channel_participant_key', ['channel_id', 'participant_id'])
      .execute();
    await createIndex(db, 'conversations_channel_updated_idx', 'conversations', [
      'channel_id',
      'updated_time desc',
      'id desc',
    ]);

    await db.schema
      .createTable('messages')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
      // The platform's message id (mid) or comment id: the idempotency key of webhook processing.
      .addColumn('platform_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('STANDARD', 'REPLY_TO_POST', 'COMMENT_REPLY')`))
      .addColumn('from_shop', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('sender_id', 'text')
      .addColumn('sender_name', 'text')
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('code', 'text')
      .addColumn('post_id', 'text')
      .addColumn('post_url', 'text')
      .addColumn('parent_id', 'text')
      .addColumn('reply_to', 'jsonb')
      .addColumn('reactions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('payload', 'text')
      .addColumn('is_live', 'boolean', (c) => c.notNull().defaultTo(false))
      // 0 for the original; an edit carries the platform's num_edit, and the highest one wins.
      .addColumn('edit_count', 'integer', (c) => c.notNull().defaultTo(0))
      // A row made by an edit or unsend that arrived before its message: no content of its own yet.
      .addColumn('is_placeholder', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('last_user_message', 'text')
      .addColumn('rejected_ai_proposition', 'text')
      .addColumn('created_time', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('messages_channel_platform_key', ['channel_id', 'platform_id'])
      .execute();
    await createIndex(db, 'messages_conversation_time_idx', 'messages', [
      'conversation_id',
      'created_time desc',
      'id desc',
    ]);

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('object', 'text')
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('processed_at', 'timestamptz')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      // What processing found: stored, duplicate, unknown kinds (for the logs and support).
      .addColumn('outcome', 'jsonb')
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_pending_idx')
      .on('webhook_deliveries')
      .column('received_at')
      .where(sql.ref('processed_at'), 'is', null)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const t of [
      'webhook_deliveries',
      'messages',
      'conversations',
      'current_channels',
      'channels',
      'meta_authorizations',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
};
