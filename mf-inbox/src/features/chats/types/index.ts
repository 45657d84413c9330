import type { z } from 'zod';
import type {
  Attachment as AttachmentContract,
  Conversation as ConversationContract,
  ConversationSort as ConversationSortContract,
  Message as MessageContract,
  Paging,
  replyToCommentRequestSchema,
  sendMessageRequestSchema,
} from '@vitrina/shared/contracts';

/** A conversation of the current channel (GET .../conversations), docs/product.md §9.2. */
export type Conversation = ConversationContract;
/** A message of a conversation. */
export type Message = MessageContract;
export type Attachment = AttachmentContract;
/** Нові / Старі: by updated_time, newest or oldest first. */
export type ConversationSort = ConversationSortContract;
/** One cursor page of a list call. */
export interface Page<T> {
  data: T[];
  paging: Paging;
}
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export type ReplyToCommentRequest = z.input<typeof replyToCommentRequestSchema>;
/** A channel's platform, for its direct-message text limit (DIRECT_TEXT_LIMITS). */
export type DirectPlatform = 'INSTAGRAM' | 'FACEBOOK';

/** The team's list filters (docs/product.md §9.15): "Мої", "Не призначені", "Потрібна відповідь", status, label. */
export interface ConversationFilters {
  assignee?: 'me' | 'unassigned';
  status?: 'OPEN' | 'DONE' | 'SNOOZED';
  attention?: boolean;
  label?: string;
}
