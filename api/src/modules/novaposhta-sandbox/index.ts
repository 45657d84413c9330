import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localOnly } from '../../plugins/local-only';
import { NovaPoshtaSandbox, type NpRequest } from './service';
import { named } from '../../lib/plugin-name';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Nova Poshta sandbox (only when config.novaPoshta.sandbox). */
    novaPoshtaSandbox?: NovaPoshtaSandbox;
  }
}

/**
 * The Nova Poshta sandbox under /sandbox/novaposhta (issue 49, docs/product.md §9.11), loopback
 * clients only, never in production (config.ts refuses NOVA_POSHTA_SANDBOX there): the JSON API
 * 2.0 entry point, the label printing path of my.novaposhta.ua, and a link moving the clock.
 */
export const novaPoshtaSandboxPlugin = fp(
  async (app: FastifyInstance) => {
    const sandbox = new NovaPoshtaSandbox(app.config.novaPoshta.sandboxStepSeconds);
    app.decorate('novaPoshtaSandbox', sandbox);
    await app.register(
      named(async (scope) => {
        scope.addHook('onRequest', localOnly);
        scope.post('/sandbox/novaposhta/v2.0/json/', { schema: { hide: true } }, async (req, reply) => {
          if (sandbox.down)
            return reply.code(503).type('text/html').send('<html><body>Service Unavailable</body></html>');
          return sandbox.handle((req.body ?? {}) as NpRequest);
        });
        // my.novaposhta.ua/orders/printMarking85x85/orders[]/{ref or number}/type/pdf8/apiKey/{key}
        scope.get<{ Params: { doc: string; key: string } }>(
          '/sandbox/novaposhta/orders/printMarking85x85/orders[]/:doc/type/pdf8/apiKey/:key',
          { schema: { hide: true } },
          async (req, reply) => {
            const pdf = /^[0-9a-f]{32}$/.test(req.params.key) ? sandbox.label(req.params.doc) : null;
            if (!pdf) return reply.code(404).send({ error_message: 'Not found' });
            return reply.type('application/pdf').send(pdf);
          },
        );
        // The developer moves every parcel one step on (the e2e does the same).
        scope.post('/sandbox/novaposhta/clock/step', { schema: { hide: true } }, async () => {
          sandbox.step();
          return { now: new Date(sandbox.now()).toISOString() };
        });
      }, 'novaPoshtaSandboxRoutes'),
    );
  },
  { name: 'novaposhta-sandbox' },
);
