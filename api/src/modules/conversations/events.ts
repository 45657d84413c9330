import type { FastifyBaseLogger } from 'fastify';
import type { Message } from '@vitrina/shared/contracts';

/** A customer's message or comment, newly stored (never the shop's own, never a replay). */
export interface CustomerMessageStored {
  userId: string;
  channelId: string;
  conversationId: string;
  kind: 'DIRECT' | 'COMMENT';
  message: Message;
}

export type CustomerMessageListener = (event: CustomerMessageStored) => void | Promise<void>;

/**
 * The hook point of the AI pipeline: `app.inboxEvents.onCustomerMessage(listener)`. Listeners run
 * after the message is committed and published, on the instance that processed it; a failing
 * listener is logged and never affects storage or other listeners. A listener that must survive a
 * crash should enqueue durable work (pg-boss) rather than do it inline.
 */
export class InboxEvents {
  private readonly listeners = new Set<CustomerMessageListener>();

  constructor(private readonly log: FastifyBaseLogger) {}

  onCustomerMessage(listener: CustomerMessageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emitCustomerMessage(event: CustomerMessageStored): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (err) {
        this.log.error({ err, conversationId: event.conversationId }, 'customer-message listener failed');
      }
    }
  }
}
