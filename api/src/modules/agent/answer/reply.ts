/** Composing a reply: the customer's language and tone, variants picked reproducibly, money and colours. */
import { placesLabel } from '../understand/places';
import type { Language } from '@vitrina/shared/contracts';
import type { Directives } from '../directives';
import type { ProductFact } from '../retrieve/knowledge';
import { colourByKey, coloursIn } from '../understand/query';
import { englishColour, isFlavour, isScent } from '../language/lexicon';
import { textHash } from '../understand/text';
import { ONE_SIZE, sizeKey } from '../retrieve/catalogue';
import { ageLabel } from './sizes';
import { sizeCellLabel } from '../../knowledge';

export type Phrase = { ua: string[]; en: string[]; uaInformal?: string[] };

/** Composes one reply; `pick` chooses among variants by the text's hash. */
export class Reply {
  private readonly parts: string[] = [];
  private readonly seed: number;

  constructor(
    readonly lng: Language,
    readonly d: Directives,
    text: string,
  ) {
    this.seed = textHash(text);
  }

  pick(phrase: Phrase): string {
    const list =
      this.lng === 'en' ? phrase.en : this.d.tone === 'informal' && phrase.uaInformal ? phrase.uaInformal : phrase.ua;
    return list[(this.seed + this.parts.length) % list.length];
  }

  /** Ukrainian formal / informal, or English. */
  say(ua: string, en: string, uaInformal = ua): this {
    this.parts.push(capitalise(this.lng === 'en' ? en : this.d.tone === 'informal' ? uaInformal : ua));
    return this;
  }

  add(text: string): this {
    this.parts.push(text);
    return this;
  }

  /** The parts said as they are written in the shop's data (a description's sentence, a characteristic's line). */
  private readonly asides = new Set<number>();

  /** A line quoted from the shop's data: the first to go, from the last, when the reply is too long. */
  aside(line: string): this {
    this.asides.add(this.parts.length);
    return this.add(capitalise(line));
  }

  get empty(): boolean {
    return this.parts.length === 0;
  }

  /**
   * The reply; past `maxBytes` (Instagram's limit, less what goes around it) without the quoted
   * lines, the last first, until it fits: the answer asked for (a total, a price) outlasts them.
   */
  toString(maxBytes = Infinity): string {
    const kept = [...this.parts];
    const asides = [...this.asides].sort((a, b) => b - a);
    const size = () => Buffer.byteLength(kept.filter((p) => p !== '').join(' '));
    for (const i of asides) {
      if (size() <= maxBytes) break;
      kept[i] = '';
    }
    return kept.filter((p) => p !== '').join(' ');
  }
}

/**
 * A size as the customer's language says it (issue 46): in English, a one-size spelling of the
 * stock ("б/р", "єдиний") is "one size" and units are English ("60 см" → "60 cm", "2-3 роки" →
 * "2-3 years"); in Ukrainian, as the shop spells it.
 */
