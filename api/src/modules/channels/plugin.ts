import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OAuthStates } from './oauth-state';
import { ChannelsRepository } from './repository';
import { channelsRoutes } from './routes';
import { ChannelsService } from './service';
import { InstagramTokenRefresh } from './token-refresh';

/** Channels: repository, service (`app.channelsRepository`, `app.channelsService`) and the /api/v1/channels calls. Needs `meta`. */
export const channelsPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = new ChannelsRepository(app.db);
    app.decorate('channelsRepository', repo);
    app.decorate('channelsService', new ChannelsService(repo, app.meta, app.config, new OAuthStates(app.db)));
    const refresh = new InstagramTokenRefresh(repo, app.meta, app.log);
    app.decorate('instagramTokenRefresh', refresh);
    await refresh.start(app.queue);
    await app.register(channelsRoutes);
  },
  { name: 'channels', dependencies: ['meta', 'queue'] },
);
