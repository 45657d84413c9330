import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A kept stock file in parts (issue 47): one statement a part, so writing or reading a 20 MB file
 * on the embedded PGlite, which runs on the server's own thread, never holds it for longer than a
 * part's worth (previews-repository.ts). The files waiting now become one part each.
 */
export const m0021_import_preview_parts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('knowledge_import_preview_parts')
      .addColumn('preview_id', 'uuid', (c) =>
        c.notNull().references('knowledge_import_previews.id').onDelete('cascade'),
      )
      .addColumn('part', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addPrimaryKeyConstraint('knowledge_import_preview_parts_pkey', ['preview_id', 'part'])
      .execute();
    await sql`insert into knowledge_import_preview_parts (preview_id, part, bytes)
      select id, 0, bytes from knowledge_import_previews`.execute(db);
    await db.schema.alterTable('knowledge_import_previews').dropColumn('bytes').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('knowledge_import_previews')
      .addColumn('bytes', 'bytea', (c) => c.notNull().defaultTo(sql`''::bytea`))
      .execute();
    await sql`update knowledge_import_previews p set bytes = coalesce((
      select string_agg(bytes, ''::bytea order by part) from knowledge_import_preview_parts where preview_id = p.id), ''::bytea)`.execute(
      db,
    );
    await db.schema.dropTable('knowledge_import_preview_parts').execute();
  },
};
