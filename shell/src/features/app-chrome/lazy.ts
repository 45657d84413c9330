import { lazy } from 'react';

let chrome: Promise<typeof import('./components/SignedInChrome')> | null = null;

/**
 * The signed-in chrome's code (side menu, current user, react-query and the page's query cache):
 * a chunk of its own, fetched when a signed-in page is entered (or earlier, from main, when the
 * first address is one), never by a public page (docs/architecture.md §4).
 */
export function loadSignedInChrome() {
  // A failed fetch is not kept: the next signed-in render tries again.
  chrome ??= import(/* webpackChunkName: "app-chrome" */ './components/SignedInChrome').catch((error: unknown) => {
    chrome = null;
    throw error;
  });
  return chrome;
}

export const LazySignedInChrome = lazy(loadSignedInChrome);
