/** The page's period choices (docs/product.md §9.7): local days, `to` inclusive. */
export const PERIOD_KINDS = ['7d', '30d', 'month', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a local date. */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The period a preset names, ending today (the shop's local day). */
export function presetPeriod(kind: Exclude<PeriodKind, 'custom'>, now = new Date()): Period {
  const to = localDate(now);
  if (kind === 'month') return { from: localDate(new Date(now.getFullYear(), now.getMonth(), 1)), to };
  const days = kind === '7d' ? 7 : 30;
  return { from: localDate(new Date(now.getTime() - (days - 1) * DAY_MS)), to };
}

/** Minutes east of UTC, as the API's `tz_offset` takes it. */
export const tzOffset = (now = new Date()) => -now.getTimezoneOffset();

/** A custom period the API accepts: both dates, `from` ≤ `to`, at most 366 days. */
export function validPeriod(p: Period): boolean {
  const from = Date.parse(p.from);
  const to = Date.parse(p.to);
  return !Number.isNaN(from) && !Number.isNaN(to) && to >= from && (to - from) / DAY_MS < 366;
}
