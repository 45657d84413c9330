import type { Message } from '@vitrina/shared/contracts';
import type { ServerEvent } from '@vitrina/shared/contracts/constants';
import type { ConversationRow, MessageRow } from '../../db/schema';
import { toMessageDto } from './dto';

/** The transport of live events (the realtime hub: in-process or through Redis). */
export interface EventTransport {
  publish(userId: string, event: ServerEvent): Promise<void>;
}

type MessageEventType = 'NEW_MESSAGE' | 'NEW_COMMENT' | 'UPDATE_MESSAGE';
type Channel = { id: string; name: string; picture: string | null };

/** An event for one owner, ready to publish (collected inside a transaction, published after it). */
export interface OwnerEvent {
  userId: string;
  event: ServerEvent;
}

/**
 * The one server-side publisher of the inbox's live events (docs/product.md §7.3), typed by the
 * shared `ServerEvent`: messages stored from webhooks and messages the shop sent alike, the
 * conversation announcements and the assistant's drafts. Builds each payload the same way
 * (`toMessageDto` plus the channel), so the client reads one shape whatever the source.
 */
export class InboxPublisher {
  constructor(private readonly transport: EventTransport) {}

  publish(userId: string, event: ServerEvent): Promise<void> {
    return this.transport.publish(userId, event);
  }

  async publishAll(events: OwnerEvent[]): Promise<void> {
    for (const { userId, event } of events) await this.publish(userId, event);
  }

  /** A message event with the message as the client shows it, and its channel. */
  static messageEvent(type: MessageEventType, message: Message, channelId: string): ServerEvent {
    return { type, data: { ...message, channel_id: channelId } };
  }

  /** `messageEvent` from stored rows. */
  static rowEvent(type: MessageEventType, row: MessageRow, conversation: ConversationRow, channel: Channel) {
    return InboxPublisher.messageEvent(type, toMessageDto(row, conversation, channel), channel.id);
  }

  static removedEvent(row: Pick<MessageRow, 'conversation_id' | 'id'>, channelId: string): ServerEvent {
    return {
      type: 'MESSAGE_REMOVED',
      data: { conversation_id: row.conversation_id, message_id: row.id, channel_id: channelId },
    };
  }

  static conversationEvent(conversationId: string, channelId: string): ServerEvent {
    return { type: 'NEW_CONVERSATION', data: { conversation_id: conversationId, channel_id: channelId } };
  }

  message(userId: string, type: MessageEventType, message: Message, channelId: string): Promise<void> {
    return this.publish(userId, InboxPublisher.messageEvent(type, message, channelId));
  }
}
