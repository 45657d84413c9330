import { SANDBOX_META } from '../src/config';
import type { FastifyInstance } from 'fastify';
import { accountCode, accountOf, DOUBLE } from './meta/graph-double';
import { VERIFY_TOKEN } from './meta/helpers';
import {
  csvUpload,
  extra,
  multipartHeaders,
  ownerChannel,
  ownerChannelPost,
  ownerConversation,
  ownerConversationBotOn,
  ownerAutoReply,
  ownerFile,
  ownerLinkedCode,
  ownerOrder,
  ownerWaybill,
  ownerPaymentLink,
  ownerPaidInvoice,
  matrixOrder,
  ownerPreview,
  ownerPublication,
  ownerPushDevice,
  pushSubscriptionBody,
  ownerQuestion,
  ownerState,
  ownerConversationAndLabel,
  ownerInvitation,
  ownerLabel,
  ownerSavedReply,
  ownerTeammate,
  sandboxAccount,
  webhookBody,
  webhookHeaders,
} from './matrix/setups';

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
  /** A query string, from the setup's params (`?channelId=…`, `?code=…`). */
  query?: (params: Record<string, string>) => Record<string, string>;
  /** The status of a successful owner call ('owner') or loopback call ('local'); 200 unless told. */
  status?: number;
  /**
   * A manager of the owner's shop (docs/product.md §9.15): 'refused' (403, nothing of the shop
   * changes: billing, channels, the team, deleting data); otherwise the manager's call succeeds
   * as the owner's does.
   */
  manager?: 'refused';
}

