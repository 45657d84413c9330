import fp from 'fastify-plugin';
import { RealtimeHub } from './hub';
import { realtimeRoutes } from './routes';
import { named } from '../../lib/plugin-name';

/** The live connection: the hub (Redis fan-out when configured) and GET /ws. */
export const realtimeModule = fp(
  async (app) => {
    const sub = app.redis ? app.redis.duplicate() : null;
    const realtime = new RealtimeHub(app.log, app.redis, sub, app.config.redisPrefix);
    app.decorate('realtime', realtime);
    app.addHook('onClose', async () => {
      realtime.close();
      sub?.disconnect();
    });
    await app.register(named(realtimeRoutes));
  },
  { name: 'realtime-module', dependencies: ['storage', 'authentication'] },
);
