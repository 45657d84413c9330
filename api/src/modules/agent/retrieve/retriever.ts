/**
 * DB_RETRIEVER: everything the shop knows that bears on a customer's text, as facts the
 * communicator may use and the auditor checks against.
 */
import type { Language, OrderDraft } from '@vitrina/shared/contracts';
import {
  codeKey,
  type KnowledgeSource,
  type OwnerAnswer,
  type PhotoMatch,
  pricesOf,
  type ProductFact,
  type PublicationFact,
  type ShopAnswers,
} from './knowledge';
import type { CatalogueIndex, CatalogueReading, Model } from './catalogue';
import { fitsSameDevice } from '../understand/model-sizes';
import { normalise, partsOf } from '../understand/text';
import { catalogueTools, type CatalogueTools } from './catalogue-tools';
import { DEFAULT_MAX_PRODUCTS, type RetrieverDirectives } from '../directives';
import {
  asksOwnerTopicOnly,
  asksWhatMadeOf,
  reportsFault,
  saysSameColour,
  asksOfService,
  asksForInstallation,
  asksDiscountOnCondition,
  codesIn,
  coloursIn,
  understand,
  type Intent,
  type Understanding,
} from '../understand/query';
import type { DialogueState, ItemInPlay } from '../state/dialogue-state';
import { quantityIn, sizedOtherVariant } from '../state/read-turn';
import { latinKey } from '../language/latin';
import { addsItem, DROPS, SAME_SIZE } from '../../orders';
import { offeredBySize } from './offered';
import { foldMessages } from '../state/state-store';
import {
  audienceWords,
  type AudienceKey,
  browse,
  inOwnCategory,
  kindByTaxonomy,
  modelForAudience,
  readBrowse,
  type Browse,
  type BrowseRequest,
  type KindOf,
} from '../answer/browse';
import { asksForSum, BOTH_WORDS, countsIn, eachCountIn } from '../answer/quantities';
import { measurementsIn, speaksOfPregnancy } from '../answer/measurements';
import { asksForItem, describesProduct } from './product-words';
import { adviseSize, asksSizeAdvice, sizeByCellRange, sizeHoldsMeasure, type SizeAdvice } from '../answer/size-advice';
import { lengthsIn, soldByLength } from '../answer/lengths';
import { measuresSaid, modelOfMeasure, servesUnit, servingModels } from '../answer/served-range';
import { withKitSize } from '../understand/kit-sizes';
import { partSizesSaid } from '../understand/part-sizes';
import { totalsFor, type Totals } from '../answer/totals';
import {
  colourNamed,
  measuredSizesSaid,
  ownDeviceSizes,
  sameColour,
  sameSize,
  sizesWrittenOrOwn,
  sizeKey,
  stem,
  unitless,
  wordsOf,
} from './catalogue';
import { detailsAsked, sentencesAsked } from '../answer/details';
import { asksBeyondData } from './beyond-data';
import { conceptsOf, headKind, isKindWord, isPropertyWord, kindsNamed } from '../language/lexicon';
import { MAX_QUALIFIED, modelsByQualifiers } from './qualifiers';
import { fillPlaceholders } from './saved-answers';
import { answerSummary } from '../answer/summary';
import { splitAlso } from '../../../lib/also';

/** A human's earlier edit of a draft for a similar message (learning from edits). */
export interface CorrectionFact {
  customerMessage: string;
  sentText: string;
  /** Word overlap with the current text, 0..1. */
  similarity: number;
}

export interface CorrectionsSource {
  similar(userId: string, channelId: string | null, text: string): Promise<CorrectionFact[]>;
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
  /**
   * A shared post's caption as the platform sent it. With its picture (`imageUrl`) it stands in
   * for the post while its publication is not stored yet (the channel's posts are read in the
   * background after it connects).
   */
  caption?: string | null;
  /**
   * The conversation so far, newest first (the customer's earlier messages and the shop's
   * replies): a follow-up ("а в M є?", "а інший колір?") is about the product in play there.
   */
  context?: () => Promise<ContextItem[]>;
  /** What the account's DB_RETRIEVER instructions ask for (directives.ts); defaults when absent. */
  directives?: RetrieverDirectives;
  /** The conversation's dialogue state before this message (agent/state/); none for the test call. */
  state?: DialogueState;
}

/** One thing the customer asks about: a model (in the colours meant) of the shop's catalogue. */
export interface Subject {
  name: string;
  /** The model's products the question is about (one colour, or all when none was named). */
  variants: ProductFact[];
  /** Its products in the other colours. */
  others: ProductFact[];
  /** The customer named a colour this model does not come in (then `variants` is empty). */
  colourMissing: boolean;
  /** The customer named the colour of `variants`. */
  colourNamed?: boolean;
  /**
   * Descriptive words of the customer's (a material, cut, style…) that nothing of the shop's data
   * has: this model is only the nearest one, not the item asked for (named without price or sizes).
   */
  unknownWords?: string[];
  /** The sizes written with this product when the message names several ("раннер 39 і босоніжки 37"). */
  sizes?: string[];
  /** The length the conversation said of it before (a fabric's metres), for a sum ("і ще блискавку, разом?"). */
  quantity?: number;
  /** Sold out in every colour: the same thing in another size or count that is in stock (named, not priced). */
  instead?: ProductFact[];
}

/**
 * A follow-up saying only a figure the item in play has not in its name nor among its sizes ("а на
 * 4 сколько?" after the set of 6 plates): the one model named as it but for its figures that has
 * that figure in its name (the set of 4); null when none or several.
 */
function otherFigureOf(
  catalogue: CatalogueIndex,
  inPlay: { product?: ProductFact; model?: Model },
  reading: CatalogueReading,
): { product: ProductFact; model: Model } | null {
  const model = inPlay.model ?? (inPlay.product && catalogue.modelOfProduct(inPlay.product));
  if (!model || reading.sizes.length > 0) return null;
  const figures = (text: string): string[] => text.match(/(?<![\d.,])\d+(?![\d]|[.,]\d)/g) ?? [];
  const own = new Set([
    ...figures(model.name),
    ...model.variants.flatMap((v) => v.sizes.flatMap((s) => figures(s.size))),
  ]);
  const said = figures(reading.rest).filter((f) => !own.has(f));
  if (said.length !== 1) return null;
  const fit = catalogue.namedButForFigures(model).filter((m) => figures(m.name).includes(said[0]));
  return fit.length === 1 ? { model: fit[0], product: fit[0].variants[0] } : null;
}

function variantOfSizeSaid(
  catalogue: CatalogueIndex,
  inPlay: { product?: ProductFact; model?: Model },
  reading: CatalogueReading,
  state: DialogueState | undefined,
): { product: ProductFact; model: Model } | null {
  const product = inPlay.product;
  const model = product && catalogue.modelOfProduct(product);
  if (!product || !model || reading.sizes.length === 0) return null;
  const other = sizedOtherVariant(model, product, reading.sizes);
  if (!other) return null;
  // A colour chosen stays: only another product of it ("а на 15 ват?" of the warm 12 W bulb sold
  // under a code per power) is the one meant.
  const keepsColour = product.colour.trim() === '' || sameColour(other.colour, product.colour);
  return keepsColour || state?.focus?.anyColour ? { product: other, model } : null;
}

/**
 * "plus the 4 l refill" of a spray sold in "4 л (рефіл)": a word the item's own sizes say, as it
 * sounds in Latin letters, asks of the item in play.
 */
function soundsLikeSizeWord(model: Model | undefined, word: string): boolean {
  if (!model || word.length < 4) return false;
  const key = latinKey(word);
  return model.variants.some((v) =>
    v.sizes.some((s) => (s.size.match(/\p{L}{4,}/gu) ?? []).some((w) => latinKey(w) === key)),
  );
}

