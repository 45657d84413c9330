import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

/**
 * A small local stand-in for the Graph API paths the adapter uses (same paths, fields, cursor
 * paging and error bodies). The adapter's contract runs against the Meta sandbox
 * (test/meta-adapter.test.ts); the route suites keep this double because it records every call
 * and lets a test revoke a token, serve several Pages or answer non-JSON at will.
 */
export const DOUBLE = {
  appId: 'test-app',
  appSecret: 'test-app-secret',
  code: 'good-code',
  userToken: 'long-user-token',
  page: { id: 'page-1', name: 'Shop Page', token: 'page-token-1' },
  ig: { id: 'ig-1', username: 'shop.ua', picture: 'https://cdn.example/shop.jpg' },
  page2: { id: 'page-2', name: 'Second Page', token: 'page-token-2' },
  blockedRecipient: 'cust-blocked',
};

/**
 * Meta gives each person their own Pages: the double's code `good-code` authorises the default
 * account above, and `accountCode(key)` another one, whose ids and tokens carry the key
 * (`accountOf(key)`). Tests with several owners give each its own account (one Vitrina account
 * per platform account, docs/product.md §9.3).
 */
export const accountCode = (key: string) => `${DOUBLE.code}:${key}`;
export const accountOf = (key: string) => ({
  igId: `${DOUBLE.ig.id}-${key}`,
  pageId: `${DOUBLE.page.id}-${key}`,
  pageToken: `${DOUBLE.page.token}:${key}`,
});
/** `token:key` → ['token', ':key'] (the key part empty for the default account). */
const splitKey = (value: string) => {
  const i = value.indexOf(':');
  return i < 0 ? [value, ''] : [value.slice(0, i), value.slice(i)];
};

export interface GraphCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
}

export interface GraphDouble {
  url: string;
  calls: GraphCall[];
  /** Tokens Meta no longer accepts (code 190). */
  revoked: Set<string>;
  /** Milliseconds every call waits before it is answered (a slow Graph); 0 by default. */
  delayMs: number;
  /** When set, `POST /{page-id}/subscribed_apps` answers this Graph error (code 100) instead of success. */
  refuseSubscription: string | null;
  /** Runs before a send is answered (e.g. to deliver its echo webhook first, as Meta may). */
  beforeSendAnswer: ((answer: { recipient_id: string; message_id: string }) => Promise<void>) | null;
  /** Files served at `{url}/files/{name}` with no token, as Meta's CDN serves pictures. */
  files: Map<string, { type: string; body: Buffer | string }>;
  /** The Instagram account's media (GET /{ig-id}/media); a test may add posts. */
  media: Array<{
    id: string;
    caption: string;
    media_type: string;
    media_url: string;
    permalink: string;
    timestamp: string;
  }>;
  close(): Promise<void>;
}

const oauthError = (reply: FastifyReply, status: number, code: number, message: string, subcode?: number) =>
  reply.code(status).send({
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: 'Atrace',
    },
  });

/** Cursor paging over a list, as Graph does it (`paging.cursors`, `paging.next` only when more). */
function paged<T>(items: T[], query: Record<string, string>, baseUrl: string) {
  const limit = Number(query.limit ?? 25);
  const start = query.after ? Number(Buffer.from(query.after, 'base64').toString()) : 0;
  const data = items.slice(start, start + limit);
  const end = start + data.length;
  const cursor = (n: number) => Buffer.from(String(n)).toString('base64');
  return {
    data,
    paging: {
      cursors: { before: cursor(start), after: cursor(end) },
      ...(end < items.length ? { next: `${baseUrl}?after=${cursor(end)}&limit=${limit}` } : {}),
    },
  };
}

