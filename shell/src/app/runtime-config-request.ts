/** Where the shell reads its runtime config (README "Architecture"). */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/**
 * Where the page's one request is kept: on the window, so a prerendered page's loader
 * (public-page.js, a bundle of its own) and main.js, which it may load later, share it.
 */
const REQUEST_KEY = '__vitrinaRuntimeConfig';

/**
 * The page's one request of /runtime-config.json, started by whichever script asks first (a
 * prerendered page's loader, or main.js: index.ts) and read by the loader, the prerendered page's
 * remote hints and the bootstrap: each caller gets its own copy of the answer. A plain GET, so it
 * takes the <link rel="preload"> in the HTML.
 */
export function requestRuntimeConfig(): Promise<Response> {
  const win = window as { [REQUEST_KEY]?: Promise<Response> };
  win[REQUEST_KEY] ??= fetch(RUNTIME_CONFIG_URL);
  return win[REQUEST_KEY].then((response) => response.clone());
}
