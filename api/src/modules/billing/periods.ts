/** The calendar of billing (docs/product.md §9.16): monthly periods and an upgrade's share of one. */

/** The same day and time `months` later (UTC), clamped to the month's last day (31 January → 28/29 February). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Start of the calendar month (UTC) of `now`. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * What an upgrade costs now: the difference of the two monthly prices for the share of the period
 * left (rounded to the cent; at least a cent while any of the period is left).
 */
export function proratedCents(fromCents: number, toCents: number, now: Date, start: Date, end: Date): number {
  const total = end.getTime() - start.getTime();
  const left = Math.max(0, end.getTime() - now.getTime());
  if (total <= 0 || left === 0 || toCents <= fromCents) return 0;
  return Math.max(1, Math.round(((toCents - fromCents) * left) / total));
}

/** Days between a failed renewal and its next try, by the number of failures so far; past the last the plan ends. */
export const RETRY_DAYS = [1, 3, 3] as const;

export function retryAt(failures: number, now: Date): Date | null {
  const days = RETRY_DAYS[failures - 1];
  return days === undefined ? null : new Date(now.getTime() + days * 86_400_000);
}

/**
 * The month slices of a paid period [start, end): one for a monthly period, twelve for a yearly
 * one (each counted against the plan's chats a month). Each slice starts the same day as the period
 * (addMonths from its start), the last one ends with the period.
 */
export function monthSlices(start: Date, end: Date): Array<{ start: Date; end: Date }> {
  const slices: Array<{ start: Date; end: Date }> = [];
  for (let k = 0; ; k += 1) {
    const from = addMonths(start, k);
    if (from >= end) return slices;
    const to = addMonths(start, k + 1);
    slices.push({ start: from, end: to < end ? to : end });
  }
}

/** The slice of a paid period that holds `now` (the last one once the period is over). */
export function sliceAt(start: Date, end: Date, now: Date): { start: Date; end: Date } {
  const slices = monthSlices(start, end);
  return slices.find((s) => now < s.end) ?? slices[slices.length - 1] ?? { start, end };
}
