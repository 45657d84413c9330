import type { InboundEntry, InboundEvent } from './events';
import { parseEntry, type EntryTimes } from './messaging';
import { str, timeOf, type Json } from './read';

/**
 * An entry of an Instagram delivery (`object: instagram`): messaging and standby items, and the
 * `comments` and `live_comments` changes.
 */
export const parseInstagramEntry = (entry: Json, receivedAt: Date): InboundEntry =>
  parseEntry(entry, receivedAt, instagramChange);

function instagramChange(field: string, v: Json, { receivedAt }: EntryTimes): InboundEvent {
  if (field !== 'comments' && field !== 'live_comments') return { kind: 'unknown', note: field };
  const id = str(v.id);
  if (!id) return { kind: 'skipped', note: `${field}:no-id` };
  return {
    kind: 'comment',
    id,
    fromId: str(v.from?.id),
    fromName: str(v.from?.username),
    text: str(v.text) ?? '',
    postId: str(v.media?.id),
    postUrl: null,
    parentId: str(v.parent_id),
    isLive: field === 'live_comments',
    verb: 'add',
    // Instagram's comment changes carry no time of their own: the delivery's arrival.
    at: timeOf(v.timestamp ?? v.created_time, receivedAt),
    editCount: 0,
    attachments: [],
  };
}
