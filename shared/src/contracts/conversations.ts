import { z } from 'zod';
import { idempotencyKeySchema, pictureUrlSchema } from './common';
import { CODE_MAX_LENGTH } from './knowledge';
import { MESSAGE_MAX_LENGTH, SEARCH_MAX_LENGTH } from './constants/conversations';
import { HANDOVER_REASONS } from './constants/autopilot';
import { CONVERSATION_STATUSES } from './constants/team';

/** Spec §3 message types: a direct message, a comment on a post, a reply in a comment thread. */
export const MESSAGE_TYPES = ['STANDARD', 'REPLY_TO_POST', 'COMMENT_REPLY'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * An attachment. `type` is the platform's (image, video, audio, file, share, story_mention,
 * ig_reel, reel, ...); `asset_id` identifies it inside its message (the article-code call uses it).
 */
export const attachmentSchema = z.object({
  type: z.string(),
  payload: z.object({ url: z.string().nullable(), title: z.string().nullable().optional() }),
  asset_id: z.string(),
  code: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const participantSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  profile_pic: z.string().nullable(),
});

/** A message of a conversation (docs/product.md §9.2). */
export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  type: z.enum(MESSAGE_TYPES),
  /** The text; empty for attachment-only messages. */
  message: z.string(),
  /** Display name of the sender. */
  from: z.string(),
  from_participant: z.object({ name: z.string(), profile_pic: z.string().nullable() }),
  /** True for the shop's own messages (sent from Vitrina, or echoed from the platform's apps). */
  is_from_shop: z.boolean(),
  created_time: z.string(),
  is_read: z.boolean(),
  attachments: z.array(attachmentSchema),
  /** Article code linked to the message (the last stored with the article-code call). */
  code: z.string().nullable(),
  /** The post a comment was made on. */
  post_url: z.string().nullable(),
  post_id: z.string().nullable(),
  /** The platform's message or comment id (a comment reply targets it). */
  platform_id: z.string(),
  /** The comment a COMMENT_REPLY answers, the message a DM replies to. */
  parent_id: z.string().nullable(),
  reply_to: z.object({ mid: z.string().nullable(), story_url: z.string().nullable() }).nullable(),
  reactions: z.array(z.object({ emoji: z.string(), by_shop: z.boolean() })),
  edited: z.boolean(),
  /** Postback payload or quick-reply payload, when the customer pressed a button. */
  payload: z.string().nullable(),
  is_live: z.boolean(),
  /** Sent by the assistant on its own (full trust, issue 48): the thread marks it as the assistant's. */
  by_assistant: z.boolean().optional(),
  /** The teammate (user id) who sent it from the inbox (docs/product.md §9.15); null otherwise. */
  sent_by: z.string().nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation of the current channel (docs/product.md §9.2), with its last message. */
export const conversationSchema = z.object({
  id: z.string(),
  participant: participantSchema,
  owner: z.object({ name: z.string(), profile_pic: z.string().nullable() }),
  /** Within 24 hours of the customer's last message, and the customer has not blocked the shop. */
  can_we_send_message: z.boolean(),
  /**
   * Until when a person (not the AI) may still answer with Meta's HUMAN_AGENT tag (7 days after
   * the customer's last message); null when that is over or the customer blocked the shop.
   */
  human_agent_until: z.string().nullable(),
  /** The customer blocked the shop or left the platform (Meta refused a message to them). */
  blocked: z.boolean(),
  updated_time: z.string(),
  unread: z.number().int(),
  last_message: messageSchema.nullable(),
  /** The last message again, as the spec's `messages[]`. */
  messages: z.array(messageSchema),
  /**
   * "Потрібна ваша відповідь" (full trust, issue 48): the assistant handed the conversation to the
   * owner, and why; null once the shop answered (or never handed over).
   */
  attention: z
    .object({ reason: z.enum(HANDOVER_REASONS), since: z.string() })
    .nullable()
    .optional(),
  /** The teammate who handles it; null: unassigned (docs/product.md §9.15). */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** OPEN, DONE, or SNOOZED until `snoozed_until`. */
  status: z.enum(CONVERSATION_STATUSES).optional(),
  snoozed_until: z.string().nullable().optional(),
  labels: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })).optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Cursor of the next (older) page, null on the last page. */
export const pagingSchema = z.object({ next_cursor: z.string().nullable() });
export type Paging = z.infer<typeof pagingSchema>;

export const PAGE_SIZE_MAX = 100;
const limitSchema = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20);

/** The list's sort orders (docs/product.md §9.2): by `updated_time`, newest or oldest first. */
export const CONVERSATION_SORTS = ['new', 'old'] as const;
export type ConversationSort = (typeof CONVERSATION_SORTS)[number];

