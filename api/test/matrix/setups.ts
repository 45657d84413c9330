import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signBody } from '../../src/modules/webhooks/signature';
import type { MatrixContext } from '../authorization-matrix';
import { accountCode, accountOf, DOUBLE } from '../meta/graph-double';
import { deliver, dm, igComment, igMessaging, nextMid } from '../meta/helpers';
import { addManager, invitationToken } from '../team-helpers';

/** Values a setup made for its owner that a row's body needs (bodies only see the context). */
const extras = new Map<string, Record<string, string>>();
export const extra = (ctx: MatrixContext, key: string): string => extras.get(ctx.owner.id)?.[key] ?? 'none';
function keep(ctx: MatrixContext, values: Record<string, string>): Record<string, string> {
  extras.set(ctx.owner.id, { ...extras.get(ctx.owner.id), ...values });
  return values;
}

const rand = () => randomBytes(5).toString('hex');
const bearer = (ctx: MatrixContext) => ({ authorization: `Bearer ${ctx.owner.accessToken}` });

async function call(ctx: MatrixContext, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: bearer(ctx), payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as any;
}

// ---- channels and conversations (the Graph double's account) ----

/** A consent dialog state issued to the owner (the register call needs one, used once). */
export async function ownerState(ctx: MatrixContext): Promise<Record<string, string>> {
  const { state } = (await call(ctx, 'GET', '/api/v1/channels/oauth-url?platform=INSTAGRAM')).data;
  return keep(ctx, { state });
}

/** Connects an Instagram account of the double's, the owner's own (current channel). */
export async function ownerChannel(ctx: MatrixContext): Promise<Record<string, string>> {
  const token = accountCode(ctx.owner.id);
  const { state } = await ownerState(ctx);
  const channel = (
    await call(ctx, 'POST', '/api/v1/users/fb/token/register', { token, channel_name: `M ${rand()}`, state })
  ).data;
  return keep(ctx, { id: channel.id, channelId: channel.id });
}

/**
 * A conversation of the owner's channel with a customer of its own: a DM with an image (an
 * attachment to code) and a comment, delivered as signed webhooks.
 */
export async function ownerConversation(ctx: MatrixContext): Promise<Record<string, string>> {
  const { channelId } = await ownerChannel(ctx);
  const customer = `cust-m${rand()}`;
  const ig = accountOf(ctx.owner.id).igId;
  await deliver(
    ctx.app,
    igMessaging(ig, [
      dm(ig, customer, {
        mid: nextMid('mx'),
        text: `Matrix question ${rand()}`,
        attachments: [{ type: 'image', payload: { url: 'https://cdn.example/matrix.jpg' } }],
      }),
    ]),
  );
  const commentId = nextMid('mc');
  await deliver(
    ctx.app,
    igComment(ig, {
      from: { id: customer, username: 'matrix' },
      media: { id: 'media-m' },
      id: commentId,
      text: 'Ціна?',
    }),
  );
  const list = (await call(ctx, 'GET', '/api/v1/channels/current/conversations')).data as any[];
  const conversation = list.find((c) => JSON.stringify(c).includes(customer));
  if (!conversation) throw new Error(`no conversation for ${customer}: ${JSON.stringify(list)}`);
  const messages = (await call(ctx, 'GET', `/api/v1/channels/current/conversations/${conversation.id}/messages`))
    .data as any[];
  const withImage = messages.find((m) => m.attachments?.length);
  if (!withImage) throw new Error(`no attachment: ${JSON.stringify(messages)}`);
  return keep(ctx, {
    channelId,
    customer,
    id: conversation.id,
    conversationId: conversation.id,
    messageId: withImage.id,
    assetId: withImage.attachments[0].asset_id,
  });
}

/** The owner's conversation with the assistant ON (the request-AI-answer call needs it). */
export async function ownerConversationBotOn(ctx: MatrixContext): Promise<Record<string, string>> {
  const params = await ownerConversation(ctx);
  await call(ctx, 'PUT', '/api/v1/users', { bot_status: 'ON' });
  return params;
}

/**
 * An automatic reply of the owner's in its undo window (full trust): a row as the assistant
 * schedules one, an hour ahead so that nothing sends it during the walk.
 */
