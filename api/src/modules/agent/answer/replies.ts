/**
 * The offline provider's wording for browsing, totals and size advice, in Ukrainian (formal and
 * informal) and English; every figure is the shop's data, the customer's own, or computed from them.
 */
import { lengthText, weightText } from './lengths';
import { pricesOf, type ProductFact } from '../retrieve/knowledge';
import { ONE_SIZE, sizeKey } from '../retrieve/catalogue';
import { colourName, money, pieces, sizeLabel, type Reply } from './reply';
import type { Browse, BrowseItem } from './browse';
import type { SizeAdvice } from './size-advice';
import { sizeSpan, sizesFit } from './sizes';
import type { Totals } from './totals';
import { ageText } from './ages';

/** The list is one message with the greeting: items stop here, the rest are counted as "more". */
const LIST_BYTES = 760;

/** Sizes in an English reply: ages in years or months, not «роки». */
const enSizes = (sizes: string[]) => sizes.map((s) => sizeLabel(s, 'en')).join(', ');

const inStock = (p: ProductFact) => p.sizes.filter((s) => s.quantity > 0).map((s) => s.size);

/** Sizes of several colours merged, smallest first (letters in their order, figures by value). */
function sortSizes(sizes: string[]): string[] {
  const rank = (s: string) => {
    const span = sizeSpan(s);
    if (span.unit === 'letters') return LETTER_ORDER.indexOf(span.letters[0]);
    return span.unit === 'other' ? 0 : span.lo;
  };
  return [...sizes].sort((a, b) => rank(a) - rank(b));
}

const LETTER_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

function priceText(item: BrowseItem, lng: 'ua' | 'en'): string {
  const prices = [...new Set(item.variants.flatMap(pricesOf))].sort((a, b) => a - b);
  const { currency } = item.variants[0];
  return prices.length === 1
    ? money(prices[0], currency, lng)
    : `${prices[0]}–${money(prices[prices.length - 1], currency, lng)}`;
}

function itemText(item: BrowseItem, lng: 'ua' | 'en', sizesAsked: boolean, only = false): string {
  // One article in several colours (1C/BAS exports) is named once; the only model found, a code
  // per colour, names each code's colour ("MU-8101 білий, MU-8102 шавлія").
  const perColour =
    only &&
    item.variants.length > 1 &&
    new Set(item.variants.map((v) => v.code)).size === item.variants.length &&
    item.variants.every((v) => v.colour.trim());
  const codes = perColour
    ? item.variants.map((v) => `${v.code} ${colourName(v, lng)}`).join(', ')
    : [...new Set(item.variants.map((v) => v.code))].join(', ');
  const sizes = sortSizes([...new Set(item.variants.flatMap(inStock))].filter((s) => !ONE_SIZE.test(sizeKey(s))));
  const colours =
    item.variants.length > 1 || !item.variants[0].colour.trim()
      ? ''
      : `, ${lng === 'en' ? colourName(item.variants[0], 'en') : colourName(item.variants[0], 'ua')}`;
  const sizeText =
    sizesAsked || sizes.length === 0
      ? ''
      : lng === 'en'
        ? `; sizes ${enSizes(sizes)}`
        : `; розміри ${sizes.join(', ')}`;
  return `${item.name}${colours} (${lng === 'en' ? 'code' : 'арт.'} ${codes}) — ${priceText(item, lng)}${sizeText}`;
}

function filterText(b: Browse, lng: 'ua' | 'en', currency: string): string {
  const { maxPrice, minPrice, sizes, ageMonths, cheaperThan } = b.request;
  const parts: string[] = [];
  if (ageMonths != null)
    parts.push(lng === 'en' ? `for age ${ageText(ageMonths, 'en')}` : `на ${ageText(ageMonths, 'ua')}`);
  if (cheaperThan !== undefined)
    parts.push(
      lng === 'en'
        ? `cheaper than ${money(cheaperThan, currency, 'en')}`
        : `дешевше за ${money(cheaperThan, currency, 'ua')}`,
    );
  else if (minPrice !== null && maxPrice !== null)
    parts.push(
      lng === 'en'
        ? `from ${minPrice} to ${money(maxPrice, currency, 'en')}`
        : `від ${minPrice} до ${money(maxPrice, currency, 'ua')}`,
    );
  else if (maxPrice !== null)
    parts.push(lng === 'en' ? `up to ${money(maxPrice, currency, 'en')}` : `до ${money(maxPrice, currency, 'ua')}`);
  else if (minPrice !== null)
    parts.push(lng === 'en' ? `from ${money(minPrice, currency, 'en')}` : `від ${money(minPrice, currency, 'ua')}`);
  // "122-128" asked: not also "122" and "128" (the shop's sizes inside it, matched too).
  const shown = sizes.filter((s) => !sizes.some((o) => o !== s && o.length > s.length && sizesFit(s, o)));
  if (shown.length > 0) {
    const ages = shown.every((s) => ['years', 'months'].includes(sizeSpan(s).unit));
    parts.push(
      lng === 'en' ? `in size ${enSizes(shown)}` : ages ? `на ${shown.join(', ')}` : `у розмірі ${shown.join(', ')}`,
    );
  }
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}

