import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UsersRepository } from '../users';
import { FacebookSignIn } from './facebook-sign-in';
import { OAuthStates } from './oauth-state';
import { ChannelsRepository } from './repository';
import { channelsRoutes } from './routes';
import { ChannelsService } from './service';
import { InstagramTokenRefresh } from './token-refresh';
import { named } from '../../lib/plugin-name';

/**
 * Channels: repository, service (`app.channelsRepository`, `app.channelsService`), signing in with
 * Facebook (`app.facebookSignIn`) and the /api/v1/channels calls. Needs `meta` and `auth-module`.
 */
export const channelsPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = new ChannelsRepository(app.db);
    app.decorate('channelsRepository', repo);
    const service = new ChannelsService(repo, app.meta, app.config, new OAuthStates(app.db));
    app.decorate('channelsService', service);
    app.decorate('facebookSignIn', new FacebookSignIn(service, app.meta, new UsersRepository(app.db), app.authService));
    const refresh = new InstagramTokenRefresh(repo, app.meta, app.log);
    app.decorate('instagramTokenRefresh', refresh);
    await refresh.start(app.queue);
    await app.register(named(channelsRoutes));
  },
  { name: 'channels', dependencies: ['meta', 'queue', 'auth-module'] },
);
