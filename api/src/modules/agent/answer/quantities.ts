/**
 * How many pieces a customer asks about: "2 шт", "3 пари", "дві шапочки", "two tees", "а якщо три
 * штуки?". Counts are cardinal numbers written in digits or in words of Ukrainian, Russian and
 * English (every case and gender form of 1–10 a customer writes; "пару"/"парочку"/"a couple" is 2),
 * a number being a count when a unit word follows it or it stands before a word, never when it is a
 * size, a height, an age, a price or part of a range ("на 2-3 роки", "зріст 104", "до 500").
 */
import { withoutPhones } from '../../../lib/order-fields';
import { sameSize, withoutDimensions, type CatalogueIndex, type Model } from '../retrieve/catalogue';
import { normalise, partsOf } from '../understand/text';
import { measuresOf } from '../understand/kit-sizes';
import { latinKey } from '../language/latin';

/** Cardinal number words (standard Ukrainian, Russian and English grammar: all case and gender forms). */
export const NUMBER_WORDS: Record<string, number> = {
  ...forms(1, 'один одна одну одне одного одній одно one'),
  ...forms(2, 'два дві двоє двох двом двома две двое двум двумя two'),
  ...forms(3, 'три троє трьох трьом трьома трое трёх трех трем тремя three'),
  ...forms(4, 'чотири четверо чотирьох чотирьом чотирма четыре четверо четырех четырем четырьмя four'),
  ...forms(5, "п'ять пять пятеро п'ятеро п'ятьох п'ятьма пяти пятью five"),
  ...forms(6, 'шість шесть six'),
  ...forms(7, 'сім семь seven'),
  ...forms(8, 'вісім восемь eight'),
  ...forms(9, "дев'ять девять nine"),
  ...forms(10, 'десять ten'),
  // "візьму пару футболок", "парочку", "a couple of tees": two.
  ...forms(2, 'пару парочку парочка couple'),
};

function forms(n: number, list: string): Record<string, number> {
  return Object.fromEntries(list.split(' ').map((w) => [w, n]));
}

/** Whether a word counts pieces after a number ("шт", "штуки", "пари", "pairs"). */
export function isCountUnit(word: string): boolean {
  return UNIT.test(word);
}

/**
 * Words that count pieces after a number: "2 шт", "3 пари", "2 набори", "3 упаковки", "2 pairs", and
 * the packages goods come in ("2 мішки" of a substrate, "3 банки", "2 bags").
 */
const UNIT =
  /^(шт\.?|штук\p{L}*|штуч\p{L}*|одиниц\p{L}*|пар[аиуыі]?|пар|упаков\p{L}*|упаковц\p{L}*|пачк\p{L}*|пачц\p{L}*|коробк\p{L}*|коробц\p{L}*|коробок|набор\p{L}*|набір|комплект\p{L}*|міш(?:ок|к\p{L}*)|меш(?:ок|к\p{L}*)|пакет\p{L}*|банк[аиуі]|банок|баноч\p{L}*|флакон\p{L}*|pcs?\.?|pieces?|items?|pairs?|packs?|sets?|units?|bags?|bottles?|jars?|boxes|box|мот(?:ок|к\p{L}*)|skeins?|шмат(?:ок|к\p{L}*)|кус(?:ок|к\p{L}*)|каністр\p{L}*|канистр\p{L}*|пляш(?:ка|ки|ку|ок|ці)|бутыл\p{L}*|bars?|cans?|canisters?)$/u;

/** Words after a number that make it something else than a count (a measure, an age, a price; people: "for 2 people" is a size of places). */
const NOT_COUNT =
  /^(people|persons?|людин\p{L}*|люде\p{L}*|люди|осіб|особ\p{L}*|персон\p{L}*|чоловік|чоловіка|человека?|місн\p{L}*|местн\p{L}*|seats?|см|cm|кг|kg|мм|mm|м|метр\p{L}*|met(?:re|er)s?|л|l|мл|ml|г|g|гр|літр\p{L}*|литр\p{L}*|lit(?:re|er)s?|грам\p{L}*|gram\p{L}*|кіло\p{L}*|кило\p{L}*|роки|років|рік|року|лет|год|года|місяц\p{L}*|месяц\p{L}*|міс|мес|years?|yo|y\.?o\.?|months?|грн\p{L}*|uah|гривень|₴|\$|usd|eur|€|%|розмір\p{L}*|размер\p{L}*|р|тис\p{L}*|k|відділенн\p{L}*|отделени\p{L}*|нп|поштомат\p{L}*|почтомат\p{L}*)$/u;

