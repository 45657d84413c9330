/**
 * Webhook-to-websocket latency (run with tsx: `npm run bench:webhooks -w @vitrina/api`). For PGlite
 * and, when reachable, PostgreSQL: an API instance in this process with BENCH_USERS shops (own
 * Instagram account each) and BENCH_SOCKETS sockets spread over them; signed DM webhooks are sent
 * at each rate of BENCH_RATES (per second) for BENCH_DURATION seconds, each to a conversation that
 * exists already, and the time from sending the POST to the NEW_MESSAGE arriving on the owner's
 * socket is recorded. Prints one JSON line: {pglite: {"100": {sent, received, p50, p99}, ...}, postgres: ...}.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { defaultRateLimits, loadConfig } from '../src/config';
import { signBody } from '../src/modules/webhooks/signature';
import { metaConfig, metaJson } from '../test/meta/helpers';
import { startGraphDouble } from '../test/meta/graph-double';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const RATES = (process.env.BENCH_RATES ?? '100,500').split(',').map(Number);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (...a: string[]) => process.stderr.write(`[bench:webhooks] ${a.join(' ')}\n`);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

interface Shop {
  userId: string;
  accountId: string;
  customerId: string;
}

/** Shops with an Instagram account each (inserted directly) and one conversation each. */
async function seed(app: FastifyInstance): Promise<Shop[]> {
  const shops: Shop[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const user = await app.db
      .insertInto('users')
      .values({
        email: `bench${i}@bench.test`,
        password_hash: 'x',
        trial_started_at: new Date(),
        trial_ends_at: new Date(),
        password_changed_at: new Date(),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accountId = `ig-bench-${i}`;
    const channel = await app.channelsRepository.upsert({
      userId: user.id,
      platform: 'INSTAGRAM',
      channelName: `Shop ${i}`,
      name: `shop${i}`,
      picture: null,
      profileId: accountId,
      pageId: `page-bench-${i}`,
      accessTokenEnc: app.meta.cipher.encrypt('page-token-1'),
    });
    if (!channel) throw new Error(`${accountId} belongs to another user: the bench needs a fresh database`);
    const customerId = `cust-bench-${i}`;
    await app.conversationsRepository.upsertConversation(
      app.db,
      channel.id,
      { id: customerId, name: 'Bench' },
      new Date(),
      new Date(),
    );
    shops.push({ userId: user.id, accountId, customerId });
  }
  return shops;
}

/** Unauthenticated sockets a client may hold at once (WS_MAX_PENDING_PER_IP is 20). */
const OPENING_AT_ONCE = 10;

/**
 * One socket, authenticated by its first message. The token is signed before the socket exists:
 * signing it after `new WebSocket` let 'open' fire before its listener was added, the token was
 * never sent, the server closed the socket (4408) and the bench waited for READY forever, silently.
 * Any close or error before READY, or no READY in 10 s, now fails the bench with the reason.
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

async function openSockets(
  host: string,
  app: FastifyInstance,
  shops: Shop[],
  onMessage: (mid: string) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < SOCKETS; start += OPENING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, SOCKETS - start) }, async (_, k) => {
      const shop = shops[(start + k) % shops.length];
      const token = await app.tokens.signAccess(shop.userId, randomUUID());
      return openSocket(host, token, onMessage);
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
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

async function run(target: 'pglite' | 'postgres') {
  const graph = await startGraphDouble();
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig(
    {},
    {
      dataDir: 'memory',
      databaseUrl: target === 'postgres' ? PG_URL : undefined,
      databaseSchema: target === 'postgres' ? schema : undefined,
      logger: false,
      rateLimits: defaultRateLimits(1000),
      staticRoot: '/nonexistent',
      meta: metaConfig(graph),
    },
  );
  const app = await buildApp(config);
  const results: Record<string, { sent: number; received: number; p50: number | null; p99: number | null }> = {};
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const shops = await seed(app);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    // Several sockets of a shop receive the same event: the first arrival counts.
    const sockets = await openSockets(`127.0.0.1:${port}`, app, shops, (mid) => {
      const t0 = sentAt.get(mid);
      if (t0 === undefined) return;
      sentAt.delete(mid);
      latencies.push(performance.now() - t0);
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    for (const rate of RATES) {
      latencies.length = 0;
      let sent = 0;
      const total = rate * DURATION;
      const start = performance.now();
      const inflight: Promise<unknown>[] = [];
      for (let i = 0; i < total; i += 1) {
        const due = start + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        const shop = shops[i % shops.length];
        const mid = `mid.bench.${rate}.${i}`;
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
        sentAt.set(mid, performance.now());
        inflight.push(post(agent, port, body, config.meta!.appSecret).then(() => (sent += 1)));
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
      log(target, `${rate}/s`, JSON.stringify(results[String(rate)]));
    }
    sockets.forEach((s) => s.terminate());
    agent.destroy();
  } finally {
    await app.close();
    await graph.close();
    if (target === 'postgres') {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema if exists "${schema}" cascade`);
      await c.end();
    }
  }
  return results;
}

async function main() {
  const out: Record<string, unknown> = { duration_s: DURATION, sockets: SOCKETS, shops: USERS };
  out.pglite = await run('pglite');
  if (await postgresReachable()) out.postgres = await run('postgres');
  else log('PostgreSQL not reachable: skipped');
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
