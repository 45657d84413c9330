import type { MetaConfig } from '../../config';
import type { ChannelRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { TokenCipher } from '../../lib/token-cipher';
import type { MetaAccount, MetaAdapter } from './adapter';
import { GraphError, GraphUnavailableError, MessageTooLongError } from './errors';

/** What a failed platform call means for the caller, beyond the HTTP answer. */
export interface FailureHooks {
  /** Code 190: the channel's (or user's) token is dead; mark it so the UI asks to sign in again. */
  onTokenExpired?: () => Promise<void>;
  /** The customer blocked the shop or is unreachable. */
  onRecipientUnavailable?: () => Promise<void>;
}

/**
 * The Meta adapter with what every caller needs around it: the configured app (or 503), the
 * channel's decrypted token, and one translation of Graph failures into answers
 * (190 -> 407 so the client re-runs the Facebook login; unreachable customer -> 403; others -> 502).
 */
export class MetaGateway {
  constructor(
    readonly config: MetaConfig | null,
    private readonly adapterOrNull: MetaAdapter | null,
    readonly cipher: TokenCipher,
  ) {}

  get adapter(): MetaAdapter {
    if (!this.adapterOrNull) throw new AppError(503, 'channels.not_configured');
    return this.adapterOrNull;
  }

  get app(): MetaConfig {
    if (!this.config) throw new AppError(503, 'channels.not_configured');
    return this.config;
  }

  account(channel: Pick<ChannelRow, 'platform' | 'profile_id' | 'page_id' | 'access_token_enc'>): MetaAccount {
    return {
      platform: channel.platform,
      profileId: channel.profile_id,
      pageId: channel.page_id,
      accessToken: this.cipher.decrypt(channel.access_token_enc),
    };
  }

  async call<T>(fn: (adapter: MetaAdapter) => Promise<T>, hooks: FailureHooks = {}): Promise<T> {
    const adapter = this.adapter;
    try {
      return await fn(adapter);
    } catch (err) {
      if (err instanceof GraphError) {
        if (err.tokenExpired) {
          await hooks.onTokenExpired?.();
          throw new AppError(407, 'channels.token_expired');
        }
        if (err.recipientUnavailable) {
          await hooks.onRecipientUnavailable?.();
          throw new AppError(403, 'conversations.recipient_unavailable');
        }
        if (err.outsideWindow) throw new AppError(403, 'conversations.window_closed');
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
