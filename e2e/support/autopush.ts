// A local push service standing in for Mozilla's (autopush), for the e2e's Firefox
// (support/firefox.ts points `dom.push.serverURL` here). Firefox keeps a websocket to its push
// service and speaks autopush's JSON protocol on it: `hello` (its user agent id), `register` (a
// channel per subscription, answered with the endpoint the application server posts to), `ack`
// or `nack` for each notification, `{}` pings. Application servers POST to the endpoint as RFC 8030
// says; this service checks the request as api/test/push-service-double.ts does (TTL, an RFC 8292
// VAPID JWT for this origin, an aes128gcm body) and forwards the body, still encrypted, to the
// browser, which decrypts it with the subscription's keys and fires the worker's `push` event.
// Protocol: https://mozilla-push-service.readthedocs.io/en/latest/design/ ("Simplepush Protocol",
// the webpush variant), and Firefox's own dom/push/PushServiceWebSocket.sys.mjs.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { vapidProblem } from '../../api/test/push-service-double';

/** A browser's answer to one forwarded notification: 100 delivered to the worker; others failed. */
export interface Outcome {
  channelID: string;
  version: string;
  /** ack: 100 delivered, 101 could not decrypt, 102 other; nack: 301–303 the worker's handler failed. */
  code: number;
  type: 'ack' | 'nack';
}

interface Channel {
  socket: WebSocket;
  vapidKey: string | null;
}

export class LocalAutopush {
  readonly outcomes: Outcome[] = [];
  /** The POSTs the service refused, with the reason (a test names them when it fails). */
  readonly refused: string[] = [];
  private readonly channels = new Map<string, Channel>();
  private server: Server | null = null;
  private sockets: WebSocketServer | null = null;
  origin = '';

  /** The `dom.push.serverURL` Firefox connects to. */
  get websocketUrl(): string {
    return `${this.origin.replace(/^http/, 'ws')}/autopush`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const answer = (status: number, text = '') => {
          if (status >= 400) this.refused.push(`${status} ${text}`);
          res.writeHead(status).end(text);
        };
        if (req.method !== 'POST') return answer(405);
        const id = /^\/wpush\/([\w-]+)$/.exec(req.url ?? '')?.[1];
        const channel = id ? this.channels.get(id) : undefined;
        if (!id || !channel) return answer(410, 'no such subscription');
        if (!req.headers.ttl || !/^\d+$/.test(String(req.headers.ttl))) return answer(400, 'TTL required');
        const problem = vapidProblem(req.headers.authorization, this.origin);
        if (problem) return answer(problem.startsWith('no vapid') ? 401 : 403, problem);
        // A subscription made with an applicationServerKey takes only messages signed with that key.
        const k = /k=([A-Za-z0-9_-]+)/.exec(req.headers.authorization ?? '')?.[1];
        if (channel.vapidKey && k !== channel.vapidKey)
          return answer(403, 'not the key the subscription was made with');
        if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'aes128gcm only');
        const body = Buffer.concat(chunks);
        if (body.length > 4096) return answer(413, 'payload too large');
        channel.socket.send(
          JSON.stringify({
            messageType: 'notification',
            channelID: id,
            version: randomUUID(),
            data: body.toString('base64url'),
            headers: { encoding: 'aes128gcm' },
          }),
        );
        return answer(201);
      });
    });
    this.sockets = new WebSocketServer({ server: this.server, path: '/autopush' });
    this.sockets.on('connection', (socket) => socket.on('message', (raw) => this.onMessage(socket, String(raw))));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private onMessage(socket: WebSocket, raw: string): void {
    const m = JSON.parse(raw) as {
      messageType?: string;
      uaid?: string;
      channelID?: string;
      key?: string;
      version?: string;
      code?: number;
      updates?: { channelID: string; version: string; code?: number }[];
    };
    const send = (reply: object) => socket.send(JSON.stringify(reply));
    switch (m.messageType) {
      case 'hello':
        return send({
          messageType: 'hello',
          uaid: m.uaid || randomUUID().replace(/-/g, ''),
          status: 200,
          use_webpush: true,
        });
      case 'register': {
        // Firefox sends the applicationServerKey in standard base64; endpoints compare base64url.
        const vapidKey = m.key ? Buffer.from(m.key, 'base64').toString('base64url') : null;
        this.channels.set(m.channelID!, { socket, vapidKey });
        return send({
          messageType: 'register',
          channelID: m.channelID,
          status: 200,
          pushEndpoint: `${this.origin}/wpush/${m.channelID}`,
        });
      }
      case 'unregister':
        this.channels.delete(m.channelID!);
        return send({ messageType: 'unregister', channelID: m.channelID, status: 200 });
      case 'ack':
        for (const u of m.updates ?? []) this.outcomes.push({ ...u, code: u.code ?? 100, type: 'ack' });
        return;
      case 'nack':
        this.outcomes.push({ channelID: '', version: m.version ?? '', code: m.code ?? 0, type: 'nack' });
        return;
      default:
        // `{}` is a ping.
        return socket.send('{}');
    }
  }

  async stop(): Promise<void> {
    for (const client of this.sockets?.clients ?? []) client.terminate();
    this.sockets?.close();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
