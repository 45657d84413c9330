import type { FastifyInstance } from 'fastify';

/**
 * The authorisation matrix: every route of the API with its access rule. The test in
 * authorization.test.ts walks `app.routeList` and fails for a route without a row, then calls each
 * row as a guest, as its owner and as another account using the owner's ids.
 *
 * Adding a route = adding one row. A route on an owned resource gives a `setup` that creates the
 * owner's resource and returns the path params (`{ id }` for `/api/v1/channels/:id`), and a
 * `body` the route accepts. HEAD routes are covered by their GET row.
 */
export type Access =
  /** Anyone, signed in or not (marketing forms, sign-in, registration, reset, operations, static). */
  | 'public'
  /** Signed-in only: a guest gets 401; another account using the owner's ids gets 404, an empty list or its own data. */
  | 'owner'
  /** Local convenience (plugins/local-only.ts): 404 unless a loopback peer with a loopback Host. */
  | 'local'
  /** The websocket: authenticated by its first message, events of its own user only (tested apart). */
  | 'websocket';

export interface Account {
  id: string;
  email: string;
  password: string;
  accessToken: string;
}

export interface MatrixContext {
  app: FastifyInstance;
  owner: Account;
}

export interface MatrixRow {
  /** `METHOD /path` exactly as registered (`:param` placeholders). */
  route: string;
  access: Access;
  /** A JSON body the route accepts (the owner's call must get past validation). */
  body?: (ctx: MatrixContext) => unknown;
  /** Creates the owner's resource; returns the route's path params. */
  setup?: (ctx: MatrixContext) => Promise<Record<string, string>>;
  /** Extra headers (OAuth client credentials, form content type). */
  headers?: Record<string, string>;
  /** Raw payload instead of `body` (forms). */
  payload?: (ctx: MatrixContext) => string;
}

const basic = `Basic ${Buffer.from('vitrina-web:vitrina-web-public').toString('base64')}`;
const oauthForm = { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' };
const guestForm = { name: 'Matrix Guest', phone: '+380501234567', time_slot: '09-12' };

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // ---- operations, docs, static ----
  { route: 'OPTIONS *', access: 'public' },
  { route: 'GET /healthz', access: 'public' },
  { route: 'GET /readyz', access: 'public' },
  { route: 'GET /docs', access: 'public' },
  { route: 'GET /docs/', access: 'public' },
  { route: 'GET /docs/json', access: 'public' },
  { route: 'GET /docs/yaml', access: 'public' },
  { route: 'GET /docs/static/index.html', access: 'public' },
  { route: 'GET /docs/static/swagger-initializer.js', access: 'public' },
  { route: 'GET /docs/static/*', access: 'public' },
  { route: 'GET /runtime-config.json', access: 'public' },
  { route: 'GET /*', access: 'public' }, // the shell's files (when built)
  { route: 'GET /remotes/*', access: 'public' }, // each remote's files (when built)

  // ---- local conveniences ----
  { route: 'GET /mailbox', access: 'local' },
  { route: 'GET /api/v1/dev/mailbox', access: 'local' },

  // ---- realtime ----
  { route: 'GET /ws', access: 'websocket' },

  // ---- auth ----
  {
    route: 'POST /oauth/token',
    access: 'public',
    headers: oauthForm,
    payload: ({ owner }) =>
      new URLSearchParams({ grant_type: 'password', username: owner.email, password: owner.password }).toString(),
  },
  { route: 'POST /oauth/revoke', access: 'public', headers: oauthForm, payload: () => 'token=unknown' },

  // ---- users ----
  {
    route: 'POST /api/v1/users/registration',
    access: 'public',
    body: () => ({ email: `m${Date.now()}@example.com`, password: 'matrix-pass-1' }),
  },
  { route: 'POST /api/v1/users/resetPasswordRequest', access: 'public', body: ({ owner }) => ({ email: owner.email }) },
  {
    route: 'POST /api/v1/users/resetPassword/:slug',
    access: 'public',
    setup: async () => ({ slug: 'not-a-live-token' }),
    body: () => ({ password: 'matrix-pass-2' }),
  },
  { route: 'GET /api/v1/users', access: 'owner' },
  { route: 'PUT /api/v1/users', access: 'owner', body: () => ({ name: 'Matrix Owner' }) },
  {
    route: 'PUT /api/v1/users/comment-settings',
    access: 'owner',
    body: () => ({ comment_response_scenario: 'COMMENT_ONLY', private_reply_message: 'matrix' }),
  },
  {
    route: 'POST /api/v1/users/changePassword',
    access: 'owner',
    // the new password equals the old one's length rules; the owner's session stays signed in
    body: ({ owner }) => ({ old_password: owner.password, new_password: `${owner.password}-x` }),
  },

  // ---- guest forms ----
  { route: 'POST /api/v1/guest/consultation/request', access: 'public', body: () => guestForm },
  { route: 'POST /api/v1/guest/booking/request', access: 'public', body: () => guestForm },
  {
    route: 'POST /api/v1/guest/new-user/request',
    access: 'public', // bearer optional: when sent, the request is linked to the token's user
    body: () => ({ phone: '+380501234567', instagram: 'matrix_shop', time_slot: '12-15' }),
  },
];
