import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveTokenCipher } from '../../lib/token-cipher';
import { fetchJson, MonobankProvider, type HttpJson } from './provider';
import { PaymentsRepository } from './repository';
import { paymentsRoutes } from './routes';
import { PaymentsService } from './service';
import { named } from '../../lib/plugin-name';

const SANDBOX_PATH = '/sandbox/monobank';

/** This server's monobank sandbox, called in-process (the same routes a real HTTP call reaches). */
function sandboxHttp(app: FastifyInstance): HttpJson {
  return async (method, path, token, body) => {
    const res = await app.inject({
      method,
      url: `${SANDBOX_PATH}${path}`,
      headers: { 'x-token': token },
      ...(body ? { payload: body as object } : {}),
    });
    let parsed: unknown = null;
    try {
      parsed = res.json();
    } catch {
      // No JSON.
    }
    return { status: res.statusCode, body: parsed };
  };
}

/** monobank's API as configured: the real one (MONOBANK_API_URL) or this server's sandbox. */
export function monobankHttp(app: FastifyInstance): HttpJson {
  return app.config.payments.apiUrl ? fetchJson(app.config.payments.apiUrl) : sandboxHttp(app);
}

/** Payment links (issue 49 item 3, docs/product.md §9.12): `app.paymentsService` and its calls. */
export const paymentsModule = fp(
  async (app: FastifyInstance) => {
    const { payments } = app.config;
    const cipher = await resolveTokenCipher(app.db, app.config.tokenEncryptionKey);
    const service = new PaymentsService({
      repo: new PaymentsRepository(app.db),
      provider: new MonobankProvider(monobankHttp(app)),
      cipher,
      orders: app.ordersService,
      send: (userId, input) => app.conversationsService.sendAsAssistant(userId, input),
      webHookUrl: `${app.config.publicUrl}/webhooks/payments/monobank`,
      sandbox: payments.sandbox,
      log: app.log,
    });
    app.decorate('paymentsService', service);
    await app.register(named(paymentsRoutes));
  },
  { name: 'payments-module', dependencies: ['orders-module', 'conversations'] },
);
