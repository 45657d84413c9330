import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingChangeSchema,
  billingClockRequestSchema,
  billingSchema,
  dataEnvelope,
  errorResponseSchema,
  planPreviewSchema,
  planRequestSchema,
} from '@vitrina/shared/contracts';
import { languageOf } from '../../lib/i18n';
import { signedInRoutes } from '../../lib/route-options';
import { localOnly } from '../../plugins/local-only';
import { named } from '../../lib/plugin-name';

const CHANGES = { max: 30, window: 3600 };
const RECEIPTS = { max: 120, window: 3600 };

/** Plans a shop buys (docs/product.md §9.16): read by the team, changed by the owner only. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const service = app.billingService;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'billing', {
    409: errorResponseSchema,
    422: errorResponseSchema,
    502: errorResponseSchema,
    503: errorResponseSchema,
  });

  r.get(
    '/api/v1/billing',
    signedIn('The plan, its state and period, the next charge, this period’s chats and the invoices', {
      response: { 200: dataEnvelope(billingSchema) },
    }),
    async (req) => ({ data: await service.get(req.user!.id) }),
  );

  r.get(
    '/api/v1/billing/invoices/:id/receipt',
    signedIn('A paid invoice’s receipt (PDF), from the acquirer', {
      params: z.object({ id: z.uuid('validation.billing.invoice') }),
      response: { 200: z.any().describe('application/pdf') },
      perAccount: RECEIPTS,
    }),
    async (req, reply) => {
      const pdf = await service.receipt(req.user!.id, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="vitrina-receipt-${req.params.id}.pdf"`)
        .send(pdf);
    },
  );

  r.post(
    '/api/v1/billing/preview',
    signedIn('What choosing a plan does (pay on the page, upgrade now, downgrade next period), before confirming', {
      body: planRequestSchema,
      response: { 200: dataEnvelope(planPreviewSchema) },
      ownerOnly: true,
    }),
    async (req) => ({ data: await service.preview(req.user!.id, req.body.plan, req.body.period) }),
  );

  r.post(
    '/api/v1/billing/subscribe',
    signedIn('Choose a plan: the acquirer’s payment page to buy it, or the change applied to the paid plan', {
      body: planRequestSchema,
      response: { 200: dataEnvelope(billingChangeSchema) },
      perAccount: CHANGES,
      ownerOnly: true,
    }),
    async (req) => ({
      data: await service.subscribe(req.user!.id, req.body.plan, languageOf(req), req.body.period),
    }),
  );

  r.post(
    '/api/v1/billing/cancel',
    signedIn('Cancel: active to the end of the paid period, no renewal', {
      response: { 200: dataEnvelope(billingChangeSchema) },
      perAccount: CHANGES,
      ownerOnly: true,
    }),
    async (req) => ({ data: await service.cancel(req.user!.id) }),
  );

  r.post(
    '/api/v1/billing/top-up',
    signedIn('Buy +50 chats for this period (the kept card, else the acquirer’s page)', {
      response: { 200: dataEnvelope(billingChangeSchema) },
      perAccount: CHANGES,
      ownerOnly: true,
    }),
    async (req) => ({ data: await service.topUp(req.user!.id, languageOf(req)) }),
  );

  // The acquirer's webhook: its own encapsulated scope keeps the raw body the signature covers.
  await app.register(
    named(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scope.post(
        '/webhooks/billing/monobank',
        {
          schema: {
            tags: ['webhooks'],
            summary: 'monobank acquiring webhook of Vitrina’s own invoices (X-Sign: ECDSA over the raw body)',
            response: { 200: z.object({ ok: z.boolean() }), 403: errorResponseSchema, 503: errorResponseSchema },
          },
        },
        async (req) => {
          await service.webhook(req.body as Buffer, req.headers);
          return { ok: true };
        },
      );
    }, 'billingWebhookRoutes'),
  );

  // The sandbox's clock (loopback only, never in production): moves billing's time and renews what is due.
  if (app.config.payments.sandbox) {
    await app.register(
      named(async (scope) => {
        scope.addHook('onRequest', localOnly);
        scope
          .withTypeProvider<ZodTypeProvider>()
          .post('/sandbox/billing/clock', { schema: { hide: true, body: billingClockRequestSchema } }, async (req) => {
            const renewed = await app.billingSandboxClock!.advance(req.body.days);
            return { now: service.now().toISOString(), renewed };
          });
      }, 'billingSandboxClockRoutes'),
    );
  }
}
