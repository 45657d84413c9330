import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  bookingRequestSchema,
  consultationRequestSchema,
  dataEnvelope,
  errorResponseSchema,
  guestRequestResultSchema,
  newUserRequestSchema,
  type GuestRequestKind,
} from '@vitrina/shared/contracts';
import { languageOf, t } from '../../lib/i18n';

const resultEnvelope = dataEnvelope(guestRequestResultSchema);
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export async function guestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rule = app.config.rateLimits.guestPerIp;
  const config = { rateLimit: { max: rule.max, timeWindow: rule.window * 1000 } };

  /** Stores the request (201) with the caller's id when a token came with it. */
  const respond = async (
    req: FastifyRequest,
    reply: FastifyReply,
    kind: GuestRequestKind,
    body: { name?: string; phone: string; instagram?: string; time_slot: string },
  ) => {
    const lng = languageOf(req);
    const result = await app.guestService.create({
      kind,
      ...body,
      userId: req.user?.id ?? null,
      lng,
      ip: req.ip,
    });
    reply.code(201);
    return { data: { ...result, message: t(lng, 'guest.received') } };
  };
  const options = <B extends ZodType>(summary: string, body: B) => ({
    schema: { tags: ['guest'], summary, body, response: { 201: resultEnvelope, ...errors } },
    config,
  });

  r.post(
    '/api/v1/guest/consultation/request',
    options('Consultation request (name, phone, time_slot)', consultationRequestSchema),
    async (req, reply) => respond(req, reply, 'CONSULTATION', req.body),
  );

  r.post(
    '/api/v1/guest/booking/request',
    options("Booking form 'Leave a Request' (name, phone, time_slot)", bookingRequestSchema),
    async (req, reply) => respond(req, reply, 'BOOKING', req.body),
  );

  r.post(
    '/api/v1/guest/new-user/request',
    {
      onRequest: app.authenticateOptional,
      ...options(
        'New-user welcome form (phone, instagram, time_slot); bearer optional, links the request',
        newUserRequestSchema,
      ),
    },
    async (req, reply) => respond(req, reply, 'NEW_USER', req.body),
  );
}
