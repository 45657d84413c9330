import { useNavigate } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { chosenPlanPath, signedIn } from '../model/choose-plan';
import type { PlanId } from '../model/pricing';

/**
 * A plan card's button: signed in, Settings' tariffs tab with the plan chosen and its preview shown
 * (on the prerendered page the island's navigation starts the live app there); signed out,
 * `signedOut` (the page's booking form).
 */
export function useChoosePlan(signedOut: () => void): (plan: PlanId) => void {
  const navigate = useNavigate();
  const lng = useLanguage();
  return (plan) => (signedIn() ? navigate(chosenPlanPath(plan, lng)) : signedOut());
}