export async function ownerAutoReply(ctx: MatrixContext): Promise<Record<string, string>> {
  const params = await ownerConversation(ctx);
  const row = await ctx.app.db
    .insertInto('autopilot_replies')
    .values({
      user_id: ctx.owner.id,
      channel_id: params.channelId,
      conversation_id: params.conversationId,
      customer_message_id: params.messageId,
      recipient_id: params.customer,
      text: 'Matrix automatic reply',
      send_at: new Date(Date.now() + 3600_000),
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return keep(ctx, { ...params, id: row.id });
}

// ---- knowledge and publications ----

const BOUNDARY = '----vitrinamatrix';
export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
export function csvUpload(name: string, code: string): string {
  const csv = `Артикул,Назва,Колір,Розмір,Кількість,Ціна\n${code},Сукня матриця,чорний,M,2,1500\n${code}-B,Сукня матриця,білий,M,1,1500\n`;
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${BOUNDARY}--\r\n`
  );
}

/** A stock file of the owner's with a product code of its own. */
export async function ownerFile(ctx: MatrixContext): Promise<Record<string, string>> {
  const name = `matrix-${rand()}.csv`;
  const code = `MX-${rand()}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/data/files/xls',
    headers: { ...bearer(ctx), ...multipartHeaders },
    payload: csvUpload(name, code),
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return keep(ctx, { name, code });
}

/** A stock file of the owner's waiting in its preview (issue 32). */
export async function ownerPreview(ctx: MatrixContext): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/data/files/xls/preview',
    headers: { ...bearer(ctx), ...multipartHeaders },
    payload: csvUpload(`matrix-preview-${rand()}.csv`, `MXP-${rand()}`),
  });
  if (res.statusCode !== 201) throw new Error(`preview: ${res.statusCode} ${res.body}`);
  return keep(ctx, { id: (res.json() as { data: { id: string } }).data.id });
}

/** The owner's file with a second code linked to the first. */
export async function ownerLinkedCode(ctx: MatrixContext): Promise<Record<string, string>> {
  const params = await ownerFile(ctx);
  await call(ctx, 'POST', `/api/v1/data/by-code?code=${encodeURIComponent(params.code)}`, {
    codes: [`${params.code}-B`],
  });
  return params;
}

export async function ownerQuestion(ctx: MatrixContext): Promise<Record<string, string>> {
  const text = `Matrix question ${rand()}?`;
  const question = await ctx.app.knowledgeService.recordQuestion(ctx.owner.id, null, text);
  return keep(ctx, { id: question.id, text });
}

export async function ownerPublication(ctx: MatrixContext): Promise<Record<string, string>> {
  const caption = `Matrix caption ${rand()}`;
  await ctx.app.publicationsService.upsertPublicationsFromMedia(ctx.owner.id, null, [
    {
      id: `m-${rand()}`,
      caption,
      media_type: 'IMAGE',
      media_url: 'https://cdn.example/matrix.jpg',
      permalink: `https://instagram.com/p/${rand()}`,
      timestamp: '2026-11-01T10:00:00+0000',
      username: 'shop',
    },
  ]);
  const pub = (await call(ctx, 'GET', '/api/v1/publications')).data.content[0];
  return keep(ctx, { id: pub.id, caption });
}

/** A post of the owner's current channel (what POST /channels/current/comments comments on). */
export async function ownerChannelPost(ctx: MatrixContext): Promise<Record<string, string>> {
  const { channelId } = await ownerChannel(ctx);
  const mediaId = `media-m${rand()}`;
  await ctx.app.publicationsService.upsertPublicationsFromMedia(ctx.owner.id, channelId, [
    {
      id: mediaId,
      caption: `Matrix post ${rand()}`,
      media_type: 'IMAGE',
      media_url: 'https://cdn.example/matrix.jpg',
      permalink: `https://instagram.com/p/${rand()}`,
      timestamp: '2026-11-01T10:00:00+0000',
      username: 'shop',
    },
  ]);
  return keep(ctx, { channelId, mediaId });
}

/** An order of the owner's for a product of its own stock file (size M, 2 in stock). */
export async function ownerOrder(ctx: MatrixContext): Promise<Record<string, string>> {
  const { code } = await ownerFile(ctx);
  const order = (await call(ctx, 'POST', '/api/v1/orders', matrixOrder(code))).data;
  return keep(ctx, { id: order.id, code });
}

/** The owner's order confirmed to a Nova Poshta branch from the sandbox's directory, with its waybill (issue 49). */
export async function ownerWaybill(ctx: MatrixContext): Promise<Record<string, string>> {
  const { id, code } = await ownerOrder(ctx);
  const kyiv = '8d5a980d-391c-11dd-90d9-001a92567626';
  await call(ctx, 'PUT', '/api/v1/shipping/nova-poshta/settings', {
    city_ref: kyiv,
    warehouse_ref: 'sandbox-wh-8d5a980d-0001',
  });
  await call(ctx, 'PATCH', `/api/v1/orders/${id}`, {
    status: 'CONFIRMED',
    delivery: {
      type: 'NOVA_POSHTA_BRANCH',
      city: 'Київ',
      branch: '12',
      city_ref: kyiv,
      warehouse_ref: 'sandbox-wh-8d5a980d-0012',
    },
  });
  await call(ctx, 'POST', `/api/v1/orders/${id}/waybill`, {});
  return keep(ctx, { id, code });
}

