// The remotes of the platform, read from remotes.json: the one list that the shell, the webpack
// factory (tools/webpack, CommonJS: it requires the JSON itself), `npm start` and the runtime
// config use. A remote's key is its federation name (a JS identifier); the folder keeps hyphens.
import book from './remotes.json';

export type RemoteName = keyof typeof book.remotes;

export interface RemoteEntry {
  /** Federation name, e.g. 'mf_auth'. */
  name: RemoteName;
  /** Package folder at the repository root, e.g. 'mf-auth' (package @vitrina/<folder>). */
  folder: string;
  /** Port of `npm run dev` (standalone development). */
  port: number;
  /** Exposed modules: `./<expose>` is `src/exposes/<expose>.ts(x)`; every remote exposes `app`. */
  exposes: readonly string[];
}

export const REMOTES: readonly RemoteEntry[] = Object.entries(book.remotes).map(([name, entry]) => ({
  name: name as RemoteName,
  ...entry,
}));

export const REMOTE_NAMES = REMOTES.map((remote) => remote.name);

/** The shell (federation host). */
export const HOST = book.host;

export function remoteByName(name: RemoteName): RemoteEntry {
  const remote = REMOTES.find((entry) => entry.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return remote;
}

/** Where the server (and any static host laid out alike) serves a remote's manifest. */
export function defaultManifestUrl(name: RemoteName): string {
  return book.manifestUrl.replace('{folder}', remoteByName(name).folder);
}

/** The expose the shell mounts for a remote's routes (single-spa lifecycles). */
export const APP_EXPOSE = 'app';
/** mf-auth's welcome form for a new user: single-spa lifecycles taking `{ onClose }`. */
export const NEW_USER_MODAL_EXPOSE = 'new-user-modal';