/** GET /api/v1/channels/current/conversations?limit&cursor&q&sort — newest first unless sort=old. */
export const conversationsQuerySchema = z.object({
  limit: limitSchema,
  cursor: z.string().max(200).optional(),
  sort: z.enum(CONVERSATION_SORTS, { error: 'validation.invalid' }).default('new'),
  /** Search in the participant's name/username and in message text. */
  q: z.string().trim().max(SEARCH_MAX_LENGTH, 'validation.search.too_long').optional(),
  /** Filters of a team's inbox (docs/product.md §9.15): `me`, `unassigned` or a teammate's id. */
  assignee: z.union([z.enum(['me', 'unassigned']), z.string().uuid()], { error: 'validation.invalid' }).optional(),
  status: z.enum(CONVERSATION_STATUSES, { error: 'validation.team.status' }).optional(),
  /** Only those the assistant handed over ("Потрібна ваша відповідь"). */
  attention: z.enum(['true'], { error: 'validation.invalid' }).optional(),
  label: z.string().uuid({ error: 'validation.invalid' }).optional(),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

/** GET .../conversations/{id}/messages?limit&cursor — a page of older messages, oldest first within the page. */
export const messagesQuerySchema = z.object({ limit: limitSchema, cursor: z.string().max(200).optional() });

/** Text the shop sends: trimmed, required, bounded, and without NUL (PostgreSQL text cannot hold one). */
const outgoingText = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(max, 'validation.too_long')
    .refine((v) => !v.includes('\u0000'), 'validation.invalid');

/**
 * The key of one send (issue 28): the client makes one per message it means to send and repeats it
 * with every retry of that message; the server answers a repeat with the first send's message
 * and never sends twice. Optional for older clients (they get no such guarantee).
 */
const idempotencyKey = idempotencyKeySchema;

/**
 * POST /api/v1/channels/current/messages. `recipient_id` is the participant's platform id. With
 * `comment_id` (the platform id of one of that customer's comments) the message is a private
 * reply to the comment (Instagram's `recipient.comment_id`): one per comment, within 7 days of it,
 * whatever the 24-hour window; under PRIVATE_REPLY_WITH_COMMENT the account's auto-comment is then
 * posted under the comment once. A repeat of `idempotency_key` answers the first send's message.
 */
export const sendMessageRequestSchema = z.object({
  idempotency_key: idempotencyKey,
  message: outgoingText('validation.message.required', MESSAGE_MAX_LENGTH),
  recipient_id: z.string().trim().min(1).max(64),
  comment_id: z.string().trim().min(1).max(128).optional(),
  /** The customer message this answers and the AI draft the person rewrote (kept for the knowledge base). */
  last_user_message: z
    .string()
    .max(MESSAGE_MAX_LENGTH * 2)
    .optional(),
  rejected_ai_proposition: z
    .string()
    .max(MESSAGE_MAX_LENGTH * 2)
    .optional(),
  /**
   * A picture (a saved reply's) sent after the text as a message of its own, an image attachment
   * Meta fetches from this link (docs/product.md §9.15). Not with `comment_id`: a private reply is text.
   */
  image_url: pictureUrlSchema.optional(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** POST /api/v1/channels/current/reply-to-comment. Without comment_id: the customer's latest comment in the conversation. */
export const replyToCommentRequestSchema = z.object({
  idempotency_key: idempotencyKey,
  text: outgoingText('validation.message.required', MESSAGE_MAX_LENGTH),
  conversation_id: z.string().uuid({ error: 'validation.invalid' }),
  comment_id: z.string().trim().min(1).max(128).optional(),
});
export type ReplyToCommentRequest = z.infer<typeof replyToCommentRequestSchema>;

/**
 * POST /api/v1/channels/current/comments: the owner's own comment under a post of the current
 * channel (Meta's `POST /{media-id}/comments` with `message`). `post_id` is the post's platform id
 * (a publication's `media_id`, a message's `post_id`) or the publication's own `id`.
 */
export const postCommentRequestSchema = z.object({
  post_id: z
    .string({ error: 'validation.post_id.required' })
    .trim()
    .min(1, 'validation.post_id.required')
    .max(128, 'validation.too_long'),
  text: outgoingText('validation.message.required', MESSAGE_MAX_LENGTH),
});
export type PostCommentRequest = z.infer<typeof postCommentRequestSchema>;

/** The comment Meta created: its id, the post's platform id and link, the text. */
export const postedCommentSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  post_url: z.string().nullable(),
  text: z.string(),
  created_time: z.string(),
});
export type PostedComment = z.infer<typeof postedCommentSchema>;

/** PUT /api/v1/channels/current/conversations/{conversationId}/{messageId} */
export const articleCodeRequestSchema = z.object({
  code: outgoingText('validation.code.required', CODE_MAX_LENGTH),
  asset_id: z.string().trim().min(1).max(128),
});
export type ArticleCodeRequest = z.infer<typeof articleCodeRequestSchema>;

/**
 * PUT /api/v1/channels/current/conversations/{id} (request an AI answer): 202 with the customer
 * message the draft will answer; the draft arrives on the live connection (NEW_AI_PROPOSITION,
 * NEW_AI_PROPOSITION_COMMENT or PROCESSING_ERROR).
 */
export const requestAiAnswerResultSchema = z.object({ conversation_id: z.string(), message_id: z.string() });
export type RequestAiAnswerResult = z.infer<typeof requestAiAnswerResultSchema>;

/** The answer of the article-code call (`response_code` 200 = stored). */
export const articleCodeResultSchema = z.object({ response_code: z.literal(200), message: messageSchema });

/** Realtime payloads (docs/product.md §7.3). */
export const newConversationEventSchema = z.object({ conversation_id: z.string(), channel_id: z.string() });
export type NewConversationEventData = z.infer<typeof newConversationEventSchema>;
/** NEW_MESSAGE, NEW_COMMENT, UPDATE_MESSAGE carry the message (with conversation_id) and the channel. */
export const messageEventSchema = messageSchema.extend({ channel_id: z.string() });
export type MessageEventData = z.infer<typeof messageEventSchema>;
export const messageRemovedEventSchema = z.object({
  conversation_id: z.string(),
  message_id: z.string(),
  channel_id: z.string(),
});
