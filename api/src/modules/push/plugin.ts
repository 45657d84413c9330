import fp from 'fastify-plugin';
import { SUPPORT_EMAIL } from '@vitrina/shared/contracts/constants';
import { resolveTokenCipher } from '../../lib/token-cipher';
import { PushRepository } from './repository';
import { pushRoutes } from './routes';
import { PushService } from './service';
import { vapidKeys } from './vapid';
import { named } from '../../lib/plugin-name';

/**
 * Web Push (issue 50, docs/product.md §9.13): decorates `app.push` and listens to the live
 * connection's events (the realtime hub), notifying the owner's devices of a new customer message,
 * a conversation handed over and a new order, in the background (a slow push service delays no
 * one's webhook).
 */
export const pushModule = fp(
  async (app) => {
    const cipher = await resolveTokenCipher(app.db, app.config.tokenEncryptionKey);
    const keys = await vapidKeys(app.db, cipher);
    const service = new PushService(
      new PushRepository(app.db),
      cipher,
      { ...keys, subject: `mailto:${SUPPORT_EMAIL}` },
      app.config.push,
      app.log,
    );
    app.decorate('push', service);
    app.realtime.onPublish((userId, event) => void service.notify(userId, event));
    await app.register(named(pushRoutes), { service });
  },
  { name: 'push-module', dependencies: ['storage', 'authentication', 'realtime-module'] },
);
