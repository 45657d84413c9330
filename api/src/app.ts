import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { openDatabase } from './db/index';
import { BackgroundTasks } from './lib/background';
import { MemoryLimiter, RedisLimiter, type Limiter } from './lib/limiter';
import { TokenRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { resolveJwtSecret, TokenService } from './modules/auth/tokens';
import { GuestService } from './modules/guest/service';
import { guestRoutes } from './modules/guest/routes';
import { Mailer } from './modules/mail/mailer';
import { mailboxRoutes } from './modules/mail/routes';
import { RealtimeHub } from './modules/realtime/hub';
import { realtimeRoutes } from './modules/realtime/routes';
import { sandboxPlugin } from './modules/sandbox/index';
import { UsersRepository } from './modules/users/repository';
import { usersRoutes } from './modules/users/routes';
import { UsersService } from './modules/users/service';
import { setupAuthentication } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { setupErrorHandling } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import compress from '@fastify/compress';
import { channelsPlugin } from './modules/channels/plugin';
import { conversationsPlugin } from './modules/conversations/plugin';
import { metaPlugin } from './modules/meta/plugin';
import { queuePlugin } from './modules/queue/plugin';
import { webhooksPlugin } from './modules/webhooks/plugin';
import './types';

export type { Config } from './config';
export { loadConfig } from './config';

/** Secrets never reach the logs: tokens in query strings and reset slugs are masked. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:access_token|token|refresh_token)=)[^&]*/gi, '$1[redacted]')
    .replace(/(\/resetPassword\/)[^/?]+/g, '$1[redacted]')
    .replace(/(\/reset_pass\/)[^/?]+/g, '$1[redacted]');
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (!config.logger) return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req(req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip ?? req.socket?.remoteAddress };
      },
    },
  };
}

function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableReadyCheck: true, lazyConnect: false });
}

/**
 * Builds the whole server: storage (migrated), services, security, routes, realtime and static
 * hosting. The caller listens (server.ts) or injects (tests) and must `close()` it.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy as boolean | string,
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && /^[\w.:-]{1,64}$/.test(header) ? header : randomUUID();
    },
    routerOptions: { maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Every route, for the tests that walk all of them (auth required, fuzzing).
  const routeList: Array<{ method: string; url: string }> = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method: String(method), url: route.url });
  });

  // ---- infrastructure ----
  const database = await openDatabase(config);
  let redis: Redis | null = null;
  let redisSub: Redis | null = null;
  try {
    if (config.redisUrl) {
      redis = connectRedis(config.redisUrl);
      await redis.ping();
      redisSub = redis.duplicate();
    }
  } catch (err) {
    redis?.disconnect();
    await database.close();
    throw new Error(`Redis at REDIS_URL is not reachable: ${(err as Error).message}`, { cause: err });
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  const background = new BackgroundTasks(app.log);
  app.decorate('background', background);
  const limiter: Limiter = redis ? new RedisLimiter(redis, `${config.redisPrefix}limit:`) : new MemoryLimiter();
  app.decorate('limiter', limiter);

  // ---- services ----
  const tokens = await TokenService.create(
    await resolveJwtSecret(database.db, config.jwtSecret),
    config.accessTokenTtl,
  );
  app.decorate('tokens', tokens);
  const mailer = new Mailer(database.db, config.smtpUrl, config.mailFrom, background, app.log);
  mailer.startSweeper();
  app.decorate('mailer', mailer);
  const realtime = new RealtimeHub(app.log, redis, redisSub, config.redisPrefix);
  app.decorate('realtime', realtime);
  const users = new UsersRepository(database.db);
  const tokensRepo = new TokenRepository(database.db);
  app.decorate('authService', new AuthService({ config, users, tokensRepo, tokens, limiter, log: app.log }));
  app.decorate(
    'usersService',
    new UsersService({
      config,
      db: database.db,
      users,
      tokensRepo,
      limiter,
      mailer,
      realtime,
      background,
      log: app.log,
    }),
  );
  app.decorate('guestService', new GuestService(database.db, mailer, config));

  const housekeeping = setInterval(() => {
    background.run('token-housekeeping', () => tokensRepo.deleteExpired(new Date()));
  }, 3600_000);
  housekeeping.unref();

  // ---- HTTP ----
  setupAuthentication(app);
  setupErrorHandling(app);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  await securityPlugin(app);
  // Bundles and JSON go out brotli/gzip-compressed (files precompressed at build are sent as they are).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await docsPlugin(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(guestRoutes);
  if (config.devMailbox) await app.register(mailboxRoutes);
  await app.register(realtimeRoutes);
  // Channels (issue 11): Meta adapter, job queue, channels, conversations, webhooks.
  await app.register(metaPlugin);
  await app.register(queuePlugin);
  await app.register(channelsPlugin);
  await app.register(conversationsPlugin);
  await app.register(webhooksPlugin);
  if (config.metaSandbox) await app.register(sandboxPlugin);
  await staticPlugin(app);

  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    realtime.close();
    await background.drain();
    mailer.stop();
    limiter.close();
    if (redisSub) redisSub.disconnect();
    if (redis) await redis.quit().catch(() => redis?.disconnect());
    await database.close();
  });

  return app;
}
