/**
 * The dialogs calculator's rules (docs/product.md §6). Pure: no React, no i18n.
 * Exposed by the remote as `mf_marketing/pricing` so the settings remote's tariff calculator
 * computes exactly the same plans and prices.
 */

import {
  annualPriceCents,
  effectiveDialogs,
  MIN_DIALOGS,
  monthlyPrice,
  planById,
  PLANS_BY_DIALOGS,
  type Plan,
  type PlanId,
} from '@vitrina/shared/contracts/constants';

// The plans and their prices are shared with the settings tab and the API's billing
// (docs/product.md §9.16): one source, re-exported here for the calculator's components.
export {
  ANNUAL_DISCOUNT,
  effectiveDialogs,
  MIN_DIALOGS,
  monthlyPrice,
  planById,
  planFor,
  planMinimum,
  planStartingPrice,
  PRICE_PER_DIALOG,
  type Plan,
  type PlanId,
} from '@vitrina/shared/contracts/constants';

/** Plan ranges of docs/product.md §6, cheapest first. */
export const PLANS: readonly Plan[] = PLANS_BY_DIALOGS;

/** The calculator's default value. */
export const DEFAULT_DIALOGS = MIN_DIALOGS;

/** Above 2000 the slider moves in these coarse steps (docs/product.md §6). */
const COARSE_STEPS = [2500, 3000, 3500, 4000, 4500, 5000, 5750, 6500, 7250, 7500, 8000, 8750];

/** 0 to 2000 by 50, then the coarse steps. */
export const SLIDER_STEPS: readonly number[] = [
  ...Array.from({ length: 2000 / 50 + 1 }, (_, i) => i * 50),
  ...COARSE_STEPS,
];

/** The slider step labelled 'more' instead of its number. */
export const MORE_STEP = 8000;

/** Options of the dropdown that replaces the slider on phones. */
export const MOBILE_OPTIONS: readonly number[] = [50, 100, 200, 400, 600, 800, 1000, 2000, 5000];

export interface AnnualSummary {
  /** the monthly price × 12, dollars */
  yearly: number;
  /** 30 % of it */
  saved: number;
  /** yearly − saved: the summary value */
  total: number;
}

/**
 * Annual summary: the monthly price × 12, minus 30 % of it (the amount saved), in cents so the
 * figures add up. The spec's "dialogs × 12" showed a count as dollars (Free, 0 $ a month, made
 * "420 $ a year"), so the year follows the monthly price (docs/product.md §6, issue 47).
 */
export function annualSummary(value: number): AnnualSummary {
  const monthlyCents = Math.round(monthlyPrice(value) * 100);
  const yearlyCents = monthlyCents * 12;
  // The year Settings sells (shared annualPriceCents): the summary and the yearly plan agree.
  const totalCents = annualPriceCents(monthlyCents);
  return { yearly: yearlyCents / 100, saved: (yearlyCents - totalCents) / 100, total: totalCents / 100 };
}

/**
 * The calculator heading: '2000 - 5000' above 2000 and below 5000, '5000+' at 5000 or more,
 * otherwise the number itself (after the below-50 rule).
 */
export function dialogsHeading(value: number): string {
  const v = effectiveDialogs(value);
  if (v >= 5000) return '5000+';
  if (v > 2000) return '2000 - 5000';
  return String(v);
}

/** Plan cards on show: Free at 50 or less, otherwise Starter in its place; then Plus, Pro, Premium. */
export function visiblePlans(value: number): Plan[] {
  const first: PlanId = effectiveDialogs(value) <= MIN_DIALOGS ? 'free' : 'starter';
  return PLANS.filter((plan) => plan.id === first || plan.min >= planById('plus').min);
}

/** Index of a value on the slider: the step itself, else the nearest step at or below it. */
export function sliderIndexOf(value: number): number {
  let index = 0;
  SLIDER_STEPS.forEach((step, i) => {
    if (step <= value) index = i;
  });
  return index;
}

/** The step at a slider index, clamped to the track. */
export function sliderValueAt(index: number): number {
  const i = Math.min(Math.max(Math.round(index), 0), SLIDER_STEPS.length - 1);
  return SLIDER_STEPS[i];
}

/** Whether a step is shown as 'more' rather than its number. */
export function isMoreStep(value: number): boolean {
  return value === MORE_STEP;
}

/**
 * Dropdown options for the current value: the fixed options, plus the current value when a
 * plan card set one the list lacks (e.g. Pro's 1500), so the dropdown never shows a wrong number.
 */
export function dropdownOptions(value: number): number[] {
  const v = effectiveDialogs(value);
  return MOBILE_OPTIONS.includes(v) ? [...MOBILE_OPTIONS] : [...MOBILE_OPTIONS, v].sort((a, b) => a - b);
}
