import type { Conversation, Message } from '../types';

/**
 * How the shop can answer a conversation (docs/product.md §9.2): a direct message inside Meta's
 * window (24 h, or 7 days for a person with the HUMAN_AGENT tag), a public reply while the thread
 * has a customer comment. Neither: the customer is unreachable and the composer hides.
 */
export function replyOptions(conversation: Conversation, thread: Message[], now = Date.now()) {
  const humanAgent = conversation.human_agent_until !== null && Date.parse(conversation.human_agent_until) > now;
  const direct = !conversation.blocked && (conversation.can_we_send_message || humanAgent);
  const comment = thread.some((m) => !m.is_from_shop && m.type !== 'STANDARD');
  return { direct, comment, reachable: direct || comment };
}

/** docs/product.md §7.2: a comment takes one private reply, within 7 days of it. */
export const PRIVATE_REPLY_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * The customer's comments of the thread that can still take a private reply ("Reply in Direct"):
 * younger than 7 days, and no direct message of the shop answers them yet (a private reply is
 * stored with the comment as its parent).
 */
export function privateReplyTargets(thread: Message[], now = Date.now()): Set<string> {
  const answered = new Set(
    thread.filter((m) => m.is_from_shop && m.type === 'STANDARD' && m.parent_id).map((m) => m.parent_id),
  );
  return new Set(
    thread
      .filter(
        (m) =>
          !m.is_from_shop &&
          m.type !== 'STANDARD' &&
          !answered.has(m.platform_id) &&
          now - Date.parse(m.created_time) < PRIVATE_REPLY_WINDOW_MS,
      )
      .map((m) => m.platform_id),
  );
}

/** What the customer last wrote in direct messages (sent with an edited draft, for the knowledge base). */
export const lastCustomerText = (thread: Message[]) =>
  thread.findLast((m) => !m.is_from_shop && m.type === 'STANDARD' && m.message)?.message;
