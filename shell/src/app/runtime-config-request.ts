/** Where the shell reads its runtime config (README "Architecture"). */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

let request: Promise<Response> | null = null;

/**
 * The page's one request of /runtime-config.json, started by main.js (index.ts) and read by both
 * the prerendered page's remote hints and the bootstrap: each caller gets its own copy of the
 * answer. A plain GET, so it takes the <link rel="preload"> in the HTML.
 */
export function requestRuntimeConfig(): Promise<Response> {
  request ??= fetch(RUNTIME_CONFIG_URL);
  return request.then((response) => response.clone());
}
