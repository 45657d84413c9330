import { dateTimeFormat } from '@vitrina/shared/intl';

/** A date in the page's language ("1 January 2027" / "1 січня 2027 р."). */
export function formatDate(iso: string, lng: string): string {
  return dateTimeFormat(lng === 'ua' ? 'uk-UA' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso));
}
