// `npm run build -w @vitrina/api`: compiles the API to plain JavaScript in dist/ (docs/deploy.md).
// esbuild bundles our TypeScript (api/src and the @vitrina/shared sources it imports) and leaves
// every npm dependency external, so production runs `node dist/server.js` with `npm install
// --omit=dev`: no TypeScript loader, no dev dependency.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
// Workspace packages are TypeScript sources: bundled. Registry packages: required at run time.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@vitrina/'));
const outdir = path.join(here, 'dist');

rmSync(outdir, { recursive: true, force: true });
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
await build({
  ...common,
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir,
  format: 'cjs',
});
// The import worker runs in its own thread from a file beside the server bundle (parse-file.ts).
await build({
  ...common,
  entryPoints: { 'sheet-worker': path.join(here, 'src/modules/knowledge/import/sheet-worker.compiled.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  format: 'esm',
});
console.log(`api: built ${path.relative(process.cwd(), outdir) || 'dist'}/server.js and sheet-worker.mjs`);
