const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins one local server answers at: `origin` itself and, when its host is a loopback name,
 * the same scheme and port under the other loopback names (`http://localhost:8080` and
 * `http://127.0.0.1:8080` are one server, but two origins to a browser's CSP).
 */
export function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}
