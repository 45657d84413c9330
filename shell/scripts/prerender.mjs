/* global document, window */
// Prerendering (README "Public pages", docs/architecture.md §3): after the shell and the remotes
// are built, every public page (`prerenderedPages()` of @vitrina/shared/page-head) is loaded from
// the built tree in headless Chromium, and once the live app has settled on it, its markup, head
// and CSS are written to shell/dist/<path>/index.html (snapshot-page.mjs). The API's static plugin
// and nginx answer each such path with its file; every other path still gets the SPA shell.
//
// Why a browser and not react-dom/server: a page is the shell's chrome plus a remote mounted as a
// single-spa parcel through Module Federation, with CSS injected by style-loader. Rendering that
// in Node would need the federation runtime, every remote's code and the CSS modules outside
// webpack. The browser runs the very bundles that ship, so the HTML is what the live app draws
// (the take-over in shell/src/features/take-over depends on that).
//
// Usage: node shell/scripts/prerender.mjs   (root `npm run build` and the stale-build step of
// `npm start`, the e2e runner and the bench run it: scripts/frontends.mjs)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { serveBuilt } from './serve-built.mjs';
import { snapshotPage } from './snapshot-page.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
/** Lists the pages written (path, file, remote): deploy/publish.mts reads it; its age tells staleness. */
export const MANIFEST = path.join(SHELL_DIST, 'prerendered.json');

const book = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/address-book/remotes.json'), 'utf8'));
const FOLDERS = Object.values(book.remotes).map((remote) => remote.folder);

/** The live app has settled: the page's remote is mounted and nothing says aria-busy (take-over's rule). */
function settled() {
  const root = document.getElementById('root');
  return (
    root.querySelector('[data-remote][data-status="mounted"]') !== null &&
    root.querySelector('[aria-busy="true"]') === null &&
    root.querySelector('h1') !== null
  );
}

/**
 * Before the page's scripts: notes whether the page makes an Intl number or date formatter (the
 * app makes them through @vitrina/shared/intl). A string, run as the page's own script.
 */
const WATCH_INTL = `for (const name of ['NumberFormat', 'DateTimeFormat']) {
  const made = () => { window.__vitrinaMadeIntlFormatter = true; };
  Intl[name] = new Proxy(Intl[name], {
    construct(target, args) { made(); return Reflect.construct(target, args); },
    apply(target, self, args) { made(); return Reflect.apply(target, self, args); },
  });
}`;

/**
 * The preload hints of a page (README "Public pages"): what the live app fetched to draw it, in the
 * order it asked. Addresses the page already names, main.js and runtime-config.json are left out.
 * They are written as data, a `<script type="application/json" data-remote-preload>`, not as
 * `<link rel="preload">`: main.js turns them into preloads once the page has painted from its HTML
 * (shell/src/features/remotes/model/prerendered-remote-hints.ts). Preload links in the head start
 * every chunk before the first paint, and Lighthouse's simulated slow network then counts them
 * against the largest paint (the prerendered hero, which needs none of them): 2.2 s instead of
 * ~1 s. The data holds:
 * - `shell`: the shell's own files (its shared chunks; classic scripts, webpack's JSONP chunks,
 *   hence `as="script"`, not modulepreload), always preloaded;
 * - `remote`, `manifest`, `files`: the remote's manifest and files, preloaded only if the runtime
 *   config still sends the remote to that manifest: a host that moved the remote, or a staff shell
 *   without it, must not fetch the build's copy;
 * - `intl`: the live page made an Intl formatter while drawing (watched by WATCH_INTL), so the
 *   take-over first initialises ICU's data in a worker (shell/src/features/take-over/model/warm-intl.ts).
 * - `islands`: the remote's islands script (dist/islands.js, beside its manifest), named only when
 *   the page has islands of that remote: the page's loader hydrates them with it
 *   (shell/src/features/take-over/model/islands.ts); deploy/publish.mts moves it with the remote.
 */
