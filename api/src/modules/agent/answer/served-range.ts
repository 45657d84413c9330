/**
 * What a product serves, as its name says it: a range of a measure in brackets («Обігрівач … 50 Вт
 * (25–50 л)», «Компресор … (до 150 л)», «Фільтр … (30–60 л)») — the tank's volume it is made for,
 * a dog's weight, a room's area. "який обігрівач на акваріум 80 літрів?" is answered with the model
 * whose range holds 80 l, the smallest that does (a shop manager's choice, not the strongest one).
 */
import { normalise } from '../understand/text';

/** A unit of what is served, by its written forms: litres, kilograms, square metres. */
const UNITS: Array<{ unit: string; written: string }> = [
  { unit: 'l', written: String.raw`л|літр\p{L}*|литр\p{L}*|l|litre\p{L}*|liter\p{L}*|ltr` },
  { unit: 'kg', written: String.raw`кг|кілограм\p{L}*|килограм\p{L}*|kg|kilo\p{L}*` },
  { unit: 'm2', written: String.raw`м²|м2|кв\.?\s*м|m²|m2|sq\.?\s*m` },
];

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;

const toNumber = (s: string) => Number(s.replace(',', '.'));

export interface ServedRange {
  unit: string;
  from: number;
  to: number;
}

/** The range a name's brackets give ("(25–50 л)", "(до 150 л)", "(up to 60 l)"), or null. */
export function servedRange(name: string): ServedRange | null {
  for (const inside of name.match(/\(([^)]*)\)/gu) ?? []) {
    const t = normalise(inside);
    for (const { unit, written } of UNITS) {
      const range = new RegExp(String.raw`${NUMBER}\s*[-–—]\s*${NUMBER}\s*(?:${written})(?!\p{L})`, 'u').exec(t);
      if (range) return { unit, from: toNumber(range[1]), to: toNumber(range[2]) };
      const upTo = new RegExp(String.raw`(?:до|up to|to)\s*${NUMBER}\s*(?:${written})(?!\p{L})`, 'u').exec(t);
      if (upTo) return { unit, from: 0, to: toNumber(upTo[1]) };
    }
  }
  return null;
}

/** The measures a text says with a unit ("на 80 літрів", "100-літрового", "for a 40 litre tank"). */
export function measuresSaid(text: string): Array<{ unit: string; value: number; said: string }> {
  const t = normalise(text);
  const out: Array<{ unit: string; value: number; said: string }> = [];
  for (const { unit, written } of UNITS) {
    const re = new RegExp(String.raw`(?<![\p{L}\d])${NUMBER}\s*-?\s*(?:${written})(?!\p{L})`, 'gu');
    for (const m of t.matchAll(re)) out.push({ unit, value: toNumber(m[1]), said: m[0] });
  }
  return out;
}

/**
 * Of the models given, the ones a measure said fits by the range their names serve: for each kind
 * (the name's first word), the one of the smallest range that holds it. Empty when no model has a
 * range in the unit said, or none holds the measure.
 */
export function servingModels<M extends { name: string }>(models: M[], text: string): M[] {
  const said = measuresSaid(text);
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

/** A measure's unit as written, the same for each spelling ("л", "літрів", "l" → l). */
const MEASURE = new RegExp(
  String.raw`(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)\s*-?\s*(мл|ml|л|літр\p{L}*|литр\p{L}*|l|litre\p{L}*|liter\p{L}*|кг|kg|гр|г|g|мм|mm|см|cm|вт|w)(?!\p{L})`,
  'gu',
);
const UNIT_OF: Array<[RegExp, string]> = [
  [/^(?:мл|ml)$/u, 'ml'],
  [/^(?:л|l|літр\p{L}*|литр\p{L}*|litre\p{L}*|liter\p{L}*)$/u, 'l'],
  [/^(?:кг|kg)$/u, 'kg'],
  [/^(?:гр|г|g)$/u, 'g'],
  [/^(?:мм|mm)$/u, 'mm'],
  [/^(?:см|cm)$/u, 'cm'],
  [/^(?:вт|w)$/u, 'w'],
];

function measuresOf(text: string): string[] {
  return [...normalise(text).matchAll(MEASURE)].map((m) => {
    const unit = UNIT_OF.find(([re]) => re.test(m[2]))?.[1] ?? m[2];
    return `${toNumber(m[1])} ${unit}`;
  });
}

/**
 * "акваріум на 60 л" among tanks of 30, 60 and 100 l and a set of 54 l: the one model whose name
 * has the measure said (its figure in the same unit, in any spelling), or null.
 */
export function modelOfMeasure<M extends { name: string }>(models: M[], text: string): M | null {
  const said = measuresOf(text);
  if (said.length === 0 || models.length < 2) return null;
  const fits = models.filter((m) => measuresOf(m.name).some((x) => said.includes(x)));
  return fits.length === 1 ? fits[0] : null;
}