/** The owner's prepaid order with its payment link (issue 49). */
export async function ownerPaymentLink(ctx: MatrixContext): Promise<Record<string, string>> {
  const { code } = await ownerFile(ctx);
  const order = (await call(ctx, 'POST', '/api/v1/orders', { ...matrixOrder(code), payment: 'PREPAID' })).data;
  await call(ctx, 'POST', `/api/v1/orders/${order.id}/payment`);
  return keep(ctx, { id: order.id, code });
}

/** The owner's Starter, paid on the monobank sandbox's page: its invoice (issue 52). */
export async function ownerPaidInvoice(ctx: MatrixContext): Promise<Record<string, string>> {
  const { page_url: pageUrl, billing } = (await call(ctx, 'POST', '/api/v1/billing/subscribe', { plan: 'STARTER' }))
    .data;
  const paid = await ctx.app.inject({
    method: 'POST',
    url: new URL(pageUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=success',
  });
  if (paid.statusCode !== 303) throw new Error(`sandbox payment: ${paid.statusCode} ${paid.body}`);
  return keep(ctx, { id: billing.invoices[0].id });
}

export const matrixOrder = (code: string) => ({
  customer_name: 'Matrix Buyer',
  phone: '+380671234567',
  delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12' },
  payment: 'COD',
  lines: [{ code, size: 'M', quantity: 1 }],
});

// ---- webhooks ----

export const webhookBody = JSON.stringify({ object: 'instagram', entry: [] });
export const webhookHeaders = {
  'content-type': 'application/json',
  'x-hub-signature-256': signBody(webhookBody, DOUBLE.appSecret),
};

// ---- the Meta sandbox (loopback calls) ----

async function local(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as any;
}

/** A sandbox account with its seeded customers and media; `mid` is a customer message. */
export async function sandboxAccount(ctx: MatrixContext): Promise<Record<string, string>> {
  const account = (await local(ctx.app, 'POST', '/sandbox/api/accounts', { name: `Matrix ${rand()}` })).data;
  const state = (await local(ctx.app, 'GET', `/sandbox/api/accounts/${account.page_id}`)).data;
  const customer = state.customers[0].id as string;
  const base = `/sandbox/api/accounts/${account.page_id}/customers/${customer}`;
  const message = (await local(ctx.app, 'POST', `${base}/messages`, { text: 'Matrix hello' })).data;
  return keep(ctx, {
    account: account.page_id,
    customer,
    mid: message.mid,
    media: state.media[0].id,
    image: state.media[0].image,
  });
}

// ---- web push (issue 50) ----

/** A device's subscription body: a loopback endpoint (accepted outside production) and valid-sized keys. */
export const pushSubscriptionBody = () => ({
  endpoint: `http://127.0.0.1:9/push/${rand()}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  device: 'Matrix phone',
});

/** A device of the owner's. */
export async function ownerPushDevice(ctx: MatrixContext): Promise<Record<string, string>> {
  const device = (await call(ctx, 'POST', '/api/v1/push/subscriptions', pushSubscriptionBody())).data;
  return keep(ctx, { id: device.id });
}

// ---- the team (issue 51) ----

/** A label of the owner's shop. */
export async function ownerLabel(ctx: MatrixContext): Promise<Record<string, string>> {
  const label = (await call(ctx, 'POST', '/api/v1/labels', { name: `L${rand()}`, color: '#30a46c' })).data;
  return keep(ctx, { id: label.id, labelId: label.id });
}

/** A saved reply of the owner's shop. */
export async function ownerSavedReply(ctx: MatrixContext): Promise<Record<string, string>> {
  const reply = (await call(ctx, 'POST', '/api/v1/saved-replies', { shortcut: `s${rand()}`, text: 'Розмірна сітка' }))
    .data;
  return { id: reply.id };
}

/** The owner's conversation with one of the shop's labels (the body of the labels route names it). */
export async function ownerConversationAndLabel(ctx: MatrixContext): Promise<Record<string, string>> {
  const conversation = await ownerConversation(ctx);
  await ownerLabel(ctx);
  return conversation;
}

/** A pending invitation of the owner's (its id, and the mailed token). */
export async function ownerInvitation(ctx: MatrixContext): Promise<Record<string, string>> {
  const email = `inv-${rand()}@example.com`;
  const invitation = (await call(ctx, 'POST', '/api/v1/team/invitations', { email })).data;
  return { id: invitation.id, token: await invitationToken(ctx.app, email) };
}

/** A manager of the owner's shop. */
export async function ownerTeammate(ctx: MatrixContext): Promise<Record<string, string>> {
  const manager = await addManager(ctx.app, ctx.owner.accessToken, `Teammate ${rand()}`);
  return { id: manager.id };
}
