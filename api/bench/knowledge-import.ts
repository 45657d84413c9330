/**
 * Stock import bench (`npm run bench` runs it; alone: `tsx bench/knowledge-import.ts`): a
 * 100,000-row .xlsx (one row per code and size, 20,000 products) is made in a child process,
 * then uploaded to the API built in this process on in-memory PGlite through
 * POST /api/v1/data/files/xls. Prints one JSON line:
 *   {rows, products, file_mb, seconds, rows_per_s, peak_rss_mb, target: {...}, target_met}
 * rows_per_s counts the whole request (worker parse + database write); peak_rss_mb is this
 * process's peak resident memory (the server and its import worker) since it started.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET = { rows_per_s: 20_000, peak_rss_mb: 300 };
const log = (...a: string[]) => process.stderr.write(`[bench] ${a.join(' ')}\n`);

async function makeFile(file: string): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const { stockRows } = await import('../test/spreadsheets');
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(stockRows(ROWS), { dense: true }), 'Залишки');
  writeFileSync(file, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
}

async function measure(file: string): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { signedInUser } = await import('../test/helpers');
  const { fileUpload } = await import('../test/spreadsheets');
  const app = await buildApp(loadConfig({}, { dataDir: 'memory', logger: false, staticRoot: '/nonexistent' }));
  try {
    const owner = await signedInUser(app);
    const bytes = readFileSync(file);
    const body = fileUpload('stock.xlsx', bytes);
    log(`uploading ${ROWS} rows (${(bytes.length / 1048576).toFixed(1)} MB)`);
    const started = process.hrtime.bigint();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/data/files/xls',
      headers: { ...owner.auth, ...body.headers },
      payload: body.payload,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    const data = JSON.parse(res.body).data as { rows: number; products: number };
    const peak = Math.round(process.resourceUsage().maxRSS / 1024);
    const rowsPerS = Math.round(data.rows / seconds);
    console.log(
      JSON.stringify({
        rows: data.rows,
        products: data.products,
        file_mb: Number((bytes.length / 1048576).toFixed(1)),
        seconds: Number(seconds.toFixed(2)),
        rows_per_s: rowsPerS,
        peak_rss_mb: peak,
        target: TARGET,
        target_met: rowsPerS >= TARGET.rows_per_s && peak <= TARGET.peak_rss_mb,
      }),
    );
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  if (process.argv[2] === '--make') return makeFile(process.argv[3]);
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-import-'));
  const file = path.join(dir, 'stock.xlsx');
  try {
    // Made in another process so this one's peak memory is the import's alone.
    const made = spawnSync(process.execPath, [...process.execArgv, __filename, '--make', file], { stdio: 'inherit' });
    if (made.status !== 0) throw new Error('could not make the spreadsheet');
    await measure(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
