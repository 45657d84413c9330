/**
 * The preload hints of a prerendered page (shell/scripts/prerender.mjs writes them as
 * `<script type="application/json" data-remote-preload>`: the shell's chunks, the remote, the
 * manifest address the page was drawn from, and the remote's files it fetched). The shell's chunks
 * become <link rel="preload"> at once; the remote's only if the runtime config still sends that
 * remote to that manifest: a host that moved the remote, or a
 * staff shell that does not deploy it (`onlyListedRemotes`), must not fetch the build's copy
 * (docs/architecture.md §3). Runs from main.js, before the shell's shared chunks are in, so the
 * remote's files load beside them.
 */
interface RemoteHints {
  /** The shell's own chunks the page fetched (always preloaded). */
  shell?: string[];
  remote: string;
  manifest: string;
  files: string[];
  /** The live page made an Intl formatter while drawing (the pricing page's figures). */
  intl?: boolean;
  /** The remote's islands script (its dist/islands.js), when the page has islands of the remote. */
  islands?: string;
}

interface ConfigShape {
  apiUrl?: unknown;
  remotes?: Record<string, unknown>;
  onlyListedRemotes?: unknown;
}

/** Where the shell will look for `remote` under this config (null: not deployed here). */
function manifestOf(config: ConfigShape | null, remote: string, fallback: string): string | null {
  if (!config || typeof config !== 'object') return fallback;
  const listed = config.remotes && typeof config.remotes === 'object' ? config.remotes[remote] : undefined;
  if (typeof listed === 'string') return listed;
  return config.onlyListedRemotes === true ? null : fallback;
}

function readHints(doc: Document): RemoteHints | null {
  const node = doc.querySelector('script[type="application/json"][data-remote-preload]');
  if (!node?.textContent) return null;
  try {
    const hints = JSON.parse(node.textContent) as RemoteHints;
    return typeof hints.remote === 'string' && typeof hints.manifest === 'string' && Array.isArray(hints.files)
      ? hints
      : null;
  } catch {
    return null;
  }
}

/** The runtime config's answer, or null: as fetchRuntimeConfig, an unreadable file means the default locations. */
async function readConfig(config: Promise<Response>): Promise<ConfigShape | null> {
  try {
    const response = await config;
    return response.ok ? ((await response.json()) as ConfigShape) : null;
  } catch {
    return null;
  }
}

/**
 * Where the runtime config sends the remote the page was drawn from: where the build put it
 * ('drawn', the page's islands and preloads are its files), somewhere else ('moved'), or nowhere:
 * a staff shell that does not deploy it (`onlyListedRemotes`, 'absent'). Null on a page with no hints.
 */
export async function pageRemoteDeployment(
  doc: Document,
  config: Promise<Response>,
): Promise<'drawn' | 'moved' | 'absent' | null> {
  const hints = readHints(doc);
  if (!hints) return null;
  const manifest = manifestOf(await readConfig(config), hints.remote, hints.manifest);
  if (manifest === null) return 'absent';
  return manifest === hints.manifest ? 'drawn' : 'moved';
}

/** The API's address the runtime config names ('' : the page's origin), as the live app's start reads it. */
export async function runtimeApiUrl(config: Promise<Response>): Promise<string> {
  const apiUrl = (await readConfig(config))?.apiUrl;
  return typeof apiUrl === 'string' ? apiUrl : '';
}

/**
 * Whether the live app made an Intl formatter when the prerender step drew this page: then the
 * take-over initialises ICU's data in a worker first (features/take-over/model/warm-intl.ts).
 */
export function pageUsesIntl(doc: Document): boolean {
  return readHints(doc)?.intl === true;
}

/** The islands script of `owner` for this page (the page's remote's, where it has islands), or null. */
export function islandsScriptOf(doc: Document, owner: string): string | null {
  const hints = readHints(doc);
  return hints?.remote === owner && typeof hints.islands === 'string' ? hints.islands : null;
}

/** Whether this document is a prerendered page (it carries the hints shell/scripts/prerender.mjs writes). */
export function isPrerendered(doc: Document): boolean {
  return doc.querySelector('script[type="application/json"][data-remote-preload]') !== null;
}

/**
 * Runs `start` once the page has painted what its HTML holds: after the next animation frame (a
 * task queued from it runs after that frame's paint), or after `fallbackMs` if no frame comes (a
 * tab opened in the background gets none until it is shown). Requests made from `start` then
 * begin after the largest paint, not before it.
 */
export function afterFirstPaint(
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'>,
  start: () => void,
  fallbackMs = 100,
) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
  win.setTimeout(once, fallbackMs);
}

/**
 * How many preloads are added in one task. Each starts a request, and a CPU profile of the take-over
 * at 4x (2026-11-28) put 7-26 ms in each append: four in one task made a 29-105 ms task. One per
 * task took the median longest task of `/ua` on Chromium 156 from 124 to 84 ms (README, Measured).
 */
export const PRELOADS_PER_TASK = 1;

/**
 * Adds the page's preloads, PRELOADS_PER_TASK at a time with `pause` (a yield to the browser)
 * between two groups, so starting over a dozen requests is no long task (docs/architecture.md §3).
 * `remoteFiles` false: the app starts at another address than the page's (an island's sign-in
 * went on to the inbox), which needs the shell's chunks but not the page's remote.
 */
export async function preloadPrerenderedRemote(
  doc: Document,
  config: Promise<Response>,
  pause: () => Promise<void> = () => Promise.resolve(),
  remoteFiles = true,
): Promise<void> {
  const hints = readHints(doc);
  if (!hints) return;
  let added = 0;
  const add = async (href: string, as: 'fetch' | 'script') => {
    if (added > 0 && added % PRELOADS_PER_TASK === 0) await pause();
    added += 1;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.setAttribute('as', as);
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  };
  for (const file of Array.isArray(hints.shell) ? hints.shell : []) {
    if (typeof file === 'string') await add(file, 'script');
  }
  if (!remoteFiles || manifestOf(await readConfig(config), hints.remote, hints.manifest) !== hints.manifest) return;
  await add(hints.manifest, 'fetch');
  for (const file of hints.files) await add(file, 'script');
}
