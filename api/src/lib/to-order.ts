/**
 * An availability mark that says an item is made or brought to order, not in stock ('Під
 * замовлення', 'под заказ', 'preorder'): read by the stock import (knowledge/import/rows.ts) and,
 * with the term it gives ("Під замовлення 5–7 днів"), by the assistant's answer.
 */
export const TO_ORDER =
  /(під замовлення|на замовлення|под заказ|на заказ|made to order|to order|pre-?order|передзамовлення|предзаказ)/i;

/** The term of a made-to-order mark ("5–7 днів" of "Під замовлення 5–7 днів"), '' when it gives none. */
export function orderTerm(mark: string): string {
  const m = TO_ORDER.exec(mark);
  if (!m) return '';
  const rest = mark
    .slice(m.index + m[0].length)
    .replace(/^[\s:,.–—-]+/u, '')
    .trim();
  return /\d/.test(rest) ? rest : '';
}
