/**
 * One message of a conversation read for the dialogue state (dialogue-state.ts): the shop's
 * products it names (by code, by words, by the code or post it carries), the colour of the item
 * in focus it switches to, sizes, a quantity, whether it orders or says yes; for the shop's own
 * messages, what they ask the customer for; for the customer's, the order's fields they give.
 */
import { measuresOf, withKitSize } from '../understand/kit-sizes';
import { lengthsIn } from '../answer/lengths';
import {
  asksForSum,
  countsBeyondSizes,
  countsIn,
  eachCountIn,
  modelsNamedAfter,
  NUMBER_WORDS as COUNT_WORDS,
  sizeCountsIn,
  tokens,
  withoutNameNumbers,
} from '../answer/quantities';
import { readablePart } from '../../../lib/inbound-text';
import { splitAlso } from '../../../lib/also';
import { escapeRegExp } from '../../../lib/regexp';
import { partsOf } from '../understand/text';
import { readFields, withoutPhones } from '../../../lib/order-fields';
import { addsItem, DROPS, SAME_SIZE, wantsToOrder } from '../../orders';
import { sameColour, sameSize, stem, wordsOf, type CatalogueIndex, type Model } from '../retrieve/catalogue';
import type { ProductFact } from '../retrieve/knowledge';
import type { DialogueState, NamedProduct, ShopQuestion, TurnReading } from './dialogue-state';
import { modelsByQualifiers } from '../retrieve/qualifiers';
import { conceptsOf, isOrdinary, isPropertyWord, synonymsOf } from '../language/lexicon';
import { latinKey } from '../language/latin';
import { intentsIn, saysSameColour } from '../understand/query';

export interface TurnMessage {
  text: string;
  fromShop: boolean;
  /** An article code the message carries (a shared post's stored code, the article-code form). */
  code?: string | null;
}

/** The count words of the answer's reader, and "пара"/"pair" as two. */
const NUMBER_WORDS: Record<string, number> = { ...COUNT_WORDS, пара: 2, pair: 2, пʼять: 5 };
const COUNTED =
  /(?<![\p{L}\d])(?<!\d[.,])(\d{1,3}|[\p{L}'ʼ]+)\s*(?:x\s*)?(шт\p{L}*|штук\p{L}*|пар\p{L}*|одиниц\p{L}*|комплект\p{L}*|pcs?|pieces?|items?|pairs?|sets?|of them|of these|of those)(?!\p{L})/giu;
const UNIT_THEN_COUNT = /(?<!\p{L})(?:шт|штук\p{L}*|pcs)\.?\s*(\d{1,3})(?![\p{L}\d]|[.,]\d)/iu;
const TIMES = /(?<![\p{L}\d])[x×]\s?(\d{1,3})(?!\d)|(?<![\p{L}\d])(\d{1,3})\s?[x×](?![\p{L}\d])/iu;
/** "2 velour bunny suits", "візьму дві шапочки": a number word right after a verb of taking or before the item. */
const BEFORE_ITEM =
  /(?<![\p{L}\d])(?<!\d[.,])(два|дві|две|три|чотири|четыре|two|three|four|five|\d)\s+(?=\p{L}{3,})(?!відділенн|отделени|поштомат|почтомат)/iu;

const LAST_WORD_COUNT = /(?<![\p{L}\d])(два|дві|две|три|чотири|четыре|two|three|four|five)\s*[?!.]*\s*$/iu;

/** The number of pieces a text says ("2 шт", "дві штуки", "3 пари", "and 3 of them?", "x2"); null when none. */
export function quantityIn(written: string, sizes: string[] = [], names: string[] = []): number | null {
  // "Seiko 5 Sports": a number of a name said is no count.
  const text = withoutNameNumbers(written, names);
  // "add a 32 pcs bit set", "коробка 20 шт": a size of the shop's said with its count word is no quantity.
  const sized = new Set(sizes.flatMap(measuresOf));
  for (const m of text.matchAll(COUNTED)) {
    if (measuresOf(m[0]).some((t) => sized.has(t))) continue;
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1].toLowerCase()];
    if (n && n > 0 && n < 1000) return n;
    // "пару штук", "a pair": the word itself counts.
    if (/^пар/i.test(m[2]) || /^pairs?$/i.test(m[2])) {
      const before = text
        .slice(0, m.index)
        .match(/([\p{L}\d]+)\s*$/u)?.[1]
        ?.toLowerCase();
      if (before && (NUMBER_WORDS[before] || /^\d+$/.test(before))) return NUMBER_WORDS[before] ?? Number(before);
    }
  }
  // "медіатори 0.73 штук 5": the count after its unit word.
  const after = UNIT_THEN_COUNT.exec(text);
  if (after) return Number(after[1]);
  const times = text.match(TIMES);
  if (times) return Number(times[1] ?? times[2]);
  // "а якщо подушок дві?": a count in words ending the message, as the answer's reader counts it.
  const last = text.match(LAST_WORD_COUNT);
  if (last) {
    const n = NUMBER_WORDS[last[1].toLowerCase()];
    if (n && n > 1 && countsIn(text).some((c) => c.count === n)) return n;
  }
  const before = text.match(BEFORE_ITEM);
  if (before) {
    const n = /^\d$/.test(before[1]) ? Number(before[1]) : NUMBER_WORDS[before[1].toLowerCase()];
    // "доньці 8 років", "Полтава 3 відділення": an age or a branch, no count (the answer's reader says).
    if (n && n > 1 && countsIn(text).some((c) => c.count === n)) return n;
  }
  return null;
}

