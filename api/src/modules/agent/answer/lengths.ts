/**
 * Lengths of a product sold by the metre (fabric, ribbon, trim, chain): a shop names such a price
 * "ціна за 1 м", "за метр", "за пог. м", "per metre", and a customer asks for a length in metres
 * or centimetres ("2,5 метри", "півтора метра", "3 м", "150 см", "пів метра", "2 metres"): that
 * length is the quantity its price is multiplied by, never a person's height or age.
 */
import { normalise } from '../understand/text';
import { NUMBER_WORDS, tokens } from './quantities';

/** A price per metre in a product's name ("(ціна за 1 м)", "за метр", "/м", "per metre"). */
const PER_METRE =
  /(?<!\p{L})(?:за|per)\s+(?:1\s*)?(?:пог\p{L}*\.?\s*)?(?:м|m|метр\p{L}*|met(?:re|er)s?)(?![\p{L}\d²])|(?:грн|uah|₴)\s*\/\s*(?:пог\.?\s*)?(?:м|m)(?![\p{L}\d²])/u;

/** Whether a product is sold by the metre: its name says its price is per metre. */
export function soldByLength(p: { name: string }): boolean {
  return PER_METRE.test(normalise(p.name));
}

export interface Length {
  metres: number;
  /** Index among the text's words (quantities.ts `tokens`) of the length's first word. */
  word: number;
}

const METRE = String.raw`(?:м|m|метр\p{L}*|mtrs?|met(?:re|er)s?)(?![\p{L}\d²])`;
const CENTIMETRE = String.raw`(?:см|cm|сантиметр\p{L}*|centimet\p{L}*)(?!\p{L})`;
const PATTERNS: Array<{ re: RegExp; metres: (m: RegExpMatchArray) => number | null }> = [
  {
    re: new RegExp(String.raw`(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?)\s*${METRE}`, 'gu'),
    metres: (m) => Number(m[1].replace(',', '.')),
  },
  {
    re: new RegExp(String.raw`(?<![\d.,])(\d{2,4})\s*${CENTIMETRE}`, 'gu'),
    metres: (m) => Number(m[1]) / 100,
  },
  {
    re: new RegExp(String.raw`(?<!\p{L})(півтора|полтора|one and a half)\s+${METRE}`, 'gu'),
    metres: () => 1.5,
  },
  {
    re: new RegExp(String.raw`(?<!\p{L})(пів|пол|half an?|half a)\s*-?\s*${METRE}`, 'gu'),
    metres: () => 0.5,
  },
  {
    re: new RegExp(String.raw`(?<!\p{L})(\p{L}+['’]?\p{L}*)\s+${METRE}`, 'gu'),
    metres: (m) => NUMBER_WORDS[m[1].replace(/[’]/g, "'")] ?? null,
  },
];

