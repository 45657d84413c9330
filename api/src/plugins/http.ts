import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

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

/** Options of the Fastify instance itself: logging, body limit, proxies, request ids. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy as boolean | string,
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && /^[\w.:-]{1,64}$/.test(header) ? header : randomUUID();
    },
    routerOptions: { maxParamLength: 300 },
  };
}

/**
 * HTTP basics: the request id echoed in every answer, brotli/gzip compression (files precompressed
 * at build are sent as they are), and `routeList`, every route for the tests that walk all of them.
 */
export const httpPlugin = fp(
  async (app: FastifyInstance) => {
    const routeList: Array<{ method: string; url: string }> = [];
    app.decorate('routeList', routeList);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routeList.push({ method: String(method), url: route.url });
    });
    app.addHook('onRequest', async (req: FastifyRequest, reply) => {
      reply.header('x-request-id', req.id);
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(formbody, { bodyLimit: app.config.bodyLimit });
  },
  { name: 'http' },
);
