import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseFields } from './fields';
import { GraphError, graphErrors, sendGraphError } from './graph-error';
import {
  commentNode,
  conversationNode,
  customerNode,
  edgePage,
  instagramNode,
  mediaNode,
  messageNode,
  pageNode,
  userNode,
  type GraphContext,
} from './graph-objects';
import { pageQuery } from './paging';
import { parseSubscribedFields } from './subscriptions';
import { paramsOf } from './params';
import type { CommentRow, ConversationRow, CustomerRow, MediaRow, MessageRow, Platform } from './repository';
import type { SandboxService } from './service';

type GraphNode =
  | { kind: 'user' | 'page' | 'instagram' }
  | { kind: 'customer'; customer: CustomerRow; platform: Platform }
  | { kind: 'conversation'; row: ConversationRow }
  | { kind: 'message'; row: MessageRow; conversation: ConversationRow }
  | { kind: 'media'; row: MediaRow }
  | { kind: 'comment'; row: CommentRow };

function tokenOf(
  req: FastifyRequest,
  query: Record<string, unknown>,
  body: Record<string, unknown>,
): string | undefined {
  const header = /^(?:Bearer|OAuth) (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const v = query.access_token ?? body.access_token ?? header;
  return typeof v === 'string' && v ? v : undefined;
}

const pageTokenRequired = () => new GraphError('(#210) A page access token is required to request this resource.', 210);

/** Finds `id` among the caller's account's objects; anything else is Graph's "unsupported request". */
async function resolveNode(
  ctx: GraphContext,
  id: string,
  tokenKind: 'user' | 'page' | 'instagram',
  method: string,
): Promise<GraphNode> {
  const { account, service } = ctx;
  const repo = service.repo;
  // An Instagram Login token is the Instagram account's own: `me` is that account.
  if (id === 'me') return { kind: tokenKind === 'instagram' ? 'instagram' : tokenKind === 'user' ? 'user' : 'page' };
  if (id === account.fb_user_id) return { kind: 'user' };
  if (id === account.page_id) return { kind: 'page' };
  if (id === account.ig_id) return { kind: 'instagram' };
  if (id.length <= 100) {
    const customer = await repo.findCustomer(id);
    if (customer?.page_id === account.page_id) {
      return { kind: 'customer', customer, platform: id === customer.id ? 'instagram' : 'messenger' };
    }
    const conversation = await repo.getConversation(id);
    if (conversation?.page_id === account.page_id) return { kind: 'conversation', row: conversation };
    const message = await repo.getMessage(id);
    const parent = message && !message.deleted ? await repo.getConversation(message.conversation_id) : undefined;
    if (message && parent?.page_id === account.page_id) return { kind: 'message', row: message, conversation: parent };
    const comment = await repo.getComment(id);
    const media = await repo.getMedia(comment?.media_id ?? id);
    if (media?.page_id === account.page_id)
      return comment ? { kind: 'comment', row: comment } : { kind: 'media', row: media };
  }
  throw graphErrors.unsupported(id, method);
}

/**
 * The Graph API emulator: `/sandbox/graph/v{N}.0/...` (N >= 20, graph.facebook.com: Facebook user
 * and Page tokens) and `/sandbox/instagram-graph/v{N}.0/...` (graph.instagram.com: Instagram Login
 * tokens, `me` being the Instagram account) with Graph's paths, fields, cursor paging and errors,
 * for the calls the Meta adapter makes. Each host refuses the other's tokens, as Meta does.
 */
export async function graphRoutes(app: FastifyInstance, service: SandboxService): Promise<void> {
  const handler = (host: 'facebook' | 'instagram') => async (req: FastifyRequest, reply: FastifyReply) => {
    const { version, '*': rest } = req.params as { version: string; '*': string };
    const query = paramsOf(req.query);
    const body = paramsOf(req.body);
    try {
      const v = /^v(\d+)\.0$/.exec(version);
      if (!v || Number(v[1]) < 20) throw graphErrors.badVersion(version);
      const parts = rest.split('/').filter(Boolean);
      if (parts[0] === 'oauth' && parts[1] === 'access_token' && parts.length === 2 && req.method === 'GET') {
        return await service.accessToken(query);
      }
      const token = tokenOf(req, query, body);
      const { token: tokenRow, account } = await service.authenticate(token);
      if ((tokenRow.kind === 'instagram') !== (host === 'instagram')) throw graphErrors.badToken();
      /** Acts for the account: a Page token, or (graph.instagram.com) the Instagram account's own. */
      const actsForAccount = tokenRow.kind === 'page' || tokenRow.kind === 'instagram';
      // Throttling and outages the simulator asked for (faults.ts), with Meta's usage headers.
      const fault = service.faults.take(account.page_id);
      void reply.headers(service.faults.headers(account, fault !== null && fault.code !== 2));
      if (fault) throw fault;
      const origin = `${req.protocol}://${req.host}`;
      const ctx: GraphContext = {
        service,
        account,
        link: (id, edge, params) =>
          `${origin}/sandbox/${host === 'instagram' ? 'instagram-graph' : 'graph'}/${version}/${id}/${edge}?${new URLSearchParams({ ...params, access_token: token! })}`,
      };
      const [id, edge, ...extra] = parts;
      if (!id || extra.length > 0) throw graphErrors.unsupported(rest, req.method.toLowerCase());
      const node = await resolveNode(ctx, id, tokenRow.kind, req.method.toLowerCase());
      const fields = parseFields(typeof query.fields === 'string' ? query.fields : undefined);
      const q = pageQuery(query);
      const unsupported = () => graphErrors.unsupported(`${id}/${edge}`, req.method.toLowerCase());
      // The Conversations API (a conversation list, a conversation, its messages, a message): 2 calls a second per account.
      if (
        req.method === 'GET' &&
        (((node.kind === 'page' || node.kind === 'instagram') && edge === 'conversations') ||
          node.kind === 'conversation' ||
          node.kind === 'message')
      ) {
        service.conversationsLimit.take(account.page_id);
      }

      if (node.kind === 'instagram' && host === 'instagram' && edge === 'subscribed_apps') {
        // Instagram Login: the account subscribes the app itself, with Instagram's field names.
        if (req.method === 'POST') {
          const fields = parseSubscribedFields('instagram', query.subscribed_fields ?? body.subscribed_fields);
          service.subscriptions.set(account.ig_id, fields);
          return { success: true };
        }
        const fields = service.subscriptions.get(account.ig_id);
        return { data: fields ? [{ id: service.appId, name: 'Vitrina', subscribed_fields: fields }] : [] };
      }
      if (req.method === 'GET' && !edge) {
        switch (node.kind) {
          case 'user':
            return await userNode(ctx, fields);
          case 'page':
            return await pageNode(ctx, fields);
          case 'instagram':
            return await instagramNode(ctx, fields);
          case 'customer':
            return await customerNode(ctx, node.customer, node.platform, fields);
          case 'conversation':
            return await conversationNode(ctx, node.row, fields);
          case 'message':
            return await messageNode(ctx, node.row, node.conversation, fields);
          case 'media':
            return await mediaNode(ctx, node.row, fields);
          case 'comment':
            return await commentNode(ctx, node.row, fields);
        }
      }
      if (node.kind === 'page' && edge === 'subscribed_apps') {
        // The Page's webhook subscription, with the fields Meta accepts for a Page (the sandbox
        // delivers regardless, but refuses what Meta refuses).
        if (tokenRow.kind !== 'page') throw pageTokenRequired();
        if (req.method === 'POST') {
          const fields = parseSubscribedFields('page', query.subscribed_fields ?? body.subscribed_fields);
          service.subscriptions.set(account.page_id, fields);
          return { success: true };
        }
        if (req.method === 'DELETE') {
          service.subscriptions.delete(account.page_id);
          return { success: true };
        }
        const fields = service.subscriptions.get(account.page_id);
        return { data: fields ? [{ id: service.appId, name: 'Vitrina', subscribed_fields: fields }] : [] };
      }
      if (req.method === 'GET') {
        if (node.kind === 'user' && edge === 'accounts') {
          return await edgePage(ctx, id, edge, [{ id: account.page_id }], q, fields, (_p, f) => pageNode(ctx, f));
        }
        if ((node.kind === 'page' || node.kind === 'instagram') && edge === 'conversations') {
          if (!actsForAccount) throw pageTokenRequired();
          const platform: Platform =
            node.kind === 'instagram' || query.platform === 'instagram' ? 'instagram' : 'messenger';
          let list = await service.repo.listConversations(account.page_id, platform);
          if (typeof query.user_id === 'string') {
            const customer = await service.repo.findCustomer(query.user_id.slice(0, 40));
            list = list.filter((c) => c.customer_id === customer?.id);
          }
          const params = { platform, ...(typeof query.user_id === 'string' ? { user_id: query.user_id } : {}) };
          return await edgePage(ctx, id, edge, list, q, fields, (c, f) => conversationNode(ctx, c, f), params);
        }
        if (node.kind === 'conversation' && edge === 'messages') {
          const list = await service.repo.listMessages(node.row.id);
          return await edgePage(ctx, id, edge, list, q, fields, (m, f) => messageNode(ctx, m, node.row, f));
        }
        if (
          (node.kind === 'instagram' && edge === 'media') ||
          (node.kind === 'page' && (edge === 'posts' || edge === 'feed'))
        ) {
          const list = await service.repo.listMedia(account.page_id);
          return await edgePage(ctx, id, edge, list, q, fields, (m, f) => mediaNode(ctx, m, f));
        }
        if ((node.kind === 'media' || node.kind === 'comment') && (edge === 'comments' || edge === 'replies')) {
          if (node.kind === 'media' && edge === 'replies') throw unsupported();
          const list =
            node.kind === 'media'
              ? await service.repo.listComments(node.row.id, null)
              : await service.repo.listComments(node.row.media_id, node.row.id);
          return await edgePage(ctx, id, edge, list, q, fields, (c, f) => commentNode(ctx, c, f));
        }
        throw unsupported();
      }
      if (req.method === 'POST') {
        if ((node.kind === 'page' || node.kind === 'instagram') && edge === 'messages') {
          if (!actsForAccount) throw pageTokenRequired();
          return await service.shopSend(account, node.kind === 'instagram', body);
        }
        // The account's own comment under its post: POST /{ig-media-id}/comments, /{page-post-id}/comments.
        if (node.kind === 'media' && edge === 'comments') {
          if (!actsForAccount) throw pageTokenRequired();
          return await service.shopComment(account, node.row, body.message ?? query.message);
        }
        // Instagram answers a comment under /replies, a Facebook Page under /comments.
        if (node.kind === 'comment' && (edge === 'replies' || edge === 'comments')) {
          return await service.shopReply(account, node.row, body.message);
        }
      }
      throw unsupported();
    } catch (err) {
      if (err instanceof GraphError) return sendGraphError(reply, err);
      throw err;
    }
  };
  const methods: Array<'GET' | 'POST' | 'DELETE'> = ['GET', 'POST', 'DELETE'];
  app.route({
    method: methods,
    url: '/sandbox/graph/:version/*',
    schema: { hide: true },
    handler: handler('facebook'),
  });
  app.route({
    method: methods,
    url: '/sandbox/instagram-graph/:version/*',
    schema: { hide: true },
    handler: handler('instagram'),
  });
}