/** Every length the text says, in the order written (a centimetre length in metres). */
export function lengthsIn(text: string): Length[] {
  const t = normalise(text);
  const found: Array<{ at: number; metres: number }> = [];
  for (const { re, metres } of PATTERNS) {
    for (const m of t.matchAll(re)) {
      const value = metres(m);
      const at = m.index ?? 0;
      if (value === null || !(value > 0) || value > 500) continue;
      if (found.some((f) => Math.abs(f.at - at) < m[0].length)) continue;
      found.push({ at, metres: value });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => ({ metres: f.metres, word: tokens(t.slice(0, f.at)).length }));
}

/**
 * A price per kilogram: a name that says the goods are weighed ("Рахат-лукум (ваговий)", "на вагу",
 * "развесной", "за 1 кг", "/кг", "by weight") or a unit-of-measure column that says "кг" (1C's 'Од.
 * вим.', Prom.ua's 'Одиниця_виміру').
 */
const PER_KILO =
  /(?<!\p{L})(?:вагов\p{L}*|на\s+вагу|развесн\p{L}*|весов\p{L}*|by\s+weight)(?!\p{L})|(?<!\p{L})(?:за|per)\s+(?:1\s*)?(?:кг|kg|кілограм\p{L}*|килограм\p{L}*|kilo\p{L}*)(?!\p{L})|\/\s*(?:кг|kg)(?!\p{L})/u;
const UNIT_LABEL =
  /^(?:од\.?\s*вим|ед\.?\s*изм|одиниц\p{L}*\s+вимір\p{L}*|единиц\p{L}*\s+измерен\p{L}*|unit(?:\s+of\s+measure)?|uom)/iu;

/** Whether a product is sold by the kilogram: its name or its unit of measure says so. */
export function soldByWeight(p: {
  name: string;
  variants?: Array<{ details?: Array<{ label: string; value: string }> }>;
}): boolean {
  if (PER_KILO.test(normalise(p.name))) return true;
  const details = p.variants?.[0]?.details ?? [];
  return details.some(
    (d) => UNIT_LABEL.test(d.label.trim()) && /^(?:кг|kg|кілограм\p{L}*|килограмм?)\.?$/iu.test(d.value.trim()),
  );
}

const GRAM = String.raw`(?:г|гр|g|gr|грам\p{L}*|грамм\p{L}*|grams?)\.?(?![\p{L}\d])`;
const KILO = String.raw`(?:кг|kg|кіло\p{L}*|кило\p{L}*|kilo\p{L}*)\.?(?![\p{L}\d])`;
const WEIGHTS: Array<{ re: RegExp; kg: (m: RegExpMatchArray) => number | null }> = [
  {
    re: new RegExp(String.raw`(?<![\d.,])(\d{1,3}(?:[.,]\d{1,3})?)\s*${KILO}`, 'gu'),
    kg: (m) => Number(m[1].replace(',', '.')),
  },
  { re: new RegExp(String.raw`(?<![\d.,])(\d{2,4})\s*${GRAM}`, 'gu'), kg: (m) => Number(m[1]) / 1000 },
  { re: new RegExp(String.raw`(?<!\p{L})(півтора|полтора|one and a half)\s+${KILO}`, 'gu'), kg: () => 1.5 },
  { re: new RegExp(String.raw`(?<!\p{L})(пів|пол|half an?|half a)\s*-?\s*${KILO}`, 'gu'), kg: () => 0.5 },
  {
    re: new RegExp(String.raw`(?<!\p{L})(\p{L}+['’]?\p{L}*)\s+${KILO}`, 'gu'),
    kg: (m) => NUMBER_WORDS[m[1].replace(/[’]/g, "'")] ?? null,
  },
  // "кіло лукуму", "кілограм": one.
  { re: new RegExp(String.raw`(?<!\p{L})(кіло|кило|кілограм|килограмм?|a kilo)(?!\p{L})`, 'gu'), kg: () => 1 },
];

/** Every weight the text says, in kilograms, in the order written. */
export function weightsIn(text: string): Array<{ kg: number; word: number }> {
  const t = normalise(text);
  const found: Array<{ at: number; end: number; kg: number }> = [];
  for (const { re, kg } of WEIGHTS) {
    for (const m of t.matchAll(re)) {
      const value = kg(m);
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (value === null || !(value > 0) || value > 1000) continue;
      if (found.some((f) => f.at < end && at < f.end)) continue;
      found.push({ at, end, kg: value });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => ({ kg: f.kg, word: tokens(t.slice(0, f.at)).length }));
}

/** A weight as said back: "0,5 кг" (Ukrainian), "0.5 kg" (English). */
export function weightText(kg: number, lng: 'ua' | 'en'): string {
  const n = String(Math.round(kg * 1000) / 1000);
  return lng === 'en' ? `${n} kg` : `${n.replace('.', ',')} кг`;
}

/** A length as said back: "2,5 м" (Ukrainian), "2.5 m" (English). */
export function lengthText(metres: number, lng: 'ua' | 'en'): string {
  const n = String(Math.round(metres * 100) / 100);
  return lng === 'en' ? `${n} m` : `${n.replace('.', ',')} м`;
}
