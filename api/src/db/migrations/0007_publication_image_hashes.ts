import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Photo recognition (issue 12): each publication's perceptual hashes (16 hex digits each: the
 * whole picture, then sub-frames; see lib/image-hash.ts). Null until the post's image has been
 * read, and after a failed read (the next sync tries again).
 */
export const m0007_publication_image_hashes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('publications')
      .addColumn('image_hashes', sql`text[]`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('publications').dropColumn('image_hashes').execute();
  },
};
