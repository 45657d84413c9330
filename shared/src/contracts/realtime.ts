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
