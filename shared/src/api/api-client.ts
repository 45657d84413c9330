import { authStore } from '../auth/auth-store';
import { getConfig } from '../config';
// The constant only: ../contracts/common would bring zod into every bundle with the API client (the islands).
import { CHANNEL_TOKEN_EXPIRED } from '../contracts/constants/errors';
import { WEB_CLIENT } from '../contracts/constants/web-client';
import { ApiError } from './api-error';
import { languageStore } from '../i18n/language';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** JSON body. */
  body?: unknown;
  /** Form body (urlencoded or multipart); takes precedence over body. */
  form?: URLSearchParams | FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the bearer token and handle 401 with a refresh (default true). */
  auth?: boolean;
  /** Send the fixed Basic client header (OAuth endpoints). */
  clientAuth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function basicClientHeader(): string {
  return `Basic ${btoa(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`)}`;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = getConfig().apiUrl.replace(/\/$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** One HTTP exchange, classified into ApiError on failure. Returns the parsed body (null for 204). */
async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  // Server messages (error_message, mails) follow the interface language, not the browser's.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': languageStore.get() === 'ua' ? 'uk' : 'en',
  };
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form; // fetch sets the content type (and multipart boundary) itself
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.clientAuth) headers.Authorization = basicClientHeader();
  else if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: controller.signal,
    });
    // The body is read under the same timeout; a connection lost mid-body is a network failure.
    text = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      if (response.ok) throw new ApiError('PARSING_ERROR');
      // Not our JSON envelope (a proxy's HTML page, say): kept for debugging, never shown as a message.
      parsed = { raw: text.slice(0, 500) };
    }
  }
  if (!response.ok) throw new ApiError(response.status, (parsed as Record<string, unknown>) ?? null);
  return parsed as T;
}

// ---- session refresh (docs/product.md §7.1) ----

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/** Stored and ready, or why not (the session is kept unless the server refused the token). */
type RefreshOutcome = true | ApiError;

/**
 * The token endpoint's own no (400 invalid_grant, 401 invalid_client): the session is over. A
 * network failure, a timeout, a page leaving mid-call, 408, 429 or 5xx say nothing of the session.
 */
function isRefusal(error: ApiError): boolean {
  return (
    typeof error.status === 'number' && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status)
  );
}

/**
 * Runs `fn` under one lock for every tab (and page load) of this origin, where the browser has Web
 * Locks: two tabs spending one rotating refresh token would have the server end the session.
 */
function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('vitrina-session-refresh', fn) : fn();
}

/** Exchanges the refresh token; true when both new tokens arrived and were stored. */
function exchangeRefreshToken(): Promise<RefreshOutcome> {
  const held = authStore.get().refreshToken;
  return acrossTabs(async () => {
    // Another tab refreshed while this one waited for the lock: its tokens are this session's too.
    if (authStore.adoptStored(held)) return true;
    const { rememberMe, refreshToken } = authStore.get();
    if (!rememberMe || !refreshToken) {
      authStore.logout();
      return new ApiError(401);
    }
    try {
      const form = new FormData();
      form.set('grant_type', 'refresh_token');
      form.set('refresh_token', refreshToken);
      const tokens = await send<{ access_token?: string; refresh_token?: string }>(
        '/oauth/token',
        { method: 'POST', form, clientAuth: true, auth: false },
        null,
      );
      // Signed out while the refresh was out (Exit revokes the session): its answer is not kept.
      if (!authStore.get().isAuth) return new ApiError(401);
      if (tokens?.access_token && tokens.refresh_token) {
        authStore.setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }, true);
        return true;
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // No answer: the tokens stay for the next call (a phone that lost its signal stays signed in).
      if (!isRefusal(error)) return error;
      // Refused because a tab without Web Locks rotated it first: take that tab's tokens.
      if (authStore.adoptStored(refreshToken)) return true;
    }
    authStore.logout();
    return new ApiError(401);
  });
}

function refreshOutcome(): Promise<RefreshOutcome> {
  if (!refreshInFlight) {
    refreshInFlight = exchangeRefreshToken().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * However many calls fail together, one refresh runs; they all wait for it. True when new tokens
 * are stored; false when the session ended (signed out) or the refresh got no answer (still signed in).
 */
export async function refreshSession(): Promise<boolean> {
  return (await refreshOutcome()) === true;
}

type ReauthHandler = () => Promise<boolean>;
let reauthHandler: ReauthHandler | null = null;
let reauthInFlight: Promise<boolean> | null = null;

/**
 * A conversations or channel call refused because Meta revoked the channel's token (the spec's
 * 407, answered as 409 with `error_code` CHANNEL_TOKEN_EXPIRED: browsers deliver no 407 that is
 * not from a proxy; docs/product.md §7.1): the inbox installs the platform re-login flow here.
 */
export function setReauthHandler(handler: ReauthHandler | null): void {
  reauthHandler = handler;
}

/** Whether a failed call asks for the platform re-login. */
export function isChannelTokenExpired(error: unknown): boolean {
  return error instanceof ApiError && error.body?.error_code === CHANNEL_TOKEN_EXPIRED;
}

/** Several calls refused for the channel's token together run the re-login flow once and all wait for it. */
function reauthenticate(handler: ReauthHandler): Promise<boolean> {
  if (!reauthInFlight) {
    reauthInFlight = handler()
      .catch(() => false)
      .finally(() => {
        reauthInFlight = null;
      });
  }
  return reauthInFlight;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth !== false && !options.clientAuth;
  const token = useAuth ? authStore.get().token : null;
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    if (!(error instanceof ApiError) || !useAuth) throw error;
    if (error.status === 401) {
      const current = authStore.get().token;
      // Signed out while this call was out (a failed refresh, the user): nothing to retry.
      if (token && !current) throw error;
      // A call that raced a finished refresh just retries with the new token.
      const outcome = current && current !== token ? true : await refreshOutcome();
      // Signed out: the call's own 401. Still signed in (no answer): that failure, a network error.
      if (outcome !== true) throw authStore.get().isAuth ? outcome : error;
      return send<T>(path, options, authStore.get().token);
    }
    if (isChannelTokenExpired(error) && reauthHandler) {
      if (!(await reauthenticate(reauthHandler))) throw error;
      return send<T>(path, options, authStore.get().token);
    }
    throw error;
  }
}

/** Most calls answer `{ data }`: this returns the data. */
export async function requestData<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await request<{ data: T }>(path, options);
  return body?.data as T;
}
