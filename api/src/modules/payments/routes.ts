import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  paymentSchema,
  paymentSettingsRequestSchema,
  paymentSettingsSchema,
} from '@vitrina/shared/contracts';
import { signedInRoutes } from '../../lib/route-options';
import { named } from '../../lib/plugin-name';

const params = z.object({ id: z.uuid('validation.order.id.invalid') });
const CALLS = { max: 120, window: 3600 };

/** Payment links (docs/product.md §9.12): settings, the order's link, the provider's webhook. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.paymentsService;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'payments', { 422: errorResponseSchema, 502: errorResponseSchema });

  r.get(
    '/api/v1/payments/settings',
    signedIn('The shop’s acquiring settings (never the token itself)', {
      response: { 200: dataEnvelope(paymentSettingsSchema) },
    }),
    async (req) => ({ data: await service.settings(req.user!.id) }),
  );

  r.put(
    '/api/v1/payments/settings',
    signedIn('Store the monobank acquiring token (checked with monobank, encrypted at rest)', {
      body: paymentSettingsRequestSchema,
      response: { 200: dataEnvelope(paymentSettingsSchema) },
      perAccount: CALLS,
    }),
    async (req) => ({ data: await service.saveSettings(req.user!.id, req.body.token) }),
  );

  r.get(
    '/api/v1/orders/:id/payment',
    signedIn('The order’s latest payment link and its state', {
      params,
      response: { 200: dataEnvelope(paymentSchema) },
    }),
    async (req) => ({ data: await service.latest(req.user!.id, req.params.id) }),
  );

  r.post(
    '/api/v1/orders/:id/payment',
    signedIn('Make (or send again) the payment link of a prepaid order and send it in the conversation', {
      params,
      response: { 200: dataEnvelope(paymentSchema), 409: errorResponseSchema },
      perAccount: CALLS,
    }),
    async (req) => ({ data: await service.link(req.user!.id, req.params.id) }),
  );

  // The provider's webhook: its own encapsulated scope keeps the raw body the signature covers.
  await app.register(
    named(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scope.post(
        '/webhooks/payments/monobank',
        {
          schema: {
            tags: ['webhooks'],
            summary: 'monobank acquiring webhook (X-Sign: ECDSA over the raw body)',
            response: { 200: z.object({ ok: z.boolean() }), 403: errorResponseSchema },
          },
        },
        async (req) => {
          await service.webhook(req.body as Buffer, req.headers);
          return { ok: true };
        },
      );
    }, 'paymentsWebhookRoutes'),
  );
}
