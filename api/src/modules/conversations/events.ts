import type { FastifyBaseLogger } from 'fastify';
import type { Message } from '@vitrina/shared/contracts';
import { READ_TEXT_MAX, readablePart } from '../../lib/inbound-text';

/** A customer's message or comment, newly stored (never the shop's own, never a replay). */
export interface CustomerMessageStored {
  userId: string;
  channelId: string;
  conversationId: string;
  kind: 'DIRECT' | 'COMMENT';
  message: Message;
  /** The owner's assistant switch as read with the channel, when the sender read it (webhooks do). */
  assistantOn?: boolean;
}

export type CustomerMessageListener = (event: CustomerMessageStored) => void | Promise<void>;

/** A direct reply the shop sent that replaced an AI draft (the owner edited it before sending). */
export interface EditedDraftSent {
  userId: string;
  channelId: string;
  conversationId: string;
  /** What the customer wrote, the draft the owner rejected, and what was sent instead. */
  lastUserMessage: string;
  rejectedAiProposition: string;
  sentText: string;
  /** The teammate who sent it (docs/product.md §9.15). */
  sentBy?: string | null;
}

type Listener<E> = (event: E) => void | Promise<void>;

/**
 * The hook point of the AI pipeline: `app.inboxEvents.onCustomerMessage(listener)`. Listeners run
 * after the message is committed and published, before the Graph enrichment, on the instance that
 * processed it; each message's listeners start at once, none waiting for another message's or
 * listener's work. A failing listener is logged and never affects storage or other listeners. A listener that must survive a
 * crash should enqueue durable work (pg-boss) rather than do it inline.
 */
export class InboxEvents {
  private readonly customerMessage = new Set<Listener<CustomerMessageStored>>();
  private readonly editedDraft = new Set<Listener<EditedDraftSent>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  onCustomerMessage(listener: CustomerMessageListener): () => void {
    return this.subscribe(this.customerMessage, listener);
  }

  /**
   * The listeners (the assistant's readers) get the message's first READ_TEXT_MAX characters; the
   * message is stored and shown whole (lib/inbound-text.ts).
   */
  emitCustomerMessage(event: CustomerMessageStored): Promise<void> {
    // One character past the limit: the assistant still sees that the message is too long to
    // answer (its PROCESSING_ERROR "задовге", docs/product.md §9.2) without reading all of it.
    const text = readablePart(event.message.message, READ_TEXT_MAX + 1);
    const read = text === event.message.message ? event : { ...event, message: { ...event.message, message: text } };
    return this.emit(this.customerMessage, read, 'customer-message');
  }

  /** The AI assistant learns from edited drafts through this (docs/product.md §9.2). */
  onEditedDraftSent(listener: Listener<EditedDraftSent>): () => void {
    return this.subscribe(this.editedDraft, listener);
  }

  emitEditedDraftSent(event: EditedDraftSent): Promise<void> {
    return this.emit(this.editedDraft, event, 'edited-draft');
  }

  private subscribe<E>(set: Set<Listener<E>>, listener: Listener<E>): () => void {
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Calls every listener at once (none waits for another); resolves when all are done. */
  private async emit<E extends { conversationId: string }>(set: Set<Listener<E>>, event: E, name: string) {
    await Promise.all(
      [...set].map(async (listener) => {
        try {
          await listener(event);
        } catch (err) {
          this.log.error({ err, conversationId: event.conversationId }, `${name} listener failed`);
        }
      }),
    );
  }
}
