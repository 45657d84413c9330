import type { LifeCycles } from 'single-spa';
import { isOfflineModule, offlineError } from '../runtime/offline-module';
import { loadRemoteModule } from './federation';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly id: string,
    readonly reason: unknown,
  ) {
    super(`Remote module ${id} could not be loaded${reason instanceof Error ? `: ${reason.message}` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

type Lifecycle = LifeCycles<Record<string, unknown>>['mount'];

function isLifecycle(value: unknown): value is Lifecycle {
  return typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));
}

/** Loads an exposed module and checks it is single-spa lifecycles (the `./app` contract). */
export async function loadLifecycles(
  remote: string,
  expose: string,
  options: { fresh?: boolean } = {},
): Promise<LifeCycles<Record<string, unknown>>> {
  const id = `${remote}/${expose}`;
  let module: unknown;
  try {
    module = await loadRemoteModule(remote, expose, options);
  } catch (error) {
    throw new RemoteUnavailableError(id, error);
  }
  if (isOfflineModule(module)) throw new RemoteUnavailableError(id, offlineError(module));
  const candidate = module as Partial<Record<'bootstrap' | 'mount' | 'unmount' | 'update', unknown>> | null;
  if (
    !candidate ||
    !isLifecycle(candidate.bootstrap) ||
    !isLifecycle(candidate.mount) ||
    !isLifecycle(candidate.unmount)
  ) {
    throw new RemoteUnavailableError(id, new Error('the module does not export single-spa lifecycles'));
  }
  return {
    bootstrap: candidate.bootstrap,
    mount: candidate.mount,
    unmount: candidate.unmount,
    ...(isLifecycle(candidate.update) ? { update: candidate.update } : {}),
  } as LifeCycles<Record<string, unknown>>;
}
