import type { Conversation, Message } from '@vitrina/shared/contracts';
import type { ChannelRow, ConversationRow, MessageRow } from '../../db/schema';

export const DAY_MS = 24 * 3600_000;
/** Meta's standard messaging window, and the HUMAN_AGENT tag's. */
export const STANDARD_WINDOW_MS = DAY_MS;
export const HUMAN_AGENT_WINDOW_MS = 7 * DAY_MS;

type Owner = Pick<ChannelRow, 'name' | 'picture'>;
type Participant = Pick<ConversationRow, 'participant_name' | 'participant_username' | 'participant_picture'>;

export function toMessageDto(row: MessageRow, participant: Participant, owner: Owner): Message {
  const name = row.from_shop
    ? owner.name
    : participant.participant_name || participant.participant_username || row.sender_name || '';
  const pic = row.from_shop ? owner.picture : participant.participant_picture;
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    type: row.type,
    message: row.text,
    from: name,
    from_participant: { name, profile_pic: pic },
    is_from_shop: row.from_shop,
    created_time: row.created_time.toISOString(),
    is_read: row.is_read,
    attachments: row.attachments.map((a) => ({
      type: a.type,
      payload: { url: a.url, title: a.title ?? null },
      asset_id: a.asset_id,
      code: a.code,
    })),
    code: row.code,
    post_url: row.post_url,
    post_id: row.post_id,
    platform_id: row.platform_id,
    parent_id: row.parent_id,
    reply_to: row.reply_to,
    reactions: row.reactions,
    edited: row.edit_count > 0,
    payload: row.payload,
    is_live: row.is_live,
    by_assistant: row.by_assistant ?? false,
    sent_by: row.sent_by ?? null,
  };
}

/** The messaging window of a conversation at `now`. */
export function messagingWindow(
  row: Pick<ConversationRow, 'last_inbound_at' | 'blocked_at'>,
  now = Date.now(),
): { standard: boolean; humanAgentUntil: Date | null } {
  if (row.blocked_at || !row.last_inbound_at) return { standard: false, humanAgentUntil: null };
  const since = now - row.last_inbound_at.getTime();
  const until = new Date(row.last_inbound_at.getTime() + HUMAN_AGENT_WINDOW_MS);
  return { standard: since <= STANDARD_WINDOW_MS, humanAgentUntil: since <= HUMAN_AGENT_WINDOW_MS ? until : null };
}

/** The status as the team sees it at `now`: a snooze whose time came is open (docs/product.md §9.15). */
export function statusAt(row: Pick<ConversationRow, 'status' | 'snoozed_until'>, now: Date) {
  if (row.status === 'SNOOZED' && row.snoozed_until && row.snoozed_until <= now) {
    return { status: 'OPEN' as const, snoozed_until: null };
  }
  return { status: row.status, snoozed_until: row.snoozed_until?.toISOString() ?? null };
}

export function toConversationDto(
  row: ConversationRow,
  owner: Owner,
  last: MessageRow | null,
  now = new Date(),
): Conversation {
  const window = messagingWindow(row);
  const lastDto = last ? toMessageDto(last, row, owner) : null;
  return {
    id: row.id,
    participant: {
      id: row.participant_id,
      name: row.participant_name || row.participant_username || '',
      username: row.participant_username,
      profile_pic: row.participant_picture,
    },
    owner: { name: owner.name, profile_pic: owner.picture },
    can_we_send_message: window.standard,
    human_agent_until: window.humanAgentUntil?.toISOString() ?? null,
    blocked: row.blocked_at !== null,
    updated_time: row.updated_time.toISOString(),
    unread: row.unread_count,
    last_message: lastDto,
    messages: lastDto ? [lastDto] : [],
    attention:
      row.attention_reason && row.attention_at
        ? { reason: row.attention_reason, since: row.attention_at.toISOString() }
        : null,
    ...statusAt(row, now),
  };
}

/** Keyset cursors: base64url of `[iso time, id]`. */
export function encodeCursor(time: Date, id: string): string {
  return Buffer.from(JSON.stringify([time.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): { time: Date; id: string } | null {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const time = new Date(iso);
    if (Number.isNaN(time.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    return { time, id };
  } catch {
    return null;
  }
}
