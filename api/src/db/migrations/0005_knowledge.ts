import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex } from './create-index';

const now = sql`now()`;

/**
 * Knowledge base: stock files and their products, publications (the channel's posts linked to
 * products), customer questions and the shop's standing answers. Rows belong to a user and,
 * optionally, a channel (`channel_id`, no foreign key until the channels table exists; null =
 * the whole account). Product search: pg_trgm (codes and names with typos) + full text.
 */
export const m0005_knowledge: Migration = {
  async up(db: Kysely<unknown>) {
    // One database-wide extension: instances migrating at once would race on creating it.
    await sql`select pg_advisory_xact_lock(hashtext('vitrina:create-extension-pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);

    await db.schema
      .createTable('knowledge_files')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel_id', 'uuid')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('xls', 'xlsx', 'csv')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PROCESSING', 'READY')`))
      .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('products', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    // One file per name in a scope (null channel = account-wide, hence nulls not distinct, PG 15+).
    await sql`alter table knowledge_files add constraint knowledge_files_scope_name
      unique nulls not distinct (user_id, channel_id, name)`.execute(db);

    await db.schema
      .createTable('products')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel_id', 'uuid')
      .addColumn('file_id', 'uuid', (c) => c.notNull().references('knowledge_files.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull())
      /** Lower-case letters and digits of the code, Cyrillic look-alikes as Latin. */
      .addColumn('code_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
      /** [{size, quantity}] in file order. */
      .addColumn('sizes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('quantity', 'integer')
      .addColumn('price', 'numeric(12, 2)')
      .addColumn('material', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lining', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('linked_codes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('lining_codes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      /** Lower-case words of code, name, colour, material and lining (trigram + full-text search). */
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('products_file').on('products').column('file_id').execute();
    await db.schema.createIndex('products_user_code').on('products').columns(['user_id', 'code_key']).execute();
    await sql`create index products_code_trgm on products using gin (code_key gin_trgm_ops)`.execute(db);
    await sql`create index products_search_trgm on products using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`create index products_search_fts on products using gin (to_tsvector('simple', search_text))`.execute(db);

    await db.schema
      .createTable('publications')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel_id', 'uuid')
      .addColumn('media_id', 'text', (c) => c.notNull())
      .addColumn('platform_type', 'text', (c) => c.notNull().check(sql`platform_type in ('INSTAGRAM', 'FACEBOOK')`))
      .addColumn('publication_type', 'text', (c) => c.notNull().defaultTo('IMAGE'))
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('media_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('thumbnail_url', 'text')
      .addColumn('permalink', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'text')
      .addColumn('code', 'text')
      .addColumn('linked_codes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      /** Deleted by the owner: hidden, and a later media sync does not bring it back. */
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`alter table publications add constraint publications_media
      unique nulls not distinct (user_id, channel_id, media_id)`.execute(db);
    await createIndex(db, 'publications_user_published', 'publications', ['user_id', 'published_at desc']);

    await db.schema
      .createTable('customer_questions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel_id', 'uuid')
      .addColumn('conversation_id', 'text')
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text')
      .addColumn('answered_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await createIndex(db, 'customer_questions_user_created', 'customer_questions', ['user_id', 'created_at desc']);

    await db.schema
      .createTable('shop_answers')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('channel_id', 'uuid')
      .addColumn('delivery', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('payment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('returns', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contacts', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await sql`alter table shop_answers add constraint shop_answers_scope
      unique nulls not distinct (user_id, channel_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['shop_answers', 'customer_questions', 'publications', 'products', 'knowledge_files']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
