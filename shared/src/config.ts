/**
 * Where the front end finds the API. The shell reads /runtime-config.json at start and
 * calls configure(); remotes running standalone keep the defaults (same origin).
 */
export interface RuntimeConfig {
  /** Base URL of the API; '' means the page's own origin. */
  apiUrl: string;
  /** Websocket URL; '' means ws(s)://<page origin>/ws. */
  wsUrl: string;
}

let current: RuntimeConfig = { apiUrl: '', wsUrl: '' };

export function configure(next: Partial<RuntimeConfig>): void {
  current = { ...current, ...next };
}

export function getConfig(): RuntimeConfig {
  return current;
}

export function resolveWsUrl(): string {
  if (current.wsUrl) return current.wsUrl;
  const base = current.apiUrl ? new URL(current.apiUrl, window.location.href) : new URL(window.location.href);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.host}/ws`;
}
