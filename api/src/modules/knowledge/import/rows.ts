import { escapeRegExp } from '../../../lib/regexp';
import type { ImportSkipReason } from '@vitrina/shared/contracts/constants';
import {
  FIELDS,
  brandColumn,
  fieldOfHeader,
  groupColumn,
  isColourNumberHeader,
  isSecondName,
  isStockThreshold,
  withoutLanguageMark,
  headerWords,
  ignoredColumns,
  type IgnoredReason,
  mapColumns,
  offersProductColumn,
  optionPairs,
  ownHeader,
  parentCodeColumn,
  rowKind,
  rowKindColumn,
  type ColumnMap,
  type Field,
  type OptionPair,
} from './columns';
import { colourTail, gatherColourNamed } from './colour-named';
import { distinctNames } from './distinct-names';
import { gatherSizedNames, gatherVariantGroups } from './variant-groups';
import { gatherVariantCodes, joinPackCodes } from './variant-codes';
import { TO_ORDER, orderTerm } from '../../../lib/to-order';
import { coloursIn } from '../../../lib/colours';
import { saleDateColumns, saleHolds, type SaleDateColumns } from './sale-dates';

/** One cell as read: text, number, boolean or nothing. */
export type Cell = string | number | boolean | null;

export interface ParsedSize {
  size: string;
  quantity: number | null;
  /** The size's own code when the file has one per size (`HW-118-S` of model `HW-118`, variant-codes.ts). */
  sku?: string;
  /** None in stock, made to order ('Під замовлення', 'под заказ', 'preorder'): quantity 0. */
  toOrder?: true;
  /** The size's own price where its row's differs from the product's (the product's is its first row's). */
  price?: number;
}

export interface ParsedProduct {
  code: string;
  name: string;
  color: string;
  price: number | null;
  material: string;
  lining: string;
  description: string;
  category: string;
  audience: string;
  sizes: ParsedSize[];
  /** Quantity given on rows without a size. */
  quantity: number | null;
}

/** A refusal the user can act on: a message key and its parameters. */
export class SheetError extends Error {
  constructor(
    public readonly key: string,
    public readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'SheetError';
  }
}

/** Rows searched for the header (title rows, notes and merged banners may come first). */
export const HEADER_SEARCH_ROWS = 30;
const TEXT_MAX = {
  code: 64,
  name: 300,
  color: 100,
  size: 40,
  material: 300,
  lining: 100,
  description: 2000,
  category: 100,
  audience: 60,
};

function text(cell: Cell | undefined, max: number): string {
  if (cell === null || cell === undefined) return '';
  const s = typeof cell === 'number' ? String(Number.isInteger(cell) ? cell : Number(cell.toFixed(6))) : String(cell);
  return s.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** '1 299,50 грн' -> 1299.5; null when there is no number. */
export function parsePrice(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) / 100 : null;
  const s = text(cell, 100).replace(/[\s\u00a0]/g, '');
  const m = /\d[\d.,]*\d|\d/.exec(s);
  if (!m) return null;
  // Zoho's 'Rate' ("UAH 5,490.00") and other English-locale amounts group thousands with ',' before a
  // '.' decimal ('1.290,00' the other way round); one mark repeated ('1,290,000') only groups.
  const marks = m[0].replace(/\d/g, '');
  const decimal = /[.,]/.test(marks) && !(marks.length > 1 && new Set(marks).size === 1) ? marks.at(-1) : '';
  const at = decimal ? m[0].lastIndexOf(decimal) : m[0].length;
  const n = Number(`${m[0].slice(0, at).replace(/[.,]/g, '')}.${m[0].slice(at + 1)}`);
  return Number.isFinite(n) && n < 1e10 ? Math.round(n * 100) / 100 : null;
}

const NONE = new Set([
  '0',
  'ні',
  'немає',
  'нема',
  'відсутній',
  'відсутня',
  'no',
  'none',
  'out',
  'outofstock',
  '-',
  'x',
]);

/** A mark in words that none is left ("Немає в наявності", "Нет в наличии", "Out of stock", "Sold out"). */
const OUT_OF_STOCK =
  /^(?:немає|нема|нет|відсутн\p{L}*|отсутств\p{L}*|out of stock|sold out|not (?:in stock|available)|закінчи\p{L}*|законч\p{L}*|розпродан\p{L}*|распродан\p{L}*)(?!\p{L})/u;

/** 5 -> 5; 'немає', 'Немає в наявності' -> 0; 'є', 'так', 'yes' -> null (in stock, amount not given); '' -> null. */
export function parseQuantity(cell: Cell | undefined): number | null {
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? Math.max(0, Math.min(1_000_000, Math.round(cell))) : null;
  if (typeof cell === 'boolean') return cell ? null : 0;
  const s = text(cell, 50).toLowerCase();
  if (s === '') return null;
  if (NONE.has(s.replace(/\s/g, '')) || OUT_OF_STOCK.test(s)) return 0;
  const m = /^\d+/.exec(s);
  return m ? Math.min(1_000_000, Number(m[0])) : null;
}

/** A list's items: split at ',' (not a decimal one, "0,35 л"), ';', '|' or a new line. */
function splitList(s: string): string[] {
  return s
    .split(/[;\n|]+|(?<!\d),+|,+(?!\d)/)
    .map((p) => p.trim())
    .filter(Boolean);
}

const CODE_SEPARATOR = /[-_./\s]/;

/** A code cell listing several codes ("MG-101-MH,MG-101-ML,MG-101-GR"): the codes; null for one code. */
export function listedCodes(cell: string): string[] | null {
  const parts = cell
    // "КТ-04/1,5": a decimal comma inside one code lists nothing.
    .split(/\s*;\s*|(?<!\d),\s*|,(?!\d)\s*|(?<=\d),\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => /\s/.test(p) || p.length > TEXT_MAX.code || !/[\p{L}\p{N}]/u.test(p)))
    return null;
  return parts;
}

/**
 * The model's code of its variants' codes: what they share up to a separator ("MG-101" of
 * "MG-101-MH", "MG-101-GR"), with every number of theirs it has ("KV-101", "KV-102" share no
 * model: the first is taken); else the first code.
 */
export function sharedCode(codes: string[]): string {
  let prefix = codes[0];
  for (const c of codes) while (!c.toLowerCase().startsWith(prefix.toLowerCase())) prefix = prefix.slice(0, -1);
  const atBoundary =
    /[-_./\s]$/.test(prefix) || codes.every((c) => c.length === prefix.length || CODE_SEPARATOR.test(c[prefix.length]));
  if (!atBoundary) prefix = prefix.replace(/[^-_./\s]+$/u, '');
  prefix = prefix.replace(/[-_./\s]+$/u, '');
  const digits = (c: string) => (c.match(/\d+/g) ?? []).length;
  const keepsNumbers = digits(prefix) > 0 || codes.every((c) => digits(c) === 0);
  return prefix.length >= 2 && keepsNumbers ? prefix : codes[0];
}

/** A cell part that reads as a size: 48, 38,5, 104-110, S, XXL, S/M, 75C, one size, б/р. */
const SIZE_LIKE =
  /^(?:\d{1,3}(?:[.,]\d)?(?:\s?[-/]\s?\d{1,3}(?:[.,]\d)?)?(?:\s?(?:см|cm|eu|р\.?|років|роки|years?|міс\p{L}*|мес\p{L}*|m|mo|months?|кг|kg))?|\d\s?(?:in|в|у)\s?1|\d{2,3}\s?[a-hа-е]|x{0,4}[sl]|m|[xsml]{1,4}\s?\/\s?[xsml]{1,4}|one\s?size|os|б\s?\/\s?р|без\s+розміру|універсальний|uni)$/iu;

/** A measure with its unit, a variant's size however it is sold: '400 мм', '1 л', '500 мл', '30 Вт', '60 Ач'. */
const MEASURE =
  /^\d+(?:[.,]\d+)?\s?(?:мм|mm|см|cm|м|m|л|l|мл|ml|г|гр|g|кг|kg|шт|pcs|вт|w|квт|kw|а|a|ач|ah|мач|mah|в|v)\.?$/iu;

/** A measure with its colour in brackets ("0.50 мм (червоний)"): [whole, measure, colour], else null. */
function measureAndColour(part: string): RegExpExecArray | null {
  const m = /^(.+?)\s*\((.+)\)$/u.exec(part);
  return m && (MEASURE.test(m[1].trim()) || SIZE_LIKE.test(m[1].trim())) && coloursIn(m[2]).length > 0 ? m : null;
}

/** A standard's short code a variant is sold by: a bulb's 'H7', a paper's 'A4', a tyre's 'R13', drumsticks' '5B'. */
const STANDARD_CODE = /^(?:[A-Z]{1,2}\d{1,3}[A-Z]?|\d[A-Z])$/u;

/**
 * Words with a figure that name no colour ("09-42 Super Light", "4 струни", "з камерою RC06"): what
 * the variant is sold by, a size. A colour's own number comes with its word ("052 сірий").
 */
const figureAndWords = (part: string) => /\d/.test(part) && /\p{L}{2,}/u.test(part) && coloursIn(part).length === 0;

