/**
 * What loadRemote() gives back when a remote cannot be loaded: single-spa lifecycles that
 * render nothing, marked so the outlet shows its fallback instead of mounting them.
 * Symbol.for keeps the mark recognisable even if this module were bundled twice.
 */
const OFFLINE = Symbol.for('vitrina.offlineRemote');

export interface OfflineModule {
  [OFFLINE]: { id: string; error: unknown };
  bootstrap(): Promise<void>;
  mount(): Promise<void>;
  unmount(): Promise<void>;
}

const noop = () => Promise.resolve();

export function createOfflineModule(id: string, error: unknown): OfflineModule {
  return { [OFFLINE]: { id, error }, bootstrap: noop, mount: noop, unmount: noop };
}

export function isOfflineModule(value: unknown): value is OfflineModule {
  return typeof value === 'object' && value !== null && OFFLINE in value;
}

/** The load error an offline module stands for. */
export function offlineError(value: OfflineModule): unknown {
  return value[OFFLINE].error;
}
