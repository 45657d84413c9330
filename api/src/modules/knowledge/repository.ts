import { sql, type Kysely, type Selectable } from 'kysely';
import { AppError } from '../../lib/errors';
import type { KnowledgeFileType } from '@vitrina/shared/contracts';
import type { DB, KnowledgeFilesTable, ProductsTable } from '../../db/schema';
import { exact, ownChannelFirst, readable, type Scope } from '../../lib/scope';
import { productBatches } from './import/product-lines';
import { fuzzyThreshold, productSearch, searchTextOf } from './search';
import { codeKey } from './text-keys';

export type FileRow = Selectable<KnowledgeFilesTable>;
export type ProductRow = Selectable<ProductsTable>;

export interface ProductQuery {
  offset: number;
  limit: number;
  /** Column and direction; null = by relevance when searching, else by id. */
  sort: { field: string; desc: boolean } | null;
  q?: string;
}

/** A file whose PROCESSING status is older than this was left by a crash and may be taken over. */
const STALE_PROCESSING_MS = 10 * 60_000;
/** Products per insert statement (one jsonb parameter each; 1,000 held the import's peak ~5 MB under 2,000). */
const INSERT_BATCH = 1000;

const SORT_COLUMNS: Record<string, string> = {
  id: 'id',
  code: 'code_key',
  name: 'name',
  color: 'color',
  price: 'price',
  quantity: 'quantity',
  updated_at: 'updated_at',
};

