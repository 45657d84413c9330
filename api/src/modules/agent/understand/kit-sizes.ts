/**
 * A model's size said by the words that tell it from the model's other sizes: a tool's kit ("2 АКБ
 * 4 Ач + ЗП, кейс" said as "на 2 акб 4Ач", "with the 2 Ah battery", "без акб", "body only"), a saw
 * blade's "190×30 мм, 48 зуб." said as "190". Sizes of one word or figure are read elsewhere
 * (catalogue.sizesIn); this reads only the long ones, token by token:
 * - a number with its unit is one token, its unit in Latin letters ("4 Ач", "4Ah" → "4ah");
 * - the tokens every size of the model has ("акб", "зп") tell none apart;
 * - a size whose unit token contradicts the text's (the text says 4ah, the size has 2ah) is not it;
 * - the size with the most of its own tokens in the text, alone, is the one said, when one of them
 *   is a word, a number with a unit, or a number of three digits (a bare "2" may be a count).
 */
import { stemmer as ukrainianStem } from '@orama/stemmers/ukrainian';
import { normalise } from './text';

/** Units written after a number, each as one Latin token. */
const UNITS: Record<string, string> = {
  ач: 'ah',
  'ампер-годин': 'ah',
  'ампер-години': 'ah',
  'ампер години': 'ah',
  'ампер-часа': 'ah',
  'ампер-час': 'ah',
  'а-год': 'ah',
  'а·год': 'ah',
  агод: 'ah',
  ah: 'ah',
  мм: 'mm',
  mm: 'mm',
  см: 'cm',
  cm: 'cm',
  м: 'm',
  m: 'm',
  шт: 'pcs',
  pcs: 'pcs',
  pc: 'pcs',
  вт: 'w',
  w: 'w',
  в: 'v',
  v: 'v',
  л: 'l',
  l: 'l',
  // Units in words ("3 літри", "10 метров", "500 грам"): as customers write them.
  літр: 'l',
  літри: 'l',
  літрів: 'l',
  літра: 'l',
  литр: 'l',
  литра: 'l',
  литров: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  метр: 'm',
  метри: 'm',
  метрів: 'm',
  метра: 'm',
  метров: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  мл: 'ml',
  ml: 'ml',
  г: 'g',
  g: 'g',
  гр: 'g',
  грам: 'g',
  грамів: 'g',
  грами: 'g',
  грамм: 'g',
  граммов: 'g',
  кг: 'kg',
  kg: 'kg',
  кіло: 'kg',
  кило: 'kg',
  зуб: 'teeth',
  зубів: 'teeth',
  зубьев: 'teeth',
  teeth: 'teeth',
  t: 'teeth',
};

/**
 * Words of a kit said otherwise ("battery" is an «АКБ», "charger" a «ЗП», "body only" a kit
 * "без АКБ"): tool shops' abbreviations in Ukrainian and Russian, and what customers write.
 */
const SAME: Array<[RegExp, string]> = [
  [/^(?:акумулятор\p{L}*|аккумулятор\p{L}*|акум\p{L}*|батаре\p{L}*|батар\p{L}*|batter\p{L}*|akb)$/u, 'акб'],
  [/^(?:зарядк\p{L}*|зарядн\p{L}*|заряд|charger\p{L}*|зу)$/u, 'зп'],
  [/^(?:body|solo|тушк\p{L}*|каркас\p{L}*|without|no|бе?з)$/u, 'без'],
  [/^(?:case|кейс\p{L}*|валіз\p{L}*|чемодан\p{L}*)$/u, 'кейс'],
];

const STOP = new Set([
  'і',
  'й',
  'та',
  'и',
  'and',
  'з',
  'із',
  'зі',
  'with',
  'с',
  'x',
  'х',
  'на',
  'в',
  'у',
  'for',
  'of',
  'the',
  'a',
  'only',
  'лише',
  'тільки',
  'только',
]);

const UNIT_AFTER = new RegExp(
  String.raw`(\d+(?:[.,]\d+)?)\s*(${Object.keys(UNITS)
    .sort((a, b) => b.length - a.length)
    .map((u) => u.replace('.', '\\.'))
    .join('|')})\.?(?![\p{L}\d])`,
  'gu',
);

