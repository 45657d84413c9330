/**
 * The preload hints of a prerendered page's remote (shell/scripts/prerender.mjs writes them as
 * `<script type="application/json" data-remote-preload>`: the remote, the manifest address the
 * page was drawn from, and the remote's files it fetched). They become <link rel="preload"> only if
 * the runtime config still sends that remote to that manifest: a host that moved the remote, or a
 * staff shell that does not deploy it (`onlyListedRemotes`), must not fetch the build's copy
 * (docs/architecture.md §3). Runs from main.js, before the shell's shared chunks are in, so the
 * remote's files load beside them.
 */
interface RemoteHints {
  remote: string;
  manifest: string;
  files: string[];
}

interface ConfigShape {
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

export async function preloadPrerenderedRemote(doc: Document, config: Promise<Response>): Promise<void> {
  const hints = readHints(doc);
  if (!hints) return;
  // As fetchRuntimeConfig: an unreadable file means the default locations.
  let parsed: ConfigShape | null;
  try {
    const response = await config;
    parsed = response.ok ? ((await response.json()) as ConfigShape) : null;
  } catch {
    parsed = null;
  }
  if (manifestOf(parsed, hints.remote, hints.manifest) !== hints.manifest) return;
  const add = (href: string, as: 'fetch' | 'script') => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.setAttribute('as', as);
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  };
  add(hints.manifest, 'fetch');
  for (const file of hints.files) add(file, 'script');
}
