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

/** What the customer last wrote in direct messages (sent with an edited draft, for the knowledge base). */
export const lastCustomerText = (thread: Message[]) =>
  thread.findLast((m) => !m.is_from_shop && m.type === 'STANDARD' && m.message)?.message;
