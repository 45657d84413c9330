import type { FastifyInstance } from 'fastify';
import type { ChannelRow } from '../../db/schema';
import { AppError, isChannelTokenExpired } from '../../lib/errors';
import type { PublicationsRepository } from './repository';
import { syncChannelMedia } from './sync';

/** One channel's media sync: `{ userId, channelId }`. */
export const SYNC_QUEUE = 'publications-sync';
/** The periodic tick: queues a sync for every connected channel. */
export const SYNC_ALL_QUEUE = 'publications-sync-all';
/** Syncs asked for by webhooks (comments under unknown posts): at most one per channel this often. */
const WEBHOOK_SYNC_THROTTLE_SECONDS = 60;
/**
 * Meta's usage (X-App-Usage, X-Business-Use-Case-Usage: meta/usage.ts) from which the sync waits,
 * so that the owner's sends keep the rest of the allowance; and how long it waits then.
 */
const BUSY_PERCENT = 75;
const BUSY_DELAY_SECONDS = 10 * 60;

interface SyncJob {
  userId: string;
  channelId: string;
}

/** The cron of a sync every `minutes` (1–1440): '*\/15 * * * *', or whole hours past 59 minutes. */
export function syncCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.max(1, Math.round(minutes / 60)));
  return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/**
 * Background media sync on the job queue (api/README.md, 'Publications'): a channel's posts are
 * read when it is connected, every `PUBLICATIONS_SYNC_MINUTES` for every connected channel, and
 * when a comment arrives under a post the channel does not know yet; `PUBLICATIONS_SYNC_MINUTES=0`
 * turns all of it off (the publications view still syncs when it opens). Each job syncs one channel
 * (idempotent: posts are upserted by media id, links and codes stay). A dead token marks the
 * channel expired and ends the job (no retry: the owner must log in again, docs/product.md);
 * channels already expired are skipped. When Meta's usage headers report the app or the account
 * at 75 % or more of its allowance, or Meta throttles the sync (429/503), the job is put off by
 * 10 minutes (or as long as Meta said) so that the owner's sends are not the ones refused. Other
 * failures (Graph down) are retried by the queue.
 */
export class PublicationsSync {
  constructor(
    private readonly app: FastifyInstance,
    private readonly repo: PublicationsRepository,
  ) {}

  private get enabled(): boolean {
    return this.app.config.publicationsSyncMinutes > 0;
  }

  async start(): Promise<void> {
    const { queue, config } = this.app;
    // Workers run even when off, so jobs queued before are still done.
    await queue.work<SyncJob>(SYNC_QUEUE, (job) => this.run(job));
    await queue.work(SYNC_ALL_QUEUE, () => this.queueAll());
    // The schedule lives in the database: turning the sync off must remove it.
    if (this.enabled) await queue.schedule(SYNC_ALL_QUEUE, syncCron(config.publicationsSyncMinutes));
    else await queue.unschedule(SYNC_ALL_QUEUE);
  }

  /** A channel was connected (or connected again): read its posts soon. Never throws. */
  async channelConnected(channel: Pick<ChannelRow, 'id' | 'user_id'>): Promise<void> {
    if (!this.enabled) return;
    try {
      await this.queueSync(channel);
    } catch (err) {
      // Connecting never fails for this: the periodic sync or the publications view catch up.
      this.app.log.warn({ err, channelId: channel.id }, 'publications: sync after connect not queued');
    }
  }

  /** Posts that comments arrived under (webhooks): a sync of the channel when one is new to it. */
  async postsSeen(channel: Pick<ChannelRow, 'id' | 'user_id'>, mediaIds: Iterable<string>): Promise<void> {
    if (!this.enabled) return;
    const scope = { userId: channel.user_id, channelId: channel.id };
    for (const mediaId of mediaIds) {
      if (await this.repo.knowsMedia(scope, mediaId)) continue;
      await this.queueSync(channel, { throttle: { key: channel.id, seconds: WEBHOOK_SYNC_THROTTLE_SECONDS } });
      return;
    }
  }

  private queueSync(
    channel: Pick<ChannelRow, 'id' | 'user_id'>,
    options: { throttle?: { key: string; seconds: number }; startAfter?: number } = {},
  ) {
    const job: SyncJob = { userId: channel.user_id, channelId: channel.id };
    return this.app.queue.send(SYNC_QUEUE, job, options);
  }

  /** The sync again in `seconds` (Meta is busy for this account), instead of now. */
  private async later(channel: ChannelRow, seconds: number, why: string): Promise<void> {
    await this.queueSync(channel, { startAfter: seconds });
    this.app.log.info({ channelId: channel.id, seconds, why }, 'publications: sync deferred');
  }

  private async run({ userId, channelId }: SyncJob): Promise<void> {
    const channel = await this.app.channelsRepository.find(userId, channelId);
    // Removed since, or waiting for the owner to log in again: nothing to read.
    if (!channel || channel.token_status !== 'VALID') return;
    const accounts = [channel.profile_id, channel.page_id];
    const usage = this.app.meta.usage;
    if (usage.pressure(accounts) >= BUSY_PERCENT) {
      return this.later(channel, Math.max(BUSY_DELAY_SECONDS, usage.regainSeconds(accounts)), 'meta usage high');
    }
    try {
      const { synced } = await syncChannelMedia(this.app, channel, {
        onTokenExpired: () => this.app.channelsRepository.markTokenExpired(channel.id),
      });
      this.app.log.info({ channelId, synced }, 'publications: media synced');
    } catch (err) {
      if (isChannelTokenExpired(err)) {
        this.app.log.warn({ channelId }, 'publications: channel token expired, sync stopped');
        return;
      }
      // Throttled, or Meta failing for a moment: again when Meta said, rather than the queue's quick retries.
      if (err instanceof AppError && (err.statusCode === 429 || err.statusCode === 503) && err.params) {
        return this.later(channel, Math.max(BUSY_DELAY_SECONDS, Number(err.params.seconds) || 0), err.key);
      }
      throw err;
    }
  }

  private async queueAll(): Promise<void> {
    for (const channel of await this.repo.connectedChannels()) await this.queueSync(channel);
  }
}
