/**
 * Analytics bench (issue 34; run alone with tsx: `npm run bench:analytics -w @vitrina/api`, or
 * `npm run bench -- analytics` at the root). One shop on PostgreSQL with a year of a busy shop:
 * 365 days × 300 chats × 10 messages (5 from the customer, 5 answers; 1,095,000 messages), a draft
 * for every customer message (547,500), 60,000 customers (so most come back), seeded with
 * `generate_series` in a database of its own (BENCH_ANALYTICS_DB, default
 * `vitrina_analytics_bench`, created and dropped by this run; nothing else is touched) on the server
 * of BENCH_PG_URL / DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). The seed writes
 * the 0018 columns as the trigger would (the triggers are off while seeding, then back on, and the
 * hourly totals rebuilt); the trigger's own cost is timed on single-row inserts afterwards. Each analytics call is then
 * made through the HTTP layer (inject) BENCH_ANALYTICS_RUNS times (default 20, after 2 warm-ups)
 * for the last 30 days and for the whole year. Prints one JSON line:
 * {seed_s, messages, drafts, rebuild_hourly_s, insert_ms_without_trigger, insert_trigger_ms,
 *  calls: {"30d": {chats: {p50, p95, max}, …}, "365d": …}}.
 * Target (issue 34): p95 < 200 ms for each call.
 */
import pg from 'pg';
import { insertChannel } from '../test/channel-rows';
import { createTestApp, json, signedInUser } from '../test/helpers';

const BASE = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// createTestApp's clean-up (its schema) connects through DATABASE_URL.
process.env.DATABASE_URL ??= BASE;
const DB_NAME = process.env.BENCH_ANALYTICS_DB ?? 'vitrina_analytics_bench';
const DAYS = Number(process.env.BENCH_ANALYTICS_DAYS ?? 365);
const CHATS_PER_DAY = Number(process.env.BENCH_ANALYTICS_CHATS ?? 300);
const MESSAGES_PER_CHAT = 10;
const CUSTOMERS = 60_000;
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);
const REPORTS = ['chats', 'assistant', 'speed', 'topics', 'usage'] as const;

const log = (...a: unknown[]) => process.stderr.write(`[bench:analytics] ${a.join(' ')}\n`);
const round = (x: number) => Math.round(x * 10) / 10;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME) || DB_NAME.startsWith('vt_')) {
  throw new Error(`BENCH_ANALYTICS_DB must be a plain name, not vt_*: ${DB_NAME}`);
}

