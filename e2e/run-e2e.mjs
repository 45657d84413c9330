// e2e entry (`npm test -w @vitrina/e2e`): build what is missing, then run the suites with
// node's test runner. Each suite starts its own server (see support/server.ts).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontends } from '../scripts/frontends.mjs';
import { browserForRun } from './support/find-browser.mts';

const here = path.dirname(fileURLToPath(import.meta.url));
await buildFrontends();
// Found and printed once; the test processes inherit it (E2E_BROWSER_PATH).
await browserForRun();
const only = process.argv.slice(2);
const files = readdirSync(path.join(here, 'tests'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => path.join('tests', f));
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  {
    cwd: here,
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
