import { STORAGE_KEYS, type Language } from '@vitrina/shared';
import type { PlanId } from './pricing';

/**
 * Where a plan card's "Обрати тариф" leads a signed-in visitor (issue 52, docs/product.md §9.16):
 * Settings' 'Тарифи і оплата' with that plan chosen, where the server's preview says what paying
 * does before it is confirmed. Free is no purchase: the tab alone.
 */
export function chosenPlanPath(plan: PlanId, lng: Language): string {
  const base = `/${lng}/settings?tab=tariffs`;
  return plan === 'free' ? base : `${base}&plan=${plan}`;
}

/** Signed in on this browser: the app keeps the access token under this key (docs/product.md §10). */
export function signedIn(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.token));
  } catch {
    return false;
  }
}
