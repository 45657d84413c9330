// e2e entry (`npm test -w @vitrina/e2e [-- name…]`): build the stale front-end bundles and the API
// (esbuild, a few seconds), start one server (compiled, as production runs it) and one browser for
// the whole run, then run the suites with node's test runner, three files at a time (each in a process
// of its own; those that count frames alone, after); each suite signs up owners of its own
// (support/server.ts, support/browser.ts).
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

/** Runs suites with node's test runner against the run's server and browser; resolves to its exit code. */
function runSuites(suites, concurrency) {
  if (suites.length === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...suites],
      {
        cwd: here,
        stdio: 'inherit',
        env: { ...process.env, ...sharedServerEnv(server), ...sharedBrowserEnv(browser) },
      },
    );
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}
// Suites that count rendered frames run alone after the others, with no other suite's pages
// competing for the CPU.
const ALONE = ['prerendered-pages.test.ts'];
const alone = files.filter((f) => ALONE.includes(path.basename(f)));
// The longest suites (a minute or more on 2 cores, 2026-11-29) start first, so none of them is
// left running alone at the end; three at a time, as the suites mostly wait on the browser and the
// server (3 instead of 2: 7 min 7 s instead of 7 min 38 s for the run on a loaded machine).
const LONGEST_FIRST = ['phone', 'full-trust', 'auth', 'islands', 'team', 'conversation', 'parcel'];
const rank = (f) => {
  const i = LONGEST_FIRST.indexOf(path.basename(f, '.test.ts'));
  return i === -1 ? LONGEST_FIRST.length : i;
};
const together = await runSuites(
  files.filter((f) => !alone.includes(f)).sort((a, b) => rank(a) - rank(b)),
  3,
);
const code = (await runSuites(alone, 1)) || together;
await browser.close();
await server.stop();
process.exit(code);
