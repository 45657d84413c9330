/**
 * Webhook to NEW_AI_PROPOSITION latency with the offline provider (issue 12; run with tsx:
 * `npm run bench:ai -w @vitrina/api`, or `npm run bench -- ai_drafts` at the root). For PostgreSQL
 * (when reachable) and PGlite: a real app on a loopback port with the Graph double as Meta, one
 * owner whose Instagram account is connected (the real code exchange), the sample stock
 * (fixtures/stock-ua.csv) uploaded, the assistant ON and a socket signed in as the owner. Signed
 * DM webhooks (customers' questions about the stock) are POSTed at each rate of BENCH_AI_RATES
 * (per second; default 10,100) for BENCH_AI_DURATION seconds (default 5); the figure is the time
 * from sending a POST to the NEW_AI_PROPOSITION of its conversation on the socket. Each rate
 * starts with every customer's conversation made (warm-up, not measured; it also builds the
 * catalogue index). BENCH_AI_PRODUCTS (default 20,000) article codes are in the stock: the sample
 * ones and generated models. Prints one JSON line:
 * {postgres: {"10": {sent, drafted, errors, p50, p99, max, cpu_ms_per_draft, load}, "100": …}, pglite: …}
 * in milliseconds (`load`: the 1-minute load average at the end).
 * BENCH_AI_TRACE=1 logs each draft's latency with its question on stderr (which questions are slow).
 * BENCH_AI_PROFILE=DIR writes a CPU profile of each measured window (not the set-up) to
 * DIR/TARGET-RATE.cpuprofile (open it in Chrome's DevTools; `--cpu-prof` would mostly show the upload).
 * BENCH_AI_SQL=1 counts the SQL statements sent to PostgreSQL in each measured window, per message
 * and by statement (the first words of each), on stderr.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { signBody } from '../src/modules/webhooks/signature';
import type { DbTarget } from '../test/helpers';
import { DOUBLE, startGraphDouble } from '../test/meta/graph-double';
import {
  createChannelsApp,
  dm,
  igMessaging,
  metaJson,
  nextMid,
  uploadStock,
  userWithChannel,
} from '../test/meta/helpers';
import { connectWithToken, type TestSocket } from '../test/ws-client';

const DURATION = Number(process.env.BENCH_AI_DURATION ?? 5);
const RATES = (process.env.BENCH_AI_RATES ?? '10,100').split(',').map(Number);
const CUSTOMERS = Number(process.env.BENCH_AI_CUSTOMERS ?? 200);
const TARGETS = (process.env.BENCH_AI_TARGETS ?? 'postgres,pglite').split(',') as DbTarget[];
// createTestApp puts each run in a schema of its own on this server (dropped at the end).
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const log = (...a: string[]) => process.stderr.write(`[bench:ai] ${a.join(' ')}\n`);
const PROFILE_DIR = process.env.BENCH_AI_PROFILE;

/** Statements by their first 90 characters, counted while BENCH_AI_SQL is set. */
const statements = new Map<string, number>();
if (process.env.BENCH_AI_SQL) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 90);
    statements.set(text, (statements.get(text) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** Profiles the app's process (it runs in this one) while `work` runs, when BENCH_AI_PROFILE is set. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** Products in the shop's catalogue: the sample stock plus generated ones (issue 27: 20,000). */
const PRODUCTS = Number(process.env.BENCH_AI_PRODUCTS ?? 20_000);
const SAMPLE = readFileSync(path.join(__dirname, '../fixtures/stock-ua.csv'), 'utf8');

/** The sample stock and generated models (two sizes a code) up to PRODUCTS article codes. */
function stock(): string {
  const kinds = ['Сукня', 'Сорочка', 'Світшот', 'Штани', 'Спідниця', 'Жакет', 'Худі', 'Футболка', 'Кардиган', 'Тренч'];
  const names = ['Ліна', 'Міра', 'Флора', 'Осінь', 'Рим', 'Віра', 'Нова', 'Вітер'];
  const colours = ['чорний', 'білий', 'бежевий', 'сірий меланж', 'смарагдовий'];
  const sample = new Set(
    SAMPLE.split('\n')
      .slice(1)
      .map((line) => line.split(',')[0])
      .filter(Boolean),
  ).size;
  const lines = [SAMPLE.trimEnd()];
  for (let i = 0; i < PRODUCTS - sample; i += 1) {
    const model = Math.floor(i / colours.length);
    const name = `${kinds[model % kinds.length]} ${names[Math.floor(model / kinds.length) % names.length]} ${model}`;
    for (const size of ['S', 'M']) {
      lines.push(
        `GN-${100000 + i},${name},${colours[i % colours.length]},${size},${(i + size.length) % 3},${990 + (i % 40) * 10},бавовна,,`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
const STOCK = stock();
/** What customers ask (codes and names of fixtures/stock-ua.csv), Ukrainian and English. */
const QUESTIONS = [
  'Скільки коштує VT-1001?',
  'Є VT-2001 у розмірі M?',
  'Які кольори є у VT-3001?',
  'З чого зроблена VT-4001?',
  'How much is VT-5001?',
  'Is VT-1002 in stock in size S?',
  'Хочу замовити VT-6001, що потрібно?',
  'Сукня лляна міді є в чорному?',
];

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

async function run(target: DbTarget) {
  const graph = await startGraphDouble();
  const t = await createChannelsApp(target, graph);
  const results: Record<string, object> = {};
  let socket: TestSocket | null = null;
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const owner = await userWithChannel(t.app);
    await uploadStock(t.app, owner.auth, STOCK);
    const bot = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: owner.auth,
      payload: { bot_status: 'ON' },
    });
    if (bot.statusCode !== 200) throw new Error(`bot_status: ${bot.statusCode} ${bot.body}`);
    socket = connectWithToken(`ws://127.0.0.1:${port}/ws`, owner.tokens.access_token);
    await socket.next((m) => m.type === 'READY', 5000);

    // A conversation's sends, oldest first: its next proposition answers the oldest one.
    const pending = new Map<string, number[]>();
    const conversationOf = new Map<string, string>();
    let latencies: number[] = [];
    const textAt = new Map<number, string>();
    let errors = 0;
    socket.ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as { type: string; data: { conversation_id?: string } };
      if (m.type !== 'NEW_AI_PROPOSITION' && m.type !== 'PROCESSING_ERROR') return;
      const sent = pending.get(m.data.conversation_id ?? '')?.shift();
      if (sent === undefined) return;
      if (m.type === 'PROCESSING_ERROR') errors += 1;
      else {
        latencies.push(performance.now() - sent);
        if (process.env.BENCH_AI_TRACE)
          log('lat', String(Math.round(performance.now() - sent)), textAt.get(sent) ?? '');
      }
    });
    const waitDrained = async (ms: number) => {
      const end = Date.now() + ms;
      while ([...pending.values()].some((q) => q.length > 0) && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    const send = async (customer: string, text: string) => {
      const mid = nextMid('mid.bench');
      const body = metaJson(igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, customer, { mid, text })]));
      const conversation = conversationOf.get(customer);
      const at = performance.now();
      textAt.set(at, text);
      if (conversation) pending.get(conversation)?.push(at);
      const res = await fetch(`http://127.0.0.1:${port}/webhooks/meta`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signBody(body, t.config.meta!.appSecret),
        },
        body,
      });
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
      await res.arrayBuffer();
      return mid;
    };

    for (const rate of RATES) {
      // Warm-up: every customer's conversation exists before the clock runs.
      const customers = Array.from({ length: CUSTOMERS }, (_, i) => `cust-ai-${rate}-${i}`);
      for (const customer of customers) {
        const mid = await send(customer, 'Привіт!');
        const message = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
        conversationOf.set(customer, message.data.conversation_id);
        pending.set(message.data.conversation_id, []);
      }
      await t.app.background.drain();
      latencies = [];
      errors = 0;
      const total = rate * DURATION;
      const start = performance.now();
      statements.clear();
      // CPU of this process (the app and the bench's client) per draft: steadier than latency on a shared machine.
      const cpu = process.cpuUsage();
      await profiled(`${target}-${rate}`, async () => {
        const posts: Promise<unknown>[] = [];
        for (let i = 0; i < total; i += 1) {
          const wait = start + (i * 1000) / rate - performance.now();
          if (wait > 1) await new Promise((r) => setTimeout(r, wait));
          posts.push(send(customers[i % customers.length], QUESTIONS[i % QUESTIONS.length]));
        }
        await Promise.all(posts);
        await waitDrained(30_000);
      });
      const sorted = [...latencies].sort((a, b) => a - b);
      results[String(rate)] = {
        sent: total,
        drafted: latencies.length,
        errors,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.length ? Math.round(sorted[sorted.length - 1]) : null,
        cpu_ms_per_draft: Number((cpuMs(process.cpuUsage(cpu)) / Math.max(1, latencies.length)).toFixed(1)),
        load: loadavg()[0],
      };
      log(target, `${rate}/s`, JSON.stringify(results[String(rate)]));
      if (process.env.BENCH_AI_SQL) {
        const all = [...statements.values()].reduce((a, b) => a + b, 0);
        log('sql', `${all} statements, ${(all / total).toFixed(1)} per message`);
        for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]))
          log('sql', (n / total).toFixed(2).padStart(6), text);
      }
    }
  } finally {
    socket?.ws.terminate();
    await t.close();
    await graph.close();
  }
  return results;
}

async function main() {
  const out: Record<string, unknown> = {
    provider: 'offline',
    duration_s: DURATION,
    customers: CUSTOMERS,
    products: PRODUCTS,
  };
  for (const target of TARGETS) {
    try {
      out[target] = await run(target);
    } catch (err) {
      // No PostgreSQL server here: the PGlite figures still stand.
      const refused = err instanceof Error && /ECONNREFUSED|connect/i.test(`${err.message} ${String(err.cause)}`);
      if (target !== 'postgres' || !refused) throw err;
      log(`PostgreSQL not reachable (${process.env.DATABASE_URL}): skipped`);
    }
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
