/**
 * What a product serves, as its name says it: a range of a measure in brackets («Обігрівач … 50 Вт
 * (25–50 л)», «Компресор … (до 150 л)», «Фільтр … (30–60 л)») — the tank's volume it is made for,
 * a dog's weight, a room's area. "який обігрівач на акваріум 80 літрів?" is answered with the model
 * whose range holds 80 l, the smallest that does (a shop manager's choice, not the strongest one).
 */
import { normalise } from '../understand/text';

/**
 * Units by their written forms ("л", "літрів", "l" → l), longer spellings first. `serves`: a unit a
 * name's range says what the product is made for (a tank's litres, a dog's kilograms, a room's area).
 */
const UNITS: Array<{ unit: string; written: string; serves?: true }> = [
  { unit: 'ml', written: String.raw`мл|ml` },
  { unit: 'l', written: String.raw`л|літр\p{L}*|литр\p{L}*|l|litre\p{L}*|liter\p{L}*|ltr`, serves: true },
  { unit: 'kg', written: String.raw`кг|кілограм\p{L}*|килограм\p{L}*|kg|kilo\p{L}*`, serves: true },
  { unit: 'm2', written: String.raw`м²|м2|кв\.?\s*м|m²|m2|sq\.?\s*m`, serves: true },
  { unit: 'g', written: String.raw`гр|г|g` },
  { unit: 'mm', written: String.raw`мм|mm` },
  { unit: 'cm', written: String.raw`см|cm` },
  { unit: 'w', written: String.raw`вт|w` },
];

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;

const toNumber = (s: string) => Number(s.replace(',', '.'));

/** Each unit's patterns, made once: a range in brackets, "up to", a measure said. */
const PATTERNS = UNITS.map(({ unit, written, serves }) => ({
  unit,
  serves,
  range: new RegExp(String.raw`${NUMBER}\s*[-–—]\s*${NUMBER}\s*(?:${written})(?!\p{L})`, 'u'),
  upTo: new RegExp(String.raw`(?:до|up to|to)\s*${NUMBER}\s*(?:${written})(?!\p{L})`, 'u'),
  said: new RegExp(String.raw`(?<![\p{L}\d.,])${NUMBER}\s*-?\s*(?:${written})(?!\p{L})`, 'gu'),
}));

/** Whether a unit is one a name's range serves (litres, kilograms, square metres). */
export const servesUnit = (unit: string): boolean => PATTERNS.some((p) => p.unit === unit && p.serves);

export interface ServedRange {
  unit: string;
  from: number;
  to: number;
}

/** The range a name's brackets give ("(25–50 л)", "(до 150 л)", "(up to 60 l)"), or null. */
export function servedRange(name: string): ServedRange | null {
  for (const inside of name.match(/\(([^)]*)\)/gu) ?? []) {
    const t = normalise(inside);
    for (const { unit, serves, range, upTo } of PATTERNS) {
      if (!serves) continue;
      const both = range.exec(t);
      if (both) return { unit, from: toNumber(both[1]), to: toNumber(both[2]) };
      const top = upTo.exec(t);
      if (top) return { unit, from: 0, to: toNumber(top[1]) };
    }
  }
  return null;
}

/** The measures a text says with a unit ("на 80 літрів", "100-літрового", "500 мл", "60 см"). */
export function measuresSaid(text: string): Array<{ unit: string; value: number; said: string }> {
  const t = normalise(text);
  return PATTERNS.flatMap(({ unit, said }) =>
    [...t.matchAll(said)].map((m) => ({ unit, value: toNumber(m[1]), said: m[0] })),
  );
}

/**
 * Of the models given, the ones a measure said (`measuresSaid`) fits by the range their names serve:
 * for each kind (the name's first word), the one of the smallest range that holds it. Empty when no
 * model has a range in the unit said, or none holds the measure.
 */
export function servingModels<M extends { name: string }>(
  models: M[],
  said: Array<{ unit: string; value: number }>,
): M[] {
  if (said.length === 0) return [];
  const best = new Map<string, { model: M; to: number }>();
  for (const model of models) {
    const range = servedRange(model.name);
    if (!range) continue;
    const holds = said.some((m) => m.unit === range.unit && m.value >= range.from && m.value <= range.to);
    if (!holds) continue;
    const kind = normalise(model.name).split(/\s+/)[0] ?? '';
    const seen = best.get(kind);
    if (!seen || range.to < seen.to) best.set(kind, { model, to: range.to });
  }
  return [...best.values()].map((b) => b.model);
}

const measureKeys = (text: string) => measuresSaid(text).map((m) => `${m.value} ${m.unit}`);

/**
 * "акваріум на 60 л" among tanks of 30, 60 and 100 l and a set of 54 l: the one model whose name
 * has the measure said (its figure in the same unit, in any spelling), or null.
 */
export function modelOfMeasure<M extends { name: string }>(models: M[], text: string): M | null {
  if (models.length < 2) return null;
  const said = measureKeys(text);
  if (said.length === 0) return null;
  const fits = models.filter((m) => measureKeys(m.name).some((x) => said.includes(x)));
  return fits.length === 1 ? fits[0] : null;
}
