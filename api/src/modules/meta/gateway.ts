import type { MetaConfig } from '../../config';
import type { ChannelRow } from '../../db/schema';
import { AppError, channelTokenExpired } from '../../lib/errors';
import type { TokenCipher } from '../../lib/token-cipher';
import type { MetaAccount, MetaAdapter } from './adapter';
import { GraphError, GraphUnavailableError, MessageTooLongError } from './errors';
import { GraphUsage } from './usage';

/** Retries of a transient Graph failure (code 2, `is_transient`) within one call, and their first pause. */
const TRANSIENT_RETRIES = 2;
const TRANSIENT_BACKOFF_MS = 250;
/** When Meta throttles without saying how long: its windows are an hour, a minute is a fair first wait. */
const RATE_LIMIT_DEFAULT_SECONDS = 60;
const TRANSIENT_DEFAULT_SECONDS = 10;

/** What a failed platform call means for the caller, beyond the HTTP answer. */
export interface FailureHooks {
  /** Code 190: the channel's (or user's) token is dead; mark it so the UI asks to sign in again. */
  onTokenExpired?: () => Promise<void>;
  /** The customer blocked the shop or is unreachable. */
  onRecipientUnavailable?: () => Promise<void>;
}

/**
 * The Meta adapter with what every caller needs around it: the configured app (or 503), the
 * channel's decrypted token, and one translation of Graph failures into answers (190 -> 409
 * CHANNEL_TOKEN_EXPIRED so the client re-runs the login; unreachable customer or closed window ->
 * 403; throttled -> 429 and a transient failure retried twice with backoff, then 503, both with `Retry-After` and "try
 * again in N s"; others -> 502 with Meta's reason).
 */
export class MetaGateway {
  constructor(
    readonly config: MetaConfig | null,
    private readonly adapterOrNull: MetaAdapter | null,
    readonly cipher: TokenCipher,
    /** Meta's usage headers as the adapter read them (usage.ts). */
    readonly usage: GraphUsage = new GraphUsage(),
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  get adapter(): MetaAdapter {
    if (!this.adapterOrNull) throw new AppError(503, 'channels.not_configured');
    return this.adapterOrNull;
  }

  get app(): MetaConfig {
    if (!this.config) throw new AppError(503, 'channels.not_configured');
    return this.config;
  }

  account(
    channel: Pick<ChannelRow, 'platform' | 'profile_id' | 'page_id' | 'access_token_enc'> &
      Partial<Pick<ChannelRow, 'login'>>,
  ): MetaAccount {
    return {
      platform: channel.platform,
      profileId: channel.profile_id,
      pageId: channel.page_id,
      accessToken: this.cipher.decrypt(channel.access_token_enc),
      login: channel.login ?? 'FACEBOOK',
    };
  }

  /** Runs `fn`, again after a pause when Meta answers a transient failure (at most TRANSIENT_RETRIES times). */
  private async withRetries<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fn();
      } catch (err) {
        if (!(err instanceof GraphError) || !err.transient || attempt >= TRANSIENT_RETRIES) throw err;
        await this.sleep(TRANSIENT_BACKOFF_MS * 4 ** attempt);
      }
    }
  }

  async call<T>(fn: (adapter: MetaAdapter) => Promise<T>, hooks: FailureHooks = {}): Promise<T> {
    const adapter = this.adapter;
    try {
      return await this.withRetries(() => fn(adapter));
    } catch (err) {
      if (err instanceof GraphError) {
        if (err.tokenExpired) {
          await hooks.onTokenExpired?.();
          throw channelTokenExpired();
        }
        if (err.recipientUnavailable) {
          await hooks.onRecipientUnavailable?.();
          throw new AppError(403, 'conversations.recipient_unavailable');
        }
        if (err.outsideWindow) throw new AppError(403, 'conversations.window_closed');
        if (err.attachmentUnfetchable) throw new AppError(422, 'conversations.image_unreachable');
        if (err.rateLimited || err.transient) {
          const seconds = Math.ceil(
            err.retryAfterSeconds ?? (err.rateLimited ? RATE_LIMIT_DEFAULT_SECONDS : TRANSIENT_DEFAULT_SECONDS),
          );
          const [status, key] = err.rateLimited
            ? ([429, 'channels.rate_limited'] as const)
            : ([503, 'channels.platform_busy'] as const);
          throw new AppError(status, key, { seconds }, undefined, { 'retry-after': String(seconds) });
        }
        throw new AppError(502, 'channels.platform_error', { reason: err.message.slice(0, 200) });
      }
      if (err instanceof GraphUnavailableError) throw new AppError(502, 'channels.platform_unavailable');
      if (err instanceof MessageTooLongError) {
        const key =
          err.platform === 'INSTAGRAM' ? 'conversations.too_long_instagram' : 'conversations.too_long_messenger';
        throw new AppError(400, key, { length: err.length, max: err.max });
      }
      throw err;
    }
  }
}
