import { COLLISION_WINDOW_SECONDS } from '@vitrina/shared/contracts/constants';
import type { SavedReply } from '@vitrina/shared/contracts';
import type { Message } from '../types';

/** What the composer needs of the team (docs/product.md §9.15). */
export interface ComposerTeam {
  savedReplies: SavedReply[];
  /** The caller (their own messages never ask first). */
  meId: string | null;
  /** The caller types in the conversation (the teammates see it). */
  onTyping: (conversationId: string) => void;
}

/** "/роз" typed alone in the composer: the command searched for; null otherwise. */
export function savedReplyQuery(text: string): string | null {
  const m = /^\/([\p{L}\p{N}_-]*)$/u.exec(text);
  return m ? m[1]!.toLowerCase() : null;
}

/** The saved replies whose command starts with the query (all of them for a bare "/"), at most 8. */
export function matchingReplies(replies: SavedReply[], query: string): SavedReply[] {
  return replies.filter((r) => r.shortcut.toLowerCase().startsWith(query)).slice(0, 8);
}

/** The product in play: the last article code the conversation names (a message's or an attachment's). */
export function productInPlay(thread: Message[]): string {
  for (let i = thread.length - 1; i >= 0; i -= 1) {
    const m = thread[i]!;
    const code = m.code ?? m.attachments?.find((a) => a.code)?.code;
    if (code) return code;
  }
  return '';
}

/**
 * The saved reply's text as it is sent: {name} and {product} filled (an unknown product leaves
 * nothing). Its picture goes beside it (`image_url` of the send), as a message of its own.
 */
export function fillReply(reply: SavedReply, values: { name: string; product: string }): string {
  return reply.text.replace(/\{name\}/g, values.name).replace(/\{product\}/g, values.product);
}

/**
 * A teammate's reply in this conversation within the collision window (docs/product.md §9.15):
 * sending on top of it asks first. Answers how many seconds ago, or null.
 */
export function teammateJustReplied(thread: Message[], meId: string | null, now = Date.now()): number | null {
  const last = thread[thread.length - 1];
  if (!last?.is_from_shop || !last.sent_by || last.sent_by === meId) return null;
  const ago = Math.max(0, Math.round((now - new Date(last.created_time).getTime()) / 1000));
  return ago <= COLLISION_WINDOW_SECONDS ? ago : null;
}
