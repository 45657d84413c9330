/**
 * DB_RETRIEVER: everything the shop knows that bears on a customer's text, as facts the
 * communicator may use and the auditor checks against.
 */
import type { Language } from '@vitrina/shared/contracts';
import {
  codeKey,
  type KnowledgeSource,
  type OwnerAnswer,
  type PhotoMatch,
  type ProductFact,
  type PublicationFact,
  type ShopAnswers,
} from './knowledge';
import { DEFAULT_MAX_PRODUCTS, type RetrieverDirectives } from './directives';
import { codesIn, coloursIn, understand, type Intent, type Understanding } from './query';

/** A human's earlier edit of a draft for a similar message (learning from edits). */
export interface CorrectionFact {
  customerMessage: string;
  sentText: string;
  /** Word overlap with the current text, 0..1. */
  similarity: number;
}

export interface CorrectionsSource {
  similar(userId: string, text: string): Promise<CorrectionFact[]>;
}

export interface RetrievalInput {
  userId: string;
  channelId: string | null;
  text: string;
  /** Language to answer in when the text has no letters (emoji only). */
  fallbackLanguage: Language;
  /** Media id of a shared post, of the post a comment is on, or of a photo matched to a post. */
  mediaId?: string | null;
  /** An article code the platform message already carries (a post share with a stored code). */
  code?: string | null;
  /** A picture the customer sent (photo recognition finds the post it shows). */
  imageUrl?: string | null;
  /** What the account's DB_RETRIEVER instructions ask for (directives.ts); defaults when absent. */
  directives?: RetrieverDirectives;
}

export interface Facts {
  understanding: Understanding;
  /** The products the text is about, best first (at most 3, or the instructions' `products:`). */
  products: ProductFact[];
  /** The same model in other colours (linked codes of the first product). */
  otherColours: ProductFact[];
  publication: PublicationFact | null;
  /** Codes the customer named that the shop does not have. */
  unknownCodes: string[];
  shop: ShopAnswers;
  ownerAnswers: OwnerAnswer[];
  corrections: CorrectionFact[];
  /** What photo recognition made of the customer's picture; null when none was sent. */
  photo: PhotoMatch | null;
}

const MAX_OTHER_COLOURS = 6;

export class Retriever {
  constructor(
    private readonly knowledge: KnowledgeSource,
    private readonly corrections: CorrectionsSource,
  ) {}

  async retrieve(input: RetrievalInput): Promise<Facts> {
    const understanding = understand(input.text, input.fallbackLanguage);
    // docs/product.md §9.4: a channel's knowledge is its own rows and the account-wide ones.
    const { userId, channelId } = input;
    // A photo with no text is a question about the photo, not an empty message.
    if (understanding.problem === 'empty' && input.imageUrl) understanding.problem = 'no_words';
    const photo = await this.recognise(input);
    const mediaId = input.mediaId || (photo?.status === 'matched' ? photo.mediaId : null);
    const publication = mediaId ? await this.knowledge.publicationByMediaId(userId, channelId, mediaId) : null;
    const empty = { otherColours: [], publication, unknownCodes: [], ownerAnswers: [], corrections: [], photo };
    if (understanding.problem && understanding.problem !== 'no_words') {
      return { understanding, products: [], shop: await this.knowledge.shopAnswers(userId, channelId), ...empty };
    }

    // A matched post with no code of its own may name one in its caption ("арт. DR-1024").
    const photoCodes = photo?.status === 'matched' ? [photo.code ?? codesIn(photo.title)[0]] : [];
    const codes = unique([input.code, publication?.code, ...photoCodes, ...understanding.codes].filter(isText));
    const products: ProductFact[] = [];
    const unknownCodes: string[] = [];
    for (const code of codes) {
      const product = await this.knowledge.findByCode(userId, channelId, code);
      if (product) pushUnique(products, product);
      else if (understanding.codes.includes(code)) unknownCodes.push(code);
    }
    if (codes.length === 0) {
      const found = await this.knowledge.findProducts(userId, channelId, {
        text: input.text,
        codes: understanding.codes,
        colours: understanding.colours,
        sizes: understanding.sizes,
        words: understanding.words,
      });
      // One model in several colours is one product (the others come back as its other colours).
      const models = new Set<string>();
      for (const p of found) {
        const model = p.name.toLowerCase();
        if (models.has(model)) continue;
        models.add(model);
        pushUnique(products, p);
      }
    }

    const otherColours: ProductFact[] = [];
    const first = products[0];
    if (first) {
      const linked = unique([...first.linkedCodes, ...(publication?.linkedCodes ?? [])]).filter(
        (c) => codeKey(c) !== codeKey(first.code),
      );
      for (const code of linked.slice(0, MAX_OTHER_COLOURS)) {
        const product = await this.knowledge.findByCode(userId, channelId, code);
        if (product) pushUnique(otherColours, product);
      }
    }
    preferAskedColour(products, otherColours, understanding.colours);

    const { maxProducts = DEFAULT_MAX_PRODUCTS, useCorrections = true } = input.directives ?? {};
    const [shop, ownerAnswers, corrections] = await Promise.all([
      this.knowledge.shopAnswers(userId, channelId),
      this.knowledge.ownerAnswers(userId, channelId, input.text),
      useCorrections ? this.corrections.similar(userId, input.text) : [],
    ]);
    return {
      understanding,
      products: products.slice(0, maxProducts),
      otherColours,
      publication,
      unknownCodes,
      shop,
      ownerAnswers,
      corrections,
      photo,
    };
  }

