import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebhookProcessor } from './processor';
import { WebhookDeliveriesRepository } from './repository';
import { webhookRoutes } from './routes';
import { WebhooksService } from './service';
import { named } from '../../lib/plugin-name';

/**
 * Meta webhooks, the transport: `app.webhooks` (accept, worker), the delivery processor (the
 * transaction around the conversations module's `app.inbound`) and /webhooks/meta. Needs queue and conversations.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance) => {
    const deliveries = new WebhookDeliveriesRepository(app.db);
    const processor = new WebhookProcessor(app.db, deliveries, app.inbound, app.log, (seconds) =>
      app.metrics.webhookLag.observe(seconds),
    );
    const service = new WebhooksService(deliveries, processor, app.queue, app.background, app.log, {
      retryDelay: app.config.webhookRetryDelay,
      inline: app.config.webhookInlineProcessing,
    });
    app.decorate('webhooks', service);
    await app.register(named(webhookRoutes));
    await service.startWorker();
  },
  { name: 'webhooks', dependencies: ['queue', 'conversations'] },
);
