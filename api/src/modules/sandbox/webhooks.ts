import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * JSON as Meta serialises webhook bodies: compact, non-ASCII as lower-case `\uXXXX` escapes
 * (UTF-16 units) and `/` as `\/`. Receivers must verify the signature over these exact bytes.
 */
export function metaJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\//g, '\\/');
}

/** `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`: the X-Hub-Signature-256 header. */
export function signature(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

export interface Delivery {
  id: number;
  body: string;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  last_status?: number;
  last_error?: string;
}

/** Meta retries failed deliveries with growing delays; the sandbox does too, a few minutes in all. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000, 60_000, 120_000];

/** Requests in flight at most (a burst of customer actions queues behind them). */
const MAX_IN_FLIGHT = 64;

/**
 * Posts signed webhook bodies to the API over HTTP, retrying with backoff until a 2xx answer.
 * Keeps the last deliveries in memory for the simulator's log.
 */
export class WebhookSender {
  private seq = 0;
  private readonly recent: Delivery[] = [];
  /** Each delivery's signing secret, kept off the delivery (the simulator lists deliveries). */
  private readonly secrets = new WeakMap<Delivery, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inflight = new Set<Promise<void>>();
  private readonly waiting: Delivery[] = [];
  private closed = false;

  constructor(
    private readonly target: () => string,
    /** The secret that signs a body: the app's, or (Instagram Login accounts) the Instagram app's. */
    private readonly secretFor: string | ((payload: unknown) => string),
    private readonly log: FastifyBaseLogger,
    private readonly delays = RETRY_DELAYS_MS,
  ) {}

  /** Serialises and sends one webhook body; returns at once (delivery goes on in the background). */
  send(payload: unknown): Delivery {
    const delivery: Delivery = { id: ++this.seq, body: metaJson(payload), attempts: 0, status: 'pending' };
    this.secrets.set(delivery, typeof this.secretFor === 'string' ? this.secretFor : this.secretFor(payload));
    this.recent.push(delivery);
    if (this.recent.length > 200) this.recent.shift();
    this.attempt(delivery);
    return delivery;
  }

  deliveries(): Delivery[] {
    return [...this.recent].reverse();
  }

  /** Resolves when nothing is being sent right now (tests). */
  async idle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
  }

  /** Deliveries sent or waiting to be sent right now. */
  get pending(): number {
    return this.inflight.size + this.waiting.length;
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private attempt(delivery: Delivery): void {
    if (this.closed) return;
    if (this.inflight.size >= MAX_IN_FLIGHT) {
      this.waiting.push(delivery);
      return;
    }
    const run = this.post(delivery).finally(() => {
      this.inflight.delete(run);
      const next = this.waiting.shift();
      if (next) this.attempt(next);
    });
    this.inflight.add(run);
  }

  private async post(delivery: Delivery): Promise<void> {
    delivery.attempts += 1;
    try {
      const res = await fetch(this.target(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signature(delivery.body, this.secrets.get(delivery)!),
          'user-agent': 'facebookexternalua',
        },
        body: delivery.body,
        signal: AbortSignal.timeout(20_000),
      });
      delivery.last_status = res.status;
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) {
        delivery.status = 'delivered';
        return;
      }
      delivery.last_error = `HTTP ${res.status}`;
    } catch (err) {
      delivery.last_error = (err as Error).message;
    }
    const delay = this.delays[delivery.attempts - 1];
    if (delay === undefined || this.closed) {
      delivery.status = 'failed';
      this.log.warn({ delivery: delivery.id, error: delivery.last_error }, 'sandbox webhook given up');
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.attempt(delivery);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
