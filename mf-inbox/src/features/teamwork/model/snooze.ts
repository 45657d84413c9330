/** The snooze choices (docs/product.md §9.15): an hour from now, or tomorrow at 9:00 local time. */
export function snoozeTimes(now: Date): { hour: string; tomorrow: string } {
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  return { hour: new Date(now.getTime() + 3600_000).toISOString(), tomorrow: tomorrow.toISOString() };
}
