import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveTokenCipher } from '../../lib/token-cipher';
import { fetchTransport, NovaPoshtaClient, type NpTransport } from './np-client';
import { ShippingRepository } from './repository';
import { shippingRoutes } from './routes';
import { ShippingService } from './service';
import { named } from '../../lib/plugin-name';

/** How often the due parcels are handed to the queue (each is read every few hours). */
const SWEEP_MS = 5 * 60_000;
export const TRACK_QUEUE = 'shipping.track';

/**
 * This server's own sandbox, called in-process (no port needed, loopback by construction): the
 * same JSON envelope over the same route a real HTTP call would reach.
 */
function sandboxTransport(app: FastifyInstance): NpTransport {
  return async (_url, body) => {
    const res = await app.inject({ method: 'POST', url: `${SANDBOX_PATH}/v2.0/json/`, payload: body as object });
    let parsed: unknown = null;
    try {
      parsed = res.json();
    } catch {
      // The sandbox "down": an HTML page, no envelope.
    }
    return { status: res.statusCode, body: parsed };
  };
}

const SANDBOX_PATH = '/sandbox/novaposhta';

/**
 * Nova Poshta (issue 49, docs/product.md §9.11): `app.shippingService`, its calls, and the
 * tracking: a sweep hands the parcels due to the job queue, whose job reads one parcel and is
 * retried with backoff when Nova Poshta does not answer.
 */
export const shippingModule = fp(
  async (app: FastifyInstance) => {
    const { novaPoshta } = app.config;
    const cipher = await resolveTokenCipher(app.db, app.config.tokenEncryptionKey);
    const service = new ShippingService({
      repo: new ShippingRepository(app.db),
      client: novaPoshta.apiUrl
        ? new NovaPoshtaClient(() => novaPoshta.apiUrl!, fetchTransport)
        : new NovaPoshtaClient(() => `${SANDBOX_PATH}/v2.0/json/`, sandboxTransport(app)),
      cipher,
      orders: app.ordersService,
      send: (userId, input) => app.conversationsService.sendAsAssistant(userId, input),
      printUrl: () => novaPoshta.printUrl ?? SANDBOX_PATH,
      fetchLabel: async (url) => {
        if (url.startsWith('/')) {
          const res = await app.inject({ method: 'GET', url });
          return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.rawPayload };
        }
        const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        return {
          status: res.status,
          type: res.headers.get('content-type') ?? '',
          body: Buffer.from(await res.arrayBuffer()),
        };
      },
      sandbox: novaPoshta.sandbox,
      log: app.log,
    });
    app.decorate('shippingService', service);
    await app.queue.work<{ shipment_id: string }>(TRACK_QUEUE, (job) => service.trackById(job.shipment_id));
    const sweep = setInterval(
      () =>
        app.background.run('shipping-sweep', async () => {
          for (const id of await service.due())
            await app.queue.send(TRACK_QUEUE, { shipment_id: id }, { throttle: { key: id, seconds: 600 } });
        }),
      SWEEP_MS,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    await app.register(named(shippingRoutes));
  },
  { name: 'shipping-module', dependencies: ['orders-module', 'conversations'] },
);
