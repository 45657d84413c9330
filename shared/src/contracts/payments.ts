import { z } from 'zod';

/** Payment links for prepaid orders (issue 49, docs/product.md §9.12): monobank acquiring. */
export const PAYMENT_STATUSES = ['CREATED', 'PAID', 'FAILED', 'EXPIRED'] as const;

export const paymentSettingsSchema = z.object({
  provider: z.literal('MONOBANK'),
  has_token: z.boolean(),
  token_hint: z.string().nullable(),
  merchant_name: z.string().nullable(),
  /** The acquirer here is the local sandbox (no real money). */
  sandbox: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const paymentSettingsRequestSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[\w-]{20,200}$/, 'validation.payments.token'),
});
export type PaymentSettingsRequest = z.infer<typeof paymentSettingsRequestSchema>;

export const paymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  page_url: z.string(),
  amount: z.number(),
  failure_reason: z.string().nullable(),
  /** The link went to the customer in the conversation (false: outside Meta's 24-hour window, copy it). */
  sent: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
