import { isPaidPlan, type PaidPlan } from '@vitrina/shared/contracts/constants';

/** The plan a link chose (`?plan=pro`, the pricing page's card), if it is one that can be bought. */
export function chosenPlanOf(value: string | null): PaidPlan | null {
  const code = (value ?? '').toUpperCase();
  return isPaidPlan(code) ? code : null;
}