const basic = `Basic ${Buffer.from('vitrina-web:vitrina-web-public').toString('base64')}`;
const oauthForm = { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' };
const guestForm = { name: 'Matrix Guest', phone: '+380501234567', time_slot: '09-12' };

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // ---- operations, docs, static ----
  { route: 'OPTIONS *', access: 'public' },
  { route: 'GET /healthz', access: 'public' },
  { route: 'GET /readyz', access: 'public' },
  // Loopback only without METRICS_TOKEN (the default here); with it, the bearer token (operations.test.ts).
  { route: 'GET /metrics', access: 'local' },
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
  // Signing in with Facebook: a guest's dialog URL; a code needs the state the URL was issued with.
  { route: 'GET /api/v1/users/fbLogin/url', access: 'public', query: () => ({ lng: 'en' }) },
  {
    route: 'POST /api/v1/users/fbLogin',
    access: 'public',
    body: () => ({ code: 'matrix-code', state: 'matrix-state-not-issued', lng: 'en' }),
  },
  { route: 'POST /api/v1/users/resetPasswordRequest', access: 'public', body: ({ owner }) => ({ email: owner.email }) },
  {
    route: 'POST /api/v1/users/resetPassword/:slug',
    access: 'public',
    setup: async () => ({ slug: 'not-a-live-token' }),
    body: () => ({ password: 'matrix-pass-2' }),
  },
  { route: 'GET /api/v1/users', access: 'owner' },
  { route: 'GET /api/v1/users/usage', access: 'owner' },
  { route: 'PUT /api/v1/users', access: 'owner', body: () => ({ name: 'Matrix Owner' }) },
  {
    route: 'PUT /api/v1/users/comment-settings',
    access: 'owner',
    manager: 'refused',
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

  // ---- channels ----
  { route: 'GET /api/v1/channels', access: 'owner', setup: ownerChannel },
  {
    route: 'POST /api/v1/channels',
    access: 'owner',
    manager: 'refused',
    status: 201,
    setup: ownerChannel, // leaves the owner's Meta authorisation (the double's Pages)
    body: (ctx) => ({ channel_name: 'Matrix Page', page_id: accountOf(ctx.owner.id).pageId, platform: 'FACEBOOK' }),
  },
  { route: 'GET /api/v1/channels/platforms', access: 'owner' },
  { route: 'GET /api/v1/channels/oauth-url', access: 'owner', manager: 'refused' },
  { route: 'GET /api/v1/channels/current/pages', access: 'owner', manager: 'refused', setup: ownerChannel },
  { route: 'GET /api/v1/channels/currentChannel', access: 'owner', setup: ownerChannel },
  {
    route: 'PUT /api/v1/channels/currentChannel',
    access: 'owner',
    setup: ownerChannel,
    query: (p) => ({ channelId: p.channelId }),
  },
  { route: 'GET /api/v1/channels/:id', access: 'owner', setup: ownerChannel },
  { route: 'DELETE /api/v1/channels/:id', access: 'owner', manager: 'refused', setup: ownerChannel },
  {
    route: 'POST /api/v1/users/fb/token/register',
    // Another account with the owner's state is refused (400: the state is the owner's, and used);
    // registering the same code without it would be too: the account has its owner (409).
    access: 'owner',
    manager: 'refused',
    setup: ownerState,
    body: (ctx) => ({ token: accountCode(ctx.owner.id), channel_name: 'Matrix Register', state: extra(ctx, 'state') }),
  },

  // ---- conversations of the current channel ----
  { route: 'GET /api/v1/channels/current/conversations', access: 'owner', setup: ownerConversation },
  { route: 'GET /api/v1/channels/current/conversations/:id/messages', access: 'owner', setup: ownerConversation },
  { route: 'PUT /api/v1/channels/current/conversations/:id/mark-as-read', access: 'owner', setup: ownerConversation },
  {
    route: 'PUT /api/v1/channels/current/conversations/:id', // request an AI answer
    access: 'owner',
    setup: ownerConversationBotOn,
    status: 202,
  },
  {
    route: 'PUT /api/v1/channels/current/conversations/:conversationId/:messageId',
    access: 'owner',
    setup: ownerConversation,
    body: (ctx) => ({ code: 'MX-CODE-1', asset_id: extra(ctx, 'assetId') }),
  },
  {
    route: 'POST /api/v1/channels/current/messages',
    access: 'owner',
    setup: ownerConversation,
    body: (ctx) => ({ message: 'Matrix reply', recipient_id: extra(ctx, 'customer') }),
  },
  {
    route: 'POST /api/v1/channels/current/reply-to-comment',
    access: 'owner',
    setup: ownerConversation,
    body: (ctx) => ({ text: 'Matrix public reply', conversation_id: extra(ctx, 'conversationId') }),
  },
  {
    // Another account with the owner's post id: 404 (its current channel has no such post) or the
    // platform's refusal before that (no channel: 404 too).
    route: 'POST /api/v1/channels/current/comments',
    access: 'owner',
    setup: ownerChannelPost,
    body: (ctx) => ({ post_id: extra(ctx, 'mediaId'), text: 'Matrix owner comment' }),
    status: 201,
  },

  // ---- Meta webhooks (signed by Meta, not by a user) ----
  {
    route: 'GET /webhooks/meta',
    access: 'public', // Meta's subscription challenge: the verify token is the credential
    query: () => ({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': 'matrix-challenge' }),
  },
  { route: 'POST /webhooks/meta', access: 'public', headers: webhookHeaders, payload: () => webhookBody },

  // ---- the Meta sandbox (loopback only) ----
  { route: 'GET /sandbox/graph/:version/*', access: 'local' },
  { route: 'POST /sandbox/graph/:version/*', access: 'local' },
  { route: 'DELETE /sandbox/graph/:version/*', access: 'local' },
  { route: 'GET /sandbox/instagram-graph/:version/*', access: 'local' },
  { route: 'POST /sandbox/instagram-graph/:version/*', access: 'local' },
  { route: 'DELETE /sandbox/instagram-graph/:version/*', access: 'local' },
  // Instagram Login's stand-ins (registered when the sandbox has an Instagram app): refused input here.
  { route: 'GET /sandbox/instagram-graph/access_token', access: 'local', status: 400 },
  { route: 'GET /sandbox/instagram-graph/refresh_access_token', access: 'local', status: 400 },
  { route: 'POST /sandbox/instagram-api/oauth/access_token', access: 'local', status: 400, body: () => ({}) },
  {
    route: 'GET /sandbox/instagram/oauth/authorize',
    access: 'local',
    query: () => ({
      client_id: SANDBOX_META.instagramAppId,
      redirect_uri: 'http://localhost:8080/ua/chats',
      state: 's1',
    }),
  },
  {
    route: 'POST /sandbox/instagram/oauth/authorize',
    access: 'local',
    status: 302,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: () =>
      new URLSearchParams({
        client_id: SANDBOX_META.instagramAppId,
        redirect_uri: 'http://localhost:8080/ua/chats',
        state: 's1',
        action: 'cancel',
      }).toString(),
  },
  {
    route: 'GET /sandbox/dialog/oauth',
    access: 'local',
    query: () => ({ client_id: DOUBLE.appId, redirect_uri: 'http://localhost:8080/ua/chats', state: 's1' }),
  },
  {
    route: 'GET /sandbox/:version/dialog/oauth',
    access: 'local',
    setup: async () => ({ version: 'v21.0' }),
    query: () => ({ client_id: DOUBLE.appId, redirect_uri: 'http://localhost:8080/ua/chats', state: 's1' }),
  },
  {
    route: 'POST /sandbox/dialog/oauth',
    access: 'local',
    status: 302, // back to the redirect_uri (here: the person cancels)
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: () =>
      new URLSearchParams({
        client_id: DOUBLE.appId,
        redirect_uri: 'http://localhost:8080/ua/chats',
        state: 's1',
        action: 'cancel',
      }).toString(),
  },
  { route: 'GET /sandbox/api/accounts', access: 'local', setup: sandboxAccount },
  { route: 'POST /sandbox/api/accounts', access: 'local', status: 201, body: () => ({ name: 'Matrix Shop' }) },
  { route: 'GET /sandbox/api/deliveries', access: 'local' },
  { route: 'GET /sandbox/api/accounts/:account', access: 'local', setup: sandboxAccount },
  { route: 'POST /sandbox/api/accounts/:account/expire-tokens', access: 'local', status: 201, setup: sandboxAccount },
  {
    route: 'POST /sandbox/api/accounts/:account/time-travel',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
    body: () => ({ hours: 1 }),
  },
  {
    route: 'POST /sandbox/api/accounts/:account/faults',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
    body: () => ({ usage: 10 }),
  },
  {
    route: 'POST /sandbox/api/accounts/:account/burst',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
    body: () => ({ count: 1, text: 'Matrix burst' }),
  },
  {
    route: 'GET /sandbox/api/accounts/:account/customers/:customer/messages',
    access: 'local',
    setup: sandboxAccount,
  },
  {
    route: 'POST /sandbox/api/accounts/:account/customers/:customer/messages',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
    body: () => ({ text: 'Matrix customer' }),
  },
  {
    route: 'PUT /sandbox/api/accounts/:account/customers/:customer/messages/:mid',
    access: 'local',
    setup: sandboxAccount,
    body: () => ({ text: 'Matrix edited' }),
  },
  {
    route: 'DELETE /sandbox/api/accounts/:account/customers/:customer/messages/:mid',
    access: 'local',
    setup: sandboxAccount,
  },
  {
    route: 'POST /sandbox/api/accounts/:account/customers/:customer/messages/:mid/reaction',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
    body: () => ({ emoji: '❤' }),
  },
  {
    route: 'POST /sandbox/api/accounts/:account/customers/:customer/read',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
  },
  {
    route: 'POST /sandbox/api/accounts/:account/customers/:customer/events',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
    body: () => ({ kind: 'quick_reply', text: 'Matrix' }),
  },
  {
    route: 'POST /sandbox/api/accounts/:account/customers/:customer/block',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
    body: () => ({ blocked: true }),
  },
  {
    route: 'POST /sandbox/api/accounts/:account/customers/:customer/comments',
    access: 'local',
    status: 201,
    setup: sandboxAccount,
    body: (ctx) => ({ media_id: extra(ctx, 'media'), text: 'Matrix comment' }),
  },
  { route: 'GET /sandbox', access: 'local' },
  { route: 'GET /sandbox/assets/simulator.js', access: 'local' },
  {
    route: 'GET /sandbox/media/:name',
    access: 'local',
    setup: async (ctx) => {
      const { image } = await sandboxAccount(ctx);
      return { name: `${image}.svg` };
    },
  },
  {
    route: 'GET /sandbox/avatars/:id',
    access: 'local',
    setup: async (ctx) => ({ id: (await sandboxAccount(ctx)).customer }),
  },
  { route: 'GET /sandbox/sample-stock.csv', access: 'local' },

  // ---- knowledge: stock files, products, linked codes, questions, shop answers ----
  { route: 'GET /api/v1/data/files/xls', access: 'owner', setup: ownerFile },
  {
    route: 'POST /api/v1/data/files/xls',
    access: 'owner',
    status: 201,
    headers: multipartHeaders,
    payload: () => csvUpload('matrix-upload.csv', 'MX-UPLOAD'),
  },
  { route: 'DELETE /api/v1/data/files/xls/:name', access: 'owner', manager: 'refused', setup: ownerFile },
  {
    route: 'POST /api/v1/data/files/xls/preview',
    access: 'owner',
    status: 201,
    headers: multipartHeaders,
    payload: () => csvUpload('matrix-preview.csv', 'MX-PREVIEW'),
  },
  { route: 'POST /api/v1/data/files/xls/preview/:id', access: 'owner', setup: ownerPreview, body: () => ({}) },
  {
    route: 'POST /api/v1/data/files/xls/preview/:id/confirm',
    access: 'owner',
    status: 201,
    setup: ownerPreview,
    body: () => ({ mapping: { code: 0, name: 1, price: 5 } }),
  },
  { route: 'DELETE /api/v1/data/files/xls/preview/:id', access: 'owner', setup: ownerPreview },
  { route: 'GET /api/v1/data', access: 'owner', setup: ownerFile },
  { route: 'GET /api/v1/data/by-code', access: 'owner', setup: ownerFile, query: (p) => ({ code: p.code }) },
  {
    route: 'POST /api/v1/data/by-code',
    access: 'owner',
    setup: ownerFile,
    query: (p) => ({ code: p.code }),
    body: (ctx) => ({ codes: [`${extra(ctx, 'code')}-B`] }),
  },
  {
    route: 'DELETE /api/v1/data/by-code',
    access: 'owner',
    setup: ownerLinkedCode,
    query: (p) => ({ code: p.code }),
    body: (ctx) => ({ codes: [`${extra(ctx, 'code')}-B`] }),
  },
  { route: 'GET /api/v1/data/questions', access: 'owner', setup: ownerQuestion },
  {
    route: 'PUT /api/v1/data/questions/:id',
    access: 'owner',
    setup: ownerQuestion,
    body: () => ({ answer: 'Matrix answer' }),
  },
  { route: 'DELETE /api/v1/data/questions/:id', access: 'owner', manager: 'refused', setup: ownerQuestion },
  { route: 'GET /api/v1/data/shop-answers', access: 'owner' },
  { route: 'PUT /api/v1/data/shop-answers', access: 'owner', body: () => ({ delivery: 'Nova Poshta, 1-2 days' }) },

  // ---- publications ----
  { route: 'GET /api/v1/publications', access: 'owner', setup: ownerPublication },
  { route: 'GET /api/v1/publications/:id', access: 'owner', setup: ownerPublication },
  { route: 'POST /api/v1/publications/sync', access: 'owner', setup: ownerChannel },
  {
    route: 'PUT /api/v1/platform/publications/:id',
    access: 'owner',
    setup: ownerPublication,
    body: () => ({ link: 'https://shop.example/matrix' }),
  },
  { route: 'DELETE /api/v1/platform/publications/:id', access: 'owner', manager: 'refused', setup: ownerPublication },

  // ---- analytics: the caller's channels only (another account with the owner's channelId: 404) ----
  ...['chats', 'assistant', 'speed', 'topics', 'full-trust', 'orders'].map((report): MatrixRow => ({
    route: `GET /api/v1/analytics/${report}`,
    access: 'owner',
    setup: ownerConversation,
    query: (p) => ({ from: '2026-01-01', to: '2026-12-31', channelId: p.channelId! }),
  })),
  {
    route: 'GET /api/v1/analytics/usage',
    access: 'owner',
    setup: ownerConversation,
    query: (p) => ({ channelId: p.channelId! }),
  },
  // ---- orders ----
  { route: 'GET /api/v1/orders', access: 'owner', setup: ownerOrder },
  { route: 'GET /api/v1/orders/export.csv', access: 'owner', setup: ownerOrder },
  {
    route: 'POST /api/v1/orders',
    access: 'owner',
    setup: ownerFile,
    body: (ctx) => matrixOrder(extra(ctx, 'code')),
    status: 201,
  },
  { route: 'GET /api/v1/orders/:id', access: 'owner', setup: ownerOrder },
  {
    route: 'GET /api/v1/orders/draft',
    access: 'owner',
    setup: ownerConversation,
    query: (params) => ({ conversation_id: params.conversationId }),
  },
  { route: 'PATCH /api/v1/orders/:id', access: 'owner', setup: ownerOrder, body: () => ({ note: 'Matrix note' }) },
  // ---- Nova Poshta (issue 49): the shop's own settings; waybills of its own orders ----
  { route: 'GET /api/v1/shipping/nova-poshta/settings', access: 'owner' },
  { route: 'PUT /api/v1/shipping/nova-poshta/settings', access: 'owner', body: () => ({ weight: 2 }) },
  { route: 'GET /api/v1/shipping/nova-poshta/cities', access: 'owner', query: () => ({ q: 'Київ' }) },
  {
    route: 'GET /api/v1/shipping/nova-poshta/warehouses',
    access: 'owner',
    query: () => ({ city_ref: '8d5a980d-391c-11dd-90d9-001a92567626' }),
  },
  // The owner's NEW order is not ready for a waybill (409); another account's: 404.
  { route: 'POST /api/v1/orders/:id/waybill', access: 'owner', setup: ownerOrder, body: () => ({}), status: 409 },
  { route: 'GET /api/v1/orders/:id/waybill', access: 'owner', setup: ownerWaybill },
  { route: 'POST /api/v1/orders/:id/waybill/tracking', access: 'owner', setup: ownerWaybill },
  { route: 'GET /api/v1/orders/:id/waybill/label', access: 'owner', setup: ownerWaybill },
  // The Nova Poshta sandbox (loopback only).
  { route: 'POST /sandbox/novaposhta/v2.0/json/', access: 'local', body: () => ({}) },
  {
    route: 'GET /sandbox/novaposhta/orders/printMarking85x85/orders[]/:doc/type/pdf8/apiKey/:key',
    access: 'local',
    status: 404,
  },
  { route: 'POST /sandbox/novaposhta/clock/step', access: 'local' },
  // ---- payment links (issue 49): the shop's own token; links of its own orders ----
  { route: 'GET /api/v1/payments/settings', access: 'owner' },
  {
    route: 'PUT /api/v1/payments/settings',
    access: 'owner',
    body: () => ({ token: 'matrix-token-0123456789abcdef' }),
  },
  { route: 'GET /api/v1/orders/:id/payment', access: 'owner', setup: ownerPaymentLink },
  // The owner's COD order gets no link (422); another account's: 404.
  { route: 'POST /api/v1/orders/:id/payment', access: 'owner', setup: ownerOrder, status: 422 },
  // The acquirer's webhook: anyone may post, only a signed delivery changes anything.
  { route: 'POST /webhooks/payments/monobank', access: 'public', status: 403 },
  // The monobank sandbox (loopback only).
  { route: 'GET /sandbox/monobank/api/merchant/details', access: 'local', status: 403 },
  { route: 'GET /sandbox/monobank/api/merchant/pubkey', access: 'local', status: 403 },
  { route: 'POST /sandbox/monobank/api/merchant/invoice/create', access: 'local', status: 403, body: () => ({}) },
  { route: 'GET /sandbox/monobank/pay/:id', access: 'local', status: 404 },
  { route: 'POST /sandbox/monobank/pay/:id', access: 'local', status: 400, body: () => ({}) },
  { route: 'POST /sandbox/monobank/api/merchant/wallet/payment', access: 'local', status: 403, body: () => ({}) },
  { route: 'GET /sandbox/monobank/api/merchant/invoice/receipt', access: 'local', status: 403 },
  // ---- plans a shop buys (issue 52): read by the team, changed by the owner only ----
  { route: 'GET /api/v1/billing', access: 'owner' },
  // A paid invoice's receipt (PDF): the team's to read; another shop's is a 404.
  { route: 'GET /api/v1/billing/invoices/:id/receipt', access: 'owner', setup: ownerPaidInvoice },
  {
    route: 'POST /api/v1/billing/preview',
    access: 'owner',
    manager: 'refused',
    body: () => ({ plan: 'PRO' }),
  },
  // The owner's call answers the sandbox's payment page; nothing is paid.
  {
    route: 'POST /api/v1/billing/subscribe',
    access: 'owner',
    manager: 'refused',
    body: () => ({ plan: 'PRO' }),
  },
  // Nothing to cancel on a trial (409).
  { route: 'POST /api/v1/billing/cancel', access: 'owner', manager: 'refused', status: 409 },
  { route: 'POST /api/v1/billing/top-up', access: 'owner', manager: 'refused' },
  // The acquirer's webhook of Vitrina's invoices: anyone may post, only a signed delivery changes anything.
  { route: 'POST /webhooks/billing/monobank', access: 'public', status: 403 },
  // Billing's sandbox clock (loopback only): 0 days renews what is due and moves nothing.
  { route: 'POST /sandbox/billing/clock', access: 'local', body: () => ({ days: 0 }) },

  // ---- web push (issue 50): the caller's devices and preferences only ----
  { route: 'GET /api/v1/push/key', access: 'owner' },
  { route: 'GET /api/v1/push/subscriptions', access: 'owner', setup: ownerPushDevice },
  { route: 'POST /api/v1/push/subscriptions', access: 'owner', body: pushSubscriptionBody, status: 201 },
  { route: 'DELETE /api/v1/push/subscriptions/:id', access: 'owner', setup: ownerPushDevice },
  { route: 'GET /api/v1/push/preferences', access: 'owner' },
  {
    route: 'PUT /api/v1/push/preferences',
    access: 'owner',
    body: () => ({
      new_message: true,
      handover: true,
      new_order: false,
      quiet_hours: { from: '22:00', to: '08:00' },
      time_zone: 'Europe/Kyiv',
    }),
  },
  { route: 'POST /api/v1/push/test', access: 'owner', setup: ownerPushDevice },

  // ---- the AI assistant ----
  { route: 'GET /api/v1/pipelines', access: 'owner' },
  {
    route: 'PUT /api/v1/pipelines/instructions',
    access: 'owner',
    body: () => ({ instructions: { COMMUNICATOR: 'Matrix: be kind.' } }),
  },
  { route: 'GET /api/v1/agent/logs/time', access: 'owner' },
  { route: 'POST /api/v1/agent/test', access: 'owner', body: () => ({ text: 'Скільки коштує сукня?' }) },

  // ---- full trust (issue 48): the owner's channels and replies only (another account: 404 or its own) ----
  { route: 'GET /api/v1/channels/:id/autopilot', access: 'owner', setup: ownerChannel },
  {
    route: 'PUT /api/v1/channels/:id/autopilot',
    access: 'owner',
    manager: 'refused',
    setup: ownerChannel,
    body: () => ({ undo_seconds: 5 }),
  },
  { route: 'GET /api/v1/autopilot/switch', access: 'owner' },
  { route: 'PUT /api/v1/autopilot/switch', access: 'owner', body: () => ({ stopped: false }) },
  { route: 'GET /api/v1/autopilot/replies', access: 'owner', setup: ownerAutoReply },
  {
    route: 'GET /api/v1/autopilot/stats',
    access: 'owner',
    setup: ownerAutoReply,
    query: (p) => ({ from: '2026-01-01', to: '2026-12-31', channelId: p.channelId! }),
  },
  { route: 'POST /api/v1/autopilot/replies/:id/cancel', access: 'owner', setup: ownerAutoReply },
  // ---- the team (issue 51, docs/product.md §9.15) ----
  { route: 'GET /api/v1/team', access: 'owner' },
  {
    route: 'POST /api/v1/team/invitations',
    access: 'owner',
    manager: 'refused',
    status: 201,
    body: () => ({ email: `invitee-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` }),
  },
  {
    route: 'DELETE /api/v1/team/invitations/:id',
    access: 'owner',
    manager: 'refused',
    status: 204,
    setup: ownerInvitation,
  },
  { route: 'DELETE /api/v1/team/members/:id', access: 'owner', manager: 'refused', status: 204, setup: ownerTeammate },
  { route: 'GET /api/v1/team/join/:token', access: 'public', setup: ownerInvitation },
  {
    route: 'POST /api/v1/team/join/:token',
    access: 'public',
    setup: ownerInvitation,
    body: () => ({ name: 'Invited Person', password: 'matrix-pass-1' }),
  },
  {
    route: 'PUT /api/v1/channels/current/conversations/:id/assignee',
    access: 'owner',
    setup: ownerConversation,
    body: () => ({ assignee_id: null }),
  },
  {
    route: 'PUT /api/v1/channels/current/conversations/:id/status',
    access: 'owner',
    setup: ownerConversation,
    body: () => ({ status: 'SNOOZED', snoozed_until: new Date(Date.now() + 3600_000).toISOString() }),
  },
  { route: 'GET /api/v1/channels/current/conversations/:id/notes', access: 'owner', setup: ownerConversation },
  {
    route: 'POST /api/v1/channels/current/conversations/:id/notes',
    access: 'owner',
    status: 201,
    setup: ownerConversation,
    body: () => ({ text: 'Internal: call her back tomorrow' }),
  },
  {
    route: 'PUT /api/v1/channels/current/conversations/:id/labels',
    access: 'owner',
    setup: ownerConversationAndLabel,
    body: (ctx) => ({ label_ids: [extra(ctx, 'labelId')] }),
  },
  {
    route: 'POST /api/v1/channels/current/conversations/:id/presence',
    access: 'owner',
    status: 204,
    setup: ownerConversation,
    body: () => ({ state: 'TYPING' }),
  },
  { route: 'GET /api/v1/labels', access: 'owner' },
  {
    route: 'POST /api/v1/labels',
    access: 'owner',
    status: 201,
    body: () => ({ name: `Label ${Math.random().toString(36).slice(2, 8)}`, color: '#0090ff' }),
  },
  {
    route: 'PUT /api/v1/labels/:id',
    access: 'owner',
    setup: ownerLabel,
    body: () => ({ name: `Renamed ${Math.random().toString(36).slice(2, 8)}`, color: '#e5484d' }),
  },
  { route: 'DELETE /api/v1/labels/:id', access: 'owner', manager: 'refused', status: 204, setup: ownerLabel },
  { route: 'GET /api/v1/saved-replies', access: 'owner' },
  {
    route: 'POST /api/v1/saved-replies',
    access: 'owner',
    status: 201,
    body: () => ({ shortcut: `r${Math.random().toString(36).slice(2, 8)}`, text: 'Доставка 1–2 дні, {name}' }),
  },
  {
    route: 'PUT /api/v1/saved-replies/:id',
    access: 'owner',
    setup: ownerSavedReply,
    body: () => ({ shortcut: `u${Math.random().toString(36).slice(2, 8)}`, text: 'Розміри: S, M, L' }),
  },
  {
    route: 'DELETE /api/v1/saved-replies/:id',
    access: 'owner',
    manager: 'refused',
    status: 204,
    setup: ownerSavedReply,
  },
];
