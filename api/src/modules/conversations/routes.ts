import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleCodeRequestSchema,
  articleCodeResultSchema,
  conversationSchema,
  conversationsQuerySchema,
  dataEnvelope,
  errorResponseSchema,
  messageSchema,
  messagesQuerySchema,
  pagingSchema,
  postCommentRequestSchema,
  postedCommentSchema,
  replyToCommentRequestSchema,
  sendMessageRequestSchema,
} from '@vitrina/shared/contracts';
import { PLATFORM_ERRORS, signedInRoutes } from '../../lib/route-options';

const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), paging: pagingSchema });
const uuid = z.string().uuid({ error: 'validation.invalid' });
const PREFIX = '/api/v1/channels/current';
const SENT_ONCE =
  'A repeat of its idempotency_key answers the first send’s message without sending again ' +
  '(409 while that send is still under way after 10 s, 422 for the key of another message).';
/**
 * A send's own refusals: 409 (a private reply already sent, the key's send still under way), 422
 * (key reused; or a picture Meta could not fetch, after its text was sent).
 */
const SEND_ERRORS = { 409: errorResponseSchema, 422: errorResponseSchema };

export async function conversationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = app.conversationsService;
  const signedIn = signedInRoutes(app, 'conversations', PLATFORM_ERRORS);

  r.get(
    `${PREFIX}/conversations`,
    signedIn('Conversations of the current channel, newest first (cursor paging, optional search q)', {
      querystring: conversationsQuerySchema,
      response: { 200: pageOf(conversationSchema) },
    }),
    async (req) => svc.list(req.user!.id, req.query, req.user!.actorId),
  );

  r.get(
    `${PREFIX}/conversations/:id/messages`,
    signedIn('Messages of a conversation: the newest page first, next_cursor goes further back', {
      params: z.object({ id: uuid }),
      querystring: messagesQuerySchema,
      response: { 200: pageOf(messageSchema) },
    }),
    async (req) => svc.messages(req.user!.id, req.params.id, req.query),
  );

  r.put(
    `${PREFIX}/conversations/:id/mark-as-read`,
    signedIn('Mark the conversation read', {
      params: z.object({ id: uuid }),
      response: { 200: dataEnvelope(z.object({ id: z.string() })) },
    }),
    async (req) => {
      await svc.markRead(req.user!.id, req.params.id);
      return { data: { id: req.params.id } };
    },
  );

  r.put(
    `${PREFIX}/conversations/:conversationId/:messageId`,
    signedIn('Store an article code on a message attachment', {
      params: z.object({ conversationId: uuid, messageId: uuid }),
      body: articleCodeRequestSchema,
      response: { 200: dataEnvelope(articleCodeResultSchema) },
    }),
    async (req) => ({
      data: await svc.setCode(req.user!.id, req.params.conversationId, req.params.messageId, req.body),
    }),
  );

  r.post(
    `${PREFIX}/messages`,
    signedIn(
      'Send a direct message (24-hour window; HUMAN_AGENT tag up to 7 days), or with comment_id a private reply ' +
        'to that comment (once per comment, within 7 days; then the auto-comment under PRIVATE_REPLY_WITH_COMMENT). ' +
        'With image_url the picture follows as an image attachment, a message of its own (422 if Meta cannot fetch it). ' +
        SENT_ONCE,
      { body: sendMessageRequestSchema, response: { 200: dataEnvelope(messageSchema), ...SEND_ERRORS } },
    ),
    async (req) => ({ data: await svc.send(req.user!.id, req.body, req.user!.actorId) }),
  );

  r.post(
    `${PREFIX}/reply-to-comment`,
    signedIn(`Reply in public to a customer’s comment. ${SENT_ONCE}`, {
      body: replyToCommentRequestSchema,
      response: { 200: dataEnvelope(messageSchema), ...SEND_ERRORS },
    }),
    async (req) => ({ data: await svc.replyToComment(req.user!.id, req.body) }),
  );

  r.post(
    `${PREFIX}/comments`,
    signedIn('The owner’s own comment under a post of the current channel (Meta’s POST /{media-id}/comments)', {
      body: postCommentRequestSchema,
      response: { 201: dataEnvelope(postedCommentSchema) },
    }),
    async (req, reply) => {
      reply.code(201);
      return { data: await svc.commentOnPost(req.user!.id, req.body) };
    },
  );
}
