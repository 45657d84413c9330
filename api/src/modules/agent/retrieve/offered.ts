import { sameSize } from './catalogue';
import type { DialogueState, NamedProduct } from '../state/dialogue-state';

/**
 * Of the products the shop's latest message asked the customer to choose from ("про яку модель
 * ідеться: … чи …?"), the one model a size the customer then says fits alone ("500 г є?"), or null.
 * The state folds the answer with it; the retriever reads the answer with it before the fold.
 */
export function offeredBySize(state: DialogueState | undefined, sizes: string[]): NamedProduct | null {
  if (state?.asked !== 'item' || !state.offered?.length || sizes.length === 0) return null;
  const fits = state.offered.filter((p) => sizes.some((said) => p.sizes.some((s) => s === said || sameSize(s, said))));
  return new Set(fits.map((p) => p.model)).size === 1 ? fits[0] : null;
}
