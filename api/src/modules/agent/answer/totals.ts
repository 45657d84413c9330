/**
 * Totals outside an order: "футболка 2 шт скільки буде?" (2 × 320 = 640), "костюм зайчик +
 * шапочка разом?" (890 + 360 = 1250), "а якщо три штуки?" about the product in play. Each line's
 * price is the shop's price of the model asked about; the auditor accepts these sums and no other.
 */
import { sizeCellLabel } from '../../knowledge';
import { DIAMETER_SIGN, sameSize, sizeKey, unitless, type CatalogueIndex } from '../retrieve/catalogue';
import { priceOfSize, pricesOf, type ProductFact } from '../retrieve/knowledge';
import type { Subject } from '../retrieve/retriever';
import { lengthsIn, soldByLength, soldByWeight, weightsIn } from './lengths';
import {
  asksForSum,
  COUNT_REACH,
  countsIn,
  withoutNameNumbers,
  eachCountIn,
  isCountUnit,
  modelsNamedAfter,
  sizeCountsIn,
  tokens,
  type SizeCount,
} from './quantities';

export interface TotalLine {
  name: string;
  /** The products the line is about (one colour, or the colours asked for). */
  variants: ProductFact[];
  quantity: number;
  /** The quantity is a length in metres (a product sold by the metre). */
  metres?: true;
  /** The quantity is a weight in kilograms (a product priced per kilogram). */
  kilos?: true;
  /** Less is left than asked ("5 метрів" of a roll with 3 m): what is left, said after the sum. */
  left?: number;
  unitPrice: number;
  lineTotal: number;
  currency: string;
}

export interface Totals {
  lines: TotalLine[];
  total: number;
  currency: string;
}

/** "2 таких", "two of these": the count's word after it points at the item in play. */
const SUCH = /^(?:таких|такі|таки[ех]|такого|такую|таку|these|those|them)$/u;

/** A name or size that says the product is sold by the pair: «Наволочки (пара)», "150×260 (пара)", "pair". */
const SOLD_BY_PAIR = /(?<!\p{L})(?:пара|пару|pair)(?!\p{L})/iu;
/** The words that count a pair ("пару", "парочку", "a couple"), not a number. */
const PAIR_WORD = /^(?:пар[ауи]?|парочк\p{L}*|pair|couple)$/u;

/**
 * The totals the text asks for about its subjects; null when it asks none (one piece of each, no
 * sum asked) or a price is not one figure (colours at different prices, none chosen).
 */
