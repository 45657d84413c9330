import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { languageOf, t } from '../lib/i18n';
import { sendError } from './errors';
import { helmetOptions, securityHeaders } from './security';

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

/**
 * Options of the Fastify instance itself: logging, body limit, proxies, request ids, and the
 * errors Fastify raises before any hook runs (a malformed URL), answered like every other error.
 */
export function serverOptions(config: Config): FastifyServerOptions {
  const headers = securityHeaders(helmetOptions(config));
  return {
    frameworkErrors: (error, req, reply) => {
      reply.headers(headers).header('x-request-id', req.id);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      sendError(req, reply, status, t(languageOf(req), 'http.malformed_url'));
    },
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy as boolean | string,
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && /^[\w.:-]{1,64}$/.test(header) ? header : randomUUID();
    },
    routerOptions: { maxParamLength: 300 },
    // Opening the database (a new PGlite folder, migrations) may take longer than avvio's 10 s
    // on a busy machine; a plugin that fails still fails start-up.
    pluginTimeout: 0,
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
    // Under /api bodies are JSON only (so no cross-site HTML form or text/plain "simple request"
    // reaches registration, reset or the guest forms): 415 otherwise. /oauth adds its form parsers.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'http' },
);