export function sizeLabel(size: string, lng: Language): string {
  if (lng !== 'en') return size;
  if (ONE_SIZE.test(sizeKey(size))) return 'one size';
  const age = ageLabel(size);
  if (age) return age;
  const places = placesLabel(size);
  if (places) return places;
  // "S / ручна поклажа, 55×40×20 см": in English its label and the figures, not the shop's words.
  const label = sizeCellLabel(size);
  if (label !== size.trim() && /\p{Script=Cyrillic}/u.test(size.slice(label.length))) {
    const dims = size.slice(label.length).match(/\d+(?:[.,]\d+)?(?:\s*[×xх]\s*\d+(?:[.,]\d+)?)+/u)?.[0];
    return `${sizeLabel(label, lng)}${dims ? ` (${dims.replace(/\s*[xх]\s*/gu, '×')} cm)` : ''}`;
  }
  return (
    size
      .replace(/(\d),5(?!\d)/g, '$1.5')
      .replace(/\s*см(?!\p{L})/giu, ' cm')
      .replace(/(\d)\s*л(?!\p{L})/gu, '$1 l')
      // The units of weights, volumes, lengths, counts, batteries and power, in English.
      .replace(/(\d)\s*(?:мл)(?!\p{L})/gu, '$1 ml')
      .replace(/(\d)\s*(?:кг)(?!\p{L})/gu, '$1 kg')
      .replace(/(\d)\s*(?:гр?)\.?(?!\p{L})/gu, '$1 g')
      .replace(/(\d)\s*(?:мм)(?!\p{L})/gu, '$1 mm')
      .replace(/(\d)\s*м(?!\p{L})/gu, '$1 m')
      .replace(/(\d)\s*шт\.?(?!\p{L})/gu, '$1 pcs')
      .replace(/(\d)\s*(?:Ач|А·год)(?!\p{L})/gu, '$1 Ah')
      .replace(/(\d)\s*Вт(?!\p{L})/gu, '$1 W')
      .replace(/(\d)\s*(?:порці\p{L}*|порци\p{L}*)/gu, '$1 servings')
      .replace(/(\d)\s*капсул\p{L}*/gu, '$1 capsules')
      .replace(/(\d)\s*таблет\p{L}*/gu, '$1 tablets')
      .replace(/(\d)\s*зуб(?:ів|\.)?(?!\p{L})/gu, '$1 teeth')
      .replace(/\s*(роки|років|рік|года|лет|год)(?!\p{L})/giu, ' years')
      // A month after a number ("6 міс", "3-6 месяцев"), not a word of places ("2-місний").
      .replace(/(?<=\d)\s*(?:міс(?:яц\p{L}*)?|мес(?:яц\p{L}*)?)(?!\p{L})/giu, ' months')
      .trim()
  );
}

/** Sizes in a row: "37,5; 38,5; 39" when a size has a decimal comma of its own. */
export const joinSizes = (sizes: string[]) => sizes.join(sizes.some((s) => /\d,\d/.test(s)) ? '; ' : ', ');

export const sizeList = (p: ProductFact, lng: Language = 'ua') =>
  joinSizes(p.sizes.filter((s) => s.quantity > 0).map((s) => sizeLabel(s.size, lng)));

export const pieces = (n: number) => `${n} ${n === 1 ? 'pc' : 'pcs'}`;

/** What a model's variants are called: «аромат» of a candle sold in scents, «смак» of food, else «колір». */
export function variantNoun(variants: ProductFact[]): { ua: string; en: string } {
  // Most of them are enough: "Нова машина" and "Black Crystal" beside "Ваніль" and "Кава" are a car
  // freshener's scents too.
  const most = (is: (colour: string) => boolean) =>
    variants.length > 0 && variants.filter((v) => is(v.colour)).length * 2 >= variants.length;
  if (most(isScent)) return { ua: 'аромат', en: 'scent' };
  if (most(isFlavour)) return { ua: 'смак', en: 'flavour' };
  return { ua: 'колір', en: 'colour' };
}

export function colourName(p: ProductFact, lng: Language): string {
  if (lng !== 'en') return lng === 'ua' ? ukrainianColour(p.colour) : p.colour;
  if (/^[a-z\s-]+$/i.test(p.colour)) return p.colour;
  // A one-word colour of a known family by the family's name (молочний → ivory); else the
  // lexicon's words ("сірий меланж" → grey melange, смарагдовий → emerald); else as the shop wrote it.
  const key = coloursIn(p.colour)[0];
  const family = key ? colourByKey(key)?.en : undefined;
  if (family && !/\s/.test(p.colour.trim())) return family;
  return englishColour(p.colour) ?? family ?? p.colour;
}

/**
 * A colour the shop wrote in Russian or English ("чёрный", "black") by its Ukrainian name in a
 * Ukrainian reply, when it is one colour the list knows; anything else as the shop wrote it.
 */
function ukrainianColour(colour: string): string {
  const written = colour.trim();
  if (!/[ыэъё]|^[a-z\s-]+$/i.test(written) || /\s/.test(written)) return colour;
  const keys = coloursIn(written);
  return keys.length === 1 ? (colourByKey(keys[0])?.ua ?? colour) : colour;
}

export function money(price: number, currency: string, lng: Language): string {
  const c = currency.toUpperCase();
  if (c === 'UAH' || c === 'ГРН') return lng === 'en' ? `${price} UAH` : `${price} грн`;
  return `${price} ${currency}`;
}

/** A sentence starts with a capital letter (colour names from the stock are lower case). */
export function capitalise(text: string): string {
  // A name written with a capital inside ("eSUN", "iPhone") keeps its own spelling.
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
