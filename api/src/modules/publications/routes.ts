import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelQuerySchema,
  dataEnvelope,
  errorResponseSchema,
  messageResultSchema,
  publicationListQuerySchema,
  publicationPageSchema,
  publicationSchema,
  publicationSyncResultSchema,
  publicationUpdateRequestSchema,
} from '@vitrina/shared/contracts';
import { languageOf, t } from '../../lib/i18n';
import { scopeOf } from '../../lib/scope';
import { signedInRoutes } from '../../lib/route-options';
import { syncCurrentChannelMedia } from './sync';

const params = z.object({ id: z.string().min(1).max(100) });
const publicationEnvelope = dataEnvelope(publicationSchema);

/** The channel's posts and their product links (docs/product.md §7.2). */
export async function publicationsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.publicationsService;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = signedInRoutes(app, 'publications');

  r.get(
    '/api/v1/publications',
    signedIn('Publications, newest first; active filter, caption or ID search, Spring-style pages', {
      querystring: publicationListQuerySchema,
      response: { 200: dataEnvelope(publicationPageSchema) },
    }),
    async (req) => ({ data: await service.list(scopeOf(req), req.query) }),
  );

  r.post(
    '/api/v1/publications/sync',
    signedIn("Read the current channel's media again into its publications (links and codes stay)", {
      response: {
        200: dataEnvelope(publicationSyncResultSchema),
        409: errorResponseSchema,
        502: errorResponseSchema,
        503: errorResponseSchema,
      },
      perAccount: app.config.rateLimits.publicationsSyncPerAccount,
    }),
    async (req) => ({ data: await syncCurrentChannelMedia(app, req.user!.id) }),
  );

  r.get(
    '/api/v1/publications/:id',
    signedIn('One publication', { params, querystring: channelQuerySchema, response: { 200: publicationEnvelope } }),
    async (req) => ({ data: await service.get(scopeOf(req), req.params.id) }),
  );

  r.put(
    '/api/v1/platform/publications/:id',
    signedIn(
      'Set the product link, article code, other-colour codes or active flag (empty strings dropped, null clears)',
      {
        params,
        querystring: channelQuerySchema,
        body: publicationUpdateRequestSchema,
        response: { 200: publicationEnvelope },
      },
    ),
    async (req) => ({ data: await service.update(scopeOf(req), req.params.id, req.body) }),
  );

  r.delete(
    '/api/v1/platform/publications/:id',
    signedIn('Delete a publication (a later media sync does not bring it back)', {
      ownerOnly: true,
      params,
      querystring: channelQuerySchema,
      response: { 200: dataEnvelope(messageResultSchema) },
    }),
    async (req) => {
      await service.remove(scopeOf(req), req.params.id);
      return { data: { message: t(languageOf(req), 'knowledge.deleted') } };
    },
  );
}
