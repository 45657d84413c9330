/** Local "HH:MM" of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.hour}:${parts.minute}`;
}

/**
 * Whether `at` falls in the quiet hours [from, to) in `timeZone` (docs/product.md §9.13); a span
 * whose `from` is after `to` crosses midnight (22:00–08:00).
 */
export function inQuietHours(at: Date, quiet: { from: string; to: string } | null, timeZone: string): boolean {
  if (!quiet) return false;
  const now = localTime(at, timeZone);
  return quiet.from < quiet.to ? now >= quiet.from && now < quiet.to : now >= quiet.from || now < quiet.to;
}
