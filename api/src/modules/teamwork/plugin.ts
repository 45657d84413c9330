import fp from 'fastify-plugin';
import { every } from '../../lib/schedule';
import { TeamworkRepository } from './repository';
import { teamworkRoutes } from './routes';
import { TeamworkService } from './service';
import { named } from '../../lib/plugin-name';

/** How often snoozed conversations whose time came are opened again. */
const SNOOZE_CHECK_MS = 30_000;

/**
 * The team's work on conversations (issue 51, docs/product.md §9.15): assignment, status and
 * snooze (a clock job opens them again), notes, labels, saved replies, presence.
 */
export const teamworkModule = fp(
  async (app) => {
    const service = new TeamworkService(new TeamworkRepository(app.db), app.inboxPublisher);
    app.decorate('teamwork', service);
    every(app, 'snooze-wake', SNOOZE_CHECK_MS, () => service.wakeDue(new Date()));
    await app.register(named(teamworkRoutes));
  },
  { name: 'teamwork-module', dependencies: ['storage', 'authentication', 'conversations', 'team-module'] },
);
