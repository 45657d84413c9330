import fp from 'fastify-plugin';
import { Mailer } from './mailer';
import { mailboxRoutes } from './routes';

/** Outgoing mail (outbox + SMTP) and, when enabled, the local mailbox. */
export const mailModule = fp(
  async (app) => {
    const { config } = app;
    const mailer = new Mailer(app.db, config.smtpUrl, config.mailFrom, app.background, app.log);
    mailer.startSweeper();
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await app.background.drain(); // deliveries under way finish before the transport closes
      mailer.stop();
    });
    if (config.devMailbox) await app.register(mailboxRoutes);
  },
  { name: 'mail-module', dependencies: ['storage'] },
);
