import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * A value generated once and kept in `app_settings`, so every instance on the same database
 * reads the same one (the first writer wins a race).
 */
export async function generatedSetting(db: Kysely<DB>, key: string, generate: () => string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: generate() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
