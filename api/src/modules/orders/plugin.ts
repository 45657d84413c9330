import fp from 'fastify-plugin';
import { OrdersRepository } from './repository';
import { ordersRoutes } from './routes';
import { OrdersService } from './service';
import { named } from '../../lib/plugin-name';

/**
 * The orders domain (issue 31, docs/product.md §9.8): orders taken from the chat, priced from the
 * stock file (`app.knowledgeService`), announced live through `app.inboxPublisher`. Decorates
 * `app.ordersService` (the assistant reads reservations and the order draft through it).
 */
export const ordersModule = fp(
  async (app) => {
    const repo = new OrdersRepository(app.db);
    app.decorate('ordersService', new OrdersService(repo, app.knowledgeService, app.inboxPublisher));
    await app.register(named(ordersRoutes));
  },
  { name: 'orders-module', dependencies: ['knowledge-module', 'conversations'] },
);
