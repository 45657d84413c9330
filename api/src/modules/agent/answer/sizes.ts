/**
 * Sizes as spans that can be compared across writings: a height or a clothing number (`110`,
 * `110-116`, `48-50`), an age (`2-3 роки`, `4 years`, `6 міс`), letters (`M`, `S/M`, `L-XL`). Two
 * sizes fit each other when their spans overlap in the same unit: `110` fits `110-116`, `M` fits
 * `S/M`, `122-128` fits `122`; a cup size (`75C`) only fits itself.
 */
import { sizeCellLabel } from '../../knowledge';
import { sizeKey } from '../retrieve/catalogue';

export type SizeSpan =
  | { unit: 'number' | 'years' | 'months'; lo: number; hi: number }
  | { unit: 'letters'; letters: string[] }
  | { unit: 'other'; key: string };

const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const LETTER_ALIASES: Record<string, string> = { '2XL': 'XXL', '3XL': 'XXXL', '2XS': 'XXS', '4XL': 'XXXL' };
const YEARS = /^(\d{1,2})(?:\s*-\s*(\d{1,2}))?\s*(РОК\p{L}*|РІК|ЛЕТ|ГОД\p{L}*|Р\.?|YEARS?|Y|YRS?)$/u;
const MONTHS = /^(\d{1,2})(?:\s*-\s*(\d{1,2}))?\s*(МІС\p{L}*|МЕС\p{L}*|M|MONTHS?|MO)$/u;

export function sizeSpan(size: string): SizeSpan {
  // "M / середня, 65×45×26 см": the size is its label, the rest says what it is.
  const label = sizeCellLabel(size);
  if (label !== '' && label !== size.trim()) return sizeSpan(label);
  const key = sizeKey(size);
  // Unit words as written: sizeKey folds Cyrillic look-alikes (міс → MІS, лет → LЕТ).
  const written = size
    .trim()
    .toUpperCase()
    .replace(/\s*[-–—]\s*/g, '-')
    .replace(/\s+/g, ' ');
  const years = written.match(YEARS);
  if (years) return { unit: 'years', lo: Number(years[1]), hi: Number(years[2] ?? years[1]) };
  const months = written.match(MONTHS);
  if (months) return { unit: 'months', lo: Number(months[1]), hi: Number(months[2] ?? months[1]) };
  const numbers = key.match(/^(\d{2,3})(?:\s*[-/]\s*(\d{2,3}))?$/);
  if (numbers) return { unit: 'number', lo: Number(numbers[1]), hi: Number(numbers[2] ?? numbers[1]) };
  const parts = key.split(/[/-]/).map((p) => LETTER_ALIASES[p] ?? p);
  if (parts.every((p) => LETTERS.includes(p))) {
    // "S-L" is S, M and L; "S/M" is S and M.
    const [a, b] = [LETTERS.indexOf(parts[0]), LETTERS.indexOf(parts[parts.length - 1])];
    return { unit: 'letters', letters: LETTERS.slice(Math.min(a, b), Math.max(a, b) + 1) };
  }
  return { unit: 'other', key };
}

/** Whether a size of the stock fits a size asked for. */
export function sizesFit(stock: string, asked: string): boolean {
  const a = sizeSpan(stock);
  const b = sizeSpan(asked);
  if (a.unit === 'letters' && b.unit === 'letters') return a.letters.some((l) => b.letters.includes(l));
  if (a.unit === 'other' || b.unit === 'other') return sizeKey(sizeCellLabel(stock)) === sizeKey(sizeCellLabel(asked));
  if (a.unit !== b.unit || a.unit === 'letters' || b.unit === 'letters') return false;
  return a.lo <= b.hi && b.lo <= a.hi;
}

/** An age size in English words ("2-3 роки" → "2-3 years", "1 рік" → "1 year"); null for any other size. */
export function ageLabel(size: string): string | null {
  const span = sizeSpan(size);
  if (span.unit !== 'years' && span.unit !== 'months') return null;
  const range = span.lo === span.hi ? String(span.lo) : `${span.lo}-${span.hi}`;
  const unit = span.unit === 'years' ? 'year' : 'month';
  return `${range} ${unit}${span.hi === 1 ? '' : 's'}`;
}