/** Words before a number that make it a size, a measure or a price. */
const NOT_COUNT_BEFORE =
  /^(на|розмір\p{L}*|размер\p{L}*|size|р|зріст|зросту|ріст|рост|роста|height|вага|вагою|вес|весом|weight|до|від|от|under|over|below|above|from|up|than|за|по|ціна|цена|price|артикул\p{L}*|арт|код|code|sku|№|eu|ua|us|uk|обхват\p{L}*|ог|от|об|талія|талия|груд\p{L}*|спин\p{L}*|ши[яїі]|шеи|шея|neck|back|довжин\p{L}*|длин\p{L}*|length|стегна|бедра|waist|chest|hips?|bust|носил\p{L}*|ношу|носит\p{L}*|wear\p{L}*)$/u;

export interface Count {
  count: number;
  /** Index of the count's word among the text's words. */
  word: number;
}

/** A number after a number sign: "№8", "№ 6", "#10". */
const NUMBERED = /(?:№|#)\s*\d+/gu;

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’.]*|[+×*/\-–]/gu;

/** The words and signs of a text, lower case, with their positions. */
export function tokens(text: string): string[] {
  return (normalise(text).match(TOKEN) ?? []).map((t) => t.replace(/\.$/, ''));
}

/** Every count the text gives, in order; `word` indexes `tokens(text)`. */
export function countsIn(text: string): Count[] {
  // "093 555 44 33, Львів": a phone's groups are no count (the order's reader blanks them too); nor
  // is a number after a number sign ("гачки №8", "#6"): a size or a model's number (one token, "n8").
  const numbered = (t: string) => t.replace(NUMBERED, (m) => `n${m.replace(/[№#\s]/gu, '')}`);
  // "а 3,5 скільки?": a decimal is a size or a measure, one token and no count.
  const decimal = (t: string) => t.replace(/(?<![\d.,])(\d+)[.,](\d+)(?![\d]|[.,]\d)/gu, 'dec$1x$2');
  const list = tokens(numbered(decimal(withoutDimensions(withoutPhones(text)))));
  // The words left are the text's own in order: each count's index is given among the text's words
  // ("наволочки 50 на 70 за пару": "пару" is the text's 7th word, not the 4th left).
  const all = tokens(numbered(decimal(text)));
  const at: number[] = [];
  for (let i = 0, j = 0; i < list.length; i += 1) {
    while (j < all.length && all[j] !== list[i]) j += 1;
    at.push(j < all.length ? j++ : i);
  }
  return countsOfWords(list).map((c) => ({ ...c, word: at[c.word] }));
}

