/**
 * Size advice (the spec's "suggests sizes"): "зріст 168, вага 60, який розмір?", "донечка 4 роки
 * ріст 104", "what size for 175 cm 70 kg?". The shop's own chart comes first (the owner's saved
 * answer about sizes, said by the communicator); else a standard chart for the kind of product
 * (children's sizes by height, adult letter sizes by height and weight: size-charts.ts), said as a
 * suggestion, with the sizes of the asked model in stock that fit it.
 */
import { soldByLength } from './lengths';
import type { ProductFact } from '../retrieve/knowledge';
import { normalise } from '../understand/text';
import { hasMeasurements, measurementsIn, type Measurements } from './measurements';
import {
  ADULT_CHART,
  HEIGHT_BY_AGE,
  WEIGHT_BY_AGE,
  KIDS_HEIGHT_SIZES,
  braceletLengths,
  gloveSize,
  ringSize,
  type AdultRow,
  type Audience,
} from './size-charts';
import { sizeCellLabel } from '../../knowledge';
import { sizeSpan, sizesFit } from './sizes';
import { sizeByStockChart } from './stock-chart';
import { productAge } from './ages';

export interface SizeFit {
  name: string;
  product: ProductFact;
  /** Its sizes in stock that fit the suggestion. */
  sizes: string[];
}

export interface SizeAdvice {
  measurements: Measurements;
  /** The shop's own chart (the owner's saved answer about sizes, said as it is), or a standard one: children's (by height) or adults' (by height and weight). */
  chart: 'shop' | 'stock' | 'kids' | 'adult' | 'ring' | 'gloves' | 'bracelet';
  audience: Audience;
  /** The suggested sizes as the chart writes them: a letter and its numeric sizes, or a height in cm. */
  suggested: string[];
  /** The models asked about, each with its sizes in stock that fit. */
  fits: SizeFit[];
}

/** "який розмір", "підійде", "what size", "which size": a request for advice even with no product. */
const ASKS_SIZE = /(розмір|розмер|размер|підійде|подойдет|підбер|подбер|\bsize|\bfit\b|would fit|will fit)/u;

/** "яке", "which": a question which one, said with a measure ("9 кг, яке автокрісло?"). */
const ASKS_WHICH = /(?<!\p{L})(який|яка|яке|які|якого|якої|какой|какая|какое|какие|какого|which|what)(?!\p{L})/u;

/** Whether a text asks for size advice: a measure of the person (a weight, an age, a height) and a size or "which" question. */
export function asksSizeAdvice(text: string): boolean {
  const t = normalise(text);
  return hasMeasurements(measurementsIn(text)) && (ASKS_SIZE.test(t) || ASKS_WHICH.test(t));
}

/** An owner's answer about sizes: their own size chart or advice. */
const SHOP_CHART = /(розмірн|розмір|размер|size|сітк|сетк|chart|зріст|рост|height)/u;

const WOMEN =
  /(дружин|жінк|жінці|мамі|мами|сестр|дівчин|подруг|для неї|жіноч|женск|жене|жены|маме|девушк|for my wife|for her\b|\bwomen|\bwoman|ladies|female|\bmom\b|\bmum\b|sister|girlfriend)/u;
const MEN =
  /(чоловік|чоловіч|чоловіку|мужу|мужа|мужчин|мужск|брат|тат[оуі]|папі|папе|для нього|для него|хлопц|парн|for my husband|for him\b|\bmen\b|\bman\b|\bmale|boyfriend|\bdad\b|brother)/u;

function audienceOf(text: string): Audience {
  const t = normalise(text);
  const w = WOMEN.test(t);
  const m = MEN.test(t);
  return w === m ? 'any' : w ? 'women' : 'men';
}