/** The models that fit, each with its code, price and sizes in stock, and how many more there are. */
export function describeBrowse(r: Reply, b: Browse): void {
  const lng = r.lng;
  const currency = b.items[0]?.variants[0].currency ?? 'UAH';
  const filter = filterText(b, lng, currency);
  if (b.items.length === 0) {
    r.say(
      `На жаль, зараз${filter} нічого такого немає в наявності.`,
      `Sorry, we have nothing like that${filter} in stock right now.`,
      `На жаль, зараз${filter} нічого такого немає в наявності.`,
    );
    return;
  }
  const sizesAsked = b.request.sizes.length > 0;
  const lines: string[] = [];
  let bytes = 0;
  let more = b.more;
  for (const item of b.items) {
    const line = itemText(item, lng, sizesAsked, b.items.length === 1 && b.more === 0);
    bytes += Buffer.byteLength(line) + 2;
    if (lines.length > 0 && bytes > LIST_BYTES) {
      more += 1;
      continue;
    }
    lines.push(line);
  }
  r.say(`Ось що є${filter}: ${lines.join('; ')}.`, `Here is what we have${filter}: ${lines.join('; ')}.`);
  if (more > 0) {
    r.say(`І ще ${more} — підказати?`, `And ${more} more — shall I list them?`, `І ще ${more} — підказати?`);
  } else if (lines.length > 1) {
    r.say('Яка модель цікавить?', 'Which one are you interested in?', 'Яка модель тебе цікавить?');
  }
}

/** "2 × 320 грн = 640 грн"; "890 грн + 360 грн = 1250 грн". */
export function describeTotals(r: Reply, t: Totals): void {
  const lng = r.lng;
  const m = (n: number) => money(n, t.currency, lng);

  const several = t.lines.length > 1;
  const parts = t.lines.map((l) => {
    const figure = l.metres
      ? `${lengthText(l.quantity, lng)} × ${m(l.unitPrice)}`
      : l.kilos
        ? `${weightText(l.quantity, lng)} × ${m(l.unitPrice)}`
        : l.quantity > 1
          ? `${l.quantity} × ${m(l.unitPrice)}`
          : m(l.unitPrice);
    return several ? `${figure} (${l.name})` : figure;
  });
  const named = t.lines.length > 1 ? '' : ` (${t.lines[0].name})`;
  r.say(
    `Разом${named}: ${parts.join(' + ')} = ${m(t.total)}.`,
    `In total${named}: ${parts.join(' + ')} = ${m(t.total)}.`,
  );
  // Less left than asked: the sum as asked, and what is left.
  for (const l of t.lines) {
    if (l.left === undefined) continue;
    const ua = l.metres ? lengthText(l.left, 'ua') : l.kilos ? weightText(l.left, 'ua') : `${l.left} шт.`;
    const en = l.metres ? lengthText(l.left, 'en') : l.kilos ? weightText(l.left, 'en') : pieces(l.left);
    r.say(`Але зараз є лише ${ua} (${l.name}).`, `But only ${en} left now (${l.name}).`);
  }
}

/** The chart's suggestion as a suggestion, then the sizes of the model asked about that fit it. */
/** A fitting model in the advice: its name, colour (when the stock has one) and code. */
function adviceLabel(f: SizeAdvice['fits'][number], lng: 'ua' | 'en'): string {
  const code = lng === 'en' ? `code ${f.product.code}` : `арт. ${f.product.code}`;
  return f.product.colour.trim() ? `${f.name}, ${colourName(f.product, lng)} (${code})` : `${f.name} (${code})`;
}

