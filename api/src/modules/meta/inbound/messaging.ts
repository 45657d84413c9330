import type { InboundEntry, InboundEvent, MessagingEvent, MessagingParties } from './events';
import { attachmentsOf, list, sharedPostOf, str, timeOf, webUrl, type Json } from './read';

/**
 * An entry's `messaging` items, then its `standby` ones (the same shape, sent while another app —
 * Meta's inbox, a chatbot — holds the thread): the Messenger Platform's shape, shared by Instagram
 * and Page deliveries. `entryTime`: the time of items that carry none.
 */
export function parseMessaging(entry: Json, entryTime: Date): InboundEvent[] {
  return [...list(entry?.messaging), ...list(entry?.standby)].flatMap(
    (item) => parseMessagingItem(item, entryTime) ?? [],
  );
}

/** The times a change may need: the entry's, and the delivery's arrival. */
export interface EntryTimes {
  entryTime: Date;
  receivedAt: Date;
}

/** One `entry`: its messaging and standby items, then each of its `changes` read by the platform's `change`. */
export function parseEntry(
  entry: Json,
  receivedAt: Date,
  change: (field: string, value: Json, times: EntryTimes) => InboundEvent,
): InboundEntry {
  const entryTime = timeOf(entry?.time, receivedAt);
  const events = parseMessaging(entry, entryTime);
  for (const c of list(entry?.changes)) {
    events.push(change(str(c?.field) ?? '?', (c?.value ?? {}) as Json, { entryTime, receivedAt }));
  }
  return { accountId: str(entry?.id), events };
}

/** One messaging item; null for what carries nothing to keep (delivery receipts). */
export function parseMessagingItem(ev: Json, entryTime: Date): MessagingEvent | null {
  const parties: MessagingParties = {
    sender: str(ev?.sender?.id),
    recipient: str(ev?.recipient?.id),
    echo: ev?.message?.is_echo === true,
    at: timeOf(ev?.timestamp, entryTime),
  };
  const note = (kind: 'skipped' | 'unknown', text: string): MessagingEvent => ({ ...parties, kind, note: text });
  if (ev?.message) {
    const m = ev.message as Json;
    const mid = str(m.mid);
    if (!mid) return note('skipped', 'message:no-mid');
    if (m.is_deleted) return { ...parties, kind: 'unsend', mid };
    return {
      ...parties,
      kind: 'message',
      mid,
      text: str(m.text) ?? '',
      attachments: attachmentsOf(mid, m.attachments),
      replyTo: m.reply_to ? { mid: str(m.reply_to.mid), story_url: webUrl(m.reply_to.story?.url) } : null,
      payload: str(m.quick_reply?.payload),
      postId: sharedPostOf(m.attachments),
    };
  }
  if (ev?.postback) {
    const p = ev.postback as Json;
    return { ...parties, kind: 'postback', mid: str(p.mid), title: str(p.title) ?? '', payload: str(p.payload) };
  }
  if (ev?.message_edit) {
    const e = ev.message_edit as Json;
    const mid = str(e.mid);
    if (!mid) return note('skipped', 'message_edit:no-mid');
    return { ...parties, kind: 'edit', mid, text: str(e.text) ?? '', editCount: Math.max(1, Number(e.num_edit) || 1) };
  }
  if (ev?.reaction) {
    const r = ev.reaction as Json;
    return {
      ...parties,
      kind: 'reaction',
      mid: str(r.mid),
      emoji: str(r.emoji) ?? str(r.reaction) ?? '',
      removed: r.action === 'unreact',
    };
  }
  if (ev?.read) return { ...parties, kind: 'read' };
  if (ev?.delivery) return null;
  const keys = Object.keys(ev ?? {}).filter((k) => !['sender', 'recipient', 'timestamp'].includes(k));
  return note('unknown', `messaging:${keys.join('+')}`);
}
