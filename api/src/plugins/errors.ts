import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, FieldError } from '../lib/errors';
import { languageOf, t, tValidation } from '../lib/i18n';

const OAUTH_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_client',
  404: 'not_found',
  413: 'invalid_request',
  415: 'invalid_request',
  429: 'too_many_requests',
};

/** Sends `{error_message}` (or `{error, error_description}` under /oauth) with a status. */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  oauthCode?: string,
  headers?: Record<string, string>,
  code?: string,
): void {
  if (headers) reply.headers(headers);
  const body = req.url.startsWith('/oauth/')
    ? {
        error: oauthCode ?? OAUTH_CODES[status] ?? (status >= 500 ? 'server_error' : 'invalid_request'),
        error_description: message,
      }
    : { error_message: message, ...(code && { error_code: code }) };
  reply.code(status).type('application/json; charset=utf-8').send(body);
}

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/**
 * The one error handler: validation -> 400 naming the field; expected failures -> their status
 * and a translated message; anything else -> 500 with a generic message (details only in logs).
 * `{error_message}` everywhere, `{error, error_description}` under /oauth.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, req, reply) => {
      const lng = languageOf(req);

      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = (error as { validationContext?: string }).validationContext;
        const message = error.validation
          .slice(0, 3)
          .map((v) => `${fieldName(v.instancePath, context)}: ${tValidation(lng, v.message ?? 'validation.invalid')}`)
          .join('; ');
        return sendError(req, reply, 400, message, 'invalid_request');
      }
      if (error instanceof FieldError) {
        return sendError(req, reply, 400, `${error.field}: ${tValidation(lng, error.messageKey)}`, error.oauthError);
      }
      if (error instanceof AppError) {
        return sendError(
          req,
          reply,
          error.statusCode,
          t(lng, error.key, error.params),
          error.oauthError,
          error.headers,
          error.code,
        );
      }
      // Text PostgreSQL cannot store (a NUL character, invalid UTF-8) is bad input, not our failure.
      const sqlState = (error as { code?: unknown }).code;
      if (sqlState === '22021' || sqlState === '22P05') {
        return sendError(req, reply, 400, t(lng, 'http.malformed_body', { reason: 'text with a NUL character' }));
      }
      if (isResponseSerializationError(error)) {
        req.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
        return sendError(req, reply, 500, t(lng, 'http.internal'), 'server_error');
      }

      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        let message: string;
        switch (error.code) {
          case 'FST_ERR_CTP_BODY_TOO_LARGE':
          case 'FST_REQ_FILE_TOO_LARGE':
          case 'FST_FILES_LIMIT':
          case 'FST_FIELDS_LIMIT':
          case 'FST_PARTS_LIMIT':
            return sendError(req, reply, 413, t(lng, 'http.body_too_large'));
          case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
            message = t(lng, 'http.unsupported_media_type', { type: String(req.headers['content-type'] ?? '') });
            return sendError(req, reply, 415, message);
          case 'FST_ERR_CTP_EMPTY_JSON_BODY':
            message = t(lng, 'http.malformed_body', { reason: 'empty JSON body' });
            break;
          case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
            message = t(lng, 'http.malformed_body', { reason: 'invalid content length' });
            break;
          default:
            if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
              message = t(lng, 'http.malformed_body', { reason: 'invalid JSON' });
            } else if (status === 400) {
              message = t(lng, 'http.malformed_body', { reason: String(error.message).slice(0, 120) });
            } else if (status === 404) {
              message = t(lng, 'http.not_found');
            } else if (status === 403) {
              message = t(lng, 'http.forbidden');
            } else {
              message = t(lng, 'http.bad_request');
            }
        }
        return sendError(req, reply, status, message);
      }

      req.log.error({ err: error }, 'unhandled error');
      return sendError(
        req,
        reply,
        status >= 500 && status < 600 ? status : 500,
        t(lng, 'http.internal'),
        'server_error',
      );
    });
  },
  { name: 'errors' },
);

/** JSON 404 for API-ish paths. */
export function sendNotFound(req: FastifyRequest, reply: FastifyReply): void {
  const path = req.url.split('?')[0];
  sendError(
    req,
    reply,
    404,
    t(languageOf(req), 'http.route_not_found', { method: req.method, path: path.slice(0, 200) }),
  );
}
