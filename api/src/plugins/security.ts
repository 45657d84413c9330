import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { rateLimited } from '../lib/errors';
import type { Limiter } from '../lib/limiter';

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over our Limiter, so per-route limits share its counters (Redis or
 * memory) and its fallback: a Redis failure never turns the limits off.
 */
function limiterStore(limiter: Limiter) {
  return class LimiterStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route:',
    ) {}

    /** The plugin passes the route's window (ms) and max, already resolved for this request. */
    incr(key: string, cb: StoreCallback, timeWindow = 60_000, max = 1): void {
      limiter.hit(this.prefix + key, { max, window: timeWindow / 1000 }).then(
        (state) => cb(null, { current: state.count, ttl: state.ttlMs }),
        (err: Error) => cb(err),
      );
    }

    child(options: { routeInfo: { method: string; url: string } }): LimiterStore {
      return new LimiterStore(options, `${this.prefix}${options.routeInfo.method}${options.routeInfo.url}-`);
    }
  };
}

/** Origins the front end may be served from: CORS_ORIGINS plus PUBLIC_URL's origin. */
export function allowedOrigins(config: Config): Set<string> {
  const set = new Set(config.corsOrigins);
  set.add(new URL(config.publicUrl).origin);
  return set;
}

/** No Origin (not a browser), an allowed origin, or the same origin as the Host header. */
export function isOriginAllowed(req: FastifyRequest, config: Config): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins(config).has(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** The websocket origin of PUBLIC_URL (ws:// for http, wss:// for https). */
function websocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** Features the app never uses, refused to any frame or script. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export function helmetOptions(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Same-origin bundles and federation chunks; the social SDK the shell loads (docs/product.md §9.1).
        scriptSrc: ["'self'", 'https://connect.facebook.net'],
        // style-loader injects <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The API and its websocket on this server (not any ws: host), and the configured front ends.
        connectSrc: ["'self'", websocketOrigin(config.publicUrl), ...config.corsOrigins],
        frameSrc: ["'self'", 'https://*.facebook.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // HSTS only where it means something: a public https address.
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Popups of the social login must be able to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * The headers helmet would set, computed once: helmet's middleware rebuilds its policy on every
 * call (and @fastify/helmet calls it per request), which cost most of the per-request time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Security headers, CORS for the allow-list and the rate-limit plugin (routes opt in). */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const origins = allowedOrigins(config);

    const headers = securityHeaders(helmetOptions(config));
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });

    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin === undefined || origins.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id'],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      credentials: false,
      maxAge: 600,
    });

    await app.register(rateLimit, {
      global: false,
      // The plugin's typings omit the window and max it passes to incr().
      store: limiterStore(app.limiter) as unknown as RateLimitPluginOptions['store'],
      skipOnError: false,
      errorResponseBuilder: (_req, ctx) => rateLimited(Math.max(1, Math.ceil(ctx.ttl / 1000))),
    });
  },
  { name: 'security', dependencies: ['storage'] },
);
