import { createHash } from 'node:crypto';
import type { InboundAttachment } from './events';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's JSON, read defensively field by field
export type Json = Record<string, any>;

/** A non-empty string (numbers as text); NUL characters dropped, as PostgreSQL text cannot hold them. */
export const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v.replaceAll('\u0000', '') : typeof v === 'number' ? String(v) : null;

/**
 * A link the inbox may show or fetch: http(s) only. `javascript:`, `data:`, `file:` and the like
 * from a crafted payload are dropped here, before anything stores or renders them.
 */
export function webUrl(v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  try {
    const { protocol } = new URL(s);
    return protocol === 'https:' || protocol === 'http:' ? s : null;
  } catch {
    return null;
  }
}

/** The items of a list field (none when it is not a list). */
export const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

/** Meta times are epoch milliseconds (messaging), epoch seconds (entry.time, feed) or ISO strings. */
export function timeOf(v: unknown, fallback: Date): Date {
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v < 1e12 ? v * 1000 : v);
  if (typeof v === 'string') {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return fallback;
}

/** A stable id for the i-th attachment of a message (the article-code call names it). */
export function assetId(platformId: string, index: number): string {
  return createHash('sha1').update(`${platformId}#${index}`).digest('hex').slice(0, 16);
}

/**
 * A message's attachments. A shared post arrives as `ig_post` (`ig_post_media_id`, since 2025-11)
 * or, before 2026-02-01, as `share`: both are kept as `share` (what the inbox shows as a post).
 */
export function attachmentsOf(platformId: string, items: unknown): InboundAttachment[] {
  return list(items).map((a, i) => ({
    type: a?.type === 'ig_post' ? 'share' : (str(a?.type) ?? 'file'),
    url: webUrl(a?.payload?.url),
    title: str(a?.payload?.title),
    asset_id: assetId(platformId, i),
  }));
}

/** The media id of the first post shared in a message (`ig_post`), if any. */
export const sharedPostOf = (items: unknown): string | null =>
  str(list(items).find((a) => a?.type === 'ig_post')?.payload?.ig_post_media_id);
