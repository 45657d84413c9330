import formbody from '@fastify/formbody';
import { requireMultipartBoundary } from '../../lib/multipart';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  oauthErrorSchema,
  refreshGrantSchema,
  passwordGrantSchema,
  revokeRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  WEB_CLIENT,
} from '@vitrina/shared/contracts';
import { AppError, FieldError } from '../../lib/errors';
import { safeEqual } from '../../lib/crypto';

/** Registered OAuth clients (public, first-party). */
const CLIENTS = new Map<string, string>([[WEB_CLIENT.id, WEB_CLIENT.secret]]);

/** Checks the HTTP Basic client credentials; returns the client id. */
function authenticateClient(req: FastifyRequest): string {
  const header = req.headers.authorization;
  const invalid = new AppError(401, 'auth.invalid_client', undefined, 'invalid_client', {
    'www-authenticate': 'Basic realm="vitrina"',
  });
  if (typeof header !== 'string' || !/^basic /i.test(header)) throw invalid;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep < 0) throw invalid;
  let id: string;
  let secret: string;
  try {
    id = decodeURIComponent(decoded.slice(0, sep).replace(/\+/g, ' '));
    secret = decodeURIComponent(decoded.slice(sep + 1).replace(/\+/g, ' '));
  } catch {
    throw invalid;
  }
  const expected = CLIENTS.get(id);
  if (expected === undefined || !safeEqual(secret, expected)) throw invalid;
  return id;
}

/** Validates a form body against a schema, reporting the first issue as an OAuth error. */
function parseForm<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  const grant = (body as { grant_type?: unknown } | null)?.grant_type;
  const code =
    field === 'grant_type' && typeof grant === 'string' && grant !== '' ? 'unsupported_grant_type' : 'invalid_request';
  throw new FieldError(field, issue.message, code);
}

const passThrough = () => (data: unknown) => ({ value: data });

const tokenBodyDoc = z.union([passwordGrantSchema, refreshGrantSchema]);

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // Form bodies only for the OAuth endpoints (RFC 6749 forms; the client sends the refresh grant
  // as multipart). A multipart type without its boundary cannot be parsed: 400, not a parser crash.
  app.addHook('onRequest', requireMultipartBoundary);
  await app.register(formbody, { bodyLimit: app.config.bodyLimit });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 4096, files: 0, parts: 10, headerPairs: 50 },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;

  r.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Password and refresh_token grants (HTTP Basic client credentials)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        body: tokenBodyDoc,
        response: { 200: tokenResponseSchema, 400: oauthErrorSchema, 401: oauthErrorSchema, 429: oauthErrorSchema },
      },
      // The body is validated in the handler so failures carry OAuth error codes.
      validatorCompiler: passThrough,
      config: {
        rateLimit: {
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) =>
            `${req.ip}|${(req.body as { grant_type?: unknown } | null)?.grant_type === 'password' ? 'password' : 'refresh'}`,
          max: (_req: FastifyRequest, key: string) =>
            key.endsWith('|password') ? limits.loginPerIp.max : limits.refreshPerIp.max,
          timeWindow: (_req: FastifyRequest, key: string) =>
            (key.endsWith('|password') ? limits.loginPerIp.window : limits.refreshPerIp.window) * 1000,
        },
      },
    },
    async (req, reply) => {
      const clientId = authenticateClient(req);
      const body = parseForm(tokenRequestSchema, req.body);
      const tokens =
        body.grant_type === 'password'
          ? await app.authService.passwordGrant(body.username, body.password, clientId, req.ip)
          : await app.authService.refreshGrant(body.refresh_token, clientId);
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return tokens;
    },
  );

  r.post(
    '/oauth/revoke',
    {
      schema: {
        tags: ['auth'],
        summary: 'Logout: revokes the session of a refresh token (RFC 7009)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        body: revokeRequestSchema,
        response: { 200: z.object({}), 400: oauthErrorSchema, 401: oauthErrorSchema },
      },
      validatorCompiler: passThrough,
      config: { rateLimit: { max: limits.refreshPerIp.max, timeWindow: limits.refreshPerIp.window * 1000 } },
    },
    async (req, reply) => {
      const clientId = authenticateClient(req);
      const body = parseForm(revokeRequestSchema, req.body);
      await app.authService.revoke(body.token, clientId);
      reply.header('cache-control', 'no-store');
      return {};
    },
  );
}