/**
 * The items in play a message names again by a kind several models share, part by part ("тоді 2
 * кухлі і 3 тарілочки" after the mug «Ранок» and the dessert plate): in each part, the one item of
 * the conversation among its candidates; none when a part's candidates hold no item or several.
 */
function itemsInPlayNamed(catalogue: CatalogueIndex, text: string, before: DialogueState): ProductFact[] {
  const out: ProductFact[] = [];
  for (const part of partsOf(text)) {
    const reading = catalogue.read(part);
    const candidates = new Set([...reading.models, ...reading.ambiguous]);
    if (candidates.size < 2) continue;
    // Each item in its own colour (one code may hold several).
    const items = before.items
      .map((i) => {
        const p = catalogue.byCodeText(i.code);
        const model = p ? catalogue.modelOfProduct(p) : undefined;
        return model?.variants.find((v) => v.code === i.code && v.colour === i.colour) ?? p;
      })
      .filter((p): p is ProductFact => p !== null && candidates.has(catalogue.modelOfProduct(p)!));
    if (items.length === 1 && !out.includes(items[0])) out.push(items[0]);
  }
  return out;
}

/**
 * "дві подушки і ковдра 200х220": in a message naming several products, each count goes to the
 * product named in the few words after it (as the answer's totals read it); the others have none.
 */
function countsPerProduct(catalogue: CatalogueIndex, text: string, products: NamedProduct[]): Record<string, number> {
  const out: Record<string, number> = {};
  const words = tokens(text);
  for (const c of countsBeyondSizes(text, catalogue.sizesIn(text))) {
    // The first product named after the count, of those in the message (as the answer's totals read it).
    const model = modelsNamedAfter(catalogue, words, c.word).find((m) => products.some((p) => p.model === m.key));
    const meant = products.filter((p) => p.model === model?.key);
    for (const p of meant) if (out[p.code] === undefined) out[p.code] = c.count;
  }
  return out;
}

/**
 * "лосини чорні S і топ-бра білий L": in a message naming several products, the sizes said in the
 * part that names each (split at ",", "і", "and"); none when no part names a product with a size.
 */
/**
 * The item in focus and the sizes of it the words before "і ще" say (or that take it: "беру його"),
 * when they name nothing else.
 */
