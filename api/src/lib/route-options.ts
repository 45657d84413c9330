import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { errorResponseSchema } from '@vitrina/shared/contracts';

/** The OpenAPI security requirement of a route that takes the bearer token (plugins/docs.ts). */
export const BEARER = [{ bearerAuth: [] }];

/** What every signed-in route may answer besides its own: bad input, no token, not found (or not yours). */
const SIGNED_IN_ERRORS = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * What a route that calls the platform (Meta, or the sandbox) may answer besides: 403 (refused by
 * the platform), 407 (the platform token expired: the client re-logs in, docs/product.md
 * §7.1), 429 (Meta throttles the account: `Retry-After`), 502/503 (the platform failed or cannot
 * be reached; a transient failure with `Retry-After`).
 */
export const PLATFORM_ERRORS = {
  403: errorResponseSchema,
  407: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

interface SchemaParts {
  consumes?: string[];
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** The route's own answers (200, 409, …): merged over the common errors. */
  response: Record<number, ZodType>;
}

/**
 * Options of a route only a signed-in user may call, for one domain: the token is checked first
 * (`app.authenticate`), then the schema with the domain's tag, the security note and the common
 * errors (plus the domain's own, e.g. PLATFORM_ERRORS). `signedIn(summary, { querystring, body,
 * response })` keeps each route to its own facts.
 */
export function signedInRoutes<E extends Record<number, ZodType>>(
  app: FastifyInstance,
  tag: string,
  domainErrors: E = {} as E,
) {
  return <P extends SchemaParts>(summary: string, parts: P) => ({
    onRequest: app.authenticate,
    schema: {
      tags: [tag],
      summary,
      security: BEARER,
      ...parts,
      response: { ...SIGNED_IN_ERRORS, ...domainErrors, ...parts.response },
    },
  });
}
