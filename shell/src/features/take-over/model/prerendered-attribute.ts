/**
 * Marks a prerendered page's markup (its value: the page's path) and its inlined CSS
 * (shell/scripts/snapshot-page.mjs writes both; docs/architecture.md §3).
 */
export const PRERENDERED = 'data-prerendered';

/**
 * Marks a style the live app injected while the page was still the prerendered one: off
 * (`media="not all"`) until the take-over turns it on (tools/webpack/insert-style.cjs).
 */
export const PENDING_STYLE = 'data-take-over-pending';
