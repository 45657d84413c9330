import fp from 'fastify-plugin';
import { every } from '../../lib/schedule';
import { AutopilotRepository } from './repository';
import { autopilotRoutes } from './routes';
import { AutopilotService } from './service';
import { named } from '../../lib/plugin-name';

/** How often every instance looks for replies due or stuck mid-send (each reply also has its own timer). */
const SWEEP_MS = 5_000;

/**
 * Full trust (issue 48): `app.autopilot`, the draft hook on the assistant, the sweep and the calls.
 * Registered after the agent module, whose finished drafts it sees first.
 */
export const autopilotModule = fp(
  async (app) => {
    const service = new AutopilotService({
      repo: new AutopilotRepository(app.db),
      channel: async (userId, channelId) => {
        const row = await app.channelsRepository.find(userId, channelId);
        return row ? { id: row.id, platform: row.platform } : undefined;
      },
      send: (userId, input) => app.conversationsService.sendAsAssistant(userId, input),
      publish: (userId, event) => app.inboxPublisher.publish(userId, event),
      orders: {
        draft: (userId, conversationId) => app.ordersService.draft(userId, conversationId),
        create: (userId, body) => app.ordersService.create(userId, body),
      },
      run: (name, task) => app.background.run(name, task),
      log: app.log,
    });
    app.decorate('autopilot', service);
    app.agent.useDraftHook((job, result, options) => service.onDraft(job, result, options));
    every(app, 'autopilot-sweep', SWEEP_MS, () => service.sweep());
    app.addHook('onClose', async () => service.close());
    await app.register(named(autopilotRoutes(service), 'autopilotRoutes'));
  },
  { name: 'autopilot-module', dependencies: ['agent-module', 'channels', 'conversations', 'orders-module'] },
);