/** Inches (a wheel, a screen): 16", 16'', 16”, 16 дюймів, 16 in. */
const INCHES = /^\d{1,2}(?:[.,]\d)?\s?(?:"|''|”|″|дюйм\p{L}*|in(?:ch(?:es)?)?\.?)$/iu;

/** A range of a measure with its unit: what a size is for ('9-36 kg', '0-13 кг', '3-5 років', '105-120 cm'). */
const MEASURED_RANGE =
  /^\d{1,3}(?:[.,]\d)?\s?[-–]\s?\d{1,3}(?:[.,]\d)?\s?(?:кг|kg|см|cm|m|mo|months?|міс\p{L}*|мес\p{L}*|років|роки|years?|лет)$/iu;

/**
 * A variant's part that is a size: one SIZE_LIKE reads, inches, or a size with what it is for in
 * brackets ('S (48-52)', 'XS (3-5 років)': a head girth, an age), or a label with a figure and the
 * measured range it fits ('0+ (0-13 kg)', 'Group 1/2/3 (9-36 kg)': a car seat's weight group).
 */
function sizeLike(part: string): boolean {
  if (SIZE_LIKE.test(part) || INCHES.test(part)) return true;
  const bracketed = /^(.+?)\s*\((.+)\)$/u.exec(part);
  if (bracketed === null) return false;
  if (SIZE_LIKE.test(bracketed[1]) || INCHES.test(bracketed[1])) return true;
  return /\d/.test(bracketed[1]) && bracketed[1].length <= 24 && MEASURED_RANGE.test(bracketed[2].trim());
}

/** A variant's part that reads as a size or a measure ('M', '42', '20 мм', '1 л'), not a reference ('1A1ER'). */
export const isSizeText = (part: string): boolean => sizeLike(part) || MEASURE.test(part);

/**
 * A cell with colour and size together (1C/BAS's 'Характеристика': 'Чорний, 48', 'M / Синій'):
 * the part that reads as a size is the size, the rest the colour. '' for what it does not hold.
 */
/** An option's name on a row: its name column's, or its header's (Ecwid's 'product_variation_option_Size'). */
function optionNameIn(row: Cell[], pair: OptionPair): string {
  return pair.label ?? text(row[pair.name], 100);
}

/**
 * "без задньої камери", "з задньою камерою RC06", "with case": an option the variants are sold by
 * (a size, as a Shopify option of another name is), never a colour's name.
 */
const WITH_OR_WITHOUT = /^(?:з|із|зі|без|с|со|with|without|w\/o)\s+\p{L}/iu;

/**
 * BigCommerce's price of a variant or rule row: "[FIXED]1150" that price, "[ADD]900" / "[REMOVE]50"
 * the product's `base` changed by that much, a bare number that price; null for an empty cell,
 * undefined for anything else.
 */
export function adjustedPrice(cell: string, base: number): number | null | undefined {
  if (cell.trim() === '') return null;
  const m = /^\s*(?:\[(ADD|REMOVE|FIXED)\])?\s*(\d[\d\s]*(?:[.,]\d+)?)\s*$/iu.exec(cell);
  if (!m) return undefined;
  const amount = parsePrice(m[2]) ?? 0;
  const kind = (m[1] ?? 'FIXED').toUpperCase();
  const price = kind === 'ADD' ? base + amount : kind === 'REMOVE' ? base - amount : amount;
  return Math.round(price * 100) / 100;
}

/**
 * BigCommerce's option string, a variant row's name in its product export ("[RT]Size=M,[S]Colour=
 * Black:#000000", "[RT]Вага=2,5 кг"): each option's type in brackets (RT rectangles, S a drop-down,
 * RB radio buttons, CS a swatch, P a product list), its name and its value; a swatch's value
 * carries its colour code or picture after a colon, which no customer says. [] for any other text.
 * Sources: BigCommerce's "Importing Product Options" (support.bigcommerce.com) and the v2 option
 * type codes in its catalog API reference (RB, RT, S, P, PI, CS).
 */
export function optionString(cell: string): Array<{ name: string; value: string; type: string }> {
  const s = cell.trim();
  const bracketed = /^\[[A-Za-z]{1,3}\]/.test(s);
  if (!bracketed && !/^[^=,[\]]{1,60}=\S/u.test(s)) return [];
  // A comma only parts two options before the next one's bracket or 'Name=' ("Вага=2,5 кг" is one).
  const parts = s.split(bracketed ? /\s*,\s*(?=\[[A-Za-z]{1,3}\])/ : /\s*,\s*(?=[^,=[\]]{1,60}=)/u);
  const out: Array<{ name: string; value: string; type: string }> = [];
  for (const part of parts) {
    const m = /^(?:\[([A-Za-z]{1,3})\])?\s*([^=]{1,60}?)\s*=\s*(.*)$/u.exec(part);
    if (!m) return [];
    const value = m[3]
      .replace(/\s*:\s*(?:#[0-9a-f]{3,8}\b.*|https?:\/\/\S*|[^:]*\.(?:jpe?g|png|gif|webp))$/iu, '')
      .trim();
    if (value !== '') out.push({ name: m[2].trim(), value, type: (m[1] ?? '').toUpperCase() });
  }
  return out;
}

export function splitVariant(cell: Cell | undefined): { colour: string; size: string } {
  const s = text(cell, 200);
  if (s === '') return { colour: '', size: '' };
  // A comma between two digits is a decimal one ('розмір 16,5'), not a separator.
  const parts = (/[;|]|(?<!\d),|,(?!\d)/.test(s) ? s.split(/[;|]|(?<!\d),|,(?!\d)/) : s.split(/\s+\/\s+/))
    .map((p) => p.trim())
    .filter(Boolean);
  const sizes: string[] = [];
  const colours: string[] = [];
  const labelledOther: string[] = [];
  for (const part of parts) {
    // A label of several words ("Колір обкладинки: чорний", "Колір чорнила: синій") is read whole.
    const named = OTHER_LABEL.exec(part);
    const labelled = named && /\s/u.test(named[1].trim()) ? null : VARIANT_LABEL.exec(part);
    const value = labelled ? part.slice(labelled[0].length).trim() : part;
    const other = labelled ? null : named;
    const bracketed = labelled || other ? null : measureAndColour(value);
    if (labelled?.[1]) sizes.push(value);
    else if (labelled?.[2]) colours.push(value);
    // "Тон: 02", "Аромат: лаванда": the field the label names ('Тон' is a colour, as a header);
    // "Висота: 40 см", "Кількість деталей: 500", "Образ: Русалка": another axis the variants are
    // sold by, their size (as a Shopify option of another name is).
    else if (other) (optionField(other[1]) === 'color' ? colours : sizes).push(other[2]);
    else if (bracketed) {
      // "0.50 мм (червоний)": a pick's thickness, in the colour it comes in.
      sizes.push(bracketed[1].trim());
      colours.push(bracketed[2].trim());
    } else
      (sizeLike(value) ||
      MEASURE.test(value) ||
      STANDARD_CODE.test(value) ||
      figureAndWords(value) ||
      WITH_OR_WITHOUT.test(value)
        ? sizes
        : colours
      ).push(value);
    if (other && optionField(other[1]) !== 'color') labelledOther.push(other[2]);
  }
  // "Daewoo Lanos, чорний" (Horoshop's modification): beside a part that names a colour, the parts
  // that name none are what else the variant is sold by, its size (the car a mat is cut for).
  if (sizes.length === 0 && colours.length > 1 && parts.length === colours.length) {
    const plain = colours.filter((c) => coloursIn(c).length === 0);
    if (plain.length > 0 && plain.length < colours.length) {
      sizes.push(plain.join(', '));
      colours.splice(0, colours.length, ...colours.filter((c) => !plain.includes(c)));
    }
  }
  // Two labelled axes, neither a colour ("Вага:250 г;Помел:Зерно", "Об'єм: 1 л; Тип: скло"): the
  // one with a figure is the size, the other what the variants differ by besides it, as a colour is.
  const measured = labelledOther.find((v) => /\d/.test(v));
  if (colours.length === 0 && measured !== undefined && labelledOther.length > 1) {
    const others = labelledOther.filter((v) => v !== measured && !/\d/.test(v));
    if (others.length > 0) {
      colours.push(...others);
      sizes.splice(0, sizes.length, measured);
    }
  }
  // Labelled axes that all carry a figure ("Формат: A4; Кількість аркушів: 12"): each variant is
  // the pair, one size said as listed variants are ("A4 · 12"), else A4 of 12 and of 20 sheets
  // would be one size.
  if (labelledOther.length > 1 && labelledOther.every((v) => /\d/.test(v)) && sizes.length === labelledOther.length)
    sizes.splice(0, sizes.length, labelledOther.join(' · '));
  // A wheel's size and the height it is for ('Blue / 16" / 105-120 cm'): one size, said as the cell says it.
  const size = INCHES.test(sizes[0] ?? '') ? sizes.join(' / ') : (sizes[0] ?? '');
  return { colour: colours.join(', ').slice(0, TEXT_MAX.color), size: size.slice(0, TEXT_MAX.size) };
}

/**
 * A part of a variant cell that says what it is: 'розмір 16,5', 'довжина 45 см', 'size M' (group
 * 1: a size; a length or girth is the size of a belt, chain or bracelet), 'колір чорний' (group 2).
 */
const VARIANT_LABEL =
  /^(?:(розмір|размер|size|р\.|довжина|длина|length|обхват|girth)|(колір|цвет|colou?r))\s*[:=-]?\s*(?=\S)/iu;

/** A part of a variant cell labelled with another name ("Висота: 40 см"): the label and the value. */
/** eBay File Exchange's 'RelationshipDetails' writes "Size=M|Colour=Black": "=" as a label's colon. */
const OTHER_LABEL = /^(\p{L}[\p{L} '’ʼ-]{1,40}?)\s*[:=]\s*(\S.*)$/u;

/**
 * What an option's name says its values are: a header's field, or a size where it names a length
 * or girth (Prom.ua's 'Довжина' of a belt, a chain's 'Length'): the dimension a variant is sold by.
 */
function optionField(name: string): Field | null {
  const field = fieldOfHeader(name);
  if (field) return field;
  return /^(довжина|длина|length|обхват|girth|об['’ʼ]?єм|объ[её]м)(?!\p{L})/iu.test(name.trim()) ? 'size' : null;
}

/**
 * A row's own code where its group's key is the model's and the row's adds only a serial or a size
 * ("MW-210_3", "MW-210-46" of the group "MW-210", as Meta's and Google's feeds give each variant an
 * id): the group's key, which customers write. Another code (a colour's "SC-101-NVY-M") is kept.
 */
export function modelCode(code: string, groupKey: string): string {
  if (code === '' || groupKey === '' || !/\p{L}/u.test(groupKey) || !/\d/.test(groupKey)) return code;
  if (code.length <= groupKey.length || !code.toLowerCase().startsWith(groupKey.toLowerCase())) return code;
  return /^[-_./\s]+\d+$/.test(code.slice(groupKey.length)) ? groupKey : code;
}

/**
 * A name's part that says the product's colour with its label ("…, глазур «Морська хвиля» |
 * handmade vase", "Сукня, колір чорний", "Mug – colour: Sage"): the colour, and the name without
 * that part; null when the name says none. A glaze is a ceramic's colour, a shade a cosmetic's.
 */
const NAMED_COLOUR =
  /(?:\s*[,–—]\s*|\s+|^)(колір|кольор[іу]|цвет[ае]?|colou?r|відтін(?:ок|ку)|оттен(?:ок|ка)|shade|глазур[іиь]?|glaze)(?!\p{L})\s*[:-]?\s*(«[^»]{1,40}»|"[^"]{1,40}"|“[^”]{1,40}”|\p{L}[\p{L}'’ -]{0,38}?)(?=\s*(?:[,|)–—]|$))/iu;

export function colourInName(name: string): { name: string; colour: string } | null {
  const m = NAMED_COLOUR.exec(name);
  if (!m || m.index === 0) return null;
  // A capitalised label set off by nothing but a space is a name's word ('Барвник Colour Mill').
  if (/^\p{Lu}/u.test(m[1]) && !/[,–—:-]/u.test(m[0].slice(0, m[0].indexOf(m[1]) + m[1].length + 2))) return null;
  const colour = m[2].replace(/^[«"“]|[»"”]$/gu, '').trim();
  const rest = `${name.slice(0, m.index)}${name.slice(m.index + m[0].length)}`.replace(/\s{2,}/g, ' ').trim();
  return colour === '' || rest === '' ? null : { name: rest, colour: colour.slice(0, TEXT_MAX.color) };
}

/** Shopify's value of the one option of a product without variants ('Title' / 'Default Title'). */
const DEFAULT_TITLE = /^default title$/i;

/** A cell's text where it holds a size (a number or a word). */
function sizeText(cell: Cell | undefined): string {
  return text(cell, TEXT_MAX.size);
}

/**
 * A variant's name without the colour and size it ends with ('Сукня "Лея", чорний, 42' of the black
 * 42, as feeds title each variant): the model's name, the same for each of its rows. A remark in
 * brackets after them stays ('Льон, графіт (ціна за 1 м)' is 'Льон (ціна за 1 м)').
 */
export function nameWithoutVariant(name: string, colour: string, size: string): string {
  const own = [colour, size].map((v) => v.trim().toLowerCase()).filter(Boolean);
  if (own.length === 0) return name;
  // A modification titled with its values in brackets ('Блокнот A5 (чорний, клітинка)', Horoshop):
  // the model's name. A bracket saying anything else is a remark and stays.
  const values = new Set(
    [colour, ...size.split(' · ')].flatMap((v) => v.split(/,\s*/u)).map((v) => v.trim().toLowerCase()),
  );
  const listed = /\s*\(([^()]*)\)\s*$/u.exec(name.trim());
  if (listed && listed.index > 0 && listed[1].split(/,\s*/u).every((v) => values.has(v.trim().toLowerCase())))
    return name.trim().slice(0, listed.index);
  const remark = /\s*\([^()]*\)\s*$/u.exec(name.trim());
  const head = remark && remark.index > 0 ? name.trim().slice(0, remark.index) : name.trim();
  let out = head;
  for (;;) {
    const m = /\s*(?:,|\s[-–—/]\s)\s*([^,]+?)\s*$/u.exec(out);
    if (!m || m.index === 0) break;
    const part = m[1].toLowerCase().replace(/^(?:розмір|размер|size|р\.)\s*/u, '');
    if (!own.includes(part)) break;
    out = out.slice(0, m.index);
  }
  if (out === head) return name.trim();
  return remark && remark.index > 0 ? `${out} ${remark[0].trim()}` : out;
}

/**
 * Whether a column no field takes is a characteristic worth keeping (docs/product.md §9.4): one the
 * import does not know, or a second colour or material ("Колір лінз", "Матеріал ремінця"); never a
 * price, date, discount or percentage, a database id, a picture or a link.
 */
function isDetailColumn(header: string, reason: IgnoredReason): boolean {
  const words = headerWords(header);
  if (words.length === 0 || isStockThreshold(words)) return false;
  if (reason === 'duplicate') {
    const field = fieldOfHeader(header);
    // A second size column ("Об'єм, л" beside "Розмір") says the size's volume: a characteristic.
    if (field !== 'color' && field !== 'material' && field !== 'lining' && field !== 'size') return false;
  } else if (reason !== 'unknown') return false;
  // Wix's 'fieldType' (Product / Variant): what a row is, no characteristic.
  if (/^(?:field|row|record|line) type$/.test(words.join(' '))) return false;
  // A platform's settings of the product page (OpenCart's 'minimum', 'subtract', 'points',
  // 'sort_order', 'shipping', 'location', 'weight_unit'): how the site sells it, nothing to tell a customer.
  // Ecwid's 'product_is_inventory_tracked', 'product_is_shipping_required'; Zoho's 'Account',
  // 'Inventory Account' (its ledgers) and 'Reorder Level'; Lightspeed's 'restock_level_<outlet>',
  // 'loyalty_value', 'supplier_code', 'composite_*'; Loyverse's 'SKU of included item'.
  if (
    words.some((w) =>
      /^(?:minimum|subtract|points|sort|layout|shipping|location|unit|tax|tracked|required|behaviour|behavior|account|reorder|restock|loyalty|supplier|composite|included)$/.test(
        w,
      ),
    )
  )
    return false;
  // Loyverse's per-store switch 'Available for sale [Store]' (read as OFF_SALE), 'Sold by weight',
  // 'Track stock'.
  if (/^(?:available for sale|sold by weight|track stock)\b/.test(words.join(' '))) return false;
  // BigCommerce's 'Option Set', 'Option Set Align', 'Track Inventory', 'Stop Processing Rules', 'Bin
  // Picking Number', 'MYOB Asset Acct', 'GPS Enabled'; MoySklad's accounting flags ('НДС', 'Система
  // налогообложения', 'Признак предмета расчета', 'Архивный', 'Весовой товар', 'Маркированная
  // продукция', 'Прослеживаемый'). Amazon's flat file's listing mechanics ('parent_child',
  // 'relationship_type', 'variation_theme', 'update_delete', 'condition_type', 'fulfillment_channel',
  // 'feed_product_type'; 'color_map', 'size_map': its standard colour and size families, the shop's own
  // words in 'color_name', 'size_name').
  if (
    /^(?:option set(?: align)?|track inventory|stop processing rules|bin picking number|gps enabled|parent child|relationship type|variation theme|update delete|condition type|fulfillment channel|feed product type|color map|colour map|size map|признак предмета расчета|архивный|весовой товар|разливной товар|маркированная продукция|алкогольная продукция|содержит акцизную марку|прослеживаемый)$/.test(
      words.join(' '),
    ) ||
    // ICML's 'vatRate'.
    words.some((w) => /^(?:myob|acct|ндс|пдв|vat|налогообложения|оподаткування)$/.test(w))
  )
    return false;
  return !words.some((w) =>
    /^(id|ід|№|no|nr|ідентифікатор\p{L}*|идентификатор\p{L}*|identifier|uuid|guid|visible|visibility|фото|photo|image|images|img|зображен\p{L}*|картин\p{L}*|посилан\p{L}*|link|url|href|ссылк\p{L}*|сайт|slug|handle|seo|meta|keywords|пошуков\p{L}*|поисков\p{L}*|tags?|теги?|status|published|ключов\p{L}*|штрихкод|barcode|ean|gtin|upc|mpn|isbn)$/u.test(
      w,
    ),
  );
}

/**
 * A characteristic's label as its header names it, without the one-word prefix a platform puts
 * before its attributes ("attr:Ширина, см", "Attribute:Склад" of OpenCart-like exports).
 */
function detailLabel(header: string): string {
  // MoySklad's 'Доп. поле: Состав' likewise; ICML's 'param[country] Країна' is 'Країна'.
  const own = ownHeader(header);
  const prefixed = /^\s*(?:[\p{L}_]{2,20}|доп\.?\s*поле)\s*:\s*(\S.*)$/iu.exec(own);
  return (
    (prefixed ? prefixed[1] : own)
      // Ecwid's 'product_attribute_Мова', 'product_brand': the attribute's own name.
      .replace(/^product_(?:attribute_)?(?=\p{L})/iu, '')
      .replace(/:/g, ' ')
      .trim()
  );
}

/**
 * Amazon's flat file's 'bullet_point1' … 'bullet_point5' (the listing's key features, each a sentence
 * or a "Матеріал: …" line): more of the description, no characteristic named 'Bullet_point1'.
 */
const BULLET_POINT = /^bullet[ _]?points?[ _]?\d*$/i;

/** A key generated for other systems (1C's "0f8fad5b-d9cb-469f-a165-70867728950e"). */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** A sale price's header ('Sale price', 'Ціна зі знижкою', 'Акційна ціна'), not its dates. */
const SALE_PRICE = /^(?:sale price|ціна зі знижкою|акційна ціна|ціна акційна|цена со скидкой|акционная цена)$/;
/**
 * Columns that say a row is not for sale, and the cells that say it: Square's 'Archived' (Y) and
 * 'Sellable' (N) and 'Enabled <location>' (N), an 'Active (0/1)' of 0 (PrestaShop, OpenCart's
 * status), eBay File Exchange's '*Action(…)' of 'End' (the listing ended).
 */
const OFF_SALE: Array<{ header: RegExp; off: RegExp }> = [
  { header: /^(?:archived|архівний|архивный)$/u, off: /^(?:y|yes|true|1|так|да)$/iu },
  // ICML's 'productActivity' (Y / N): N, the product is switched off in the CRM.
  {
    header: /^(?:sellable|active|active 0 1|enabled(?: .*)?|активний|активный|product activity)$/u,
    off: /^(?:n|no|false|0|ні|нет)$/iu,
  },
  { header: /^action$/u, off: /^end$/iu },
  // Loyverse's 'Available for sale [Store]' (the first store's).
  { header: /^available for sale(?: .*)?$/u, off: /^(?:n|no)$/iu },
  // Zoho Inventory's 'Status' (Active / Inactive): an inactive item is no longer sold
  // (https://www.zoho.com/us/inventory/kb/items/item-inactive.html).
  { header: /^status$/u, off: /^inactive$/iu },
];
/** A sale's switch ('On Sale', 'On sale (0/1)', 'В акції'), and the cells that say it is off. */
const ON_SALE = /^(?:on sale|on sale 0 1|в акції|в акции|акція|акция)$/;
const SWITCHED_OFF = /^(?:no|n|false|0|ні|нет|off)$/iu;

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  laquo: '«',
  raquo: '»',
};

/** A description as shop platforms export it, HTML ('<p>…</p>', '&nbsp;'), read as plain text. */
function withoutMarkup(s: string): string {
  if (!/<\/?[a-z][^>]*>|&[a-z]+;|&#\d+;/i.test(s)) return s;
  return s
    .replace(/<[^>]*>/g, ' ')
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** A discount column's header alone ('Знижка', 'Скидка', 'Discount'), not 'Термін дії знижки'. */
const DISCOUNT = /^(?:знижка|скидка|discount)$/;

/** The price less a discount cell ('10%' off, or an amount off); null when the cell gives none. */
function afterDiscount(price: number | null, cell: Cell | undefined): number | null {
  if (price === null) return null;
  const s = text(cell, 50);
  const off = parsePrice(s);
  if (!off) return null;
  const paid = /%/.test(s) ? price * (1 - off / 100) : price - off;
  return paid > 0 && paid < price ? Math.round(paid * 100) / 100 : null;
}

/** Whether a quantity cell gives a number, not only a mark ('+', 'є', 'немає'). */
const hasCount = (cell: Cell | undefined) => typeof cell === 'number' || /\d/.test(text(cell, 50));

/** Dimensions ("55×40×20 см", "50x70", "60 х 33 х 30 cm"). */
const DIMENSIONS = /^\d+(?:[.,]\d+)?(?:\s*[×xхXХ*]\s*\d+(?:[.,]\d+)?){1,2}\s*(?:см|cm|мм|mm)?$/u;

/**
 * A size cell: one size ('M', 42, '42-44'), a list ('S, M, L'), or sizes with quantities
 * ('S:2, M:0' or 'S - 2; M - 0'). `quantity` is the row's quantity, used for a single size.
 */
export function parseSizes(cell: Cell | undefined, quantity: number | null): ParsedSize[] {
  const s = text(cell, 500);
  if (s === '') return [];
  // A comma between two digits is a decimal one (38,5; 16,5), not a list's.
  let parts = s
    .split(/[;\n|]+|(?<!\d),+|,+(?!\d)/)
    .map((p) => p.trim())
    .filter(Boolean);
  // "S / ручна поклажа, 55×40×20 см", "40 л, 50×30×27 см": dimensions after a size that is not
  // dimensions itself say that size's, not another one (a list of dimensions stays a list).
  parts = parts.reduce<string[]>((out, part) => {
    const prev = out.at(-1);
    if (prev !== undefined && DIMENSIONS.test(part) && !DIMENSIONS.test(prev)) out[out.length - 1] = `${prev}, ${part}`;
    else out.push(part);
    return out;
  }, []);
  // "0-3 міс / 3-6 міс / 6-12 міс": sizes of their own (a range or a unit each) listed with a spaced
  // slash; "S/M" or "S / M" stays one size.
  parts = parts.flatMap((part) => {
    const pieces = part.split(/\s+\/\s+/).map((p) => withoutMark(p).size);
    return pieces.length > 1 && pieces.every((p) => SIZE_LIKE.test(p) && /\d\s?-\s?\d|\d\s?\p{L}{2,}/u.test(p))
      ? part.split(/\s+\/\s+/)
      : [part];
  });
  if (parts.length === 1 && !/[:=]/.test(parts[0])) {
    const one = withoutMark(parts[0]);
    return [{ size: one.size.slice(0, TEXT_MAX.size), quantity: one.none ? 0 : quantity }];
  }
  return parts.map((part) => {
    const marked = withoutMark(part);
    if (marked.none) return { size: marked.size.slice(0, TEXT_MAX.size), quantity: 0 };
    const m = /^(.+?)\s*(?:[:=]|\s-\s|\()\s*(\d+)\s*\)?\s*(?:шт\.?|pcs)?$/i.exec(part);
    return m
      ? { size: m[1].trim().slice(0, TEXT_MAX.size), quantity: Number(m[2]) }
      : { size: part.slice(0, TEXT_MAX.size), quantity: null };
  });
}

/**
 * A mark after a size or a colour in a list typed by hand that says it is sold out: "68 (нема)",
 * "м'ятний - немає", "XL (sold out)".
 */
const NONE_MARK =
  /\s*(?:\(\s*|[-–—:]\s*)?(?:нема\p{L}*|немає|нет|нету|відсутн\p{L}*|отсутств\p{L}*|закінчил\p{L}*|закончил\p{L}*|sold\s*out|out\s+of\s+stock|продано)\s*\)?\s*$/iu;

/** A list item without its sold-out mark, and whether it had one. */
export function withoutMark(item: string): { size: string; none: boolean } {
  const m = NONE_MARK.exec(item);
  if (!m || m.index === 0) return { size: item.trim(), none: false };
  return { size: item.slice(0, m.index).trim(), none: true };
}

/**
 * The colours of a colour cell that lists several, as a sheet typed by hand does ("молочний,
 * пудра", "сірий; м'ятний (нема)"), each with whether it is marked sold out; one colour (also a
 * two-tone "чорний/білий") is returned as it is.
 */
export function listedColours(cell: string): Array<{ colour: string; none: boolean }> {
  const parts = cell
    .split(/\s*[,;]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  const items = parts.map(withoutMark);
  // Only short colour words in each part (a sentence is a description, not a list).
  if (items.length < 2 || items.some((i) => i.size === '' || i.size.split(/\s+/).length > 3 || /\d/.test(i.size)))
    return [withoutMark(cell)].map((i) => ({ colour: i.size || cell, none: i.none && i.size !== '' }));
  return items.map((i) => ({ colour: i.size, none: i.none }));
}

export interface HeaderRow {
  index: number;
  columns: ColumnMap;
}

const filled = (c: Cell | undefined) => c !== null && c !== undefined && String(c).trim() !== '';

/**
 * Whether a row reads as column headers: its named columns are words (a number or a date is a
 * value, never a header), and at least two cells name fields, unless the row has only one or two
 * cells. A data row ('VT-1, Сукня, 1299') never passes, so a file without a code column is
 * refused rather than read from its first product.
 */
function looksLikeHeaders(row: Cell[], columns: ColumnMap): boolean {
  const named = Object.values(columns);
  if (named.some((c) => typeof row[c] !== 'string')) return false;
  const cells = row.filter(filled);
  const numbers = cells.filter((c) => typeof c === 'number' || /^[\d\s.,:/-]+$/.test(String(c))).length;
  if (numbers * 2 > cells.length) return false;
  return named.length >= 2 || cells.length <= 2;
}

/**
 * A code column that may stand in for another: named as the code, neither a database number ('ID'),
 * a barcode ('Штрих-код') nor the parent's code a variant row names (groupColumn).
 */
function isOtherCodeColumn(header: Cell, column: number, headerRow: Cell[]): boolean {
  const words = headerWords(header);
  return (
    fieldOfHeader(header) === 'code' &&
    column !== groupColumn(headerRow) &&
    !words.some((w) => /^(?:id|uid|штрих\p{L}*|barcode|ean|gtin)$/u.test(w)) &&
    // MoySklad's 'Внешний код': a random key for other systems ("3UHfAid1jaMiwgBuNvnsf3").
    !words.some((w) => /^(?:внешний|зовнішній|external)$/u.test(w))
  );
}

/**
 * The columns with a code column that holds values: where the column the header names most surely
 * as the code is empty in some rows read below it (OpenCart's 'sku', often left empty or filled with
 * a supplier's number on some products only, beside its 'model' on every row), another column naming
 * the code and filled in each of those rows is the code.
 */
function withFilledCode(rows: Cell[][], index: number, columns: ColumnMap): ColumnMap {
  // A variant row that takes its product's code (MoySklad's modification, naming it in 'Код товара
  // модификации'; BigCommerce's 'SKU' and 'Rule' rows) says nothing of which column is the code.
  const header = rows[index] ?? [];
  const kinds = rowKindColumn(header);
  const parentCode = parentCodeColumn(header);
  const below = rows
    .slice(index + 1, HEADER_SEARCH_ROWS)
    .filter((r) => (r ?? []).some(filled))
    .filter(
      (r) =>
        (parentCode === undefined || !filled(r[parentCode])) &&
        (kinds === undefined || !['variant', 'rule'].includes(rowKind(r[kinds]) ?? '')),
    );
  if (columns.code === undefined || below.length === 0) return columns;
  const code = columns.code;
  const empty = below.filter((r) => !filled(r?.[code]));
  if (empty.length === 0) return columns;
  const used = new Set(Object.values(columns));
  const other = Array.from(header, (h, column) => column).find(
    (column) =>
      !used.has(column) &&
      isOtherCodeColumn(header[column], column, header) &&
      (empty.length < below.length ? below.every((r) => filled(r?.[column])) : below.some((r) => filled(r?.[column]))),
  );
  return other === undefined ? columns : { ...columns, code: other };
}

/** The header row: among the first rows, the one that reads as headers, names an article-code column and the most fields. */
export function findHeaderRow(rows: Cell[][]): HeaderRow | null {
  let best: HeaderRow | null = null;
  let bestCount = 0;
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index += 1) {
    const row = rows[index] ?? [];
    const columns = withFilledCode(rows, index, mapColumns(row));
    const count = Object.keys(columns).length;
    if (columns.code !== undefined && count > bestCount && looksLikeHeaders(row, columns)) {
      best = { index, columns };
      bestCount = count;
    }
  }
  return best;
}

/**
 * Why no header row was found, as the refusal's message key (issue 47 item 15): the first row of
 * two cells or more names an article-code column but no other column the import knows (no name, no price: a row of one
 * recognised header among others is as likely a product), or that row reads as values (numbers
 * or dates where names should be); else there is no code column at all.
 */
export type NoHeaderReason =
  'knowledge.file_code_column_only' | 'knowledge.file_header_values' | 'knowledge.file_no_code_column';

export function noHeaderReason(rows: Cell[][]): NoHeaderReason {
  // The likely header row (the one the message lists); a code header is a word, never 'ART-1'.
  const row = rows.slice(0, HEADER_SEARCH_ROWS).find((r) => (r ?? []).filter(filled).length >= 2) ?? [];
  const columns = mapColumns(row);
  const code = columns.code === undefined ? null : row[columns.code];
  if (typeof code !== 'string' || /\d/.test(code)) return 'knowledge.file_no_code_column';
  return Object.keys(columns).length < 2 ? 'knowledge.file_code_column_only' : 'knowledge.file_header_values';
}

/** Non-empty cells of the first rows, for the 'no article column' message. */
export function headersFound(rows: Cell[][]): string[] {
  const row = rows.slice(0, HEADER_SEARCH_ROWS).find((r) => r.filter((c) => text(c, 1) !== '').length >= 2) ?? [];
  return row
    .map((c) => text(c, 40))
    .filter(Boolean)
    .slice(0, 15);
}

/** Why a row below the header is not a product (docs/product.md §9.4). */
export type SkipReason = ImportSkipReason;

export interface SkippedRow {
  /** 1-based, as the spreadsheet shows it. */
  row: number;
  reason: SkipReason;
  /** The row's first cells, for the owner to recognise it. */
  text: string;
}

/** Skipped rows kept to show (the counts cover them all). */
export const SKIPPED_SHOWN = 50;

export interface RowsResult {
  products: ParsedProduct[];
  /** Data rows below the header (empty rows not counted). */
  rows: number;
  /** Rows that are not products (no article code, totals, group labels, notes). */
  skipped: number;
  columns: Field[];
  /** The header row (0-based) and the column of each field. */
  headerRow: number;
  mapping: ColumnMap;
  headers: string[];
  /** The first skipped rows, with why. */
  skippedRows: SkippedRow[];
  skippedBy: Partial<Record<SkipReason, number>>;
}

/** A product being read; `sizeDetails`: each characteristic's value per size (a size chart's columns). */
type Building = ParsedProduct & { sizeIndex: Map<string, number>; sizeDetails: Map<string, Map<string, string>> };

/**
 * A product row that variant rows join (BigCommerce's 'Product' row above its 'SKU' rows, MoySklad's
 * 'Товар' named by its modifications' 'Код товара модификации'). Its own product is taken out at
 * its first variant and kept as the `template` they inherit (name, category, description, price).
 *
 * Layouts learned from public material only. BigCommerce: its help centre's "Importing Product
 * Options (v2)" (SKU and Rule rows under their product, 'Product ID' blank on them, the option in
 * 'Product Name') and "Complex Attributes" (a SKU row's name, code, stock and low stock level; a
 * Rule row's price tied to a variant by 'Product Code/SKU'), the Bulk Edit template's field list
 * (support.bigcommerce.com; pastebin.com/1ayL4GWs), and public generators of such CSVs on GitHub
 * writing '  SKU' / '  Rule' rows, "[CS]Color=Black:#000000,[RT]Size=XXL" and "[ADD]4" prices.
 * MoySklad: public importers of its «Товары → Экспорт» file on GitHub (a 'Тип' of Товар /
 * Комплект / Услуга / Модификация; a modification joined by 'Код товара модификации', the product's
 * 'Код'; «Неснижаемый остаток» a threshold, not the stock; prices "1320,00") and public generators
 * of its import file ('Характеристика:Размер', 'Характеристика:Цвет', 'Остаток').
 */
interface Parent {
  /** The product's key in `byCode`, and its code ('' until a variant gives one: a row with no code). */
  key: string;
  code: string;
  /** The row gave no code: the product takes its first variant's. */
  uncoded?: { row: Cell[]; index: number };
  template?: Building;
  /** How its stock is counted (BigCommerce's 'Track Inventory'): by the product, none, or else by its variants. */
  tracking?: 'product' | 'none';
  /** Its variants as added, for a rule row that prices one (BigCommerce). */
  variants: Array<{ key: string; size: string; colour: string; sku?: string }>;
}

/**
 * The description with each characteristic whose value differs by size said per size
 * ("Довжина спинки, см: XS 20 · S 25 · M 30"): a size chart given as columns, one row per size.
 */
function withSizeChart(p: Building): string {
  let description = p.description;
  for (const [label, bySize] of p.sizeDetails) {
    const values = [...bySize.values()];
    if (bySize.size < 2 || values.every((v) => v === values[0])) continue;
    const line = `${label}: ${[...bySize].map(([size, value]) => `${size} ${value}`).join(' · ')}`;
    description = description.replace(`${label}: ${values[0]}`, line);
  }
  return description.slice(0, TEXT_MAX.description);
}

// A totals row: its code cell (or, with no code, its first text) is 'Разом:', 'Всього', 'Total'...
// alone or before a colon; 'Total look' or 'TOTAL-1' stay products.
const TOTAL =
  /^(разом|всього|усього|загалом|підсумок|підсумки|итого|всего|total|subtotal|grand total|sum)\s*(:.*|\.)?$/iu;

/**
 * Turns the rows of a sheet into products, one row at a time (the import never needs a sheet's
 * rows all at once): one product per article code, its sizes gathered from every row of that code
 * (one row per code and size), or from a size cell ('S, M, L'); one SKU per size (`HW-118-S`,
 * `HW-118-M`) is a size of its model `HW-118` (variant-codes.ts). Rows that are not products are
 * skipped and counted by reason: no code, a totals row, a row with a code-like cell but no price,
 * size or quantity where the sheet has such columns (a group label 'Сукні', a footnote), the
 * header repeated.
 */
export class ProductCollector {
  private readonly byCode = new Map<string, Building>();
  /** Each product's variant group (the group column's key), where the file has one: variant-groups.ts. */
  private readonly groupOf = new Map<string, string>();
  private readonly headerCode: string;
  private readonly valued: number[];
  private count = 0;
  private skipped = 0;
  private readonly skippedRows: SkippedRow[] = [];
  private readonly skippedBy: Partial<Record<SkipReason, number>> = {};
  private readonly headers: string[];
  private readonly quantityOther: number | undefined;
  private readonly options: OptionPair[];
  private readonly group: number | undefined;
  /**
   * The group column is a product of several offers (KeyCRM's 'ID товару' beside 'ID пропозиції',
   * ICML's 'productId').
   */
  private readonly offers: boolean;
  /**
   * Ecwid's 'product_variation_sku': a variation's own code beside its product's 'product_sku'; ICML's
   * 'xmlId', an offer's own beside its model's 'param[article]'.
   */
  private readonly variationSku: number | undefined;
  /**
   * A second code column (OpenCart's 'sku' beside its 'model', a maker's 'Код виробника / OEM'):
   * a row's other code, by which customers find it too (a product's, or its one size's, own SKU).
   */
  private readonly secondCode: number | undefined;
  /** BigCommerce's 'Item Type', MoySklad's 'Тип': what each row is (columns.ts rowKind). */
  private readonly kindColumn: number | undefined;
  /** MoySklad's 'Код товара модификации': the code of the product a modification row belongs to. */
  private readonly parentColumn: number | undefined;
  /** Every column naming a code ('Артикул', 'Код', 'Внешний код'): a product row is its modifications' parent by any. */
  private readonly codeColumns: number[];
  /** Product rows that variant rows join (parentRows): by each of their codes, and the last one above. */
  private readonly parents = new Map<string, Parent>();
  private lastParent: Parent | null = null;
  private readonly uncodedParents: Parent[] = [];
  /** Variant rows naming a product not read yet (MoySklad may list a modification first): read at the end. */
  private readonly pending: Array<{ row: Cell[]; index: number }> = [];
  /** The key of the product the last addColour added to. */
  private lastKey = '';
  /** BigCommerce's 'Track Inventory' ("by product", "by option", "none"): how a row's stock is counted. */
  private readonly trackColumn: number | undefined;
  /** The maker's column ('Бренд', 'Виробник'): said before a name that lacks it (`withBrands`). */
  private readonly brand: number | undefined;
  /** The name column is a scent or shade ('Аромат' with no name beside it). */
  private readonly nameIsSecond: boolean;
  /** Each product's maker, as its first row gives it. */
  private readonly brandOf = new Map<string, string>();
  /**
   * The 'ID' column (WooCommerce: a variation's 'Parent' names its parent as `id:<ID>`; Tilda's
   * 'Tilda UID', which an edition's 'Parent UID' names as it is).
   */
  private readonly idColumn: number | undefined;
  /** A sale price beside the regular one (WooCommerce's 'Sale price'): the price paid while set. */
  private readonly saleColumn: number | undefined;
  /** The sale's first and last days (sale-dates.ts): the sale price only while they hold. */
  private readonly saleDates: SaleDateColumns;
  /** Rows tied by their item's name (Square's 'Item Name' beside 'Variation Name'): its sizes join it whatever their codes. */
  private readonly bySquareName: boolean;
  /**
   * Rows tied by a name, Square's or Zoho's 'Item Group Name' (whose items' SKUs in segments,
   * 'VL-TR29-GR-M', are read by gatherVariantCodes): the product's name.
   */
  private readonly groupByName: boolean;
  /** Columns that say a row is not sold (OFF_SALE), with the cells that say so. */
  private readonly offSale: Array<{ column: number; off: RegExp }>;
  /** Squarespace's 'On Sale' (Yes/No), PrestaShop's 'On sale (0/1)': a sale price counts only while it says yes. */
  private readonly onSaleColumn: number | undefined;
  /** A discount off the price (Prom.ua's 'Знижка': '10%' or an amount): the price paid while set. */
  private readonly discountColumn: number | undefined;
  /**
   * The product group of the rows above: Shopify's rows of one 'Handle' after the first leave the
   * name, category and option names empty; WooCommerce's variation rows name their parent
   * ('Parent': `id:101` or its SKU) and repeat its name with their attributes ("Сукня - Чорний, M").
   * `code` is a parent row's own code (a row with no price or quantity: the variations' model).
   * `own` is the code of a first row with a price but no quantity or variant (Tilda's parent row,
   * priced as its cheapest edition): the model's, once a later row names it as its parent.
   */
  /** The last product name written in the name column, and its category (names written once, above). */
  private above = { name: '', category: '', fillsDown: false };

  private last: {
    keys: Set<string>;
    name: string;
    category: string;
    optionNames: string[];
    code: string;
    /** A parent row's description and characteristics, for its variants that repeat none of it (Wix). */
    description: string;
    own: string;
    /** The parent row's product once its rows are found to be editions: what they inherit. */
    template?: Building;
  } | null = null;

  constructor(
    private readonly header: HeaderRow,
    headerRow: Cell[],
  ) {
    this.headerCode = text(this.at(headerRow, 'code'), TEXT_MAX.code);
    this.headers = Array.from(headerRow, (c) => text(c, 100));
    const col = header.columns;
    this.valued = (['price', 'size', 'quantity', 'variant'] as const).flatMap((f) =>
      col[f] === undefined ? [] : [col[f]],
    );
    // Prom.ua and others give both a mark ('Наявність': '+' / '-') and a count ('Кількість', often
    // empty): the second column is read where the first gives no number.
    const used = new Set(Object.values(col));
    const other = this.headers.findIndex(
      (h, i) => !used.has(i) && col.quantity !== undefined && fieldOfHeader(h) === 'quantity',
    );
    this.quantityOther = other >= 0 ? other : undefined;
    this.options = optionPairs(headerRow);
    this.group = groupColumn(headerRow);
    this.offers = this.group !== undefined && this.group === offersProductColumn(headerRow);
    const groupHeader = this.group === undefined ? '' : headerWords(this.headers[this.group]).join('');
    this.bySquareName = groupHeader === 'itemname';
    this.groupByName = this.bySquareName || groupHeader === 'itemgroupname';
    const variationSku = this.headers.findIndex((h) => /^(?:product_variation_sku|xmlid)$/iu.test(h.trim()));
    this.variationSku = variationSku >= 0 ? variationSku : undefined;
    const secondCode = this.headers.findIndex(
      (h, i) => !used.has(i) && i !== variationSku && !this.offers && isOtherCodeColumn(h, i, headerRow),
    );
    this.secondCode = secondCode >= 0 ? secondCode : undefined;
    this.kindColumn = rowKindColumn(headerRow);
    const track = this.headers.findIndex((h) =>
      ['track inventory', 'inventory tracking'].includes(headerWords(h).join(' ')),
    );
    this.trackColumn = track >= 0 ? track : undefined;
    this.parentColumn = parentCodeColumn(headerRow);
    this.codeColumns = this.headers.flatMap((h, i) =>
      i === col.code || (i !== this.parentColumn && isOtherCodeColumn(h, i, headerRow)) ? [i] : [],
    );
    this.brand = brandColumn(headerRow);
    this.nameIsSecond = col.name !== undefined && isSecondName(this.headers[col.name]);
    const words = this.headers.map((h) => headerWords(h).join(' '));
    const id = words.indexOf('id');
    const uid = words.findIndex((w, i) => i !== this.group && /(?:^| )uid$/.test(w));
    this.idColumn = id >= 0 ? id : uid >= 0 ? uid : undefined;
    const sale = words.findIndex((w) => SALE_PRICE.test(w));
    this.saleColumn = sale >= 0 && !used.has(sale) ? sale : undefined;
    this.offSale = this.headers.flatMap((h, i) => {
      const w = headerWords(h);
      const rule = OFF_SALE.find(
        ({ header }) => header.test(w.join(' ')) || (w[0] === 'action' && header.test('action')),
      );
      return rule && !used.has(i) ? [{ column: i, off: rule.off }] : [];
    });
    const onSale = words.findIndex((w) => ON_SALE.test(w));
    this.onSaleColumn = onSale >= 0 && !used.has(onSale) ? onSale : undefined;
    this.saleDates = saleDateColumns(headerRow);
    const discount = words.findIndex((w) => DISCOUNT.test(w));
    this.discountColumn = discount >= 0 && !used.has(discount) ? discount : undefined;
    const taken = new Set(
      [
        this.quantityOther,
        this.group,
        this.idColumn,
        this.saleColumn,
        this.discountColumn,
        this.parentColumn,
        this.kindColumn,
      ].filter((c): c is number => c !== undefined),
    );
    // Not the main description's other language ('Опис' beside 'Опис_укр', OpenCart's
    // 'description(ru-ru)' beside 'description(uk-ua)'): the same text again.
    const twin = (h: string) =>
      col.description !== undefined &&
      h !== this.headers[col.description] &&
      withoutLanguageMark(h) === withoutLanguageMark(this.headers[col.description]);
    this.moreDescription = this.headers.flatMap((h, i) =>
      i !== col.description &&
      !taken.has(i) &&
      ((col.description !== undefined && fieldOfHeader(h) === 'description' && !twin(h)) || BULLET_POINT.test(h.trim()))
        ? [i]
        : [],
    );
    for (const i of this.moreDescription) taken.add(i);
    const colourNumber =
      col.color !== undefined && !isColourNumberHeader(this.headers[col.color])
        ? this.headers.findIndex((h, i) => i !== col.color && isColourNumberHeader(h))
        : -1;
    this.colourNumberColumn = colourNumber >= 0 ? colourNumber : undefined;
    this.detailColumns = ignoredColumns(headerRow, col)
      .filter(
        ({ column, reason }) =>
          !taken.has(column) && column !== this.colourNumberColumn && isDetailColumn(this.headers[column], reason),
      )
      .map(({ column }) => column);
  }

  /**
   * "Sauvage" of 'Бренд' Dior: "Dior Sauvage", where the shop sells several makers (its customers
   * name them: "роял канін індор") or the name is a scent alone; a dash or an empty cell is no maker.
   */
  private withBrands(products: Array<[string, Building]>): void {
    const brands = new Set([...this.brandOf.values()].map((b) => b.toLowerCase()));
    if (brands.size < (this.nameIsSecond ? 1 : 2)) return;
    // A product's other colours and sizes whose rows leave the maker empty (Tilda's editions) are its too.
    const byName = new Map<string, string>();
    for (const [key, p] of products) {
      const brand = this.brandOf.get(key);
      if (brand && !byName.has(p.name.toLowerCase())) byName.set(p.name.toLowerCase(), brand);
    }
    const brandOf = (key: string, p: Building) => this.brandOf.get(key) ?? byName.get(p.name.toLowerCase()) ?? '';
    // A shop that writes the maker into some names ("Кавомолка Timemore …") chose where it matters.
    if (
      !this.nameIsSecond &&
      products.some(([key, p]) => p.name.toLowerCase().includes(brandOf(key, p).toLowerCase() || '\u0000'))
    )
      return;
    for (const [key, p] of products) {
      const brand = brandOf(key, p);
      if (p.name === '' || brand === '' || p.name.toLowerCase().includes(brand.toLowerCase())) continue;
      // Before a scent ("Dior Sauvage"); after a name that says what the product is, whose first word
      // the reading takes for its kind ("Indoor 27 сухий корм Royal Canin").
      // A name ending with its colour ("Килимок NBR 10 мм, сірий"): the maker before the colour, so
      // its other colours still read as one model (colour-named.ts).
      const tail = this.nameIsSecond ? null : colourTail(p.name);
      p.name = (
        this.nameIsSecond
          ? `${brand} ${p.name}`
          : tail
            ? `${tail.head} ${brand}${p.name.slice(tail.head.length)}`
            : `${p.name} ${brand}`
      ).slice(0, TEXT_MAX.name);
    }
  }

  /** A second description column (Tilda's long 'Text' beside its 'Description'): said after the first. */
  private readonly moreDescription: number[];

  /** Columns of characteristics no field has ("Поляризація", "Ширина оправи, мм", "Примітка"). */
  private readonly detailColumns: number[];
  /** 'Колір №' beside 'Колір': the colour's number, said with its word. */
  private readonly colourNumberColumn: number | undefined;

  /** The row's characteristics as "Назва колонки: значення" lines (answer/details.ts reads them). */
  private detailsOf(row: Cell[], everyPair = false): string[] {
    const columns = this.detailColumns.flatMap((c) => {
      // A platform's fixed decimals ('6.50000000'): the number as written by hand ('6.5').
      const value = text(row[c], 200).replace(/^(\d+)(?:\.(\d*?))0+$/u, (_, whole: string, frac: string) =>
        frac ? `${whole}.${frac}` : whole,
      );
      // A measure the platform fills with zeros where none was given ('0.00000000'): none.
      return value === '' || /^https?:\/\//i.test(value) || /^0+(?:[.,]0+)?$/.test(value)
        ? []
        : [`${detailLabel(this.headers[c])}: ${value}`];
    });
    // A characteristic given as a name and a value (Wix's 'additionalInfoTitle1' / '…Description1')
    // whose name no field takes ('Діаметр горщика: Ø21 см', 'Потужність: 20 Вт').
    const pairs = this.options.flatMap((p) => {
      const label = optionNameIn(row, p).replace(/:/g, ' ').trim();
      const unit = p.unit === undefined ? '' : text(row[p.unit], 20);
      const value = [text(withoutMarkup(text(row[p.value], 2000)), 200), unit].filter(Boolean).join(' ');
      return p.variant || label === '' || value === '' || (!everyPair && optionField(label) !== null)
        ? []
        : [`${label}: ${value}`];
    });
    return [...columns, ...pairs];
  }

  /**
   * The row's group (its first row's name, category and option names for the rows after it) and
   * the colour and size its option pairs give.
   */
  private grouped(row: Cell[]): {
    name: string;
    category: string;
    colour: string;
    size: string;
    /** The size is one variant option's value, not a cell that may list sizes. */
    oneSize: boolean;
    material: string;
    key: string;
    code: string;
    description: string;
    /** The row lists its group's choices (listsChoices): the variants' parent, no product itself. */
    choices: boolean;
    template?: Building;
    /** A variant row's product's price, for a variant that gives none (addVariant). */
    price?: number | null;
    /** The colour and size are the variant's options alone, never the row's size cell (addVariant). */
    optionsOnly?: boolean;
    /** The row's price as its product's changed ("[ADD]50" of a BigCommerce variant), over its price cell. */
    rowPrice?: number | null;
    /** The row's count where its own cell is not it (a stock not tracked, or tracked by product). */
    quantity?: number | null;
  } {
    const key = this.group === undefined ? '' : text(row[this.group], TEXT_MAX.code);
    const same = key !== '' && this.last?.keys.has(key) ? this.last : null;
    const written = text(this.at(row, 'name'), TEXT_MAX.name);
    // A hand-kept sheet names a product on its first row only (cells merged down, or left blank
    // under it): a row with its own code and price but no name is the next variant of the one above.
    const below =
      written === '' && this.group === undefined && filled(this.at(row, 'code')) && filled(this.at(row, 'price'));
    const own = below ? this.above.name : written;
    if (below) this.above.fillsDown = true;
    // MoySklad's 'Тип' read as the category where no 'Группы' is beside it: 'Товар' is no category.
    const categoryCell = this.at(row, 'category');
    const ownCategory =
      this.header.columns.category === this.kindColumn && rowKind(categoryCell) !== null
        ? ''
        : text(categoryCell, TEXT_MAX.category);
    if (written !== '') this.above.name = written;
    if (ownCategory !== '') this.above.category = ownCategory;
    // Zoho's item of a group is named "<group>/<option>/…": the group's name is the model's.
    const name =
      this.groupByName && key !== ''
        ? text(row[this.group!], TEXT_MAX.name)
        : same && (own === '' || own.startsWith(same.name))
          ? same.name
          : own;
    // Such a sheet writes a category once above its products too.
    const category = ownCategory || (same?.category ?? '') || (this.above.fillsDown ? this.above.category : '');
    const optionNames = this.options.map((p, i) => optionNameIn(row, p) || (same?.optionNames[i] ?? ''));
    let choices = false;
    if (this.group !== undefined && !same) {
      const code = text(this.at(row, 'code'), TEXT_MAX.code);
      const id = this.idColumn === undefined ? '' : text(row[this.idColumn], TEXT_MAX.code);
      const parent = !this.valued.some((c) => filled(row[c])) || this.listsChoices(row);
      const keys = new Set([key, code, id ? `id:${id}` : '', key === '' ? id : ''].filter(Boolean));
      choices = this.listsChoices(row);
      // Only a row listing its choices (Wix) gives its variants its description: WooCommerce's
      // variations carry their own.
      const description = choices ? this.ownDescription(row) : '';
      const priced = key === '' && !filled(this.at(row, 'quantity')) && !filled(this.at(row, 'variant'));
      this.last = { keys, name, category, optionNames, code: parent ? code : '', description, own: priced ? code : '' };
    } else if (same && same.code === '' && same.own !== '') this.adoptParent(same);
    let colour = '';
    let size = '';
    let material = '';
    /** Options of other names ('Модель телефону', 'Потужність'): what the variant is sold by. */
    const axes: string[] = [];
    let oneSize = false;
    this.options.forEach((p, i) => {
      const unit = p.unit === undefined ? '' : text(row[p.unit], 20);
      const value = [text(row[p.value], TEXT_MAX.material), unit].filter(Boolean).join(' ');
      const field = this.optionFieldAt(row, p, optionNames[i]);
      if (field === 'color') colour ||= value.slice(0, TEXT_MAX.color);
      else if (field === 'size') {
        // A variant option's value is one variant's ("2 АКБ 2 Ач + ЗП, кейс"), never a list of sizes.
        if (!size && p.variant) oneSize = true;
        size ||= value.slice(0, TEXT_MAX.size);
      } else if (field === 'material') material ||= value;
      // A variation's attribute of another name (WooCommerce's 'Модель телефону' on a row whose
      // 'Parent' names a parent row with no price or stock) is what it differs by, as a Shopify option is.
      else if ((p.variant || (same !== null && same.code !== '')) && value !== '' && !DEFAULT_TITLE.test(value))
        axes.push(value.slice(0, TEXT_MAX.size));
    });
    // Two such options and neither a size nor a colour ('Потужність: 9 Вт', 'Колірна температура:
    // 3000K'): the first is the size, the second what the variants differ by besides it, as a colour is.
    const [axis = '', ...besides] = axes;
    if (!size && !colour && besides.length > 0) colour = besides.join(', ').slice(0, TEXT_MAX.color);
    if (!size && axis) oneSize = true;
    return {
      name,
      category,
      colour,
      size: size || axis,
      oneSize,
      material,
      key,
      code: same?.code ?? '',
      description: same?.description ?? '',
      choices,
      template: same?.template,
    };
  }

  /** What an option's values are: by its name, else by its type (Etsy's 'Colour' of an option named 'Глазур'). */
  private optionFieldAt(row: Cell[], pair: OptionPair, name: string): Field | null {
    return optionField(name) ?? (pair.type === undefined ? null : optionField(text(row[pair.type], 100)));
  }

  /**
   * A listing's variants where one row stands for the whole listing (no column ties rows together):
   * each variant option's values joined in its cell (Etsy's 'VARIATION 1 VALUES': "Морська
   * хвиля,Молочна,Графіт"), every combination in the order the options come (the first option's
   * values outermost, as Etsy orders a listing's SKUs), each its colour and size; null when no
   * option lists several values.
   */
  private listedVariants(row: Cell[]): Array<{ colour: string; size: string }> | null {
    if (this.group !== undefined) return null;
    const axes = this.options.flatMap((p) => {
      const values = p.variant ? splitList(text(row[p.value], 2000)) : [];
      if (values.length === 0) return [];
      return [{ colour: this.optionFieldAt(row, p, optionNameIn(row, p)) === 'color', values }];
    });
    if (!axes.some((a) => a.values.length > 1)) return null;
    let combos: Array<{ colour: string[]; size: string[] }> = [{ colour: [], size: [] }];
    for (const axis of axes)
      combos = combos.flatMap((c) =>
        axis.values.map((v) => (axis.colour ? { ...c, colour: [...c.colour, v] } : { ...c, size: [...c.size, v] })),
      );
    return combos.map((c) => ({
      colour: c.colour.join(', ').slice(0, TEXT_MAX.color),
      size: c.size.join(' · ').slice(0, TEXT_MAX.size),
    }));
  }

  /**
   * Whether a row lists its product's choices rather than being one (Wix's product row: 'Ø12 см;Ø17
   * см' in its option's value, one variant row per choice after it): the parent of the rows after it.
   */
  private listsChoices(row: Cell[]): boolean {
    return this.options.some(
      (p) =>
        p.variant &&
        text(row[p.value], 500)
          .split(';')
          .filter((v) => v.trim()).length > 1,
    );
  }

  /**
   * A parent row's description and characteristics, one per line, each of its named values too (a
   * Wix product's 'Розмір: Ø16 см, h 28 см' describes the product its variant rows do not repeat).
   */
  private ownDescription(row: Cell[]): string {
    const own = text(withoutMarkup(text(this.at(row, 'description'), 20_000)), TEXT_MAX.description);
    return [own, ...this.detailsOf(row, true)].filter(Boolean).join('\n').slice(0, TEXT_MAX.description);
  }

  /**
   * A row naming the group's first row as its parent: that row, priced but with no quantity or
   * variant of its own, was the model's header (Tilda's parent row), not an offer. Its product is
   * taken out and kept for the editions to inherit its description and characteristics.
   */
  private adoptParent(group: NonNullable<ProductCollector['last']>): void {
    const header = this.byCode.get(group.own);
    // Its size column may hold a characteristic ('Розмір: 02'), never a count.
    if (header && header.quantity === null && header.sizes.every((size) => size.quantity === null)) {
      this.byCode.delete(group.own);
      group.template = header;
    }
    group.code = group.own;
    group.own = '';
  }

  /** Whether the row's quantity or mark says the size is made to order. */
  private toOrder(row: Cell[]): boolean {
    const cells = [this.at(row, 'quantity'), this.quantityOther === undefined ? undefined : row[this.quantityOther]];
    return cells.some((c) => typeof c === 'string' && TO_ORDER.test(c));
  }

  /**
   * A made-to-order mark that says how long ("Під замовлення 5–7 днів", "под заказ 2 недели"): a
   * "column: mark" characteristic line, which the answer quotes (answer/details.ts); '' for a bare mark.
   */
  private orderTermLine(row: Cell[]): string {
    const columns = [this.header.columns.quantity, this.quantityOther].filter((c): c is number => c !== undefined);
    for (const c of columns) {
      const mark = text(row[c], 100);
      if (orderTerm(mark)) return `${this.headers[c].replace(/:/g, ' ').trim()}: ${mark}`;
    }
    return '';
  }

  /** The row's quantity: the quantity column's number, else the other quantity column's, else either's mark. */
  private quantityOf(row: Cell[], toOrder: boolean): number | null {
    if (toOrder) return 0;
    const cells = [this.at(row, 'quantity'), this.quantityOther === undefined ? undefined : row[this.quantityOther]];
    const counted = cells.find(hasCount);
    if (counted !== undefined) return parseQuantity(counted);
    const marked = cells.find((c) => text(c, 50) !== '');
    return parseQuantity(marked);
  }

  /**
   * The product a row adds to: its code's, or, when the code's rows name several colours (one
   * article per model, a row per colour and size, as 1C/BAS exports), the code's in that colour.
   */
  private keyOf(code: string, colour: string): string {
    const first = this.byCode.get(code);
    if (!first || colour === '' || first.color === '' || first.color.toLowerCase() === colour.toLowerCase())
      return code;
    return `${code}\u0000${colour.toLowerCase()}`;
  }

  private at(row: Cell[], field: Field): Cell | undefined {
    const c = this.header.columns[field];
    return c === undefined ? undefined : row[c];
  }

  private skip(index: number, row: Cell[], reason: SkipReason): void {
    this.skipped += 1;
    this.skippedBy[reason] = (this.skippedBy[reason] ?? 0) + 1;
    if (this.skippedRows.length < SKIPPED_SHOWN) {
      const shown = row
        .filter(filled)
        .slice(0, 4)
        .map((c) => text(c, 40))
        .join(' · ');
      this.skippedRows.push({ row: index + 1, reason, text: shown.slice(0, 120) });
    }
  }

  private readonly groupCodes = new Map<string, string>();

  /** The code of a group's first sized row, which its other sized rows join. */
  private firstCodeOfGroup(key: string, own: string): string {
    const first = this.groupCodes.get(key);
    if (first !== undefined) return first;
    this.groupCodes.set(key, own);
    return own;
  }

  /** One data row (below the header); `index` is its 0-based row in the sheet. */
  add(row: Cell[] | undefined, index = -1): void {
    if (!row || row.every((c) => c === null || c === '')) return;
    this.count += 1;
    // Archived, not sellable, switched off, an ended listing: not sold, never offered. Nor is an eBay
    // listing's parent row, whose 'RelationshipDetails' lists every value ("Size=S;M;L|Colour=…"):
    // its variation rows below are what is sold, each inheriting its title.
    const listsValues = /=[^=|]*;/u.test(text(this.at(row, 'variant'), 500));
    if (listsValues || this.offSale.some(({ column, off }) => off.test(text(row[column], 40)))) {
      // The rows below it that leave the title empty are its variations: they are named by it.
      if (listsValues) this.above.name = text(this.at(row, 'name'), TEXT_MAX.name);
      this.skip(index, row, 'not_product');
      return;
    }
    // A row-kind column (BigCommerce's 'Item Type', MoySklad's 'Тип') says what the row is: a
    // variant joins its product row, a rule prices a variant, a group's row is no product.
    // Without a row-kind column, a row naming its product's code is a variant, any other row a product.
    const named = this.parentColumn !== undefined && filled(row[this.parentColumn]);
    const kind =
      (this.kindColumn === undefined ? null : rowKind(row[this.kindColumn])) ??
      (named ? 'variant' : this.parentColumn !== undefined ? 'product' : null);
    if (kind === 'variant' && this.addVariant(row, index)) return;
    if (kind === 'rule' || kind === 'other') {
      if (kind === 'rule') this.applyRule(row);
      this.skip(index, row, 'not_product');
      return;
    }
    this.addRow(row, index, kind === 'product');
  }

  /** A row read as the collector reads any; `parent`: a product row its variant rows may join. */
  private addRow(row: Cell[], index: number, parent: boolean): void {
    const grouped = this.grouped(row);
    // A product whose stock the shop does not track ('Track Inventory' none): its count says nothing.
    const group = this.tracking(row) === 'none' ? { ...grouped, quantity: null } : grouped;
    // A variant row with no SKU of its own (Shopify leaves it empty): the product's handle is its code.
    // A code cell listing its listing's variant codes (Etsy's 'SKU': "MG-101-MH,MG-101-ML"): the
    // model's code is what they share, each variant keeps its own.
    const skus = listedCodes(text(this.at(row, 'code'), 2000));
    const own = skus ? sharedCode(skus) : text(this.at(row, 'code'), TEXT_MAX.code);
    // A variant's own SKU that extends its parent's code ('PL-101-17' of 'PL-101', Wix; 'KV-ETH-250-Z'
    // of a priced parent row's 'KV-ETH', Tilda): the model's code, which customers write, the SKU
    // kept as the size's.
    const extendsParent =
      group.code !== '' &&
      own.length > group.code.length &&
      own.toLowerCase().startsWith(group.code.toLowerCase()) &&
      (group.template !== undefined || /^[-_./\s]+\S/u.test(own.slice(group.code.length)));
    // A row's code that extends its group's key with more than a serial or size ('SCR-A5-BK-K' of the
    // Horoshop parent 'SCR-A5'): the key is the model's code, which customers write, the row's kept.
    const model = modelCode(own, group.key);
    // A code adding a colour part and the row's size ('SN-310-WHT-38') is left to gatherVariantCodes,
    // which reads 'SN-310-WHT' as the model in that colour.
    const variantCell = splitVariant(this.at(row, 'variant'));
    const rowSize = sizeText(this.at(row, 'size')) || variantCell.size;
    const sized = rowSize === '' ? null : new RegExp(`[-_./\\s]${escapeRegExp(rowSize)}$`, 'iu').exec(own);
    const endsInSize = sized !== null && own.slice(0, sized.index).toLowerCase() !== group.key.toLowerCase();
    const extendsKey =
      !extendsParent &&
      !endsInSize &&
      model === own &&
      group.key !== '' &&
      own.length > group.key.length &&
      own.toLowerCase().startsWith(group.key.toLowerCase()) &&
      /^[-_./\s]+\S/u.test(own.slice(group.key.length));
    // Rows tied by a group column whose own codes are one piece each, of their own (Loyverse's and
    // Shopify's SKUs 10011, 10012, 10013 of the handle "makita-ddf485"), differing by a size or kit:
    // one product in its first row's code, each variant keeping its own as its size's.
    // Horoshop's modifications name their group by its first one's code ('BA-400' on the rows of
    // 'BA-450', 'BA-500', sized by length): codes in segments join it too, where they share no model
    // code of their own (gatherVariantCodes reads 'SH-HX7' of 'SH-HX7-1', 'SH-HX7-4') and the rows
    // differ by size alone (a colour keeps its own code: 'EV-LAN-GR' is the grey mat's).
    const keyIsFirstRow =
      group.key !== '' &&
      [own, this.groupCodes.get(group.key) ?? ''].some((c) => c.toLowerCase() === group.key.toLowerCase()) &&
      (own.toLowerCase() === group.key.toLowerCase() || sharedCode([own, group.key]) === own) &&
      !text(this.at(row, 'color'), TEXT_MAX.color) &&
      !variantCell.colour;
    // A KeyCRM offer of one product that differs by its size alone ("FR-GC-15" 1,5 л, "FR-GC-40" 4 л):
    // a size of the product's first offer, keeping its own SKU (offers by colour keep their codes).
    const offerOfSize =
      this.offers && !text(this.at(row, 'color'), TEXT_MAX.color) && !variantCell.colour && !group.colour;
    const joinsGroup =
      !extendsParent &&
      !extendsKey &&
      !endsInSize &&
      model === own &&
      // Codes in segments ("SN101-09-VN": model, pack, flavour) are read as such by gatherVariantCodes.
      (/^[\p{L}\d]+$/u.test(own) || keyIsFirstRow || offerOfSize || this.bySquareName) &&
      group.key !== '' &&
      (rowSize || group.size) !== '';
    // Per colour: the black Winton's sizes (PT12003, PT12004) are its own product under PT12003, not
    // under the white one's PT12001 (Lightspeed X-Series' handle of colours and volumes).
    const rowColour = group.colour || text(this.at(row, 'color'), TEXT_MAX.color) || variantCell.colour;
    const firstOfGroup = joinsGroup
      ? this.firstCodeOfGroup(rowColour ? `${group.key}\n${rowColour.toLowerCase()}` : group.key, own)
      : model;
    const code = (extendsParent ? group.code : extendsKey ? group.key : firstOfGroup) || group.code || group.key;
    // Ecwid's variation row: its own SKU in 'product_variation_sku', the model's code its product's.
    const variationSku = this.variationSku === undefined ? '' : text(row[this.variationSku], TEXT_MAX.code);
    // An ICML 'xmlId' that is the accounting system's GUID: no code a customer writes.
    const variationCode = GUID.test(variationSku) ? '' : variationSku;
    const secondCode = this.secondCode === undefined ? '' : text(row[this.secondCode], TEXT_MAX.code);
    const variantSku =
      extendsParent || extendsKey || (joinsGroup && firstOfGroup !== own)
        ? own
        : variationCode !== '' && variationCode !== code
          ? variationCode
          : secondCode !== '' && secondCode.toLowerCase() !== code.toLowerCase() && /\p{N}/u.test(secondCode)
            ? secondCode
            : undefined;
    const first = row.find((c) => typeof c === 'string' && c.trim() !== '');
    if (TOTAL.test(code) || (code === '' && typeof first === 'string' && TOTAL.test(first.trim()))) {
      this.skip(index, row, 'total');
      return;
    }
    // A product row with no code of its own whose variant rows have theirs (BigCommerce's product
    // row without a SKU): kept under a placeholder until its first variant gives the code.
    const placeholder = parent && code === '' ? `\u0000${index}` : '';
    if (code === '' && !placeholder) {
      this.skip(index, row, 'no_code');
      return;
    }
    if (group.choices) {
      this.skip(index, row, 'not_product');
      return;
    }
    if (code === this.headerCode) {
      this.skip(index, row, 'header');
      return;
    }
    // A product row whose variant rows carry the price and stock (MoySklad's 'Товар' above its
    // modifications) is a product all the same.
    if (!parent && this.valued.length > 0 && !this.valued.some((c) => filled(row[c]))) {
      this.skip(index, row, 'not_product');
      return;
    }
    const listed = this.listedVariants(row);
    if (listed) {
      const own = { ...group, colour: '', size: '' };
      const bySku = skus?.length === listed.length ? skus : null;
      listed.forEach(({ colour, size }, i) =>
        this.addColour(row, own, code, { colour, size }, colour, false, bySku?.[i], true),
      );
      return;
    }
    const variant = splitVariant(this.at(row, 'variant'));
    // "сірий" with its number "052" ('Колір' beside 'Колір №'): "052 сірий", named by either.
    const number = this.colourNumberColumn === undefined ? '' : text(row[this.colourNumberColumn], 20);
    const word = text(this.at(row, 'color'), 500);
    const cell = number !== '' && word !== '' && !listedColours(word)[1] ? `${number} ${word}` : word || number;
    // A colour cell listing several ("молочний, пудра"): the row is a product in each colour.
    const colours = cell === '' ? [{ colour: variant.colour || group.colour, none: false }] : listedColours(cell);
    for (const { colour, none } of colours)
      this.addColour(row, group, code || placeholder, variant, colour.slice(0, TEXT_MAX.color), none, variantSku);
    if (parent) this.addParent(row, code, placeholder === '' ? undefined : { row, index });
  }

  /** How the row's stock is counted, where a column says: by the product, by its variants, or not at all. */
  private tracking(row: Cell[]): 'product' | 'variant' | 'none' | null {
    if (this.trackColumn === undefined) return null;
    const value = text(row[this.trackColumn], 40).toLowerCase();
    if (/^(?:none|no|n|false|0)$/.test(value)) return 'none';
    if (/^(?:by )?product$/.test(value)) return 'product';
    if (/^(?:by )?(?:option|variant|sku)s?$/.test(value)) return 'variant';
    return null;
  }

  /** Registers a product row as the parent of the variant rows that name it, or come below it. */
  private addParent(row: Cell[], code: string, uncoded?: { row: Cell[]; index: number }): void {
    const tracking = this.tracking(row);
    const parent: Parent = {
      key: this.lastKey,
      code,
      variants: [],
      ...(uncoded && { uncoded }),
      ...((tracking === 'product' || tracking === 'none') && { tracking }),
    };
    for (const c of this.codeColumns) {
      const value = text(row[c], TEXT_MAX.code).toLowerCase();
      if (value !== '' && !this.parents.has(value)) this.parents.set(value, parent);
    }
    this.lastParent = parent;
    if (uncoded) this.uncodedParents.push(parent);
  }

  /** The parent a variant row names (MoySklad's 'Код товара модификации'), else the product row above it. */
  private parentOf(row: Cell[]): { parent: Parent | null; named: boolean } {
    const named = this.parentColumn === undefined ? '' : text(row[this.parentColumn], TEXT_MAX.code).toLowerCase();
    if (named !== '') return { parent: this.parents.get(named) ?? null, named: true };
    return { parent: this.lastParent, named: false };
  }

  /**
   * A variant row of a product row (BigCommerce's 'SKU' row, MoySklad's 'Модификация'): a size (or a
   * colour and size) of that product, its options its colour and size, its own code kept as the
   * size's SKU, its own stock, and its own price or, left empty, the product's. The product row's
   * own product (its stock often the sum of its variants') is taken out at its first variant and
   * kept as what they inherit. False where the row names no product read: it is read as any row.
   */
  private addVariant(row: Cell[], index: number, last = false): boolean {
    const { parent, named } = this.parentOf(row);
    if (!parent) {
      // Named before its product row: read once the whole sheet is.
      if (named && !last) this.pending.push({ row, index });
      return named && !last;
    }
    if (parent.template === undefined) {
      const header = this.byCode.get(parent.key);
      if (header) {
        this.byCode.delete(parent.key);
        parent.template = header;
      }
    }
    const ownCode = text(this.at(row, 'code'), TEXT_MAX.code);
    const secondCode = this.secondCode === undefined ? '' : text(row[this.secondCode], TEXT_MAX.code);
    const own = ownCode || secondCode;
    if (parent.code === '') parent.code = own;
    const code = parent.code;
    if (code === '') {
      this.skip(index, row, 'no_code');
      return true;
    }
    const t = parent.template;
    const options = this.variantOptions(row, t?.name ?? '');
    const colour = (options.colour || text(this.at(row, 'color'), TEXT_MAX.color)).slice(0, TEXT_MAX.color);
    const size = options.size.slice(0, TEXT_MAX.size);
    const sku = own !== '' && own.toLowerCase() !== code.toLowerCase() ? own : undefined;
    // "[ADD]50" on the variant's own row: the product's price changed by that much.
    const priceCell = text(this.at(row, 'price'), 50);
    const adjusted = /^\s*\[/.test(priceCell) ? adjustedPrice(priceCell, t?.price ?? 0) : undefined;
    // BigCommerce's 'Track Inventory': "by product" counts the product's stock, not its variants'
    // (none when it has none); "none" counts no stock at all.
    const quantity =
      parent.tracking === 'none'
        ? null
        : parent.tracking === 'product'
          ? (t?.quantity ?? t?.sizes[0]?.quantity) === 0
            ? 0
            : null
          : undefined;
    const group = {
      name: t?.name ?? '',
      category: t?.category ?? '',
      colour,
      size,
      oneSize: size !== '',
      ...(adjusted !== undefined && { rowPrice: adjusted }),
      ...(quantity !== undefined && { quantity }),
      material: t?.material ?? '',
      key: '',
      code,
      description: t?.description ?? '',
      choices: false,
      template: t,
      price: t?.price ?? null,
      optionsOnly: true,
    };
    this.addColour(row, group, code, { colour: '', size: '' }, colour, false, sku);
    parent.variants.push({ key: this.lastKey, size, colour, ...(sku && { sku }) });
    return true;
  }

  /**
   * A variant row's colour and size: its option columns' values (MoySklad's 'Характеристика:Цвет'),
   * else an option string in its name cell (BigCommerce's "[RT]Size=M,[S]Colour=Black": the option's
   * type in brackets, its name, its value), else its variant cell. A colour's options are its colour;
   * a size's its size, else the values of its other options, one size ("10 кг · хром").
   */
  private variantOptions(row: Cell[], parentName: string): { colour: string; size: string } {
    const pairs = this.options
      .filter((p) => p.label !== undefined)
      .map((p) => ({ name: p.label!, value: text(row[p.value], TEXT_MAX.material), type: '' }))
      .filter((p) => p.value !== '' && p.value !== '-');
    const nameCell = text(this.at(row, 'name'), TEXT_MAX.name);
    const parts = pairs.length > 0 ? pairs : optionString(nameCell);
    if (parts.length === 0) {
      const cell = splitVariant(this.at(row, 'variant'));
      if (cell.colour || cell.size) return cell;
      // MoySklad names a modification by its product and its values: "Форма «Сфери» (3 см)".
      const rest =
        parentName !== '' && nameCell.toLowerCase().startsWith(parentName.toLowerCase())
          ? nameCell
              .slice(parentName.length)
              .replace(/^[\s,–—-]*\(\s*(.*?)\s*\)\s*$/u, '$1')
              .replace(/^[\s,–—-]+/u, '')
          : nameCell;
      return rest !== '' && nameCell !== parentName ? splitVariant(rest) : { colour: '', size: '' };
    }
    const colours: string[] = [];
    const sizes: string[] = [];
    const others: string[] = [];
    for (const { name, value, type } of parts) {
      // A swatch ('CS') whose name says nothing the import knows ('Глазур') is a colour.
      const field = optionField(name) ?? (type === 'CS' ? 'color' : null);
      (field === 'color' ? colours : field === 'size' ? sizes : others).push(value);
    }
    return { colour: colours.join(', '), size: (sizes.length > 0 ? sizes : others).join(' · ') };
  }

  /**
   * BigCommerce's rule row ('Rule' below a product's 'SKU' rows): a price for the variant its
   * 'Product Code/SKU' names, or for the variants of the options its name gives — "[FIXED]550" the
   * price, "[ADD]50" / "[REMOVE]50" the product's price changed by that much.
   */
  private applyRule(row: Cell[]): void {
    const { parent } = this.parentOf(row);
    const cell = text(this.at(row, 'price'), 50);
    if (!parent || adjustedPrice(cell, 0) === undefined) return;
    const sku = text(this.at(row, 'code'), TEXT_MAX.code).toLowerCase();
    const options = sku === '' ? this.variantOptions(row, '') : null;
    if (options && options.colour === '' && options.size === '') return;
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    for (const v of parent.variants) {
      const chosen = options
        ? (options.colour === '' || same(options.colour, v.colour)) &&
          (options.size === '' || same(options.size, v.size))
        : same(v.sku ?? parent.code, sku);
      const product = chosen ? this.byCode.get(v.key) : undefined;
      const at = product?.sizeIndex.get(v.size);
      if (!product || at === undefined) continue;
      const price = adjustedPrice(cell, product.price ?? 0) ?? null;
      const size = product.sizes[at];
      if (price !== null && price > 0 && price !== product.price) size.price = price;
      else delete size.price;
    }
  }

  /** A data row's product in one colour; `none`: the colour is marked sold out ("м'ятний (нема)"). */
  private addColour(
    row: Cell[],
    group: ReturnType<ProductCollector['grouped']>,
    code: string,
    variant: { colour: string; size: string },
    colour: string,
    none: boolean,
    sku?: string,
    /** One variant of a listing whose quantity is the listing's total (Etsy's): in stock, not counted per variant. */
    shared = false,
  ): void {
    const key = this.keyOf(code, colour);
    this.lastKey = key;
    if (group.key !== '' && !this.groupOf.has(key)) this.groupOf.set(key, group.key);
    if (this.brand !== undefined && !this.brandOf.has(key)) {
      // "Frosch (Німеччина)": the maker, not the country in brackets after it (KeyCRM's 'Виробник').
      const brand = text(row[this.brand], TEXT_MAX.name)
        .replace(/\s*\([^()]*\)\s*$/u, '')
        .trim();
      if (/\p{L}/u.test(brand)) this.brandOf.set(key, brand);
    }
    let product = this.byCode.get(key);
    const created = !product;
    if (!product) {
      product = {
        code,
        name: '',
        color: '',
        price: null,
        material: '',
        lining: '',
        description: '',
        category: '',
        audience: '',
        sizes: [],
        quantity: null,
        sizeIndex: new Map(),
        sizeDetails: new Map(),
      };
      this.byCode.set(key, product);
    }
    // The first non-empty value of each field wins (later rows of a code usually repeat it).
    // A feed's variant titled with its colour and size (rows tied by a group column) names its model.
    // So does a product per colour whose name ends with its colour column's value ('Льон, графіт').
    // A product with no colour of its own whose name says it ("Ваза «Крапля», глазур «Пісок»"): the
    // name without it, as the same vase in another glaze is named.
    const named = colour === '' && product.name === '' ? colourInName(group.name) : null;
    product.name ||= nameWithoutVariant(
      named?.name ?? group.name,
      colour,
      group.key === '' ? '' : sizeText(this.at(row, 'size')) || variant.size,
    );
    product.color ||= colour || (named?.colour ?? '');
    product.material ||= text(this.at(row, 'material'), TEXT_MAX.material) || group.material;
    product.lining ||= text(this.at(row, 'lining'), TEXT_MAX.lining);
    product.description ||=
      text(
        [this.at(row, 'description'), ...this.moreDescription.map((c) => row[c])]
          .map((cell) => withoutMarkup(text(cell, 20_000)).trim())
          .filter(Boolean)
          .join('\n'),
        TEXT_MAX.description,
      ) || group.description;
    if (created) {
      const details = this.detailsOf(row).filter((line) => !product.description.split('\n').includes(line));
      if (details.length > 0)
        product.description = [product.description, ...details]
          .filter(Boolean)
          .join('\n')
          .slice(0, TEXT_MAX.description);
    }
    // An edition inherits what its parent row said of the model (Tilda's editions leave it empty).
    const t = group.template;
    if (t) {
      product.material ||= t.material;
      product.lining ||= t.lining;
      product.description ||= t.description;
      product.category ||= t.category;
      product.audience ||= t.audience;
    }
    product.category ||= group.category;
    product.audience ||= text(this.at(row, 'audience'), TEXT_MAX.audience);
    const regular = group.rowPrice !== undefined ? group.rowPrice : parsePrice(this.at(row, 'price'));
    const sale = this.saleColumn === undefined ? null : parsePrice(row[this.saleColumn]);
    const discounted = this.discountColumn === undefined ? null : afterDiscount(regular, row[this.discountColumn]);
    // A variant that gives no price of its own is sold at its product's (addVariant).
    const rowPrice =
      (sale !== null &&
      sale > 0 &&
      (regular === null || sale < regular) &&
      saleHolds(row, this.saleDates) &&
      !(this.onSaleColumn !== undefined && SWITCHED_OFF.test(text(row[this.onSaleColumn], 20)))
        ? sale
        : (discounted ?? regular)) ??
      group.price ??
      null;
    if (group.price !== undefined) product.price ??= group.price;
    product.price ??= rowPrice;
    const toOrder = this.toOrder(row);
    const counted = group.quantity !== undefined && !toOrder ? group.quantity : this.quantityOf(row, toOrder);
    const quantity = shared && counted !== 0 ? null : counted;
    // A logistics measure the platform fills with zeros (MoySklad's 'Объем' of 0) is no size.
    const sizeCell =
      group.optionsOnly || /^0+(?:[.,]0+)?$/.test(text(this.at(row, 'size'), 20)) ? undefined : this.at(row, 'size');
    const optionSize = text(sizeCell, 500) === '' && !variant.size && group.oneSize;
    const sizes = optionSize
      ? [{ size: group.size, quantity }]
      : parseSizes(text(sizeCell, 500) === '' ? variant.size || group.size : sizeCell, quantity);
    // A product without sizes made to order ("Під замовлення 5–7 днів"): its one size '' is, as a
    // product without sizes is one size '' holding its own quantity (knowledge-adapter.ts).
    if (toOrder && sizes.length === 0) sizes.push({ size: '', quantity: 0 });
    if (toOrder) for (const size of sizes) size.toOrder = true;
    const term = toOrder ? this.orderTermLine(row) : '';
    if (term && !product.description.includes(term))
      product.description = [product.description, term].filter(Boolean).join('\n').slice(0, TEXT_MAX.description);
    if (none) for (const size of sizes) size.quantity = 0;
    if (sku && sizes.length === 1) sizes[0].sku = sku;
    // A variant by colour alone keeps its own code as its one size '' (a product without sizes is
    // one size '', knowledge-adapter.ts).
    if (sku && sizes.length === 0) sizes.push({ size: '', quantity, sku });
    const rowQuantity = none ? 0 : quantity;
    // A chain of 55 cm priced above one of 45: the row's price is its size's own.
    if (rowPrice !== null && rowPrice !== product.price) for (const size of sizes) size.price = rowPrice;
    if (sizes.length === 0 && rowQuantity !== null) product.quantity = (product.quantity ?? 0) + rowQuantity;
    if (sizes.length === 1)
      for (const line of this.detailsOf(row)) {
        const at = line.indexOf(': ');
        const label = line.slice(0, at);
        const bySize = product.sizeDetails.get(label) ?? new Map<string, string>();
        if (!bySize.has(sizes[0].size)) bySize.set(sizes[0].size, line.slice(at + 2));
        product.sizeDetails.set(label, bySize);
      }
    for (const size of sizes) {
      const seen = product.sizeIndex.get(size.size);
      if (seen === undefined) {
        product.sizeIndex.set(size.size, product.sizes.length);
        product.sizes.push(size);
      } else if (size.quantity !== null) {
        // The same code and size twice (two warehouses, say): quantities add up.
        const prev = product.sizes[seen];
        prev.quantity = (prev.quantity ?? 0) + size.quantity;
      }
    }
  }

  result(): RowsResult {
    // Modifications listed before their product: joined now, else read as any row.
    for (const { row, index } of this.pending.splice(0))
      if (!this.addVariant(row, index, true)) this.addRow(row, index, false);
    // A product row with no code whose variants never came: no product (no code), as any such row.
    for (const { uncoded, template, key } of this.uncodedParents)
      if (uncoded && template === undefined && this.byCode.delete(key))
        this.skip(uncoded.index, uncoded.row, 'no_code');
    const groups = new Map<ParsedProduct, string | undefined>();
    this.withBrands([...this.byCode]);
    const built = [...this.byCode].map(([key, building]) => {
      const { sizeIndex: _, sizeDetails: __, ...p } = building;
      // A product row with no count above its variation rows (Ecwid's 'product' row, then its
      // 'product_variation' ones): the variants are its sizes, the row itself none.
      let sizes = p.sizes.length > 1 ? p.sizes.filter((s) => s.size !== '' || s.quantity !== null || s.sku) : p.sizes;
      // A variant with no size whose own price differs from its product's (BigCommerce's rule row for
      // the black band of a product whose colours cost more as they get stronger): that is its price.
      let price = p.price;
      if (sizes.length === 1 && sizes[0].size === '' && sizes[0].price !== undefined) {
        const { price: own, ...size } = sizes[0];
        [price, sizes] = [own, [size]];
      }
      const product = { ...p, price, sizes, description: withSizeChart(building) };
      groups.set(product, this.groupOf.get(key));
      return product;
    });
    const products = distinctNames(
      gatherColourNamed(
        joinPackCodes(gatherVariantCodes(gatherSizedNames(gatherVariantGroups(built, (p) => groups.get(p))))),
      ),
    );
    const col = this.header.columns;
    return {
      products,
      rows: this.count,
      skipped: this.skipped,
      columns: FIELDS.filter((f) => col[f] !== undefined),
      headerRow: this.header.index,
      mapping: col,
      headers: this.headers,
      skippedRows: this.skippedRows,
      skippedBy: this.skippedBy,
    };
  }
}