export function totalsFor(
  text: string,
  subjects: Subject[],
  catalogue: CatalogueIndex,
  sizes: string[] = [],
  sizesInText: string[] = [],
  sizesAsked: string[] = [],
  /** The sum is wanted though the words do not ask it (an item added to the basket). */
  sumWanted = false,
): Totals | null {
  const priced = subjects.filter((s) => s.variants.length > 0 && !s.unknownWords?.length);
  if (priced.length === 0 || priced.length !== subjects.length) return null;
  const each = eachCountIn(text);
  if (priced.length === 1) {
    const bySize = sumOfSizes(
      priced[0],
      sizeCountsIn(text, catalogue, { inText: sizesInText, inPlay: sizes, asked: sizesAsked }),
    );
    if (bySize) return bySize;
  }
  const counts = countsIn(
    withoutNameNumbers(
      text,
      priced.map((s) => s.name),
    ),
  );
  // A product of the conversation keeps the quantity said of it before ("2,5 м" of the linen).
  const quantities = priced.map((s) => s.quantity ?? 1);
  const words = tokens(text);
  // "набір 3 шт" of "Трусики …, набір 3 шт" is the name, not three pieces.
  // "колготки 20 ден" of «Колготки класичні 20 ден»: the count with the word after it (or before) is the name's.
  // A count with its unit after it ("Baby 2 штуки" of «Самокат … Baby (2-5 років)») is the name's only
  // when the name has the count with that unit.
  const inAName = (at: number) =>
    priced.some((s) => {
      const name = ` ${tokens(s.name).join(' ')} `;
      const withUnit = isCountUnit(words[at + 1] ?? '');
      return [
        words.slice(Math.max(0, at - 1), at + 2),
        words.slice(at, at + 2),
        ...(withUnit ? [] : [words.slice(Math.max(0, at - 1), at + 1)]),
      ]
        .filter((w) => w.length >= 2)
        .some((w) => name.includes(` ${w.join(' ')} `));
    });
  // "Rocket 14 синій є?", "кашпо 14 якого об'єму?": a number that is a size said (a wheel's 14", a
  // pot's Ø14) is no count.
  const sizeNumbers = new Set(
    sizes.map((s) => unitless(sizeKey(sizeCellLabel(s))).replace(DIAMETER_SIGN, '')).filter((k) => /^\d+$/.test(k)),
  );
  // "наволочки 50 на 70 скільки за пару?" of «Наволочки (пара)»: a pair is the unit sold, no count of two.
  const byPair = priced.some((s) => SOLD_BY_PAIR.test(`${s.name} ${(s.sizes ?? []).join(' ')} ${sizes.join(' ')}`));
  const own = counts.filter(
    (c) => !inAName(c.word) && !sizeNumbers.has(words[c.word]) && !(byPair && PAIR_WORD.test(words[c.word])),
  );
  // "ковдра і подушка, по дві": every product named, so many of each (a count named with one overrides).
  if (each !== null) quantities.fill(each);
  if (priced.length === 1) {
    if (own[0]) quantities[0] = own[0].count;
  } else {
    // A count belongs to the product its next few words name; a count with its unit after an item
    // and before no other ("гачки №8 дві пачки, скільки разом з волосінню?") to the item before it.
    const modelIn = (span: string[]) => {
      const named = catalogue.read(span.join(' '));
      return named.coded[0] ? catalogue.modelOfProduct(named.coded[0]) : named.models[0];
    };
    for (const c of own) {
      if (isCountUnit(words[c.word + 1] ?? '') && !modelIn(words.slice(c.word + 2, c.word + 3))) {
        const before = modelIn(words.slice(Math.max(0, c.word - COUNT_REACH), c.word));
        const at = priced.findIndex((s) => before?.variants.includes(s.variants[0]));
        if (at >= 0) {
          quantities[at] = c.count;
          continue;
        }
      }
      // The first product named after the count; of a kind several models share ("2 кухлі і 3
      // тарілочки" of a mug and a plate in play), the subject among them.
      const such = SUCH.test(words[c.word + 1] ?? '');
      const m = such
        ? undefined
        : modelsNamedAfter(catalogue, words, c.word).find((m) =>
            priced.some((s) => m.variants.includes(s.variants[0])),
          );
      const i = priced.findIndex((s) => m?.variants.includes(s.variants[0]));
      if (i >= 0) quantities[i] = c.count;
      else if (such || isCountUnit(words[c.word + 1] ?? '') || /^(?:і|й|та|и|and|\+)$/u.test(words[c.word + 1] ?? '')) {
        // "візьму 2 пачки і ще щітку", "давайте дві. і ще кардрідер" after the sleeves, the card,
        // "2 таких и зарядку к ним": a count of pieces naming no product is the item in play's, the
        // one subject the text does not name.
        const named = catalogue.read(text);
        const unnamed = priced.filter(
          (s) =>
            ![...named.models, ...named.ambiguous].some((m) => m.variants.includes(s.variants[0])) &&
            !named.coded.some((p) => s.variants.includes(p)),
        );
        if (unnamed.length === 1) quantities[priced.indexOf(unnamed[0])] = c.count;
      }
    }
  }
  const lengths = lengthsIn(text).map((l) => ({ amount: l.metres, word: l.word }));
  for (const [i, metres] of measuredFor(lengths, priced, soldByLength, catalogue, words)) quantities[i] = metres;
  const weights = weightsIn(text).map((w) => ({ amount: w.kg, word: w.word }));
  for (const [i, kg] of measuredFor(weights, priced, soldByWeight, catalogue, words)) quantities[i] = kg;
  const many = quantities.some((q) => q !== 1);
  if (!many && !(priced.length > 1 && (sumWanted || asksForSum(text)))) return null;
  const lines: TotalLine[] = [];
  for (const [i, s] of priced.entries()) {
    // A size priced on its own (a chain's length) counts at the size said in the conversation, or
    // at the item's own size the message was read as asking ("скло на нього": the glass's device).
    // The item's own size said of it comes first ("кіло бразилії і 250 кенії": the kilo is the Brazil's).
    // With none said, of sizes priced apart the one in stock ("інтернат і тигролови": the hardcover,
    // its paperback sold out).
    const onlyInStock = (v: ProductFact) => {
      const stocked = v.sizes.filter((x) => x.quantity > 0);
      return pricesOf(v).length > 1 && stocked.length === 1 ? stocked[0].size : null;
    };
    // "гурме 12 баночок", "батончики 10 шт" of a product sold as "1 банка" and "упаковка 24 шт": a count
    // of pieces with no size said is of the single piece.
    const single = (v: ProductFact) =>
      quantities[i] !== 1 && pricesOf(v).length > 1
        ? (v.sizes.find((x) => x.quantity > 0 && isCountUnit(/^1\s*(\p{L}+)\.?$/u.exec(x.size.trim())?.[1] ?? ''))
            ?.size ?? null)
        : null;
    const sizeOf = (v: ProductFact) =>
      [...(s.sizes ?? []), ...sizes].flatMap((asked) => v.sizes.filter((x) => sameSize(asked, x.size)))[0]?.size ??
      onlyInStock(v) ??
      single(v);
    // Of the variants in play, those in the size said ("білу 3 м" of a white garland of 3 m and one of 6 m).
    const sized = s.variants.filter((v) => sizeOf(v) !== null);
    const variants = sized.length > 0 ? sized : s.variants;
    const prices = new Set(variants.map((v) => priceOfSize(v, sizeOf(v))));
    if (prices.size !== 1 || variants.some((v) => !sizeOf(v) && pricesOf(v).length > 1)) return null;
    const unitPrice = [...prices][0];
    const left = leftOf(variants, sizeOf);
    lines.push({
      name: s.name,
      variants,
      quantity: quantities[i],
      ...(left !== null && left > 0 && left < quantities[i] && { left }),
      ...(soldByLength(s) && { metres: true as const }),
      ...(soldByWeight(s) && { kilos: true as const }),
      unitPrice,
      lineTotal: Math.round(unitPrice * quantities[i] * 100) / 100,
      currency: s.variants[0].currency,
    });
  }
  if (new Set(lines.map((l) => l.currency.toUpperCase())).size > 1) return null;
  // Two lines of one model ("6 сірих і 2 чорних"): each named with its colour, or else its size.
  const names = lines.map((l) => l.name);
  lines.forEach((l, i) => {
    if (names.filter((n) => n === l.name).length < 2 || partOf(priced[i]) === '') return;
    l.name = `${l.name}, ${partOf(priced[i])}`;
  });
  return totalOf(lines);
}

