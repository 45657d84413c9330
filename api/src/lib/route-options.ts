import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { errorResponseSchema } from '@vitrina/shared/contracts';
import type { RateLimitRule } from '../config';
import { AppError } from './errors';
import { ownChannelOnly } from './scope';

/** The OpenAPI security requirement of a route that takes the bearer token (plugins/docs.ts). */
export const BEARER = [{ bearerAuth: [] }];

/** What every signed-in route may answer besides its own: bad input, no token, not found (or not yours). */
const SIGNED_IN_ERRORS = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * What a route that calls the platform (Meta, or the sandbox) may answer besides: 403 (refused by
 * the platform), 409 with `error_code` CHANNEL_TOKEN_EXPIRED (the platform token expired: the
 * client re-logs in, docs/product.md §7.1; the spec's 407, which browsers do not deliver), 429
 * (Meta throttles the account: `Retry-After`), 502/503 (the platform failed or cannot be reached;
 * a transient failure with `Retry-After`).
 */
export const PLATFORM_ERRORS = {
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * Route config for a per-account rate limit (@fastify/rate-limit): counted by the token's user, not
 * the address, after the token check (preHandler), so a shop's costly calls are limited wherever
 * they come from and one shop's burst never spends another's allowance.
 */
export function perAccountLimit(rule: RateLimitRule) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.window * 1000,
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `account:${req.user?.id ?? req.ip}`,
    },
  };
}

interface SchemaParts {
  consumes?: string[];
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** The route's own answers (200, 409, …): merged over the common errors. */
  response: Record<number, ZodType>;
  /** A per-account rate limit (429 past it). */
  perAccount?: RateLimitRule;
  /**
   * Only the shop's owner: a manager gets 403 (billing, channels, the team, deleting data;
   * docs/product.md §9.15).
   */
  ownerOnly?: boolean;
}

/** preHandler: 403 for a teammate on an owner-only route (after the token check). */
export async function ownerOnlyHook(req: FastifyRequest): Promise<void> {
  if (req.user && req.user.role !== 'OWNER') throw new AppError(403, 'team.owner_only');
}

/**
 * Options of a route only a signed-in user may call, for one domain: the token is checked first
 * (`app.authenticate`), a `?channelId=` must be the user's (`ownChannelOnly`), then the schema with the domain's tag, the security note and the common
 * errors (plus the domain's own, e.g. PLATFORM_ERRORS). `signedIn(summary, { querystring, body,
 * response })` keeps each route to its own facts.
 */
export function signedInRoutes<E extends Record<number, ZodType>>(
  app: FastifyInstance,
  tag: string,
  domainErrors: E = {} as E,
) {
  return <P extends SchemaParts>(summary: string, { perAccount, ownerOnly, ...parts }: P) => ({
    onRequest: app.authenticate,
    preHandler: ownerOnly ? [ownerOnlyHook, ownChannelOnly] : ownChannelOnly,
    ...(perAccount ? { config: perAccountLimit(perAccount) } : {}),
    schema: {
      tags: [tag],
      summary,
      security: BEARER,
      ...parts,
      response: {
        ...SIGNED_IN_ERRORS,
        ...domainErrors,
        ...(perAccount ? { 429: errorResponseSchema } : {}),
        ...(ownerOnly ? { 403: errorResponseSchema } : {}),
        ...parts.response,
      },
    },
  });
}
