import { z } from 'zod';

/**
 * Web Push (issue 50, docs/product.md §9.13): the devices an owner opted in on, which events
 * notify and the quiet hours. The payload a device receives is `PushPayload`
 * (constants/push.ts), encrypted per RFC 8291 for the device's keys.
 */

const base64url = (bytes: number) =>
  z
    .string({ error: 'validation.push.keys' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'validation.push.keys' })
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, { error: 'validation.push.keys' });

/** POST /api/v1/push/subscriptions: `PushSubscription.toJSON()` of the browser, plus a label of the device. */
export const pushSubscribeRequestSchema = z.object({
  endpoint: z
    .string({ error: 'validation.push.endpoint' })
    .max(2048, 'validation.too_long')
    .refine((v) => URL.canParse(v), { error: 'validation.push.endpoint' }),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: 'validation.push.keys' }),
  /** What the owner sees in the list ("Chrome on Android"); the client derives it from its user agent. */
  device: z.string().trim().max(100, 'validation.too_long').optional(),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** One device in the owner's list (never the endpoint nor the keys). */
export const pushDeviceSchema = z.object({
  id: z.string(),
  device: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** GET /api/v1/push/key: the server's VAPID public key (applicationServerKey), base64url. */
export const pushKeySchema = z.object({ public_key: z.string() });

const time = z.string({ error: 'validation.push.time' }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, {
  error: 'validation.push.time',
});

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** GET/PUT /api/v1/push/preferences: which events notify; quiet hours (null: none) in `time_zone`. */
export const pushPreferencesSchema = z.object({
  new_message: z.boolean(),
  handover: z.boolean(),
  new_order: z.boolean(),
  quiet_hours: z
    .object({ from: time, to: time })
    .refine((q) => q.from !== q.to, { error: 'validation.push.quiet_same' })
    .nullable(),
  time_zone: z.string().max(64, 'validation.too_long').refine(isTimeZone, { error: 'validation.push.time_zone' }),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** POST /api/v1/push/test: how many of the owner's devices the push services accepted it for. */
export const pushTestResultSchema = z.object({ sent: z.number(), devices: z.number() });
