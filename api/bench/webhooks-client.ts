/**
 * The client half of bench/webhooks.ts, in a worker thread of its own: opens the sockets (tokens
 * signed by the main thread), sends signed DM webhooks at each rate and records, per message, the
 * time from sending the POST to the first NEW_MESSAGE for it on one of the owner's sockets. Posts
 * `{result: {[rate]: {sent, received, p50, p99}}}` to the main thread; `{log}` lines on the way.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { signBody } from '../src/modules/webhooks/signature';
import { metaJson } from '../test/meta/helpers';

export interface ClientInput {
  port: number;
  secret: string;
  shops: Array<{ accountId: string; customerId: string }>;
  /** One per socket: the shop it belongs to and its access token. */
  sockets: Array<{ shop: number; token: string }>;
  rates: number[];
  duration: number;
  /** Seconds sent at each rate before the measured ones and not counted (JIT, pool growth). */
  warmup: number;
}
export type ClientResult = Record<string, { sent: number; received: number; p50: number | null; p99: number | null }>;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;

/** Unauthenticated sockets a client may hold at once (WS_MAX_PENDING_PER_IP is 20). */
const OPENING_AT_ONCE = 10;

/**
 * One socket, authenticated by its first message (the token was signed before the socket
 * existed, so 'open' cannot fire before its listener). Any close or error before READY, or no
 * READY in 10 s, fails the bench with the reason.
 */
function openSocket(host: string, token: string, onMessage: (mid: string) => void): Promise<WebSocket> {
  const ws = new WebSocket(`ws://${host}/ws`);
  return new Promise<WebSocket>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      ws.terminate();
      reject(new Error(`websocket: ${why}`));
    };
    const timer = setTimeout(() => fail('no READY within 10 s'), 10_000);
    ws.on('open', () => ws.send(JSON.stringify({ access_token: token })));
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as { type: string; data: { platform_id?: string } };
      if (msg.type === 'READY') {
        clearTimeout(timer);
        resolve(ws);
      }
      if (msg.type === 'NEW_MESSAGE' && msg.data.platform_id) onMessage(msg.data.platform_id);
    });
    ws.on('error', (err) => fail(err.message));
    ws.on('close', (code, reason) => fail(`closed before READY: ${code} ${reason.toString()}`));
  });
}

function post(agent: Agent, port: number, body: string, secret: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/webhooks/meta',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, secret) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main(input: ClientInput): Promise<ClientResult> {
  const host = `127.0.0.1:${input.port}`;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  // Several sockets of a shop receive the same event: the first arrival counts.
  const onMessage = (mid: string) => {
    const t0 = sentAt.get(mid);
    if (t0 === undefined) return;
    sentAt.delete(mid);
    latencies.push(performance.now() - t0);
  };
  const sockets: WebSocket[] = [];
  for (let start = 0; start < input.sockets.length; start += OPENING_AT_ONCE) {
    const batch = input.sockets.slice(start, start + OPENING_AT_ONCE);
    sockets.push(...(await Promise.all(batch.map((s) => openSocket(host, s.token, onMessage)))));
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const results: ClientResult = {};
  for (const rate of input.rates) {
    latencies.length = 0;
    let sent = 0;
    const warm = Math.round(rate * input.warmup);
    const total = warm + rate * input.duration;
    const start = performance.now();
    const inflight: Promise<unknown>[] = [];
    for (let i = 0; i < total; i += 1) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const shop = input.shops[i % input.shops.length];
      const mid = `mid.bench.${rate}.${i}`;
      const measured = i >= warm;
      const body = metaJson({
        object: 'instagram',
        entry: [
          {
            id: shop.accountId,
            time: Date.now(),
            messaging: [
              {
                sender: { id: shop.customerId },
                recipient: { id: shop.accountId },
                timestamp: Date.now(),
                message: { mid, text: `Є розмір ${i}?` },
              },
            ],
          },
        ],
      });
      if (measured) sentAt.set(mid, performance.now());
      inflight.push(post(agent, input.port, body, input.secret).then(() => void (sent += measured ? 1 : 0)));
    }
    await Promise.all(inflight);
    const end = Date.now() + 10_000;
    while (sentAt.size > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    const sorted = [...latencies].sort((a, b) => a - b);
    results[String(rate)] = {
      sent,
      received: latencies.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
    sentAt.clear();
    parentPort?.postMessage({ log: `${rate}/s ${JSON.stringify(results[String(rate)])}` });
  }
  sockets.forEach((s) => s.terminate());
  agent.destroy();
  return results;
}

if (parentPort && workerData) {
  main(workerData as ClientInput).then(
    (result) => parentPort!.postMessage({ result }),
    (err: unknown) => {
      throw err;
    },
  );
}
