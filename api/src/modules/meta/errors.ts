/**
 * Graph's throttling codes (developers.facebook.com/docs/graph-api/overview/rate-limiting): 4 the
 * app, 17 the user, 32 the Page, 613 a call-specific limit, and the business use case codes
 * (80001 Pages, 80002 Instagram, 80006 Messenger).
 */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001, 80002, 80006]);

/** Graph's error body: `{error: {message, type, code, error_subcode, is_transient, fbtrace_id}}`. */
export class GraphError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: number | null,
    public readonly subcode: number | null,
    message: string,
    public readonly type: string | null = null,
    /** Meta's `is_transient`: the same call may succeed if retried. */
    public readonly isTransient = false,
    /** When Meta said how long until calls are accepted again (usage headers), in seconds. */
    public readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'GraphError';
  }

  /** A throttling code: calls are refused for a while (usage.ts tells how long when Meta says). */
  get rateLimited(): boolean {
    return this.code !== null && RATE_LIMIT_CODES.has(this.code);
  }

  /** Code 2 ("An unexpected error has occurred. Please retry your request later.") or `is_transient`. */
  get transient(): boolean {
    return !this.rateLimited && (this.code === 2 || this.isTransient);
  }

  /** Code 190 (and the older 102/463/467): the token expired or was revoked; the owner must sign in with Meta again. */
  get tokenExpired(): boolean {
    return this.code === 190 || this.code === 102 || this.code === 463 || this.code === 467;
  }

  /**
   * The customer cannot be reached: 551 "This person isn't available right now", or code 10 /
   * 200 with the subcodes Messenger and Instagram use for a user who blocked or left.
   */
  get recipientUnavailable(): boolean {
    if (this.code === 551) return true;
    return (this.code === 10 || this.code === 200) && (this.subcode === 2018108 || this.subcode === 1545041);
  }

  /**
   * The message is outside the allowed window: code 10 with Messenger's subcode 2018278, or
   * Instagram's 2534022.
   */
  get outsideWindow(): boolean {
    return this.code === 10 && (this.subcode === 2018278 || this.subcode === 2534022);
  }

  /**
   * Meta could not fetch an attachment's URL: `(#100) Failed to fetch the file from the url`, code
   * 100, subcode 2018008 (as Meta answers it, e.g. github.com/microsoft/botframework-sdk/issues/2542).
   */
  get attachmentUnfetchable(): boolean {
    return this.code === 100 && this.subcode === 2018008;
  }
}

/** The network failed or Meta answered something that is not Graph JSON. */
export class GraphUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphUnavailableError';
  }
}

/**
 * A direct message longer than the platform accepts (Instagram 1,000 UTF-8 bytes, Messenger 2,000
 * characters): refused by the adapter before any call, as Meta would refuse it.
 */
export class MessageTooLongError extends Error {
  constructor(
    readonly platform: 'INSTAGRAM' | 'FACEBOOK',
    readonly length: number,
    readonly max: number,
  ) {
    super(`${platform} text of ${length} over ${max}`);
    this.name = 'MessageTooLongError';
  }
}