/** A value of a chart by age, linear between the chart's ages. */
function byAge(rows: Array<[number, number]>, years: number): number {
  if (years <= rows[0][0]) return rows[0][1];
  for (let i = 1; i < rows.length; i += 1) {
    const [a, va] = rows[i - 1];
    const [b, vb] = rows[i];
    if (years <= b) return va + ((vb - va) * (years - a)) / (b - a);
  }
  return rows[rows.length - 1][1];
}

/** A child's typical height for an age. */
export function heightForAge(years: number): number {
  return Math.round(byAge(HEIGHT_BY_AGE, years));
}

/** A child's typical age for a height (the chart read the other way). */
export function ageForHeight(cm: number): number {
  const rows = HEIGHT_BY_AGE;
  for (let i = 1; i < rows.length; i += 1) {
    const [a, ha] = rows[i - 1];
    const [b, hb] = rows[i];
    if (cm <= hb) return a + ((b - a) * (cm - ha)) / (hb - ha);
  }
  return rows[rows.length - 1][0];
}

/** What a size's cell says it fits after its label: a height in cm, a head's girth in cm, an age in years or months, a weight in kg. */
function cellRange(size: string): { lo: number; hi: number; unit: 'cm' | 'years' | 'months' | 'kg' } | null {
  const label = sizeCellLabel(size);
  if (label === '' || label === size.trim()) return null;
  const rest = size.slice(size.indexOf(label) + label.length);
  const m =
    /(\d{1,3})\s*[-–]\s*(\d{1,3})\s*(см|cm|рок\p{L}*|рік|лет|год\p{L}*|years?|міс\p{L}*|мес\p{L}*|months?|mo|m|кг|kg)?(?!\p{L})/iu.exec(
      rest,
    );
  if (!m) return null;
  const said = m[3]?.toLowerCase() ?? '';
  const unit = /^(рок|рік|лет|год|year)/u.test(said)
    ? 'years'
    : /^(міс|мес|mo|m$)/u.test(said)
      ? 'months'
      : /^(кг|kg)$/u.test(said)
        ? 'kg'
        : 'cm';
  return { lo: Number(m[1]), hi: Number(m[2]), unit };
}

/** A child's age in months as the text gives it (in months, or in years). */
function monthsOf(m: Measurements): number | null {
  if (m.ageMonths !== undefined) return m.ageMonths;
  return m.ageYears === null ? null : Math.round(m.ageYears * 12);
}

/** The customer's measure a size's range is in: an age, a weight, a height (also from an age) or a head's girth; null when none is given. */
function measureFor(range: NonNullable<ReturnType<typeof cellRange>>, m: Measurements): number | null {
  if (range.unit === 'years') return m.ageYears;
  if (range.unit === 'months') return monthsOf(m);
  // A weight group ("0+ (0-13 kg)") for a child whose age alone is given: the typical weight at that age.
  if (range.unit === 'kg')
    return m.weightKg ?? (m.ageYears !== null && m.ageYears <= 10 ? byAge(WEIGHT_BY_AGE, m.ageYears) : null);
  if (range.lo >= 70) return m.heightCm ?? (m.ageYears !== null ? heightForAge(m.ageYears) : null);
  return m.girth?.part === 'head' ? m.girth.mm / 10 : null;
}

/**
 * The size whose own cell's range holds the customer's measure ("зріст 118" → '16" / 105-120 cm',
 * "голова 54" → 'S (48-52)'… 'M (52-56)', "7 років" → 'S (5-8 років)', "9 кг" → '0+ (0-13 kg)'):
 * its label, the size whose range centres nearest the measure; null when no size gives a range or
 * no measure fits one.
 */
export function sizeByCellRange(m: Measurements, products: ProductFact[]): string | null {
  let best: { label: string; off: number } | null = null;
  for (const p of products)
    for (const { size } of p.sizes) {
      const range = cellRange(size);
      if (!range) continue;
      const measure = measureFor(range, m);
      if (measure === null || measure < range.lo || measure > range.hi) continue;
      const off = Math.abs(measure - (range.lo + range.hi) / 2);
      if (!best || off < best.off) best = { label: sizeCellLabel(size), off };
    }
  return best?.label ?? null;
}

