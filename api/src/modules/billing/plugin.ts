import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../lib/schedule';
import { resolveTokenCipher } from '../../lib/token-cipher';
import { MonobankProvider, monobankHttp } from '../payments';
import { UsersRepository } from '../users';
import { MonobankAcquirer } from './acquirer';
import { fetchJson, FixedUsdRate, NbuUsdRate } from './rate';
import { BillingRepository } from './repository';
import { billingRoutes } from './routes';
import { BillingService } from './service';
import { named } from '../../lib/plugin-name';

/** How often due renewals, retries and the ends of cancelled plans are looked for. */
const RENEWAL_CHECK_MS = 60_000;
const DAY_MS = 86_400_000;

/** The sandbox's clock: billing's time moved on by whole days (the developer's and the e2e's "a month later"). */
export class BillingSandboxClock {
  private offsetMs = 0;

  constructor(private readonly service: BillingService) {
    service.useClock(() => new Date(Date.now() + this.offsetMs));
  }

  async advance(days: number): Promise<number> {
    this.offsetMs += days * DAY_MS;
    return this.service.renewDue();
  }
}

/** Plans that can be bought (issue 52, docs/product.md §9.16): `app.billingService` and its routes. */
export const billingModule = fp(
  async (app: FastifyInstance) => {
    const { billing, publicUrl, payments } = app.config;
    const cipher = await resolveTokenCipher(app.db, app.config.tokenEncryptionKey);
    const users = new UsersRepository(app.db);
    const service = new BillingService({
      repo: new BillingRepository(app.db),
      acquirer: billing.token
        ? new MonobankAcquirer(
            new MonobankProvider(monobankHttp(app)),
            billing.token,
            `${publicUrl}/webhooks/billing/monobank`,
          )
        : null,
      cipher,
      rate: billing.usdRate === 'nbu' ? new NbuUsdRate(fetchJson) : new FixedUsdRate(billing.usdRate),
      chats: (userId, since, until) => users.countChatsSince(userId, since, until),
      mailer: app.mailer,
      realtime: app.realtime,
      publicUrl,
      sandbox: payments.sandbox,
      log: app.log,
    });
    app.decorate('billingService', service);
    if (payments.sandbox) app.decorate('billingSandboxClock', new BillingSandboxClock(service));
    every(app, 'billing-renewals', RENEWAL_CHECK_MS, () => service.renewDue());
    await app.register(named(billingRoutes));
  },
  { name: 'billing-module', dependencies: ['storage', 'authentication', 'mail-module', 'realtime-module'] },
);