/** A figure said in words ("нуль", "сімку", "seven"), as a model named by it writes it. */
const FIGURE_WORDS: Array<[RegExp, string]> = [
  [/^(?:нуль|нул[яію]|ноль|zero)$/u, '0'],
  [/^(?:одиниц\p{L}*|единиц\p{L}*|one)$/u, '1'],
  [/^(?:двійк\p{L}*|двойк\p{L}*|two)$/u, '2'],
  [/^(?:трійк\p{L}*|тройк\p{L}*|three)$/u, '3'],
  [/^(?:четвірк\p{L}*|четверк\p{L}*|four)$/u, '4'],
  [/^(?:п['’ʼ]?ятірк\p{L}*|пятерк\p{L}*|five)$/u, '5'],
  [/^(?:шістк\p{L}*|шестерк\p{L}*|six)$/u, '6'],
  [/^(?:сімк\p{L}*|семерк\p{L}*|seven)$/u, '7'],
  [/^(?:вісімк\p{L}*|восьмерк\p{L}*|eight)$/u, '8'],
  [/^(?:дев['’ʼ]?ятк\p{L}*|девятк\p{L}*|nine)$/u, '9'],
];

/**
 * Of models whose names differ by a figure only where each has its own (a number balloon «7»), those
 * whose figure the text says (as a word of its own: "цифра 7", "нуль", "number 9"), with the figures said; null
 * when none.
 */
function modelsByOwnFigure(models: Model[], text: string): { models: Model[]; said: RegExp } | null {
  // A figure of its own, not a maker's mark's ("W2" of «Шоколад білий Callebaut W2»).
  const figuresOf = (name: string): string[] => name.match(/(?<![\p{L}\d.,])\d+(?![\p{L}\d]|[.,]\d)/gu) ?? [];
  const shared: string[] = figuresOf(models[0].name).filter((f) => models.every((m) => figuresOf(m.name).includes(f)));
  const own = models.map((m) => figuresOf(m.name).filter((f) => !shared.includes(f)));
  if (own.some((f) => f.length !== 1)) return null;
  // Named alike: most of the words of the shortest name are every name's ("g-shock і шкатулку на 6"
  // names a watch and «Шкатулка для 6 годинників», no two of one line).
  const words = models.map((m) => new Set(m.name.toLowerCase().match(/\p{L}+/gu) ?? []));
  const fewest = words.reduce((a, b) => (b.size < a.size ? b : a));
  const common = [...fewest].filter((w) => words.every((ws) => ws.has(w)));
  if (common.length * 2 < fewest.size) return null;
  const said = new Set(
    // A decimal ("1,5 л") is a measure, no figure of a name.
    // A figure glued to letters ("6in1", "w2") is a mark's, no figure said.
    (text.toLowerCase().match(/[\p{L}\d'’ʼ]+(?:[.,]\d+)?/gu) ?? []).flatMap((w) =>
      /^\d+$/.test(w) ? [w] : FIGURE_WORDS.filter(([re]) => re.test(w)).map(([, f]) => f),
    ),
  );
  const picked = models.filter((_, i) => said.has(own[i][0]));
  if (picked.length === 0) return null;
  const figures = picked.map((m) => own[models.indexOf(m)][0]);
  return { models: picked, said: new RegExp(`(?<![\\d.,])(?:${figures.join('|')})(?![\\d]|[.,]\\d)`, 'g') };
}

/** One earlier message of the conversation, as context. */
export interface ContextItem {
  text: string;
  /** An article code it carries (the article-code form, a post share with a stored code). */
  code: string | null;
  /** The post it is about (a comment's post, a shared post). */
  mediaId: string | null;
  fromShop: boolean;
}

export interface Facts {
  understanding: Understanding;
  /** What the customer asks about, by model (catalogue index); empty without one. */
  subjects?: Subject[];
  /** Models that fit the words equally well: the draft asks which one (first product of each). */
  ambiguous?: ProductFact[];
  /** Descriptive words of the customer's no product has (see `Subject.unknownWords`), when models were named by words. */
  unknownWords?: string[];
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
  /** The dialogue state before this message and after it (agent/state/), when the message is in a conversation. */
  dialogue?: { before: DialogueState; after: DialogueState };
  /**
   * The order the customer is placing in this conversation (orders module, docs/product.md §9.8):
   * its lines priced from the stock file, the fields given and what is missing. Absent when the
   * customer has not said they want to order.
   */
  order?: OrderDraft;
  /** The models that fit a kind, price range, size or colour the customer browses by (answer/browse.ts). */
  browse?: Browse;
  /** The sum asked for: a quantity of a product, or several products together (answer/totals.ts). */
  totals?: Totals;
  /** A size suggested for the customer's measurements (answer/size-advice.ts). */
  sizeAdvice?: SizeAdvice;
  /** Asked of the products something their data cannot answer (retrieve/beyond-data.ts): the owner's. */
  beyondData?: true;
  /** The products' free description says what was asked ("у чайника є ситечко?", answer/details.ts `sentencesAsked`). */
  described?: true;
}

const MAX_OTHER_COLOURS = 6;

export class Retriever {
  constructor(
    private readonly knowledge: KnowledgeSource,
    private readonly corrections: CorrectionsSource,
    /** Which models are of the kind a text names (browsing); a product-kind taxonomy may replace the default. */
    private readonly kindOf: KindOf = kindByTaxonomy,
  ) {}

  async retrieve(input: RetrievalInput): Promise<Facts> {
    const understanding = understand(input.text, input.fallbackLanguage);
    // docs/product.md §9.4: a channel's knowledge is its own rows and the account-wide ones.
    const { userId, channelId } = input;
    // A photo with no text is a question about the photo, not an empty message.
    // So is a shared post, a comment under a post, or a message with an article code attached.
    if (understanding.problem === 'empty' && (input.imageUrl || input.mediaId || input.code)) {
      understanding.problem = 'no_words';
    }
    const posted = input.mediaId ? await this.knowledge.publicationByMediaId(userId, channelId, input.mediaId) : null;
    const photo = await this.recognise(input, posted);
    const matched = photo?.status === 'matched' ? photo.mediaId : null;
    const publication =
      posted ??
      (matched ? await this.knowledge.publicationByMediaId(userId, channelId, matched) : null) ??
      sharedPost(input);
    const empty = { otherColours: [], publication, unknownCodes: [], ownerAnswers: [], corrections: [], photo };
    if (understanding.problem && understanding.problem !== 'no_words') {
      return { understanding, products: [], shop: await this.knowledge.shopAnswers(userId, channelId), ...empty };
    }

    const catalogue = this.knowledge.catalogue ? await this.knowledge.catalogue(userId, channelId) : null;
    if (catalogue) return this.fromCatalogue(catalogue, input, understanding, { publication, photo });

    // A matched post with no code of its own may name one in its caption ("арт. DR-1024").
    const photoCodes = photo?.status === 'matched' ? [photo.code ?? codesIn(photo.title)[0]] : [];
    const postCode = publication ? (publication.code ?? codesIn(publication.title ?? '')[0]) : null;
    const codes = unique([input.code, postCode, ...photoCodes, ...understanding.codes].filter(isText));
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
    const [shop, ownerAnswers, corrections] = await this.answersFor(input, useCorrections, products[0]);
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
   * The shop's standing answers, the owner's answers and the owner's edits that bear on the text.
   * A saved reply's `{product}` is the product the message is about, else the one in focus.
   */
  private async answersFor(input: RetrievalInput, useCorrections: boolean, product?: ProductFact) {
    const { userId, channelId, text } = input;
    const [shop, owners, corrections] = await Promise.all([
      this.knowledge.shopAnswers(userId, channelId),
      this.knowledge.ownerAnswers(userId, channelId, text),
      useCorrections ? this.corrections.similar(userId, channelId, text) : Promise.resolve([]),
    ]);
    const inPlay = product ?? input.state?.focus ?? null;
    return [shop, owners.map((a) => fillPlaceholders(a, inPlay)), corrections] as const;
  }

  /**
   * Retrieval over the shop's catalogue index: codes in any writing, names in any word form and
   * language, the shop's own sizes and colours; the post, photo or code the message carries
   * names the product when the text does not.
   */
  private async fromCatalogue(
    catalogue: CatalogueIndex,
    input: RetrievalInput,
    understanding: Understanding,
    context: { publication: PublicationFact | null; photo: PhotoMatch | null },
  ): Promise<Facts> {
    const { publication, photo } = context;
    const reading = catalogue.read(input.text);
    const perPart = itemsPerPart(catalogue, input.text, reading);
    if (perPart.length > 0 && reading.models.length === 0) reading.ambiguous = [];
    reading.models.push(...perPart);
    const carried: ProductFact[] = [];
    const photoCode = photo?.status === 'matched' ? (photo.code ?? codesIn(photo.title)[0] ?? null) : null;
    for (const code of [input.code, publication?.code, photoCode]) {
      const p = code ? catalogue.byCodeText(code) : null;
      if (p && !carried.includes(p)) carried.push(p);
    }
    // A shared post with no code linked: its caption may name the product.
    if (carried.length === 0 && publication && !publication.code && publication.title) {
      const fromCaption = catalogue.read(publication.title);
      carried.push(...fromCaption.coded.slice(0, 1));
    }
    // A post with no code of its own: its caption may name the product.
    if (carried.length === 0 && photo?.status === 'matched' && !photoCode) {
      const fromCaption = catalogue.read(photo.title);
      carried.push(...fromCaption.coded, ...fromCaption.models.map((m) => m.variants[0]));
    }
    // "який обігрівач на акваріум 80 літрів?", "компресор для 100-літрового": the model whose name's
    // range serves the measure said (answer/served-range.ts), not the tank of 80×35×40 cm nor a size 80.
    // Only a message with a measure in it searches the names again (most have none).
    const measures = reading.coded.length === 0 ? measuresSaid(input.text).filter((m) => servesUnit(m.unit)) : [];
    const served =
      measures.length > 0
        ? servingModels(
            [...new Set([...reading.models, ...reading.ambiguous, ...catalogue.modelsNamed(input.text)])],
            measures,
          )
        : [];
    if (served.length > 0) {
      reading.models = served;
      reading.ambiguous = [];
      reading.sizes = [];
      for (const { said } of measures) reading.rest = normalise(reading.rest).replace(said, ' ');
    }
    // "акваріум на 60 л є?": the one of the candidates whose name has the measure said.
    const ofMeasure = served.length === 0 ? modelOfMeasure(reading.ambiguous, input.text) : null;
    if (ofMeasure) {
      reading.models = [ofMeasure];
      reading.ambiguous = [];
    }
    const plain = describesProduct(input.text);
    reading.looseWords = reading.looseWords.filter(plain);
    reading.unknownWords = reading.unknownWords.filter(asksForItem(input.text));
    const measured = measurementsIn(input.text);
    // "зріст 165", "вага 60": a person's measure, never a size asked for or an article code.
    const girth = measured.girth ? [measured.girth.mm, measured.girth.mm / 10] : [];
    const measure = (s: string) =>
      [measured.heightCm, measured.weightKg, ...girth].some(
        (v) => v !== null && unitless(sizeKey(s)).replace(',', '.') === String(v),
      ) &&
      !heightIsSize(s, measured.heightCm) &&
      // A pack sold by weight ("2 кг" of a sack of food): "10 кг є?" asks for it, no one's weight.
      !catalogue.sellsByWeight();
    reading.sizes = reading.sizes.filter((s) => !measure(s));
    reading.unknownCodes = reading.unknownCodes.filter((c) => !measure(c));
    // "знижка на замовлення від 2000 грн?", "опт від 100 блокнотів": the figures are the topic's condition.
    const browseRequest =
      carried.length === 0 && served.length === 0 && !asksOwnerTopicOnly(input.text, understanding.intents)
        ? (withCheaper(
            readBrowse(input.text, reading, understanding.sizes, catalogue, this.kindOf) ??
              otherThanFocusWord(input.text, reading, catalogue, input.state, this.kindOf),
            // "оптом буде дешевше?": a discount asked, the owner's, not a cheaper model.
            understanding.intents.includes('discount')
              ? null
              : cheaperThanFocus(input.text, reading, catalogue, input.state, this.kindOf),
          ) ?? forOtherAudience(reading, catalogue, input.state, this.kindOf))
        : null;
    if (browseRequest)
      return this.browsing(catalogue, input, understanding, browse(catalogue, browseRequest, reading.rest), context);
    understanding.sizes = reading.sizes;
    understanding.codes = [...reading.coded.map((p) => p.code), ...reading.unknownCodes];

    const subjects: Subject[] = [];
    const seen = new Set<string>();
    const named = (p: ProductFact) => ({ model: catalogue.modelOfProduct(p), product: p });
    // The text's own codes and words first; the carried product when the text names none.
    // "тоді терракоту на 400 мл" of a mug in play in «Терракота»: its colour, not the vase whose name says "теракота".
    if (namedByFocusColourOnly(catalogue, reading, input)) {
      reading.models = [];
      reading.ambiguous = [];
    }
    // "а доповнення до нього є?": no name said, but the shop's own category of one model ('Настільні
    // ігри/Доповнення'): that model.
    if (
      reading.coded.length + reading.models.length + reading.ambiguous.length + carried.length === 0 &&
      !asksOwnerTopicOnly(input.text, understanding.intents)
    ) {
      const own = inOwnCategory(reading.rest, catalogue);
      if (own.length === 1) reading.models = own;
    }
    const namesSomething = reading.coded.length > 0 || reading.models.length > 0 || reading.ambiguous.length > 0;
    // Nothing named here or carried by the message: the product in play earlier in the conversation.
    // A property alone asks about the item in play ("Is it genuine leather?", "а шкіра натуральна?").
    // "а можна обміняти, якщо не підійде?", "а знижка буде?": a topic for the owner alone asks nothing of it.
    // "зарядка 20W перестала працювати, як обміняти по гарантії?": a fault reported is a warranty
    // claim, the owner's, whatever product and size it names; so is an item made to measure.
    const ownerTopicOnly =
      (asksOwnerTopicOnly(input.text, understanding.intents) &&
        ((reading.sizes.length === 0 && understanding.colours.length === 0) ||
          asksDiscountOnCondition(input.text, understanding.intents))) ||
      (reportsFault(input.text) && understanding.intents.includes('returns')) ||
      understanding.madeToMeasure === true ||
      // "і скільки коштує подарункове пакування?": a service, not the product in play; "ножі можна в
      // подарунковій упаковці?": the product named is only its context, nothing of it is asked.
      (asksOfService(input.text) &&
        (!namesSomething || !understanding.intents.some((i) => PRODUCT_INTENTS.includes(i)))) ||
      (asksForInstallation(input.text) && !understanding.intents.includes('price'));
    // "яка знижка, якщо беру коляску і автокрісло?": the products named are the topic's context, not its answer.
    if (ownerTopicOnly) {
      reading.coded = [];
      reading.models = [];
      reading.ambiguous = [];
      if (asksDiscountOnCondition(input.text, understanding.intents)) reading.sizes = [];
    }
    // "а 160x200?": dimensions written with a letter x are a size said of the item in play, no word.
    const saysDimensions = (w: string) => /^\d+[xх*]\d+$/iu.test(w) && reading.sizes.length > 0;
    // "силиконовый мятный сколько?" after a book case: a property only another model's name has names
    // that model, no follow-up of the item in play.
    const inFocus = focusOf(catalogue, input.state);
    const focusModel = inFocus?.model ?? (inFocus?.product ? catalogue.modelOfProduct(inFocus.product) : undefined);
    if (focusModel && reading.coded.length === 0 && reading.models.length === 1) {
      const kin = modelOfKindInPlay(catalogue, reading.models[0], focusModel, input.text);
      if (kin) reading.models = [kin];
    }
    const namesAnother = (w: string) =>
      focusModel !== undefined &&
      !focusModel.variants.some((v) => catalogue.nameHas(v, w)) &&
      catalogue.allModels().some((m) => m !== focusModel && m.variants.some((v) => catalogue.nameHas(v, w)));
    const followUp =
      !namesSomething &&
      !ownerTopicOnly &&
      carried.length === 0 &&
      reading.looseWords.every(
        (w) => (isPropertyWord(w) && !namesAnother(w)) || saysDimensions(w) || soundsLikeSizeWord(focusModel, w),
      );
    // "500 г є?" after "which one: … or …?": the candidate sold in that size, whatever was in focus.
    const offered = followUp ? offeredBySize(input.state, reading.sizes) : null;
    const picked = offered ? catalogue.byCodeText(offered.code) : null;
    const inPlay = followUp
      ? picked
        ? { product: picked }
        : (focusOf(catalogue, input.state) ?? (await this.inPlay(catalogue, input)))
      : null;
    // "а на 4?" after the set of 6 plates: the one named as it but for that figure (the set of 4).
    // "а h1?" after the H11 bulbs: the variant sold in the size said (H1), when the one in play has
    // none of it and differs from it by no colour the customer chose.
    // "а на 15 ват тепле?" of the bulb in play: no other model's "2700K (тепле)".
    const inPlayModel = inPlay?.model ?? (inPlay?.product ? catalogue.modelOfProduct(inPlay.product) : undefined);
    if (inPlayModel && reading.models.length === 0 && reading.coded.length === 0)
      reading.sizes.splice(0, Infinity, ...sizesWrittenOrOwn(reading.sizes, [inPlayModel], reading.rest));
    const earlier =
      inPlay &&
      (otherFigureOf(catalogue, inPlay, reading) ??
        variantOfSizeSaid(catalogue, inPlay, reading, input.state) ??
        inPlay);
    // "ок, тоді 2 по 50": a size of the item in play said by its number alone ("50" of "50 г").
    const earlierModel = earlier?.model ?? (earlier?.product ? catalogue.modelOfProduct(earlier.product) : undefined);
    // "а 10 метров?" of the tape in play: its "10 м", not a drill bit's "10 мм".
    // (In place: the understanding holds this list.)
    if (earlierModel) reading.sizes.splice(0, Infinity, ...catalogue.ownSizesOfNumbers([earlierModel], reading.sizes));
    if (earlierModel)
      for (const size of measuredSizesSaid(reading.rest, [earlierModel]))
        if (!reading.sizes.some((s) => sameSize(s, size))) reading.sizes.push(size);
    // "а 257 есть?" of the plate in play sold in "257 x 257 мм": its size by a part.
    if (earlierModel && reading.models.length === 0 && reading.coded.length === 0 && reading.sizes.length === 0)
      reading.sizes.push(
        ...partSizesSaid(
          reading.rest,
          earlierModel.variants.flatMap((v) => v.sizes.map((x) => x.size)),
          reading.sizes,
        ),
      );
    // "а з 2 Ач скільки?" of the drill in play: its kit said by the words only that kit has.
    const kit =
      earlierModel && reading.models.length === 0 && reading.coded.length === 0
        ? catalogue.kitSaid(reading.rest, earlierModel)
        : null;
    if (kit && !reading.sizes.includes(kit)) reading.sizes = withKitSize(reading.sizes, kit);
    // "а жіночий бежевий 100 є?": no kind named, only whom it is for, a colour or a size: the
    // models that have them all (one is the subject; a few are asked about).
    // "шкарпетки жіночі" between women's and men's socks: the qualifiers choose among the candidates.
    if (reading.ambiguous.length > 1) {
      const fitting = modelsByQualifiers(catalogue, reading, reading.ambiguous);
      if (fitting.length === 1) {
        reading.models = fitting;
        reading.ambiguous = [];
      } else if (fitting.length > 1) reading.ambiguous = fitting;
    }
    // "про план для пожилого кота" between «Senior 7+ …» and «… для дорослих котів»: a life stage
    // said leaves out the models named for another (kitten, adult, senior).
    const stagesSaid = new Set(
      wordsOf(input.text).flatMap((w) =>
        conceptsOf(w)
          .filter((c) => c.cls === 'stage')
          .map((c) => c.id),
      ),
    );
    if (stagesSaid.size > 0)
      for (const key of ['models', 'ambiguous'] as const) {
        if (reading[key].length < 2) continue;
        const stagesOf = (m: Model) =>
          wordsOf(m.name).flatMap((w) =>
            conceptsOf(w)
              .filter((c) => c.cls === 'stage')
              .map((c) => c.id),
          );
        const fitting = reading[key].filter((m) => stagesOf(m).every((id) => stagesSaid.has(id)));
        if (fitting.length > 0) reading[key] = fitting;
      }
    // "nursing bras" between a nursing bra and a nursing top: the kind the text names chooses.
    if (reading.ambiguous.length > 1) {
      const named = new Set(kindsNamed(input.text).map((k) => k.id));
      const ofKind = reading.ambiguous.filter((m) => named.has(headKind(m.name)?.id ?? ''));
      if (ofKind.length === 1) {
        reading.models = ofKind;
        reading.ambiguous = [];
      } else if (ofKind.length > 1) reading.ambiguous = ofKind;
    }
    // "конфеті скільки коштує?" between «Конфеті паперове» and «Хлопавка … з конфеті»: the one model
    // whose name's head (what it is) the text says, not one that only comes with it.
    if (reading.ambiguous.length > 1) {
      const byHead = reading.ambiguous.filter((m) => catalogue.namedByHead(m, input.text));
      if (byHead.length === 1) {
        reading.models = byHead;
        reading.ambiguous = [];
      }
    }
    // "скільки коштує ефіопія?" between «Кава Ефіопія Іргачеф» and «Дріп-кава Ефіопія, 10 дріп-пакетів»,
    // "колумбія" between «Кава Колумбія Супремо» and «Кава Колумбія Декаф (без кофеїну)»: the one
    // model whose name names no kind or property beyond what the customer said is the plain one meant.
    // Only for a model named by its own name, no kind ("шлем на голову 58", "які окуляри з чохлом?" ask of a kind).
    if (reading.ambiguous.length > 1 && kindsNamed(input.text).length === 0) {
      const said = new Set(wordsOf(input.text).flatMap((w) => conceptsOf(w).map((c) => c.id)));
      const saysMore = (m: Model) =>
        wordsOf(m.name).some((w) => conceptsOf(w).some((c) => !VARIANT_CLASSES.has(c.cls) && !said.has(c.id)));
      const plain = reading.ambiguous.filter((m) => !saysMore(m));
      if (plain.length === 1) {
        reading.models = plain;
        reading.ambiguous = [];
      }
    }
    // "скільки коштує каркасон?" between «Каркасон» and its expansion: the base model (baseModel).
    if (reading.ambiguous.length > 1) {
      const base = baseModel(reading.ambiguous, input.text);
      if (base) {
        reading.models = [base];
        reading.ambiguous = [];
      }
    }
    // "a jute rug" between three rugs: the ones whose material the text names (a property of the
    // lexicon, in any language: "jute", "джутовий" of "Джут").
    if (reading.ambiguous.length > 1) {
      const asked = wordsOf(input.text).flatMap((w) => conceptsOf(w).filter((c) => c.cls === 'material'));
      const ofMaterial = reading.ambiguous.filter((m) =>
        m.variants.some((v) =>
          wordsOf(v.material ?? '').some((w) => conceptsOf(w).some((c) => asked.some((a) => a.id === c.id))),
        ),
      );
      if (asked.length > 0 && ofMaterial.length === 1) {
        reading.models = ofMaterial;
        reading.ambiguous = [];
      } else if (asked.length > 0 && ofMaterial.length > 1) reading.ambiguous = ofMaterial;
    }
    // "V60 яких кольорів є?" between a dripper in three colours and its filters (in none): the
    // colours are asked of the models that come in several.
    if (reading.ambiguous.length > 1 && understanding.intents.includes('colours')) {
      const coloured = reading.ambiguous.filter(
        (m) => new Set(m.variants.map((v) => v.colour).filter(Boolean)).size > 1,
      );
      if (coloured.length === 1) {
        reading.models = coloured;
        reading.ambiguous = [];
      } else if (coloured.length > 1) reading.ambiguous = coloured;
    }
    // "the cabin size Voyager" between the Voyager suitcase and a set of three (no sizes): the
    // models that have the size named.
    if (reading.ambiguous.length > 1 && reading.sizes.length > 0) {
      const sized = withSizeNamed(reading);
      // "скільки чохол на s24 ультра?": a device's model is what the customer has, so the few models
      // of the kind made for it are each the answer (each at its price), not a question which.
      const forDevice = reading.sizes.every((x) => catalogue.isModelSize(x));
      // "ванільна свічка велика скільки?" of two candles that come in vanilla and large: each one's
      // price, as a seller would say them, not a question which.
      const inColourAndSize =
        sized.length > 1 &&
        sized.every((m) =>
          m.variants.some(
            (v) =>
              colourNamed(v.colour, reading.rest) &&
              v.sizes.some((s) => reading.sizes.some((x) => sameSize(s.size, x))),
          ),
        );
      if (sized.length === 1 || ((forDevice || inColourAndSize) && sized.length > 1 && sized.length <= MAX_ADVISED)) {
        reading.models = sized;
        reading.ambiguous = [];
        // "скло на 15 про": the glass's own "iPhone 15 / 15 Pro", not the cases' "iPhone 15 Pro" it lacks.
        const own = ownDeviceSizes(
          sized.flatMap((m) => m.variants),
          reading.sizes,
        );
        if (own.length < reading.sizes.length) reading.sizes.splice(0, reading.sizes.length, ...own);
      } else if (sized.length > 1) reading.ambiguous = sized;
    }
    // "і скло на нього скільки?" after a case for the iPhone 15 Pro: the device in play is the
    // customer's, so of the equal candidates those made for it (the glass "iPhone 15 / 15 Pro").
    const device = input.state?.focus?.size ?? null;
    if (reading.ambiguous.length > 1 && reading.sizes.length === 0 && device && catalogue.isModelSize(device)) {
      const fitting = reading.ambiguous.filter((m) =>
        m.variants.some((v) => v.sizes.some((s) => fitsSameDevice(s.size, device))),
      );
      if (fitting.length >= 1 && fitting.length <= MAX_ADVISED) {
        reading.models = fitting;
        reading.ambiguous = [];
        reading.sizes = [
          ...new Set(
            fitting.flatMap((m) =>
              m.variants.flatMap((v) => v.sizes.filter((s) => fitsSameDevice(s.size, device)).map((s) => s.size)),
            ),
          ),
        ];
      }
    }
    // "на 14 плюс чохол є?", "на айфон 12 чохли є?": a kind in a size (a device) that none of its
    // models has, or a device the shop has no size for: browsing them in it finds none, which is the
    // answer, not a question which of them.
    const unknownModels = catalogue.unknownModelsIn(input.text);
    if (
      reading.coded.length === 0 &&
      carried.length === 0 &&
      ((reading.ambiguous.length > 1 && reading.sizes.length > 0 && withSizeNamed(reading).length === 0) ||
        (reading.models.length + reading.ambiguous.length > 0 &&
          reading.sizes.length === 0 &&
          unknownModels.length > 0))
    ) {
      const request: BrowseRequest = {
        maxPrice: null,
        minPrice: null,
        sizes: reading.sizes.length > 0 ? reading.sizes : unknownModels,
        colour: false,
        kind: [...new Set([...reading.ambiguous, ...catalogue.modelsNamed(reading.rest)])],
        audience: null,
        traits: [],
      };
      return this.browsing(catalogue, input, understanding, browse(catalogue, request, reading.rest), context);
    }
    // "шлем на голову 58": among helmets, the ones with a size whose own range holds the measure ('L (56-60)').
    // "дитині 9 кг, яке автокрісло?", "конверт на 2 роки": a request for size advice is answered with
    // each of the few models that have a size for the measure (a weight group, an age), not a question which.
    if (reading.ambiguous.length > 1) {
      const m = measurementsIn(input.text);
      const fitting = reading.ambiguous.filter(
        (model) =>
          sizeByCellRange(m, model.variants) !== null ||
          model.variants.some((v) => v.sizes.some((s) => s.quantity > 0 && sizeHoldsMeasure(s.size, m))),
      );
      const advice = fitting.length > 1 && fitting.length <= MAX_ADVISED && asksSizeAdvice(input.text);
      if (fitting.length === 1 || advice) {
        reading.models = fitting;
        reading.ambiguous = [];
      } else if (fitting.length > 1) reading.ambiguous = fitting;
    }
    // "малюку 14 кг, яке кріселко?": a model found by the kind's words (not by its own name) with no
    // size for the measure gives way to the models of those words that have one.
    if (reading.models.length === 1 && reading.coded.length === 0 && asksSizeAdvice(input.text)) {
      const m = measurementsIn(input.text);
      const holds = (model: Model) =>
        model.variants.some((v) => v.sizes.some((s) => s.quantity > 0 && sizeHoldsMeasure(s.size, m)));
      const [only] = reading.models;
      if (!holds(only) && !catalogue.namedByItsOwnWord(only, input.text)) {
        const fitting = catalogue.modelsNamed(input.text).filter(holds);
        if (fitting.length > 0 && fitting.length <= MAX_ADVISED) reading.models = fitting;
      }
    }
    // "цифра 7 золота є?", "цифри 1 і 8": among models named alike but for a figure (a number
    // balloon «0» … «9»), the ones whose own figure is said, in digits or in words.
    if (reading.coded.length === 0 && reading.ambiguous.length + reading.models.length > 0) {
      // Of every model the words name (the reading keeps only the first few as candidates, and
      // takes a figure of a name as naming one: "цифри 1 і 8" is two).
      const named = [...new Set([...catalogue.modelsNamed(input.text), ...reading.models, ...reading.ambiguous])];
      const figured = named.length > 1 ? modelsByOwnFigure(named, input.text) : null;
      if (figured) {
        reading.models = figured.models;
        reading.ambiguous = [];
        // The figures said name the models: no count of them ("цифра 3 золота" is one balloon «3»).
        reading.rest = reading.rest.replace(figured.said, ' ');
      }
    }
    // "тетрамін скільки коштує?", "уф лампа є?": models of one line in several packs or powers,
    // no pack said: each in stock with its price (as a model's sizes are), not a question which.
    const line =
      reading.ambiguous.length > 1 && reading.models.length === 0 && reading.sizes.length === 0 && carried.length === 0
        ? catalogue.lineOf(reading.ambiguous)
        : null;
    if (line && line.length <= MAX_LINE && !/\d/.test(reading.rest)) {
      const request: BrowseRequest = {
        maxPrice: null,
        minPrice: null,
        sizes: [],
        colour: false,
        kind: line,
        audience: null,
        traits: [],
      };
      return this.browsing(catalogue, input, understanding, browse(catalogue, request, reading.rest), context);
    }
    // "я на 6 місяці, який бандаж?": a woman still pregnant is not asking for what is worn after birth.
    if (reading.ambiguous.length > 1 && speaksOfPregnancy(input.text)) {
      const before = reading.ambiguous.filter((m) => !wordsOf(m.name).some((w) => namesPostpartum(w)));
      if (before.length === 1) {
        reading.models = before;
        reading.ambiguous = [];
      } else if (before.length > 1) reading.ambiguous = before;
    }
    // "а на браслете есть?" after a man's watch: among a man's and a woman's one on a bracelet, the
    // one for whom the item in focus is.
    if (reading.ambiguous.length > 1 && reading.models.length === 0 && !audienceWords(reading.rest)) {
      const same = sameAudienceAsFocus(catalogue, input.state, reading.ambiguous);
      if (same.length === 1) {
        reading.models = same;
        reading.ambiguous = [];
      }
    }
    // "скільки за дві пари разом, жіночі і чоловічі?" naming no model, colour or size: the sum of
    // the two last models asked about (the state's items), not a question which one.
    const namesNothing =
      reading.coded.length === 0 &&
      reading.models.length === 0 &&
      carried.length === 0 &&
      reading.sizes.length === 0 &&
      coloursIn(reading.rest).length === 0;
    // The basket, when the customer chose two or more models, is the sum asked (withEarlier).
    const summed =
      namesNothing && asksForSum(input.text) && basketModels(catalogue, input.state) < 2
        ? lastModelsInPlay(catalogue, input.state, 2)
        : [];
    if (summed.length === 2) {
      reading.ambiguous = [];
      for (const { model, product } of summed) {
        seen.add(model.key);
        subjects.push({ name: model.name, variants: [product], others: [], colourMissing: false });
      }
    }
    // "а разом сірий і білий скільки?", "скільки за обидва?" after the towel in grey, then in white:
    // the colours of the model in play, each a line at its own price and size; so are two colours
    // asked of it ("сколько стоит синий? и черный?").
    const colourSum =
      summed.length < 2 &&
      reading.coded.length === 0 &&
      reading.models.length <= 1 &&
      // Or a count per part ("2 поски чорні і 1 золоту скільки?", "3 грушеві і 2 яблучні").
      (asksForSum(input.text) || coloursIn(reading.rest).length > 1 || countsIn(reading.rest).length > 1) &&
      // "the black one then, plus the slipmat in grey": the first colour is the item in focus's.
      !(reading.models.length === 1 && alsoAboutFocus(catalogue, input))
        ? coloursSummed(
            catalogue,
            input.state,
            reading.rest,
            reading.models[0],
            !asksForSum(input.text) && coloursIn(reading.rest).length <= 1,
          )
        : [];
    if (colourSum.length > 1) {
      reading.ambiguous = [];
      seen.add(catalogue.modelOfProduct(colourSum[0].product)!.key);
      for (const { product, size, quantity } of colourSum)
        subjects.push({
          name: catalogue.modelOfProduct(product)!.name,
          variants: [product],
          others: [],
          colourMissing: false,
          colourNamed: true,
          ...(size && { sizes: [size] }),
          ...(quantity && { quantity }),
        });
    }
    if (!namesSomething && carried.length === 0 && !earlier && summed.length < 2) {
      const fitting = modelsByQualifiers(catalogue, reading);
      if (fitting.length === 1) reading.models = fitting;
      else if (fitting.length <= MAX_QUALIFIED) reading.ambiguous = fitting;
    }
    // "лосіни на XS?" then "а чорні?": the size asked before goes with the item in focus.
    if (earlier && input.state?.focus)
      carrySize(understanding, reading.sizes, input.state.focus.size, input.text, earlier.product ?? null);
    if (earlier?.product) carried.push(earlier.product);
    // "ок рожеву М, і маску для сну": the words before "і" are said of the item in focus, the rest
    // names another; the colour and size go with the item they are said of.
    const also = namesSomething && carried.length === 0 ? alsoAboutFocus(catalogue, input) : null;
    if (also) {
      seen.add(also.model.key);
      for (const m of also.headOnly) seen.add(m.key);
      subjects.push(...also.subjects);
    }
    const coded = namesSomething ? reading.coded : carried;
    for (const { model, product } of coded.map(named)) {
      if (!model || seen.has(model.key)) continue;
      seen.add(model.key);
      // "JK-8001 also in black?": the black one of the model is meant (its own code may be unknown to the customer).
      const inColour = catalogue.variantsInColour(model, reading.rest);
      // "а в чорному є?" of the item in focus, which has no black: said so, with its colours; so
      // of a code every colour of the model shares ("mg102 є в графіті?": the code picks no colour).
      const codeOfModel = model.variants.length > 1 && model.variants.every((v) => v.code === product.code);
      if (
        inColour.length === 0 &&
        (product === earlier?.product || codeOfModel) &&
        catalogue.namesAColour(reading.rest, model)
      ) {
        subjects.push({ name: model.name, variants: [], others: model.variants, colourMissing: true });
        continue;
      }
      const variants = inColour.length > 0 && !inColour.includes(product) ? inColour : [product];
      const others = model.variants.filter((v) => !variants.includes(v));
      // "K-311 а інший колір?": the code is the colour in hand, the question is about the others.
      subjects.push({ name: model.name, variants, others, colourMissing: false, colourNamed: inColour.length > 0 });
    }
    // Words naming a model with a qualifier the shop's data lacks ("wrap dress", "шкіряна куртка"
    // where the only jacket is denim): the model is the nearest one, not what was asked for.
    const unknownWords = earlier || reading.coded.length > 0 ? [] : reading.unknownWords;
    // "men's pajamas" where the data says the pyjamas are for women, or a shop that says nothing of
    // men sells them: for whom is then a qualifier the data lacks, like a fabric (the nearest named, no price).
    // Likewise "kids' jackets" in a shop whose data names grown-ups (women's, men's) and never children.
    const forWhom = audienceWords(reading.rest);
    const says = new Map<AudienceKey, boolean>();
    const shopSays = (key: AudienceKey) => {
      if (!says.has(key))
        says.set(
          key,
          catalogue.allModels().some((m) => modelForAudience(m, key) === true),
        );
      return says.get(key)!;
    };
    const notFor = (model: Model) => {
      if (!forWhom || unknownWords.length > 0) return false;
      const fit = modelForAudience(model, forWhom.key);
      if (fit !== null) return !fit;
      if (forWhom.key === 'men') return !shopSays('men');
      return forWhom.key === 'kids' && !shopSays('kids') && (shopSays('women') || shopSays('men'));
    };
    // "а тарілочку в такій самій глазурі?": the colour of the item in play, said of the one named now.
    const sameColour = saysSameColour(input.text) ? focusOf(catalogue, input.state)?.product?.colour : '';
    if (sameColour) understanding.colours = [...understanding.colours, sameColour];
    const wordsText = `${also ? also.tail : input.text}${sameColour ? ` ${sameColour}` : ''}`;
    // "золоті сережки" where the earrings are silver: a material the model's data contradicts.
    // A model named by its own word ("костюм ведмедик бавовняний?") asked only of its material is
    // a question about its fabric, answered with it, not an item the shop lacks.
    const asksFabric = understanding.intents.includes('material') && !understanding.intents.includes('availability');
    const lacking = (model: Model) =>
      asksFabric && catalogue.namedByItsOwnWord(model, wordsText)
        ? []
        : reading.looseWords.filter((w) => catalogue.lacksMaterial(model, w));
    // The fabric asked of a model named by its own word is no qualifier the shop lacks either.
    const fabricOf = (model: Model) =>
      asksFabric &&
      unknownWords.length > 0 &&
      unknownWords.every((w) => conceptsOf(w).some((c) => c.cls === 'material')) &&
      catalogue.namedByItsOwnWord(model, wordsText);
    const byWords = (model: Model, colourText = wordsText): Subject =>
      unknownWords.length > 0 && !fabricOf(model)
        ? { ...this.subjectOf(catalogue, model, colourText), unknownWords }
        : notFor(model)
          ? { ...this.subjectOf(catalogue, model, colourText), unknownWords: [forWhom!.words] }
          : lacking(model).length > 0
            ? { ...this.subjectOf(catalogue, model, colourText), unknownWords: lacking(model) }
            : this.subjectOf(catalogue, model, colourText);
    for (const model of earlier?.model ? [earlier.model] : reading.models) {
      if (seen.has(model.key)) continue;
      seen.add(model.key);
      subjects.push(
        earlier?.model
          ? this.subjectOf(catalogue, model, input.text)
          : // Of several items (some named by their codes: "шоколад 811 … + мішки 41 см"), the part naming it.
            byWords(
              model,
              reading.models.length + reading.coded.length > 1 ? saidOf(catalogue, model, wordsText) : wordsText,
            ),
      );
    }
    const { maxProducts = DEFAULT_MAX_PRODUCTS, useCorrections = true } = input.directives ?? {};
    // With `products: 1` the best of equal candidates is the answer, not a question.
    const candidates = reading.ambiguous.slice(0, maxProducts);
    if (subjects.length === 0 && candidates.length === 1) subjects.push(byWords(candidates[0]));
    const chosen = capVariants(subjects.slice(0, maxProducts), maxProducts, reading.sizes);
    for (const s of chosen) {
      // "тоді 2 кухлі і 3 тарілочки" of a mug and a plate in play in one glaze: that glaze's, not
      // the first one (a code names its own colour).
      const pool = [...s.variants, ...s.others];
      const inPlay =
        s.colourNamed || s.colourMissing || pool.length < 2 || reading.coded.length > 0
          ? null
          : colourInPlay(catalogue, input.state, pool);
      if (inPlay) {
        s.variants = [inPlay];
        s.others = pool.filter((v) => v !== inPlay);
      }
      const all = [...s.variants, ...s.others];
      if (s.colourMissing || s.unknownWords || all.some((v) => v.sizes.some((size) => size.quantity > 0))) continue;
      const model = all[0] && catalogue.modelOfProduct(all[0]);
      const instead = model ? catalogue.otherSizesOf(model).slice(0, MAX_OTHER_COLOURS) : [];
      if (instead.length > 0) s.instead = instead;
    }
    sizesPerSubject(catalogue, input.text, chosen, understanding.sizes);
    if (chosen.length > 1) asSaidBefore(catalogue, input.state, chosen);
    // "а Мармур такий же розмір?": another model in the size said of the item before.
    const sizeBefore = input.state?.focus?.size;
    if (
      sizeBefore &&
      chosen.length === 1 &&
      understanding.sizes.length === 0 &&
      (SAME_SIZE_SAID.test(input.text) || (SAME_SIZE.test(input.text) && hasSize(chosen[0], sizeBefore)))
    )
      understanding.sizes = [
        [...chosen[0].variants, ...chosen[0].others].flatMap((v) => v.sizes).find((x) => sameSize(x.size, sizeBefore))
          ?.size ?? sizeBefore,
      ];
    deviceSizesPerSubject(chosen, understanding.sizes);
    const products = chosen.flatMap((s) => s.variants);
    const otherColours = chosen.flatMap((s) => s.others);
    const ambiguous = subjects.length === 0 ? candidates.map((m) => m.variants[0]) : [];
    const [shop, ownerAnswers, corrections] = await this.answersFor(input, useCorrections, products[0]);
    const dialogue = dialogueOf(catalogue, input);
    const sizesSaid = [...understanding.sizes, ...(input.state?.focus?.size ? [input.state.focus.size] : [])];
    // "хочу повернути відріз бязі 3 м": a return asks the owner, no sum of what was bought.
    const returnOnly =
      understanding.intents.includes('returns') && !understanding.intents.includes('price') && !asksForSum(input.text);
    const totals = returnOnly
      ? null
      : totalsFor(
          reading.rest,
          summedAgain(catalogue, input.state, namesSomething ? chosen : [], reading.rest) ??
            (await this.withEarlier(catalogue, input, chosen, earlier, understanding.sizes)),
          catalogue,
          sizesSaid,
          understanding.sizes,
          input.state?.focus?.sizesAsked ?? [],
          addsToBasket(input),
        );
    // A shop that sells by weight ("400г", "2 кг" of a sack of food): a weight said is a pack asked, no one's weight.
    const sizeAdvice =
      catalogue.sellsByWeight() && measurementsIn(input.text).weightKg !== null
        ? null
        : adviseSize(input.text, chosen, ownerAnswers);
    // "а для якого типу шкіри він?": a word a characteristic's label has ("Тип шкіри") asks for that
    // characteristic, not for a material the product's data lacks ("шкіра" is leather too).
    if (understanding.intents.includes('material') && products[0] && !products[0].material) {
      const asked = detailsAsked(products[0], input.text);
      if (asked.length > 0 && !asked.some((d) => isMaterialLabel(d.label)))
        understanding.intents = understanding.intents.filter((i) => i !== 'material');
    }
    // "а срібло?" of a comb in gold and silver: the colour named is a metal's tone, asked whether it
    // is there, not what the comb is made of.
    const tone = (p: ProductFact) =>
      p.colour !== '' &&
      colourNamed(p.colour, input.text) &&
      wordsOf(p.colour).some((w) => conceptsOf(w).some((c) => c.cls === 'material'));
    if (understanding.intents.includes('material') && products.length > 0 && products.every(tone))
      understanding.intents = [...understanding.intents.filter((i) => i !== 'material'), 'availability'];
    // "флісова попонка?" of «Попона флісова …»: a material its name says names the product, no question
    // of what it is made of.
    const materialsSaid = wordsOf(input.text).filter((w) => conceptsOf(w).some((c) => c.cls === 'material'));
    const ownMaterial = (p: ProductFact) => {
      const own = new Set(
        wordsOf(p.name).flatMap((w) =>
          conceptsOf(w)
            .filter((c) => c.cls === 'material')
            .map((c) => c.id),
        ),
      );
      return materialsSaid.every((w) => conceptsOf(w).some((c) => c.cls === 'material' && own.has(c.id)));
    };
    if (
      understanding.intents.includes('material') &&
      !asksWhatMadeOf(input.text) &&
      materialsSaid.length > 0 &&
      products.length > 0 &&
      products.every(ownMaterial)
    )
      understanding.intents = [...understanding.intents.filter((i) => i !== 'material'), 'availability'];
    const beyondData =
      !totals &&
      !sizeAdvice &&
      // A word the catalogue finds the product by ("filters" of «Фільтри паперові») is of its name.
      asksBeyondData(
        input.text,
        understanding,
        products,
        (p, w) => catalogue.nameHas(p, w) || catalogue.read(w).models.includes(catalogue.modelOfProduct(p)!),
      );
    const described = products.some((p) => sentencesAsked(p, input.text).length > 0);
    return {
      ...(totals && { totals }),
      ...(sizeAdvice && { sizeAdvice }),
      ...(beyondData && { beyondData: true as const }),
      ...(described && { described: true as const }),
      understanding,
      ...(dialogue && { dialogue }),
      subjects: chosen,
      ambiguous,
      unknownWords: chosen.length > 0 || ambiguous.length > 1 ? unknownWords : [],
      products,
      otherColours,
      publication,
      unknownCodes: reading.unknownCodes,
      shop,
      ownerAnswers,
      corrections,
      photo,
    };
  }

  /**
   * "і лосіни, скільки разом?": a sum asked with one product named adds the product in play
   * before it (the conversation's earlier one), so the total is of both.
   */
  private async withEarlier(
    catalogue: CatalogueIndex,
    input: RetrievalInput,
    chosen: Subject[],
    earlier: { product?: ProductFact; model?: Model } | null,
    sizes: string[],
  ): Promise<Subject[]> {
    if (!asksForSum(input.text) && !addsToBasket(input)) return chosen;
    const basket = basketSubjects(catalogue, input, chosen, sizes);
    if (basket) return basket;
    if (earlier || chosen.length !== 1) return chosen;
    // The thread's product in play, else the dialogue state's item in focus.
    const before = (await this.inPlay(catalogue, input)) ?? focusOf(catalogue, input.state);
    const model = before?.model ?? (before?.product && catalogue.modelOfProduct(before.product));
    if (!model || model.variants.includes(chosen[0].variants[0] ?? chosen[0].others[0])) return chosen;
    const variants = before?.product ? [before.product] : model.variants;
    const item = input.state?.items.find((i) => variants.some((v) => v.code === i.code));
    // A length said of a fabric before ("2,5 метри") is its quantity in the sum, as the pieces said
    // of anything else are ("субстрат 2 мішки", then "і ще керамзит, скільки разом?").
    const said = soldByLength(model) ? item?.metres : (item?.quantity ?? undefined);
    // "а 10 метров сколько стоит?", then "и перчатки 2 пары, сколько всего?": the tape at the size said of it.
    const size =
      item?.size && variants.some((v) => v.sizes.some((x) => sameSize(x.size, item.size!))) ? item.size : null;
    // "по одній пачці кожного" of two sizes, then "і ще олівці, скільки тепер?": each size summed, a line each.
    const counted = item?.sizeCounts && item.sizeCounts.length > 1 ? item.sizeCounts : null;
    if (counted)
      return [
        ...counted.map(({ size: each, count }) => ({
          name: model.name,
          variants,
          others: [],
          colourMissing: false,
          sizes: [each],
          quantity: count,
        })),
        ...chosen,
      ];
    return [
      {
        name: model.name,
        variants,
        others: [],
        colourMissing: false,
        ...(said && { quantity: said }),
        ...(size && { sizes: [size] }),
      },
      ...chosen,
    ];
  }

  /** Facts of a browsing question: the models that fit, no single product in question. */
  private async browsing(
    catalogue: CatalogueIndex,
    input: RetrievalInput,
    understanding: Understanding,
    found: Browse,
    context: { publication: PublicationFact | null; photo: PhotoMatch | null },
  ): Promise<Facts> {
    understanding.sizes = found.request.sizes;
    understanding.codes = [];
    const [shop, ownerAnswers, corrections] = await this.answersFor(input, input.directives?.useCorrections ?? true);
    const dialogue = dialogueOf(catalogue, input);
    return {
      ...(dialogue && { dialogue }),
      understanding,
      subjects: [],
      ambiguous: [],
      unknownWords: [],
      products: [],
      otherColours: [],
      publication: context.publication,
      unknownCodes: [],
      shop,
      ownerAnswers,
      corrections,
      photo: context.photo,
      browse: found,
    };
  }

  /** The product in play earlier in the conversation (`productInPlay`). */
  private async inPlay(
    catalogue: CatalogueIndex,
    input: RetrievalInput,
  ): Promise<{ product?: ProductFact; model?: Model } | null> {
    return productInPlay(catalogue, (await input.context?.()) ?? [], (mediaId) =>
      this.knowledge.publicationByMediaId(input.userId, input.channelId, mediaId),
    );
  }

  /** A model named by words: the colour the text names, else all of its colours. */
  private subjectOf(catalogue: CatalogueIndex, model: Model, text: string): Subject {
    const inColour = catalogue.variantsInColour(model, text);
    if (inColour.length > 0) {
      return {
        name: model.name,
        variants: inColour,
        others: model.variants.filter((v) => !inColour.includes(v)),
        colourMissing: false,
        colourNamed: true,
      };
    }
    const askedColour = model.variants.length > 0 && catalogue.namesAColour(text, model);
    if (askedColour) return { name: model.name, variants: [], others: model.variants, colourMissing: true };
    return { name: model.name, variants: model.variants.slice(0, MAX_OTHER_COLOURS), others: [], colourMissing: false };
  }

  /** The shop's catalogue as a language model's tools (null without a catalogue index). */
  async tools(userId: string, channelId: string | null): Promise<CatalogueTools | null> {
    if (!this.knowledge.catalogue) return null;
    const scope = { userId, channelId };
    return catalogueTools(await this.knowledge.catalogue(userId, channelId), this.knowledge, scope, this.kindOf);
  }

  /**
   * Photo recognition for a picture with no post or code of its own: the nearest post by
   * perceptual hash. Never throws: an unreadable picture or a failed lookup is "not recognised".
   */
  private async recognise(input: RetrievalInput, posted: PublicationFact | null): Promise<PhotoMatch | null> {
    if (!input.imageUrl) return null;
    // The message names its post or code already: that is what it is about. A shared post whose
    // publication is not stored yet is recognised by its picture.
    if (posted || input.code) return null;
    if (!this.knowledge.matchPhoto) return { status: 'no_match', distance: null };
    try {
      return await this.knowledge.matchPhoto(input.userId, input.channelId, input.imageUrl);
    } catch (err) {
      return { status: 'unreadable', reason: err instanceof Error ? err.message : String(err) };
    }
  }
}

/** The conversation's state before this message and after it folds the message in (none for the test call). */
function dialogueOf(catalogue: CatalogueIndex, input: RetrievalInput): Facts['dialogue'] {
  if (!input.state) return undefined;
  return {
    before: input.state,
    after: foldMessages(catalogue, input.state, [{ text: input.text, fromShop: false, code: input.code }]),
  };
}

/** The item in focus of the dialogue state: a model when its colour is still open, else the product. */
/**
 * The item in focus as the subject of a message's first part, when the message joins a second item
 * to it ("ок рожеву М, і маску для сну"): the first part names no product of its own and the rest
 * does. Its colour is the one the first part names, else the one in focus.
 */
function alsoAboutFocus(
  catalogue: CatalogueIndex,
  input: RetrievalInput,
): { model: Model; subjects: Subject[]; tail: string; headOnly: Model[] } | null {
  const parts = splitAlso(input.text);
  const focus = focusOf(catalogue, input.state);
  if (!parts || !focus) return null;
  const head = catalogue.read(parts.head);
  const tail = catalogue.read(parts.tail);
  const focusModel = focus.model ?? (focus.product ? catalogue.modelOfProduct(focus.product) : undefined);
  if (!focusModel) return null;
  const headNames = head.coded.length > 0 || head.models.length > 0 || head.ambiguous.length > 0;
  // "ок давайте графітову, і ще …" of a graphite duvet cover: a colour of it, though «Графіт» is a name.
  if (headNames && !catalogue.namedByColourOf(head, focusModel, parts.head)) return null;
  // "2 таких и зарядку двойную к ним": a tail read alone may name its item among a few (the whole
  // message chose one).
  if (tail.coded.length === 0 && tail.models.length === 0 && tail.ambiguous.length === 0) return null;
  const model = focusModel;
  const inColour = catalogue.variantsInColour(model, parts.head);
  const variants = inColour.length > 0 ? inColour : focus.product ? [focus.product] : model.variants;
  // "ок, тоді 100 г, і ще мед 250 г": the size said before "і" is the item in focus's.
  const sizes = head.sizes.filter((s) => model.variants.some((v) => v.sizes.some((x) => sameSize(x.size, s))));
  // A size said after the join is the other item's ("the green one, and a milanese strap 22 mm"):
  // the item in focus keeps the size said of it before, else none.
  const before = input.state?.focus?.size;
  const kept =
    sizes.length > 0
      ? sizes
      : before && model.variants.some((v) => v.sizes.some((x) => sameSize(x.size, before)))
        ? [before]
        : [];
  // "беру рожевий і синій, і ще батарейку": each colour said a line of its own, as summed.
  const each = inColour.length > 1 ? inColour.map((v) => [v]) : [variants];
  return {
    model,
    tail: parts.tail,
    // Models the first part names only by the focus's colour ("графітову": «Графіт»): no subjects.
    headOnly: [...head.models, ...head.ambiguous].filter((m) => m !== model && !tail.models.includes(m)),
    subjects: each.map((vs) => ({
      name: model.name,
      variants: vs,
      others: model.variants.filter((v) => !vs.includes(v)),
      colourMissing: false,
      colourNamed: inColour.length > 0,
      sizes: kept,
    })),
  };
}

/** The most models a size advice names at once (more: a question which one). */
const MAX_ADVISED = 4;
/** The most packs or powers of one line listed for a name said without one. */
const MAX_LINE = 6;
const CHEAPER =
  /(?<!\p{L})((?:по)?дешевш\p{L}*|(?:по)?дешевл\p{L}*|бюджетніш\p{L}*|бюджетне\p{L}*|cheaper|less expensive)(?!\p{L})/u;

/**
 * "а є щось дешевше?" naming nothing, after a product: the models of its kind below its price
 * (a bound with an amount, "дешевше 1000", is readBrowse's).
 */
function cheaperThanFocus(
  text: string,
  reading: CatalogueReading,
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
  kindOf: KindOf,
): BrowseRequest | null {
  if (reading.coded.length > 0 || reading.models.length > 0 || !CHEAPER.test(normalise(text))) return null;
  const focus = state?.focus ? focusProduct(catalogue, state.focus) : null;
  if (!focus) return null;
  const model = catalogue.modelOfProduct(focus);
  const kind = kindOf(model?.name ?? focus.name, catalogue);
  return {
    maxPrice: focus.price - 0.01,
    cheaperThan: focus.price,
    minPrice: null,
    sizes: [],
    colour: false,
    kind: kind && kind.length > 1 ? kind : null,
    audience: null,
  };
}

/** "неоригінальний", "не оригінал", "non-original": a word said negated. */
const NEGATED = /(?<!\p{L})(?:не\s*|non-?)(\p{L}{4,})/giu;

/**
 * "а неоригінальний є?" after «Акумулятор Sony NP-FZ100 (оригінал)»: a word of the focus's name said
 * negated asks for the models of its kind whose names lack it; of those, the ones that share the
 * focus's model figures ("NP-FZ100": the compatible battery for the same camera) where some do.
 */
function otherThanFocusWord(
  text: string,
  reading: CatalogueReading,
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
  kindOf: KindOf,
): BrowseRequest | null {
  if (reading.coded.length > 0 || reading.models.length > 0) return null;
  const focus = state?.focus ? focusProduct(catalogue, state.focus) : null;
  const model = focus ? catalogue.modelOfProduct(focus) : undefined;
  if (!model) return null;
  // Up to the ending, in either script ("оригинальный" of «(оригінал)»).
  const has = (m: Model, w: string) => catalogue.modelNameHasLoosely(m, w);
  for (const [, word] of normalise(text).matchAll(NEGATED)) {
    if (!has(model, word)) continue;
    const others = (kindOf(model.name, catalogue) ?? []).filter((m) => m !== model && !has(m, word));
    const figures = wordsOf(model.name).filter((w) => /\d/.test(w));
    const alike = others.filter((m) => figures.some((f) => has(m, f)));
    const kind = alike.length > 0 ? alike : others;
    if (kind.length === 0) return null;
    return { maxPrice: null, minPrice: null, sizes: [], colour: false, kind, audience: null };
  }
  return null;
}

/**
 * "а щось дешевше в сірому?": the text's own browse (a colour, a size) below the focus's price, of
 * its kind where the text names none; a bound with an amount ("дешевше 1000") stays the text's.
 */
function withCheaper(text: BrowseRequest | null, cheaper: BrowseRequest | null): BrowseRequest | null {
  if (!text || !cheaper) return text ?? cheaper;
  if (text.maxPrice !== null || text.minPrice !== null) return text;
  return { ...text, maxPrice: cheaper.maxPrice, cheaperThan: cheaper.cheaperThan, kind: text.kind ?? cheaper.kind };
}

/**
 * "а для чоловіка такі є?", "а дитячі?" naming no model, after an item for other people: the
 * models of its kind for them, or, where the shop has none of its kind for them, all of theirs.
 */
function forOtherAudience(
  reading: CatalogueReading,
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
  kindOf: KindOf,
): BrowseRequest | null {
  if (reading.coded.length > 0 || reading.models.length > 0 || reading.unknownWords.length > 0) return null;
  // Whom for alone: a colour, a size or a sum said with it ("і чоловічий коричневий 120, разом
  // скільки?") picks a model by its qualifiers (qualifiers.ts).
  if (reading.sizes.length > 0 || coloursIn(reading.rest).length > 0 || asksForSum(reading.rest)) return null;
  const asked = audienceWords(reading.rest);
  const focus = state?.focus ? focusProduct(catalogue, state.focus) : null;
  const model = focus ? catalogue.modelOfProduct(focus) : undefined;
  if (!asked || !model || modelForAudience(model, asked.key) !== false) return null;
  const ofKind = (kindOf(model.name, catalogue) ?? []).filter((m) => modelForAudience(m, asked.key) === true);
  // The kind's own word in the focus's name ("Челсі" among boots): the models named so, where some are.
  const word = wordsOf(model.name).find((w) => isKindWord(w));
  const named = word ? ofKind.filter((m) => wordsOf(m.name).some((w) => stem(w) === stem(word))) : [];
  const theirs = named.length > 0 ? named : ofKind;
  return {
    maxPrice: null,
    minPrice: null,
    sizes: [],
    colour: false,
    kind: theirs.length > 0 ? theirs : null,
    audience: asked.key,
  };
}

/**
 * The candidates for the same people as the model in focus (a man's or a woman's, by the audience
 * column or the name), when that model is for one of them only; else none.
 */
function sameAudienceAsFocus(
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
  candidates: Model[],
): Model[] {
  const focus = focusOf(catalogue, state);
  const model = focus?.model ?? (focus?.product ? catalogue.modelOfProduct(focus.product) : undefined);
  if (!model) return [];
  const keys = (['men', 'women'] as const).filter((k) => modelForAudience(model, k) === true);
  if (keys.length !== 1) return [];
  return candidates.filter(
    (c) => modelForAudience(c, keys[0]) === true && modelForAudience(c, keys[0] === 'men' ? 'women' : 'men') !== true,
  );
}

/**
 * "ковдра і подушка разом?", then "а якщо подушок дві?" or "а по дві?": the same sum again, each
 * item at the size said of it, the new count on the one named (or on every one: "по дві"); null
 * unless the customer's latest sum was of several items and this message counts one of them or all.
 */
function summedAgain(
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
  named: Subject[],
  text: string,
): Subject[] | null {
  if (!state?.summed || state.summed.length < 2 || named.length > 1 || asksForSum(text)) return null;
  const each = eachCountIn(text);
  const count = countsIn(text)[0]?.count ?? null;
  const lines = state.summed.flatMap((code) => {
    const item = state.items.find((i) => i.code === code);
    const product = item ? focusProduct(catalogue, item) : null;
    const model = product ? catalogue.modelOfProduct(product) : undefined;
    return item && product && model ? [{ item, product, model }] : [];
  });
  if (lines.length < 2) return null;
  // The item the message itself names (none when it names nothing: "а по дві?").
  const line = named[0]
    ? lines.find((l) => l.model.variants.includes(named[0].variants[0] ?? named[0].others[0]))
    : null;
  if (named.length === 1 && !line) return null;
  // A count with one of them named is that one's; a count alone ("а якщо дві?") is not clear enough.
  if (each === null && (count === null || !line)) return null;
  return lines.map(({ item, product, model }) => ({
    name: model.name,
    variants: [product],
    others: [],
    colourMissing: false,
    ...(item.size && { sizes: [item.size] }),
    quantity: each ?? (line?.item === item ? count! : (item.quantity ?? 1)),
  }));
}

/**
 * The colours of one model a sum asks of: those the text names (two or more), else the items of
 * the conversation of that model in other colours (the model named, else the one in focus); each
 * with the size said of its item, else of the focus. [] when fewer than two.
 */
function coloursSummed(
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
  text: string,
  named: Model | undefined,
  /**
   * Only counts made it a sum: each colour must be sold at one price ("упаковку 24 шт яловичина і 6
   * баночок кролик" counts a pack size and cans, the totals' own reading).
   */
  byCountsOnly = false,
): Array<{ product: ProductFact; size: string | null; quantity?: number }> {
  const focus = state?.focus ? focusProduct(catalogue, state.focus) : null;
  const model = named ?? (focus ? catalogue.modelOfProduct(focus) : undefined);
  if (!model || model.variants.length < 2) return [];
  const items = [...(state?.items ?? []), ...(state?.focus ? [state.focus] : [])];
  const itemOf = (p: ProductFact) =>
    [...items].reverse().find((i) => i.code === p.code && (!i.colour || i.colour === p.colour));
  const sizeOf = (product: ProductFact) => {
    const said = itemOf(product)?.size ?? state?.focus?.size ?? null;
    return said && product.sizes.some((x) => sameSize(x.size, said)) ? said : null;
  };
  // "6 сірих і 2 чорних 060": part by part, each colour with its own count.
  const counted = partsOf(text).flatMap((part) => {
    const colour = catalogue.variantsInColour(model, part);
    const count = countsIn(part)[0]?.count;
    return colour.length === 1 && count !== undefined ? [{ product: colour[0], count }] : [];
  });
  if (byCountsOnly && counted.some((c) => pricesOf(c.product).length > 1)) return [];
  if (counted.length > 1 && new Set(counted.map((c) => c.product)).size === counted.length)
    return counted.map(({ product, count }) => ({ product, size: sizeOf(product), quantity: count }));
  // Counts or lengths said ("дві піжамки, одну сіру S і одну рожеву M", "серый, 5 метров") are the totals' own reading.
  if (countsIn(text).length > 0 || lengthsIn(text).length > 0) return [];
  const inColour = catalogue.variantsInColour(model, text);
  // One colour named ("тогда серый") asks of that one; none, with "обидва", of the colours asked about.
  if (inColour.length === 1 || (inColour.length === 0 && !BOTH_WORDS.test(text))) return [];
  const products =
    inColour.length > 1
      ? inColour
      : model.variants.filter((v) => items.some((i) => i.code === v.code && (!i.colour || i.colour === v.colour)));
  const distinct = [...new Set(products)];
  if (distinct.length < 2) return [];
  return distinct.map((product) => ({ product, size: sizeOf(product) }));
}

/** Whether a subject's products are sold in a size ("і фільтр на неї ж": the filter for that car). */
function hasSize(s: Subject, size: string): boolean {
  return [...s.variants, ...s.others].some((v) => v.sizes.some((x) => sameSize(x.size, size)));
}

/** How many models the customer's basket (the dialogue state's `taken`) holds. */
function basketModels(catalogue: CatalogueIndex, state: DialogueState | undefined): number {
  const lines = state?.taken ?? [];
  return new Set(lines.map((l) => catalogue.byCodeText(l.code)).map((p) => p && catalogue.modelOfProduct(p))).size;
}

/**
 * "і фільтр на неї ж, скільки разом?", "add a cable, total?", "remove the holder, total now?": a sum
 * asked of the basket (the lines the customer chose, each in its colour, size and count) with what
 * the message names added to it, or taken out of it when it takes that back; null when the basket
 * is empty, or the message sums several products of its own ("X і Y разом?").
 */
/** "Add one UNO please" to a basket: the new total is what a seller says, asked or not. */
function addsToBasket(input: RetrievalInput): boolean {
  return addsItem(input.text) && (input.state?.taken?.length ?? 0) > 0;
}

function basketSubjects(
  catalogue: CatalogueIndex,
  input: RetrievalInput,
  chosen: Subject[],
  sizes: string[],
): Subject[] | null {
  const lines = input.state?.taken ?? [];
  if (lines.length === 0 || chosen.length > 1) return null;
  const modelOfSubject = (s: Subject) => {
    const p = s.variants[0] ?? s.others[0];
    return p ? catalogue.modelOfProduct(p) : undefined;
  };
  const named = new Set(chosen.map(modelOfSubject));
  const drops = DROPS.test(input.text);
  const out: Subject[] = [];
  for (const line of lines) {
    const product = focusProduct(catalogue, { ...line, name: '' });
    const model = product ? catalogue.modelOfProduct(product) : undefined;
    if (!product || !model || named.has(model)) continue;
    const line1 = { name: model.name, variants: [product], others: [], colourMissing: false };
    // "A4 на 12 і на 20 по одній" taken: a line for each size.
    if (line.sizeCounts && line.sizeCounts.length > 1) {
      for (const { size, count } of line.sizeCounts) out.push({ ...line1, sizes: [size], quantity: count });
      continue;
    }
    const size = line.size && product.sizes.some((x) => sameSize(x.size, line.size!)) ? line.size : null;
    // A length taken of a fabric ("2,5 м") is its quantity in the sum.
    const quantity = soldByLength(model) && line.metres ? line.metres : line.quantity;
    out.push({ ...line1, quantity, ...(size && { sizes: [size] }) });
  }
  if (!drops)
    for (const s of chosen) {
      // The count said with the one product named is its own ("давайте 0.88, 5 шт., скільки разом?").
      const count = s.quantity ?? quantityIn(input.text, s.sizes ?? []) ?? undefined;
      // "add a 3 m cable" of cables sold one length per code: the one in the length said.
      const said = s.sizes?.length ? s.sizes : sizes;
      const inSize = s.variants.filter((v) => v.sizes.some((x) => said.some((size) => sameSize(x.size, size))));
      out.push({
        ...s,
        ...(inSize.length > 0 && inSize.length < s.variants.length && { variants: inSize }),
        ...(count && { quantity: count }),
      });
    }
  return out.length > 1 || (drops && out.length > 0) ? out : null;
}

/** The last `n` models of the conversation's items and focus, newest last, each with its item's product. */
function lastModelsInPlay(
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
  n: number,
): Array<{ model: Model; product: ProductFact }> {
  const out: Array<{ model: Model; product: ProductFact }> = [];
  // The focus is the newest (a shop reply may have moved it to an item the customer never named).
  const items = [...(state?.items ?? []), ...(state?.focus ? [state.focus] : [])];
  for (const item of items.reverse()) {
    // In the item's colour where one code has several (a listing's glazes).
    const product = focusProduct(catalogue, item);
    const model = product ? catalogue.modelOfProduct(product) : undefined;
    if (!product || !model || out.some((o) => o.model === model)) continue;
    out.unshift({ model, product });
    if (out.length === n) break;
  }
  return out;
}

/** Whether the only words naming other models are a colour of the item in focus (CatalogueIndex.namedByColourOf). */
function namedByFocusColourOnly(catalogue: CatalogueIndex, reading: CatalogueReading, input: RetrievalInput): boolean {
  const focus = focusOf(catalogue, input.state);
  const model = focus?.model ?? (focus?.product && catalogue.modelOfProduct(focus.product));
  return !!model && catalogue.namedByColourOf(reading, model, input.text);
}

/** Of a model's colours, the one an item in play chose (named in its colour earlier in the conversation). */
function colourInPlay(
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
  variants: ProductFact[],
): ProductFact | null {
  const items = [...(state?.items ?? []), ...(state?.focus ? [state.focus] : [])].reverse();
  for (const item of items) {
    if (item.anyColour || item.colour.trim() === '') continue;
    const product = focusProduct(catalogue, item);
    if (product && variants.includes(product)) return product;
  }
  return null;
}

/**
 * The product of an item in play: its code's, in the item's colour where one code has several
 * (a feed's or 1C's one article per model: "а 50?" after the olive dress is about the olive one).
 */
function focusProduct(catalogue: CatalogueIndex, item: ItemInPlay): ProductFact | null {
  const product = catalogue.byCodeText(item.code);
  const colour = item.colour.trim().toLowerCase();
  if (!product || colour === '' || product.colour.trim().toLowerCase() === colour) return product;
  const model = catalogue.modelOfProduct(product);
  const same = model?.variants.find((v) => v.code === product.code && v.colour.trim().toLowerCase() === colour);
  return same ?? product;
}

/** A word of a name that says the product is worn after birth ("післяпологовий", "postpartum"). */
function namesPostpartum(word: string): boolean {
  return conceptsOf(word).some((c) => c.id === 'postpartum');
}

function focusOf(
  catalogue: CatalogueIndex,
  state: DialogueState | undefined,
): { product?: ProductFact; model?: Model } | null {
  const focus = state?.focus;
  const product = focus ? focusProduct(catalogue, focus) : null;
  if (!focus || !product) return null;
  const model = catalogue.modelOfProduct(product);
  return focus.anyColour && model ? { model } : { product };
}

/**
 * A follow-up that names no size of its own but asks whether the item (or its other colour) is
 * there: the size asked before is meant. Not for "а розміри які?", which asks for all of them.
 */
function carrySize(
  u: Understanding,
  named: string[],
  size: string | null,
  text: string,
  product: ProductFact | null,
): void {
  if (!size || named.length > 0 || u.intents.includes('sizes')) return;
  // "скільки коштує?" of a candle whose sizes cost differently ("міні 60 г" 245, "велика 400 г"
  // 890): the price of the size said before, not of every size.
  // "а якщо два таких?" of it: the sum of the size said before, not every size's price.
  const pricedBySize =
    (u.intents.includes('price') || countsIn(text).length > 0 || asksForSum(text)) &&
    product !== null &&
    pricesOf(product).length > 1;
  const asksThere =
    u.intents.includes('availability') ||
    coloursIn(text).length > 0 ||
    /так(ий|а|е|і) сам/iu.test(text) ||
    pricedBySize;
  if (asksThere) u.sizes = [size];
}

/** A shared post not stored yet, as the platform described it: its caption may name the product. */
function sharedPost(input: RetrievalInput): PublicationFact | null {
  if (!input.mediaId || !input.caption) return null;
  return { id: '', mediaId: input.mediaId, code: null, linkedCodes: [], link: null, title: input.caption };
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

/**
 * The product the conversation was about, newest message first: a code it carried, the post it
 * was about, or what its text named (one code or one model; a reply that listed several is no
 * guide). Also the order's item when the customer says "беру" naming none (orders module, §9.8).
 */
export async function productInPlay(
  catalogue: CatalogueIndex,
  context: ContextItem[],
  publication: (mediaId: string) => Promise<PublicationFact | null>,
): Promise<{ product?: ProductFact; model?: Model } | null> {
  for (const item of context) {
    const byCode = item.code ? catalogue.byCodeText(item.code) : null;
    if (byCode) return { product: byCode };
    if (item.mediaId) {
      const post = await publication(item.mediaId);
      const fromPost = post?.code
        ? catalogue.byCodeText(post.code)
        : (catalogue.read(post?.title ?? '').coded[0] ?? null);
      if (fromPost) return { product: fromPost };
    }
    const said = catalogue.read(item.text);
    const models = new Set(said.coded.map((p) => catalogue.modelOfProduct(p)));
    // A reply that named several products (or asked which one) is no guide to a follow-up.
    if (models.size > 1) return null;
    if (said.coded.length > 0) return { product: said.coded[0] };
    if (said.models.length === 1) return { model: said.models[0] };
    if (said.models.length > 1 || said.ambiguous.length > 0) return null;
  }
  return null;
}

/** A characteristic's label that names a material ("Матеріал верху", "Склад", "Fabric"). */
const isMaterialLabel = (label: string) =>
  /(матеріал|материал|склад|состав|тканин|ткань|material|fabric)/iu.test(label);

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
  // An item described with words the shop's data lacks: only its nearest model was named.
  if ((facts.unknownWords?.length ?? 0) > 0) topics.push('unknown_item');
  // "оплатити частинами": asked of paying in instalments, not of the ways to pay.
  const inParts = u.intents.includes('instalments');
  for (const intent of ['delivery', 'payment', 'returns', 'contacts'] as const) {
    if (intent === 'payment' && inParts) continue;
    if (u.intents.includes(intent) && !shop[intent] && ownerAnswers.length === 0) topics.push(intent);
  }
  // A discount is the owner's to give: never promised nor refused by the data.
  if (u.intents.includes('discount') && ownerAnswers.length === 0) topics.push('discount');
  if (u.intents.includes('samples') && ownerAnswers.length === 0) topics.push('samples');
  if (u.intents.includes('instalments') && ownerAnswers.length === 0) topics.push('instalments');
  if (u.intents.includes('material') && products[0] && !products[0].material) topics.push('material');
  if (u.intents.includes('lining') && products[0] && !products[0].lining) topics.push('lining');
  const answerable = u.intents.some((i) => i !== 'greeting' && i !== 'thanks');
  const aboutSomething =
    products.length > 0 ||
    (facts.subjects?.length ?? 0) > 0 ||
    (facts.ambiguous?.length ?? 0) > 0 ||
    facts.unknownCodes.length > 0 ||
    facts.publication !== null ||
    facts.photo !== null ||
    facts.browse !== undefined ||
    facts.sizeAdvice !== undefined;
  const unknownSubject = !aboutSomething && u.words.length > 0 && productQuestionWithoutProduct(facts);
  // "можна взяти сукню в оренду?", "can I get it engraved?": asked whether something can be done,
  // with nothing the data answers (no price, stock, size, colour or standing topic): the shop's to say.
  const asksService =
    u.asksIfPossible === true &&
    !answerable &&
    !facts.described &&
    u.colours.length === 0 &&
    u.sizes.length === 0 &&
    u.codes.length === 0;
  if (asksService && ownerAnswers.length === 0) topics.push('other');
  if (u.madeToMeasure && ownerAnswers.length === 0 && !topics.includes('other')) topics.push('other');
  if (facts.beyondData && ownerAnswers.length === 0 && !topics.includes('other')) topics.push('other');
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
    !facts.browse &&
    !facts.sizeAdvice &&
    (facts.subjects?.length ?? 0) === 0 &&
    (facts.ambiguous?.length ?? 0) === 0 &&
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
    sizes: p.sizes.map((s) => `${s.size}: ${s.counted === false ? 'in stock' : s.quantity}`),
  });
  return {
    language: u.language,
    intents: u.intents,
    codes: u.codes,
    sizes: u.sizes,
    colours: u.colours,
    problem: u.problem,
    products: facts.products.map(product),
    ambiguous: (facts.ambiguous ?? []).map(product),
    other_colours: facts.otherColours.map(product),
    publication: facts.publication,
    unknown_codes: facts.unknownCodes,
    // Words of the customer's no product has: the products are only the nearest, not the item asked for.
    not_in_catalogue: facts.unknownWords ?? [],
    shop_answers: facts.shop,
    owner_answers: facts.ownerAnswers.map(({ savedReply, topics, ...a }) => ({
      ...a,
      ...(savedReply && { saved_reply: savedReply, topics }),
    })),
    corrections: facts.corrections.map((c) => ({ ...c, similarity: Math.round(c.similarity * 100) / 100 })),
    photo: facts.photo,
    ...(facts.order && { order: facts.order }),
    // The debugger (/ai_agent) shows the dialogue state before and after this message (issue 46).
    ...(facts.dialogue && { state_before: facts.dialogue.before, state_after: facts.dialogue.after }),
    ...answerSummary(facts, product),
  };
}

/** At most `max` products named in all (one per subject at least); the rest stay other colours. */
/**
 * "раннер білі 39 і босоніжки бежеві 37": each part of a message that names one of several products
 * with sizes gives that product its sizes (`Subject.sizes`), instead of every size to each.
 */
function sizesPerSubject(catalogue: CatalogueIndex, text: string, subjects: Subject[], sizes: string[]): void {
  if (subjects.length < 2) return;
  const unsized: Subject[] = [];
  const claimed = new Set<string>();
  for (const part of partsOf(text)) {
    const reading = catalogue.read(part);
    // "каремат 180х50" between two mats: the one that has the size written.
    const sized = withSizeNamed(reading);
    // "пилки т101б 5 шт": a part naming its item by a code (or a maker's mark) names it too.
    const coded = reading.coded.flatMap((p) => catalogue.modelOfProduct(p) ?? []);
    const models =
      reading.models.length > 0 || coded.length > 0
        ? [...new Set([...reading.models, ...coded])]
        : sized.length === 1
          ? sized
          : [baseModel(sized.length > 1 ? sized : reading.ambiguous, part)].filter((m): m is Model => m !== null);
    const named = subjects.filter((s) => models.some((m) => m.name === s.name));
    if (named.length !== 1) continue;
    // "лодж 26 і дошка велика": a size its part says of it alone ("велика", the board's largest) too.
    const ofNamed = (x: string) =>
      [...named[0].variants, ...named[0].others].some((v) => v.sizes.some((z) => sameSize(z.size, x)));
    const own = reading.sizes.filter((x) => sizes.some((y) => sizeKey(x) === sizeKey(y)) || ofNamed(x));
    if (own.length > 0) {
      named[0].sizes = [...new Set([...(named[0].sizes ?? []), ...own])];
      for (const x of own) claimed.add(sizeKey(x));
    } else unsized.push(named[0]);
  }
  // "спальник 190х75 і ліхтарик": when every size written went with another item, an item named
  // without one is asked of no size.
  if (sizes.length >= 1 && sizes.every((x) => claimed.has(sizeKey(x))))
    for (const s of unsized) if (s.sizes === undefined) s.sizes = [];
}

/**
 * "такий же розмір", "такого ж розміру", "той самий розмір", "same size", "в цьому розмірі", "in that
 * size": the size said before.
 */
const SAME_SIZE_SAID =
  /(?:так\p{L}{0,3}|то\p{L}{1,3})\s+(?:ж|же|сам\p{L}*)\s+(?:розмір\p{L}*|размер\p{L}*)|(?:the )?same size|(?<!\p{L})(?:(?:в|у|на)\s+)?(?:цьому|цей|цього|тому|этом|этот|этого|том)\s+(?:розмір\p{L}*|размер\p{L}*)|in (?:this|that) size/iu;

/**
 * "рушник білий 70 на 140?" … "а рушник і плед 150х200 разом?": an item of several named again with
 * no size or colour of its own is the one the conversation chose (the state's item of that model),
 * in its colour and size, so its price is one figure.
 */
function asSaidBefore(catalogue: CatalogueIndex, state: DialogueState | undefined, subjects: Subject[]): void {
  for (const s of subjects) {
    if (s.sizes?.length || s.colourNamed) continue;
    const items = [...(state?.items ?? []), ...(state?.focus ? [state.focus] : [])].reverse();
    const item = items.find((i) => [...s.variants, ...s.others].some((v) => v.code === i.code));
    if (!item) continue;
    const product = focusProduct(catalogue, item);
    if (!product) continue;
    if (s.variants.length > 1 && [...s.variants, ...s.others].includes(product)) {
      s.others = [...s.variants, ...s.others].filter((v) => v !== product);
      s.variants = [product];
    }
    if (item.size && product.sizes.some((x) => sameSize(x.size, item.size!))) s.sizes = [item.size];
  }
}

/**
 * "the Armor case for iPhone 15 Pro and the glass for it": of the device sizes said, each item is
 * asked of its own ("iPhone 15 Pro" of the case, "iPhone 15 / 15 Pro" of the glass), not of the
 * other's spelling it lacks.
 */
function deviceSizesPerSubject(subjects: Subject[], sizes: string[]): void {
  for (const s of subjects) {
    const asked = s.sizes ?? sizes;
    const products = [...s.variants, ...s.others];
    const has = [...new Set(products.flatMap((p) => p.sizes.map((x) => x.size)))];
    // A device said in the case's spelling is the glass's own size for it ("iPhone 15 / 15 Pro").
    const own = ownDeviceSizes(products, asked).map((x) => {
      const fitting = has.includes(x) ? [] : has.filter((t) => fitsSameDevice(t, x));
      return fitting.length === 1 ? fitting[0] : x;
    });
    if (own.some((x, i) => x !== asked[i]) || own.length !== asked.length) s.sizes = own;
  }
}

function capVariants(subjects: Subject[], max: number, sizes: string[]): Subject[] {
  let room = Math.max(max, subjects.length);
  return subjects.map((s, i) => {
    const share = Math.max(1, room - (subjects.length - i - 1));
    // "берці 43 і рукавички M" of boots sold one code per size: the variants of a size asked are kept.
    const asked = s.sizes ?? sizes;
    const hasAsked = (v: ProductFact) => v.sizes.some((x) => asked.some((a) => sameSize(x.size, a)));
    const ordered = [...s.variants.filter(hasAsked), ...s.variants.filter((v) => !hasAsked(v))];
    const variants = ordered.slice(0, share);
    room -= variants.length;
    return { ...s, variants, others: [...ordered.slice(share), ...s.others] };
  });
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

/**
 * "на ріст 146" where the shop's sizes are heights (kids' clothes, 50–190 cm: "Black / 146"): the
 * height is the size asked, not a measure to advise a size from.
 */
function heightIsSize(size: string, heightCm: number | null): boolean {
  if (heightCm === null || heightCm < 50 || heightCm > 190) return false;
  return unitless(sizeKey(size)) === String(heightCm);
}

/**
 * What a message says of one of the several models it names (issue 46): "намет Карпати і каремат
 * синій" — the colour goes with the mat, not the tent. The parts of the text between "і", "та",
 * "and", commas and pluses that name that model, with the parts that name no model ("обидва
 * зелені"); the whole text when no part names it alone.
 */
export function saidOf(catalogue: CatalogueIndex, model: Model, text: string): string {
  const parts = text
    .split(/\s*(?:[,;+]|(?<!\p{L})(?:і|й|та|и|and|&|а також)(?!\p{L}))\s*/u)
    .filter((p) => p.trim() !== '');
  if (parts.length < 2) return text;
  const named = parts.map((p) => catalogue.modelsNamed(p));
  // "the Armor case for iPhone 15 Pro in graphite and the 9H glass for it": the glass "for iPhone"
  // is named by both parts' words, but only the second's best reading is the glass.
  const best = parts.map((p, i) => {
    if (!named[i].includes(model)) return false;
    const r = catalogue.read(p);
    return r.models.includes(model) || r.ambiguous.includes(model);
  });
  const ownIn = (i: number) => (best.some(Boolean) ? best[i] : named[i].includes(model));
  const own = parts.filter((_, i) => ownIn(i));
  if (own.length === 0 || own.length === parts.length) return text;
  return parts.filter((_, i) => ownIn(i) || named[i].length === 0).join(', ');
}

/**
 * "намет Карпати 2-місний і каремат синій 180х50": a part of the message between "і", "та",
 * "and", "+" or commas that names one model of its own (by its words, narrowed by its size) is a
 * second item, though the whole text's best cover took its word for the first model's name.
 */
function itemsPerPart(catalogue: CatalogueIndex, text: string, reading: CatalogueReading): Model[] {
  // "малюку 2 роки, 14 кг, яке кріселко підійде?": parts of measures and a question which one, not items.
  // "нічник луна 15 см и гирлянда шарики 3 м": with nothing named whole, each part's one model by
  // its size, when at least two parts name one each.
  const ofAmbiguity = reading.models.length === 0;
  if ((ofAmbiguity && reading.ambiguous.length === 0) || reading.coded.length > 0 || asksSizeAdvice(text)) return [];
  const parts = partsOf(text).filter((p) => p.trim() !== '');
  if (parts.length < 2) return [];
  const keys = new Set(reading.models.map((m) => m.key));
  const devices = reading.sizes.filter((x) => catalogue.isModelSize(x));
  const out: Model[] = [];
  for (const part of parts) {
    const r = catalogue.read(part);
    if (r.coded.length > 0 || r.models.some((m) => keys.has(m.key))) continue;
    const sized = withSizeNamed(r);
    // "чохол … на 15 про і скло на нього": of the part's equal candidates, the one made for the device said.
    const forDevice = r.ambiguous.filter((m) =>
      m.variants.some((v) => v.sizes.some((s) => devices.some((d) => fitsSameDevice(s.size, d)))),
    );
    // "акваріум на 60 л і ґрунт …": of the part's equal candidates, the one named with the measure said.
    const measured = modelOfMeasure(r.ambiguous, part);
    const own =
      r.models.length === 1
        ? r.models
        : r.models.length > 0
          ? []
          : sized.length === 1
            ? sized
            : sized.length === 0 && forDevice.length === 1
              ? forDevice
              : measured
                ? [measured]
                : // "наволочки 50х70" between plain pillowcases and «Наволочки «Смужка»»: the plain ones.
                  [baseModel(sized.length > 1 ? sized : r.ambiguous, part)].filter((m): m is Model => m !== null);
    for (const m of own) {
      if (keys.has(m.key) || out.some((o) => o.key === m.key)) continue;
      out.push(m);
    }
  }
  return ofAmbiguity && out.length < 2 ? [] : out;
}

/**
 * "скільки коштує каркасон?" between «Каркасон» and «Каркасон: Таверни та собори (доповнення)»: the
 * model whose name's words every other one has and adds to (an expansion, an edition), when the
 * text names none of what they add; null when no one model is.
 */
function baseModel(models: Model[], text: string): Model | null {
  // Figures too: «FAN-1 Plus» is no expansion of «FAN-mini Plus».
  const stems = new Map(
    models.map((m) => [
      m,
      new Set(
        (
          m.name
            .replace(/\([^)]*\)/gu, ' ')
            .toLowerCase()
            .match(/[\p{L}\d]+/gu) ?? []
        ).map((w) => (/\d/.test(w) ? w : stem(w))),
      ),
    ]),
  );
  const stemsOf = (m: Model) => stems.get(m)!;
  const asked = new Set(wordsOf(text).map(stem));
  const base = models.filter((m) => {
    const own = stemsOf(m);
    return models.every((o) => {
      if (o === m) return true;
      const more = [...stemsOf(o)].filter((w) => !own.has(w));
      return more.length > 0 && [...own].every((w) => stemsOf(o).has(w)) && !more.some((w) => asked.has(w));
    });
  });
  return base.length === 1 ? base[0] : null;
}

/** A name's words of these say its variant or whom it is for, not what it is («Кава …»: a scent word). */
const VARIANT_CLASSES = new Set(['colour', 'scent', 'flavour', 'audience', 'stage']);

/** Of the equal candidates, those that have a size the text names ("каремат 180х50" between two mats). */
function withSizeNamed(reading: CatalogueReading): Model[] {
  return reading.ambiguous.filter((m) =>
    m.variants.some((v) => v.sizes.some((s) => reading.sizes.some((x) => sameSize(s.size, x)))),
  );
}

/**
 * "а флісова на 145?" after the winter rug: a model named only by words beside its head («Бинти
 * флісові», by half its name) where a model of the kind in play (its head, «Попона …») has them
 * too («Попона флісова …»): the customer goes on about the same kind. The one such model, or none.
 */
function modelOfKindInPlay(catalogue: CatalogueIndex, named: Model, focus: Model, text: string): Model | null {
  if (named === focus || catalogue.namedByHead(named, text) || catalogue.namedByHead(named, focus.name)) return null;
  const said = wordsOf(text).filter((w) => w.length >= 4 && named.variants.some((v) => catalogue.nameHas(v, w)));
  if (said.length === 0) return null;
  const kin = catalogue
    .allModels()
    .filter(
      (m) =>
        m !== named &&
        catalogue.namedByHead(m, focus.name) &&
        said.every((w) => m.variants.some((v) => catalogue.nameHas(v, w))),
    );
  return kin.length === 1 ? kin[0] : null;
}
