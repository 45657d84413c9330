import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex } from './create-index';

/**
 * Stock files waiting for the owner's confirmation (issue 32, docs/product.md §9.4): the uploaded
 * bytes are kept until the preview is confirmed, cancelled or expires (`expires_at`), so every
 * API instance can read the preview again with the owner's choices. Expired rows are deleted by
 * the next preview of any account.
 */
export const m0017_import_previews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('knowledge_import_previews')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel_id', 'uuid')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await createIndex(db, 'knowledge_import_previews_user', 'knowledge_import_previews', ['user_id', 'created_at']);
    await createIndex(db, 'knowledge_import_previews_expiry', 'knowledge_import_previews', ['expires_at']);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('knowledge_import_previews').execute();
  },
};