/** A text's or a size's tokens (see the module's comment). */
export function kitTokens(text: string): string[] {
  const t = normalise(text);
  const out: string[] = [];
  const rest = t.replace(UNIT_AFTER, (_, n: string, unit: string) => {
    out.push(`${n.replace(',', '.')}${UNITS[unit]}`);
    return ' ';
  });
  for (const w of rest.split(/[^\p{L}\d]+/u)) {
    if (w === '' || STOP.has(w)) continue;
    const same = SAME.find(([re]) => re.test(w));
    // A word in any of its forms ("упаковку" of «упаковка 24 шт», "коробку" of «коробка 20 шт»).
    out.push(same ? same[1] : /^\p{Script=Cyrillic}{4,}$/u.test(w) ? ukrainianStem(w) : w);
  }
  return out;
}

/** A text's numbers said with a unit, as tokens ("32 шт" and "32 pcs" → "32pcs"; "36-37" has none). */
export function measuresOf(text: string): string[] {
  return kitTokens(text).filter((t) => /^\d+(?:\.\d+)?\p{L}+$/u.test(t));
}

const unitOf = (token: string) => /^\d+(?:\.\d+)?(\p{L}+)$/u.exec(token)?.[1] ?? null;

/** The one size among a model's `sizes` the text says by its own tokens, or null. */
export function kitSizeSaid(text: string, sizes: string[]): string | null {
  if (sizes.length < 2 || !sizes.some((s) => kitTokens(s).length >= 2)) return null;
  const said = new Set(kitTokens(text));
  const saidUnits = new Map<string, Set<string>>();
  for (const t of [...said]) {
    const u = unitOf(t);
    if (!u) continue;
    saidUnits.set(u, (saidUnits.get(u) ?? new Set()).add(t));
    // "235 mm" of "235×30 мм": the number alone is said too.
    said.add(t.slice(0, -u.length));
  }
  const tokens = sizes.map((s) => new Set(kitTokens(s)));
  const common = new Set([...tokens[0]].filter((t) => tokens.every((ts) => ts.has(t))));
  let best: { size: string; score: number } | null = null;
  let tie = false;
  sizes.forEach((size, i) => {
    const own = [...tokens[i]].filter((t) => !common.has(t));
    // The text says this unit with another number, which is none of this size's: another size.
    const contradicts = (t: string) => {
      const u = unitOf(t);
      const other = u === null ? [] : [...(saidUnits.get(u) ?? [])].filter((x) => x !== t);
      return other.length > 0 && !other.some((x) => tokens[i].has(x.slice(0, -(u ?? '').length)));
    };
    if (own.some(contradicts)) return;
    // A word of the size said as the start of a longer one ("електро" of «Електро 12 В» in
    // "з електроприводом", "електрична"): five letters of its stem at least.
    const saidWord = (t: string) =>
      said.has(t) ||
      (/^\p{Script=Cyrillic}{5,}$/u.test(t) && [...said].some((w) => w.length > t.length && w.startsWith(t)));
    const hit = own.filter(saidWord);
    // A word, a number with its unit or of three digits that only this size has ("без", "4ah", "190").
    const telling = (t: string) =>
      (/\p{L}/u.test(t) || /^\d{3,}$/.test(t)) && tokens.every((ts, j) => j === i || !ts.has(t));
    if (!hit.some(telling)) return;
    if (!best || hit.length > best.score) {
      best = { size, score: hit.length };
      tie = false;
    } else if (hit.length === best.score) tie = true;
  });
  return best && !tie ? (best as { size: string }).size : null;
}

/**
 * The sizes read with the kit said put first, without those the kit holds ("4 Ач" of a battery
 * the shop also sells, inside "2 акб 4Ач"); `keep` are sizes kept whatever they hold (the model's own).
 */
export function withKitSize(sizes: string[], kit: string, keep: string[] = []): string[] {
  const tokens = new Set(kitTokens(kit));
  return [kit, ...sizes.filter((s) => s !== kit && (keep.includes(s) || !kitTokens(s).every((t) => tokens.has(t))))];
}
