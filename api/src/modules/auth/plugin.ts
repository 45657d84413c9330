import fp from 'fastify-plugin';
import { every, HOUR_MS } from '../../lib/schedule';
import { UsersRepository } from '../users';
import { TokenRepository } from './repository';
import { authRoutes } from './routes';
import { AuthService } from './service';
import { Sessions } from './sessions';
import { named } from '../../lib/plugin-name';

/** The auth domain: /oauth/token and /oauth/revoke over AuthService (grants) and Sessions (ending them). */
export const authModule = fp(
  async (app) => {
    const tokensRepo = new TokenRepository(app.db);
    const sessions = new Sessions(tokensRepo, app.revokedSessions, app.realtime, (userId) =>
      app.identities.shopOf(userId),
    );
    app.decorate('sessions', sessions);
    app.decorate(
      'authService',
      new AuthService({
        config: app.config,
        users: new UsersRepository(app.db),
        tokensRepo,
        tokens: app.tokens,
        sessions,
        limiter: app.limiter,
        log: app.log,
      }),
    );
    every(app, 'token-housekeeping', HOUR_MS, () => tokensRepo.deleteExpired(new Date()));
    // Encapsulated: the multipart parser the routes register stays on /oauth.
    await app.register(named(authRoutes));
  },
  { name: 'auth-module', dependencies: ['storage', 'authentication', 'realtime-module'] },
);
