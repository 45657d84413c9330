// The federation runtime behind one small interface: the shell registers remotes from the
// runtime config and loads their exposed modules by name. Tests mock this module.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Remote name -> manifest (or remoteEntry.js) URL, as last registered. */
const entries = new Map<string, string>();

/** Registers (or re-points) remotes; pointing a name at another URL switches that remote. */
export function registerRemoteEntries(remotes: Record<string, string>): void {
  const list = Object.entries(remotes).map(([name, entry]) => ({ name, entry }));
  for (const { name, entry } of list) entries.set(name, entry);
  registerRemotes(list, { force: true });
}

/**
 * Loads `<remote>/<expose>`. With `fresh`, the remote is registered again first, which drops the
 * runtime's cached manifest, entry script and module of a previous (failed) attempt.
 */
export async function loadRemoteModule(remote: string, expose: string, { fresh = false } = {}): Promise<unknown> {
  const entry = entries.get(remote);
  if (fresh && entry) registerRemotes([{ name: remote, entry }], { force: true });
  return loadRemote<unknown>(`${remote}/${expose}`);
}
