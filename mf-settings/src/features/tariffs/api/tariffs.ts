import type { ComponentType } from 'react';
import { loadRemoteExpose, requestData } from '@vitrina/shared';
import type { PlanUsage } from '@vitrina/shared/contracts';

/** GET /api/v1/users/usage: chats used this month against the free chats (counted on the server). */
export const fetchUsage = (signal?: AbortSignal) => requestData<PlanUsage>('/api/v1/users/usage', { signal });

export interface PricingCalculatorProps {
  /** Left out here: the cards then have no "choose" button (no plan can be bought in the app yet). */
  onChoosePlan?: () => void;
}

/**
 * mf_marketing's `./pricing` expose, through the shell's federation runtime: its calculator
 * component. Rejects standalone, or when the marketing remote is not deployed (the offline module
 * has no calculator).
 */
export async function loadPricingCalculator(): Promise<ComponentType<PricingCalculatorProps>> {
  const module = (await loadRemoteExpose('mf_marketing', 'pricing')) as {
    PricingCalculatorWidget?: ComponentType<PricingCalculatorProps>;
  } | null;
  const widget = module?.PricingCalculatorWidget;
  if (typeof widget !== 'function') throw new Error('mf_marketing/pricing has no PricingCalculatorWidget');
  return widget;
}
