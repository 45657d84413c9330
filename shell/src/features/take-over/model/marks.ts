/**
 * Performance marks of a prerendered page's take-over (docs/architecture.md §3), read by the
 * bench (bench/take-over.ts): when the live app began to load, and when it replaced the page.
 */
export const TAKE_OVER_STARTED = 'vitrina:take-over-start';
export const TAKE_OVER_DONE = 'vitrina:take-over-done';

/** Sets a mark where the page has the User Timing API (jsdom has not). */
export function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}
