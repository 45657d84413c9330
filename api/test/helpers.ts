import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { WEB_CLIENT, type TokenResponse } from '@vitrina/shared/contracts';
import { buildApp } from '../src/app';
import { defaultRateLimits, loadConfig, type Config } from '../src/config';
import { databaseFromTemplate, pgliteOptions } from './db-template';
import { testImportWorker } from './import-worker';

export type DbTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when DATABASE_URL is set. */
export const DB_TARGETS: DbTarget[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Runs a suite once per database target: for what depends on the engine or its driver — the
 * repositories and reports' SQL, search, the queue (pg-boss has a backend per engine),
 * transactions, concurrency and idempotency (two requests at once, a job run twice), statement
 * counts — and for what an issue asks to be tested on both (issue 48: full trust).
 */
export function describeEachDb(title: string, fn: (target: DbTarget) => void): void {
  for (const target of DB_TARGETS) describe(`${title} [${target}]`, () => fn(target));
}

/**
 * The one target of `describeOneDb`: PostgreSQL when DATABASE_URL is set (production's engine,
 * and the faster of the two per test), else PGlite.
 */
export const ONE_DB_TARGET: DbTarget = DB_TARGETS[DB_TARGETS.length - 1]!;

/**
 * Runs a suite on one database (`ONE_DB_TARGET`): for suites whose behaviour is decided in the app
 * and uses the database only as storage — validation, authentication and authorisation checks,
 * HTTP contracts with the sandboxes, the assistant's understanding — so that a second engine adds
 * CPU and no coverage. A suite with anything from `describeEachDb`'s list stays there (api/README.md,
 * "Tests and bench").
 */
export function describeOneDb(title: string, fn: (target: DbTarget) => void): void {
  describe(`${title} [${ONE_DB_TARGET}]`, () => fn(ONE_DB_TARGET));
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export function randomSchema(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** Rate limits high enough that ordinary tests never meet them. */
export const RELAXED_LIMITS = defaultRateLimits(1000);

/**
 * A fully built app on a fresh database: an in-memory PGlite, or on the PostgreSQL server a
 * database of its own (dropped on close), each a copy of the run's migrated database
 * (test/db-template.ts). Overrides that name the storage (`databaseSchema` shared by two apps, a
 * `dataDir` folder) get exactly that, migrated by the app as in production.
 */
export async function createTestApp(target: DbTarget, overrides: Partial<Config> = {}): Promise<TestApp> {
  const ownStorage = overrides.databaseSchema === undefined && overrides.databaseUrl === undefined;
  const database = target === 'postgres' && ownStorage ? await databaseFromTemplate() : undefined;
  const schema = target === 'postgres' && !database ? (overrides.databaseSchema ?? randomSchema()) : undefined;
  const config = loadConfig(
    {},
    {
      dataDir: 'memory',
      pgliteOptions: target === 'pglite' ? pgliteOptions() : undefined,
      databaseUrl: target === 'postgres' ? (database?.url ?? process.env.DATABASE_URL) : undefined,
      databaseSchema: schema,
      logger: false,
      rateLimits: RELAXED_LIMITS,
      staticRoot: '/nonexistent-static-root',
      salesEmail: 'sales@vitrina.test',
      publicUrl: 'http://localhost:8080',
      wsAuthTimeoutMs: 1000,
      // The suites read mail through the local mailbox (loopback, like `npm start`).
      devMailbox: true,
      // No background media sync: Graph calls happen only when a suite makes them
      // (test/publications-background.test.ts turns it on).
      publicationsSyncMinutes: 0,
      // No history import on connect either (test/history-import.test.ts turns it on).
      historyImport: false,
      importWorker: testImportWorker(),
      ...overrides,
    },
  );
  const dropStorage = async () => {
    if (database) await database.drop();
    else if (schema && !overrides.databaseSchema) await dropSchema(schema);
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    await app.ready();
  } catch (err) {
    await dropStorage().catch(() => undefined);
    throw err;
  }
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropStorage();
    },
  };
}

let counter = 0;
/** A fresh address that matches the spec's email rule (letters only in the domain). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}x${randomBytes(4).toString('hex')}@example.com`;
}

export const basicAuth = `Basic ${Buffer.from(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`).toString('base64')}`;
export const PASSWORD = 'correct-horse-1';

export function json<T = any>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

export async function register(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = PASSWORD,
  name?: string,
): Promise<{ id: string; email: string; password: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/registration',
    remoteAddress: randomIp(),
    payload: { email, password, ...(name !== undefined ? { name } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { id: json(res).data.id, email, password };
}

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** Helpers send from random addresses so per-IP limits of a suite only count what it means to. */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export async function tokenRequest(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: randomIp(),
    headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<TokenResponse> {
  const res = await tokenRequest(app, { grant_type: 'password', username: email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return json<TokenResponse>(res);
}

/** A registered, signed-in user. */
export async function signedInUser(app: FastifyInstance, name?: string) {
  const user = await register(app, uniqueEmail(), PASSWORD, name);
  const tokens = await login(app, user.email);
  return { ...user, tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

/** A multipart/form-data body built by hand (what a browser FormData sends). */
export function multipart(fields: Record<string, string>): { payload: string; contentType: string } {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

/** Polls until `fn` returns a value other than undefined (background work such as mail). */
export async function eventually<T>(fn: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function mailbox(
  app: FastifyInstance,
  to?: string,
): Promise<Array<{ to: string; subject: string; text: string; links: string[]; created_at: string }>> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`,
  });
  return json(res).data;
}
