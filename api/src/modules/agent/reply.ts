/** Composing a reply: the customer's language and tone, variants picked reproducibly, money and colours. */
import type { Language } from '@vitrina/shared/contracts';
import type { Directives } from './directives';
import type { ProductFact } from './knowledge';
import { colourByKey, coloursIn } from './query';
import { englishColour } from './language/lexicon';
import { textHash } from './text';

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

  get empty(): boolean {
    return this.parts.length === 0;
  }

  toString(): string {
    return this.parts.join(' ');
  }
}

export const sizeList = (p: ProductFact) =>
  p.sizes
    .filter((s) => s.quantity > 0)
    .map((s) => s.size)
    .join(', ');

export const pieces = (n: number) => `${n} ${n === 1 ? 'pc' : 'pcs'}`;

export function colourName(p: ProductFact, lng: Language): string {
  if (lng === 'ua' || /^[a-z\s-]+$/i.test(p.colour)) return p.colour;
  // A one-word colour of a known family by the family's name (молочний → ivory); else the
  // lexicon's words ("сірий меланж" → grey melange, смарагдовий → emerald); else as the shop wrote it.
  const key = coloursIn(p.colour)[0];
  const family = key ? colourByKey(key)?.en : undefined;
  if (family && !/\s/.test(p.colour.trim())) return family;
  return englishColour(p.colour) ?? family ?? p.colour;
}

export function money(price: number, currency: string, lng: Language): string {
  const c = currency.toUpperCase();
  if (c === 'UAH' || c === 'ГРН') return lng === 'en' ? `${price} UAH` : `${price} грн`;
  return `${price} ${currency}`;
}

/** A sentence starts with a capital letter (colour names from the stock are lower case). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
