/**
 * The push services browsers subscribe with (docs/product.md §9.13): the server posts only to
 * these, so a signed-in caller cannot make it send requests anywhere else. Chrome/Edge/Opera:
 * Firebase Cloud Messaging; Firefox: Mozilla autopush; Edge on Windows: WNS; Safari: Apple.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may post to `endpoint`: https on a known push service's host (or one of
 * `extraHosts`); with `allowLoopback` (development and tests, never production) also http(s) on
 * this machine, where a local push service stands in for the vendor's.
 */
export function acceptedEndpoint(endpoint: string, extraHosts: readonly string[], allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && LOOPBACK.has(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return true;
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return [...PUSH_SERVICE_HOSTS, ...extraHosts].some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}
