// What the live connection's client needs of the realtime contract (shared/src/contracts/realtime.ts),
// checked by hand: the contract's zod schemas would load zod (~25 KB gzip) on every signed-in page
// for an envelope check. protocol.test.ts keeps these in step with the contract's schemas.
import type { ServerEvent, ServerEventType } from '@vitrina/shared/contracts';

/** Server -> client event types (the contract's SERVER_EVENT_TYPES). */
export const SERVER_EVENT_TYPES: readonly ServerEventType[] = [
  'NEW_MESSAGE',
  'NEW_COMMENT',
  'UPDATE_MESSAGE',
  'NEW_CONVERSATION',
  'MESSAGE_REMOVED',
  'NEW_AI_PROPOSITION',
  'NEW_AI_PROPOSITION_COMMENT',
  'PROCESSING_ERROR',
];

/** The close code of a missing, invalid or expired access token (the contract's WS_CLOSE_CODES.UNAUTHORIZED). */
export const WS_UNAUTHORIZED = 4401;

export type ServerMessage = { kind: 'event'; event: ServerEvent } | { kind: 'control' } | { kind: 'unknown' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sorts a parsed message: a domain event (serverEventSchema: a known type, an object `data`),
 * a control message (serverControlSchema: READY with `data.user_id`) or something unknown.
 */
export function classifyServerMessage(message: unknown): ServerMessage {
  if (!isRecord(message)) return { kind: 'unknown' };
  const { type, data } = message;
  if (SERVER_EVENT_TYPES.includes(type as ServerEventType) && isRecord(data)) {
    return { kind: 'event', event: { type, data } as ServerEvent };
  }
  if (type === 'READY' && isRecord(data) && typeof data.user_id === 'string') return { kind: 'control' };
  return { kind: 'unknown' };
}
