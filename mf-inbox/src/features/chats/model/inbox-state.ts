import type { HandoverReason } from '@vitrina/shared/contracts/constants';

/**
 * What the inbox knows beyond the server's data (docs/product.md §9.2): which conversations got a
 * live message from the customer (the dot), which await an AI draft, the drafts themselves,
 * comment-reply mode and the last processing error, each per conversation. A plain reducer so the
 * rules are tested without React.
 */
export interface AiDraft {
  text: string;
  /** Proposed for a comment (NEW_AI_PROPOSITION_COMMENT): sent as a public comment reply. */
  comment: boolean;
  /** A direct draft that answers this comment (its platform id) by a private reply. */
  privateReplyTo?: string;
  /** `LLM_BUDGET`: the account's daily AI token budget was spent; the offline provider drafted. */
  note?: 'LLM_BUDGET';
}

/** An automatic reply in its undo window (full trust, docs/product.md §9.10). */
export interface PendingAutoReply {
  replyId: string;
  text: string;
  /** ISO time it goes out unless cancelled. */
  sendAt: string;
}

/** Comment-reply mode: the comment answered (its platform id), or null for the customer's latest. */
export interface CommentTarget {
  commentId: string | null;
}

export interface InboxState {
  unread: Record<string, true>;
  /**
   * The newest message (its server time) read here, per conversation: a list the server answered
   * before it heard of the reading (a refetch racing mark-as-read) does not bring the dot back.
   */
  readUpTo: Record<string, string>;
  waiting: Record<string, true>;
  drafts: Record<string, AiDraft>;
  commentReply: Record<string, CommentTarget>;
  /** A private reply in progress: the platform id of the comment it answers (docs/product.md §7.2). */
  privateReply: Record<string, string>;
  /** PROCESSING_ERROR text; `seq` makes the same text twice a new error. */
  errors: Record<string, { text: string; seq: number }>;
  /** Automatic replies counting down, per conversation (the newest). */
  autoReplies: Record<string, PendingAutoReply>;
  /** "Потрібна ваша відповідь" as heard live (null: answered), over the list's `attention`. */
  attention: Record<string, HandoverReason | null>;
}

export const initialInboxState: InboxState = {
  unread: {},
  readUpTo: {},
  waiting: {},
  drafts: {},
  commentReply: {},
  privateReply: {},
  errors: {},
  autoReplies: {},
  attention: {},
};

export type InboxAction =
  /** A customer's new message or comment arrived live. */
  | {
      type: 'customer-message';
      conversationId: string;
      botOn: boolean;
      /** The message's time; in the open conversation it is seen at once (no dot; read on the server 2.5 s later). */
      at?: string;
      open?: boolean;
      /** Set for a comment; with the COMMENT_ONLY scenario it opens comment-reply mode on it. */
      comment?: { commentId: string; commentOnly: boolean };
    }
  | {
      type: 'proposition';
      conversationId: string;
      text: string;
      comment: boolean;
      commentId?: string;
      note?: 'LLM_BUDGET';
    }
  | { type: 'processing-error'; conversationId: string; text: string }
  /** The request-AI-answer call was accepted. */
  | { type: 'await-answer'; conversationId: string }
  | { type: 'discard-draft'; conversationId: string }
  /** Read up to the message of this time (the conversation's last), or only the dot cleared. */
  | { type: 'read'; conversationId: string; upTo?: string | null }
  | { type: 'sent'; conversationId: string }
  | { type: 'comment-reply'; conversationId: string; commentId: string | null }
  | { type: 'cancel-comment-reply'; conversationId: string }
  /** "Reply in Direct" on a comment, or a direct draft for a comment taken into the composer. */
  | { type: 'private-reply'; conversationId: string; commentId: string }
  | { type: 'cancel-private-reply'; conversationId: string }
  /** Full trust: a reply waits out its undo window; it went out or was cancelled (any, or the one named). */
  | { type: 'auto-reply-scheduled'; conversationId: string; replyId: string; text: string; sendAt: string }
  | { type: 'auto-reply-done'; conversationId: string; replyId?: string }
  /** The conversation was handed to the owner (a reason), or the shop answered it (null). */
  | { type: 'attention'; conversationId: string; reason: HandoverReason | null };

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const next = { ...record };
  delete next[key];
  return next;
}

