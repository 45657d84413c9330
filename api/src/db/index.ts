import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations/index';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type { DB } from './schema';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

async function migrate(db: Kysely<DB>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

// pg: int8 (count(*)) as number; timestamps stay Date.
pg.types.setTypeParser(20, (v) => Number(v));

async function openPostgres(config: Config): Promise<Database> {
  const schema = config.databaseSchema;
  if (schema) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } catch (err) {
      // Two instances creating the schema at once: the loser sees a duplicate; the schema exists.
      const code = (err as { code?: string }).code;
      if (code !== '23505' && code !== '42P06') throw err;
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.databasePoolSize,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  await migrate(db, schema);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

async function openPGlite(config: Config): Promise<Database> {
  let client: PGlite;
  if (config.dataDir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(path.dirname(config.dataDir), { recursive: true });
    client = new PGlite(config.dataDir);
  }
  await client.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  await migrate(db);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** Opens PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR) and runs the migrations. */
export function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config) : openPGlite(config);
}

/** True when a unique constraint was violated (both drivers report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
