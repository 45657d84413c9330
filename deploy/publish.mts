// Lays out the built front end as a static host serves it (docs/deploy.md):
//   <dest>/                              the shell's dist (index.html, its chunks, prerendered pages)
//   <dest>/remotes/<folder>/<version>/   each remote's dist, under its package.json version
//   <dest>/runtime-config.json           the shell's config, pointing each remote at its version
// A version already published is left as it is (hashed chunks of the old and new versions live
// side by side; a deploy never rewrites a file a browser may have cached).
// Usage: node deploy/publish.mts <dest> [--only mf-auth,mf-debug]   (after `npm run build`; Node 24
// runs TypeScript as is). With --only, just those remotes are published and the runtime config says
// `onlyListedRemotes`: the other routes show 'not deployed here' (the staff shell, docs/deploy.md).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const book = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/address-book/remotes.json'), 'utf8'));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const readJson = (file: string): any => JSON.parse(readFileSync(file, 'utf8'));

/** Publishes into `dest` (every remote, or the folders in `only`); returns the runtime config written. */
export function publish(
  dest: string,
  { only }: { only?: readonly string[] } = {},
): { remotes: Record<string, string>; onlyListedRemotes?: boolean } {
  const remotes = Object.entries(book.remotes as Record<string, { folder: string }>);
  const unknown = only?.filter((folder) => !remotes.some(([, remote]) => remote.folder === folder)) ?? [];
  if (unknown.length > 0) throw new Error(`not remotes of the address book: ${unknown.join(', ')}`);
  const shellDist = path.join(ROOT, book.host.folder, 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) throw new Error('shell/dist is missing: run `npm run build`');
  mkdirSync(dest, { recursive: true });
  cpSync(shellDist, dest, { recursive: true, filter: (src) => !src.endsWith('.map') });
  const config = readJson(path.join(shellDist, 'runtime-config.json'));
  if (only) {
    config.remotes = {};
    config.onlyListedRemotes = true;
  }
  for (const [name, remote] of remotes) {
    if (only && !only.includes(remote.folder)) continue;
    const dist = path.join(ROOT, remote.folder, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${remote.folder}/dist is missing`);
    const { version } = readJson(path.join(ROOT, remote.folder, 'package.json'));
    const target = path.join(dest, 'remotes', remote.folder, version);
    if (!existsSync(target)) cpSync(dist, target, { recursive: true, filter: (src) => !src.endsWith('.map') });
    config.remotes[name] = `/remotes/${remote.folder}/${version}/mf-manifest.json`;
  }
  publishPrerenderedPages(dest, shellDist, remotes, config.remotes);
  writeFileSync(path.join(dest, 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

/**
 * The prerendered pages (README "Public pages", shell/dist/prerendered.json) came over with the
 * shell. A page whose remote is published points at that remote's version (its markup may name the
 * remote's assets, built as /remotes/<folder>/…); a page whose remote is not published is removed,
 * so its path gets the shell, which says 'not deployed here' (docs/deploy.md §4).
 */
function publishPrerenderedPages(
  dest: string,
  shellDist: string,
  remotes: [string, { folder: string }][],
  published: Record<string, string>,
): void {
  const manifest = path.join(shellDist, 'prerendered.json');
  if (!existsSync(manifest)) return;
  const { pages } = readJson(manifest) as { pages: { path: string; file: string; remote: string }[] };
  const kept = [];
  for (const page of pages) {
    const file = path.join(dest, page.file);
    const folder = remotes.find(([name]) => name === page.remote)?.[1].folder;
    const manifestUrl = published[page.remote];
    if (!folder || !manifestUrl) {
      rmSync(file, { force: true });
      continue;
    }
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    writeFileSync(file, readFileSync(file, 'utf8').split(`/remotes/${folder}/`).join(base));
    kept.push(page);
  }
  writeFileSync(path.join(dest, 'prerendered.json'), `${JSON.stringify({ pages: kept }, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dest, flag, list] = process.argv.slice(2);
  if (!dest || (flag !== undefined && (flag !== '--only' || !list))) {
    console.error('usage: node deploy/publish.mts <dest> [--only mf-auth,mf-debug]');
    process.exit(1);
  }
  const config = publish(path.resolve(dest), { only: list?.split(',') });
  console.log(`published to ${dest}:\n${JSON.stringify(config.remotes, null, 2)}`);
}
