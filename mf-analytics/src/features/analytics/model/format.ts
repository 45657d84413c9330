/** A duration in seconds as its largest sensible unit (45 s, 12 min, 3.5 h). */
export function durationParts(seconds: number): { unit: 's' | 'm' | 'h'; n: string } {
  if (seconds < 60) return { unit: 's', n: String(Math.round(seconds)) };
  if (seconds < 3600) return { unit: 'm', n: String(Math.round(seconds / 60)) };
  const hours = seconds / 3600;
  return { unit: 'h', n: hours < 10 ? String(Math.round(hours * 10) / 10) : String(Math.round(hours)) };
}

/** A share in whole percent, or null with nothing to share. */
export const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));
