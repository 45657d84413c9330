import type { ComponentType } from 'react';
import { loadRemoteExpose } from '@vitrina/shared';

export interface PricingCalculatorProps {
  /** Left out here: the cards then have no "choose" button (the plans are chosen in the tab's own list). */
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