  /**
   * Photo recognition for a picture with no post or code of its own: the nearest post by
   * perceptual hash. Never throws: an unreadable picture or a failed lookup is "not recognised".
   */
  private async recognise(input: RetrievalInput): Promise<PhotoMatch | null> {
    if (!input.imageUrl) return null;
    // The message names its post or code already: that is what it is about.
    if (input.mediaId || input.code) return null;
    if (!this.knowledge.matchPhoto) return { status: 'no_match', distance: null };
    try {
      return await this.knowledge.matchPhoto(input.userId, input.channelId, input.imageUrl);
    } catch (err) {
      return { status: 'unreadable', reason: err instanceof Error ? err.message : String(err) };
    }
  }
}

/**
 * "Is it in black?" about a beige dress whose black twin is a linked code: the black one
 * becomes the product the answer is about, the beige one an other colour.
 */
function preferAskedColour(products: ProductFact[], others: ProductFact[], asked: string[]): void {
  if (products.length === 0 || asked.length === 0) return;
  if (asked.some((c) => coloursIn(products[0].colour).includes(c))) return;
  const twin = others.findIndex((p) => asked.some((c) => coloursIn(p.colour).includes(c)));
  if (twin < 0) return;
  const [chosen] = others.splice(twin, 1);
  others.unshift(products[0]);
  products[0] = chosen;
}

const PRODUCT_INTENTS: Intent[] = ['price', 'availability', 'sizes', 'colours', 'other_colour', 'material', 'lining'];

/**
 * What the data cannot answer, as topics for the Questions tab: standing answers the shop has
 * not written, a material nobody filled in, unknown codes, or a question with no known subject.
 */
export function openQuestions(facts: Facts): string[] {
  const { understanding: u, products, shop, ownerAnswers } = facts;
  if (u.problem) return [];
  const topics: string[] = [];
  if (facts.unknownCodes.length > 0) topics.push('unknown_code');
  for (const intent of ['delivery', 'payment', 'returns', 'contacts'] as const) {
    if (u.intents.includes(intent) && !shop[intent] && ownerAnswers.length === 0) topics.push(intent);
  }
  if (u.intents.includes('material') && products[0] && !products[0].material) topics.push('material');
  if (u.intents.includes('lining') && products[0] && !products[0].lining) topics.push('lining');
  const answerable = u.intents.some((i) => i !== 'greeting' && i !== 'thanks');
  const aboutSomething =
    products.length > 0 || facts.unknownCodes.length > 0 || facts.publication !== null || facts.photo !== null;
  const unknownSubject = !aboutSomething && u.words.length > 0 && productQuestionWithoutProduct(facts);
  if (ownerAnswers.length === 0 && ((!answerable && !aboutSomething && !isSmallTalk(u)) || unknownSubject)) {
    topics.push('other');
  }
  return topics;
}

/** Only a greeting or thanks (or emoji): answered without any fact. */
export function isSmallTalk(u: Understanding): boolean {
  if (u.problem === 'no_words') return true;
  const rest = u.intents.filter((i) => i !== 'greeting' && i !== 'thanks');
  return rest.length === 0 && u.intents.length > 0 && u.codes.length === 0 && u.words.length <= 2;
}

function productQuestionWithoutProduct(facts: Facts): boolean {
  const u = facts.understanding;
  const standing = u.intents.some((i) => ['delivery', 'payment', 'returns', 'contacts'].includes(i));
  return (
    facts.products.length === 0 &&
    facts.unknownCodes.length === 0 &&
    !standing &&
    u.intents.some((i) => PRODUCT_INTENTS.includes(i) || i === 'order')
  );
}

/**
 * A product question with nothing to say which product ("Ціна?"): ask for a code, photo or post.
 * With words that match nothing the shop has ("gift cards?") it is an open question instead.
 */
export function needsProductReference(facts: Facts): boolean {
  return productQuestionWithoutProduct(facts) && facts.understanding.words.length === 0;
}

/** A compact view of the facts for the step log and the language model's prompt. */
export function factsSummary(facts: Facts): object {
  const u = facts.understanding;
  const product = (p: ProductFact) => ({
    code: p.code,
    name: p.name,
    colour: p.colour,
    price: `${p.price} ${p.currency}`,
    material: p.material,
    lining: p.lining,
    sizes: p.sizes.map((s) => `${s.size}: ${s.quantity}`),
  });
  return {
    language: u.language,
    intents: u.intents,
    codes: u.codes,
    sizes: u.sizes,
    colours: u.colours,
    problem: u.problem,
    products: facts.products.map(product),
    other_colours: facts.otherColours.map(product),
    publication: facts.publication,
    unknown_codes: facts.unknownCodes,
    shop_answers: facts.shop,
    owner_answers: facts.ownerAnswers,
    corrections: facts.corrections.map((c) => ({ ...c, similarity: Math.round(c.similarity * 100) / 100 })),
    photo: facts.photo,
  };
}

function isText(v: string | null | undefined): v is string {
  return typeof v === 'string' && v.trim() !== '';
}

function unique(codes: string[]): string[] {
  const seen = new Set<string>();
  return codes.filter((c) => {
    const key = codeKey(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function pushUnique(list: ProductFact[], product: ProductFact): void {
  if (!list.some((p) => codeKey(p.code) === codeKey(product.code))) list.push(product);
}
