/**
 * Import fairness bench (`npm run bench` runs it; alone: `tsx bench/import-fairness.ts`): how long a
 * shop's two-line stock file waits while another shop uploads a pile of heavy files (issue 30).
 *
 * One app in this process on PGlite (in memory; BENCH_FAIRNESS_DB=postgres: on DATABASE_URL's
 * PostgreSQL), two signed-in accounts. The busy account sends
 * BENCH_FAIRNESS_FILES (default 3) CSVs of BENCH_FAIRNESS_ROWS rows (default 30,000) at once; as
 * soon as the first is being read, the calm account uploads a two-line file. Reported: one heavy
 * file's time alone (measured first), the calm upload's time under load, their ratio (fair: about
 * 1, i.e. it waits for the one heavy file being read at most, not for the whole pile), and how the
 * busy account's extra files were answered (201, or 429 past its per-account queue).
 *
 * `crowd` (issue 47 item 10): BENCH_CROWD_ACCOUNTS free accounts (default 4) each send 3 heavy
 * previews at once (one parse runs, the queue's 8 places fill); then another shop previews a
 * two-line file. Reported: its status (fair: 201, not 429), how the crowd's files were answered,
 * and `/healthz` asked over HTTP every 50 ms from another thread meanwhile (p50, p99, max in ms;
 * target under 50 ms), with the app thread's event-loop delay and the machine's load average.
 *
 * Prints one JSON line.
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createTestApp, signedInUser, type DbTarget } from '../test/helpers';
import { stockRows, upload, workbook } from '../test/spreadsheets';
import type { ProbeInput } from './healthz-probe';

const FILES = Number(process.env.BENCH_FAIRNESS_FILES ?? 3);
const CROWD = Number(process.env.BENCH_CROWD_ACCOUNTS ?? 4);
/** `postgres` runs the app on DATABASE_URL's server instead of the embedded PGlite. */
const DB: DbTarget = process.env.BENCH_FAIRNESS_DB === 'postgres' ? 'postgres' : 'pglite';
const ROWS = Number(process.env.BENCH_FAIRNESS_ROWS ?? 30_000);
const log = (...a: string[]) => process.stderr.write(`[bench] ${a.join(' ')}\n`);

async function main(): Promise<void> {
  const t = await createTestApp(DB);
  try {
    const busy = await signedInUser(t.app);
    const calm = await signedInUser(t.app);
    const heavy = workbook(stockRows(ROWS), 'csv');
    const light = workbook(stockRows(2), 'csv');

    let started = performance.now();
    const alone = await upload(t.app, busy.auth, 'warm-up.csv', heavy);
    const heavyAloneMs = performance.now() - started;
    log(`one heavy file alone: ${Math.round(heavyAloneMs)} ms (${alone.statusCode})`);

    const pile = Array.from({ length: FILES }, (_, i) => upload(t.app, busy.auth, `heavy-${i}.csv`, heavy));
    // Let the first heavy file reach the parser before the calm shop's upload.
    await new Promise((resolve) => setTimeout(resolve, 50));
    started = performance.now();
    const calmRes = await upload(t.app, calm.auth, 'small.csv', light);
    const calmMs = performance.now() - started;
    const statuses = (await Promise.all(pile)).map((r) => r.statusCode);
    log(
      `calm upload under load: ${Math.round(calmMs)} ms (${calmRes.statusCode}); busy account: ${statuses.join(', ')}`,
    );
    const crowd = await crowded(t.app, heavy, light);
    console.log(
      JSON.stringify({
        database: DB,
        crowd,
        heavy_rows: ROWS,
        busy_files: FILES,
        heavy_alone_ms: Math.round(heavyAloneMs),
        calm_upload_ms: Math.round(calmMs),
        calm_status: calmRes.statusCode,
        calm_wait_in_heavy_files: Number((calmMs / heavyAloneMs).toFixed(2)),
        busy_statuses: statuses,
      }),
    );
  } finally {
    await t.close();
  }
}

/** Previews of several free accounts fill the queue while another shop previews, and /healthz is timed. */
async function crowded(app: Awaited<ReturnType<typeof createTestApp>>['app'], heavy: Buffer, light: Buffer) {
  // The preview route (the helper's `query` is appended to the upload path).
  const preview = (auth: { authorization: string }, name: string, bytes: Buffer) =>
    upload(app, auth, name, bytes, '/preview');
  const accounts = await Promise.all(Array.from({ length: CROWD }, () => signedInUser(app)));
  const shop = await signedInUser(app);
  // /healthz over real HTTP from another thread (bench/healthz-probe.ts), and this thread's own
  // event-loop delay: what a load balancer's check would wait for while the queue is full.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const prober = new Worker(new URL('./healthz-probe.ts', import.meta.url), {
    workerData: { port, everyMs: 50 } satisfies ProbeInput,
  });
  const probed = new Promise<number[]>((resolve, reject) => {
    prober.once('message', (m: { samples: number[] }) => resolve(m.samples));
    prober.once('error', reject);
  });
  const pile = accounts.flatMap((a, i) => [0, 1, 2].map((n) => preview(a.auth, `crowd-${i}-${n}.csv`, heavy)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const mine = await preview(shop.auth, 'mine.csv', light);
  const shopMs = performance.now() - started;
  const statuses = (await Promise.all(pile)).map((r) => r.statusCode);
  prober.postMessage('stop');
  const health = (await probed).sort((a, b) => a - b);
  loop.disable();
  await prober.terminate();
  const at = (q: number) => Math.round(health[Math.min(health.length - 1, Math.floor(q * health.length))] * 10) / 10;
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  log(`crowd: the other shop's preview ${mine.statusCode} in ${Math.round(shopMs)} ms; crowd ${statuses.join(', ')}`);
  return {
    accounts: CROWD,
    shop_status: mine.statusCode,
    shop_ms: Math.round(shopMs),
    crowd_statuses: statuses,
    healthz_ms: { samples: health.length, p50: at(0.5), p99: at(0.99), max: at(1) },
    event_loop_delay_ms: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    load_average: loadavg().map((l) => Math.round(l * 10) / 10),
  };
}

void main();
