import { z } from 'zod';

/**
 * One rule for every date filter of the API (issue 47 item 12: the orders list and its CSV, every
 * analytics report, the agent logs): a date from 1970-01-01 to 9999-12-31 (UTC), else 400 with
 * 'validation.date.out_of_range'. The database holds no year 0, and a day past 9999 has no
 * four-digit ISO form: before the rule either was a 500.
 */
export const DATE_FILTER_MIN = Date.UTC(1970, 0, 1);
export const DATE_FILTER_MAX = Date.UTC(10_000, 0, 1) - 1;

export function inDateFilterRange(ms: number): boolean {
  return ms >= DATE_FILTER_MIN && ms <= DATE_FILTER_MAX;
}

const inRange = { error: 'validation.date.out_of_range' };

/** A day `YYYY-MM-DD` (a real one) within the rule; `invalid` is the message key of a malformed one. */
export function dayFilter(invalid: string) {
  return z.iso
    .date({ error: invalid, abort: true })
    .refine((v) => inDateFilterRange(Date.parse(`${v}T00:00:00Z`)), inRange);
}

/** An ISO timestamp within the rule; `invalid` is the message key of a malformed one. */
export function timestampFilter(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: invalid, abort: true })
    .refine((v) => inDateFilterRange(Date.parse(v)), inRange);
}

/**
 * The end of a filtered period as an instant the database takes: the day after 9999-12-31 has no
 * four-digit year, so a period ending then ends at DATE_FILTER_MAX (a millisecond short).
 */
export function periodEnd(ms: number): Date {
  return new Date(Math.min(ms, DATE_FILTER_MAX));
}