/** Stock files and products (SQL only; every query keyed by the caller's scope). */
export class KnowledgeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  listFiles(scope: Scope): Promise<FileRow[]> {
    return this.db
      .selectFrom('knowledge_files')
      .selectAll()
      .where(readable(scope))
      .orderBy('updated_at', 'desc')
      .execute();
  }

  /** The scope's file of that name, its own channel's before an account-wide one. */
  findFile(scope: Scope, name: string): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('knowledge_files')
      .selectAll()
      .where(readable(scope))
      .where('name', '=', name)
      .orderBy(ownChannelFirst)
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Marks a file PROCESSING (created, or an existing READY one claimed for replacement).
   * Returns null when another upload of the same name is in progress.
   */
  async claimFile(
    scope: Scope,
    file: { name: string; type: KnowledgeFileType; size: number },
  ): Promise<{ file: FileRow; created: boolean } | null> {
    const stale = new Date(Date.now() - STALE_PROCESSING_MS);
    const inserted = await this.db
      .insertInto('knowledge_files')
      .values({
        user_id: scope.userId,
        channel_id: scope.channelId,
        name: file.name,
        type: file.type,
        status: 'PROCESSING',
        size_bytes: file.size,
      })
      .onConflict((oc) => oc.constraint('knowledge_files_scope_name').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { file: inserted, created: true };
    const claimed = await this.db
      .updateTable('knowledge_files')
      .set({ status: 'PROCESSING', updated_at: new Date() })
      .where(exact(scope))
      .where('name', '=', file.name)
      .where((eb) => eb.or([eb('status', '=', 'READY'), eb('updated_at', '<', stale)]))
      .returningAll()
      .executeTakeFirst();
    return claimed ? { file: claimed, created: false } : null;
  }

  /** Gives up a claim: a new file disappears, a replaced one is READY again with its old products. */
  async releaseFile(file: FileRow, created: boolean): Promise<void> {
    if (created) await this.db.deleteFrom('knowledge_files').where('id', '=', file.id).execute();
    else await this.db.updateTable('knowledge_files').set({ status: 'READY' }).where('id', '=', file.id).execute();
  }

  /** The account's stock files (every channel) other than one named `name`. */
  async countOtherFiles(userId: string, name: string): Promise<number> {
    const row = await this.db
      .selectFrom('knowledge_files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('name', '<>', name)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Replaces a file's products in one transaction (readers see the old set or the new one, never
   * a mix). Other-colour codes edited by hand on a code that stays are kept. Refused (422, nothing
   * written) when the account's products in its other files and these would pass `maxProducts`.
   */
  async replaceProducts(
    file: FileRow,
    upload: { type: KnowledgeFileType; size: number; rows: number },
    products: { count: number; lines: Uint8Array },
    maxProducts: number,
  ): Promise<FileRow> {
    return this.db.transaction().execute(async (trx) => {
      const others = await trx
        .selectFrom('knowledge_files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('products'), eb.val('0')).as('n'))
        .where('user_id', '=', file.user_id)
        .where('id', '<>', file.id)
        .executeTakeFirstOrThrow();
      if (Number(others.n) + products.count > maxProducts)
        throw new AppError(422, 'knowledge.products_cap', {
          max: maxProducts,
          count: products.count,
          others: Number(others.n),
        });
      const kept = new Map<string, string[]>();
      const old = await trx
        .selectFrom('products')
        .select(['code', 'linked_codes'])
        .where('file_id', '=', file.id)
        .execute();
      for (const row of old) kept.set(row.code, row.linked_codes);
      await trx.deleteFrom('products').where('file_id', '=', file.id).execute();
      for (const lines of productBatches(products.lines, INSERT_BATCH)) {
        const batch = lines.map((p) => {
          const derived = p.links;
          const known = p.sizes.filter((s) => s.quantity !== null);
          const quantity =
            known.length === 0 && p.quantity === null
              ? null
              : known.reduce((sum, s) => sum + (s.quantity ?? 0), 0) + (p.quantity ?? 0);
          return {
            code: p.code,
            code_key: codeKey(p.code),
            name: p.name,
            color: p.color,
            sizes: p.sizes,
            quantity,
            price: p.price,
            material: p.material,
            lining: p.lining,
            description: p.description,
            category: p.category,
            audience: p.audience,
            linked_codes: kept.get(p.code) ?? derived?.colors ?? [],
            lining_codes: derived?.linings ?? [],
            search_text: searchTextOf(p),
          };
        });
        await sql`insert into products (user_id, channel_id, file_id, code, code_key, name, color, sizes, quantity,
            price, material, lining, description, category, audience, linked_codes, lining_codes, search_text)
          select ${file.user_id}::uuid, ${file.channel_id}::uuid, ${file.id}::uuid, x.code, x.code_key, x.name, x.color,
            x.sizes, x.quantity, x.price, x.material, x.lining, x.description, x.category, x.audience,
            array(select jsonb_array_elements_text(x.linked_codes)), array(select jsonb_array_elements_text(x.lining_codes)),
            x.search_text
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(code text, code_key text, name text, color text,
            sizes jsonb, quantity integer, price numeric, material text, lining text, description text,
            category text, audience text, linked_codes jsonb, lining_codes jsonb, search_text text)`.execute(trx);
      }
      return trx
        .updateTable('knowledge_files')
        .set({
          status: 'READY',
          type: upload.type,
          size_bytes: upload.size,
          rows: upload.rows,
          products: products.count,
          updated_at: new Date(),
        })
        .where('id', '=', file.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Deletes a file and (cascade) its products. */
  async deleteFile(id: string): Promise<void> {
    await this.db.deleteFrom('knowledge_files').where('id', '=', id).execute();
  }

  /** A page of products and the total, searched by code and name when `q` is given. */
  async listProducts(scope: Scope, query: ProductQuery): Promise<{ rows: ProductRow[]; total: number }> {
    const search = query.q ? productSearch(query.q) : null;
    if (query.q && !search) return { rows: [], total: 0 };
    return this.db.transaction().execute(async (trx) => {
      if (search) await fuzzyThreshold().execute(trx);
      let base = trx.selectFrom('products').where(readable(scope));
      if (search) base = base.where(search.where);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      let page = base.selectAll();
      if (query.sort) {
        page = page.orderBy(sql.ref(SORT_COLUMNS[query.sort.field] ?? 'id'), query.sort.desc ? 'desc' : 'asc');
      } else if (search) {
        page = page.orderBy(search.score, 'desc');
      }
      const rows = await page.orderBy('id', 'asc').offset(query.offset).limit(query.limit).execute();
      return { rows, total: Number(total) };
    });
  }

  /** The best matches of a free-text query (code or words, typos allowed), best first. */
  async searchProducts(scope: Scope, q: string, limit: number): Promise<ProductRow[]> {
    return (await this.listProducts(scope, { q, offset: 0, limit, sort: null })).rows;
  }

  /** The products with that code (any case, spaces or hyphens), its own channel's first, the exact spelling next. */
  private byCode(scope: Scope, code: string) {
    return this.db
      .selectFrom('products')
      .selectAll()
      .where(readable(scope))
      .where('code_key', '=', codeKey(code))
      .orderBy(ownChannelFirst)
      .orderBy(sql`code = ${code}`, 'desc')
      .orderBy('updated_at', 'desc');
  }

  /** The product with that code, its own channel's first. */
  findByCode(scope: Scope, code: string): Promise<ProductRow | undefined> {
    return this.byCode(scope, code).limit(1).executeTakeFirst();
  }

  /** Every product with that code (one per colour where the file has the code in several), as findByCode orders them. */
  findAllByCode(scope: Scope, code: string): Promise<ProductRow[]> {
    return this.byCode(scope, code).limit(100).execute();
  }

  /** Every product the scope reads, its own channel's first (the assistant's catalogue index). */
  allProducts(scope: Scope): Promise<ProductRow[]> {
    return this.db
      .selectFrom('products')
      .selectAll()
      .where(readable(scope))
      .orderBy(ownChannelFirst)
      .orderBy('id')
      .execute();
  }

  /**
   * Changes whenever the scope's products do: an import or a deletion changes its files (count,
   * last update), an other-colour edit touches its product's file too. Reads the few file rows,
   * not the products.
   */
  async productsStamp(scope: Scope): Promise<string> {
    const row = await this.db
      .selectFrom('knowledge_files')
      .where(readable(scope))
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('updated_at').as('at')])
      .executeTakeFirstOrThrow();
    return `${row.n}:${row.at ? new Date(row.at as Date).getTime() : ''}`;
  }

  async setLinkedCodes(id: number, codes: string[]): Promise<ProductRow> {
    const now = new Date();
    const row = await this.db
      .updateTable('products')
      .set({ linked_codes: codes, updated_at: now })
      .where('id', '=', id as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The file's data changed: the assistant's catalogue index of it is rebuilt (productsStamp).
    await this.db.updateTable('knowledge_files').set({ updated_at: now }).where('id', '=', row.file_id).execute();
    return row;
  }
}
