import type { Language } from '@vitrina/shared';
import { dateTimeFormat, numberFormat } from '@vitrina/shared/intl';

const LOCALES: Record<Language, string> = { ua: 'uk-UA', en: 'en-GB' };

/** A date and time in the interface language (docs/product.md §9: dates in the Ukrainian locale). */
export function formatDateTime(iso: string, lng: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(LOCALES[lng], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A price with two decimals at most, in the interface language. */
export function formatNumber(value: number, lng: Language): string {
  return numberFormat(LOCALES[lng], { maximumFractionDigits: 2 }).format(value);
}
