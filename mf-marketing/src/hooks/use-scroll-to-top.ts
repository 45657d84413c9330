import { useEffect } from 'react';

/** Scrolls the window to the top when the page opens (unless told not to, e.g. for an anchor). */
export function useScrollToTop(enabled = true): void {
  useEffect(() => {
    if (enabled) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
