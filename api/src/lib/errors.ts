import type { MessageParams, ServerMessageKey } from './i18n';

/**
 * An expected failure with an HTTP status and a translatable message. The error handler turns it
 * into `{error_message}` (or `{error, error_description}` under /oauth, using `oauthError`).
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly key: ServerMessageKey,
    public readonly params?: MessageParams,
    public readonly oauthError?: string,
    public readonly headers?: Record<string, string>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** A validation failure carrying a field path and a contracts message key. */
export class FieldError extends Error {
  constructor(
    public readonly field: string,
    public readonly messageKey: string,
    public readonly oauthError = 'invalid_request',
  ) {
    super(`${field}: ${messageKey}`);
    this.name = 'FieldError';
  }
}

export const unauthorized = () =>
  new AppError(401, 'auth.unauthorized', undefined, 'invalid_token', { 'www-authenticate': 'Bearer realm="vitrina"' });
export const notFound = () => new AppError(404, 'http.not_found');
export const rateLimited = (seconds: number) =>
  new AppError(429, 'http.rate_limited', { seconds }, 'too_many_requests', { 'retry-after': String(seconds) });
