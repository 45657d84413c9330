import fp from 'fastify-plugin';
import { imageLoader } from '../../lib/image-fetch';
import { PublicationsRepository } from './repository';
import { publicationsRoutes } from './routes';
import { PublicationsService } from './service';

/**
 * The publications domain: the channel's posts linked to products. The media sync
 * (POST /api/v1/publications/sync, sync.ts) calls `app.publicationsService.upsertPublicationsFromMedia`,
 * the assistant `publicationByMediaId` and `nearestByImage` (photo recognition).
 */
export const publicationsModule = fp(
  async (app) => {
    app.decorate('publicationsService', new PublicationsService(new PublicationsRepository(app.db), imageLoader(app)));
    await app.register(publicationsRoutes);
  },
  { name: 'publications-module' },
);
