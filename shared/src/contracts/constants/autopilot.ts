// Full trust (issue 48): the constants the inbox, the API and the database share, without zod.

/** A channel's reply mode: drafts a person sends ('Контроль відповідей'), or the assistant sends where it is sure. */
export const AUTOPILOT_MODES = ['CONTROL', 'FULL_TRUST'] as const;
export type AutopilotMode = (typeof AUTOPILOT_MODES)[number];

/**
 * What a customer's message may be about for the assistant to answer alone (the owner turns each
 * off or on). Returns, exchanges, complaints and whatever the data cannot answer are never here:
 * they always go to the owner.
 */
export const AUTOPILOT_TOPICS = [
  'greeting',
  'price',
  'availability',
  'sizes',
  'colours',
  'details',
  'delivery',
  'payment',
  'contacts',
  'order',
] as const;
export type AutopilotTopic = (typeof AUTOPILOT_TOPICS)[number];

/** When full trust sends: always, or only outside the working hours the owner set. */
export const AUTOPILOT_HOURS = ['ALWAYS', 'OUTSIDE_WORKING_HOURS'] as const;
export type AutopilotHours = (typeof AUTOPILOT_HOURS)[number];

/**
 * Why a customer's message went to the owner instead of being answered alone: the conversation
 * is marked "Потрібна ваша відповідь" with it (conversation `attention.reason`).
 */
export const HANDOVER_REASONS = [
  'comment',
  'awaiting_owner',
  'window_closed',
  'asked_for_person',
  'complaint',
  'assistant_error',
  'returns',
  'unknown_topic',
  'topic_off',
  'stall',
  'apology',
  'no_product',
  'several_products',
  'size_guess',
  'learning',
  'mismatch',
  'too_long',
  'hourly_cap',
  'llm_budget',
  'send_failed',
  'order_ready',
] as const;
export type HandoverReason = (typeof HANDOVER_REASONS)[number];

/** An automatic reply: waiting out its undo window, being sent, sent, cancelled (a draft again) or failed. */
export const AUTO_REPLY_STATUSES = ['SCHEDULED', 'SENDING', 'SENT', 'CANCELLED', 'FAILED'] as const;
export type AutoReplyStatus = (typeof AUTO_REPLY_STATUSES)[number];

/** Who or what cancelled an automatic reply in its undo window. */
export const AUTO_REPLY_CANCELS = ['OWNER', 'STOPPED', 'MODE_OFF', 'OWNER_REPLIED', 'HANDED_OVER', 'EXPIRED'] as const;
export type AutoReplyCancel = (typeof AUTO_REPLY_CANCELS)[number];

export const UNDO_SECONDS_MAX = 60;
export const HOURLY_CAP_MAX = 30;
export const ASSISTANT_LINE_MAX = 200;
/**
 * The track record a topic needs before the assistant answers it alone (docs/product.md §9.10):
 * of the owner's last LEARNING_WINDOW judged drafts of the topic (sent as drafted, edited or
 * replaced), at least `learning_drafts` went out unchanged and at most LEARNING_CHANGED_SHARE were
 * changed. 0 drafts turns the rule off.
 */
export const LEARNING_DRAFTS_MAX = 50;
export const LEARNING_DRAFTS_DEFAULT = 10;
export const LEARNING_WINDOW = 20;
export const LEARNING_CHANGED_SHARE = 0.1;

/** AUTO_REPLY_SCHEDULED data: the inbox counts down "Надсилається через 9 с — скасувати". */
export interface AutoReplyScheduledData {
  conversation_id: string;
  reply_id: string;
  text: string;
  /** ISO time it goes out unless cancelled. */
  send_at: string;
  undo_seconds: number;
}

/** AUTO_REPLY_CANCELLED data: the reply did not go out (a cancelled one comes back as a draft). */
export interface AutoReplyCancelledData {
  conversation_id: string;
  reply_id: string;
  reason: AutoReplyCancel;
}

/** CONVERSATION_ATTENTION data: the conversation needs the owner's reply (`reason`), or no longer (null). */
export interface ConversationAttentionData {
  conversation_id: string;
  channel_id: string;
  reason: HandoverReason | null;
  /** The teammate it goes to; null or absent: everyone (docs/product.md §9.15). */
  assignee_id?: string | null;
}
