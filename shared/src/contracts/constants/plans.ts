/**
 * The plans and their prices (docs/product.md §6, §9.16): the one source of the pricing page's
 * calculator and cards (mf-marketing), the settings tab and the API's billing. Pure: no React, no
 * i18n, no zod. Prices are in dollars as the pricing page states them.
 */
import type { PlanCode } from './users';

export type PlanId = 'free' | 'starter' | 'plus' | 'pro' | 'premium';

export interface Plan {
  id: PlanId;
  /** Dialogs (chats) per month, inclusive. */
  min: number;
  max: number;
  popular: boolean;
}

/** Plan ranges, cheapest first. */
export const PLANS_BY_DIALOGS: readonly Plan[] = [
  { id: 'free', min: 0, max: 50, popular: false },
  { id: 'starter', min: 100, max: 350, popular: false },
  { id: 'plus', min: 400, max: 1450, popular: false },
  { id: 'pro', min: 1500, max: 4950, popular: true },
  { id: 'premium', min: 5000, max: 10000, popular: false },
];

/** A value below this counts as this; also the default value of the calculator. */
export const MIN_DIALOGS = 50;

/** Price of one chat beyond the plan, dollars; also the per-dialog rate of paid plans. */
export const PRICE_PER_DIALOG = 0.3;
/** Share saved on the annual summary. */
export const ANNUAL_DISCOUNT = 0.3;

/** The value the rules work with: a value below 50 counts as 50. */
export function effectiveDialogs(value: number): number {
  const v = Number.isFinite(value) ? Math.round(value) : MIN_DIALOGS;
  return Math.max(v, MIN_DIALOGS);
}

/**
 * The plan for a number of dialogs: the one whose range holds it. A value between two ranges
 * (e.g. 51, 4999) belongs to the next plan up, so 'Free at 50 or less, otherwise Starter' holds;
 * above the last range it stays on the last plan.
 */
export function planFor(value: number): Plan {
  const v = effectiveDialogs(value);
  return PLANS_BY_DIALOGS.find((plan) => v <= plan.max) ?? PLANS_BY_DIALOGS[PLANS_BY_DIALOGS.length - 1];
}

export function planById(id: PlanId): Plan {
  const plan = PLANS_BY_DIALOGS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The plan's minimum: clicking a plan card sets the calculator to it. */
export function planMinimum(id: PlanId): number {
  return planById(id).min;
}

/** Monthly price in cents: 0 on Free, otherwise 30 ¢ × dialogs − 1 ¢ (100 dialogs: 2999). */
export function monthlyPriceCents(value: number): number {
  const v = effectiveDialogs(value);
  if (planFor(v).id === 'free') return 0;
  return v * Math.round(PRICE_PER_DIALOG * 100) - 1;
}

/** Monthly price in dollars (the calculator's figure). */
export function monthlyPrice(value: number): number {
  return monthlyPriceCents(value) / 100;
}

/** Price of a plan's cheapest month (the 'from' figure of a card). */
export function planStartingPrice(id: PlanId): number {
  return monthlyPrice(planMinimum(id));
}

/** Plans that can be bought (docs/product.md §9.16), cheapest first. */
export const PAID_PLANS = ['STARTER', 'PLUS', 'PRO', 'PREMIUM'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Chats of a top-up, bought ahead at the per-chat price. */
export const TOP_UP_CHATS = 50;

/** How long a paid period is: a month, or a year paid at once (docs/product.md §9.16). */
export const BILLING_PERIODS = ['MONTH', 'YEAR'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
/** Months in a billing period. */
export const PERIOD_MONTHS: Record<BillingPeriod, number> = { MONTH: 1, YEAR: 12 };

/**
 * A year's price, in cents: 12 months minus 30 % of them (the spec's annual value, §9: "× 12 minus
 * 30 %"), the figure the pricing page's annual summary shows for the same monthly price.
 */
export function annualPriceCents(monthlyCents: number): number {
  const year = monthlyCents * 12;
  return year - Math.round(year * ANNUAL_DISCOUNT);
}

export interface PlanOffer {
  code: PaidPlan;
  /** Chats a month included: the plan card's figure (its range's minimum). */
  chats: number;
  /** The plan card's "from" price, in cents a month. */
  price_cents: number;
  /** The same plan paid for a year at once, 30 % off: in cents a year. */
  year_price_cents: number;
}

const idOf = (code: PaidPlan) => code.toLowerCase() as PlanId;

/** What a paid plan includes and costs: the pricing page's card of that plan. */
export function planOffer(code: PaidPlan): PlanOffer {
  const chats = planMinimum(idOf(code));
  const price = monthlyPriceCents(chats);
  return { code, chats, price_cents: price, year_price_cents: annualPriceCents(price) };
}

/** A paid plan's price for a period, in cents. */
export function periodPriceCents(code: PaidPlan, period: BillingPeriod): number {
  const offer = planOffer(code);
  return period === 'YEAR' ? offer.year_price_cents : offer.price_cents;
}

/** The price of a top-up (+50 chats) and of one chat over the plan, in cents. */
export const TOP_UP_PRICE_CENTS = TOP_UP_CHATS * Math.round(PRICE_PER_DIALOG * 100);
export const EXTRA_CHAT_CENTS = Math.round(PRICE_PER_DIALOG * 100);

export function isPaidPlan(code: PlanCode | string): code is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(code);
}
