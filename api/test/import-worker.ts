/**
 * The import worker the test apps run: bundled once per run by jest's global set-up (api/build.mjs
 * --import-worker), as `npm start` does, so no worker compiles TypeScript through tsx when it starts
 * (~240 workers a run, ~0.2–1 s each). Without the global set-up, parsers use the entry beside
 * parse-file.ts; `test/knowledge-import.test.ts` checks that one too.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ENV = 'VITRINA_TEST_IMPORT_WORKER';
const API_DIR = path.resolve(__dirname, '..');
// Under the repository, so the bundle's npm imports resolve (node_modules/.cache: tools' caches).
const FOLDER = path.resolve(API_DIR, '../node_modules/.cache/vitrina');

export function prepareImportWorker(): void {
  mkdirSync(FOLDER, { recursive: true });
  const file = path.join(FOLDER, `import-worker-${randomBytes(5).toString('hex')}.mjs`);
  const built = spawnSync(process.execPath, [path.join(API_DIR, 'build.mjs'), '--import-worker', file], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`bundling the import worker failed: ${built.stderr}`);
  process.env[ENV] = file;
}

export function removeImportWorker(): void {
  const file = process.env[ENV];
  if (file) for (const f of [file, `${file}.map`]) rmSync(f, { force: true });
}

/** The bundle of this run, or undefined (the entry beside parse-file.ts). */
export function testImportWorker(): string | undefined {
  return process.env[ENV];
}
