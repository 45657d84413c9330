import { useEffect, useSyncExternalStore } from 'react';
import { setReauthHandler } from '@vitrina/shared';

/**
 * The platform re-login (docs/product.md §7.1): a channel or conversation call refused because the
 * platform token expired (409 with error_code CHANNEL_TOKEN_EXPIRED: the spec's 407, which
 * browsers do not deliver). The API client calls the handler once for all such calls; it asks the
 * user (a popup needs a click to get past blockers) to authorise the current channel again, and
 * resolves true once the new code is registered, so the calls are retried.
 */
type Pending = { resolve: (ok: boolean) => void } | null;

let pending: Pending = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function requestReauth(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    pending = { resolve };
    notify();
  });
}

/** Ends the pending re-login: true retries the calls, false lets them fail with their refusal. */
export function settleReauth(ok: boolean): void {
  const current = pending;
  pending = null;
  notify();
  current?.resolve(ok);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a re-login is asked for. */
export const useReauthPending = () => useSyncExternalStore(subscribe, () => pending !== null);

/** Installs the re-login handler while the inbox is mounted. */
export function useReauthHandler(): void {
  useEffect(() => {
    setReauthHandler(requestReauth);
    return () => {
      setReauthHandler(null);
      settleReauth(false);
    };
  }, []);
}