function urlOf(database: string): string {
  const url = new URL(BASE);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function main() {
  await admin(async (c) => {
    await c.query(`drop database if exists ${DB_NAME} with (force)`);
    await c.query(`create database ${DB_NAME}`);
  });
  const t = await createTestApp('postgres', { databaseUrl: urlOf(DB_NAME) });
  try {
    const owner = await signedInUser(t.app);
    const channel = await insertChannel(t.app, owner.id, 'Bench shop');
    const db = new pg.Client({ connectionString: urlOf(DB_NAME) });
    await db.connect();
    // Dropping the database at the end (or after a failure) ends this connection.
    db.on('error', () => undefined);
    // The app's own schema (createTestApp made one for this run).
    await db.query(`set search_path to ${pg.escapeIdentifier(t.config.databaseSchema ?? 'public')}`);
    const started = performance.now();
    const today = new Date();
    const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const first = new Date(end - (DAYS - 1) * 86_400_000).toISOString();
    await db.query('alter table messages disable trigger user');
    await db.query('alter table agent_propositions disable trigger user');
    log(`seeding ${CUSTOMERS} conversations`);
    await db.query(
      `insert into conversations (channel_id, participant_id, participant_name, updated_time, created_at)
       select $1, 'cust-' || c, 'Customer ' || c, now(), now() from generate_series(0, $2 - 1) c`,
      [channel, CUSTOMERS],
    );
    log(`seeding ${DAYS * CHATS_PER_DAY * MESSAGES_PER_CHAT} messages`);
    // Chat i of day d: customer (d × chats + i) mod customers, starting at i × (24 h / chats) into the
    // day; messages 2 minutes apart, the customer's on even k. Answers: 60 % the draft unchanged,
    // 20 % edited, 10 % discarded, 10 % by hand (no draft).
    await db.query(
      `insert into messages (conversation_id, channel_id, platform_id, type, from_shop, text, attachments, reactions,
                             created_time, created_at, chat_start, awaited_since, draft_outcome)
       select conv.id, $1, 'm-' || d || '-' || i || '-' || k,
              case when i % 5 = 0 then 'REPLY_TO_POST' else 'STANDARD' end,
              k % 2 = 1, 'message ' || k, '[]'::jsonb, '[]'::jsonb, t.at, t.at,
              case when k = 0 then (case when d * $3 + i < $4 then 'NEW' else 'RETURNING' end) end,
              case when k % 2 = 1 then t.at - interval '2 minutes' end,
              case when k % 2 = 1 then (case when (i + k) % 10 < 6 then 'UNCHANGED' when (i + k) % 10 < 8 then 'EDITED'
                                             when (i + k) % 10 < 9 then 'DISCARDED' else 'NO_DRAFT' end) end
       from generate_series(0, $5 - 1) d
       cross join generate_series(0, $3 - 1) i
       cross join generate_series(0, $6 - 1) k
       cross join lateral (select $2::timestamptz + make_interval(days => d, mins => i * 1440 / $3 + k * 2) as at) t
       join conversations conv on conv.channel_id = $1 and conv.participant_id = 'cust-' || ((d * $3 + i) % $4)`,
      [channel, first, CHATS_PER_DAY, CUSTOMERS, DAYS, MESSAGES_PER_CHAT],
    );
    log('seeding drafts');
    await db.query(
      `insert into agent_propositions (user_id, message_id, conversation_id, channel_id, kind, status, text,
                                       created_at, updated_at, outcome, outcome_at, stalled, codes, missing_sizes)
       select $1, m.id::text, m.conversation_id::text, $2, 'DIRECT', 'DONE', 'draft',
              m.created_time + interval '20 seconds', m.created_time, 'UNCHANGED', m.created_time + interval '2 minutes',
              n % 10 = 0, array['DR-' || (1000 + n % 200)],
              case when n % 20 = 0 then array['DR-' || (1000 + n % 200) || ' XL'] else '{}'::text[] end
       from (select id, conversation_id, created_time, row_number() over () as n from messages where not from_shop) m`,
      [owner.id, channel],
    );
    await db.query('alter table messages enable trigger user');
    await db.query('alter table agent_propositions enable trigger user');
    log('hourly totals');
    const rebuild = performance.now();
    await db.query('select vitrina_analytics_rebuild()');
    const rebuildSeconds = round((performance.now() - rebuild) / 1000);
    // A steady state: autovacuum has set the visibility map (index-only scans) and the statistics.
    await db.query('vacuum analyze');
    const counts = await db.query(
      `select (select count(*) from messages) as messages, (select count(*) from agent_propositions) as drafts`,
    );
    const seedSeconds = round((performance.now() - started) / 1000);
    log(`seeded in ${seedSeconds} s`, JSON.stringify(counts.rows[0]));

    // The triggers' cost per stored message: 500 single-row inserts into busy conversations with
    // them on, 500 with them off; the difference per insert.
    const targets = (
      await db.query<{ id: string }>(
        `select id from conversations where channel_id = $1 order by random() limit 1000`,
        [channel],
      )
    ).rows.map((r) => r.id);
    const insertAll = async (ids: string[], tag: string) => {
      const at = performance.now();
      for (const [n, id] of ids.entries()) {
        await db.query(
          `insert into messages (conversation_id, channel_id, platform_id, type, from_shop, text, attachments, reactions, created_time)
           values ($1, $2, $3, 'STANDARD', $4, 'x', '[]', '[]', now())`,
          [id, channel, `extra-${tag}-${n}`, n % 2 === 1],
        );
      }
      return (performance.now() - at) / ids.length;
    };
    // Alternating batches of 50, so the machine's load falls on both alike.
    let withoutTrigger = 0;
    let withTrigger = 0;
    for (let batch = 0; batch < 10; batch += 1) {
      const ids = targets.slice(batch * 100, batch * 100 + 100);
      await db.query('alter table messages disable trigger user');
      withoutTrigger += (await insertAll(ids.slice(0, 50), `off${batch}`)) / 10;
      await db.query('alter table messages enable trigger user');
      withTrigger += (await insertAll(ids.slice(50), `on${batch}`)) / 10;
    }
    const insertTriggerMs = round(withTrigger - withoutTrigger);
    log(`insert ${round(withoutTrigger)} ms without the trigger, ${round(withTrigger)} ms with it`);
    await db.end();

    const periods = {
      '30d': { from: new Date(end - 29 * 86_400_000), to: new Date(end) },
      '365d': { from: new Date(first), to: new Date(end) },
    };
    const calls: Record<string, Record<string, { p50: number; p95: number; max: number }>> = {};
    for (const [name, p] of Object.entries(periods)) {
      calls[name] = {};
      const query = `from=${p.from.toISOString().slice(0, 10)}&to=${p.to.toISOString().slice(0, 10)}&tz_offset=120`;
      for (const report of REPORTS) {
        const url = `/api/v1/analytics/${report}?${report === 'usage' ? 'tz_offset=120' : query}`;
        const times: number[] = [];
        for (let run = -2; run < RUNS; run += 1) {
          const at = performance.now();
          const res = await t.app.inject({ method: 'GET', url, headers: owner.auth });
          const ms = performance.now() - at;
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
          if (run >= 0) times.push(ms);
          if (run === 0 && report === 'chats') log(name, 'chats total', JSON.stringify(json(res).data.total));
        }
        calls[name][report] = {
          p50: round(quantile(times, 0.5)),
          p95: round(quantile(times, 0.95)),
          max: round(Math.max(...times)),
        };
        log(name, report, JSON.stringify(calls[name][report]));
      }
    }
    console.log(
      JSON.stringify({
        seed_s: seedSeconds,
        messages: Number(counts.rows[0].messages),
        drafts: Number(counts.rows[0].drafts),
        rebuild_hourly_s: rebuildSeconds,
        insert_ms_without_trigger: round(withoutTrigger),
        insert_trigger_ms: insertTriggerMs,
        calls,
      }),
    );
  } catch (err) {
    log('failed:', err instanceof Error ? (err.stack ?? err.message) : String(err));
    throw err;
  } finally {
    await t.close().catch((err: unknown) => log('close failed:', String(err)));
    await admin((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
