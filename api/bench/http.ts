/**
 * HTTP bench of the API (run with tsx: `npm run bench -w @vitrina/api`) (loopback only, ~5 s per scenario):
 *   - a bare Fastify hello-world server (the baseline),
 *   - GET /api/v1/users with a valid token, and the password grant (POST /oauth/token),
 *     on PGlite and, when reachable, on PostgreSQL.
 * Servers run in child processes; autocannon runs here. Prints one JSON document:
 *   { baseline: {rps, p99}, pglite: { users: {rps, p99, ratio}, password_grant: {...} }, postgres: ... }
 * ratio = rps / baseline rps. Options: BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 50),
 * DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test is tried).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface Measure {
  rps: number;
  p99: number;
  errors?: number;
}
type ChildWithLog = ChildProcess & { lastStderr: () => string };

const load = createRequire(__filename);
const autocannon = load('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

const API_DIR = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BASIC = `Basic ${Buffer.from('vitrina-web:vitrina-web-public').toString('base64')}`;
const log = (...a: string[]) => process.stderr.write(`[bench] ${a.join(' ')}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(args: string[], env: Record<string, string>): ChildWithLog {
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
    if (stderr.length > 8000) stderr = stderr.slice(-8000);
  });
  return Object.assign(child, { lastStderr: () => stderr });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

async function run(opts: Record<string, unknown>): Promise<Measure> {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    ...(errors > 0 ? { errors } : {}),
  };
}

async function baseline(): Promise<Measure> {
  const port = await freePort();
  const code = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const child = start(['-e', code], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    return await run({ url: `http://127.0.0.1:${port}/` });
  } finally {
    await stop(child);
  }
}

/**
 * Reference for the DB-backed call: a bare Fastify route doing the same one-row query through a
 * pg pool (no auth, no validation, no hooks). The gap between this and the baseline is the cost
 * of one PostgreSQL round trip on this machine; the gap between it and `users` is our stack.
 */
async function barePgQuery(pgUrl: string, schema: string, userId: string): Promise<Measure> {
  const port = await freePort();
  const code = `
    const pg = require('pg');
    const pool = new pg.Pool({ connectionString: ${JSON.stringify(pgUrl)}, max: 10, options: '-c search_path=${schema}' });
    const app = require('fastify')();
    app.get('/', async () => {
      const r = await pool.query('select id, email, name, bot_status, comment_response_scenario, private_reply_message, plan, trial_started_at, trial_ends_at, free_chats, created_at from users where id = $1', [${JSON.stringify(userId)}]);
      return { data: r.rows[0] };
    });
    app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const child = start(['-e', code], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    return await run({ url: `http://127.0.0.1:${port}/` });
  } finally {
    await stop(child);
  }
}

async function apiScenarios(
  kind: string,
  env: Record<string, string>,
  base: Measure,
  pgRef?: { url: string; schema: string },
) {
  const port = await freePort();
  const child = start([load.resolve('tsx/cli'), 'src/server.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '1000000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    STATIC_ROOT: tmpdir(),
    REDIS_URL: '',
    SMTP_URL: '',
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/readyz`, child);
    const email = `bench${randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench-password-1';
    const reg = await fetch(`${origin}/api/v1/users/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, name: 'Bench' }),
    });
    if (reg.status !== 201) throw new Error(`registration failed: ${reg.status} ${await reg.text()}`);
    const form = new URLSearchParams({ grant_type: 'password', username: email, password }).toString();
    const tok = await fetch(`${origin}/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const { access_token: token } = (await tok.json()) as { access_token?: string };
    const userId = ((await reg.json()) as { data: { id: string } }).data.id;
    if (!token) throw new Error('password grant failed');

    log(kind, 'GET /api/v1/users');
    const users = await run({ url: `${origin}/api/v1/users`, headers: { authorization: `Bearer ${token}` } });
    log(kind, 'password grant');
    const grant = await run({
      url: `${origin}/oauth/token`,
      method: 'POST',
      connections: Math.min(CONNECTIONS, 8),
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const ratio = (r: Measure) => Math.round((r.rps / base.rps) * 1000) / 1000;
    let reference: Measure | undefined;
    if (pgRef) {
      log(kind, 'reference: bare Fastify + the same query through pg');
      reference = await barePgQuery(pgRef.url, pgRef.schema, userId);
    }
    return {
      users: { ...users, ratio: ratio(users) },
      password_grant: { ...grant, ratio: ratio(grant) },
      ...(reference ? { bare_pg_query: { ...reference, ratio: ratio(reference) } } : {}),
    };
  } catch (err) {
    log(kind, 'failed:', (err as Error).message, child.lastStderr());
    throw err;
  } finally {
    await stop(child);
  }
}

async function reachablePostgres(): Promise<string | null> {
  const candidates = process.env.DATABASE_URL
    ? [process.env.DATABASE_URL]
    : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/postgres'];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      /* next */
    } finally {
      await client.end().catch(() => {});
    }
  }
  return null;
}

async function main() {
  const out: Record<string, any> = { duration_s: DURATION, connections: CONNECTIONS }; // eslint-disable-line @typescript-eslint/no-explicit-any
  log('baseline: bare Fastify hello world');
  out.baseline = await baseline();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-'));
  try {
    out.pglite = await apiScenarios('pglite', { DATA_DIR: path.join(dataDir, 'db'), DATABASE_URL: '' }, out.baseline);
  } catch (err) {
    out.pglite = { error: (err as Error).message };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const pgUrl = await reachablePostgres();
  if (!pgUrl) {
    out.postgres = { skipped: 'no PostgreSQL reachable (set DATABASE_URL)' };
  } else {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    try {
      out.postgres = await apiScenarios('postgres', { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema }, out.baseline, {
        url: pgUrl,
        schema,
      });
    } catch (err) {
      out.postgres = { error: (err as Error).message };
    } finally {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
  out.target = 'GET /api/v1/users on PostgreSQL >= 25% of the baseline rps';
  out.target_met = typeof out.postgres?.users?.ratio === 'number' ? out.postgres.users.ratio >= 0.25 : null;
  // one line: `npm run bench` reads the last line of stdout
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
