import type { FastifyRequest } from 'fastify';
import { FieldError } from './errors';

/**
 * onRequest hook for routes that take multipart bodies: a multipart type without its boundary
 * cannot be parsed, so it is bad input (400), never a parser crash (500).
 */
export async function requireMultipartBoundary(req: FastifyRequest): Promise<void> {
  const type = req.headers['content-type'];
  if (typeof type === 'string' && /^multipart\/form-data/i.test(type) && !/;\s*boundary=[^;\s]/i.test(type))
    throw new FieldError('content-type', 'multipart/form-data needs a boundary');
}
