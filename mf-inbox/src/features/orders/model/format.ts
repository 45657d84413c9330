import type { Language } from '@vitrina/shared/contracts/constants';
import { dateTimeFormat, numberFormat } from '@vitrina/shared/intl';

/** Money as the shop's data gives it (UAH): '1 899 грн' / 'UAH 1,899'. */
export function formatMoney(value: number, lng: Language): string {
  const n = numberFormat(lng === 'en' ? 'en-GB' : 'uk-UA', { maximumFractionDigits: 2 }).format(value);
  return lng === 'en' ? `${n} UAH` : `${n} грн`;
}

export function formatDateTime(iso: string, lng: Language): string {
  return dateTimeFormat(lng === 'en' ? 'en-GB' : 'uk-UA', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
