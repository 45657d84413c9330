import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationRequestSchema,
  dataEnvelope,
  errorResponseSchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteRequestSchema,
  teamSchema,
} from '@vitrina/shared/contracts';
import { languageOf } from '../../lib/i18n';
import { signedInRoutes } from '../../lib/route-options';
import type { Identity } from './identity';

const uuid = z.string().uuid({ error: 'validation.invalid' });
const tokenParams = z.object({ token: z.string().min(16).max(256) });
const publicErrors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  410: errorResponseSchema,
  429: errorResponseSchema,
};

/** The caller as the team sees them (set by the token check). */
export function identityOf(req: FastifyRequest): Identity {
  const u = req.user!;
  return { shopId: u.id, actorId: u.actorId, role: u.role };
}

/** /api/v1/team: teammates and invitations (docs/product.md §9.15). */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = app.teamService;
  const signedIn = signedInRoutes(app, 'team', { 409: errorResponseSchema });
  const perIp = { rateLimit: { max: app.config.rateLimits.resetSubmitPerIp.max, timeWindow: 60_000 } };

  r.get(
    '/api/v1/team',
    signedIn('The shop’s team: the caller’s role, the teammates and (for the owner) pending invitations', {
      response: { 200: dataEnvelope(teamSchema) },
    }),
    async (req) => ({ data: await svc.team(identityOf(req)) }),
  );

  r.post(
    '/api/v1/team/invitations',
    signedIn('Invite a manager by email (a one-time link for a week; a new invitation replaces the old)', {
      ownerOnly: true,
      body: inviteRequestSchema,
      response: { 201: dataEnvelope(invitationSchema) },
    }),
    async (req, reply) => {
      const invitation = await svc.invite(identityOf(req), req.body.email, languageOf(req));
      reply.code(201);
      return { data: invitation };
    },
  );

  r.delete(
    '/api/v1/team/invitations/:id',
    signedIn('Withdraw a pending invitation', {
      ownerOnly: true,
      params: z.object({ id: uuid }),
      response: { 204: z.null() },
    }),
    async (req, reply) => {
      await svc.withdraw(identityOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/api/v1/team/members/:id',
    signedIn('Remove a manager: their sessions end at once, their conversations become unassigned', {
      ownerOnly: true,
      params: z.object({ id: uuid }),
      response: { 204: z.null() },
    }),
    async (req, reply) => {
      await svc.remove(identityOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/v1/team/join/:token',
    {
      schema: {
        tags: ['team'],
        summary: 'An invitation’s shop and email (404 used or withdrawn, 410 expired)',
        params: tokenParams,
        response: { 200: dataEnvelope(invitationPreviewSchema), ...publicErrors },
      },
      config: perIp,
    },
    async (req) => ({ data: await svc.preview(req.params.token) }),
  );

  r.post(
    '/api/v1/team/join/:token',
    {
      schema: {
        tags: ['team'],
        summary: 'Accept an invitation with a name and password (once); then sign in with /oauth/token',
        params: tokenParams,
        body: acceptInvitationRequestSchema,
        response: { 200: dataEnvelope(z.object({ email: z.string() })), 409: errorResponseSchema, ...publicErrors },
      },
      config: perIp,
    },
    async (req) => ({ data: await svc.accept(req.params.token, req.body) }),
  );
}
