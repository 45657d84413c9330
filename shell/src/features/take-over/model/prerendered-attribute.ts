/**
 * Marks a prerendered page's markup (its value: the page's path) and its inlined CSS
 * (shell/scripts/snapshot-page.mjs writes both; docs/architecture.md §3).
 */
export const PRERENDERED = 'data-prerendered';
