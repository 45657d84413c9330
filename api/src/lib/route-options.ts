import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { errorResponseSchema } from '@vitrina/shared/contracts';

/** The OpenAPI security requirement of a route that takes the bearer token (plugins/docs.ts). */
export const BEARER = [{ bearerAuth: [] }];

/** What every signed-in route may answer besides its own: bad input, no token, not found (or not yours). */
const SIGNED_IN_ERRORS = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

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
 * errors. `signedIn(summary, { querystring, body, response })` keeps each route to its own facts.
 */
export function signedInRoutes(app: FastifyInstance, tag: string) {
  return <P extends SchemaParts>(summary: string, parts: P) => ({
    onRequest: app.authenticate,
    schema: {
      tags: [tag],
      summary,
      security: BEARER,
      ...parts,
      response: { ...SIGNED_IN_ERRORS, ...parts.response },
    },
  });
}