export function withPreloadHints(html, urls, { remote, manifest, intl = false, islands }) {
  const shell = [];
  const files = [];
  const remoteBase = manifest.slice(0, manifest.lastIndexOf('/') + 1);
  for (const url of new Set(urls)) {
    // main.js: the page's loader adds it (public-page.ts) and the take-over's preloads come after it.
    if (html.includes(`"${url}"`) || url === manifest || url === '/main.js') continue;
    if (url.startsWith(remoteBase) && url.endsWith('.js')) files.push(url);
    else if (!url.startsWith('/remotes/') && url.endsWith('.js')) shell.push(url);
  }
  // Only where the page has islands of its remote (data-island="<remote>:…").
  const ownIslands = islands && html.includes(`data-island="${remote}:`) ? islands : undefined;
  const data = JSON.stringify({ shell, remote, manifest, files, intl, islands: ownIslands }).replace(/</g, '\\u003c');
  const links = `<script type="application/json" data-remote-preload>${data}</script>`;
  const at = html.indexOf('</head>');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/**
 * The CSS classes a remote's islands may render (its islands script and chunks name them, as the
 * live app's builds do: tools/webpack/create-islands-config.cjs): the inlined CSS keeps their rules
 * though the prerendered page does not show them yet (snapshot-page.mjs).
 */
function islandClasses(remote) {
  const dist = path.join(ROOT, book.remotes[remote].folder, 'dist');
  const files = [path.join(dist, 'islands.js')];
  if (existsSync(path.join(dist, 'islands'))) {
    for (const file of readdirSync(path.join(dist, 'islands')))
      if (file.endsWith('.js')) files.push(path.join(dist, 'islands', file));
  }
  const names = new Set();
  const prefixes = [book.host.name, remote].join('|');
  for (const file of files.filter((f) => existsSync(f))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(new RegExp(`"((?:${prefixes})_[\\w-]{6})"`, 'g')))
      names.add(name);
  }
  return [...names];
}

/** Whether the pages must be written again: none yet, or a bundle (or this step) changed after them. */
export function isPrerenderStale() {
  if (!existsSync(MANIFEST)) return true;
  const written = statSync(MANIFEST).mtimeMs;
  const markers = [
    path.join(SHELL_DIST, 'index.html'),
    ...FOLDERS.map((f) => path.join(ROOT, f, 'dist/mf-manifest.json')),
    ...readdirSync(HERE).map((f) => path.join(HERE, f)),
  ];
  return markers.some((marker) => existsSync(marker) && statSync(marker).mtimeMs > written);
}

/** Removes the pages a previous run wrote: a failed run must not leave pages older than the bundles. */
function removePrevious() {
  if (!existsSync(MANIFEST)) return;
  const { pages } = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  for (const page of pages) rmSync(path.join(SHELL_DIST, page.file), { force: true });
  rmSync(MANIFEST, { force: true });
}

export async function prerender({ log = console.log } = {}) {
  if (!existsSync(path.join(SHELL_DIST, 'index.html'))) throw new Error('prerender: shell/dist is not built');
  const started = Date.now();
  removePrevious();
  const { prerenderedPages } = await tsImport('@vitrina/shared/page-head', import.meta.url);
  const { launchBrowser, DESKTOP } = await tsImport('../../e2e/support/browser.ts', import.meta.url);
  // A page whose remote is not built has nothing to draw: it stays on the SPA shell.
  const pages = prerenderedPages().filter((page) =>
    existsSync(path.join(ROOT, book.remotes[page.remote].folder, 'dist/mf-manifest.json')),
  );
  const server = await serveBuilt({ root: ROOT, folders: FOLDERS });
  const template = server.template();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...DESKTOP, locale: 'uk-UA' });
    await context.addInitScript(WATCH_INTL);
    const written = [];
    for (const entry of pages) {
      const tab = await context.newPage();
      const errors = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      // What the page fetched, in order; a worker's script is left out: a preload `as="script"`
      // does not serve a worker, which would fetch it a second time.
      const fetched = [];
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== server.origin) return;
        fetched.push(
          request.allHeaders().then((headers) => (headers['sec-fetch-dest'] === 'worker' ? null : url.pathname)),
        );
      });
      await tab.goto(`${server.origin}${entry.path}`, { waitUntil: 'networkidle' });
      await tab.waitForFunction(settled, undefined, { timeout: 30_000 });
      await tab.evaluate(() => document.fonts.ready);
      if (errors.length > 0) throw new Error(`prerender ${entry.path}: ${errors.join('; ')}`);
      const manifest = book.manifestUrl.replace('{folder}', book.remotes[entry.remote].folder);
      const urls = (await Promise.all(fetched)).filter((url) => url !== null);
      const intl = await tab.evaluate(() => window.__vitrinaMadeIntlFormatter === true);
      const classes = islandClasses(entry.remote);
      const html = withPreloadHints(await tab.evaluate(snapshotPage, { template, islandClasses: classes }), urls, {
        remote: entry.remote,
        manifest,
        intl,
        islands: existsSync(path.join(ROOT, book.remotes[entry.remote].folder, 'dist/islands.js'))
          ? manifest.replace(/mf-manifest\.json$/, 'islands.js')
          : undefined,
      });
      if (html.includes(server.origin)) throw new Error(`prerender ${entry.path}: the markup names the build's server`);
      const file = path.join(SHELL_DIST, entry.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      written.push(entry);
      await tab.close();
    }
    writeFileSync(MANIFEST, `${JSON.stringify({ pages: written }, null, 2)}\n`);
    log(`  prerendered ${written.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return written;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await prerender();
}
