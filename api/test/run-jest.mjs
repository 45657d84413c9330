/**
 * `npm test` for the API: jest, and once more for the files whose worker process was killed by a
 * signal. Why: Node 24's V8 sometimes aborts a process that creates and frees many WebAssembly
 * instances (PGlite here) in its wasm code-page bookkeeping (`Check failed:
 * jit_page_->allocations_.erase(addr) == 1`, SIGTRAP; open upstream as nodejs/node#64500, no flag
 * avoids it). Jest then fails whichever file the worker held. A file that failed any other way is
 * never run again, and the run fails if a file crashes twice.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));
const jestBin = join(apiDir, '..', 'node_modules', 'jest', 'bin', 'jest.js');
const nodeFlags = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'];
const WORKER_KILLED =
  /A jest worker process \(pid=\d+\) (was terminated by another process: signal=SIG\w+|crashed for an unknown reason)/;

function jest(args) {
  const out = mkdtempSync(join(tmpdir(), 'vitrina-jest-'));
  const resultsFile = join(out, 'results.json');
  const run = spawnSync(process.execPath, [...nodeFlags, jestBin, ...args, '--json', `--outputFile=${resultsFile}`], {
    cwd: apiDir,
    stdio: 'inherit',
  });
  let results = null;
  try {
    results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    // No results (jest itself failed to start): the exit code says enough.
  }
  rmSync(out, { recursive: true, force: true });
  return { code: run.status ?? 1, results };
}

const args = process.argv.slice(2);
// Watch mode and listing are interactive or print nothing to retry: jest as it is.
if (args.some((a) => /^--(watch|watchAll|listTests|showConfig)\b/.test(a))) {
  const run = spawnSync(process.execPath, [...nodeFlags, jestBin, ...args], { cwd: apiDir, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const first = jest(args);
if (first.code === 0 || !first.results) process.exit(first.code);

const failed = first.results.testResults.filter((file) => file.status === 'failed');
const crashed = failed.filter((file) => WORKER_KILLED.test(file.message ?? ''));
if (crashed.length === 0 || crashed.length < failed.length) process.exit(first.code);

const paths = crashed.map((file) => file.name);
console.error(
  `\n[run-jest] ${paths.length} file(s) failed only because their jest worker was killed (V8 wasm crash, nodejs/node#64500); running them once more:\n  ${paths.join('\n  ')}\n`,
);
// Options stay (give values as --option=value: a separate word is taken for a path pattern and
// dropped); the crashed files replace any path patterns given.
const options = args.filter((a) => a.startsWith('-'));
const again = jest([...options, '--runTestsByPath', ...paths]);
process.exit(again.code);
