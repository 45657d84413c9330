import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import type { DB, KnowledgeImportPreviewsTable } from '../../db/schema';
import { exact, type Scope } from '../../lib/scope';

/** A kept file: its row and its bytes. */
export type PreviewRow = Selectable<KnowledgeImportPreviewsTable> & { bytes: Buffer };

/**
 * The bytes of a kept file go in and out in parts of this size, one statement each with a turn of
 * the event loop between them (0021_import_preview_parts): a 20 MB file in one statement held
 * PGlite, which runs one statement at a time, for seconds (issue 47; on the server's thread then,
 * on a thread of its own since). A part costs a few milliseconds.
 */
export const PREVIEW_PART_BYTES = 256 * 1024;

/** Stock files waiting for the owner's confirmation (0017_import_previews), keyed by the owner and scope. */
export class PreviewsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Keeps a file for its preview; the account's older previews beyond `keep` and every expired
   * one are deleted, so pending bytes stay bounded. The row and its parts are written in one
   * transaction: a preview is found whole or not at all.
   */
  async create(scope: Scope, name: string, bytes: Buffer, ttlMs: number, keep: number): Promise<PreviewRow> {
    await this.db.deleteFrom('knowledge_import_previews').where('expires_at', '<', new Date()).execute();
    const row = await this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('knowledge_import_previews')
        .values({ user_id: scope.userId, channel_id: scope.channelId, name, expires_at: new Date(Date.now() + ttlMs) })
        .returningAll()
        .executeTakeFirstOrThrow();
      const parts = Math.max(1, Math.ceil(bytes.length / PREVIEW_PART_BYTES));
      for (let part = 0; part < parts; part += 1) {
        if (part > 0) await nextTurn();
        const at = part * PREVIEW_PART_BYTES;
        await trx
          .insertInto('knowledge_import_preview_parts')
          .values({ preview_id: created.id, part, bytes: bytes.subarray(at, at + PREVIEW_PART_BYTES) })
          .execute();
      }
      return created;
    });
    const older = await this.db
      .selectFrom('knowledge_import_previews')
      .select('id')
      .where('user_id', '=', scope.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(keep)
      .limit(100)
      .execute();
    if (older.length > 0)
      await this.db
        .deleteFrom('knowledge_import_previews')
        .where(
          'id',
          'in',
          older.map((o) => o.id),
        )
        .execute();
    return { ...row, bytes };
  }

  /** The scope's unexpired preview with its bytes, or undefined (another account's id finds nothing). */
  async find(scope: Scope, id: string): Promise<PreviewRow | undefined> {
    const row = await this.db
      .selectFrom('knowledge_import_previews')
      .selectAll()
      .where('id', '=', id)
      .where(exact(scope))
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) return undefined;
    const parts = await this.db
      .selectFrom('knowledge_import_preview_parts')
      .select('part')
      .where('preview_id', '=', id)
      .orderBy('part')
      .execute();
    const chunks: Buffer[] = [];
    for (const { part } of parts) {
      if (chunks.length > 0) await nextTurn();
      const read = await this.db
        .selectFrom('knowledge_import_preview_parts')
        .select('bytes')
        .where('preview_id', '=', id)
        .where('part', '=', part)
        .executeTakeFirst();
      // Removed meanwhile (cancelled, confirmed in another tab, or expired and collected).
      if (!read) return undefined;
      chunks.push(read.bytes);
    }
    return { ...row, bytes: Buffer.concat(chunks) };
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('knowledge_import_previews').where('id', '=', id).execute();
  }
}
