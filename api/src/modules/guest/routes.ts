import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

  const respond = async (
    req: FastifyRequest,
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
    return { data: { ...result, message: t(lng, 'guest.received') } };
  };

  r.post(
    '/api/v1/guest/consultation/request',
    {
      schema: {
        tags: ['guest'],
        summary: 'Consultation request (name, phone, time_slot)',
        body: consultationRequestSchema,
        response: { 201: resultEnvelope, ...errors },
      },
      config,
    },
    async (req, reply) => {
      reply.code(201);
      return respond(req, 'CONSULTATION', req.body);
    },
  );

  r.post(
    '/api/v1/guest/booking/request',
    {
      schema: {
        tags: ['guest'],
        summary: "Booking form 'Leave a Request' (name, phone, time_slot)",
        body: bookingRequestSchema,
        response: { 201: resultEnvelope, ...errors },
      },
      config,
    },
    async (req, reply) => {
      reply.code(201);
      return respond(req, 'BOOKING', req.body);
    },
  );

  r.post(
    '/api/v1/guest/new-user/request',
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags: ['guest'],
        summary: 'New-user welcome form (phone, instagram, time_slot); bearer optional, links the request',
        body: newUserRequestSchema,
        response: { 201: resultEnvelope, ...errors },
      },
      config,
    },
    async (req, reply) => {
      reply.code(201);
      return respond(req, 'NEW_USER', req.body);
    },
  );
}
