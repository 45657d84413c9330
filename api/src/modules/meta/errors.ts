/** Graph's error body: `{error: {message, type, code, error_subcode, fbtrace_id}}`. */
export class GraphError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: number | null,
    public readonly subcode: number | null,
    message: string,
    public readonly type: string | null = null,
  ) {
    super(message);
    this.name = 'GraphError';
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

  /** Code 10 / subcode 2018278: the message is outside the allowed window. */
  get outsideWindow(): boolean {
    return this.code === 10 && this.subcode === 2018278;
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