function focusBeforeAlso(
  catalogue: CatalogueIndex,
  text: string,
  before: DialogueState,
): { product: ProductFact; sizes: string[] } | null {
  const parts = splitAlso(text);
  const focused = before.focus ? catalogue.byCodeText(before.focus.code) : null;
  const model = focused ? catalogue.modelOfProduct(focused) : undefined;
  if (!parts || !focused || !model) return null;
  const head = catalogue.read(parts.head);
  const headNames = head.coded.length > 0 || head.models.length > 0 || head.ambiguous.length > 0;
  if (headNames && !catalogue.namedByColourOf(head, model, parts.head)) return null;
  const sizes = head.sizes.filter((s) => model.variants.some((v) => v.sizes.some((x) => sameSize(x.size, s))));
  // "беру його і ще аквасейф 250", "I'll take it and a net": the words before take the item in focus as it is.
  if (sizes.length === 0 && !TAKES.test(parts.head)) return null;
  const inFocus =
    model.variants.find((v) => v.code === before.focus?.code && v.colour === before.focus?.colour) ?? focused;
  // "OK, 5A then. And a tuner" after the sticks in 7A: the variant in the size said.
  const product = sizedOtherVariant(model, inFocus, sizes) ?? inFocus;
  return { product, sizes };
}

function withFocusSizes(
  per: { sizesOf: Record<string, string[]> } | null,
  focus: { product: ProductFact; sizes: string[] } | null,
): { sizesOf: Record<string, string[]> } | null {
  if (!focus) return per;
  return { sizesOf: { ...(per?.sizesOf ?? {}), [focus.product.code]: focus.sizes } };
}

function sizesPerProduct(
  catalogue: CatalogueIndex,
  text: string,
  products: NamedProduct[],
): { sizesOf: Record<string, string[]> } | null {
  const out: Record<string, string[]> = {};
  for (const part of partsOf(text)) {
    const reading = catalogue.read(part);
    if (reading.sizes.length === 0) continue;
    const models = new Set(
      [...reading.models, ...reading.coded.map((p) => catalogue.modelOfProduct(p))].map((m) => m?.key),
    );
    for (const p of products) if (models.has(p.model)) out[p.code] = [...(out[p.code] ?? []), ...reading.sizes];
  }
  return Object.keys(out).length > 0 ? { sizesOf: out } : null;
}

/**
 * "олена петренко 0671234567" while an order waits for the recipient: two or three lower-case
 * words before the phone that are no ordinary words, product words or places are the name, given
 * capitalised to the order's reader (which takes only capitalised names, so "беру сукню" is none).
 */
