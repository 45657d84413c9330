/**
 * Stock import bench (`npm run bench` runs it; alone: `tsx bench/knowledge-import.ts`): a
 * 100,000-row .xlsx (one row per code and size, 20,000 products) is made in a child process,
 * then uploaded through POST /api/v1/data/files/xls to the API built in this process, on
 * PGlite in a fresh data folder (the default set-up) and, when it answers, on PostgreSQL
 * (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a schema of its own).
 * Prints one JSON line: {pglite: {...}, postgres: {...}, target, target_met} where each run is
 *   {rows, products, file_mb, seconds, rows_per_s, peak_rss_mb, rss_before_mb}
 * rows_per_s counts the whole request (worker parse + database write). peak_rss_mb is the
 * largest resident size of this process (server, import worker and, on PGlite, the database)
 * sampled every 20 ms during the upload; rss_before_mb is the same just before it (on PGlite
 * most of it is the embedded database). Every run is a process of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET = { rows_per_s: 20_000, peak_rss_mb: 300 };
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (...a: string[]) => process.stderr.write(`[bench] ${a.join(' ')}\n`);
const mb = (bytes: number) => Math.round(bytes / 1048576);

async function makeFile(file: string): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const { stockRows } = await import('../test/spreadsheets');
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(stockRows(ROWS), { dense: true }), 'Залишки');
  writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function measure(file: string, db: { dataDir: string } | { databaseUrl: string; databaseSchema: string }) {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { signedInUser } = await import('../test/helpers');
  const { fileUpload } = await import('../test/spreadsheets');
  const app = await buildApp(loadConfig({}, { ...db, logger: false, staticRoot: '/nonexistent' }));
  try {
    const owner = await signedInUser(app);
    const bytes = readFileSync(file);
    const body = fileUpload('stock.xlsx', bytes);
    global.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    const started = process.hrtime.bigint();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/data/files/xls',
      headers: { ...owner.auth, ...body.headers },
      payload: body.payload,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    const data = JSON.parse(res.body).data as { rows: number; products: number };
    return {
      rows: data.rows,
      products: data.products,
      file_mb: Number((bytes.length / 1048576).toFixed(1)),
      seconds: Number(seconds.toFixed(2)),
      rows_per_s: Math.round(data.rows / seconds),
      peak_rss_mb: mb(peak),
      rss_before_mb: mb(before),
    };
  } finally {
    await app.close();
  }
}

/** Runs this file again with arguments; returns its last stdout line parsed. */
function child(args: string[]): unknown {
  const out = spawnSync(process.execPath, [...process.execArgv, __filename, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (out.status !== 0) throw new Error(`${args[0]} failed with exit ${out.status}`);
  return args[0] === '--make' ? null : JSON.parse(out.stdout.trim().split('\n').pop()!);
}

async function main(): Promise<void> {
  const [mode, file, where] = process.argv.slice(2);
  if (mode === '--make') return makeFile(file);
  if (mode === '--measure') {
    const db =
      where === 'pglite'
        ? { dataDir: path.join(path.dirname(file), 'data') }
        : { databaseUrl: PG_URL, databaseSchema: where };
    console.log(JSON.stringify(await measure(file, db)));
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-import-'));
  const stock = path.join(dir, 'stock.xlsx');
  const schema = `bench_import_${process.pid}`;
  const usePostgres = await postgresAnswers();
  try {
    // Each step in a process of its own, so a measured process holds the server alone.
    child(['--make', stock]);
    log(`import of ${ROWS} rows on PGlite`);
    const pglite = child(['--measure', stock, 'pglite']) as Awaited<ReturnType<typeof measure>>;
    let postgres = null;
    if (usePostgres) {
      log(`import of ${ROWS} rows on PostgreSQL`);
      postgres = child(['--measure', stock, schema]);
    }
    const met = pglite.rows_per_s >= TARGET.rows_per_s && pglite.peak_rss_mb <= TARGET.peak_rss_mb;
    console.log(JSON.stringify({ pglite, postgres, target: TARGET, target_met: met }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (usePostgres) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
