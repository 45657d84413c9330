/** Failure classes of docs/product.md §7.1: network, timeout, unparsable body, or the HTTP status with its body. */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

export interface ErrorBody {
  error_message?: string;
  error_description?: string;
  error?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: ApiErrorKind,
    readonly body: ErrorBody | null = null,
  ) {
    super(typeof status === 'number' ? `HTTP ${status}` : status);
    this.name = 'ApiError';
  }
}

/**
 * The text to show for a failed call: the server's error_message, else error_description,
 * else the screen's fallback (docs/product.md §8 names one per area).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body) {
    const { error_message, error_description } = error.body;
    if (typeof error_message === 'string' && error_message) return error_message;
    if (typeof error_description === 'string' && error_description) return error_description;
  }
  return fallback;
}
