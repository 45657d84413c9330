// @vitrina/shared/intl: the Intl formatters every package uses, made once per locale and options.
// Making a formatter is the costly part (it resolves the locale's data; on a phone ~0.1 ms each,
// and the first one of a page initialises ICU's number or date data, 20-100 ms on Chromium 156);
// formatting with one is cheap. A list that made one per row (the inbox's times) or a page that
// made one per figure (the pricing page) now reuses them. No React and no zod: any module can take it.

/** Formatters kept; options come from code, so a few dozen at most. Past this the oldest goes. */
const MAX_KEPT = 64;

const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function keep<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  const found = kept.get(key);
  if (found) return found as T;
  const made = make();
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, made);
  return made;
}

/** An `Intl.NumberFormat` for `locale` and `options`, the same object for the same arguments. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keep(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** An `Intl.DateTimeFormat` for `locale` and `options`, the same object for the same arguments. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keep(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
