import fp from 'fastify-plugin';
import { TokenRepository } from '../auth';
import { UsersRepository } from './repository';
import { usersRoutes } from './routes';
import { UsersService } from './service';
import { named } from '../../lib/plugin-name';

/** The users domain: registration, password reset and change, the current user's profile. */
export const usersModule = fp(
  async (app) => {
    app.decorate(
      'usersService',
      new UsersService({
        config: app.config,
        db: app.db,
        users: new UsersRepository(app.db),
        tokensRepo: new TokenRepository(app.db),
        sessions: app.sessions,
        limiter: app.limiter,
        mailer: app.mailer,
        realtime: app.realtime,
        background: app.background,
        log: app.log,
      }),
    );
    await app.register(named(usersRoutes));
  },
  {
    name: 'users-module',
    dependencies: ['storage', 'authentication', 'mail-module', 'realtime-module', 'auth-module'],
  },
);
