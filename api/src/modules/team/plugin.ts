import fp from 'fastify-plugin';
import { UsersRepository } from '../users';
import { TeamRepository } from './repository';
import { teamRoutes } from './routes';
import { TeamService } from './service';
import { named } from '../../lib/plugin-name';

/** The team domain (issue 51, docs/product.md §9.15): teammates, invitations, removal. */
export const teamModule = fp(
  async (app) => {
    app.decorate(
      'teamService',
      new TeamService({
        config: app.config,
        db: app.db,
        repo: new TeamRepository(app.db),
        users: new UsersRepository(app.db),
        sessions: app.sessions,
        identities: app.identities,
        mailer: app.mailer,
        realtime: app.realtime,
      }),
    );
    await app.register(named(teamRoutes));
  },
  { name: 'team-module', dependencies: ['storage', 'authentication', 'auth-module', 'realtime-module'] },
);
