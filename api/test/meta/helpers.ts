import type { FastifyInstance } from 'fastify';
import type { Config, MetaConfig } from '../../src/config';
import { signBody } from '../../src/modules/webhooks/signature';
import { createTestApp, json, signedInUser, type DbTarget, type TestApp } from '../helpers';
import { accountCode, DOUBLE, type GraphDouble } from './graph-double';

export const VERIFY_TOKEN = 'test-verify-token';

export function metaConfig(graph: GraphDouble): MetaConfig {
  return {
    appId: DOUBLE.appId,
    appSecret: DOUBLE.appSecret,
    verifyToken: VERIFY_TOKEN,
    graphUrl: graph.url,
    graphVersion: 'v20.0',
    dialogUrl: 'https://www.facebook.com/v20.0/dialog/oauth',
    // Instagram accounts connect through their Page here (Instagram Login is tested against the sandbox).
    instagramLogin: null,
    usesSandbox: false,
    // The double answers the Page's Messenger calls too.
    facebookPages: true,
  };
}

export function createChannelsApp(
  target: DbTarget,
  graph: GraphDouble,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  return createTestApp(target, { meta: metaConfig(graph), ...overrides });
}

/** A state the server issued to this user for the consent dialog (GET /channels/oauth-url), as the popup gets it. */
export async function oauthState(
  app: FastifyInstance,
  auth: Record<string, string>,
  platform: 'INSTAGRAM' | 'FACEBOOK' = 'INSTAGRAM',
): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/channels/oauth-url?platform=${platform}`,
    headers: auth,
  });
  if (res.statusCode !== 200) throw new Error(`oauth-url failed: ${res.statusCode} ${res.body}`);
  return json(res).data.state as string;
}

/**
 * POST /users/fb/token/register as the add-channel popup makes it: with a state freshly issued to
 * this user for the platform, unless the payload brings its own `state` (or `state: undefined`).
 */
export async function registerCode(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: { token: string; state?: string; platform?: 'INSTAGRAM' | 'FACEBOOK'; [key: string]: unknown },
) {
  const state = 'state' in payload ? payload.state : await oauthState(app, headers, payload.platform);
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/fb/token/register',
    headers,
    payload: { ...payload, state },
  });
}

/**
 * A signed-in user with the double's Instagram account connected (current channel); with `account`,
 * an account of its own (`accountOf(account)`): an account has one Vitrina owner at a time.
 */
export async function userWithChannel(app: FastifyInstance, account?: string) {
  const user = await signedInUser(app);
  const res = await registerCode(app, user.auth, {
    token: account ? accountCode(account) : DOUBLE.code,
    channel_name: 'Мій магазин',
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...user, channel: json(res).data as { id: string; profile_id: string } };
}

/** A small stock (one article, two sizes, one sold out) for drafts from webhooks. */
export const SAMPLE_STOCK =
  'Артикул,Назва,Колір,Розмір,Ціна,Кількість\nDR-1024,Сукня льняна,бежевий,S,1450,2\nDR-1024,Сукня льняна,бежевий,M,1450,0\n';

/** Uploads a stock spreadsheet (CSV text) as the user's knowledge. */
export async function uploadStock(app: FastifyInstance, auth: Record<string, string>, csv: string): Promise<void> {
  const boundary = 'vitrina-test';
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/data/files/xls',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  });
  if (res.statusCode >= 300) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
}

/** JSON as Meta sends it: compact, every non-ASCII character escaped as \uXXXX. */
export function metaJson(payload: unknown): string {
  return JSON.stringify(payload).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export async function deliver(app: FastifyInstance, payload: unknown, secret = DOUBLE.appSecret) {
  const body = typeof payload === 'string' ? payload : metaJson(payload);
  const res = await app.inject({
    method: 'POST',
    url: '/webhooks/meta',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, secret) },
    payload: body,
  });
  // Processing runs right after the answer; wait for it so the test reads a settled state.
  await app.background.drain();
  return res;
}

// ---- payloads in the shapes Meta documents ----

let seq = 0;
export const nextMid = (prefix = 'mid') => `${prefix}.${Date.now()}.${(seq += 1)}`;

export function igMessaging(accountId: string, events: object[], time = Date.now()) {
  return { object: 'instagram', entry: [{ id: accountId, time, messaging: events }] };
}

export function dm(accountId: string, customerId: string, message: object, timestamp = Date.now()) {
  return { sender: { id: customerId }, recipient: { id: accountId }, timestamp, message };
}

/** The shop's own message coming back as Meta echoes it (`is_echo`). */
export function echo(accountId: string, customerId: string, message: object, timestamp = Date.now()) {
  return {
    sender: { id: accountId },
    recipient: { id: customerId },
    timestamp,
    message: { ...message, is_echo: true },
  };
}

export function igComment(accountId: string, value: object, field = 'comments') {
  return {
    object: 'instagram',
    entry: [{ id: accountId, time: Math.floor(Date.now() / 1000), changes: [{ field, value }] }],
  };
}
