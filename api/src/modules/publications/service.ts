import type { Page, Publication, PublicationListQuery, PublicationUpdateRequest } from '@vitrina/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { ImageLoader } from '../../lib/image-fetch';
import { distanceToPost, postHashes } from '../../lib/image-hash';
import { toPage } from '../../lib/page';
import type { Scope } from '../../lib/scope';
import type { MediaFields, PublicationChanges, PublicationRow, PublicationsRepository } from './repository';

/** A media object as the Graph API returns it (GET /{ig-user-id}/media?fields=...). */
export interface GraphMedia {
  id: string;
  caption?: string | null;
  media_type?: string | null;
  media_url?: string | null;
  permalink?: string | null;
  timestamp?: string | null;
  username?: string | null;
  thumbnail_url?: string | null;
}

const MEDIA_BATCH = 500;
/** Pictures read per hashing run (a sync): the newest posts first; the rest on the next sync. */
const HASH_BATCH = 200;
const HASH_CONCURRENCY = 3;

/** The post nearest to a customer's photo. */
export interface ImageMatch {
  publication: Publication;
  /** Hamming distance of the perceptual hashes, 0..64. */
  distance: number;
}

function toPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    media_id: row.media_id,
    title: row.title,
    username: row.username,
    platform_type: row.platform_type,
    publication_type: row.publication_type,
    created_at: new Date(row.published_at).toISOString(),
    media_url: row.media_url,
    thumbnail_url: row.thumbnail_url,
    meta_permalink: row.permalink,
    link: row.link,
    code: row.code,
    linked_codes: row.linked_codes,
    active: row.active,
    channel_id: row.channel_id,
  };
}

function mediaFields(m: GraphMedia, platform: 'INSTAGRAM' | 'FACEBOOK'): MediaFields {
  const published = m.timestamp ? new Date(m.timestamp) : new Date();
  return {
    media_id: String(m.id).slice(0, 100),
    platform_type: platform,
    publication_type: (m.media_type ?? 'IMAGE').slice(0, 40),
    title: (m.caption ?? '').slice(0, 2200),
    username: (m.username ?? '').slice(0, 100),
    media_url: (m.media_url ?? '').slice(0, 2000),
    thumbnail_url: m.thumbnail_url ? m.thumbnail_url.slice(0, 2000) : null,
    permalink: (m.permalink ?? '').slice(0, 2000),
    published_at: Number.isNaN(published.getTime()) ? new Date() : published,
  };
}

const notFound = () => new AppError(404, 'knowledge.publication_not_found');

/** Publications: the channel's posts, synced from its media, each linkable to products. */
export class PublicationsService {
  /** The hashing of each scope's pictures under way (one at a time per scope): photo recognition may wait for it. */
  private readonly hashing = new Map<string, Promise<number>>();

  constructor(
    private readonly repo: PublicationsRepository,
    private readonly loadImage: ImageLoader | null = null,
  ) {}

  async list(scope: Scope, query: PublicationListQuery): Promise<Page<Publication>> {
    const active = query.active === undefined ? undefined : query.active === 'true';
    const { rows, total } = await this.repo.list(scope, { active, q: query.q }, query.page * query.size, query.size);
    return toPage(rows.map(toPublication), total, query.page, query.size);
  }

  async get(scope: Scope, id: string): Promise<Publication> {
    const row = await this.repo.find(scope, id);
    if (!row) throw notFound();
    return toPublication(row);
  }

  async update(scope: Scope, id: string, body: PublicationUpdateRequest): Promise<Publication> {
    const row = await this.repo.find(scope, id);
    if (!row) throw notFound();
    const changes: PublicationChanges = {};
    if (body.link !== undefined) changes.link = body.link;
    if (body.code !== undefined) changes.code = body.code;
    if (body.linked_codes !== undefined) changes.linked_codes = body.linked_codes;
    if (body.active !== undefined) changes.active = body.active;
    return toPublication(await this.repo.update(row.id, changes));
  }

