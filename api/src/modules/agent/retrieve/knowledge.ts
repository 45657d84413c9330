import type { CatalogueIndex } from './catalogue';
import type { Intent } from '../understand/query';

/**
 * What the assistant may know about a shop, and where it comes from. The knowledge module
 * (products, publications, questions, standing answers) implements `KnowledgeSource` and
 * `QuestionsSink`; until it is wired, `EMPTY_KNOWLEDGE` and `LOGGED_QUESTIONS` stand in.
 */

/** The quantity of a size the stock file has without a count ('+', 'є', no quantity column): in stock, never said. */
export const NOT_COUNTED = 1000;

export interface SizeStock {
  /** As written in the stock: XS..XXL or 36..46 (upper case). */
  size: string;
  /** NOT_COUNTED when `counted` is false. */
  quantity: number;
  /** False when the file says the size is in stock without saying how many. */
  counted?: false;
  /** The size's own article code when the stock has one per size (`HW-118-S` of `HW-118`). */
  sku?: string;
  /** Made to order (quantity 0): said so, its lead time left to the shop. */
  toOrder?: true;
  /** Its own price where it differs from the product's (`priceOfSize`). */
  price?: number;
}

export interface ProductFact {
  code: string;
  name: string;
  colour: string;
  /** Whole currency units (UAH). */
  price: number;
  currency: string;
  material: string | null;
  lining: string | null;
  sizes: SizeStock[];
  /** Codes of the same model in other colours (the spec's linked_codes). */
  linkedCodes: string[];
  /** The shop's own category of it (a Type or Category column), when the file has one. */
  category?: string;
  /** Whom it is for as the file says ('чоловічий', 'дівчинка', 'унісекс'), when it does. */
  audience?: string;
  /** Its characteristics from the stock's other columns ("Поляризація: Так"), answer/details.ts. */
  details?: Array<{ label: string; value: string }>;
  /** Its description's text as the stock gives it (what the item is, comes in, fits), when it has one. */
  description?: string;
}

/** What one size of a product costs: its own price where the stock gives one, else the product's. */
export function priceOfSize(p: ProductFact, size: string | null | undefined): number {
  if (!size) return p.price;
  const key = size.trim().toLowerCase();
  return p.sizes.find((s) => s.size.trim().toLowerCase() === key)?.price ?? p.price;
}

/** Every price a product is sold at: its own and its sizes' (one price for most products). */
export function pricesOf(p: ProductFact): number[] {
  return [...new Set([p.price, ...p.sizes.flatMap((s) => (s.price === undefined ? [] : [s.price]))])].sort(
    (a, b) => a - b,
  );
}

export interface PublicationFact {
  id: string;
  mediaId: string;
  code: string | null;
  linkedCodes: string[];
  link: string | null;
  /** The post's caption: it may name the product ("арт. DR-1024") when no code is linked. */
  title?: string | null;
}

/** The shop's standing answers; null when the owner has not written one. */
export interface ShopAnswers {
  delivery: string | null;
  payment: string | null;
  returns: string | null;
  contacts: string | null;
}

export interface OwnerAnswer {
  question: string;
  answer: string;
  /** A saved reply of the team's (its command) standing as the answer (retrieve/saved-answers.ts). */
  savedReply?: string;
  /** The shop's policies it answers (delivery, payment…): the standing answer on them is not said again. */
  topics?: Intent[];
}

/** What the retriever asks for: the text plus what query understanding found in it. */
export interface ProductQuery {
  text: string;
  codes: string[];
  colours: string[];
  sizes: string[];
  /** Normalised words (lower case, Latin transliteration added for Cyrillic ones, category synonyms). */
  words: string[];
}

/** What photo recognition made of a customer's picture (lib/image-hash.ts). */
export type PhotoMatch =
  | { status: 'matched'; mediaId: string; code: string | null; title: string; distance: number }
  /** No post near enough; `distance` to the nearest hashed post (null: none is hashed). */
  | { status: 'no_match'; distance: number | null }
  /** The picture could not be fetched or decoded. */
  | { status: 'unreadable'; reason: string };

export interface KnowledgeSource {
  /**
   * The shop's catalogue index (catalogue.ts): its codes, names, sizes and colours as the
   * assistant's vocabulary. Absent: the retriever falls back to findProducts/findByCode.
   */
  catalogue?(userId: string, channelId: string | null): Promise<CatalogueIndex>;
  /** Products the text is about, best first (codes, names, colours; tolerant of case and typos). */
  findProducts(userId: string, channelId: string | null, query: ProductQuery): Promise<ProductFact[]>;
  /** One product by article code, any spelling of it (`dr 1024`, `DR1024`). */
  findByCode(userId: string, channelId: string | null, code: string): Promise<ProductFact | null>;
  /** The publication a shared post, a comment or a matched photo points to. */
  publicationByMediaId(userId: string, channelId: string | null, mediaId: string): Promise<PublicationFact | null>;
  shopAnswers(userId: string, channelId: string | null): Promise<ShopAnswers>;
  /** The owner's answers to earlier customer questions similar to this text. */
  ownerAnswers(userId: string, channelId: string | null, text: string): Promise<OwnerAnswer[]>;
  /** The channel's post a customer's picture shows (absent: no photo recognition, never a match). */
  matchPhoto?(userId: string, channelId: string | null, imageUrl: string): Promise<PhotoMatch>;
}

export interface UnansweredQuestion {
  userId: string;
  channelId: string | null;
  conversationId: string | null;
  text: string;
  /** What the data could not answer: an intent (delivery, material…) or `unknown_code`. */
  topic: string;
}

/** Where questions the data cannot answer go (the knowledge base's Questions tab). */
export interface QuestionsSink {
  record(question: UnansweredQuestion): Promise<void>;
}

export const NO_SHOP_ANSWERS: ShopAnswers = { delivery: null, payment: null, returns: null, contacts: null };

/** A shop with no knowledge yet: every question is honestly left to a person. */
export const EMPTY_KNOWLEDGE: KnowledgeSource = {
  findProducts: async () => [],
  findByCode: async () => null,
  publicationByMediaId: async () => null,
  shopAnswers: async () => NO_SHOP_ANSWERS,
  ownerAnswers: async () => [],
};

/** Article codes compared without case, spaces or hyphens: `dr 1024` = `DR-1024`. */
export function codeKey(code: string): string {
  return code.toUpperCase().replace(/[\s\-_./]+/g, '');
}
