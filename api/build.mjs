// `npm run build -w @vitrina/api`: compiles the API to plain JavaScript in dist/ (docs/deploy.md).
// esbuild bundles our TypeScript (api/src and the @vitrina/shared sources it imports) and leaves
// every npm dependency external, so production runs `node dist/server.js` with `npm install
// --omit=dev`: no TypeScript loader, no dev dependency.
// `node build.mjs --import-worker` bundles only the import worker, into a folder of its own, and
// prints the file's path: `npm start` and the API tests run the API from source and give it that
// bundle (IMPORT_WORKER), so no worker compiles TypeScript when it starts; they remove the folder
// when they end.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
// Workspace packages are TypeScript sources: bundled. Registry packages: required at run time.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@vitrina/'));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  external,
  sourcemap: true,
  // Stack traces and pino's logs keep the real function and class names.
  keepNames: true,
  logLevel: 'warning',
};

/** The import worker (parse-file.ts runs it in a thread of its own), as one ES module file. */
function bundleImportWorker(outfile) {
  return build({
    ...common,
    entryPoints: [path.join(here, 'src/modules/knowledge/import/sheet-worker.compiled.ts')],
    outfile,
    format: 'esm',
  });
}

/** Whether process `pid` is still running. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

if (process.argv.includes('--import-worker')) {
  // Under the repository, so the bundle's npm imports resolve from its folder (node_modules/.cache:
  // where tools keep what they build); one folder per caller, named after the caller's pid, so two
  // runs never share one, and a folder whose caller died without removing it (an interrupted test
  // run skips jest's tear-down) is removed by the next one.
  const cache = path.join(here, '../node_modules/.cache/vitrina');
  for (const name of existsSync(cache) ? readdirSync(cache) : []) {
    const pid = Number(/^import-worker-(\d+)-/.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(path.join(cache, name), { recursive: true, force: true });
  }
  const folder = path.join(cache, `import-worker-${process.ppid}-${randomBytes(5).toString('hex')}`);
  const outfile = path.join(folder, 'sheet-worker.mjs');
  await bundleImportWorker(outfile);
  console.log(outfile);
} else {
  const outdir = path.join(here, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: { server: path.join(here, 'src/server.ts') },
    outdir,
    format: 'cjs',
  });
  // The import worker runs in its own thread from a file beside the server bundle (parse-file.ts).
  await bundleImportWorker(path.join(outdir, 'sheet-worker.mjs'));
  // So does the embedded PGlite (db/pglite-thread.ts): its entry and codec, as one ES module file.
  await build({
    ...common,
    entryPoints: [path.join(here, 'src/db/pglite-worker.mjs')],
    outfile: path.join(outdir, 'pglite-worker.mjs'),
    format: 'esm',
  });
  console.log(
    `api: built ${path.relative(process.cwd(), outdir) || 'dist'}/server.js, sheet-worker.mjs and pglite-worker.mjs`,
  );
}