export function describeSizeAdvice(r: Reply, a: SizeAdvice): void {
  const { heightCm, weightKg, ageYears } = a.measurements;
  const ua: string[] = [];
  const en: string[] = [];
  const { ageMonths } = a.measurements;
  if (ageMonths !== undefined) {
    ua.push(`у ${monthsUa(ageMonths)}`);
    en.push(`at ${ageMonths} month${ageMonths === 1 ? '' : 's'}`);
  } else if (ageYears !== null) {
    ua.push(`у ${yearsUa(ageYears)}`);
    en.push(`at ${String(ageYears)} years`);
  }
  if (heightCm !== null) {
    ua.push(`при зрості ${heightCm} см`);
    en.push(`at ${heightCm} cm`);
  }
  if (weightKg !== null) {
    ua.push(`вазі ${weightKg} кг`);
    en.push(`${weightKg} kg`);
  }
  const girth = a.measurements.girth;
  if (girth) {
    const of = {
      finger: ['пальця', 'finger'],
      hand: ['долоні', 'hand'],
      wrist: ['зап’ястя', 'wrist'],
      head: ['голови', 'head'],
    }[girth.part];
    const value = girth.part === 'finger' ? `${girth.mm} мм` : `${girth.mm / 10} см`;
    const valueEn = girth.part === 'finger' ? `${girth.mm} mm` : `${girth.mm / 10} cm`;
    ua.push(`при обхваті ${of[0]} ${value.replace('.', ',')}`);
    en.push(`for a ${of[1]} girth of ${valueEn}`);
  }
  if (a.chart === 'shop') {
    for (const f of a.fits) {
      r.say(
        `${adviceLabel(f, 'ua')}: в наявності ${f.sizes.join(', ') || 'зараз нічого'}.`,
        `${adviceLabel(f, 'en')}: ${f.sizes.length > 0 ? `in stock: ${enSizes(f.sizes)}` : 'out of stock now'}.`,
      );
    }
    return;
  }
  const [letter, ...numbers] = a.suggested;
  const size =
    a.chart === 'bracelet'
      ? `${a.suggested.join('–')} см`
      : a.chart === 'kids' || a.chart === 'ring' || a.chart === 'gloves'
        ? letter
        : numbers.length > 0
          ? `${letter} (${numbers.join('–')})`
          : letter;
  if (a.chart === 'stock')
    r.say(
      `За розмірною сіткою магазину вам підійде розмір ${letter}.`,
      `By our size chart, size ${letter} should fit.`,
      `За розмірною сіткою магазину тобі підійде розмір ${letter}.`,
    );
  else if (girth) {
    const sizeEn = (a.chart === 'bracelet' ? `${a.suggested.join('–')} cm` : letter).replace(/,/g, '.');
    r.say(
      `Орієнтовно, за стандартною сіткою, ${ua.join(', ')} зазвичай підходить ${a.chart === 'bracelet' ? 'довжина' : 'розмір'} ${size}.`,
      `As a rough guide, by a standard chart, ${en.join(', ')} usually means ${a.chart === 'bracelet' ? 'a length of' : 'size'} ${sizeEn}.`,
    );
  } else
    r.say(
      `Орієнтовно, за стандартною розмірною сіткою, ${ua.join(', ')} зазвичай підходить розмір ${size}.`,
      `As a rough guide, by a standard size chart, ${en.join(', ')} usually means size ${size}.`,
      `Орієнтовно, за стандартною розмірною сіткою, ${ua.join(', ')} зазвичай підходить розмір ${size}.`,
    );
  for (const f of a.fits) {
    if (f.sizes.length > 0) {
      r.say(
        `${adviceLabel(f, 'ua')}: є в наявності ${f.sizes.join(', ')}.`,
        `${adviceLabel(f, 'en')}: ${enSizes(f.sizes)} in stock.`,
      );
    } else {
      const rest = inStock(f.product);
      r.say(
        `${adviceLabel(f, 'ua')}: такого розміру зараз немає${rest.length > 0 ? `, є ${rest.join(', ')}` : ''}.`,
        `${adviceLabel(f, 'en')}: not in that size now${rest.length > 0 ? `; in stock: ${enSizes(rest)}` : ''}.`,
      );
    }
  }
  if (a.fits.length === 0) {
    r.say(
      'Підкажіть, яка модель вас цікавить, — перевірю наявність.',
      "Tell me which model you like and I'll check it's in stock.",
      'Підкажи, яка модель цікавить, — перевірю наявність.',
    );
  }
}

/** "1 місяць", "4 місяці", "5 місяців" (Ukrainian numeral agreement). */
function monthsUa(n: number): string {
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 14;
  return `${n} ${last === 1 && !teen ? 'місяць' : last >= 2 && last <= 4 && !teen ? 'місяці' : 'місяців'}`;
}

/** "1 рік", "4 роки", "7 років", "1,5 року" (Ukrainian numeral agreement). */
function yearsUa(n: number): string {
  if (!Number.isInteger(n)) return `${String(n).replace('.', ',')} року`;
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 14;
  return `${n} ${last === 1 && !teen ? 'рік' : last >= 2 && last <= 4 && !teen ? 'роки' : 'років'}`;
}
