import { CHANNEL_TOKEN_EXPIRED, CHANNEL_TOKEN_EXPIRED_STATUS } from '@vitrina/shared/contracts';
import type { MessageParams, ServerMessageKey } from './i18n';

/**
 * An expected failure with an HTTP status and a translatable message. The error handler turns it
 * into `{error_message}` (or `{error, error_description}` under /oauth, using `oauthError`), with
 * `error_code` when `code` is set.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly key: ServerMessageKey,
    public readonly params?: MessageParams,
    public readonly oauthError?: string,
    public readonly headers?: Record<string, string>,
    public readonly code?: string,
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

/** The channel's platform token was revoked or expired: the client re-logs in (docs/product.md §7.1). */
export const channelTokenExpired = () =>
  new AppError(
    CHANNEL_TOKEN_EXPIRED_STATUS,
    'channels.token_expired',
    undefined,
    undefined,
    undefined,
    CHANNEL_TOKEN_EXPIRED,
  );

export function isChannelTokenExpired(err: unknown): boolean {
  return err instanceof AppError && err.code === CHANNEL_TOKEN_EXPIRED;
}