/** Whether a size holds the customer's measure: its own cell's range, or an age size ("12-36 m", "2-3 роки") holding the age. */
export function sizeHoldsMeasure(size: string, m: Measurements): boolean {
  const range = cellRange(size);
  if (range) {
    const measure = measureFor(range, m);
    return measure !== null && measure >= range.lo && measure <= range.hi;
  }
  const span = sizeSpan(size);
  if (span.unit === 'months') {
    const months = monthsOf(m);
    return months !== null && months >= span.lo && months <= span.hi;
  }
  if (span.unit === 'years') return m.ageYears !== null && m.ageYears >= span.lo && m.ageYears <= span.hi;
  return false;
}

/** A size's number without its unit ("17,5" → 17.5, "18 см" → 18); NaN for a letter size. */
function sizeNumber(size: string): number {
  const m = /^(\d{1,3}(?:[.,]\d)?)\s*(?:см|cm|мм|mm)?$/iu.exec(size.trim());
  return m ? Number(m[1].replace(',', '.')) : Number.NaN;
}

function isKidsSize(size: string): boolean {
  const span = sizeSpan(size);
  return span.unit === 'years' || span.unit === 'months' || (span.unit === 'number' && span.lo >= 62 && span.hi <= 176);
}

function adultRow(m: Measurements, audience: Audience): AdultRow | null {
  const rows = ADULT_CHART[audience];
  const byWeight = m.weightKg === null ? -1 : rows.findIndex((r) => m.weightKg! <= r.maxWeight);
  const byHeight = m.heightCm === null ? -1 : rows.findIndex((r) => m.heightCm! <= r.maxHeight);
  if (byWeight < 0 && byHeight < 0) return null;
  if (byWeight < 0) return rows[byHeight];
  // Weight decides; a height two rows up or more needs the next size for length.
  return rows[byHeight >= byWeight + 2 ? byWeight + 1 : byWeight];
}

/**
 * Advice for the text's measurements about the products asked for (none: the standard chart's
 * suggestion alone); null when the text gives no measurement or does not ask about size.
 */
