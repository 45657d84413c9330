// e2e entry (`npm test -w @vitrina/e2e [-- name…]`): build the stale front-end bundles and the API
// (esbuild, a few seconds), start one server (compiled, as production runs it) and one browser for
// the whole run, then run the suites with node's test runner, three files at a time (each in a process
// of its own; those that count frames alone, after); each suite signs up owners of its own
// (support/server.ts, support/browser.ts).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { buildApi, buildFrontends } from '../scripts/frontends.mjs';
import { browserForRun } from './support/find-browser.mts';

const here = path.dirname(fileURLToPath(import.meta.url));
await buildFrontends();
buildApi();
// Found and printed once; the test processes inherit it (E2E_BROWSER_PATH).
await browserForRun();
const only = process.argv.slice(2);
const files = readdirSync(path.join(here, 'tests'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => path.join('tests', f));

const { startServer, sharedServerEnv, SHARED_SERVER_ENV } = await tsImport('./support/server.ts', import.meta.url);
const { launchBrowserServer, sharedBrowserEnv } = await tsImport('./support/browser.ts', import.meta.url);
const started = Date.now();
const [server, browser] = await Promise.all([startServer(SHARED_SERVER_ENV), launchBrowserServer()]);
console.log(`[e2e] server ${server.url} and browser up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const env = { ...process.env, ...sharedServerEnv(server), ...sharedBrowserEnv(browser) };
const runStarted = Date.now();
const since = (t) => ((Date.now() - t) / 1000).toFixed(0);
const COUNTS = ['tests', 'pass', 'fail', 'cancelled', 'skipped', 'todo'];
const totals = Object.fromEntries(COUNTS.map((k) => [k, 0]));
/** Each suite's file, exit code, wall seconds and failing tests, in the order they ended. */
const results = [];

/**
 * Runs one suite file with node's test runner in a process of its own against the run's server and
 * browser. Its output is held and printed whole when it ends (suites run side by side), and its
 * counts are added to the run's.
 */
function runSuite(file) {
  const started = Date.now();
  console.log(`[e2e] start ${file} at +${since(runStarted)} s`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', file], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (exitCode, signal) => {
      const code = exitCode ?? (signal ? 1 : 0);
      const text = Buffer.concat(out).toString();
      const seconds = (Date.now() - started) / 1000;
      // Read without colours: under lerna in CI (FORCE_COLOR) the reporter wraps each line in them.
      // eslint-disable-next-line no-control-regex
      const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
      for (const k of COUNTS) totals[k] += Number(new RegExp(`^ℹ ${k} (\\d+)$`, 'm').exec(plain)?.[1] ?? 0);
      const failed =
        plain
          .slice(plain.indexOf('✖ failing tests:'))
          .match(/^✖ .+$/gm)
          ?.slice(1) ?? [];
      results.push({ file, code, seconds, failed });
      process.stdout.write(`${text}${text.endsWith('\n') ? '' : '\n'}`);
      console.log(`[e2e] ${code === 0 ? 'done' : `FAILED (exit ${code})`} ${file} in ${seconds.toFixed(0)} s`);
      resolve(code);
    });
  });
}

/** Runs the files `concurrency` at a time, in the order given: each starts as soon as a slot is free. */
async function runPool(queue, concurrency) {
  const next = [...queue];
  let code = 0;
  const worker = async () => {
    for (let file = next.shift(); file; file = next.shift()) code = (await runSuite(file)) || code;
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, next.length) }, worker));
  return code;
}

// Suites that count rendered frames run alone after the others, with no other suite's pages
// competing for the CPU: only those tests (3, ~4 s), not the rest of the prerendered pages' suite
// (~20 s, mostly fixed waits for what must not happen), which until 2026-11-30 ran alone with them.
const ALONE = ['take-over-frames.test.ts'];
const alone = files.filter((f) => ALONE.includes(path.basename(f)));
// The longest suites start first, so none of them is left running alone at the end; three at a
// time, as the suites mostly wait on the browser and the server (3 instead of 2: 7 min 7 s instead
// of 7 min 38 s for the run on a loaded machine, 2026-11-29). Each suite is a `node --test` process
// of its own started from this queue: given many files, node's runner orders them by name, so the
// order here went unused until 2026-11-30 (phone, the longest, started ~9 min into a loaded run).
// By the suites' times in a run of 2026-11-30 at a load of ~10 (phone 180 s, full-trust 95 s, auth
// 73 s, parcel 64 s, team 61 s, … islands 42 s); the runner prints them at the end. After them,
// by three runs of 2026-11-30 at loads of 2–9 (channels 38–41 s, orders 31–40, conversation 34–37,
// prerendered-pages 24–33, marketing 25–32, analytics 28, staff-shell 14–22, first-run 16–20,
// platform 8–14): unranked, prerendered-pages (by name) started last and ran 20 s on its own at the
// end. The rest (a few seconds each) by name.
const LONGEST_FIRST = [
  'phone',
  'full-trust',
  'auth',
  'parcel',
  'team',
  'public-pages',
  'inbox',
  'billing',
  'push',
  'knowledge',
  'settings',
  'dialogue',
  'islands',
  'channels',
  'orders',
  'conversation',
  'prerendered-pages',
  'marketing',
  'analytics',
  'staff-shell',
  'first-run',
  'platform',
];
const rank = (f) => {
  const i = LONGEST_FIRST.indexOf(path.basename(f, '.test.ts'));
  return i === -1 ? LONGEST_FIRST.length : i;
};
const together = await runPool(
  files.filter((f) => !alone.includes(f)).sort((a, b) => rank(a) - rank(b)),
  3,
);
const code = (await runPool(alone, 1)) || together;
// A failed run shows what the server warned of: its log goes with its folder when it stops.
if (code !== 0) {
  const warned = server
    .logs()
    .split('\n')
    .filter((line) => /"level":(40|50|60)\b/.test(line));
  console.log(`\n[e2e] the server's last warnings and errors (${warned.length} in all):`);
  for (const line of warned.slice(-40)) console.log(`  ${line.slice(0, 600)}`);
}
await browser.close();
await server.stop();

console.log(`\n[e2e] ${results.length} suites in ${since(runStarted)} s; each suite's wall time, longest first:`);
for (const r of results.toSorted((a, b) => b.seconds - a.seconds)) {
  console.log(`  ${r.seconds.toFixed(0).padStart(4)} s  ${r.code === 0 ? 'ok  ' : 'FAIL'}  ${r.file}`);
}
console.log(COUNTS.map((k) => `ℹ ${k} ${totals[k]}`).join('\n'));
// One line per failed test, in the form .ci/run lists last ('FAIL …').
for (const r of results.filter((r) => r.code !== 0)) {
  if (r.failed.length === 0) console.log(`FAIL e2e ${r.file} (exit ${r.code})`);
  for (const t of r.failed) console.log(`FAIL e2e ${r.file} › ${t.replace(/^✖ /, '')}`);
}
process.exit(code);
