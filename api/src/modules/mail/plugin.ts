import fp from 'fastify-plugin';
import { every, HOUR_MS } from '../../lib/schedule';
import { Mailer } from './mailer';
import { mailboxRoutes } from './routes';
import { named } from '../../lib/plugin-name';

/** Outgoing mail (outbox + SMTP) and, when enabled, the local mailbox. */
export const mailModule = fp(
  async (app) => {
    const { config } = app;
    const mailer = new Mailer(
      app.db,
      { smtpUrl: config.smtpUrl, from: config.mailFrom, localMailbox: config.devMailbox },
      app.background,
      app.log,
    );
    mailer.startSweeper();
    app.decorate('mailer', mailer);
    every(app, 'mail-retention', HOUR_MS, () => mailer.purge(new Date(), config.mailRetentionDays));
    app.addHook('onClose', async () => {
      await app.background.drain(); // deliveries under way finish before the transport closes
      mailer.stop();
    });
    if (config.devMailbox) {
      app.log.warn(
        'LOCAL MAILBOX ON (DEV_MAILBOX): /mailbox shows every mail, reset links included, to loopback clients. Never on a shared or public server.',
      );
      await app.register(named(mailboxRoutes));
    }
  },
  { name: 'mail-module', dependencies: ['storage'] },
);
