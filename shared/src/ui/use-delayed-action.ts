import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs callbacks after a delay (e.g. the 3 s step after an auth message, the 5 s close of a form modal). Pending callbacks are
 * dropped when the component unmounts, so nothing navigates from a screen the user left.
 */
export function useDelayedAction(): (action: () => void, ms: number) => void {
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);
  return useCallback((action, ms) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      action();
    }, ms);
    timers.current.add(id);
  }, []);
}
