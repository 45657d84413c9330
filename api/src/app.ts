import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { authModule } from './modules/auth/plugin';
import { guestModule } from './modules/guest/plugin';
import { mailModule } from './modules/mail/plugin';
import { realtimeModule } from './modules/realtime/plugin';
import { usersModule } from './modules/users/plugin';
import { authenticationPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { httpPlugin, serverOptions } from './plugins/http';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { storagePlugin } from './plugins/storage';
import { agentModule } from './modules/agent/plugin';
import { autopilotModule } from './modules/autopilot/plugin';
import { analyticsModule } from './modules/analytics/plugin';
import { pushModule } from './modules/push/plugin';
import { teamModule } from './modules/team';
import { teamworkModule } from './modules/teamwork';
import { channelsPlugin } from './modules/channels/plugin';
import { conversationsPlugin } from './modules/conversations/plugin';
import { metaPlugin } from './modules/meta/plugin';
import { queuePlugin } from './modules/queue/plugin';
import { webhooksPlugin } from './modules/webhooks/plugin';
import { sandboxPlugin } from './modules/sandbox/index';
import { novaPoshtaSandboxPlugin } from './modules/novaposhta-sandbox/index';
import { shippingModule } from './modules/shipping';
import { paymentsModule } from './modules/payments';
import { billingModule } from './modules/billing';
import { monobankSandboxPlugin } from './modules/monobank-sandbox/index';
import { knowledgeModule } from './modules/knowledge/plugin';
import { publicationsModule } from './modules/publications/plugin';
import { ordersModule } from './modules/orders/plugin';
import './types';
import { named } from './lib/plugin-name';

export type { Config } from './config';
export { loadConfig } from './config';
export { redactUrl } from './plugins/http';

/**
 * Builds the whole server: cross-cutting plugins first (order matters: the route list and the
 * docs must see every route), then one plugin per domain, then static hosting (the SPA fallback).
 * The caller listens (server.ts) or injects (tests) and must `close()` it.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Draining (docs/deploy.md): from the first step of close() on, readiness says no.
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.draining = true;
  });

  // ---- cross-cutting ----
  await app.register(httpPlugin);
  await app.register(storagePlugin);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(authenticationPlugin);
  await app.register(docsPlugin);
  await app.register(named(healthPlugin));

  // ---- domains ----
  await app.register(mailModule);
  await app.register(realtimeModule);
  await app.register(authModule);
  await app.register(usersModule);
  await app.register(guestModule);
  // Channels (issue 11): Meta adapter, job queue, channels, conversations, webhooks.
  await app.register(metaPlugin);
  await app.register(queuePlugin);
  await app.register(channelsPlugin);
  await app.register(conversationsPlugin);
  await app.register(webhooksPlugin);
  if (config.metaSandbox) await app.register(sandboxPlugin);
  await app.register(knowledgeModule);
  await app.register(publicationsModule);
  await app.register(ordersModule);
  await app.register(shippingModule);
  if (config.novaPoshta.sandbox) await app.register(novaPoshtaSandboxPlugin);
  await app.register(paymentsModule);
  if (config.payments.sandbox) await app.register(monobankSandboxPlugin);
  await app.register(billingModule);
  await app.register(agentModule);
  await app.register(autopilotModule);
  await app.register(analyticsModule);
  await app.register(pushModule);
  await app.register(teamModule);
  await app.register(teamworkModule);

  await app.register(staticPlugin);
  return app;
}
