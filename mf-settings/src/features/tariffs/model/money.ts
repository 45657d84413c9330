import { numberFormat } from '@vitrina/shared/intl';

/** ISO 4217 numbers billing uses: the pricing page's dollars, the hryvnias monobank charges. */
const CURRENCIES: Record<number, string> = { 840: 'USD', 980: 'UAH' };

/**
 * An amount in minor units in the page's language: dollars by default ("$449.99" / "449,99 $"),
 * or the invoice's currency ("UAH 18,674.59" / "18 674,59 грн").
 */
export function formatCents(cents: number, lng: string, ccy = 840): string {
  return numberFormat(lng === 'ua' ? 'uk-UA' : 'en-US', {
    style: 'currency',
    currency: CURRENCIES[ccy] ?? 'USD',
  }).format(cents / 100);
}
