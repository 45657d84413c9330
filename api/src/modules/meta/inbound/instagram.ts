import type { InboundEntry, InboundEvent } from './events';
import { parseMessagingItem } from './messaging';
import { list, str, timeOf, type Json } from './read';

/**
 * An entry of an Instagram delivery (`object: instagram`): messaging and standby items, and the
 * `comments` and `live_comments` changes.
 */
export function parseInstagramEntry(entry: Json, receivedAt: Date): InboundEntry {
  const entryTime = timeOf(entry?.time, receivedAt);
  const events: InboundEvent[] = [];
  for (const item of [...list(entry?.messaging), ...list(entry?.standby)]) {
    const event = parseMessagingItem(item, entryTime);
    if (event) events.push(event);
  }
  for (const change of list(entry?.changes)) {
    const field = str(change?.field) ?? '?';
    const v = (change?.value ?? {}) as Json;
    if (field !== 'comments' && field !== 'live_comments') {
      events.push({ kind: 'unknown', note: field });
      continue;
    }
    const id = str(v.id);
    if (!id) {
      events.push({ kind: 'skipped', note: `${field}:no-id` });
      continue;
    }
    events.push({
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
    });
  }
  return { accountId: str(entry?.id), events };
}
