/**
 * A remote's way to another remote's expose (mf-settings loads mf_marketing's `./pricing`). The
 * shell owns the federation runtime and installs its loader here at start; @vitrina/shared is a
 * singleton, so every remote sees the same loader. A remote running standalone has none: the call
 * rejects and the caller shows its fallback.
 */
export type RemoteModuleLoader = (remote: string, expose: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

export function setRemoteModuleLoader(next: RemoteModuleLoader | null): void {
  loader = next;
}

export function loadRemoteExpose(remote: string, expose: string): Promise<unknown> {
  if (!loader) return Promise.reject(new Error(`no federation host to load ${remote}/${expose}`));
  return loader(remote, expose);
}
