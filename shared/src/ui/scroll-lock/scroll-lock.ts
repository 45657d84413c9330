import { useEffect } from 'react';

/**
 * Body scroll lock shared by every menu and modal on the page (docs/product.md §3.1: scrolling is locked
 * while the menu or any modal is open). Counted, so nested or simultaneous locks work: the page
 * scrolls again only when the last holder releases.
 */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const body = document.body;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout still when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/** How many holders lock the page now (for tests and debugging). */
export function scrollLockCount(): number {
  return holders;
}

/** Locks body scrolling while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
