import type { FastifyInstance } from 'fastify';
import type { PublicationSyncResult } from '@vitrina/shared/contracts';
import type { ChannelRow } from '../../db/schema';
import type { GraphMedia } from './service';

/** Media pages read per sync (100 posts each): the newest 1,000 posts of an account. */
const MAX_PAGES = 10;
const PAGE_SIZE = 100;

/**
 * Reads a channel's media (Instagram media or Page posts) through the Meta adapter and stores
 * them as publications of that channel: new posts are added, known ones refreshed; links, codes,
 * active flags and the owner's deletions stay (PublicationsService.upsertPublicationsFromMedia).
 * A dead channel token is the re-login's 409 (CHANNEL_TOKEN_EXPIRED), as every channel call (`onTokenExpired` runs first).
 * Afterwards the posts' pictures not hashed yet are read and hashed in the background
 * (photo recognition; a picture that cannot be read is logged and never fails the sync).
 * Used by the route below and by the background sync (jobs.ts).
 */
export async function syncChannelMedia(
  app: FastifyInstance,
  channel: ChannelRow,
  hooks: { onTokenExpired?: () => Promise<void> } = {},
): Promise<PublicationSyncResult> {
  const account = app.meta.account(channel);
  const media: GraphMedia[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await app.meta.call((adapter) => adapter.listMedia(account, { limit: PAGE_SIZE, after }), hooks);
    for (const m of result.data) {
      media.push({
        id: m.id,
        caption: m.caption,
        media_type: m.mediaType,
        media_url: m.mediaUrl,
        permalink: m.permalink,
        timestamp: m.timestamp,
        username: channel.name,
      });
    }
    if (!result.after) break;
    after = result.after;
  }
  const { user_id: userId } = channel;
  const synced = await app.publicationsService.upsertPublicationsFromMedia(userId, channel.id, media, channel.platform);
  app.background.run('publications.image-hashes', () =>
    app.publicationsService.hashMissingImages(userId, channel.id, app.log),
  );
  return { synced, channel_id: channel.id };
}

/** POST /api/v1/publications/sync: the current channel's media; no current channel is 404. */
export async function syncCurrentChannelMedia(app: FastifyInstance, userId: string): Promise<PublicationSyncResult> {
  return syncChannelMedia(app, await app.channelsService.requireCurrent(userId));
}