export async function startGraphDouble(): Promise<GraphDouble> {
  const app: FastifyInstance = Fastify({ logger: false });
  const double: Pick<GraphDouble, 'beforeSendAnswer' | 'delayMs' | 'refuseSubscription'> = {
    beforeSendAnswer: null,
    delayMs: 0,
    refuseSubscription: null,
  };
  const calls: GraphCall[] = [];
  const revoked = new Set<string>();
  const valid = new Set([DOUBLE.userToken, DOUBLE.page.token, DOUBLE.page2.token]);
  let counter = 0;
  const files = new Map<string, { type: string; body: Buffer | string }>();
  app.get('/files/:name', async (req, reply) => {
    const file = files.get((req.params as { name: string }).name);
    if (!file) return reply.code(404).send('not found');
    return reply.type(file.type).send(file.body);
  });

  app.addHook('preHandler', async (req, reply) => {
    const query = req.query as Record<string, string>;
    calls.push({ method: req.method, path: req.url.split('?')[0], query, body: req.body });
    if (double.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, double.delayMs));
    const token = query.access_token;
    if (req.url.includes('/oauth/access_token') || req.url.startsWith('/files/')) return;
    if (!token || !valid.has(splitKey(token)[0]) || revoked.has(token)) {
      return oauthError(reply, 400, 190, 'Error validating access token: Session has expired.', 463);
    }
  });

  app.get('/v20.0/oauth/access_token', async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.client_id !== DOUBLE.appId || q.client_secret !== DOUBLE.appSecret) {
      return oauthError(reply, 400, 101, 'Error validating application.');
    }
    if (q.grant_type === 'fb_exchange_token') {
      const [short, key] = splitKey(q.fb_exchange_token ?? '');
      if (short !== 'short-user-token') return oauthError(reply, 400, 190, 'Invalid OAuth access token.');
      return { access_token: DOUBLE.userToken + key, token_type: 'bearer', expires_in: 5183944 };
    }
    const [code, key] = splitKey(q.code ?? '');
    if (code !== DOUBLE.code || !q.redirect_uri) {
      return oauthError(reply, 400, 100, 'Invalid verification code format.', 36007);
    }
    return { access_token: `short-user-token${key}`, token_type: 'bearer', expires_in: 3600 };
  });

  app.get('/v20.0/me/accounts', async (req) => {
    // The user token's key names whose Pages these are (ids as `-key`, tokens as `:key`).
    const key = splitKey((req.query as Record<string, string>).access_token)[1];
    const id = key.replace(':', '-');
    const pages = [
      {
        id: DOUBLE.page.id + id,
        name: DOUBLE.page.name,
        access_token: DOUBLE.page.token + key,
        picture: { data: { url: 'https://cdn.example/page.jpg' } },
        instagram_business_account: {
          id: DOUBLE.ig.id + id,
          username: DOUBLE.ig.username,
          profile_picture_url: DOUBLE.ig.picture,
        },
      },
      { id: DOUBLE.page2.id + id, name: DOUBLE.page2.name, access_token: DOUBLE.page2.token + key },
    ];
    // One Page per Graph page, so the adapter has to follow the cursor.
    return paged(pages, { ...(req.query as Record<string, string>), limit: '1' }, '/v20.0/me/accounts');
  });

  const conversations = Array.from({ length: 3 }, (_, i) => ({
    id: `conv-${i + 1}`,
    updated_time: `2026-11-0${i + 1}T10:00:00+0000`,
    participants: {
      data: [
        { id: DOUBLE.ig.id, username: DOUBLE.ig.username },
        { id: `cust-${i + 1}`, username: `customer${i + 1}` },
      ],
    },
  }));
  app.get('/v20.0/:id/conversations', async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.platform !== 'instagram') return oauthError(reply, 400, 100, 'platform must be instagram');
    return paged(conversations, q, req.url.split('?')[0]);
  });
  app.get('/v20.0/me/conversations', async (req) =>
    paged(conversations.slice(0, 1), req.query as Record<string, string>, '/v20.0/me/conversations'),
  );
  app.get('/v20.0/:conversation/messages', async (req) => {
    const messages = [
      {
        id: 'm_1',
        created_time: '2026-11-01T10:00:00+0000',
        from: { id: 'cust-1', username: 'customer1' },
        message: 'Привіт',
        attachments: { data: [{ image_data: { url: 'https://cdn.example/a.jpg' } }] },
      },
      {
        id: 'm_2',
        created_time: '2026-11-01T10:01:00+0000',
        from: { id: DOUBLE.ig.id, username: DOUBLE.ig.username },
        message: 'Вітаємо!',
      },
    ];
    return paged(messages, req.query as Record<string, string>, req.url.split('?')[0]);
  });
  const media: GraphDouble['media'] = [
    {
      id: 'media-1',
      caption: 'Сукня AB-123 1200 грн',
      media_type: 'IMAGE',
      media_url: 'https://cdn.example/1.jpg',
      permalink: 'https://instagram.com/p/1',
      timestamp: '2026-11-01T09:00:00+0000',
    },
    {
      id: 'media-2',
      caption: 'Жакет CD-456',
      media_type: 'VIDEO',
      media_url: 'https://cdn.example/2.mp4',
      permalink: 'https://instagram.com/p/2',
      timestamp: '2026-11-02T09:00:00+0000',
    },
  ];
  app.get('/v20.0/:id/media', async (req) => paged(media, req.query as Record<string, string>, req.url.split('?')[0]));
  app.get('/v20.0/:id/posts', async (req) =>
    paged(
      [
        {
          id: 'page-1_post-1',
          message: 'Пост',
          created_time: '2026-11-01T09:00:00+0000',
          permalink_url: 'https://facebook.com/1',
        },
      ],
      req.query as Record<string, string>,
      '/posts',
    ),
  );
  app.get('/v20.0/:media/comments', async (req) =>
    paged(
      [
        {
          id: 'c-1',
          text: 'Ціна?',
          timestamp: '2026-11-01T11:00:00+0000',
          from: { id: 'cust-1', username: 'customer1' },
        },
      ],
      req.query as Record<string, string>,
      req.url.split('?')[0],
    ),
  );
  app.get('/v20.0/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    if (id === DOUBLE.ig.id || id.startsWith(`${DOUBLE.ig.id}-`))
      return { id, username: DOUBLE.ig.username, name: 'Shop', profile_picture_url: DOUBLE.ig.picture };
    if (id === DOUBLE.page.id || id.startsWith(`${DOUBLE.page.id}-`))
      return { id, name: DOUBLE.page.name, picture: { data: { url: 'https://cdn.example/page.jpg' } } };
    if (id.startsWith('media-')) {
      return {
        id,
        caption: 'Сукня AB-123',
        media_type: 'IMAGE',
        media_url: `https://cdn.example/${id}.jpg`,
        permalink: `https://instagram.com/p/${id}`,
      };
    }
    if (id.startsWith('cust-'))
      return {
        name: `Олена ${id}`,
        username: id.replace('cust-', 'olena_'),
        profile_pic: `https://cdn.example/${id}.jpg`,
      };
    return oauthError(reply, 400, 100, 'Unsupported get request.', 33);
  });

  const send = async (req: { body: any }, reply: FastifyReply) => {
    const body = req.body ?? {};
    const picture = body.message?.attachment?.payload?.url;
    if (!body.message?.text && typeof picture !== 'string')
      return oauthError(reply, 400, 100, '(#100) The parameter message is required');
    // A picture Meta cannot fetch: any URL naming "unreachable" (Meta's code 100, subcode 2018008).
    if (typeof picture === 'string' && picture.includes('unreachable'))
      return oauthError(reply, 400, 100, '(#100) Failed to fetch the file from the url', 2018008);
    if (body.recipient?.id === DOUBLE.blockedRecipient) {
      return oauthError(reply, 400, 551, 'This person isn\u2019t available right now.', 1545041);
    }
    counter += 1;
    if (body.recipient?.comment_id)
      return { recipient_id: `cust-of-${body.recipient.comment_id}`, message_id: `mid.sent.${counter}` };
    const answer = { recipient_id: body.recipient?.id, message_id: `mid.sent.${counter}` };
    await double.beforeSendAnswer?.(answer);
    return answer;
  };
  app.post('/v20.0/me/messages', send);
  app.post('/v20.0/:id/messages', send);
  app.post('/v20.0/:comment/replies', async (req) => {
    counter += 1;
    return { id: `reply-${(req.params as { comment: string }).comment}-${counter}` };
  });
  app.post('/v20.0/:comment/comments', async () => {
    counter += 1;
    return { id: `fbreply-${counter}` };
  });
  app.post('/v20.0/:page/subscribed_apps', async (_req, reply) =>
    double.refuseSubscription ? oauthError(reply, 400, 100, double.refuseSubscription) : { success: true },
  );
  app.get('/v20.0/broken', async (_req, reply) => reply.type('text/html').send('<html>oops</html>'));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return Object.assign(double, {
    url: `http://127.0.0.1:${port}`,
    calls,
    revoked,
    files,
    media,
    close: () => app.close(),
  });
}
