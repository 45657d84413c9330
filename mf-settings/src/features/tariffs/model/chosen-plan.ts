import { BILLING_PERIODS, isPaidPlan, type BillingPeriod, type PaidPlan } from '@vitrina/shared/contracts/constants';

/** The plan a link chose (`?plan=pro`, the pricing page's card), if it is one that can be bought. */
export function chosenPlanOf(value: string | null): PaidPlan | null {
  const code = (value ?? '').toUpperCase();
  return isPaidPlan(code) ? code : null;
}

/** The period a link chose (`?period=year`), if it names one. */
export function chosenPeriodOf(value: string | null): BillingPeriod | null {
  const code = (value ?? '').toUpperCase();
  return BILLING_PERIODS.find((p) => p === code) ?? null;
}