function countsOfWords(list: string[]): Count[] {
  const out: Count[] = [];
  list.forEach((raw, i) => {
    const before = list[i - 1] ?? '';
    const after = list[i + 1] ?? '';
    const afterNext = list[i + 2] ?? '';
    // A range or pair of figures ("2-3 роки", "48-50", "2217/1"): never a count. A dash after a word
    // or a size taken out ("160х200 - 2 шт") is a list's, before the count.
    const figure = (t: string | undefined) => t !== undefined && /^\d/.test(t);
    if (/^[-–/]$/.test(after)) return;
    if (/^[-–/]$/.test(before) && (figure(list[i - 2]) || !UNIT.test(after))) return;
    if (/^\d+$/.test(raw)) {
      // "тон 02", "тоді 02, берем": a number written with a leading zero is a shade or a code, no count.
      if (/^0\d/.test(raw)) return;
      const n = Number(raw);
      if (n < 1 || n > 50) return;
      // "10 розміру 5 пар": a unit of pieces after it makes it a count, though a size's word comes before.
      const sizeWordBefore = /^(розмір\p{L}*|размер\p{L}*|size)$/u.test(before) && UNIT.test(after);
      // "2 g-shock": a word joined by a hyphen after the number is a name, not a unit ("2 g").
      const named = /^\p{L}+$/u.test(after) && afterNext === '-' && /^\p{L}/u.test(list[i + 3] ?? '');
      if (named) {
        if (!NOT_COUNT_BEFORE.test(before)) out.push({ count: n, word: i });
        return;
      }
      if ((NOT_COUNT_BEFORE.test(before) && !sizeWordBefore) || NOT_COUNT.test(after)) return;
      // "давайте 3, две пары": a count said right after the number is the count; the number a size.
      if ((NUMBER_WORDS[after] !== undefined || /^\d+$/.test(after)) && UNIT.test(afterNext)) return;
      // "2 в 1" is a name ("шорти 2 в 1"), not two pieces.
      if (/^(в|in)$/.test(after) && /^\d+$/.test(afterNext)) return;
      // "3 of them", "2 з них": a count of the product in play.
      const ofThem = /^(of|з|із|из)$/.test(after) && /^(them|these|those|it|них|цих|тих|этих)$/.test(afterNext);
      // "2 по 50", "3 по 250 г": so many of the size after "по" (as "дві по 200" in words).
      const each = /^(по|по\.)$/.test(after) && /^\d/.test(afterNext);
      if (UNIT.test(after) || /^\p{L}{3,}/u.test(after) || ofThem || each) out.push({ count: n, word: i });
      return;
    }
    const n = NUMBER_WORDS[raw.replace(/[’']/g, "'")];
    if (n === undefined) return;
    // "один" or "one" alone is rarely a count of pieces; as "одну 48-50" it splits a count already given.
    if (n === 1 && !UNIT.test(after)) return;
    if (NOT_COUNT.test(after) && !UNIT.test(after)) return;
    // "нас троє", "намет на трьох", "палатка на троих": people, a size of places, not pieces.
    if (/^(нас|we)$/.test(before)) return;
    if (/^(на|для)$/.test(before) && /^(двох|трьох|чотирьох|п'ятьох|двоих|троих|четверых|пятерых)$/.test(raw)) return;
    out.push({ count: n, word: i });
  });
  return out;
}

/** "обидва", "обох", "оба", "both": both of the items or sizes in play. */
export const BOTH_WORDS = /(?<!\p{L})(?:обидв\p{L}*|обох|обоих|оба|обе|both)(?!\p{L})/iu;

/** How many words after a count may name its product ("дві шапочки з помпоном", "2 velour bunny suits"). */
export const COUNT_REACH = 4;

/**
 * The models a count is said of: those named in the few words after it, up to the next count or
 * "і" ("дві футболки і куртку": the tees; "2 кухлі і 3 тарілочки": the mugs alone); a product's
 * code first, then the models named, then the candidates of a kind several share (the caller
 * takes the one it has in play).
 */
export function modelsNamedAfter(catalogue: CatalogueIndex, words: string[], at: number): Model[] {
  const reach = words.slice(at + 1, at + 1 + COUNT_REACH);
  const stop = reach.findIndex((w) => /^\d/.test(w) || /^(?:і|й|та|и|and|\+)$/u.test(w));
  // "давайте дві. і ще кардрідер": a count right before "і" names nothing after it (the item in play's).
  const named = catalogue.read((stop >= 0 ? reach.slice(0, stop) : reach).join(' '));
  const coded = named.coded[0] ? catalogue.modelOfProduct(named.coded[0]) : undefined;
  return coded ? [coded] : [...named.models, ...named.ambiguous];
}

/** "кожного", "кожної", "каждого", "each": a count that goes to every item or size named. */
const EACH = /^(кожн\p{L}*|кажд\p{L}*|each)$/u;

/**
 * "по дві штуки", "по 2 шт", "по 2 кожного", "two of each", "2 each": the count of every item or
 * size the message names, else null. "по 50" alone is a size ("2 по 50"), not a count: after "по"
 * a number counts only in words, before a unit or before "кожного"/"each".
 */
export function eachCountIn(text: string): number | null {
  const list = tokens(withoutDimensions(withoutPhones(text)));
  for (const [i, raw] of list.entries()) {
    const n = /^\d{1,2}$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw.replace(/[’']/g, "'")];
    if (n === undefined || n < 2 || n > 20) continue;
    const after = list[i + 1] ?? '';
    const then = UNIT.test(after) ? (list[i + 2] ?? '') : after;
    if (list[i - 1] === 'по' && (!/^\d/.test(raw) || UNIT.test(after) || EACH.test(then))) return n;
    // "two of each", "2 each", "по 2 штуки кожного": a count before "each" in any language.
    if (EACH.test(then) || (then === 'of' && EACH.test(list[i + (then === after ? 2 : 3)] ?? ''))) return n;
  }
  return null;
}

/** Words a count or a sum is asked with; not words naming a product ("а якщо три штуки?"). */
const ARITHMETIC_WORDS = new Set(
  (
    'якщо если if разом вместе together total totally всього всего усього загалом итого сума сумма за все all ' +
    'буде будет виходить выходит вийде выйдет скок скільки сколько how much штука штуки штук штучки шт pcs pieces ' +
    'пару пари пар pair pairs упаковки упаковок набори наборів sets packs ' +
    'кожного кожної кожну кожен кожний каждого каждой каждую each обох обидва обидві обоих оба обе both ' +
    'розмір розміру розміри розмірів размер размера размеры размеров size sizes'
  ).split(' '),
);

/** Whether a word only counts or sums (the retriever does not take it for a product description). */
export function isArithmeticWord(word: string): boolean {
  const w = normalise(word);
  return ARITHMETIC_WORDS.has(w) || NUMBER_WORDS[w] !== undefined || /^\d+$/.test(w) || UNIT.test(w);
}

/** "разом", "за все", "за обидві", "обидві скільки?", "together", "+": the customer asks for the sum of what they named. */
const SUM_CUE =
  /(по одн\p{L}*|по одному|по штуц\p{L}*|по штуке|one (?:of )?each|разом|вместе|за вс[еі]|за обидв|за об[аеі](?!\p{L})|всього|всего|усього|загалом|итого|в сумі|в сумме|сума|сумма|скільки (?:це )?буде|(?:скільки|сколько) (?:вс[еёі]|всього|усього|всего)(?!\p{L})|(?:скільки|сколько) за [^?!.]+\s(?:і|й|та|и)\s[^?!.]+|сколько (?:это )?будет|скільки вийде|сколько выйдет|how much (?:is it |would it be |will it be )?with(?! delivery| shipping)|together|for both|in total|total|altogether|all in all|(?:скільки|сколько|how much)\s+(?:\p{L}+\s+)?(?:тепер|теперь|now)(?!\p{L})|(?<!\p{L})(?:обидв\p{L}*|обох|оба|обе|both)\s+(?:скільки|сколько|how much)|(?:скільки|сколько|how much) (?:коштують |стоят |are )?(?:обидв\p{L}*|обох|оба|обе|both)(?!\p{L})|\+)/u;

export function asksForSum(text: string): boolean {
  return SUM_CUE.test(normalise(text));
}

/** A size of one item and the pieces of it a message takes. */
export interface SizeCount {
  size: string;
  count: number;
}

/** A piece added to the one in play ("і ще 25 см", "и ещё одну 40", "also the 25 cm one"). */
const ANOTHER = /(?<!\p{L})(ще|також|теж|ещё|еще|тоже|also|another|too|plus)(?!\p{L})/iu;

/** "кожного (розміру)", "обох розмірів", "each size", "both": of one item, the sizes said before, each. */
const EACH_SIZE = new RegExp(`(?<!\\p{L})(?:кожн\\p{L}*|кажд\\p{L}*|each)(?!\\p{L})|${BOTH_WORDS.source}`, 'iu');

const ONE = /(?<!\p{L})(?:одн[аеуіо]\p{L}*|один|one)(?!\p{L})/iu;

/**
 * The sizes of one item a message takes together, each with its pieces, in the order said: "XS і S
 * по дві", "2 шт 160х200 і одне 180х200", "по 2 кожного розміру" (the sizes asked before), "і ще 25
 * см, скільки разом?" (the size in play and the one added). [] unless the message sums, counts each
 * or counts size by size (`orders`: or takes them: "беру XS і S"). One owner for the totals and the
 * dialogue state, so an order takes what the sum was of.
 */
export function sizeCountsIn(
  text: string,
  catalogue: CatalogueIndex,
  said: { inText: string[]; inPlay?: string[]; asked?: string[] },
): SizeCount[] {
  const each = eachCountIn(text);
  const bySizeCount = countsBySize(text, catalogue);
  if (!(asksForSum(text) || each !== null || bySizeCount.length > 1)) return [];
  const { inText } = said;
  const added = ANOTHER.test(text) && inText.length === 1 ? (said.inPlay ?? []).filter((s) => !inText.includes(s)) : [];
  // "по дві кожного розміру" naming none: the sizes asked about this item before.
  const earlier = inText.length < 2 && EACH_SIZE.test(text) ? (said.asked ?? []) : [];
  const out: SizeCount[] = [];
  for (const size of [...inText, ...added, ...earlier]) {
    if (out.some((o) => sameSize(o.size, size))) continue;
    out.push({ size, count: bySizeCount.find((c) => sameSize(c.size, size))?.count ?? each ?? 1 });
  }
  return out;
}

/**
 * The counts of a text that are not sizes of the shop said with their unit ("30 порцій", "32 pcs"
 * of a set sold as "32 шт", "коробка 20 шт"): `sizes` are the sizes the text was read to name.
 */
export function countsBeyondSizes(text: string, sizes: string[]): Count[] {
  const words = tokens(text);
  const sized = new Set(sizes.flatMap(measuresOf));
  return countsIn(text).filter((c) => {
    const said = words.slice(c.word, c.word + 2).join(' ');
    return !sizes.some((s) => sameSize(s, said)) && !measuresOf(said).some((t) => sized.has(t));
  });
}

/** "2 шт 160х200 і одну 200х220": the count said in the part of the text that names each size. */
function countsBySize(text: string, catalogue: CatalogueIndex): SizeCount[] {
  const out: SizeCount[] = [];
  for (const part of partsOf(text)) {
    const sizes = outermost(catalogue.sizesIn(part));
    const counts = countsBeyondSizes(part, sizes);
    // "одне 180х200", "one in 180x200": one piece, which the counts leave unsaid.
    const one = counts.length === 0 && ONE.test(part) ? 1 : null;
    if (sizes.length === 1 && (counts.length === 1 || one)) out.push({ size: sizes[0], count: counts[0]?.count ?? 1 });
  }
  return out;
}

/** "40-41" said: the double size, not the 40 and 41 of other models found inside it. */
function outermost(sizes: string[]): string[] {
  const sides = (size: string) => size.toLowerCase().split(/\s*[-–/×x]\s*/u);
  return sizes.filter((s) => !sizes.some((t) => t !== s && sides(t).length > 1 && sides(t).includes(s.toLowerCase())));
}

/**
 * The text with each number blanked that stands in one of the names beside a word the customer
 * wrote beside it too, in either script ("сейко 5 спорт" of «Seiko 5 Sports SRPD»: no five pieces).
 */
export function withoutNameNumbers(text: string, names: string[]): string {
  if (names.length === 0) return text;
  const lists = names.map((n) => n.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const alike = (a: string | undefined, b: string | undefined) =>
    !!a && !!b && /\p{L}{3}/u.test(a) && /\p{L}{3}/u.test(b) && latinKey(a).slice(0, 4) === latinKey(b).slice(0, 4);
  return text.replace(/(?<![\p{L}\p{N}])\d+(?![\p{L}\p{N}])/gu, (n, at: number) => {
    const before = text
      .slice(0, at)
      .toLowerCase()
      .match(/([\p{L}\p{N}]+)[^\p{L}\p{N}]*$/u)?.[1];
    const after = text
      .slice(at + n.length)
      .toLowerCase()
      .match(/^[^\p{L}\p{N}]*([\p{L}\p{N}]+)/u)?.[1];
    // "Baby 2 штуки" of «Самокат … Baby (2-5 років)»: a count with its unit after it is the customer's.
    const counted = after !== undefined && UNIT.test(after);
    const inName = lists.some((list) =>
      list.some((t, k) => t === n && (alike(after, list[k + 1]) || (!counted && alike(before, list[k - 1])))),
    );
    // A letter, not a space: the text's words keep their places (`Count.word`).
    return inName ? 'q'.repeat(n.length) : n;
  });
}
