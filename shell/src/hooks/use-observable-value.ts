import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** The current value of a store: its observable for changes, its getter for the value. */
export function useObservableValue<T>(changes$: Observable<unknown>, get: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = changes$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [changes$],
  );
  return useSyncExternalStore(subscribe, get, get);
}
