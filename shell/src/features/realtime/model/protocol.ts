// The realtime contract's envelope checks, by hand: its zod schemas would load zod (~25 KB gzip) on
// every signed-in page. The event types come from the contract's zod-free constants;
// protocol.test.ts keeps these checks in step with the schemas.
import { SERVER_EVENT_TYPES, type ServerEvent, type ServerEventType } from '@vitrina/shared/contracts/constants';

const EVENT_TYPES: readonly string[] = SERVER_EVENT_TYPES;

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
  if (EVENT_TYPES.includes(type as ServerEventType) && isRecord(data)) {
    return { kind: 'event', event: { type, data } as ServerEvent };
  }
  if (type === 'READY' && isRecord(data) && typeof data.user_id === 'string') return { kind: 'control' };
  return { kind: 'unknown' };
}
