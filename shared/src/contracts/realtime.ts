import { z } from 'zod';
import { SERVER_CONTROL_TYPES, SERVER_EVENT_TYPES } from './constants/realtime';

/** Envelope check used by the client before an event enters the bus. */
export const serverEventSchema = z.object({
  type: z.enum(SERVER_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
});

/** First message the client sends on open (docs/product.md §7.3); identity always comes from the token. */
export const subscribeMessageSchema = z.object({
  user_id: z.union([z.string(), z.number()]).optional(),
  subscribed: z.literal(true),
});

/** Alternative to the `access_token` query parameter: the first message may carry the token. */
export const socketAuthMessageSchema = z.object({ access_token: z.string().min(1).max(4096) });

/** `READY` (and any later control type) with the user it authenticated. */
export const serverControlSchema = z.object({
  type: z.enum(SERVER_CONTROL_TYPES),
  data: z.object({ user_id: z.string() }),
});
export type ServerControl = z.infer<typeof serverControlSchema>;
