import formbody from '@fastify/formbody';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sandboxApiRoutes } from './api-routes';
import { dialogRoutes } from './dialog';
import { graphRoutes } from './graph-routes';
import { instagramLoginRoutes } from './instagram-login';
import { avatarSvg, mediaSvg } from './images';
import { findRepoRoot } from '../../config';
import { imageLoader } from '../../lib/image-fetch';
import { localOnly } from '../../plugins/local-only';
import { isOriginAllowed } from '../../plugins/security';
import { SandboxService } from './service';
import { simulatorRoutes } from './simulator';
import { WebhookSender } from './webhooks';
import { named } from '../../lib/plugin-name';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Meta sandbox (only when config.metaSandbox). */
    sandbox?: SandboxService;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** This server's own /webhooks/meta on loopback (where Meta's deliveries would arrive). */
function selfWebhookUrl(app: FastifyInstance): string {
  const configured = app.config.metaSandboxWebhookUrl;
  if (configured) return configured;
  const address = app.server.address() as AddressInfo | null;
  return `http://127.0.0.1:${address?.port ?? app.config.port}/webhooks/meta`;
}

/**
 * The Meta sandbox: a local stand-in for Meta (Graph API, OAuth dialog, customers who write
 * through signed webhooks) under /sandbox, answering loopback clients only.
 */
async function sandbox(app: FastifyInstance): Promise<void> {
  const { config } = app;
  // The sandbox signs with the app secret the webhooks route verifies (the sandbox's own defaults,
  // or the configured app's when META_SANDBOX is forced on beside one).
  const meta = config.meta;
  if (!meta) throw new Error('The Meta sandbox needs a Meta configuration (config.meta)');
  // A delivery for an account subscribed through Instagram Login (graph.instagram.com's
  // /me/subscribed_apps, keyed by its Instagram id) is signed with the Instagram app's secret, as
  // Meta signs those of the "API setup with Instagram business login" (api/README.md, step 4).
  const subscribedByInstagram = (id: string) => service.subscriptions.has(id);
  const secretFor = (payload: unknown): string => {
    const body = payload as { object?: string; entry?: Array<{ id?: string }> };
    const id = body.entry?.[0]?.id;
    const viaInstagramLogin = body.object === 'instagram' && !!id && subscribedByInstagram(id);
    return viaInstagramLogin && meta.instagramLogin ? meta.instagramLogin.appSecret : meta.appSecret;
  };
  const webhooks = new WebhookSender(() => selfWebhookUrl(app), secretFor, app.log);
  const service = new SandboxService(app.db, meta, config.publicUrl, webhooks, imageLoader(app));
  app.decorate('sandbox', service);
  app.addHook('onClose', async () => webhooks.close());

  await app.register(
    named(async (scope) => {
      scope.addHook('onRequest', localOnly);
      // Loopback is not enough: any page open in the developer's browser could post a form here
      // (create accounts, write as a customer). Writes must come from the app's own pages.
      scope.addHook('onRequest', async (req, reply) => {
        if (SAFE_METHODS.has(req.method) || isOriginAllowed(req, config)) return undefined;
        return reply.code(403).send({ error_message: "The sandbox accepts writes only from this app's own pages" });
      });
      // The consent dialog posts an HTML form, as Meta's does (the API itself takes JSON only).
      await scope.register(formbody, { bodyLimit: config.bodyLimit });
      await graphRoutes(scope, service);
      await dialogRoutes(scope, service, meta.instagramLogin?.appId ?? null);
      if (meta.instagramLogin) await instagramLoginRoutes(scope, service, meta.instagramLogin);
      await sandboxApiRoutes(scope, service);
      await simulatorRoutes(scope, service);

      const svg = (body: string | undefined) => (_req: unknown, reply: import('fastify').FastifyReply) =>
        body === undefined
          ? reply.code(404).send({ error_message: 'Not found' })
          : reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body);
      scope.get('/sandbox/media/:name', { schema: { hide: true } }, async (req, reply) => {
        const file = (req.params as { name: string }).name;
        // A .png is the same drawing rasterised: a picture Meta would send (it refuses svg; §9.15).
        if (file.endsWith('.png')) {
          const body = mediaSvg(file.slice(0, -4));
          if (body === undefined) return reply.code(404).send({ error_message: 'Not found' });
          // sharp is loaded here, not with the module: most apps never draw one (api/README.md).
          const { default: sharp } = await import('sharp');
          const png = await sharp(Buffer.from(body)).png().toBuffer();
          return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
        }
        return svg(mediaSvg(file.replace(/\.svg$/, '')))(req, reply);
      });
      // The sample stock the first-run checklist offers (api/fixtures/stock-ua.csv: it holds the
      // article codes of the sandbox's six posts).
      scope.get('/sandbox/sample-stock.csv', { schema: { hide: true } }, async (_req, reply) => {
        // The repository's copy, wherever the server runs from (STATIC_ROOT may point elsewhere).
        const file = path.join(findRepoRoot(), 'api', 'fixtures', 'stock-ua.csv');
        const body = await readFile(file).catch(() => null);
        if (!body) return reply.code(404).send({ error_message: 'The sample stock is not on this server' });
        return reply.type('text/csv; charset=utf-8').header('cache-control', 'no-cache').send(body);
      });
      scope.get('/sandbox/avatars/:id', { schema: { hide: true } }, async (req, reply) => {
        const id = (req.params as { id: string }).id.replace(/\.svg$/, '').slice(0, 40);
        const customer = await service.repo.findCustomer(id);
        const account = customer ? undefined : await service.repo.findAccount(id);
        const who = customer ?? account;
        return svg(who && avatarSvg(who.name, customer ? customer.avatar : 7))(req, reply);
      });
    }, 'metaSandboxRoutes'),
  );
}

export const sandboxPlugin = fp(sandbox, { name: 'meta-sandbox' });
