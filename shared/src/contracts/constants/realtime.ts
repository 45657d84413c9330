import type { MessageEventData, NewConversationEventData } from '../conversations';
import type { OrderEventData } from './orders';
import type { AutoReplyCancelledData, AutoReplyScheduledData, ConversationAttentionData } from './autopilot';
import type { ConversationNoteData, ConversationUpdatedData, ListChangedData, TeamPresenceData } from './team';

/** Server -> client event types of the live connection (docs/product.md §7.3). */
export const SERVER_EVENT_TYPES = [
  'NEW_MESSAGE',
  'NEW_COMMENT',
  'UPDATE_MESSAGE',
  'NEW_CONVERSATION',
  'MESSAGE_REMOVED',
  'NEW_AI_PROPOSITION',
  'NEW_AI_PROPOSITION_COMMENT',
  'PROCESSING_ERROR',
  'ORDER_CREATED',
  'ORDER_UPDATED',
  'AUTO_REPLY_SCHEDULED',
  'AUTO_REPLY_CANCELLED',
  'CONVERSATION_ATTENTION',
  'CONVERSATION_UPDATED',
  'CONVERSATION_NOTE',
  'TEAM_PRESENCE',
  'TEAM_CHANGED',
  'LABELS_CHANGED',
  'SAVED_REPLIES_CHANGED',
  'BILLING_UPDATED',
] as const;
export type ServerEventType = (typeof SERVER_EVENT_TYPES)[number];

export interface MessageRemovedData {
  conversation_id: string;
  message_id: string;
  channel_id?: string;
}
export interface AiPropositionData {
  conversation_id: string;
  ai_proposition: string;
  /** The customer's comment the draft answers: in public (…_COMMENT) or by a private reply (NEW_AI_PROPOSITION). */
  comment_id?: string;
  /**
   * `LLM_BUDGET`: the account's daily budget of LLM tokens was spent, so the offline provider
   * drafted (contracts/agent.ts `draftNoteSchema`).
   */
  note?: 'LLM_BUDGET';
}
/**
 * The shop's plan changed state (docs/product.md §9.16): a payment went through or failed (a failed
 * renewal carries the acquirer's reason and when it is tried again).
 */
export interface BillingUpdatedData {
  status: string;
  plan: string;
  /** A payment failed: the acquirer's reason. */
  failure_reason?: string | null;
  retry_at?: string | null;
  /** The bank asked for 3-D Secure on a charge of the kept card: the owner confirms on this page. */
  confirm_url?: string;
}
export interface ProcessingErrorData {
  conversation_id: string;
  message: string;
}

/**
 * Payload per event type. The server sends message events as a full `MessageEventData` (a Message
 * of contracts/conversations plus channel_id) and NEW_CONVERSATION as `NewConversationEventData`;
 * the client's types stay partial so a reader never trusts a field it did not check. (Type-only
 * imports: this entry stays free of zod at run time.)
 */
export interface ServerEventDataMap {
  NEW_MESSAGE: Partial<MessageEventData> & { conversation_id: string };
  NEW_COMMENT: Partial<MessageEventData> & { conversation_id: string };
  UPDATE_MESSAGE: Partial<MessageEventData> & { conversation_id: string };
  NEW_CONVERSATION: Partial<NewConversationEventData>;
  MESSAGE_REMOVED: MessageRemovedData;
  NEW_AI_PROPOSITION: AiPropositionData;
  NEW_AI_PROPOSITION_COMMENT: AiPropositionData;
  PROCESSING_ERROR: ProcessingErrorData;
  ORDER_CREATED: OrderEventData;
  ORDER_UPDATED: OrderEventData;
  AUTO_REPLY_SCHEDULED: AutoReplyScheduledData;
  AUTO_REPLY_CANCELLED: AutoReplyCancelledData;
  CONVERSATION_ATTENTION: ConversationAttentionData;
  CONVERSATION_UPDATED: ConversationUpdatedData;
  CONVERSATION_NOTE: ConversationNoteData;
  TEAM_PRESENCE: TeamPresenceData;
  TEAM_CHANGED: ListChangedData;
  LABELS_CHANGED: ListChangedData;
  SAVED_REPLIES_CHANGED: ListChangedData;
  BILLING_UPDATED: BillingUpdatedData;
}

export type ServerEvent = {
  [K in ServerEventType]: { type: K; data: ServerEventDataMap[K] };
}[ServerEventType];

/**
 * Control messages the server sends besides domain events. `READY` follows a successful
 * authentication (events for `data.user_id` flow from then on); a client may ignore these.
 */
export const SERVER_CONTROL_TYPES = ['READY'] as const;
export type ServerControlType = (typeof SERVER_CONTROL_TYPES)[number];

/**
 * Close codes of /ws. 4401: missing, invalid or expired access token (refresh it and reconnect;
 * an authenticated socket may send a fresh `{access_token}` before expiry to stay open);
 * 4408: no token within the authentication window; 1008: Origin not allowed; 1012: the instance is
 * restarting or draining (reconnect: the proxy sends the new connection to another instance).
 */
export const WS_CLOSE_CODES = {
  UNAUTHORIZED: 4401,
  AUTH_TIMEOUT: 4408,
  POLICY: 1008,
  SERVICE_RESTART: 1012,
} as const;
