import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignRequestSchema,
  CONVERSATION_STATUSES,
  conversationLabelsRequestSchema,
  dataEnvelope,
  errorResponseSchema,
  labelRequestSchema,
  labelSchema,
  noteRequestSchema,
  noteSchema,
  presenceRequestSchema,
  savedReplyRequestSchema,
  savedReplySchema,
  statusRequestSchema,
  teammateRefSchema,
} from '@vitrina/shared/contracts';
import { signedInRoutes } from '../../lib/route-options';
import { identityOf } from '../team';

const uuid = z.string().uuid({ error: 'validation.invalid' });
const idParams = z.object({ id: uuid });
const CONVERSATION = '/api/v1/channels/current/conversations/:id';

/**
 * The team's work on conversations (docs/product.md §9.15): assignment, status and snooze, notes,
 * labels, saved replies, presence. Any teammate may do these; deleting a label or a saved reply
 * is the owner's (deleting data).
 */
export async function teamworkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = app.teamwork;
  const signedIn = signedInRoutes(app, 'teamwork', { 409: errorResponseSchema });

  r.put(
    `${CONVERSATION}/assignee`,
    signedIn('Assign the conversation to a teammate, or to nobody (null)', {
      params: idParams,
      body: assignRequestSchema,
      response: { 200: dataEnvelope(z.object({ assignee: teammateRefSchema.nullable() })) },
    }),
    async (req) => ({ data: await svc.assign(identityOf(req), req.params.id, req.body.assignee_id) }),
  );

  r.put(
    `${CONVERSATION}/status`,
    signedIn('Open, done, or snoozed until a time (a new customer message or the time opens it again)', {
      params: idParams,
      body: statusRequestSchema,
      response: {
        200: dataEnvelope(z.object({ status: z.enum(CONVERSATION_STATUSES), snoozed_until: z.string().nullable() })),
      },
    }),
    async (req) => ({ data: await svc.setStatus(identityOf(req), req.params.id, req.body) }),
  );

  r.get(
    `${CONVERSATION}/notes`,
    signedIn('The team’s internal notes of the conversation, oldest first (never sent to the customer)', {
      params: idParams,
      response: { 200: dataEnvelope(z.array(noteSchema)) },
    }),
    async (req) => ({ data: await svc.notes(identityOf(req), req.params.id) }),
  );

  r.post(
    `${CONVERSATION}/notes`,
    signedIn('Add an internal note (the team sees it; the customer never does)', {
      params: idParams,
      body: noteRequestSchema,
      response: { 201: dataEnvelope(noteSchema) },
    }),
    async (req, reply) => {
      reply.code(201);
      return { data: await svc.addNote(identityOf(req), req.params.id, req.body.text) };
    },
  );

  r.put(
    `${CONVERSATION}/labels`,
    signedIn('Set the conversation’s labels (replaces them)', {
      params: idParams,
      body: conversationLabelsRequestSchema,
      response: { 200: dataEnvelope(z.array(labelSchema)) },
    }),
    async (req) => ({ data: await svc.setConversationLabels(identityOf(req), req.params.id, req.body.label_ids) }),
  );

  r.post(
    `${CONVERSATION}/presence`,
    signedIn('Tell the teammates you have the conversation open, are typing, or left it (collision notice)', {
      params: idParams,
      body: presenceRequestSchema,
      perAccount: { max: 600, window: 60 },
      response: { 204: z.null() },
    }),
    async (req, reply) => {
      await svc.presence(identityOf(req), req.params.id, req.body.state);
      return reply.code(204).send(null);
    },
  );

  // ---- labels ----

  r.get(
    '/api/v1/labels',
    signedIn('The shop’s labels', { response: { 200: dataEnvelope(z.array(labelSchema)) } }),
    async (req) => ({ data: await svc.labels(identityOf(req)) }),
  );

  r.post(
    '/api/v1/labels',
    signedIn('Create a label (a name and a colour of the list)', {
      body: labelRequestSchema,
      response: { 201: dataEnvelope(labelSchema) },
    }),
    async (req, reply) => {
      reply.code(201);
      return { data: await svc.createLabel(identityOf(req), req.body) };
    },
  );

  r.put(
    '/api/v1/labels/:id',
    signedIn('Rename or recolour a label', {
      params: idParams,
      body: labelRequestSchema,
      response: { 200: dataEnvelope(labelSchema) },
    }),
    async (req) => ({ data: await svc.updateLabel(identityOf(req), req.params.id, req.body) }),
  );

  r.delete(
    '/api/v1/labels/:id',
    signedIn('Delete a label (it leaves every conversation)', {
      ownerOnly: true,
      params: idParams,
      response: { 204: z.null() },
    }),
    async (req, reply) => {
      await svc.deleteLabel(identityOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- saved replies ----

  r.get(
    '/api/v1/saved-replies',
    signedIn('The team’s saved replies', { response: { 200: dataEnvelope(z.array(savedReplySchema)) } }),
    async (req) => ({ data: await svc.savedReplies(identityOf(req)) }),
  );

  r.post(
    '/api/v1/saved-replies',
    signedIn('Create a saved reply (/command, text with {name} and {product}, an optional picture)', {
      body: savedReplyRequestSchema,
      response: { 201: dataEnvelope(savedReplySchema) },
    }),
    async (req, reply) => {
      reply.code(201);
      return { data: await svc.createSavedReply(identityOf(req), req.body) };
    },
  );

  r.put(
    '/api/v1/saved-replies/:id',
    signedIn('Change a saved reply', {
      params: idParams,
      body: savedReplyRequestSchema,
      response: { 200: dataEnvelope(savedReplySchema) },
    }),
    async (req) => ({ data: await svc.updateSavedReply(identityOf(req), req.params.id, req.body) }),
  );

  r.delete(
    '/api/v1/saved-replies/:id',
    signedIn('Delete a saved reply', { ownerOnly: true, params: idParams, response: { 204: z.null() } }),
    async (req, reply) => {
      await svc.deleteSavedReply(identityOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
