import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { WS_CLOSE_CODES } from '@vitrina/shared/contracts';
import type { ServerEvent } from '@vitrina/shared/contracts/constants';

/** An event of the live connection: typed by the shared contract (docs/product.md §7.3). */
export type RealtimeEvent = ServerEvent;

/** What travels between instances: an event for a user, or an order to close their sockets. */
type Envelope =
  | { kind: 'event'; event: RealtimeEvent }
  /** `sids`: only the sockets of these sessions; all of the user's otherwise. */
  | { kind: 'disconnect'; code: number; reason: string; sids?: string[] };

/**
 * Delivers events to the sockets of one user. In-process by default; with Redis every instance
 * subscribes to `<prefix>rt:user:<id>` while it holds a socket of that user, and publish goes
 * through Redis, so an event reaches the user's sockets on whichever instance they are.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly subscriptions = new Map<string, Promise<unknown>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly alive = new WeakMap<WebSocket, boolean>();
  /** The session (access-token sid) each authenticated socket belongs to. */
  private readonly sessionOf = new WeakMap<WebSocket, string>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly pub: Redis | null,
    private readonly sub: Redis | null,
    private readonly prefix: string,
  ) {
    this.sub?.on('message', (channel: string, message: string) => {
      const userId = channel.slice(this.channel('').length);
      try {
        this.deliverLocal(userId, JSON.parse(message) as Envelope);
      } catch (err) {
        this.log.warn({ err }, 'realtime: bad message from redis');
      }
    });
  }

  private channel(userId: string): string {
    return `${this.prefix}rt:user:${userId}`;
  }

  /** Told of each event published on this instance (once, before the fan-out): Web Push listens. */
  private readonly listeners: ((userId: string, event: RealtimeEvent) => void)[] = [];

  onPublish(listener: (userId: string, event: RealtimeEvent) => void): void {
    this.listeners.push(listener);
  }

  /** Sends `{type, data}` to every socket of `userId` (on every instance). */
  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        listener(userId, event);
      } catch (err) {
        this.log.warn({ err }, 'realtime: a publish listener failed');
      }
    }
    await this.dispatch(userId, { kind: 'event', event });
  }

  /** Closes every socket of a user (password reset, account changes). */
  async disconnectUser(userId: string, reason = 'session ended'): Promise<void> {
    await this.dispatch(userId, { kind: 'disconnect', code: WS_CLOSE_CODES.UNAUTHORIZED, reason });
  }

  /** Closes the sockets of some sessions of a user (logout, password change), on every instance. */
  async disconnectSessions(userId: string, sids: string[], reason = 'session ended'): Promise<void> {
    await this.dispatch(userId, { kind: 'disconnect', code: WS_CLOSE_CODES.UNAUTHORIZED, reason, sids });
  }

  private async dispatch(userId: string, envelope: Envelope): Promise<void> {
    if (this.pub) {
      await this.pub.publish(this.channel(userId), JSON.stringify(envelope));
    } else {
      this.deliverLocal(userId, envelope);
    }
  }

  private deliverLocal(userId: string, envelope: Envelope): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    if (envelope.kind === 'disconnect') {
      const { sids } = envelope;
      for (const ws of [...set]) {
        if (!sids || sids.includes(this.sessionOf.get(ws) ?? '')) ws.close(envelope.code, envelope.reason);
      }
      return;
    }
    const payload = JSON.stringify(envelope.event);
    for (const ws of set) {
      if (ws.readyState === ws.OPEN) ws.send(payload);
    }
  }

  /** Records the session of a socket (at authentication and at each token renewal). */
  setSession(ws: WebSocket, sid: string): void {
    this.sessionOf.set(ws, sid);
  }

  /** Adds an authenticated socket; resolves once events for the user reach this instance. */
  async add(userId: string, sid: string, ws: WebSocket): Promise<void> {
    this.setSession(ws, sid);
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(ws);
    if (this.sub) {
      let pending = this.subscriptions.get(userId);
      if (!pending) {
        pending = this.sub.subscribe(this.channel(userId));
        this.subscriptions.set(userId, pending);
      }
      await pending;
    }
  }

  remove(userId: string, ws: WebSocket): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(ws);
    if (set.size === 0) {
      this.sockets.delete(userId);
      if (this.sub) {
        this.subscriptions.delete(userId);
        this.sub.unsubscribe(this.channel(userId)).catch((err) => this.log.warn({ err }, 'realtime: unsubscribe'));
      }
    }
  }

  /** Open sockets of one user on this instance. */
  countOf(userId: string): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  /** Number of open authenticated sockets on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /** Pings every socket each interval; a socket that did not answer the previous ping is dropped. */
  startHeartbeat(intervalMs: number, extra: () => Iterable<WebSocket>): void {
    this.heartbeat = setInterval(() => {
      const all = new Set<WebSocket>(extra());
      for (const set of this.sockets.values()) for (const ws of set) all.add(ws);
      for (const ws of all) {
        if (this.alive.get(ws) === false) {
          ws.terminate();
          continue;
        }
        this.alive.set(ws, false);
        try {
          ws.ping();
        } catch {
          ws.terminate();
        }
      }
    }, intervalMs);
    this.heartbeat.unref();
  }

  /** Heartbeat bookkeeping for a new socket (authenticated or not yet). */
  track(ws: WebSocket): void {
    this.alive.set(ws, true);
    ws.on('pong', () => this.alive.set(ws, true));
  }

  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.sockets.values())
      for (const ws of set) ws.close(WS_CLOSE_CODES.SERVICE_RESTART, 'server restarting');
    this.sockets.clear();
  }
}
