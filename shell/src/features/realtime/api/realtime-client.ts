// The live connection (docs/product.md §7.3), owned by the shell: while a user is signed in
// it keeps one websocket to the API's /ws, authenticated by the access token, and pushes every
// server event into the shared RxJS event bus. Remotes only ever see the bus.
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { authStore, decodeJwtPayload, eventBus, refreshSession, resolveWsUrl, type AuthState } from '@vitrina/shared';
import { WS_CLOSE_CODES } from '@vitrina/shared/contracts/constants';
import { classifyServerMessage } from '../model/protocol';

/** docs/product.md §5: the live connection reconnects 5 s after it closes. */
export const RECONNECT_MS = 5000;

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export interface RealtimeDeps {
  auth: { state$: Observable<AuthState>; get(): AuthState };
  bus: Pick<typeof eventBus, 'emitServer' | 'emit'>;
  wsUrl: () => string;
  refresh: () => Promise<boolean>;
  createSocket: (url: string) => SocketLike;
  reconnectMs: number;
  now: () => number;
}

const OPEN = 1;

/** Seconds-since-epoch `exp` of a JWT, or null when it has none or cannot be read. */
function tokenExpiry(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

export function createRealtimeClient(overrides: Partial<RealtimeDeps> = {}) {
  const deps: RealtimeDeps = {
    auth: authStore,
    bus: eventBus,
    wsUrl: resolveWsUrl,
    refresh: refreshSession,
    createSocket: (url) => new WebSocket(url),
    reconnectMs: RECONNECT_MS,
    now: () => Date.now(),
    ...overrides,
  };
  const status$ = new BehaviorSubject<RealtimeStatus>('idle');
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  /** A connect() is waiting for a token refresh. */
  let pending = false;

  const signedIn = () => {
    const { isAuth, token } = deps.auth.get();
    return running && isAuth && !!token;
  };

  function clearTimer() {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  function setStatus(next: RealtimeStatus) {
    if (status$.getValue() === next) return;
    const wasOpen = status$.getValue() === 'open';
    status$.next(next);
    if (next === 'open' || wasOpen) deps.bus.emit({ type: 'realtime:status', data: { connected: next === 'open' } });
  }

  function handleMessage(raw: unknown) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(raw));
    } catch {
      console.warn('[realtime] ignored a message that is not JSON');
      return;
    }
    const message = classifyServerMessage(parsed);
    if (message.kind === 'event') deps.bus.emitServer(message.event);
    // READY: the server has subscribed this socket to the user's events; only from now on is
    // nothing published missed, so only now is the connection open (a catch-up refetch made on
    // the socket's own open could still miss what is published before READY).
    else if (message.kind === 'control') setStatus('open');
    else console.warn('[realtime] ignored an unknown message', parsed);
  }

  async function connect() {
    clearTimer();
    if (!signedIn() || socket || pending) return;
    let { token } = deps.auth.get();
    // An access token known to be expired would only be refused: refresh it first.
    const exp = token ? tokenExpiry(token) : null;
    if (exp !== null && exp * 1000 <= deps.now()) {
      setStatus('connecting');
      pending = true;
      try {
        await deps.refresh();
      } finally {
        pending = false;
      }
      if (!signedIn() || socket) return;
      token = deps.auth.get().token;
    }
    const url = new URL(deps.wsUrl(), typeof window === 'undefined' ? undefined : window.location.href);
    const ws = deps.createSocket(url.toString());
    socket = ws;
    setStatus('connecting');

    ws.onopen = () => {
      if (socket !== ws) return;
      // The token goes in the first message, never in the URL (proxies log URLs; the server refuses it there).
      ws.send(JSON.stringify({ access_token: deps.auth.get().token ?? token }));
      // Spec: on open the client subscribes; the server identifies the user by the token.
      ws.send(JSON.stringify({ user_id: deps.auth.get().userID, subscribed: true }));
      // Still 'connecting': open once the server answers READY (handleMessage).
    };
    ws.onmessage = (event) => {
      if (socket === ws) handleMessage(event.data);
    };
    ws.onerror = () => {
      /* a close event follows */
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      setStatus('closed');
      if (!signedIn()) return;
      // Refused token: refresh it (or the store logs out) while the reconnect timer runs.
      if (event.code === WS_CLOSE_CODES.UNAUTHORIZED) void deps.refresh();
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    clearTimer();
    timer = setTimeout(() => void connect(), deps.reconnectMs);
  }

  function disconnect() {
    clearTimer();
    const ws = socket;
    socket = null;
    if (ws) ws.close(1000, 'signed out');
    setStatus(running ? 'closed' : 'idle');
  }

  /** A renewed access token goes to the open socket so the server keeps it open past expiry. */
  function sendFreshToken(token: string) {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify({ access_token: token }));
  }

  return {
    status$: status$.pipe(distinctUntilChanged()),
    /** Follows the auth store: connects while signed in, closes on sign-out. Returns stop. */
    start(): () => void {
      running = true;
      let previousToken: string | null = null;
      const subscription = deps.auth.state$
        .pipe(
          map((state) => (state.isAuth ? state.token : null)),
          distinctUntilChanged(),
        )
        .subscribe((token) => {
          if (!token) disconnect();
          else if (socket && previousToken) sendFreshToken(token);
          else if (!timer) void connect();
          previousToken = token;
        });
      return () => {
        subscription.unsubscribe();
        running = false;
        disconnect();
      };
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
