// The front-end packages and a "build what is missing or stale" step shared by
// `npm start` and the e2e runner.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The shell and every remote, from the address book (shared/src/address-book/remotes.json). */
const book = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/address-book/remotes.json'), 'utf8'));
export const FRONTENDS = [book.host.folder, ...Object.values(book.remotes).map((remote) => remote.folder)];

/** Inputs every front-end build depends on besides its own folder. */
const COMMON_INPUTS = ['shared/src', 'tools/webpack', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The file a finished build leaves last; its age tells whether sources changed since. */
function buildMarker(pkg) {
  return path.join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
}

export function isStale(pkg) {
  const marker = buildMarker(pkg);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const inputs = ['src', 'public', 'webpack.config.cjs', 'package.json'].map((p) => path.join(ROOT, pkg, p));
  const sources = Math.max(...[...inputs, ...COMMON_INPUTS.map((p) => path.join(ROOT, p))].map(newestMtime));
  return sources > built;
}

function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${cmd} ${args.join(' ')} in ${cwd} failed:\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * Builds the stale front-end packages, two at a time (machines here have 2 cores), then writes the
 * prerendered public pages again when a bundle changed since (shell/scripts/prerender.mjs, README
 * "Public pages").
 */
export async function buildFrontends({ force = false, log = console.log } = {}) {
  await buildBundles({ force, log });
  const { isPrerenderStale, prerender } = await import('../shell/scripts/prerender.mjs');
  if (!force && !isPrerenderStale()) return;
  try {
    await prerender({ log });
  } catch (error) {
    // No browser here (a platform without the lockfile's Chromium and no CHROME_PATH): every page
    // is served by the SPA shell, as before prerendering. The root `npm run build` fails instead.
    log(`front end: public pages not prerendered, the SPA shell serves them (${error.message.split('\n')[0]})`);
  }
}

async function buildBundles({ force, log }) {
  const todo = FRONTENDS.filter((pkg) => force || isStale(pkg));
  if (todo.length === 0) {
    log('front end: all bundles up to date');
    return;
  }
  log(`front end: building ${todo.join(', ')} (webpack on node ${process.version})`);
  const queue = [...todo];
  const worker = async () => {
    while (queue.length) {
      const pkg = queue.shift();
      const started = Date.now();
      await run(
        process.execPath,
        [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
        path.join(ROOT, pkg),
      );
      // webpack leaves an output file alone when its content is the same (compareBeforeEmit): mark
      // the build as done now, else a source change with the same output stays stale for ever.
      const now = new Date();
      if (existsSync(buildMarker(pkg))) utimesSync(buildMarker(pkg), now, now);
      log(`  built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
}
