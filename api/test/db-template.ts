/**
 * One migrated database per test run, copied for every test app, so no app runs the migrations or
 * creates pg-boss's schema again (jest's global set-up calls `prepareTemplates`):
 * - PGlite: a database migrated once is dumped to a file (PGlite's `dumpDataDir`); each app opens a
 *   copy of it in memory (`loadDataDir`, Config.pgliteSnapshot).
 * - PostgreSQL (DATABASE_URL): a template database migrated once; each app gets a database of its
 *   own made from it (`CREATE DATABASE … TEMPLATE …`), dropped when the app closes.
 * Without the global set-up (a file run by another runner) every app migrates its own database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getConstructionPlans } from 'pg-boss';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/index';
import type { PGliteThread } from '../src/db/pglite-thread';

const SNAPSHOT_ENV = 'VITRINA_TEST_PGLITE_SNAPSHOT';
const TEMPLATE_ENV = 'VITRINA_TEST_PG_TEMPLATE';
/** Databases of this module are named `vt_<unix seconds>_<random>`: a crashed run's are found by age. */
const PREFIX = 'vt_';
const LEFTOVER_AFTER_S = 6 * 3600;
/** The queue's schema when the app is given none (modules/queue/plugin.ts). */
const QUEUE_SCHEMA = 'pgboss';

function databaseName(): string {
  return `${PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;
}

/** DATABASE_URL with another database name. */
export function urlOfDatabase(name: string, base = process.env.DATABASE_URL!): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(fn: (client: pg.Client) => Promise<T>, url = process.env.DATABASE_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The app's migrations, then pg-boss's schema as its own start would create it. */
async function migrate(databaseUrl?: string): Promise<Blob | undefined> {
  const database = await openDatabase(loadConfig({}, { dataDir: 'memory', databaseUrl, logger: false }));
  try {
    const plans = getConstructionPlans(QUEUE_SCHEMA, { backend: database.pglite ? 'pglite' : 'postgres' });
    if (database.pglite) {
      await database.pglite.exec(plans);
      await dropUnusedDatabases(database.pglite);
      return await database.pglite.dumpDataDir('none');
    }
    await withClient((client) => client.query(plans), databaseUrl);
    return undefined;
  } finally {
    await database.close();
  }
}

/**
 * The app's PGlite works in template1 (PGlite's default database); the `postgres` and `template0`
 * databases initdb also makes are half of the snapshot's files, which every test app would unpack
 * and PostgreSQL would read at start for nothing: without them an app opens in about half the time.
 */
async function dropUnusedDatabases(pglite: PGliteThread): Promise<void> {
  // One statement at a time: DROP DATABASE may not run in the implicit transaction of a batch.
  for (const sql of [
    'drop database postgres',
    'alter database template0 is_template false',
    'drop database template0',
    'checkpoint',
  ])
    await pglite.exec(sql);
}

/** Drops this module's databases that a crashed run left behind (older than any run lasts). */
async function dropLeftovers(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like '${PREFIX}%'`,
  );
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    const created = Number(datname.split('_')[1]);
    if (Number.isFinite(created) && now - created > LEFTOVER_AFTER_S) {
      await client.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
  }
}

/**
 * Jest's global set-up: migrates one PGlite (saved to a file) and, with DATABASE_URL, one template
 * database; the worker processes find them through the environment.
 */
export async function prepareTemplates(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrina-test-db-'));
  const snapshot = await migrate();
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await snapshot!.arrayBuffer()));
  process.env[SNAPSHOT_ENV] = file;
  if (!process.env.DATABASE_URL) return;
  const template = databaseName();
  try {
    await withClient(async (client) => {
      await dropLeftovers(client);
      await client.query(`create database "${template}"`);
    });
  } catch (err) {
    // A role without CREATEDB: every app migrates a schema of its own, as before.
    if ((err as { code?: string }).code === '42501') return;
    throw err;
  }
  await migrate(urlOfDatabase(template));
  process.env[TEMPLATE_ENV] = template;
}

/** Jest's global tear-down. */
export async function dropTemplates(): Promise<void> {
  const file = process.env[SNAPSHOT_ENV];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
  const template = process.env[TEMPLATE_ENV];
  if (template) await withClient((client) => client.query(`drop database if exists "${template}" with (force)`));
}

let snapshot: Uint8Array | undefined;
/**
 * The in-memory PGlite's options for a test app: a copy of the run's migrated database (the file is
 * read once per test file); none without the global set-up.
 */
export function pgliteOptions(): Config['pgliteOptions'] {
  const file = process.env[SNAPSHOT_ENV];
  if (!file) return undefined;
  snapshot ??= readFileSync(file);
  return { loadDataDir: new Blob([new Uint8Array(snapshot)]) };
}

/**
 * A migrated PostgreSQL database of its own, made from the run's template: its URL and how to drop
 * it. Undefined without a template (no global set-up, or a role that may not create databases).
 */
export async function databaseFromTemplate(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return undefined;
  const name = databaseName();
  await withClient((client) => client.query(`create database "${name}" template "${template}"`));
  return {
    url: urlOfDatabase(name),
    drop: () => withClient((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}
