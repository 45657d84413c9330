// /runtime-config.json, served beside the shell: the API and websocket addresses and where each
// remote's manifest lives. Editing it switches a remote without rebuilding the shell.
import { configure, setRemoteModuleLoader } from '@vitrina/shared';
import { loadRemoteModule, registerRemoteEntries } from '../features/remotes/api/federation';
import { isRemoteDeployed, setDeployedRemotes } from '../features/remotes/model/deployed-remotes';
import { defaultManifestUrl, REMOTE_NAMES } from '@vitrina/shared/remotes';

import { RUNTIME_CONFIG_URL, requestRuntimeConfig } from './runtime-config-request';

export { RUNTIME_CONFIG_URL };

export interface ShellRuntimeConfig {
  apiUrl: string;
  wsUrl: string;
  /** Remote name -> manifest (or remoteEntry.js) URL. */
  remotes: Record<string, string>;
  /**
   * true: `remotes` is the whole list of what this deployment serves (a staff shell with only
   * mf-debug and mf-auth); false (default): a remote left out is at its default location.
   */
  onlyListedRemotes: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the file's shape: `apiUrl` and `wsUrl` strings (default ''), `remotes` an object of
 * non-empty strings (default {}), `onlyListedRemotes` a boolean (default false). Checked by hand, not with zod: the shell would otherwise load
 * zod (~25 KB gzip) on every page for this one check.
 */
function parseRuntimeConfig(value: unknown): ShellRuntimeConfig {
  if (!isRecord(value)) throw new TypeError('the runtime config is not an object');
  const { apiUrl = '', wsUrl = '', remotes = {}, onlyListedRemotes = false } = value;
  if (typeof apiUrl !== 'string') throw new TypeError('apiUrl is not a string');
  if (typeof onlyListedRemotes !== 'boolean') throw new TypeError('onlyListedRemotes is not a boolean');
  if (typeof wsUrl !== 'string') throw new TypeError('wsUrl is not a string');
  if (!isRecord(remotes)) throw new TypeError('remotes is not an object');
  for (const [name, entry] of Object.entries(remotes)) {
    if (typeof entry !== 'string' || entry === '') throw new TypeError(`remotes.${name} is not a URL`);
  }
  return { apiUrl, wsUrl, remotes: remotes as Record<string, string>, onlyListedRemotes };
}

/** `fetchImpl` defaults to the page's one request of the file (runtime-config-request.ts). */
export async function fetchRuntimeConfig(
  fetchImpl: (url: string) => Promise<Response> = requestRuntimeConfig,
): Promise<ShellRuntimeConfig> {
  const defaults = Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultManifestUrl(name)]));
  try {
    // A plain GET, so it reuses the <link rel="preload"> in index.html (the server answers it
    // with Cache-Control: no-cache, so an edited file is seen on the next load).
    const response = await fetchImpl(RUNTIME_CONFIG_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
    return config.onlyListedRemotes ? config : { ...config, remotes: { ...defaults, ...config.remotes } };
  } catch (error) {
    console.warn(`[shell] ${RUNTIME_CONFIG_URL} could not be read; using the default remote locations`, error);
    return { apiUrl: '', wsUrl: '', remotes: defaults, onlyListedRemotes: false };
  }
}

/** Points the API client and the federation runtime at what the config names. */
export function applyRuntimeConfig(config: ShellRuntimeConfig): void {
  configure({ apiUrl: config.apiUrl, wsUrl: config.wsUrl });
  registerRemoteEntries(config.remotes);
  setDeployedRemotes(config.onlyListedRemotes ? Object.keys(config.remotes) : null);
  // Remotes load each other's exposes through the shell's runtime (mf-settings: mf_marketing/pricing).
  setRemoteModuleLoader((remote, expose) =>
    isRemoteDeployed(remote)
      ? loadRemoteModule(remote, expose)
      : Promise.reject(new Error(`${remote} is not deployed here (runtime-config.json)`)),
  );
}