let errorSeq = 0;

/** ISO times of one clock compare as strings; the watermark only moves forward. */
function readUpTo(state: InboxState, id: string, at: string): Record<string, string> {
  const current = state.readUpTo[id];
  return current && current >= at ? state.readUpTo : { ...state.readUpTo, [id]: at };
}

/** Whether the conversation waits for the owner's reply, and why: the live word over the list's. */
export function attentionOf(
  state: InboxState,
  conversation: { id: string; attention?: { reason: HandoverReason } | null },
): HandoverReason | null {
  if (conversation.id in state.attention) return state.attention[conversation.id];
  return conversation.attention?.reason ?? null;
}

/**
 * The unread dot of a conversation (docs/product.md §9.2): a customer's message arrived live, or
 * the server counts unread messages newer than what was read here.
 */
export function hasUnreadDot(
  state: InboxState,
  conversation: { id: string; unread: number; last_message: { created_time: string } | null },
): boolean {
  if (state.unread[conversation.id]) return true;
  if (conversation.unread === 0) return false;
  const seen = state.readUpTo[conversation.id];
  return !(seen && conversation.last_message && conversation.last_message.created_time <= seen);
}

export function inboxReducer(state: InboxState, action: InboxAction): InboxState {
  const id = action.conversationId;
  switch (action.type) {
    case 'customer-message': {
      const next =
        action.open && action.at
          ? { ...state, readUpTo: readUpTo(state, id, action.at) }
          : { ...state, unread: { ...state.unread, [id]: true as const } };
      if (action.botOn) next.waiting = { ...state.waiting, [id]: true };
      if (action.comment?.commentOnly) {
        next.commentReply = { ...state.commentReply, [id]: { commentId: action.comment.commentId } };
      }
      return next;
    }
    case 'proposition':
      return {
        ...state,
        waiting: without(state.waiting, id),
        drafts: {
          ...state.drafts,
          [id]: {
            text: action.text,
            comment: action.comment,
            ...(!action.comment && action.commentId ? { privateReplyTo: action.commentId } : {}),
            ...(action.note ? { note: action.note } : {}),
          },
        },
        commentReply:
          action.comment && !state.commentReply[id]
            ? { ...state.commentReply, [id]: { commentId: action.commentId ?? null } }
            : state.commentReply,
      };
    case 'processing-error':
      return {
        ...state,
        waiting: without(state.waiting, id),
        errors: { ...state.errors, [id]: { text: action.text, seq: ++errorSeq } },
      };
    case 'await-answer':
      return { ...state, waiting: { ...state.waiting, [id]: true } };
    case 'discard-draft':
      return { ...state, drafts: without(state.drafts, id) };
    case 'read':
      return {
        ...state,
        unread: without(state.unread, id),
        readUpTo: action.upTo ? readUpTo(state, id, action.upTo) : state.readUpTo,
      };
    case 'sent':
      return {
        ...state,
        attention: { ...state.attention, [id]: null },
        drafts: without(state.drafts, id),
        waiting: without(state.waiting, id),
        commentReply: without(state.commentReply, id),
        privateReply: without(state.privateReply, id),
      };
    case 'comment-reply':
      return {
        ...state,
        commentReply: { ...state.commentReply, [id]: { commentId: action.commentId } },
        privateReply: without(state.privateReply, id),
      };
    case 'private-reply':
      return {
        ...state,
        privateReply: { ...state.privateReply, [id]: action.commentId },
        commentReply: without(state.commentReply, id),
      };
    case 'cancel-private-reply':
      return { ...state, privateReply: without(state.privateReply, id) };
    case 'cancel-comment-reply':
      return { ...state, commentReply: without(state.commentReply, id) };
    case 'auto-reply-scheduled':
      return {
        ...state,
        waiting: without(state.waiting, id),
        autoReplies: {
          ...state.autoReplies,
          [id]: { replyId: action.replyId, text: action.text, sendAt: action.sendAt },
        },
      };
    case 'auto-reply-done':
      return action.replyId && state.autoReplies[id]?.replyId !== action.replyId
        ? state
        : { ...state, autoReplies: without(state.autoReplies, id) };
    case 'attention':
      return { ...state, attention: { ...state.attention, [id]: action.reason } };
  }
}
