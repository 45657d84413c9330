/**
 * An in-memory KnowledgeSource over a list of products (the eval and the tests). The knowledge
 * module implements the same interface over PostgreSQL (full-text and trigram search).
 */
import {
  codeKey,
  NO_SHOP_ANSWERS,
  type KnowledgeSource,
  type OwnerAnswer,
  type ProductFact,
  type ProductQuery,
  type PublicationFact,
  type QuestionsSink,
  type ShopAnswers,
  type UnansweredQuestion,
} from '../src/modules/agent/retrieve/knowledge';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { savedAnswersFor, type SavedReplyText } from '../src/modules/agent/retrieve/saved-answers';
import { coloursIn, searchWords } from '../src/modules/agent/understand/query';
import { sameWord, wordOverlap, words } from '../src/modules/agent/understand/text';

export interface Shop {
  products: ProductFact[];
  publications?: PublicationFact[];
  answers?: Partial<ShopAnswers>;
  ownerAnswers?: OwnerAnswer[];
  /** The team's saved replies (standing answers on what their commands name, retrieve/saved-answers.ts). */
  savedReplies?: SavedReplyText[];
}

export class MemoryKnowledge implements KnowledgeSource {
  private index_: CatalogueIndex | undefined;
  private readonly index: Array<{ product: ProductFact; words: string[]; colours: string[] }>;

  constructor(private readonly shop: Shop) {
    this.index = shop.products.map((product) => ({
      product,
      words: searchWords(`${product.name} ${product.code}`),
      colours: coloursIn(product.colour),
    }));
  }

  async catalogue(): Promise<CatalogueIndex> {
    await loadDictionaries();
    this.index_ ??= new CatalogueIndex(this.shop.products);
    return this.index_;
  }

  async findProducts(_userId: string, _channelId: string | null, query: ProductQuery): Promise<ProductFact[]> {
    const scored = this.index
      .map((entry) => {
        const nameHits = query.words.filter((w) => entry.words.some((e) => sameWord(w, e))).length;
        const colourHit = query.colours.some((c) => entry.colours.includes(c)) ? 0.5 : 0;
        return { product: entry.product, nameHits, score: nameHits + colourHit };
      })
      .filter((s) => s.nameHits > 0);
    if (scored.length === 0) return [];
    const best = Math.max(...scored.map((s) => s.score));
    return scored.filter((s) => s.score === best).map((s) => s.product);
  }

  async findByCode(_userId: string, _channelId: string | null, code: string): Promise<ProductFact | null> {
    return this.shop.products.find((p) => codeKey(p.code) === codeKey(code)) ?? null;
  }

  async publicationByMediaId(
    _userId: string,
    _channelId: string | null,
    mediaId: string,
  ): Promise<PublicationFact | null> {
    return this.shop.publications?.find((p) => p.mediaId === mediaId) ?? null;
  }

  async shopAnswers(): Promise<ShopAnswers> {
    return { ...NO_SHOP_ANSWERS, ...this.shop.answers };
  }

  async ownerAnswers(_userId: string, _channelId: string | null, text: string): Promise<OwnerAnswer[]> {
    const query = words(text);
    const answered = (this.shop.ownerAnswers ?? []).filter((a) => {
      const theirs = words(a.question);
      return Math.min(wordOverlap(query, theirs), wordOverlap(theirs, query)) >= 0.5;
    });
    return [...savedAnswersFor(text, this.shop.savedReplies ?? []), ...answered];
  }
}

/** Keeps unanswered questions in memory (the knowledge module stores them in its questions table). */
export class MemoryQuestions implements QuestionsSink {
  readonly recorded: UnansweredQuestion[] = [];

  async record(question: UnansweredQuestion): Promise<void> {
    this.recorded.push(question);
  }
}
