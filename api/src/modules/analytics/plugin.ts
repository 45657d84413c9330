import fp from 'fastify-plugin';
import { AnalyticsRepository } from './repository';
import { analyticsRoutes } from './routes';
import { AnalyticsService } from './service';
import { named } from '../../lib/plugin-name';

/**
 * The analytics domain (issue 34, docs/product.md §9.7): read-only figures over the account's
 * messages, drafts and questions. What it counts is recorded when a message is stored (migration
 * 0018's trigger) and when the assistant finishes a draft (the agent module).
 */
export const analyticsModule = fp(
  async (app) => {
    const service = new AnalyticsService(new AnalyticsRepository(app.db));
    await app.register(named(analyticsRoutes), { service });
  },
  { name: 'analytics-module', dependencies: ['storage', 'authentication'] },
);
