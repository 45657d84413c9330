/**
 * How much of one inbound message the readers parse (issue 47 item 9): a message is stored whole,
 * but the order reading (orders/collect.ts) and the assistant's readers see only its first
 * READ_TEXT_MAX characters, so the work per message is bounded whatever a sender posts. 2,000 is
 * the longest text Meta's own send limits allow (Messenger 2,000 characters; Instagram 1,000
 * UTF-8 bytes, meta/errors.ts): a customer's real message fits, a 40,000-character one costs
 * no more than a long real one.
 */
export const READ_TEXT_MAX = 2000;

/** The part of an inbound text the readers parse (the whole text when it is short enough). */
export function readablePart(text: string, max = READ_TEXT_MAX): string {
  return text.length > max ? text.slice(0, max) : text;
}
