import type { InboundEntry, InboundEvent } from './events';
import { parseMessagingItem } from './messaging';
import { assetId, list, str, timeOf, type Json } from './read';

/** An entry of a Page delivery (`object: page`): Messenger messaging and standby items, and `feed` comments. */
export function parsePageEntry(entry: Json, receivedAt: Date): InboundEntry {
  const entryTime = timeOf(entry?.time, receivedAt);
  const events: InboundEvent[] = [];
  for (const item of [...list(entry?.messaging), ...list(entry?.standby)]) {
    const event = parseMessagingItem(item, entryTime);
    if (event) events.push(event);
  }
  for (const change of list(entry?.changes)) {
    const field = str(change?.field) ?? '?';
    const v = (change?.value ?? {}) as Json;
    if (field !== 'feed' || v.item !== 'comment') {
      events.push({ kind: 'unknown', note: field === 'feed' ? `feed:${String(v.item)}` : field });
      continue;
    }
    const id = str(v.comment_id);
    if (!id) {
      events.push({ kind: 'skipped', note: 'feed:no-comment-id' });
      continue;
    }
    const parent = str(v.parent_id);
    const postId = str(v.post_id);
    events.push({
      kind: 'comment',
      id,
      fromId: str(v.from?.id),
      fromName: str(v.from?.name),
      text: str(v.message) ?? '',
      postId,
      postUrl: str(v.post?.permalink_url),
      // A comment on the post itself names the post as its parent.
      parentId: parent && parent !== postId ? parent : null,
      isLive: false,
      verb: v.verb === 'remove' || v.verb === 'edited' ? v.verb : 'add',
      at: timeOf(v.created_time, entryTime),
      editCount: Math.floor(entryTime.getTime() / 1000),
      attachments: v.photo ? [{ type: 'image', url: str(v.photo), title: null, asset_id: assetId(id, 0) }] : [],
    });
  }
  return { accountId: str(entry?.id), events };
}
