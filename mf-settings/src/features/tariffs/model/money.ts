import { numberFormat } from '@vitrina/shared/intl';

/** ISO 4217 numbers billing uses: the pricing page's dollars, the hryvnias monobank charges. */
const CURRENCIES: Record<number, string> = { 840: 'USD', 980: 'UAH' };

/**
 * An amount in minor units in the page's language: dollars by default ("$449.99" / "449,99 $"),
 * or the invoice's currency ("UAH 18,674.59" / "18 674,59 грн").
 */
/** Hryvnias per dollar, as the invoice fixed it ("41,5" / "41.5", up to 4 decimals). */
export function formatRate(rate: number, lng: string): string {
  return numberFormat(lng === 'ua' ? 'uk-UA' : 'en-US', { maximumFractionDigits: 4, minimumFractionDigits: 2 }).format(
    rate,
  );
}

export function formatCents(cents: number, lng: string, ccy = 840): string {
  return numberFormat(lng === 'ua' ? 'uk-UA' : 'en-US', {
    style: 'currency',
    currency: CURRENCIES[ccy] ?? 'USD',
  }).format(cents / 100);
}
