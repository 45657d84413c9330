import { numberFormat } from '@vitrina/shared/intl';

/** An amount of cents in the pricing page's dollars, in the page's language ("$449.99" / "449,99 $"). */
export function formatCents(cents: number, lng: string): string {
  return numberFormat(lng === 'ua' ? 'uk-UA' : 'en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
