import { headerWords } from './columns';
import type { Cell } from './rows';

/**
 * A sale price's dates, as shop exports give them beside it: WooCommerce's 'Date sale price starts' /
 * 'Date sale price ends', Amazon's flat file's `sale_from_date` / `sale_end_date`, Magento's
 * `special_price_from_date` / `special_price_to_date`, or both in one cell (Meta's and Google's catalogue
 * feeds' `sale_price_effective_date`, an ISO 8601 interval "2026-11-20T00:00+02:00/2026-12-31T23:59+02:00").
 * The sale price is the price paid only while
 * they hold (from the first day through the last); a sale whose last day is past, or whose first day
 * has not come, leaves the regular price. A sale without dates holds.
 */
export interface SaleDateColumns {
  from: number | undefined;
  to: number | undefined;
  /** One cell with both ends, "start/end". */
  range?: number | undefined;
}

const SALE = /^(?:sale|special|promo\p{L}*|акці\p{L}*|акци\p{L}*|знижк\p{L}*|скидк\p{L}*)$/u;
const FROM = /^(?:from|start\p{L}*|begin\p{L}*|з|від|от|початок|начал\p{L}*)$/u;
const PERIOD = /^(?:effective|period|період|термін|срок)$/u;
const TO = /^(?:to|end|ends|ending|until|till|по|до|кінець|конец|закінч\p{L}*|оконч\p{L}*)$/u;

/** The columns of a sale's first and last days, by their headers; undefined where there is none. */
export function saleDateColumns(headers: unknown[]): SaleDateColumns {
  const words = Array.from(headers, headerWords);
  const find = (edge: RegExp) => {
    const at = words.findIndex((w) => w.some((x) => SALE.test(x)) && w.some((x) => edge.test(x)));
    return at >= 0 ? at : undefined;
  };
  return { from: find(FROM), to: find(TO), range: find(PERIOD) };
}

const DAY_MS = 86_400_000;

/**
 * A date cell as a time (UTC midnight of its day), or null: an Excel serial day number (a
 * spreadsheet's date cell), "2026-11-20" (with a time or not), "20.11.2026", or Magento's US
 * "11/20/26" (month first, as its export writes dates).
 */
export function dateOf(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return cell > 20_000 && cell < 80_000 ? Math.round((cell - 25_569) * DAY_MS) : null;
  const s = String(cell ?? '').trim();
  if (s === '') return null;
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})/u.exec(s);
  if (dotted) return Date.UTC(Number(dotted[3]), Number(dotted[2]) - 1, Number(dotted[1]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})/u.exec(s);
  if (us) {
    const year = Number(us[3]) < 100 ? 2000 + Number(us[3]) : Number(us[3]);
    return Date.UTC(year, Number(us[1]) - 1, Number(us[2]));
  }
  const t = Date.parse(s.replace(' ', 'T'));
  return Number.isFinite(t) ? t : null;
}

/** Whether a row's sale holds on `now`: no date given, or `now` within its first and last days. */
export function saleHolds(row: Cell[], columns: SaleDateColumns, now = Date.now()): boolean {
  const from = columns.from === undefined ? null : dateOf(row[columns.from]);
  const to = columns.to === undefined ? null : dateOf(row[columns.to]);
  if ((from !== null && from > now) || (to !== null && now >= to + DAY_MS)) return false;
  if (columns.range === undefined) return true;
  // An interval's ends carry their times: the sale ends at its end's minute, not its day's close.
  const [start, end] = String(row[columns.range] ?? '').split('/');
  const startAt = dateOf(start);
  const endAt = dateOf(end);
  const timed = /T\d/u.test(end ?? '');
  return (startAt === null || startAt <= now) && (endAt === null || now <= endAt + (timed ? 0 : DAY_MS - 1));
}
