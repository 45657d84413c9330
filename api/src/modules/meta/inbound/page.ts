import type { InboundEntry, InboundEvent } from './events';
import { parseEntry, type EntryTimes } from './messaging';
import { assetId, str, timeOf, webUrl, type Json } from './read';

/** An entry of a Page delivery (`object: page`): Messenger messaging and standby items, and `feed` comments. */
export const parsePageEntry = (entry: Json, receivedAt: Date): InboundEntry =>
  parseEntry(entry, receivedAt, feedChange);

function feedChange(field: string, v: Json, { entryTime }: EntryTimes): InboundEvent {
  if (field !== 'feed' || v.item !== 'comment') {
    return { kind: 'unknown', note: field === 'feed' ? `feed:${String(v.item)}` : field };
  }
  const id = str(v.comment_id);
  if (!id) return { kind: 'skipped', note: 'feed:no-comment-id' };
  const parent = str(v.parent_id);
  const postId = str(v.post_id);
  return {
    kind: 'comment',
    id,
    fromId: str(v.from?.id),
    fromName: str(v.from?.name),
    text: str(v.message) ?? '',
    postId,
    postUrl: webUrl(v.post?.permalink_url),
    // A comment on the post itself names the post as its parent.
    parentId: parent && parent !== postId ? parent : null,
    isLive: false,
    verb: v.verb === 'remove' || v.verb === 'edited' ? v.verb : 'add',
    at: timeOf(v.created_time, entryTime),
    editCount: Math.floor(entryTime.getTime() / 1000),
    attachments: v.photo ? [{ type: 'image', url: str(v.photo), title: null, asset_id: assetId(id, 0) }] : [],
  };
}
