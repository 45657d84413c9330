import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now; re-renders when it changes (false where unsupported). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => mediaQueryList(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** Breakpoints of docs/product.md §5: 1023 px (max width) for the app shell (the public pages' 768 px is CSS only). */
export const MEDIA = {
  appMobile: '(max-width: 1023px)',
} as const;