  async remove(scope: Scope, id: string): Promise<void> {
    const row = await this.repo.find(scope, id);
    if (!row) throw notFound();
    await this.repo.softDelete(row.id);
  }

  // ---- for the media sync and the AI pipeline ----

  /**
   * Stores a channel's media (Graph media shape) as publications: new posts are added, known
   * ones get fresh media fields; links, codes, active flags and deletions by the owner stay.
   * Returns how many were written.
   */
  async upsertPublicationsFromMedia(
    userId: string,
    channelId: string | null,
    mediaItems: GraphMedia[],
    platform: 'INSTAGRAM' | 'FACEBOOK' = 'INSTAGRAM',
  ): Promise<number> {
    const unique = new Map(mediaItems.filter((m) => m && m.id).map((m) => [String(m.id), mediaFields(m, platform)]));
    const items = [...unique.values()];
    let written = 0;
    for (let i = 0; i < items.length; i += MEDIA_BATCH) {
      written += await this.repo.upsertMedia({ userId, channelId }, items.slice(i, i + MEDIA_BATCH));
    }
    return written;
  }

  /** The publication of a platform media id (a customer replying to a post), or null. */
  async publicationByMediaId(userId: string, channelId: string | null, mediaId: string): Promise<Publication | null> {
    const row = await this.repo.findByMediaId({ userId, channelId }, mediaId);
    return row ? toPublication(row) : null;
  }

  /**
   * Reads and hashes the pictures of a scope's posts that have no hashes yet (photo recognition).
   * A picture that cannot be read (network, limits, not an image) is logged and left null: the
   * next sync tries again. Never throws for one post. Returns how many were hashed.
   */
  hashMissingImages(userId: string, channelId: string | null, log: FastifyBaseLogger): Promise<number> {
    // After the one under way, not beside it: the same pictures are not read twice, and the posts
    // stored meanwhile are read too.
    const key = `${userId}:${channelId ?? ''}`;
    const before = this.hashing.get(key) ?? Promise.resolve(0);
    const run = before.catch(() => 0).then(() => this.hashNow(userId, channelId, log));
    this.hashing.set(key, run);
    const clear = () => {
      if (this.hashing.get(key) === run) this.hashing.delete(key);
    };
    run.then(clear, clear);
    return run;
  }

  /**
   * Waits (at most `ms`) for the hashing of a scope's pictures under way, as when a channel was
   * just connected and its posts are being read; false when none is under way.
   */
  async hashingSettled(userId: string, channelId: string | null, ms: number): Promise<boolean> {
    const run = this.hashing.get(`${userId}:${channelId ?? ''}`);
    if (!run) return false;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    await Promise.race([run.catch(() => 0), late]);
    clearTimeout(timer);
    return true;
  }

  private async hashNow(userId: string, channelId: string | null, log: FastifyBaseLogger): Promise<number> {
    const load = this.loadImage;
    if (!load) return 0;
    const rows = await this.repo.unhashed({ userId, channelId }, HASH_BATCH);
    let hashed = 0;
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        const url = row.thumbnail_url || row.media_url;
        try {
          const hashes = await postHashes(await load(url));
          await this.repo.setImageHashes(row.id, hashes);
          hashed += 1;
        } catch (err) {
          log.warn({ err, publicationId: row.id, mediaId: row.media_id }, 'publications: post image not hashed');
        }
      }
    };
    await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
    return hashed;
  }

  /** The hashed post of a scope nearest to a photo's hash, or null when no post is hashed. */
  async nearestByImage(userId: string, channelId: string | null, photoHash: string): Promise<ImageMatch | null> {
    const rows = await this.repo.hashed({ userId, channelId });
    let best: { id: string; distance: number } | null = null;
    for (const row of rows) {
      const distance = distanceToPost(photoHash, row.image_hashes ?? []);
      if (!best || distance < best.distance) best = { id: row.id, distance };
    }
    if (!best) return null;
    const row = await this.repo.find({ userId, channelId }, best.id);
    return row ? { publication: toPublication(row), distance: best.distance } : null;
  }
}
