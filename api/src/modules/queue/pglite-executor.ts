import type { Kysely } from 'kysely';
import type { PGliteThread } from '../../db/pglite-thread';
import type { DB } from '../../db/schema';

/**
 * pg-boss's `db.executeSql` on PGlite (DESIGN §6). PGlite is one session, so every statement
 * runs while holding Kysely's connection (the dialect's lock): a pg-boss statement can never land
 * inside one of our transactions. Parameterised calls go through `query`; a call without values
 * may hold several statements and goes through `exec`, answering one result per statement as an
 * array when there are several, as `pg` does.
 */
export function pgliteExecutor(db: Kysely<DB>, pglite: Pick<PGliteThread, 'query' | 'exec'>) {
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      return db.connection().execute(async () => {
        if (values && values.length > 0) return pglite.query(text, values);
        try {
          const results = await pglite.exec(text);
          // pg-boss unwraps an array of results (one per statement) as it does with `pg`.
          return (results.length === 1 ? results[0] : results) as unknown as { rows: unknown[] };
        } catch (err) {
          // A failed BEGIN ... COMMIT block would leave the one session in an aborted transaction.
          await pglite.exec('rollback').catch(() => undefined);
          throw err;
        }
      });
    },
  };
}
