import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations/index';
import { PGliteDialect } from './pglite-dialect';
import { PGliteThread } from './pglite-thread';
import type { DB } from './schema';

export type { DB } from './schema';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /**
   * The embedded PGlite, on its own thread (PGlite only): the job queue runs its SQL on it through
   * `db`'s connection lock.
   */
  pglite?: PGliteThread;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Connections of the pool by state (the metrics); PGlite is one connection in process. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

async function migrate(db: Kysely<DB>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    // Numbers are handed out to parallel branches (0029 merged after 0030 and 0035 ran): each
    // migration stands alone, so one that arrives late is applied rather than refused.
    allowUnorderedMigrations: true,
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
    // public stays on the path after the schema: extensions (pg_trgm) live there, once per database.
    ...(schema ? { options: `-c search_path="${schema}",public` } : {}),
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A lock file (in the OS temp folder, named after the data folder) names the owner; a stale one (dead process) is taken over.
 */
export function dataDirLockPath(dataDir: string): string {
  const id = createHash('sha1').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `vitrina-pglite-${id}.lock`);
}

function lockDataDir(dataDir: string): () => void {
  const lock = dataDirLockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lock, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${owner}: PGlite allows one process per data folder ` +
            '(stop it, use another DATA_DIR, or set DATABASE_URL)',
          { cause: err },
        );
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}

async function openPGlite(config: Config): Promise<Database> {
  let client: PGliteThread;
  let unlock = () => {};
  // In a worker thread (pglite-thread.ts): its statements never hold the app's event loop.
  if (config.dataDir === 'memory') {
    client = await PGliteThread.open('memory', config.pgliteOptions?.loadDataDir);
  } else {
    mkdirSync(path.dirname(config.dataDir), { recursive: true });
    unlock = lockDataDir(config.dataDir);
    try {
      client = await PGliteThread.open(config.dataDir);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy();
    unlock();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: async () => {
      await db.destroy();
      unlock();
    },
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