function withNameCapitalised(text: string, before: DialogueState): string {
  if (before.order.fields.customerName || (before.order.stage === 'none' && before.asked !== 'customer_name'))
    return text;
  if (withoutPhones(text) === text) return text;
  const first = withoutPhones(text)
    .split(/[,;\n]/)[0]
    .trim();
  const words = first.split(/\s+/);
  const plain = (w: string) => /^\p{Ll}[\p{Ll}'’ʼ-]{1,}$/u.test(w) && !isOrdinary(w) && conceptsOf(w).length === 0;
  if (words.length < 2 || words.length > 3 || !words.every(plain)) return text;
  const named = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  return text.replace(first, named);
}

const CONFIRMS =
  /^(?:\p{P}|\s)*(так|да|ага|угу|yes|yep|yeah|ok|okay|ок|окей|добре|гаразд|підтверджую|подтверждаю|confirm\p{L}*|все вірно|все верно|все правильно|вірно|правильно|correct|that'?s right|all good|все ок)(?!\p{L})/iu;

/** A yes to the shop's question. */
export function confirms(text: string): boolean {
  return CONFIRMS.test(text.trim());
}

/** What a shop's message asks the customer for, by the questions the assistant and owners write. */
/** A question about the item in focus ("а в чорному є?", "а чорні?", "do you have it in black?"), not a choice. */
const ASKS_OF_FOCUS =
  /\?|^\s*(?:а|и|і|and|what about)(?!\p{L})|(?<!\p{L})(?:є|есть|маєте|имеете|буде|будут|have|has|got|available)(?!\p{L})/iu;

const SHOP_ASKS: Array<[ShopQuestion, RegExp]> = [
  ['summary', /(все вірно\?|все верно\?|is everything correct|підтвердьте|підтверди,|please confirm)/iu],
  ['size', /(який розмір|яку розмірність|which size|what size)/iu],
  [
    'item',
    /(яку модель оформлюємо|which one shall i put down|артикул товару, який|про яку модель ідеться|which one do you mean)/iu,
  ],
  ['customer_name', /(ім['ʼ’]?я та прізвище|імʼя і прізвище|піб|full name|recipient's name)/iu],
  ['phone', /(номер телефону|phone number)/iu],
  ['city', /(яке місто|в яке місто|which city|місто й номер відділення|the city and the nova poshta branch)/iu],
  ['delivery', /(відділення чи поштомат|номер відділення|nova poshta branch|parcel locker number)/iu],
  ['payment', /(зручніше оплатити|як оплатити|how would you like to pay)/iu],
];

export function shopAsks(text: string): ShopQuestion | null {
  return SHOP_ASKS.find(([, re]) => re.test(text))?.[0] ?? null;
}

function named(catalogue: CatalogueIndex, p: ProductFact): NamedProduct {
  const model = catalogue.modelOfProduct(p);
  return {
    code: p.code,
    name: p.name,
    colour: p.colour,
    model: model?.key ?? p.code,
    sizes: p.sizes.map((s) => s.size),
  };
}

/** The size the shop's reply advises ("вам підійде розмір 128", "size M should fit"), or null. */
const ADVISED =
  /(?:підійде|підходить|подойд[её]т|подходит)\s+(?:розмір|размер)\s+([^\s,;(]+?)[.,;(\s]|size\s+([^\s,;(]+?)\s+(?:should fit|fits)|usually means size\s+([^\s,;(]+?)[.,;(\s]/iu;

export function advisedSize(text: string): string | null {
  const m = ADVISED.exec(`${text} `);
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

/** Whether a model's name has a word of the text: up to its ending, by its Latin sound, or through the lexicon. */
function namedIn(text: string): (model: Model) => boolean {
  const forms = new Set(wordsOf(text).flatMap((w) => [w, ...synonymsOf(w)].flatMap((f) => [stem(f), latinKey(f)])));
  return (model) => wordsOf(model.name).some((w) => w.length >= 4 && (forms.has(stem(w)) || forms.has(latinKey(w))));
}

/** Reads one message against the shop's catalogue, with the state before it (for "а в сірому?"). */

export function readTurn(catalogue: CatalogueIndex, message: TurnMessage, before: DialogueState): TurnReading {
  const text = message.text ?? '';
  const reading = catalogue.read(text);
  // "а з 2 Ач скільки?" of the drill in focus: its kit said by the words only that kit has.
  const focused = before.focus ? catalogue.byCodeText(before.focus.code) : null;
  const focusModel = focused ? catalogue.modelOfProduct(focused) : undefined;
  const kit =
    focusModel && reading.models.length === 0 && reading.coded.length === 0 && !message.fromShop
      ? catalogue.kitSaid(reading.rest, focusModel)
      : null;
  if (kit && !reading.sizes.includes(kit)) reading.sizes = withKitSize(reading.sizes, kit);
  // "а 10 метров?" of the tape in focus: its "10 м", not a drill bit's "10 мм" (as the retriever reads it).
  if (focusModel && reading.models.length === 0 && reading.coded.length === 0 && !message.fromShop)
    reading.sizes = catalogue.ownSizesOfNumbers([focusModel], reading.sizes);
  const products: NamedProduct[] = [];
  const add = (p: ProductFact | null | undefined) => {
    if (p && !products.some((x) => x.code === p.code)) products.push(named(catalogue, p));
  };
  if (message.code) add(catalogue.byCodeText(message.code));
  // The shop's reply writes its products' codes in brackets ("(арт. BAT-PAT-FZ100)", "(без смаку,
  // SN110)"): a figure of a name ("сумісний з Sony NP-FZ100") that is part of another code
  // (BAT-NPFZ100) names nothing beside them.
  if (message.fromShop) {
    const brackets = [...text.matchAll(/\(([^()]+)\)/gu)].map((m) => m[1]).join(' | ');
    const written = reading.coded.filter((p) =>
      new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(p.code)}(?![\\p{L}\\d-])`, 'iu').test(brackets),
    );
    if (written.length > 0) reading.coded = written;
  }
  // "SCR-A5 оливковий": a code every colour of the model shares, in the colour said.
  for (const p of reading.coded) {
    const model = catalogue.modelOfProduct(p);
    const inColour = model ? catalogue.variantsInColour(model, reading.rest).filter((v) => v.code === p.code) : [];
    add(inColour[0] ?? p);
  }
  let oneModel = false;
  // Models named with no colour chosen, every variant of them among the products.
  const wholeModels: string[] = [];
  // "а жіночий бежевий 100 є?": the one model its qualifiers describe, as the draft reads it (qualifiers.ts).
  // As the retriever: later in a conversation a message of qualifiers alone ("а в чорному?", "а в M
  // є?") is about the item in play (the focus, or a post the retriever finds in the thread).
  const aboutFocus = before.messages > 0 && reading.looseWords.every((w) => isPropertyWord(w));
  const qualified =
    reading.models.length > 0 || reading.coded.length > 0 || message.code || message.fromShop
      ? []
      : reading.ambiguous.length > 1
        ? modelsByQualifiers(catalogue, reading, reading.ambiguous)
        : aboutFocus
          ? []
          : modelsByQualifiers(catalogue, reading);
  // The shop's own reply names a product by a word of its name, as written, by its sound or by the
  // lexicon's word for it ("the palazzo trousers" of «Штани палаццо»), never by a near word with a
  // typo's distance ("колеги" is no "колеса").
  // A shop reply naming its products by their codes ("Ніж кухарський … (арт. VX-520)") names those
  // only, not every model sharing a word of its name ("Victorinox").
  // "а скільки графітова коштує?" of a graphite duvet cover: its colour, though «Графіт» is a name.
  const byFocusColour = !message.fromShop && focusModel && catalogue.namedByColourOf(reading, focusModel, text);
  const models: Model[] = byFocusColour
    ? []
    : qualified.length === 1
      ? qualified
      : message.fromShop
        ? reading.coded.length > 0
          ? []
          : reading.models.filter(namedIn(text))
        : reading.models;
  // "а тарілочку в такій самій глазурі?": the colour of the item in focus, said of the one named.
  const focusColour =
    !message.fromShop && before.focus && !before.focus.anyColour && saysSameColour(text) ? before.focus.colour : '';
  for (const model of models) {
    const inColour = catalogue.variantsInColour(model, `${text} ${focusColour}`);
    // "тоді 2 кухлі і 3 тарілочки": an item in play named again without a colour keeps the one it had.
    const kept = message.fromShop
      ? undefined
      : [...before.items]
          .reverse()
          .filter((i) => !i.anyColour && i.colour)
          .map((i) =>
            model.variants.find((v) => v.code === i.code && v.colour.toLowerCase() === i.colour.toLowerCase()),
          )
          .find((v) => v !== undefined);
    // "OK, 5A then" after the sticks in 7A: the variant in the size said, not the one kept.
    const sized = kept ? sizedOtherVariant(model, kept, reading.sizes) : null;
    // "килимки на октавію чорні" of black mats for three cars: the black one in the size said.
    if (inColour.length > 0) add(inSizeSaid(inColour, reading.sizes));
    else if (sized) add(sized);
    else if (kept) add(kept);
    else {
      // Colours that share one code are one product here: the one in a size said stands for it ("the
      // TPE mat 8mm" of a mat whose black alone comes in 8 mm).
      const hasSaid = (v: ProductFact) => v.sizes.some((x) => reading.sizes.some((said) => sameSize(x.size, said)));
      for (const v of [...model.variants].sort((a, b) => Number(hasSaid(b)) - Number(hasSaid(a)))) add(v);
      wholeModels.push(model.key);
      oneModel = models.length === 1 && reading.coded.length === 0 && !message.code;
    }
  }
  // "тоді 2 кухлі і 3 тарілочки" among several mugs and plates: each part's item in play.
  if (!message.fromShop && products.length === 0 && reading.coded.length === 0 && reading.models.length === 0)
    for (const p of itemsInPlayNamed(catalogue, text, before)) add(p);
  let recoloured: NamedProduct | null = null;
  const focus = before.focus ? catalogue.byCodeText(before.focus.code) : null;
  const colourCounts =
    !message.fromShop && products.length === 0 && focus ? countedColours(catalogue, focus, text) : [];
  if (products.length === 0 && focus) {
    const model = catalogue.modelOfProduct(focus);
    const other = model ? catalogue.variantsInColour(model, text) : [];
    const sized = model && !message.fromShop ? sizedOtherVariant(model, focus, reading.sizes) : null;
    // "давайте сірі" of grey mats for two cars: the grey one in the size said of the item in focus.
    // A size said now wins over the one before ("а на 15 ват тепле?" after the warm 12 W).
    const sizeSaid = reading.sizes.some((s) => other.some((v) => v.sizes.some((x) => sameSize(x.size, s))));
    if (other.length > 0)
      recoloured = named(
        catalogue,
        inSizeSaid(other, !sizeSaid && before.focus?.size ? [before.focus.size] : reading.sizes),
      );
    // "давайте 0.88" of picks sold one thickness per colour: the one variant of the model in that
    // size, when the item in focus has none of the sizes said (its colour was never the customer's).
    else if (sized) recoloured = named(catalogue, sized);
    // "беру пудровий" when the item in focus has no such colour and one asked about before has:
    // that one, in the colour (a question between them moved the focus, as a word of it named another).
    // A question ("а в чорному є?") stays with the item in focus: it is answered that it has no such colour.
    else if (model && !message.fromShop && (wantsToOrder([{ text }]) || !ASKS_OF_FOCUS.test(text))) {
      for (const earlier of [...before.items].reverse()) {
        const product = catalogue.byCodeText(earlier.code);
        const its = product ? catalogue.modelOfProduct(product) : undefined;
        if (!its || its === model) continue;
        const inColour = catalogue.variantsInColour(its, text);
        if (inColour.length > 0) {
          recoloured = named(catalogue, inColour[0]);
          break;
        }
      }
    }
  }
  // "ок, тоді 100 г, і ще мед 250 г": the words before "і ще" name nothing but a size of the item
  // in focus, so that item (in that size) is in play beside the one named after.
  const focusTaken = message.fromShop || products.length === 0 ? null : focusBeforeAlso(catalogue, text, before);
  if (focusTaken && !products.some((p) => p.code === focusTaken.product.code)) {
    // The model named after "і ще" in its first colour, as one model named alone is taken.
    if (oneModel) products.splice(1);
    oneModel = false;
    products.unshift(named(catalogue, focusTaken.product));
  }
  const severalModels = new Set(products.map((p) => p.model)).size > 1;
  const orders = !message.fromShop && wantsToOrder([{ text }]);
  const quantities = !message.fromShop && severalModels ? countsPerProduct(catalogue, text, products) : null;
  // "а 10 неонок і 2 анубіаси скільки?": pieces of several items with their price asked is their sum.
  const counted = quantities !== null && Object.values(quantities).filter((n) => n > 1).length > 1;
  return {
    fromShop: message.fromShop,
    products,
    oneModel,
    recoloured,
    sizes: reading.sizes,
    ...(message.fromShop && { advised: advisedSize(text) }),
    quantity: message.fromShop
      ? null
      : quantityIn(
          text,
          reading.sizes,
          [...reading.models, ...reading.coded.map((p) => catalogue.modelOfProduct(p))].flatMap((m) =>
            m ? [m.name] : [],
          ),
        ),
    ...(quantities && { quantities }),
    ...(severalModels && withFocusSizes(sizesPerProduct(catalogue, text, products), focusTaken)),
    ...(!message.fromShop && (asksForSum(text) || (counted && intentsIn(text).includes('price'))) && { sums: true }),
    ...(!message.fromShop && lengthsIn(text).length > 0 && { metres: lengthsIn(text)[0].metres }),
    ...(!message.fromShop && !severalModels && sizesTogether(catalogue, text, reading.sizes, products, before)),
    ...(!message.fromShop && SAME_SIZE.test(text) && { forFocus: true }),
    orders,
    ...(!message.fromShop && basketCues(text)),
    ...(wholeModels.length > 0 && { wholeModels }),
    ...(colourCounts.length > 1 && { colourCounts }),
    confirms: !message.fromShop && confirms(text),
    asks: message.fromShop ? shopAsks(text) : null,
    // The recipient and delivery: read here once, as the orders' draft used to read them per draft.
    fields: message.fromShop ? null : readFields(before.order.fields, withNameCapitalised(readablePart(text), before)),
  };
}

/**
 * "тоді 6 сірих і 2 чорних 060" of the model in focus: each part's colour with its count; [] unless
 * two or more colours are counted.
 */
function countedColours(
  catalogue: CatalogueIndex,
  focus: ProductFact,
  text: string,
): Array<{ product: NamedProduct; count: number }> {
  const model = catalogue.modelOfProduct(focus);
  if (!model || model.variants.length < 2) return [];
  const out: Array<{ product: NamedProduct; count: number }> = [];
  for (const part of partsOf(text)) {
    const colour = catalogue.variantsInColour(model, part);
    const count = countsIn(part)[0]?.count;
    if (colour.length !== 1 || count === undefined) continue;
    if (out.some((o) => o.product.code === colour[0].code && o.product.colour === colour[0].colour)) return [];
    out.push({ product: named(catalogue, colour[0]), count });
  }
  return out;
}

/** Of a model's variants in one colour, the first that has a size said, else the first. */
function inSizeSaid(variants: ProductFact[], sizes: string[]): ProductFact {
  return variants.find((v) => v.sizes.some((x) => sizes.some((said) => sameSize(x.size, said)))) ?? variants[0];
}

/** The one other variant of a model that has a size said, when the product in focus has none of them. */
export function sizedOtherVariant(model: Model, focus: ProductFact, sizes: string[]): ProductFact | null {
  if (sizes.length === 0) return null;
  const has = (p: ProductFact) => p.sizes.some((x) => sizes.some((said) => sameSize(x.size, said)));
  if (has(focus)) return null;
  const others = model.variants.filter((v) => v !== focus && has(v));
  // Of several, the one in the focus's own colour ("а на 15 ват?" of a warm 12 W bulb: the warm 15 W).
  const same = focus.colour.trim() === '' ? [] : others.filter((v) => sameColour(v.colour, focus.colour));
  return others.length === 1 ? others[0] : same.length === 1 ? same[0] : null;
}

/** What a customer's message does to the basket: takes back what it names, adds it, or chooses it. */
function basketCues(text: string): Pick<TurnReading, 'takes' | 'drops' | 'adds'> {
  if (DROPS.test(text)) return { drops: true };
  if (addsItem(text)) return { takes: true, adds: true };
  return TAKES.test(text) ? { takes: true } : {};
}

/**
 * "ок тоді 10-46, дві пачки, скільки?", "давайте 500", "OK, 5A then": a choice, also one asked with
 * its price (the orders' reading wants no question with it: an order is more than a choice).
 */
const TAKES =
  /(?<!\p{L})(?:давай(?:те)?|беру|берем|беремо|візьму|возьму|тоді|тогда|then|i'?ll take|i need|i want|i'?d like)(?!\p{L})/iu;

/**
 * "лосини XS і S по дві, скільки?", then "а по три?": the sizes of one item the
 * message takes together, each with its pieces (answer/quantities.ts, sizeCountsIn, as the totals
 * read them), so the order takes every size the sum was of.
 */
function sizesTogether(
  catalogue: CatalogueIndex,
  text: string,
  sizes: string[],
  products: NamedProduct[],
  before: DialogueState,
): Pick<TurnReading, 'sizeCounts'> {
  const about =
    products.length === 0 ? before.focus : (before.items.find((i) => products.some((p) => p.code === i.code)) ?? null);
  // "а по три?" naming no size: the same sizes, so many of each.
  const each = sizes.length === 0 && about?.sizeCounts ? eachCountIn(text) : null;
  if (each !== null && about?.sizeCounts) return { sizeCounts: about.sizeCounts.map((c) => ({ ...c, count: each })) };
  const counts = sizeCountsIn(text, catalogue, {
    inText: sizes,
    inPlay: about?.size ? [about.size] : [],
    asked: about?.sizesAsked,
  });
  // Sizes are read against the whole shop ("40" of another model inside "40-41"): the item's own.
  const focused = about ? catalogue.byCodeText(about.code) : null;
  const own = products.length > 0 ? products.flatMap((p) => p.sizes) : (focused?.sizes.map((x) => x.size) ?? []);
  const itemCounts = counts.filter((c) => own.some((size) => sameSize(size, c.size)));
  return itemCounts.length > 1 ? { sizeCounts: itemCounts } : {};
}