/** What tells a subject of one variant apart: its colour, else the size said of it. */
function partOf(s: Subject): string {
  const only = s.variants.length === 1 ? s.variants[0] : null;
  return only?.colour.trim() || (s.sizes?.length === 1 ? s.sizes[0] : '');
}

/** How much of the products is left in the size said (or their only size), null when not counted. */
function leftOf(variants: ProductFact[], sizeOf: (v: ProductFact) => string | null): number | null {
  let left = 0;
  for (const v of variants) {
    const size = sizeOf(v);
    const stock = size === null ? (v.sizes.length === 1 ? v.sizes[0] : null) : v.sizes.find((x) => x.size === size);
    if (!stock || stock.counted === false) return null;
    left += stock.quantity;
  }
  return left;
}

/**
 * The length (or weight) said of each product sold by the metre (or the kilogram), by its index
 * among `priced`: the product named in the few words before it ("льон 2 м і блискавка"), else after
 * it ("2 м льону", "пів кіло лукуму"), else the only such product. A measure another product is
 * named with ("блискавка 20 см") or that its name has is not one of these.
 */
function measuredFor(
  measures: Array<{ amount: number; word: number }>,
  priced: Subject[],
  soldBy: (s: Subject) => boolean,
  catalogue: CatalogueIndex,
  words: string[],
): Map<number, number> {
  const out = new Map<number, number>();
  const byLength = priced.flatMap((s, i) => (soldBy(s) ? [i] : []));
  if (byLength.length === 0) return out;
  const indexOf = (span: string[]) => {
    if (span.length === 0) return -1;
    const named = catalogue.read(span.join(' '));
    const model = named.coded[0] ? catalogue.modelOfProduct(named.coded[0]) : named.models[0];
    return priced.findIndex((s) => model?.variants.includes(s.variants[0]));
  };
  const names = priced.map((s) => ` ${tokens(s.name).join(' ')} `);
  for (const length of measures) {
    const said = words.slice(length.word, length.word + 2).join(' ');
    if (names.some((n) => n.includes(` ${said} `))) continue;
    let i = indexOf(words.slice(Math.max(0, length.word - COUNT_REACH), length.word));
    if (i < 0) i = indexOf(words.slice(length.word + 1, length.word + 1 + COUNT_REACH));
    if (i < 0 && byLength.length === 1) i = byLength[0];
    if (byLength.includes(i) && !out.has(i)) out.set(i, length.amount);
  }
  return out;
}

/**
 * "піджак на 134 і на 146 скільки разом?", "підковдра 145×215 і 200×220, скільки за обидві?": the
 * pieces of each size the message takes together (quantities.ts, sizeCountsIn), each at its own
 * price; null unless they are two or more of the model's sizes and each costs one figure in every
 * colour in play.
 */
function sumOfSizes(s: Subject, counts: SizeCount[]): Totals | null {
  const own: SizeCount[] = [];
  for (const asked of counts) {
    const size = s.variants.flatMap((v) => v.sizes).find((x) => sameSize(asked.size, x.size))?.size;
    if (size && !own.some((o) => sameSize(o.size, size))) own.push({ size, count: asked.count });
  }
  if (own.length < 2) return null;
  const lines: TotalLine[] = [];
  for (const { size, count: quantity } of own) {
    const variants = s.variants.filter((v) => v.sizes.some((x) => sameSize(x.size, size)));
    const prices = new Set(variants.map((v) => priceOfSize(v, size)));
    if (prices.size !== 1) return null;
    const unitPrice = [...prices][0];
    lines.push({
      name: `${s.name}, ${size}`,
      variants,
      quantity,
      unitPrice,
      lineTotal: unitPrice * quantity,
      currency: variants[0].currency,
    });
  }
  return totalOf(lines);
}

function totalOf(lines: TotalLine[]): Totals {
  return { lines, total: lines.reduce((sum, l) => sum + l.lineTotal, 0), currency: lines[0].currency };
}
