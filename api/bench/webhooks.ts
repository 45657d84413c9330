/**
 * Webhook-to-websocket latency (run with tsx: `npm run bench:webhooks -w @vitrina/api`). For PGlite
 * and, when reachable, PostgreSQL: an API instance in this process with BENCH_USERS shops (own
 * Instagram account each, default 20) and BENCH_SOCKETS sockets (default 200) spread over them;
 * signed DM webhooks are sent at each rate of BENCH_RATES (per second) for BENCH_WARMUP seconds
 * (default 2, not counted: a fresh process compiles its hot paths and grows its pool) and then
 * BENCH_DURATION seconds, each to a conversation that exists already, and the time from sending
 * the POST to the NEW_MESSAGE arriving on the owner's socket is recorded. The sending and the
 * sockets run in a worker thread (webhooks-client.ts), so the client's work does not share the
 * server's event loop. Each database runs in a process of its own; BENCH_TARGETS=postgres skips PGlite. Prints one JSON line:
 * {pglite: {"100": {sent, received, p50, p99}, ...}, postgres: ...}.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { defaultRateLimits, loadConfig } from '../src/config';
import { metaConfig } from '../test/meta/helpers';
import type { ClientInput, ClientResult } from './webhooks-client';
import { startGraphDouble } from '../test/meta/graph-double';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** Seconds sent at each rate first and not counted: a server that just started compiles its hot paths and grows its pool. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const RATES = (process.env.BENCH_RATES ?? '100,500').split(',').map(Number);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
/** Which databases to run on: `pglite,postgres` (PostgreSQL only when it answers). */
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (...a: string[]) => process.stderr.write(`[bench:webhooks] ${a.join(' ')}\n`);

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
  const results: ClientResult = {};
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const shops = await seed(app);
    // One token per socket, signed here (the client thread has no app); sockets spread over the shops.
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS }, async (_, s) => {
        const shop = shops[s % shops.length];
        return { shop: s % shops.length, token: await app.tokens.signAccess(shop.userId, randomUUID()) };
      }),
    );
    const input: ClientInput = {
      port,
      secret: config.meta!.appSecret,
      shops: shops.map(({ accountId, customerId }) => ({ accountId, customerId })),
      sockets,
      rates: RATES,
      duration: DURATION,
      warmup: WARMUP,
    };
    const worker = new Worker(new URL('./webhooks-client.ts', import.meta.url), { workerData: input });
    worker.on('message', (m: { log?: string }) => m.log && log(target, m.log));
    const done = await new Promise<ClientResult>((resolve, reject) => {
      worker.on('message', (m: { result?: ClientResult }) => m.result && resolve(m.result));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the client thread exited (${code}) before its result`)));
    });
    Object.assign(results, done);
    await worker.terminate();
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

/**
 * One database per process: run after PGlite in the same process, PostgreSQL's p99 carried
 * PGlite's leftovers (its WebAssembly heap, the collections it causes) and read 10-20 ms higher.
 */
function runInOwnProcess(target: string): unknown {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_TARGETS: target },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`the ${target} run failed (exit ${child.status})`);
  return (JSON.parse(child.stdout.trim().split('\n').pop()!) as Record<string, unknown>)[target] ?? null;
}

async function main() {
  const out: Record<string, unknown> = { duration_s: DURATION, warmup_s: WARMUP, sockets: SOCKETS, shops: USERS };
  if (TARGETS.length > 1) {
    for (const target of TARGETS) out[target] = runInOwnProcess(target);
    return void process.stdout.write(`${JSON.stringify(out)}\n`);
  }
  if (TARGETS.includes('pglite')) out.pglite = await run('pglite');
  if (!TARGETS.includes('postgres')) return void process.stdout.write(`${JSON.stringify(out)}\n`);
  if (await postgresReachable()) out.postgres = await run('postgres');
  else log('PostgreSQL not reachable: skipped');
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
