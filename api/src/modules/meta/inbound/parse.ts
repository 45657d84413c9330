import type { InboundEntry, InboundPlatform, ParsedDelivery } from './events';
import { parseInstagramEntry } from './instagram';
import { parsePageEntry } from './page';
import { list, type Json } from './read';

const PARSERS: Record<string, { platform: InboundPlatform; entry: (e: Json, at: Date) => InboundEntry }> = {
  instagram: { platform: 'INSTAGRAM', entry: parseInstagramEntry },
  page: { platform: 'FACEBOOK', entry: parsePageEntry },
};

/**
 * A webhook delivery's JSON as typed inbound events, by its `object` (one parser per platform).
 * Pure: no database, no clock but `receivedAt` (the time of items that carry none).
 */
export function parseDelivery(body: unknown, receivedAt: Date): ParsedDelivery {
  const object = (body as Json | null)?.object;
  const parser = typeof object === 'string' && Object.hasOwn(PARSERS, object) ? PARSERS[object] : undefined;
  if (!parser) return { platform: null, entries: [], unknown: [`object:${String(object)}`] };
  return {
    platform: parser.platform,
    entries: list((body as Json).entry).map((e) => parser.entry(e, receivedAt)),
    unknown: [],
  };
}

/** The body as JSON; null when it is not JSON (stored all the same, with that as its outcome). */
export function parseBody(text: string): Json | null {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return null;
  }
}

/** The delivery's `object` (instagram, page, …), kept in its own column. */
export function objectOf(body: Json | null): string | null {
  return body && typeof body === 'object' ? String(body.object ?? '') || null : null;
}
