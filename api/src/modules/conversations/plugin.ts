import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every, HOUR_MS } from '../../lib/schedule';
import { InboxEvents } from './events';
import { ConversationsRepository } from './repository';
import { conversationsRoutes } from './routes';
import { ConversationsService } from './service';

/**
 * Conversations and messages: `app.conversationsRepository`, `app.conversationsService`,
 * `app.inboxEvents` (the AI pipeline's hook) and the /api/v1/channels/current/conversations calls.
 */
export const conversationsPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = new ConversationsRepository(app.db);
    app.decorate('conversationsRepository', repo);
    const events = new InboxEvents(app.log);
    app.decorate('inboxEvents', events);
    app.decorate(
      'conversationsService',
      new ConversationsService(
        repo,
        app.channelsService,
        app.channelsRepository,
        app.meta,
        app.realtime,
        events,
        (userId) => app.usersService.get(userId),
        app.log,
      ),
    );
    every(app, 'send-keys-retention', HOUR_MS, () => app.conversationsService.sendKeys.purge());
    await app.register(conversationsRoutes);
  },
  { name: 'conversations', dependencies: ['channels', 'users-module'] },
);
