import type { Language } from '@vitrina/shared/contracts';
import { dateTimeFormat } from '@vitrina/shared/intl';

const locale = (lng: Language) => (lng === 'ua' ? 'uk-UA' : 'en-GB');

/** `2026-03-02` as "2 Mar" / "2 бер." in the interface language (the day is the shop's, no time zone). */
export function dayLabel(day: string, lng: Language): string {
  return dateTimeFormat(locale(lng), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function dateTimeLabel(iso: string, lng: Language): string {
  return dateTimeFormat(locale(lng), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
