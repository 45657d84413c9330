import type { ShipmentStage } from '../../db/schema';

/**
 * A tracking status code of Nova Poshta (TrackingDocument.getStatusDocuments, `StatusCode`; the
 * codes and texts: ../novaposhta-sandbox/statuses.ts) as a stage of the parcel (docs/product.md
 * §9.11): 1, 12 made, not handed over yet; 2 deleted; 3 number not found; 4, 41, 5, 6, 101, 104
 * (address changed), 111 (a courier's failed attempt: tried again), 112 (date moved by the
 * recipient) on the way; 7, 8 at the branch (8: in a parcel locker); 9, 10, 11 received, and 106
 * ("Одержано і створено ЄН зворотньої доставки": received, the cash-on-delivery money's backward
 * waybill made); 102, 103 refused and 105 (storage ended, never collected): coming back to the
 * sender. RETURNED is not a code: it is a refused parcel's return waybill received (service.ts).
 */
export function stageOf(code: string | number): ShipmentStage {
  const c = Number(code);
  if (c === 1 || c === 12) return 'CREATED';
  if (c === 2) return 'DELETED';
  if (c === 3) return 'UNKNOWN';
  if (c === 7 || c === 8) return 'ARRIVED';
  if ([9, 10, 11, 106].includes(c)) return 'RECEIVED';
  if ([102, 103, 105].includes(c)) return 'REFUSED';
  return 'IN_TRANSIT';
}

/** Stages after which Nova Poshta is not asked again (a refused parcel is read until it is back). */
export const FINAL_STAGES: readonly ShipmentStage[] = ['RECEIVED', 'RETURNED', 'DELETED'];

/** How often a parcel on its way is read again (docs/product.md §9.11: every few hours). */
export const TRACK_EVERY_MS = 3 * 3600_000;

/** A recipient's full name as Nova Poshta takes it: last name first ("Коваль Олена Петрівна"). */
export function recipientName(full: string): { first: string; last: string; middle: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 1) return { first: parts[0], last: parts[0], middle: '' };
  // The order's name is as the customer wrote it, usually first name first ("Олена Коваль").
  const [first, last, ...rest] = parts;
  return { first, last, middle: rest.join(' ') };
}

/** A Ukrainian phone as Nova Poshta takes it: 380XXXXXXXXX. */
export function npPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) return `38${digits}`;
  return digits;
}

/** Today as Nova Poshta's DateTime (dd.mm.yyyy, Kyiv time). */
export function npDate(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('uk-UA', {
    timeZone: 'Europe/Kyiv',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')}`;
}
