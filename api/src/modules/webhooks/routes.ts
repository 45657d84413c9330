import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@vitrina/shared/contracts';
import { AppError } from '../../lib/errors';
import { safeEqual } from '../../lib/crypto';
import { checkSignature } from './signature';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * GET /webhooks/meta (subscription challenge) and POST /webhooks/meta (signed deliveries). This
 * plugin is encapsulated: its body parser keeps the raw bytes, which the signature is computed over.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  r.get(
    '/webhooks/meta',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Meta webhook subscription challenge',
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.verify_token': z.string().optional(),
          'hub.challenge': z.string().max(512).optional(),
        }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const meta = app.meta.app;
      const q = req.query;
      if (
        q['hub.mode'] !== 'subscribe' ||
        !q['hub.verify_token'] ||
        !safeEqual(q['hub.verify_token'], meta.verifyToken)
      ) {
        throw new AppError(403, 'webhooks.verify_failed');
      }
      reply.type('text/plain; charset=utf-8');
      return q['hub.challenge'] ?? '';
    },
  );

  r.post(
    '/webhooks/meta',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Meta webhook delivery (X-Hub-Signature-256 over the raw body)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const meta = app.meta.app;
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // Facebook Login's deliveries (object page, and instagram through a Page) are signed with the
      // app secret; those of Instagram Login's "API setup with Instagram business login" with the
      // Instagram app secret shown there (developers.facebook.com/docs/instagram-platform/webhooks,
      // "Validate payloads": HMAC-SHA256 of the payload with the app's secret, in
      // X-Hub-Signature-256). Both are this app's own secrets: either one signing the body is Meta.
      const secrets = [meta.appSecret, meta.instagramLogin?.appSecret].filter((s): s is string => !!s);
      const checks = secrets.map((secret) => checkSignature(raw, req.headers['x-hub-signature-256'], secret));
      const check = checks.includes('ok') ? 'ok' : checks[0];
      if (check === 'missing') throw new AppError(401, 'webhooks.signature_missing');
      if (check === 'invalid') throw new AppError(403, 'webhooks.signature_invalid');
      await app.webhooks.accept(raw.toString('utf8'));
      reply.type('text/plain; charset=utf-8');
      return 'EVENT_RECEIVED';
    },
  );
}
