/**
 * The import worker the test apps run: bundled once per run by jest's global set-up (api/build.mjs
 * --import-worker), as `npm start` does, so no worker compiles TypeScript through tsx when it starts
 * (~240 workers a run, ~0.2–1 s each). Without the global set-up, parsers use the entry beside
 * parse-file.ts; `test/knowledge-import.test.ts` checks that one too.
 */
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ENV = 'VITRINA_TEST_IMPORT_WORKER';

export function prepareImportWorker(): void {
  const built = spawnSync(process.execPath, [path.resolve(__dirname, '../build.mjs'), '--import-worker'], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`bundling the import worker failed: ${built.stderr}`);
  process.env[ENV] = built.stdout.trim();
}

export function removeImportWorker(): void {
  const file = process.env[ENV];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}

/** The bundle of this run, or undefined (the entry beside parse-file.ts). */
export function testImportWorker(): string | undefined {
  return process.env[ENV];
}
