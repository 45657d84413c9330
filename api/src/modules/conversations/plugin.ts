import type { FastifyInstance } from 'fastify';
import { mediaUrlPolicy } from '../../lib/media-hosts';
import fp from 'fastify-plugin';
import { every, HOUR_MS } from '../../lib/schedule';
import { InboxEvents } from './events';
import { InboundApplier } from './inbound/applier';
import { InboundEnrichment } from './inbound/enrichment';
import { InboundFlow } from './inbound/flow';
import { HistoryImport } from './inbound/history';
import { InboxPublisher } from './publisher';
import { ConversationsRepository } from './repository';
import { conversationsRoutes } from './routes';
import { ConversationsService } from './service';
import { named } from '../../lib/plugin-name';

/**
 * Conversations and messages: `app.conversationsRepository`, `app.conversationsService`,
 * `app.inboxEvents` (the AI pipeline's hook), `app.inboxPublisher` (the one publisher of the inbox's
 * live events), `app.inbound` (what the webhooks module applies inbound events with) and the
 * /api/v1/channels/current/conversations calls.
 */
export const conversationsPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = new ConversationsRepository(app.db);
    app.decorate('conversationsRepository', repo);
    const events = new InboxEvents(app.log);
    app.decorate('inboxEvents', events);
    const publisher = new InboxPublisher(app.realtime);
    app.decorate('inboxPublisher', publisher);
    const channels = app.channelsRepository;
    const enrichment = new InboundEnrichment(app.meta, repo, (id) => channels.markTokenExpired(id), app.log);
    const applier = new InboundApplier(
      repo,
      (ids, trx) => channels.findByAccounts(ids, trx),
      mediaUrlPolicy(app.config),
    );
    app.decorate(
      'inbound',
      new InboundFlow(applier, {
        publisher,
        hook: events,
        enrichment,
        later: (name, task) => app.background.run(name, task),
        // The publications module registers later (app.ts); looked up when a comment arrives.
        onCommentedPosts: (channel, mediaIds) =>
          app.hasDecorator('publicationsSync') ? app.publicationsSync.postsSeen(channel, mediaIds) : Promise.resolve(),
        log: app.log,
      }),
    );
    app.decorate(
      'conversationsService',
      new ConversationsService(
        repo,
        app.channelsService,
        app.channelsRepository,
        app.meta,
        publisher,
        events,
        (userId) => app.usersService.get(userId),
        app.log,
      ),
    );
    const history = new HistoryImport(
      app.db,
      app.meta,
      channels,
      applier,
      (effects) => app.inbound.afterCommit(effects),
      app.log,
    );
    app.decorate('historyImport', history);
    await history.start(app.queue);
    if (app.config.historyImport) app.channelsService.onConnected((channel) => history.enqueue(channel));
    every(app, 'send-keys-retention', HOUR_MS, () => app.conversationsService.sendKeys.purge());
    await app.register(named(conversationsRoutes));
  },
  { name: 'conversations', dependencies: ['channels', 'users-module', 'queue'] },
);
