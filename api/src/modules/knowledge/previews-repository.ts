import type { Kysely, Selectable } from 'kysely';
import type { DB, KnowledgeImportPreviewsTable } from '../../db/schema';
import { exact, type Scope } from '../../lib/scope';

export type PreviewRow = Selectable<KnowledgeImportPreviewsTable>;

/** Stock files waiting for the owner's confirmation (0017_import_previews), keyed by the owner and scope. */
export class PreviewsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Keeps a file for its preview; the account's older previews beyond `keep` and every expired
   * one are deleted, so pending bytes stay bounded.
   */
  async create(scope: Scope, name: string, bytes: Buffer, ttlMs: number, keep: number): Promise<PreviewRow> {
    await this.db.deleteFrom('knowledge_import_previews').where('expires_at', '<', new Date()).execute();
    const row = await this.db
      .insertInto('knowledge_import_previews')
      .values({
        user_id: scope.userId,
        channel_id: scope.channelId,
        name,
        bytes,
        expires_at: new Date(Date.now() + ttlMs),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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
    return row;
  }

  /** The scope's unexpired preview, or undefined (another account's id finds nothing). */
  async find(scope: Scope, id: string): Promise<PreviewRow | undefined> {
    return this.db
      .selectFrom('knowledge_import_previews')
      .selectAll()
      .where('id', '=', id)
      .where(exact(scope))
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('knowledge_import_previews').where('id', '=', id).execute();
  }
}
