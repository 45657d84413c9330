import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex } from './create-index';

const now = sql`now()`;

/** The Meta sandbox's own state (accounts, tokens, customers, conversations, posts, comments). */
export const m0004_sandbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sandbox_accounts')
      .addColumn('page_id', 'text', (c) => c.primaryKey())
      .addColumn('ig_id', 'text', (c) => c.notNull().unique())
      .addColumn('fb_user_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('sandbox_tokens')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('page_id', 'text', (c) => c.notNull().references('sandbox_accounts.page_id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('user', 'page')`))
      .addColumn('expires_at', 'timestamptz')
      .addColumn('invalidated_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('sandbox_codes')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('page_id', 'text', (c) => c.notNull().references('sandbox_accounts.page_id').onDelete('cascade'))
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('sandbox_customers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('psid', 'text', (c) => c.notNull().unique())
      .addColumn('page_id', 'text', (c) => c.notNull().references('sandbox_accounts.page_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('avatar', 'integer', (c) => c.notNull())
      .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('sandbox_conversations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('page_id', 'text', (c) => c.notNull().references('sandbox_accounts.page_id').onDelete('cascade'))
      .addColumn('customer_id', 'text', (c) => c.notNull().references('sandbox_customers.id').onDelete('cascade'))
      .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('instagram', 'messenger')`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('sandbox_conversations_customer_platform_key', ['customer_id', 'platform'])
      .execute();
    await db.schema
      .createTable('sandbox_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text', (c) =>
        c.notNull().references('sandbox_conversations.id').onDelete('cascade'),
      )
      .addColumn('from_shop', 'boolean', (c) => c.notNull())
      .addColumn('text', 'text')
      .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('reply_to', 'text')
      .addColumn('num_edit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('reaction', 'text')
      .addColumn('tag', 'text')
      .addColumn('read_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await createIndex(db, 'sandbox_messages_conversation_idx', 'sandbox_messages', ['conversation_id', 'created_at']);
    await db.schema
      .createTable('sandbox_media')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('page_id', 'text', (c) => c.notNull().references('sandbox_accounts.page_id').onDelete('cascade'))
      .addColumn('caption', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('sandbox_comments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('media_id', 'text', (c) => c.notNull().references('sandbox_media.id').onDelete('cascade'))
      .addColumn('parent_id', 'text')
      .addColumn('from_id', 'text', (c) => c.notNull())
      .addColumn('from_username', 'text', (c) => c.notNull())
      .addColumn('from_shop', 'boolean', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('private_reply_mid', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('sandbox_comments_media_idx').on('sandbox_comments').columns(['media_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'sandbox_comments',
      'sandbox_media',
      'sandbox_messages',
      'sandbox_conversations',
      'sandbox_customers',
      'sandbox_codes',
      'sandbox_tokens',
      'sandbox_accounts',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
