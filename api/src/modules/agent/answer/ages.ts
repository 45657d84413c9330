/**
 * The age a product is for, as a toy or game shop's stock gives it in a column of its own ('Вік':
 * "3+", "від 18 міс", "6-10 років", "0+"; 'Возраст': "от 3 лет"; 'Age': "3+ years"), kept by the
 * import as a characteristic (answer/details.ts), and whether a child of the age a customer gives
 * ("хлопчику 4 роки", "for a 5 year old") fits it. Such an age is no clothing size: a shop with it
 * answers "чи підійде дитині 2 роки?" and "що є для хлопчика 4 роки?" from it.
 */
import type { ProductFact } from '../retrieve/knowledge';
import type { Measurements } from './measurements';

/** Ages in months: from `from`, below `below` (null: no upper bound). */
export interface AgeRange {
  from: number;
  below: number | null;
  /** As the stock writes it ("3+"). */
  text: string;
}

/** A characteristic's label that gives the age a product is for. */
const AGE_LABEL = /^(?:рекомендован\p{L}* )?(?:вік|возраст|age)(?!\p{L})/iu;

const MONTHS = /(?:міс|мес|month|mo(?!\p{L})|m(?!\p{L}))/iu;

const number = (s: string) => Number(s.replace(',', '.'));

/** The range an age cell gives ("3+", "від 18 міс", "6-10 років", "до 3 років"); null for none. */
export function ageRangeOf(value: string): AgeRange | null {
  const t = value.toLowerCase().trim();
  const unit = MONTHS.test(t) ? 1 : 12;
  const range = /(\d{1,2}(?:[.,]5)?)\s*[-–—]\s*(\d{1,2}(?:[.,]5)?)/u.exec(t);
  if (range) return { from: number(range[1]) * unit, below: (number(range[2]) + 1) * unit, text: value.trim() };
  const from = /(\d{1,2}(?:[.,]5)?)\s*\+/u.exec(t) ?? /(?:від|з|от|с|from)\s*(\d{1,2}(?:[.,]5)?)/u.exec(t);
  if (from) return { from: number(from[1]) * unit, below: null, text: value.trim() };
  const upTo = /(?:до|up to|under)\s*(\d{1,2}(?:[.,]5)?)/u.exec(t);
  if (upTo) return { from: 0, below: (number(upTo[1]) + 1) * unit, text: value.trim() };
  return null;
}

/** The age a product is for, from its age characteristic; null when its data gives none. */
export function productAge(p: ProductFact): AgeRange | null {
  const d = (p.details ?? []).find((x) => AGE_LABEL.test(x.label));
  return d ? ageRangeOf(d.value) : null;
}

/** A child's age the customer gave, in months; null when none. */
export function childMonths(m: Measurements): number | null {
  if (m.ageMonths !== undefined) return m.ageMonths;
  return m.ageYears !== null && m.ageYears < 18 ? Math.round(m.ageYears * 12) : null;
}

/** Whether a child of `months` is of the product's age. */
export function fitsAge(range: AgeRange, months: number): boolean {
  return months >= range.from && (range.below === null || months < range.below);
}

/** A child's age as said back: "2 роки", "18 міс". */
export function ageText(months: number, lng: 'ua' | 'en'): string {
  if (months < 24 && months % 12 !== 0) return lng === 'en' ? `${months} months` : `${months} міс`;
  const years = Math.floor(months / 12);
  if (lng === 'en') return `${years} ${years === 1 ? 'year' : 'years'}`;
  const last = years % 10;
  const word =
    years % 100 >= 11 && years % 100 <= 14 ? 'років' : last === 1 ? 'рік' : last >= 2 && last <= 4 ? 'роки' : 'років';
  return `${years} ${word}`;
}
