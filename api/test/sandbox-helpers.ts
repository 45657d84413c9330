import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config';
import { createTestApp, json, type DbTarget } from './helpers';

export const REDIRECT_URI = 'http://localhost:8080/ua/chats';
export const GRAPH = '/sandbox/graph/v21.0';

/** Overrides for a test app with the sandbox on, its webhooks posted to `webhookUrl`. */
export function sandboxMeta(webhookUrl?: string): Partial<Config> {
  const { meta } = loadConfig({});
  return { meta, metaSandbox: true, metaSandboxWebhookUrl: webhookUrl };
}

export interface ReceivedWebhook {
  raw: Buffer;
  headers: IncomingHttpHeaders;
  body: any;
}

/** An HTTP server standing in for the API's /webhooks/meta: records raw bodies, answers `statuses` in turn (then 200). */
export async function webhookReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  let attempts = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      attempts += 1;
      const status = queue.shift() ?? 200;
      const raw = Buffer.concat(chunks);
      if (status < 300) received.push({ raw, headers: req.headers, body: JSON.parse(raw.toString('utf8')) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/meta`,
    received,
    attempts: () => attempts,
    /** Resolves with the n-th accepted delivery (1-based) once it arrives. */
    async nth(n: number, timeoutMs = 5000): Promise<ReceivedWebhook> {
      const end = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > end) throw new Error(`webhook #${n} did not arrive (${received.length} so far)`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return received[n - 1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Hands a delivery the receiver recorded to the API's /webhooks/meta as it came (body and signature). */
export function redeliver(app: FastifyInstance, webhook: ReceivedWebhook) {
  return app.inject({
    method: 'POST',
    url: '/webhooks/meta',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': webhook.headers['x-hub-signature-256'] as string,
    },
    payload: webhook.raw,
  });
}

/** Graph call through inject (from loopback), answering the parsed JSON and status. */
export async function graph(app: FastifyInstance, method: 'GET' | 'POST', path: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: path.startsWith('/sandbox') ? path : `${GRAPH}${path}`,
    payload: payload as never,
  });
  return { status: res.statusCode, body: json(res) };
}

/** A paging URL (absolute) as an inject path. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * The Meta login the adapter makes against the sandbox: consent (new account), code for a
 * token, long-lived token, /me/accounts for the Page token and the Instagram account.
 */
export async function connectSandbox(app: FastifyInstance, name?: string) {
  const dialog = await app.inject({
    method: 'POST',
    url: '/sandbox/dialog/oauth',
    payload: new URLSearchParams({
      client_id: 'sandbox-app',
      redirect_uri: REDIRECT_URI,
      state: 's1',
      action: 'continue',
      account: 'new',
      ...(name ? { name } : {}),
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const code = new URL(dialog.headers.location as string).searchParams.get('code')!;
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const short = await graph(
    app,
    'GET',
    `/oauth/access_token?${q({ client_id: 'sandbox-app', client_secret: 'sandbox-app-secret', redirect_uri: REDIRECT_URI, code })}`,
  );
  const long = await graph(
    app,
    'GET',
    `/oauth/access_token?${q({ grant_type: 'fb_exchange_token', client_id: 'sandbox-app', client_secret: 'sandbox-app-secret', fb_exchange_token: short.body.access_token })}`,
  );
  const userToken: string = long.body.access_token;
  const accounts = await graph(
    app,
    'GET',
    `/me/accounts?fields=id,name,access_token,instagram_business_account{id,username,profile_picture_url}&access_token=${userToken}`,
  );
  const page = accounts.body.data[0];
  const state = json(await app.inject({ method: 'GET', url: `/sandbox/api/accounts/${page.id}` })).data;
  return {
    code,
    userToken,
    pageToken: page.access_token as string,
    pageId: page.id as string,
    igId: page.instagram_business_account.id as string,
    customers: state.customers as Array<{ id: string; psid: string; name: string; username: string }>,
    media: state.media as Array<{ id: string; caption: string; media_url: string }>,
  };
}

/** A customer action through the sandbox's JSON calls (inject). */
export async function customerCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({ method, url: `/sandbox/api${url}`, payload: payload as never });
  return { status: res.statusCode, body: json(res) };
}

/**
 * A test app listening on loopback with the sandbox as its Meta, at an address it knows before it
 * listens (the sandbox's Graph and Instagram hosts are this server), its webhooks posted to a
 * receiver of their own. `origin` is the app's address; `close` stops both.
 */
export async function listeningSandboxApp(target: DbTarget, overrides: Partial<Config> = {}) {
  const receiver = await webhookReceiver();
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const { meta } = loadConfig({ PORT: String(port) });
  const t = await createTestApp(target, { meta, metaSandbox: true, metaSandboxWebhookUrl: receiver.url, ...overrides });
  await t.app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const close = async () => {
    await t.close();
    await receiver.close();
  };
  return { t, receiver, origin, close };
}

/**
 * A consent window (Instagram Login's or Facebook Login's, by the dialog URL's path) answered
 * Continue, as the popup would post it (`account`: an existing sandbox account's id, or 'new' with
 * `name`), with the browser's sandbox session `cookie` if any: the redirect's code and state, and
 * the session cookie the sandbox set.
 */
export async function sandboxConsent(
  origin: string,
  dialogUrl: string,
  account: { id?: string; name?: string },
  cookie?: string,
) {
  const dialog = new URL(dialogUrl);
  const q = dialog.searchParams;
  const form = new URLSearchParams({
    client_id: q.get('client_id')!,
    redirect_uri: q.get('redirect_uri')!,
    scope: q.get('scope') ?? '',
    state: q.get('state')!,
    account: account.id ?? 'new',
    ...(account.name !== undefined ? { name: account.name } : {}),
    action: 'continue',
  });
  const res = await fetch(`${origin}${dialog.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: form.toString(),
    redirect: 'manual',
  });
  const back = new URL(res.headers.get('location') ?? 'http://invalid/');
  return {
    status: res.status,
    hash: back.hash,
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    /** `name=value` of the session cookie, as a browser sends it back. */
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0],
  };
}

/** Instagram Login's window answered Continue (sandboxConsent). */
export function instagramConsent(origin: string, dialogUrl: string, account: { id?: string; name?: string }) {
  return sandboxConsent(origin, dialogUrl, account);
}
