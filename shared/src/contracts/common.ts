import { z } from 'zod';
import { LANGUAGES } from './constants/languages';
import { TIME_SLOTS } from './constants/guest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants/passwords';

/** Success envelope of every /api call: `{ data }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * Error envelope of every /api call; `error_code` names a failure the client acts on where the
 * status alone does not say which (CHANNEL_TOKEN_EXPIRED).
 */
export const errorResponseSchema = z.object({ error_message: z.string(), error_code: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// CHANNEL_TOKEN_EXPIRED and its status: ./constants/errors.ts (no zod: the API client reads it).

/** Error envelope of the /oauth endpoints (RFC 6749 §5.2). */
export const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string() });
export type OAuthError = z.infer<typeof oauthErrorSchema>;

export const languageSchema = z.enum(LANGUAGES);

/** A plain confirmation answer: `{ data: { message } }`. */
/**
 * An idempotency key a client sends with a call that must happen once (a message's send, an
 * order's create): 8–128 letters, digits, `_ . : -`; a repeat of it answers the first call.
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'validation.idempotency_key')
  .max(128, 'validation.idempotency_key')
  .regex(/^[\w.:-]+$/, 'validation.idempotency_key')
  .optional();

/**
 * A picture sent by its link (a saved reply's, docs/product.md §9.15): an http(s) address Meta
 * fetches when it is sent (it must open without signing in).
 */
export const pictureUrlSchema = z
  .string()
  .trim()
  .max(2000, 'validation.team.image_url')
  .regex(/^https?:\/\/[^\s/]+\S*$/, 'validation.team.image_url');

export const messageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

// ---- Phone (docs/product.md §4.1) ----

/** Optional leading plus, then 10 to 20 characters of digits, spaces, hyphens and brackets. */
export const PHONE_REGEX = /^\+?[0-9 ()-]{10,20}$/;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

export function countDigits(value: string): number {
  let n = 0;
  for (const ch of value) if (ch >= '0' && ch <= '9') n += 1;
  return n;
}

/** The full phone rule of docs/product.md §4.1 on a trimmed value. */
export function isValidPhone(value: string): boolean {
  const v = value.trim();
  if (!PHONE_REGEX.test(v)) return false;
  const digits = countDigits(v);
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** Required, trimmed phone; `requiredKey` is the form's own "enter your phone" message key. */
export function phoneSchema(requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .refine(isValidPhone, { error: 'validation.phone.invalid' });
}

// ---- Call time slots (docs/product.md §4.1) ----

/** The first slot is also written '9-12': accepted and normalised to '09-12'. */
export function normalizeTimeSlot(value: string): string {
  const v = value.trim();
  return v === '9-12' ? '09-12' : v;
}

export function timeSlotSchema(requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .transform(normalizeTimeSlot)
    .pipe(z.enum(TIME_SLOTS, { error: 'validation.time_slot.invalid' }));
}

// ---- Email (docs/product.md §4.3) ----

/** Letters, digits, dot, underscore or hyphen before @, then letters, a dot and 2 to 5 letters. */
export const EMAIL_REGEX = /^[A-Za-z0-9._-]+@[A-Za-z]+\.[A-Za-z]{2,5}$/;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: 'validation.email.invalid' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'validation.email.invalid', abort: true })
  .regex(EMAIL_REGEX, { error: 'validation.email.invalid' });

// ---- Passwords ----

/** A password being chosen (registration, reset, change): 8 to 128 characters. */
export function newPasswordSchema(requiredKey = 'validation.password.required') {
  return z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: 'validation.password.too_short', abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.too_long' });
}

/** A password being presented (login, old password): required, bounded. */
export function presentedPasswordSchema(requiredKey = 'validation.password.required') {
  return z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.too_long' });
}

export const NAME_MAX_LENGTH = 100;
