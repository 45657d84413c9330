import type { Kysely } from 'kysely';

/**
 * `CREATE INDEX <name> ON <table> (<columns>)`: Kysely's five-line builder chain as one call, for
 * the migrations (not a migration itself: index.ts lists those). Columns may carry `desc`.
 */
export async function createIndex(db: Kysely<unknown>, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
