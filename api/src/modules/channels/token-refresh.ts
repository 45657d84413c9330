import type { FastifyBaseLogger } from 'fastify';
import { GraphError, type MetaGateway } from '../meta';
import type { JobQueue } from '../queue/plugin';
import type { ChannelsRepository } from './repository';

export const TOKEN_REFRESH_QUEUE = 'meta-token-refresh';
/** Every hour, at a minute no other schedule uses. */
const TOKEN_REFRESH_CRON = '23 * * * *';
/** A token is refreshed when it expires within this long (and is at least 24 hours old: Meta's rule). */
const REFRESH_WINDOW_MS = 10 * 24 * 3600_000;

/**
 * Instagram Login's tokens live 60 days and are renewed with `ig_refresh_token`
 * (developers.facebook.com/docs/instagram-platform/reference/refresh_access_token): every hour the
 * queue refreshes the tokens at least 24 hours old with under 10 days left. A refresh Meta refuses
 * (revoked, expired) marks the channel EXPIRED: its calls answer 409 CHANNEL_TOKEN_EXPIRED and the client runs the login
 * again (docs/product.md §7.1). Throttling or an outage leaves the token for the next run.
 */
export class InstagramTokenRefresh {
  constructor(
    private readonly repo: ChannelsRepository,
    private readonly meta: MetaGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(queue: JobQueue): Promise<void> {
    await queue.work(TOKEN_REFRESH_QUEUE, () => this.run().then(() => undefined));
    await queue.schedule(TOKEN_REFRESH_QUEUE, TOKEN_REFRESH_CRON);
  }

  /** One pass at `now` (the clock is a parameter so that tests can move it). */
  async run(now = new Date()): Promise<{ refreshed: number; expired: number; failed: number }> {
    const counts = { refreshed: 0, expired: 0, failed: 0 };
    if (!this.meta.config?.instagramLogin) return counts;
    for (const channel of await this.repo.tokensToRefresh(now, REFRESH_WINDOW_MS)) {
      try {
        const fresh = await this.meta.adapter.refreshInstagramToken(this.meta.cipher.decrypt(channel.access_token_enc));
        await this.repo.saveRefreshedToken(
          channel.id,
          this.meta.cipher.encrypt(fresh.accessToken),
          now,
          fresh.expiresAt,
        );
        counts.refreshed += 1;
      } catch (err) {
        if (err instanceof GraphError && !err.rateLimited && !err.transient) {
          await this.repo.markTokenExpired(channel.id);
          this.log.warn(
            { channelId: channel.id, reason: err.message },
            'instagram token refresh refused: re-login needed',
          );
          counts.expired += 1;
        } else {
          this.log.warn({ err, channelId: channel.id }, 'instagram token refresh failed: retried on the next run');
          counts.failed += 1;
        }
      }
    }
    return counts;
  }
}
