import type { MessagingEvent, MessagingParties } from './events';
import { attachmentsOf, sharedPostOf, str, timeOf, type Json } from './read';

/**
 * One item of `entry.messaging` (or `entry.standby`, the same shape while another app holds the
 * thread): the Messenger Platform's shape, shared by Instagram and Page deliveries.
 */
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
      replyTo: m.reply_to ? { mid: str(m.reply_to.mid), story_url: str(m.reply_to.story?.url) } : null,
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
