import fp from 'fastify-plugin';
import { every, HOUR_MS } from '../../lib/schedule';
import { guestRoutes } from './routes';
import { GuestService } from './service';
import { named } from '../../lib/plugin-name';

/** The guest domain: consultation, booking and new-user requests, stored and mailed to sales. */
export const guestModule = fp(
  async (app) => {
    const guest = new GuestService(app.db, app.mailer, app.config);
    app.decorate('guestService', guest);
    every(app, 'guest-request-retention', HOUR_MS, () => guest.purge(new Date(), app.config.guestRequestRetentionDays));
    await app.register(named(guestRoutes));
  },
  { name: 'guest-module', dependencies: ['storage', 'authentication', 'mail-module'] },
);