export function adviseSize(
  text: string,
  asked: Array<{ name: string; variants: ProductFact[] }>,
  ownerAnswers: Array<{ question: string; answer: string }> = [],
): SizeAdvice | null {
  const m = measurementsIn(text);
  const products = asked.flatMap((s) => s.variants.map((product) => ({ name: s.name, product })));
  // A length of fabric ("150 см", "півтора метра") is no one's height or age.
  if (products.length > 0 && asked.every((s) => soldByLength(s))) return null;
  // A toy's age in the stock ("Вік: 3+"): a child's age is answered by it (subject-reply.ts), not by a size chart.
  if (products.length > 0 && products.every((p) => productAge(p.product) !== null)) return null;
  // The shop's chart in its stock (a back length, a chest girth per size: stock-chart.ts) comes first.
  const byChart = products.map((p) => sizeByStockChart(text, p.product)).find((s) => s !== null);
  if (byChart) {
    const fits = products.map(({ name, product }) => ({
      name,
      product,
      sizes: product.sizes.filter((s) => s.quantity > 0 && sizesFit(s.size, byChart)).map((s) => s.size),
    }));
    return { measurements: m, chart: 'stock', audience: audienceOf(text), suggested: [byChart], fits };
  }
  // The range a size's own cell gives ('16" / 105-120 cm', 'S (48-52)', 'XS (3-5 років)') is the shop's chart.
  const byCell = sizeByCellRange(
    m,
    products.map((p) => p.product),
  );
  if (byCell) {
    // Each model's own sizes whose range holds the measure: two car seats' groups "0+ (0-13 kg)" and
    // "0+/1 (0-18 kg)" both hold 9 kg.
    const fits = products.map(({ name, product }) => ({
      name,
      product,
      sizes: product.sizes
        .filter((s) => s.quantity > 0 && (sizesFit(s.size, byCell) || sizeHoldsMeasure(s.size, m)))
        .map((s) => s.size),
    }));
    return { measurements: m, chart: 'stock', audience: audienceOf(text), suggested: [byCell], fits };
  }
  if (!hasMeasurements(m)) return null;
  const t = normalise(text);
  // Only an age with no product and no size question ("сину 7 лет") is not a request for advice.
  if (products.length === 0 && !ASKS_SIZE.test(t) && m.heightCm === null && m.weightKg === null) return null;
  const stockSizes = products.flatMap((p) => p.product.sizes.map((s) => s.size));
  const audience0 = audienceOf(`${text} ${asked.map((s) => s.name).join(' ')}`);
  if (ownerAnswers.some((a) => SHOP_CHART.test(normalise(`${a.question} ${a.answer}`)))) {
    // The shop's own chart: the owner's answer is said; here only what is in stock.
    const fits = products.map(({ name, product }) => ({
      name,
      product,
      sizes: product.sizes.filter((s) => s.quantity > 0).map((s) => s.size),
    }));
    return { measurements: m, chart: 'shop', audience: audience0, suggested: [], fits };
  }
  if (m.girth?.part === 'head') return null;
  if (m.girth) {
    // A ring, a glove or a bracelet: its standard chart (size-charts.ts) from the girth.
    const { part, mm } = m.girth;
    const chart = part === 'finger' ? 'ring' : part === 'hand' ? 'gloves' : 'bracelet';
    const numbers = part === 'finger' ? [ringSize(mm)] : part === 'hand' ? [gloveSize(mm)] : braceletLengths(mm);
    const suggested = numbers.map((n) => String(n).replace('.', ','));
    const fits = products.map(({ name, product }) => ({
      name,
      product,
      sizes: product.sizes
        .filter((s) => s.quantity > 0 && numbers.some((n) => sizeNumber(s.size) === n))
        .map((s) => s.size),
    }));
    return { measurements: m, chart, audience: audience0, suggested, fits };
  }
  const kids =
    (m.ageYears !== null && m.ageYears < 14) ||
    (m.heightCm !== null && m.heightCm < 146 && m.weightKg === null) ||
    (stockSizes.length > 0 && stockSizes.every(isKidsSize));
  const audience = audience0;
  if (kids) {
    const height = m.heightCm ?? (m.ageYears !== null ? heightForAge(m.ageYears) : null);
    if (height === null) return null;
    const size = KIDS_HEIGHT_SIZES.find((s) => s >= height) ?? KIDS_HEIGHT_SIZES[KIDS_HEIGHT_SIZES.length - 1];
    const age = m.ageYears ?? ageForHeight(height);
    // A baby's age in months is matched against sizes by months too ("6-12 міс").
    const wanted = [
      String(size),
      `${Math.floor(age)} роки`,
      ...(m.ageMonths !== undefined ? [`${m.ageMonths} міс`] : age < 3 ? [`${Math.round(age * 12)} міс`] : []),
    ];
    const fits = products.map(({ name, product }) => ({
      name,
      product,
      sizes: product.sizes.filter((s) => s.quantity > 0 && wanted.some((w) => sizesFit(s.size, w))).map((s) => s.size),
    }));
    return { measurements: m, chart: 'kids', audience, suggested: [String(size)], fits };
  }
  const row = adultRow(m, audience);
  if (!row) return null;
  const wanted = [row.size, ...row.ua.map(String)];
  const fits = products.map(({ name, product }) => ({
    name,
    product,
    sizes: product.sizes.filter((s) => s.quantity > 0 && wanted.some((w) => sizesFit(s.size, w))).map((s) => s.size),
  }));
  return { measurements: m, chart: 'adult', audience, suggested: wanted, fits };
}
