import { z } from 'zod';

/** Server -> client event types of the live connection (spec §7 'Live connection'). */
export const SERVER_EVENT_TYPES = [
  'NEW_MESSAGE',
  'NEW_COMMENT',
  'UPDATE_MESSAGE',
  'NEW_CONVERSATION',
  'MESSAGE_REMOVED',
  'NEW_AI_PROPOSITION',
  'NEW_AI_PROPOSITION_COMMENT',
  'PROCESSING_ERROR',
] as const;
export type ServerEventType = (typeof SERVER_EVENT_TYPES)[number];

export interface MessageRemovedData {
  conversation_id: string;
  message_id: string;
}
export interface AiPropositionData {
  conversation_id: string;
  ai_proposition: string;
}
export interface ProcessingErrorData {
  conversation_id: string;
  message: string;
}

/** Payload per event type. Message events carry a Message (see contracts/inbox once it exists). */
export interface ServerEventDataMap {
  NEW_MESSAGE: Record<string, unknown> & { conversation_id: string };
  NEW_COMMENT: Record<string, unknown> & { conversation_id: string };
  UPDATE_MESSAGE: Record<string, unknown> & { conversation_id: string };
  NEW_CONVERSATION: Record<string, unknown>;
  MESSAGE_REMOVED: MessageRemovedData;
  NEW_AI_PROPOSITION: AiPropositionData;
  NEW_AI_PROPOSITION_COMMENT: AiPropositionData;
  PROCESSING_ERROR: ProcessingErrorData;
}

export type ServerEvent = {
  [K in ServerEventType]: { type: K; data: ServerEventDataMap[K] };
}[ServerEventType];

/** Envelope check used by the client before an event enters the bus. */
export const serverEventSchema = z.object({
  type: z.enum(SERVER_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
});

/** First message the client sends on open (spec); identity always comes from the token. */
export const subscribeMessageSchema = z.object({
  user_id: z.union([z.string(), z.number()]).optional(),
  subscribed: z.literal(true),
});

/** Alternative to the `access_token` query parameter: the first message may carry the token. */
export const socketAuthMessageSchema = z.object({ access_token: z.string().min(1).max(4096) });

/**
 * Control messages the server sends besides domain events. `READY` follows a successful
 * authentication (events for `data.user_id` flow from then on). Domain events keep the
 * `serverEventSchema` shape; a client may ignore these.
 */
export const SERVER_CONTROL_TYPES = ['READY'] as const;
export type ServerControlType = (typeof SERVER_CONTROL_TYPES)[number];
export const serverControlSchema = z.object({
  type: z.enum(SERVER_CONTROL_TYPES),
  data: z.object({ user_id: z.string() }),
});
export type ServerControl = z.infer<typeof serverControlSchema>;

/**
 * Close codes of /ws. 4401: missing, invalid or expired access token (refresh it and reconnect;
 * an authenticated socket may send a fresh `{access_token}` before expiry to stay open);
 * 4408: no token within the authentication window; 1008: Origin not allowed; 1001: server going away.
 */
export const WS_CLOSE_CODES = {
  UNAUTHORIZED: 4401,
  AUTH_TIMEOUT: 4408,
  POLICY: 1008,
  GOING_AWAY: 1001,
} as const;
