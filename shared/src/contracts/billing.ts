import { z } from 'zod';
import { BILLING_PERIODS, PAID_PLANS } from './constants/plans';
import { PLANS } from './constants/users';

/** Plans that can be bought (issue 52, docs/product.md §9.16): monobank acquiring with a saved card. */
export const BILLING_STATUSES = ['TRIAL', 'TRIAL_ENDED', 'ACTIVE', 'PAST_DUE', 'CANCELLED', 'ENDED'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
export const BILLING_INVOICE_KINDS = ['SUBSCRIBE', 'RENEWAL', 'UPGRADE', 'TOP_UP'] as const;
export const BILLING_INVOICE_STATUSES = ['CREATED', 'PAID', 'FAILED', 'EXPIRED'] as const;
/** What choosing a plan does (shown before it is confirmed); CHANGE_PERIOD: the same plan monthly ↔ yearly, from the next period. */
export const PLAN_CHANGE_ACTIONS = ['SUBSCRIBE', 'UPGRADE', 'DOWNGRADE', 'RESUME', 'CHANGE_PERIOD'] as const;
export type PlanChangeAction = (typeof PLAN_CHANGE_ACTIONS)[number];

export const billingInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(BILLING_INVOICE_KINDS),
  plan: z.enum(PLANS),
  /** The paid period it buys (a month, or a year at once); a top-up's is the plan's. */
  period: z.enum(BILLING_PERIODS),
  /** What is charged, in `ccy`'s minor units: kopiykas (980); dollars' cents (840) for invoices made before hryvnias. */
  amount_cents: z.number().int(),
  /** ISO 4217 number: 980 (monobank acquiring charges hryvnias). */
  ccy: z.number().int(),
  /** The plan's price in dollars (the pricing page's), and the hryvnias per dollar it was converted at when the invoice was made. */
  usd_cents: z.number().int().nullable(),
  usd_rate: z.number().nullable(),
  status: z.enum(BILLING_INVOICE_STATUSES),
  failure_reason: z.string().nullable(),
  /** The acquirer's page of a payment not made yet. */
  page_url: z.string().nullable(),
  /** Chats bought (a top-up) or charged over the plan (a renewal). */
  top_up_chats: z.number().int(),
  extra_chats: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

export const billingUsageSchema = z.object({
  /** Start of the counted period: the paid period's, else the calendar month's (UTC). */
  since: z.string(),
  chats_used: z.number().int(),
  /** The plan's chats (the free chats without a paid plan) plus the period's top-ups. */
  included_chats: z.number().int(),
  top_up_chats: z.number().int(),
  /** Chats over the included ones: counted, charged with the next renewal. */
  extra_chats: z.number().int(),
});

/**
 * A charge of the kept card the bank wants confirmed (3-D Secure): nothing is charged until the
 * owner confirms on the acquirer's page (`url`); only its signed webhook settles it.
 */
export const billingConfirmationSchema = z.object({
  invoice_id: z.string(),
  kind: z.enum(BILLING_INVOICE_KINDS),
  plan: z.enum(PLANS),
  amount_cents: z.number().int(),
  ccy: z.number().int(),
  url: z.string(),
  asked_at: z.string(),
});
export type BillingConfirmation = z.infer<typeof billingConfirmationSchema>;

/** GET /api/v1/billing (data). */
export const billingSchema = z.object({
  plan: z.enum(PLANS),
  status: z.enum(BILLING_STATUSES),
  trial_ends_at: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** The paid plan's period (MONTH without one), and a switch waiting for the next period. */
  period: z.enum(BILLING_PERIODS),
  next_period: z.enum(BILLING_PERIODS).nullable(),
  /** When the card is charged next (null: cancelled, ended or no plan bought). */
  next_charge_at: z.string().nullable(),
  next_charge_cents: z.number().int().nullable(),
  /** A downgrade waiting for the next period. */
  next_plan: z.enum(PLANS).nullable(),
  card_mask: z.string().nullable(),
  /** A failed renewal is tried again then (PAST_DUE). */
  retry_at: z.string().nullable(),
  usage: billingUsageSchema,
  invoices: z.array(billingInvoiceSchema),
  /** Hryvnias per dollar a payment made now is converted at (null: the rate cannot be read now). */
  usd_rate: z.number().nullable(),
  /** A charge waiting for the owner's 3-D Secure confirmation, if any. */
  confirmation: billingConfirmationSchema.nullable(),
  /** The acquirer here is the local sandbox (no real money). */
  sandbox: z.boolean(),
});
export type Billing = z.infer<typeof billingSchema>;

export const planRequestSchema = z.object({
  plan: z.enum(PAID_PLANS, { error: 'validation.billing.plan' }),
  /** Monthly (the default) or yearly: 12 months at once, 30 % off. */
  period: z.enum(BILLING_PERIODS, { error: 'validation.billing.period' }).default('MONTH'),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

/** POST /api/v1/billing/preview (data): what choosing the plan does, before it is confirmed. */
export const planPreviewSchema = z.object({
  action: z.enum(PLAN_CHANGE_ACTIONS),
  plan: z.enum(PAID_PLANS),
  period: z.enum(BILLING_PERIODS),
  /** Paid now, in dollars' cents (the whole price on the page, or an upgrade's prorated difference on the card). */
  amount_now_cents: z.number().int(),
  /** The same in kopiykas at `usd_rate`, the rate of now: what the card is charged. */
  amount_now_uah_cents: z.number().int(),
  usd_rate: z.number(),
  /** When the new plan applies. */
  effective_at: z.string(),
  next_charge_at: z.string(),
  next_charge_cents: z.number().int(),
});
export type PlanPreview = z.infer<typeof planPreviewSchema>;

/** POST /api/v1/billing/subscribe and /top-up (data): the acquirer's page to pay on, when one is needed. */
export const billingChangeSchema = z.object({
  action: z.enum([...PLAN_CHANGE_ACTIONS, 'TOP_UP', 'CANCEL']),
  page_url: z.string().nullable(),
  billing: billingSchema,
});
export type BillingChange = z.infer<typeof billingChangeSchema>;

/** POST /sandbox/billing/clock (local, the sandbox only). */
export const billingClockRequestSchema = z.object({
  days: z.number({ error: 'validation.billing.days' }).int('validation.billing.days').min(0).max(400),
});
