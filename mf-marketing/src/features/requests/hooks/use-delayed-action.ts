import { useCallback, useEffect, useRef } from 'react';

/** Runs a callback after a delay; anything pending is dropped on unmount. */
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
