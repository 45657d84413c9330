import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Section anchors of the marketing pages (docs/product.md §3.1, §3.2). */
export const SCROLL_TARGETS = ['social', 'solutions', 'booking'] as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls an element into view: smoothly, unless the user asked for reduced motion. */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * When the URL's hash names one of the sections, scroll it smoothly into view: on open and on
 * every navigation (the location key changes even when the same link is followed twice).
 * Returns whether a section hash is present, so a page can skip its own scroll-to-top.
 */
export function useHashScroll(): boolean {
  const { hash, key } = useLocation();
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  const known = (SCROLL_TARGETS as readonly string[]).includes(target);
  useEffect(() => {
    if (known) scrollToId(target);
  }, [known, target, key]);
  return known;
}
