import fp from 'fastify-plugin';
import { guestRoutes } from './routes';
import { GuestService } from './service';

/** The guest domain: consultation, booking and new-user requests, stored and mailed to sales. */
export const guestModule = fp(
  async (app) => {
    app.decorate('guestService', new GuestService(app.db, app.mailer, app.config));
    await app.register(guestRoutes);
  },
  { name: 'guest-module', dependencies: ['storage', 'authentication', 'mail-module'] },
);
