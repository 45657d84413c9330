import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, PublicationsTable } from '../../db/schema';
import { exact, ownChannelFirst, readable, type Scope } from '../../lib/scope';

export type PublicationRow = Selectable<PublicationsTable>;
export type PublicationChanges = Partial<Pick<PublicationRow, 'link' | 'code' | 'linked_codes' | 'active'>>;
export type MediaFields = Pick<
  Insertable<PublicationsTable>,
  | 'media_id'
  | 'platform_type'
  | 'publication_type'
  | 'title'
  | 'username'
  | 'media_url'
  | 'thumbnail_url'
  | 'permalink'
  | 'published_at'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Publications (the channel's posts) and the products linked to them; deleted ones stay hidden. */
export class PublicationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private visible(scope: Scope) {
    return this.db.selectFrom('publications').where(readable(scope)).where('deleted_at', 'is', null);
  }

  async list(
    scope: Scope,
    filter: { active?: boolean; q?: string },
    offset: number,
    limit: number,
  ): Promise<{ rows: PublicationRow[]; total: number }> {
    let base = this.visible(scope);
    if (filter.active !== undefined) base = base.where('active', '=', filter.active);
    if (filter.q) {
      const q = filter.q;
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) =>
        eb.or([eb('title', 'ilike', like), eb('media_id', '=', q), ...(UUID.test(q) ? [eb('id', '=', q)] : [])]),
      );
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total) };
  }

  find(scope: Scope, id: string): Promise<PublicationRow | undefined> {
    if (!UUID.test(id)) return Promise.resolve(undefined);
    return this.visible(scope).selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByMediaId(scope: Scope, mediaId: string): Promise<PublicationRow | undefined> {
    return this.visible(scope)
      .selectAll()
      .where('media_id', '=', mediaId)
      .orderBy(ownChannelFirst)
      .limit(1)
      .executeTakeFirst();
  }

  update(id: string, changes: PublicationChanges): Promise<PublicationRow> {
    return this.db
      .updateTable('publications')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async softDelete(id: string): Promise<void> {
    await this.db.updateTable('publications').set({ deleted_at: new Date() }).where('id', '=', id).execute();
  }

  /** Posts of a scope whose picture has not been hashed yet (newest first). */
  unhashed(
    scope: Scope,
    limit: number,
  ): Promise<Pick<PublicationRow, 'id' | 'media_id' | 'media_url' | 'thumbnail_url'>[]> {
    return this.visible(scope)
      .select(['id', 'media_id', 'media_url', 'thumbnail_url'])
      .where('image_hashes', 'is', null)
      .where((eb) => eb.or([eb('media_url', '!=', ''), eb('thumbnail_url', 'is not', null)]))
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async setImageHashes(id: string, hashes: string[]): Promise<void> {
    await this.db.updateTable('publications').set({ image_hashes: hashes }).where('id', '=', id).execute();
  }

  /** The hashed posts a scope reads (photo recognition). */
  hashed(scope: Scope): Promise<Pick<PublicationRow, 'id' | 'media_id' | 'title' | 'code' | 'image_hashes'>[]> {
    return this.visible(scope)
      .select(['id', 'media_id', 'title', 'code', 'image_hashes'])
      .where('image_hashes', 'is not', null)
      .orderBy(ownChannelFirst)
      .orderBy('published_at', 'desc')
      .execute();
  }

  /** Whether a scope knows a post (deleted ones included: a sync would not bring them back). */
  async knowsMedia(scope: Scope, mediaId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('publications')
      .select('id')
      .where(exact(scope))
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every channel whose token works, across accounts (the periodic media sync). */
  connectedChannels(): Promise<Array<{ id: string; user_id: string }>> {
    return this.db
      .selectFrom('channels')
      .select(['id', 'user_id'])
      .where('token_status', '=', 'VALID')
      .orderBy('id')
      .execute();
  }

  /** Inserts new media and refreshes the media fields of known ones (links and codes untouched). */
  async upsertMedia(scope: Scope, items: MediaFields[]): Promise<number> {
    if (items.length === 0) return 0;
    const rows = await this.db
      .insertInto('publications')
      .values(items.map((m) => ({ ...m, user_id: scope.userId, channel_id: scope.channelId })))
      .onConflict((oc) =>
        oc.constraint('publications_media').doUpdateSet((eb) => ({
          publication_type: eb.ref('excluded.publication_type'),
          title: eb.ref('excluded.title'),
          username: eb.ref('excluded.username'),
          media_url: eb.ref('excluded.media_url'),
          thumbnail_url: eb.ref('excluded.thumbnail_url'),
          permalink: eb.ref('excluded.permalink'),
          published_at: eb.ref('excluded.published_at'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .returning('id')
      .execute();
    return rows.length;
  }
}
