import type { ShipmentStage } from '../../db/schema';

/**
 * A tracking status code of Nova Poshta (TrackingDocument.getStatusDocuments, `StatusCode`) as a
 * stage of the parcel (docs/product.md §9.11): 1 made by the sender, not handed over; 2 deleted;
 * 3 number not found; 4, 41, 5, 6, 101, 104, 112 on the way; 7, 8 arrived at the branch (8: in a
 * parcel locker); 9, 10, 11 received; 102, 103, 105, 106, 111 refused or returning.
 */
export function stageOf(code: string | number): ShipmentStage {
  const c = Number(code);
  if (c === 1 || c === 12) return 'CREATED';
  if (c === 2) return 'DELETED';
  if (c === 3) return 'UNKNOWN';
  if (c === 7 || c === 8) return 'ARRIVED';
  if (c === 9 || c === 10 || c === 11) return 'RECEIVED';
  if ([102, 103, 105, 106, 111].includes(c)) return 'REFUSED';
  return 'IN_TRANSIT';
}

/** Stages after which Nova Poshta is not asked again. */
export const FINAL_STAGES: readonly ShipmentStage[] = ['RECEIVED', 'REFUSED', 'DELETED'];

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
