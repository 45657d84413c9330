/**
 * Rules of the other-colours modal (docs/product.md §5): inputs are trimmed; a code joins the chip
 * list only when it is not empty and not there yet; on submit the list is sent, or the single typed
 * code when the list is empty; Save is disabled with no chips and no text.
 */
export function addChip(chips: readonly string[], input: string): string[] {
  const code = input.trim();
  if (code === '' || chips.includes(code)) return [...chips];
  return [...chips, code];
}

export const removeChip = (chips: readonly string[], code: string): string[] => chips.filter((c) => c !== code);

export function codesToSubmit(chips: readonly string[], input: string): string[] {
  if (chips.length > 0) return [...chips];
  const code = input.trim();
  return code === '' ? [] : [code];
}

export const canSubmitCodes = (chips: readonly string[], input: string) => codesToSubmit(chips, input).length > 0;

/** Publication updates never carry an empty string (docs/product.md §5): such fields are dropped. */
export function dropEmptyStrings<T extends Record<string, unknown>>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  ) as Partial<T>;
}

/** The "offset–end/total" label of a page (docs/product.md §9.4), e.g. "20–40/57" on the second page of 20. */
export function rangeLabel(page: { pageable: { offset: number }; number_of_elements: number; total_elements: number }) {
  const { offset } = page.pageable;
  return `${offset}–${offset + page.number_of_elements}/${page.total_elements}`;
}
