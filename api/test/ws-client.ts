import WebSocket from 'ws';

export interface TestSocket {
  ws: WebSocket;
  messages: any[];
  /** Resolves with the HTTP status when the handshake is refused. */
  refused: Promise<number>;
  closed: Promise<{ code: number; reason: string }>;
  opened: Promise<void>;
  next(predicate?: (m: any) => boolean, timeoutMs?: number): Promise<any>;
  send(data: unknown): void;
}

export function connect(url: string, options: { origin?: string } = {}): TestSocket {
  const ws = new WebSocket(url, options.origin ? { origin: options.origin } : {});
  const messages: any[] = [];
  const waiters: Array<{ predicate: (m: any) => boolean; resolve: (m: any) => void }> = [];
  ws.on('message', (raw) => {
    const msg = JSON.parse(raw.toString());
    messages.push(msg);
    for (const w of [...waiters]) {
      if (w.predicate(msg)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(msg);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const refused = new Promise<number>((resolve) => {
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  opened.catch(() => {});
  return {
    ws,
    messages,
    refused,
    closed,
    opened,
    // 10 s: under a full CI run (the e2e beside it) a message once took over 3 s (2026-11-29).
    next(predicate = () => true, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    send(data: unknown) {
      ws.send(typeof data === 'string' ? data : JSON.stringify(data));
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A socket that authenticates the supported way: its first message carries the access token. */
export function connectWithToken(url: string, token: string, options: { origin?: string } = {}): TestSocket {
  const socket = connect(url, options);
  socket.opened.then(() => socket.send({ access_token: token })).catch(() => {});
  return socket;
}
