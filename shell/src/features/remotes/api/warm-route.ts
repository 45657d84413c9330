import { APP_EXPOSE } from '@vitrina/shared/remotes';
import { loadLifecycles } from './load-lifecycles';
import { isRemoteDeployed } from '../model/deployed-remotes';

/**
 * Starts loading the remote a route needs (manifest, remoteEntry, exposed chunks) while the
 * shell itself is still rendering, instead of after: the page's remote arrives one round trip
 * sooner. The runtime caches the module, so the outlet's own load reuses this one; a failure
 * here is left to the outlet, which shows the fallback.
 */
export function warmRemote(remote: string | null): void {
  if (!remote || !isRemoteDeployed(remote)) return;
  loadLifecycles(remote, APP_EXPOSE).catch(() => undefined);
}
