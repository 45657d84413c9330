// The front-end packages and a "build what is missing or stale" step shared by
// `npm start` and the e2e runner.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The shell and every remote, from the address book (shared/src/address-book/remotes.json). */
const book = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/address-book/remotes.json'), 'utf8'));
export const FRONTENDS = [book.host.folder, ...Object.values(book.remotes).map((remote) => remote.folder)];

/** A package's own inputs, and those every front-end build depends on besides its own folder. */
const OWN_INPUTS = ['src', 'public', 'webpack.config.cjs', 'package.json'];
const COMMON_INPUTS = ['shared/src', 'tools/webpack'];

/** Where the digest of each bundle's inputs is kept, with the build it describes. */
const DIGESTS = 'node_modules/.cache/vitrina-frontends';

/** The file a finished build leaves last (touched when the build ends). */
function buildMarker(pkg, root = ROOT) {
  return path.join(root, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
}

function hashTree(hash, root, target) {
  if (!existsSync(target)) return;
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) {
      if (entry !== 'node_modules' && entry !== 'dist') hashTree(hash, root, path.join(target, entry));
    }
    return;
  }
  hash.update(`${path.relative(root, target)}\0`);
  hash.update(readFileSync(target));
  hash.update('\0');
}

/**
 * The installed dependencies: every package's path, version and integrity in the lockfile. `npm
 * install` rewrites package-lock.json (a new modification time, sometimes a new layout) without
 * changing these.
 */
export function installedVersions(lockfileText) {
  const { packages = {} } = JSON.parse(lockfileText);
  return Object.entries(packages)
    .map(([where, p]) => `${where}@${p.version ?? ''}#${p.integrity ?? p.resolved ?? ''}`)
    .sort()
    .join('\n');
}

/**
 * A digest of what a package's bundle is built from: its sources and configuration, the shared
 * sources and the webpack factory (file names and contents), and the installed dependency versions.
 */
export function inputsDigest(pkg, root = ROOT) {
  const hash = createHash('sha256');
  for (const input of [...OWN_INPUTS.map((p) => path.join(pkg, p)), ...COMMON_INPUTS]) {
    hashTree(hash, root, path.join(root, input));
  }
  const lockfile = path.join(root, 'package-lock.json');
  hash.update(existsSync(lockfile) ? installedVersions(readFileSync(lockfile, 'utf8')) : '');
  return hash.digest('hex');
}

/** Notes that the bundle now in `pkg/dist` was built from the current inputs. */
export function recordBuild(pkg, root = ROOT, digest = inputsDigest(pkg, root)) {
  const file = path.join(root, DIGESTS, `${pkg}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ inputs: digest, built: statSync(buildMarker(pkg, root)).mtimeMs }));
}

/**
 * Stale when there is no bundle, when its inputs' content changed since it was built here (not
 * their modification times: `npm install` touches the lockfile), or when the bundle was built by
 * something else since (`npm run build`).
 */
export function isStale(pkg, root = ROOT) {
  const marker = buildMarker(pkg, root);
  const file = path.join(root, DIGESTS, `${pkg}.json`);
  if (!existsSync(marker) || !existsSync(file)) return true;
  const recorded = JSON.parse(readFileSync(file, 'utf8'));
  return recorded.built !== statSync(marker).mtimeMs || recorded.inputs !== inputsDigest(pkg, root);
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
      // The inputs as the build reads them: a file edited during the build leaves it stale.
      const digest = inputsDigest(pkg);
      await run(
        process.execPath,
        [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
        path.join(ROOT, pkg),
      );
      // webpack leaves an output file alone when its content is the same (compareBeforeEmit): mark
      // the build as done now, else a source change with the same output stays stale for ever.
      const now = new Date();
      if (existsSync(buildMarker(pkg))) {
        utimesSync(buildMarker(pkg), now, now);
        recordBuild(pkg, ROOT, digest);
      }
      log(`  built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Compiles the API to api/dist (api/build.mjs, esbuild: a few seconds, so always): the server the
 * e2e suites, the deployment test and the bench run, as production does.
 */
export function buildApi() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'api/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the API build failed (${result.status ?? result.signal})`);
}
