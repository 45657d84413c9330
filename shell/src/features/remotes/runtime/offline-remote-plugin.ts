// Module Federation runtime plugin of the host (wired in tools/webpack/create-config.cjs):
// a remote that cannot be loaded (server down, 404, script error) never rejects loadRemote(),
// so one remote down never blocks start-up; the outlet sees the offline mark and shows its fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createOfflineModule } from './offline-module';

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrina-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (manifest, shared) treat a returned value as their own data:
      // let them fail, and answer once the failure reaches the module load itself.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] remote module "${id}" could not be loaded`, error);
      return createOfflineModule(id, error);
    },
  };
}
