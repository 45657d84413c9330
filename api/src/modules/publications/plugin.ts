import fp from 'fastify-plugin';
import { imageLoader } from '../../lib/image-fetch';
import { PublicationsSync } from './jobs';
import { PublicationsRepository } from './repository';
import { publicationsRoutes } from './routes';
import { PublicationsService } from './service';
import { named } from '../../lib/plugin-name';

/**
 * The publications domain: the channel's posts linked to products. The media sync
 * (POST /api/v1/publications/sync, sync.ts; in the background, jobs.ts) calls `app.publicationsService.upsertPublicationsFromMedia`,
 * the assistant `publicationByMediaId` and `nearestByImage` (photo recognition).
 */
export const publicationsModule = fp(
  async (app) => {
    const repo = new PublicationsRepository(app.db);
    app.decorate('publicationsService', new PublicationsService(repo, imageLoader(app)));
    const sync = new PublicationsSync(app, repo);
    app.decorate('publicationsSync', sync);
    // A connected channel's posts are read in the background (the one line in ChannelsService.connect).
    app.channelsService.onConnected((channel) => sync.channelConnected(channel));
    await sync.start();
    await app.register(named(publicationsRoutes));
  },
  { name: 'publications-module', dependencies: ['queue', 'channels'] },
);
