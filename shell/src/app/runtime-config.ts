// /runtime-config.json, served beside the shell: the API and websocket addresses and where each
// remote's manifest lives. Editing it switches a remote without rebuilding the shell.
import { z } from 'zod';
import { configure } from '@vitrina/shared';
import { registerRemoteEntries } from '../features/remotes/api/federation';
import { REMOTE_NAMES, type RemoteName } from './routes';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

const runtimeConfigSchema = z.object({
  apiUrl: z.string().default(''),
  wsUrl: z.string().default(''),
  remotes: z.record(z.string(), z.string().min(1)).default({}),
});

export type ShellRuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Where remotes live when the config cannot be read: the layout the server uses (/remotes/<folder>/). */
export function defaultRemoteEntry(remote: RemoteName): string {
  return `/remotes/${remote.replace(/_/g, '-')}/mf-manifest.json`;
}

export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<ShellRuntimeConfig> {
  const defaults = Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultRemoteEntry(name)]));
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config = runtimeConfigSchema.parse(await response.json());
    return { ...config, remotes: { ...defaults, ...config.remotes } };
  } catch (error) {
    console.warn(`[shell] ${RUNTIME_CONFIG_URL} could not be read; using the default remote locations`, error);
    return { apiUrl: '', wsUrl: '', remotes: defaults };
  }
}

/** Points the API client and the federation runtime at what the config names. */
export function applyRuntimeConfig(config: ShellRuntimeConfig): void {
  configure({ apiUrl: config.apiUrl, wsUrl: config.wsUrl });
  registerRemoteEntries(config.remotes);
}
