/**
 * Collecting an order from a conversation (docs/product.md §9.8): what the customer's messages
 * say about the items (article code, product named by words, size, quantity), their name, phone,
 * city, Nova Poshta branch, post box or courier address, and payment. Pure: the caller gives the
 * messages (oldest first), a look-up of the shop's codes and, optionally, the catalogue's reading
 * of words (the agent's catalogue index, wired in by the agent plugin). A later message overrides
 * an earlier one (a size changed midway); a field nobody gave stays null, and `missingFields` says
 * what to ask next.
 */
import type { OrderDraftField } from '@vitrina/shared/contracts';
import { splitAlso } from '../../lib/also';
import { coloursIn } from '../../lib/colours';
import { readablePart } from '../../lib/inbound-text';
export { normalisePhone } from '../../lib/order-fields';
import {
  BRANCH,
  emptyFields,
  givesDetails,
  LOCKER,
  asksMadeToMeasure,
  readFields,
  withoutDeliveryDetails,
  withoutPhones,
  type OrderFields,
} from '../../lib/order-fields';
import { codeKey, sizeSpelling } from '../knowledge';

export interface CollectProduct {
  code: string;
  /** The sizes the stock file has for the code ([] = the product has no sizes). */
  sizes: string[];
}

export interface CollectedLine {
  code: string;
  /** One of the product's sizes; '' for a product without sizes; null when not said yet. */
  size: string | null;
  quantity: number;
  /** "і ще підкладку під нього": the code of the line whose size this one takes, when it has it. */
  sizeOf?: string;
  /** Taken from a sum asked before ("ковдра і подушка разом?"): its count is the one said then, as the state holds it. */
  asSummed?: true;
}

export interface CollectedOrder extends OrderFields {
  /** The customer said they want to order. */
  intent: boolean;
  lines: CollectedLine[];
  /**
   * Codes of the products an order message's words fit equally (at most 3): the customer is asked
   * which one; no line is made for them until they say.
   */
  choices: string[];
  /** Codes of lines only asked about, in messages that did not order ("FAN-2 є?"): the basket may leave them out. */
  mentioned?: string[];
  /** Pieces said of the item still to be chosen among `choices` ("add two Promin headlamps"). */
  choiceQuantity?: number;
  /**
   * Indexes of the messages that said "I'll take it" and named no item: the product the
   * conversation was about just before each counts (the caller answers with `inPlay`).
   */
  contextWanted: number[];
}

export interface CustomerText {
  /** The message's id (the conversation's context before it is looked up by it). */
  id?: string;
  text: string;
  /** An article code the message carries (a shared post's code, the article-code form). */
  code?: string | null;
  /**
   * Codes of the product the conversation was about just before this message (one product, or
   * the colours of one model); asked for the messages in `contextWanted` only.
   */
  inPlay?: string[] | null;
  /** The products in play were asked about together (a sum of them): an order naming none takes them all. */
  together?: boolean;
}

/**
 * The catalogue's reading of a customer's words (docs/product.md §9.8), by the shop's own search
 * (the agent's catalogue index: stems, language resources, typos, colours). Codes only; `collectOrder`
 * checks each against the shop's products, so nothing is made up.
 */
export interface WordsReader {
  /** The items the words name, each as the codes that fit it: one code = that product, several = ask which. */
  items(text: string): string[][];
  /** Of the candidates, those the text narrows them to ([] when it narrows nothing). */
  pick(text: string, candidates: string[]): string[];
  /** The size of `sizes` the text names in words ("середню", "cabin" of "M / середня, …"), or null. */
  sizeNamed?(text: string, sizes: string[]): string | null;
  /** The count of pieces the text gives in digits or words ("two Promin headlamps", "дві шапочки"), or null. */
  pieces?(text: string): number | null;
  /**
   * The one item a part of a message names, by code or words, narrowed by the size and colour it
   * says: its codes (several: colours to choose among), or null when it names none or several models.
   */
  itemOf?(part: string): string[] | null;
}

interface Pending {
  codes: string[];
  size: string | null;
  /** Pieces said with the question ("add two Promin headlamps"), kept for the one chosen. */
  quantity?: number;
}

/** Words are read in at most this many of the latest messages that order. */
const MAX_WORD_READS = 5;

/** At most this many candidates are named in the question "which one?". */
export const MAX_CHOICES = 3;

// Verbs of ordering, not the noun: "коли прийде моє замовлення?" is no new order.
const INTENT_SOURCE =
  /(беру|берем|берём|беремо|візьму|візьмемо|возьму|возьмем|возьмём|оформ(?:лю\p{L}*|ля\p{L}*|ити|іть|имо)|замовл(?:ю|яю|яємо)(?!\p{L})|замовит\p{L}*|хочу купити|куплю|i'?ll take|i will take|i'?ll buy|i want to order|i'?d like to order|want to buy|place an order|order it|send me the|please send me)/iu;
const INTENT = new RegExp(INTENT_SOURCE.source, 'iu');
const INTENT_ALL = new RegExp(INTENT_SOURCE.source, 'giu');

/**
 * A choice said without a verb of ordering: "давайте синю", "давай цю, M", "хочу чорну",
 * "let's go with the blue one". The words after the verb must name a colour, a size or a code, or point
 * at an item ("цю", "її"): "давайте подумаю", "давайте знижку" are no order.
 */
const CHOICE =
  /(?<!\p{L})(?:(?:ну|ок|окей|ok|тоді|тогда|хоча ні|ні|нет)[,\s]+)*(?:давай(?:те)?|краще|лучше|rather|make it|тоді|тогда|хочу|хотіла б|хотів би|хотела бы|хотел бы|let'?s (?:go with|take|get)|i'?ll (?:go with|have)|i want|i'?d like)\s+(?:the\s+)?(?![^?]*\?)(\S.{0,30})/iu;
/** "I need", "мені треба", "нам потрібно": a want said as a need. */
const NEEDS =
  /(?<!\p{L})(?:i need|we need|i'?d need|(?:мені|нам)\s+(?:потрібн\p{L}*|треба)|(?:мне|нам)\s+(?:нужн\p{L}*|надо)|потрібн[оаі]|нужн[оаы])(?!\p{L})/iu;
/** What follows "хочу"/"I want" when it asks rather than chooses: "хочу дізнатись ціну". */
const ASKING =
  /^(?:to\s+(?:know|ask|check)|знати|дізна\p{L}*|узна\p{L}*|спитати|запитати|спросить|уточнити|уточнить)/iu;
/** A choice put first with "then" after it: "ok, white L then", "fine, the black one then". */
const CHOICE_THEN =
  /(?<!\p{L})(?:ok(?:ay)?|fine|alright|all right)[,\s]+(?:the\s+)?(?![^?]*\?)(\S.{0,30}?)[,\s]+then(?!\p{L})/iu;
/** A condition just before a verb of ordering: "якщо візьму", "если возьму", "if I take". */
const IF_BEFORE = /(?<!\p{L})(?:якщо|якщо я|якби|если|если я|коли|if|if i|when i)\s+(?:\p{L}+\s+)?$/iu;

/**
 * "add the underlay please", "додайте ще шапочку": another item for an order already begun (alone it
 * orders nothing: the item in play would be left out of it). "what does it add up to?" adds nothing.
 */
const ADDS = /(?<!\p{L})(?:add|додайте|додай|додати|добавьте|добавь|добавить)(?!\p{L})(?!\s+up(?!\p{L}))/iu;

/** "і тюль до них", "ще шапочку", "and the scarf": a message opening with "and" names another item for the order begun. */
const ALSO_ITEM = /^\s*(?:і|й|и|ще|також|а ще|плюс|and|also|plus)(?!\p{L})/iu;

/**
 * A message that adds an item to what the customer chose ("add the cable", "і ще фільтр", "also
 * the strap"), for the dialogue state's basket.
 */
export function addsItem(text: string): boolean {
  return ADDS.test(text) || ALSO_ITEM.test(text) || ALSO_MORE.test(text);
}
/** "і ще", "и еще", "та ще": more of what is chosen, said mid-message. */
const ALSO_MORE = /(?<!\p{L})(?:і|и|й|та|а)\s+(?:ще|еще|ещё)(?!\p{L})|(?<!\p{L})(?:also|plus)(?!\p{L})/iu;

/**
 * "actually remove the holder", "прибери чохол", "фільтр не треба": the customer takes back the item
 * the message names (for the dialogue state's basket).
 */
export const DROPS =
  /(?<!\p{L})(?:remove|delete|drop|take off|take out|прибер\p{L}*|уберите|убери|уберем|видал\p{L}*|удали\p{L}*|не треба|не надо|не потрібн\p{L}*|не нужн\p{L}*|don'?t need|do not need|no longer need)(?!\p{L})/iu;

/** "and one popsocket too please, what is the total?": a request, its question only of the sum. */
const REQUESTS = /(?<!\p{L})(?:please|pls|plz|будь ласка|пліз|плиз|пожалуйста|too|теж)(?!\p{L})/iu;

/** "і ще підкладку під нього", "same size please": an item for the one ordered before, in its size. */
export const SAME_SIZE =
  /(?<!\p{L})(?:під|до|под|к)\s+(?:нього|неї|них|него|нее|ней|нему|ним)|(?<!\p{L})на\s+(?:нього|неї|них|него|нее|ней)\s+(?:ж|же)(?!\p{L})|(?:так\p{L}{0,3}|то\p{L}{1,3})\s+(?:ж|же)\s+розмір\p{L}*|(?:так\p{L}{0,3}|то\p{L}{1,3})\s+(?:ж|же)\s+размер\p{L}*|same size|to match it|for it(?!\p{L})/iu;

/** "I'll take both", "беру обидві": the two items the conversation was about, a line each. */
export const BOTH = /(?<!\p{L})(?:both|обидва|обидві|обоє|обидвоє|обе|оба|обоих|обидві речі)(?!\p{L})/iu;

/** A message that takes back the item chosen before: "ой ні, краще сіру", "лучше черный", "instead the M". */
const CORRECTS =
  /(?<!\p{L})(?:краще|лучше|rather|instead|actually|make it|замість|вместо|передумал\p{L}*|передумав)(?!\p{L})/iu;
const POINTS_AT =
  /^(?:цю|цей|ту|той|оцю|оцей|її|його|їх|их|эту|этот|этого|эти|цього|ці|цих|обидві|обидва|обе|оба|both|this|that|it|these|those)(?!\p{L})/iu;
const CODE_WORD = /^\p{L}{1,6}[- ]?\d{1,6}(?![\p{L}\d])/iu;
// A number of one digit is a size too (tights' 2/3/4, "ок давайте 3, две пары").
const SIZE_WORD = /^(?:x{0,3}s|m|x{0,3}l|[2-6]?xl|\d{1,3}(?:[.,]5)?)(?![\p{L}\d])/iu;

/** Whether a message says the customer takes something ("беру", "оформлюємо", "давайте синю"). */
/** A recipient alone: one to three capitalised words of a name beside a phone ("Олена Ткач, 0501234567"). */
const NAME_ONLY = /^[\s,.;:-]*(?:\p{Lu}[\p{L}'’ʼ-]+[\s,.;:-]*){1,3}$/u;

/**
 * "Олена Ткач, 0501234567" after a product was asked about: a name and a phone given unasked are
 * the recipient of an order (its intent), though they choose no item ("which one?" stays open).
 */
function givesRecipient(text: string): boolean {
  const unphoned = withoutPhones(text);
  if (unphoned === text) return false;
  // "Ірина Мельник, 0939876543, Київ, НП 48": the recipient with the delivery, nothing else said.
  return (
    NAME_ONLY.test(unphoned.replace(FIELD_LABEL, ' ')) ||
    // "Name: Andrii Melnyk, phone +380…, Nova Poshta Lviv, branch 12": labels and the carrier's name too.
    ONLY_DETAILS.test(withoutDeliveryDetails(text).replace(FIELD_LABEL, ' ').replace(CARRIER, ' '))
  );
}

/** The carrier's name left beside a city it comes before ("Nova Poshta Lviv, branch 12"). */
const CARRIER = /(?<!\p{L})(?:nova\s*poshta|нов(?:а|ою|ая|ой)\s*(?:пошт|почт)\p{L}*|нп|np)(?!\p{L})/giu;

/** What is left of a message of delivery details once they are blanked: nothing, or a plea to confirm (after an "ok"). */
const ONLY_DETAILS =
  /^[\s\p{P}]*(?:(?:great|ok(?:ay)?|perfect|good|fine|super|thanks|thank you|yes|добре|добро|ок|окей|так|чудово|супер|дякую|спасибо|хорошо|отлично|да)(?!\p{L})[\s\p{P}]*)*(?:(?:please\s+)?confirm(?:\s+(?:the|my))?\s+order|підтверд\p{L}*(?:\s+замовлення)?|подтверд\p{L}*(?:\s+заказ)?)?[\s\p{P}]*$/iu;

/** The labels a customer writes before a detail ("Ім'я: Олена Петренко, телефон: +380…"). */
const FIELD_LABEL =
  /(?<!\p{L})(?:ім['ʼ’]?я|имя|піб|фио|прізвище|фамилия|name|тел(?:ефон)?|phone|номер(?: телефону| телефона)?|отримувач|получатель|recipient)(?!\p{L})\s*[:\-–]?/giu;

/** "Замовлення: плед Хмаринка 200х220", "Заказ:", "Order:": a message headed as an order. */
const HEADED_ORDER = /^\s*(?:замовлення|заказ|order)\s*[:\-–]/iu;

function orders(text: string): boolean {
  // "чи можна замовити килим під розмір 180 на 250?": an item made to measure is agreed on first.
  if (asksMadeToMeasure(text)) return false;
  if (HEADED_ORDER.test(text)) return true;
  const verb = INTENT.exec(text);
  // "а знижка буде, якщо візьму обидва?": a condition, not an order.
  if (verb) return !IF_BEFORE.test(text.slice(Math.max(0, verb.index - 20), verb.index));
  // "hi, I need two bags of … . Anna Bondar, +380…": needing it, with a phone to send it to, is an order.
  if (NEEDS.test(text) && withoutPhones(text) !== text) return true;
  const choice = CHOICE.exec(text.trim()) ?? CHOICE_THEN.exec(text.trim());
  if (!choice) return false;
  // "I want the Safe helmet in blue, size S. Ivan Petrenko, +380…, Lviv, Nova Poshta 3": wanting it
  // with a phone number to send it to is an order, whatever words name the item.
  if (withoutPhones(text) !== text && !ASKING.test(choice[1])) return true;
  // A count before the choice: "давайте 5 білих".
  const rest = choice[1].trim().replace(/^\d{1,3}\s+(?:шт\p{L}*\.?\s+)?/u, '');
  return (
    POINTS_AT.test(rest) ||
    SIZE_WORD.test(rest) ||
    CODE_WORD.test(rest) ||
    coloursIn(rest.split(/[\s,]+/)[0] ?? '').length > 0
  );
}

// "2 шт", "x2", "3 по 50 мл"; not a dimension's "x170" ("120x170").
const QUANTITY =
  /(?<![\d])(\d{1,3})\s*(?:шт\.?|штук\p{L}*|так(?:их|і|ие)(?!\p{L})|pcs?\.?|pieces?|items?|од\.|packs?|pairs?|упаков\p{L}*|набор\p{L}*|набор|пар[иаы]?(?!\p{L}))|(?<!\d\s?)[x×]\s(\d{1,3})(?![\d.,])|(?<!\d)[x×](\d{1,3})(?![\d.,])|(?<![\d])(\d{1,3})\s+(?:по|of)\s+(?=\d)/iu;
/** The count a QUANTITY match gives (its groups are the ways of writing it). */
const quantityOf = (m: RegExpMatchArray) => Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
const WORD_QUANTITY: Record<string, number> = {
  два: 2,
  дві: 2,
  две: 2,
  двоє: 2,
  двое: 2,
  two: 2,
  три: 3,
  троє: 3,
  трое: 3,
  three: 3,
  чотири: 4,
  четыре: 4,
  four: 4,
  "п'ять": 5,
  пять: 5,
  five: 5,
};
const WORD_QUANTITY_RE =
  /(?<!\p{L})(два|дві|две|двоє|двое|two|три|троє|трое|three)\s+(?:шт\p{L}*|pcs|pieces|items|of them|of those|of these|сукні|речі|пар[иаы]?(?!\p{L})|pairs?|так(?:их|і|ие)(?!\p{L})|цих|этих|those|these)/iu;
/** "беру два, скільки разом?", "I'll take two.": a count said alone right after taking. */
const TAKES_COUNT_RE =
  /(?<!\p{L})(?:беру|беремо|берем|візьму|візьмемо|возьму|возьмем|take|i'll take|i will take)\s+(два|дві|две|two|три|three)(?=\s*(?:[,.!?;]|$))/iu;
const TAKES_DIGIT_RE =
  /(?<!\p{L})(?:беру|беремо|берем|візьму|візьмемо|возьму|возьмем|take|i'll take)\s+([2-9])(?=\s*[,.!;]|\s*$)/iu;
/** A size without its unit of length: "17 см" → "17". */
const withoutUnit = (size: string) => size.replace(/(?<=\d)\s*(?:см|cm|мм|mm|мл|ml|г|g)\.?$/iu, '');

const SIZE_KEYWORD = /(розмір\p{L}*|size|р\.)\s*$/iu;
const NEGATED = /(замість|не|instead of|not)\s*$/iu;
/**
 * SIZE_KEYWORD and NEGATED are read in this many characters before a word, not in the whole text
 * before it: the reading of a message stays linear in its length (issue 47 item 9).
 */
const LOOK_BEHIND = 40;

/** A message's text as the readers see it: its first READ_TEXT_MAX characters (lib/inbound-text.ts). */
const readText = (m: CustomerText) => readablePart(m.text ?? '');

/** Whether any of the messages says the customer wants to order. */
export function wantsToOrder(messages: CustomerText[]): boolean {
  return messages.some((m) => orders(readText(m)) || givesRecipient(readText(m)));
}

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  // "that's", "it's": an apostrophe is inside a word, so its "s" is no size S. A half size
  // ("38.5", "38,5", "38½") is one word: its "38" is not the size 38.
  return [...text.matchAll(/[\p{L}\p{N}]+(?:[.,]5(?!\d)|½)?(?:['’ʼ]\p{L}+)*(?:[-/][\p{L}\p{N}]+)*/gu)].map((m) => ({
    text: m[0].replace('½', '.5'),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * Reads the customer's messages, oldest first. `product(key)` answers a candidate code's key
 * (knowledge's codeKey) with the shop's product, or null; `reader` reads items named by words;
 * `fields`, the recipient and delivery as the dialogue state has read them (then the messages are
 * read for the items only).
 */
export function collectOrder(
  messages: CustomerText[],
  product: (key: string) => CollectProduct | null,
  reader: WordsReader | null = null,
  fields: OrderFields | null = null,
): CollectedOrder {
  const order: CollectedOrder = {
    intent: false,
    lines: [],
    choices: [],
    contextWanted: [],
    ...(fields ? { ...fields, delivery: { ...fields.delivery } } : emptyFields()),
  };
  let current: CollectedLine | null = null;
  // Candidates the customer is to choose from, and a size said with them ("беру сукню, S").
  const ask: { pending: Pending | null } = { pending: null };
  /** Whether the message being read orders (a line it makes or names is no mere mention). */
  let ordersNow = false;
  /** Lines made of a code in a message that did not order ("FAN-2 є?") and named by no ordering message since. */
  const mentioned = new Set<CollectedLine>();
  const lineOf = (p: CollectProduct): CollectedLine => {
    let line = order.lines.find((l) => l.code === p.code);
    if (!line) {
      // A product of one size (or none) needs no question about it.
      const only = p.sizes.length === 0 ? '' : p.sizes.length === 1 ? p.sizes[0] : null;
      line = { code: p.code, size: only, quantity: 1 };
      order.lines.push(line);
      if (!ordersNow) mentioned.add(line);
    } else if (ordersNow) mentioned.delete(line);
    // The choice asked for is made: a size said with the question counts for it.
    const pending = ask.pending;
    if (pending?.codes.includes(p.code)) {
      if (line.size === null && pending.size) line.size = sizeSpelling(p.sizes, pending.size) ?? null;
      if (pending.quantity) line.quantity = pending.quantity;
      ask.pending = null;
    }
    return line;
  };
  const sizesOf = (line: CollectedLine | null) => (line ? (product(codeKey(line.code))?.sizes ?? []) : []);
  const known = (codes: string[]) =>
    codes.map((c) => product(codeKey(c))).filter((p): p is CollectProduct => p !== null);
  /** One product: the line; several: the question which one (no line yet). */
  const choose = (found: CollectProduct[]) => {
    // One code in several colours is one line (its colour is the state's, or asked): no choice of items.
    const codes = [...new Set(found.map((p) => p.code))];
    if (codes.length === 1) current = lineOf(found[0]);
    else if (found.length > 1) {
      ask.pending = { codes: codes.slice(0, MAX_CHOICES), size: null };
      current = null;
    }
  };

  // Words are read in the latest few order messages only (each is a catalogue search; a long
  // conversation may say "беру" many times, and the latest say what is being ordered now).
  let begun = false;
  const ordering = messages.map((m) => {
    const text = readText(m);
    // A recipient given before any order was said orders the item in play; after one, it answers
    // the order's questions and chooses nothing ("which one?" stays open).
    const says =
      orders(text) ||
      (begun &&
        (ADDS.test(text) ||
          (ALSO_ITEM.test(text) &&
            (!text.includes('?') || REQUESTS.test(text)) &&
            (reader?.items(text).length ?? 0) > 0))) ||
      (!begun && givesRecipient(text));
    begun ||= says;
    return says;
  });
  const wordsFrom = ordering.reduce<number[]>((at, o, i) => (o ? [...at, i] : at), []).slice(-MAX_WORD_READS)[0] ?? 0;

  messages.forEach((message, index) => {
    // The recipient's name, phone and branch name no item ("Оксана" is no «Океан Ельзи»).
    const text = withoutPhones(withoutDeliveryDetails(readText(message)));
    const orders = ordering[index];
    ordersNow = orders;
    if (orders || givesRecipient(readText(message))) order.intent = true;
    /** The line this message may take back ("ой ні, краще сіру" after "давайте синю"). */
    const taken = orders && CORRECTS.test(text) ? current : null;

    // "тоді беру 110, і ще футболку з динозавром на 110", "ok I'll take 52 and 2 packs of socks":
    // the item in play, with the size and quantity said before the "і ще", is a line of its own,
    // and the product named after it another (issue 46).
    let itemText = text;
    /** The items the words after the "і ще" name, read once and used below. */
    let itemsAfter: string[][] | null = null;
    const also = orders && reader && !message.code && index >= wordsFrom ? splitAlso(text) : null;
    if (also && reader) {
      const { head: left, tail: right } = also;
      const leftCodes = tokens(left).some(
        (w) => /\d/.test(w.text) && /\p{L}/u.test(w.text) && product(codeKey(w.text)),
      );
      const after = leftCodes ? [] : reader.items(right.replace(INTENT_ALL, ' '));
      if (after.length > 0 && reader.items(left.replace(INTENT_ALL, ' ')).length === 0) {
        if (message.inPlay === undefined) order.contextWanted.push(index);
        const inPlay = known(message.inPlay ?? []);
        // "возьму 2 по 50 мл и сыворотку": of the model's variants in play, the one of the size said.
        const sizeIn = (p: CollectProduct) =>
          tokens(left)
            .map(
              (w) =>
                p.sizes.find((s) => codeKey(s) === codeKey(w.text) || codeKey(withoutUnit(s)) === codeKey(w.text)) ??
                sizeSpelling(p.sizes, w.text),
            )
            .find((s) => s !== undefined);
        const bySize = inPlay.filter((p) => sizeIn(p) !== undefined);
        const found = inPlay.length === 1 ? inPlay : bySize.length === 1 ? bySize : [];
        if (found.length === 1) {
          const line = lineOf(found[0]);
          const size = sizeIn(found[0]);
          if (size) line.size = size;
          const q = left.match(QUANTITY);
          if (q) line.quantity = quantityOf(q);
          itemText = right;
          itemsAfter = after;
          current = null;
        }
      }
    }
    // Items: codes (one word or two: 'VT 101'), then sizes and quantities after them.
    let named = false;
    /** The message's counts were read part by part (a line each). */
    let counted = false;
    if (message.code) {
      const p = product(codeKey(message.code));
      if (p) {
        current = lineOf(p);
        named = true;
      }
    }
    // "I'd like to order 2 SketchMark sets of 24 and 1 black 2027 planner": several items in one
    // message, each with its own size and count, a line each (the words after them are the recipient's).
    if (!named && orders && reader?.itemOf && !itemsAfter && index >= wordsFrom) {
      const parts = eachItem(reader, itemText.replace(INTENT_ALL, ' '), known);
      for (const { p, size, quantity } of parts) {
        current = lineOf(p);
        if (size) current.size = size;
        if (quantity) current.quantity = quantity;
      }
      if (parts.length > 0) {
        named = true;
        counted = true;
        itemText = '';
      }
    }
    const words = tokens(itemText);
    const codeAt = (i: number): { p: CollectProduct; width: number } | null => {
      const one = codeKey(words[i].text);
      const two = i + 1 < words.length ? codeKey(words[i].text + words[i + 1].text) : '';
      const p2 = two && /\d/.test(two) && two.length >= 3 ? product(two) : null;
      if (p2) return { p: p2, width: 2 };
      const p1 = /\d/.test(one) && /\p{L}/u.test(one) && one.length >= 3 ? product(one) : null;
      return p1 ? { p: p1, width: 1 } : null;
    };
    // Only a message that orders or answers "which one?" needs to know it before the scan below.
    const hasCode = (orders || ask.pending !== null) && words.some((_, i) => codeAt(i) !== null);
    // Items named by words (docs/product.md §9.8): in a message that orders, or one that answers
    // the question which one; the order words themselves are no description of the item.
    const readable = reader && index >= wordsFrom && words.length > 0;
    if (readable && !named && !hasCode && (orders || ask.pending)) {
      const said = itemText.replace(INTENT_ALL, ' ');
      const before = ask.pending;
      // A message giving the name, phone or delivery is no answer to "which one?" ("Чорновол" is no colour).
      if (before && (orders || !givesDetails(itemText))) {
        const picked = known(reader.pick(said, before.codes));
        if (picked.length > 0) {
          named = true;
          if (picked.length === 1) current = lineOf(picked[0]);
          else ask.pending = { ...before, codes: picked.map((p) => p.code) };
        }
      }
      // "добре, тоді Скандинавія сіра 160х230 є?" while asked which of three others: the product named
      // now is the one in question (a message giving details names none).
      const switches = !orders && before !== null && !givesDetails(itemText);
      if (!named && (orders || switches)) {
        for (const codes of itemsAfter ?? reader.items(said)) {
          const found = known(codes);
          if (found.length === 0) continue;
          named = true;
          if (switches) ask.pending = null;
          choose(found);
        }
      }
    }
    // "беру оба, топ L" after the leggings and the top: the item named with its size, and the other
    // of the two the conversation was about (the item in play gives both).
    if (orders && named && current && BOTH.test(text) && !hasCode) {
      if (message.inPlay === undefined) order.contextWanted.push(index);
      const pair = known(message.inPlay ?? []);
      const keep: CollectedLine = current;
      const other =
        pair.length === 2 && pair.some((p) => p.code === keep.code) ? pair.find((p) => p.code !== keep.code) : null;
      if (other && !order.lines.some((l) => l.code === other.code)) {
        const line = lineOf(other);
        order.lines.splice(order.lines.indexOf(line), 1);
        order.lines.splice(order.lines.indexOf(keep), 0, line);
      }
    }
    // "Беру, розмір M" after the assistant answered about a product: that product is the item.
    if (orders && !named && !hasCode) {
      if (message.inPlay === undefined) order.contextWanted.push(index);
      const found = known(message.inPlay ?? []);
      const colours = found.length > 1 && reader ? eachColour(reader, itemText, found) : [];
      if (found.length > 1 && message.together && colours.length === 0) {
        // "ковдра і подушка разом?", "а якщо подушок дві?", "оформлюю": a line each, as summed.
        for (const p of found) {
          current = lineOf(p);
          current.asSummed = true;
        }
      } else if (found.length === 2 && BOTH.test(text) && colours.length === 0) {
        const both = found.map(lineOf);
        // "берем обидві: мені 38, чоловіку 43": a number that is a size of one of the two only is its size.
        for (const w of words) {
          const fits = both.filter((l) => sizesOf(l).some((s) => codeKey(s) === codeKey(w.text)));
          if (fits.length === 1 && fits[0].size === null)
            fits[0].size = sizesOf(fits[0]).find((s) => codeKey(s) === codeKey(w.text)) ?? null;
        }
        current = both[1];
      } else if (colours.length > 1) {
        // "беру обидва, червоний 14 і чорний 20", "2 білих 50 на 90 і один сірий 70 на 140": colours of
        // the model in play, each with its size and count, a line each.
        for (const { p, size, quantity } of colours) {
          current = lineOf(p);
          if (size) current.size = size;
          if (quantity) current.quantity = quantity;
        }
        counted = colours.some((c) => c.quantity !== null);
      } else if (found.length > 0) {
        // A model in several colours: the colour said now picks one, else the customer is asked.
        const picked =
          found.length > 1 && reader
            ? known(
                reader.pick(
                  itemText,
                  found.map((p) => p.code),
                ),
              )
            : [];
        choose(picked.length > 0 ? picked : found);
      }
    }

    const used = new Set<number>();
    for (let i = 0; i < words.length; i += 1) {
      if (used.has(i)) continue;
      const coded = codeAt(i);
      if (coded) {
        for (let k = 0; k < coded.width; k += 1) used.add(i + k);
        current = lineOf(coded.p);
        continue;
      }
      // A size of the item spoken about: a letter size as a word of its own ('M', 'xl'; not 'м.'
      // of a city), a numeric one after 'розмір'/'size' or as the whole message. While the
      // customer is asked which item, a size of any of the candidates is kept for the one chosen.
      const open = current ? null : ask.pending;
      const sizes = open ? [...new Set(known(open.codes).flatMap((p) => p.sizes))] : sizesOf(current);
      if ((!current && !open) || sizes.length === 0) continue;
      const before = itemText.slice(Math.max(0, words[i].start - LOOK_BEHIND), words[i].start);
      if (NEGATED.test(before)) continue;
      const key = codeKey(words[i].text);
      // A length in the data ("17 см") is said without its unit ("давайте 17").
      const size = sizes.find((s) => codeKey(s) === key || codeKey(withoutUnit(s)) === key) ?? sizeSpelling(sizes, key);
      if (!size) continue;
      const numeric = !/\p{L}/u.test(withoutUnit(size));
      const afterDot = itemText[words[i].end] === '.';
      // A number alone in a short message ("краще 28") is a size too, unless it is a branch's.
      const short = words.length <= 3 && !BRANCH.test(itemText) && !LOCKER.test(itemText);
      // A half size ("38.5") is a size wherever it stands: no branch, phone or count is written so.
      const half = /\d[.,]5$/.test(words[i].text);
      if (numeric && !SIZE_KEYWORD.test(before) && !short && !half) continue;
      if (!numeric && afterDot && key.length === 1) continue;
      if (current) current.size = size;
      else if (open) open.size = size;
    }
    // "беру синю середню": a size said in words the shop's size cells have.
    if (current && current.size === null && reader?.sizeNamed) {
      current.size = reader.sizeNamed(itemText, sizesOf(current)) ?? null;
    }
    if (current && current.size === null && orders && SAME_SIZE.test(itemText)) {
      const earlier = order.lines.filter((l) => l !== current).at(-1);
      if (earlier) current.sizeOf = earlier.code;
    }
    // "add a 32 pcs bit set" of a set sold as "32 шт": the size, not 32 pieces.
    const counted0 = itemText.match(QUANTITY);
    const sizeInCount =
      counted0 && current && reader?.sizeNamed ? reader.sizeNamed(counted0[0], sizesOf(current)) : null;
    if (sizeInCount && current && current.size === null) current.size = sizeInCount;
    // "2 boxes of the bars (20 pcs)" of the size "коробка 20 шт": the count is the size's own, not the pieces.
    const ofSize = counted0 && current?.size ? startsASize([current.size], quantityOf(counted0)) : false;
    const q = sizeInCount || ofSize ? null : counted0;
    const w = itemText.match(WORD_QUANTITY_RE) ?? itemText.match(TAKES_COUNT_RE);
    // "беру 2. Марія Шевчук …": a digit right after taking, ending its sentence, is the pieces
    // unless a size of the item starts with it ("беру 2" of tights in sizes 2, 3, 4; "4 роки").
    const digit = itemText.match(TAKES_DIGIT_RE)?.[1];
    const digitPieces =
      digit !== undefined && current && !startsASize(sizesOf(current), Number(digit)) ? Number(digit) : null;
    // "тоді беру 2 білих": a count the answer's reader finds before a word, unless a size of the item starts with it.
    const saidCount =
      orders && current && !q && !w && digitPieces === null ? (reader?.pieces?.(itemText) ?? null) : null;
    // "two bags of … 2 kg": a count said in words is a count, whatever figure a size has.
    const inWords = Object.entries(WORD_QUANTITY).some(
      ([word, n]) => n === saidCount && new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(itemText),
    );
    const wordPieces =
      saidCount !== null &&
      saidCount <= 20 &&
      (inWords || !startsASize(sizesOf(current), saidCount)) &&
      !COUNTS_CHOICES.test(itemText)
        ? saidCount
        : null;
    const pieces = q ? quantityOf(q) : w ? WORD_QUANTITY[w[1].toLowerCase()] : (digitPieces ?? wordPieces);
    if (current && pieces && !counted) current.quantity = pieces;
    else if (!current && ask.pending && (orders || named)) {
      // "add two Promin headlamps" of two colours: the count is kept for the one chosen.
      const count = pieces ?? reader?.pieces?.(itemText) ?? null;
      if (count) ask.pending.quantity = count;
    }

    // A correction replaces the line chosen before with the one chosen now, keeping what was said of it.
    if (taken && current && current !== taken && order.lines.includes(taken)) {
      const now: CollectedLine = current;
      if (now.size === null && taken.size !== null) now.size = sizeSpelling(sizesOf(now), taken.size) ?? null;
      if (now.quantity === 1) now.quantity = taken.quantity;
      order.lines.splice(order.lines.indexOf(taken), 1);
    }

    // The recipient and delivery: given by the dialogue state, which has read each message once;
    // read here by the same rules (lib/order-fields.ts) only without it.
    if (!fields) Object.assign(order, readFields(order, readText(message)));
  });
  const onlyAsked = order.lines.filter((l) => mentioned.has(l)).map((l) => l.code);
  if (onlyAsked.length > 0) order.mentioned = onlyAsked;
  order.choices = ask.pending?.codes ?? [];
  if (ask.pending?.quantity) order.choiceQuantity = ask.pending.quantity;
  return order;
}

/** What is still missing, in the order the assistant asks for it (one thing at a time). */
/** Parts of an order message: "червоний 14 і чорний 20", "black M, red L". */
const PARTS = /[,;]|\s(?:і|й|та|и|and|&)\s/iu;

/**
 * The colours of one model a message orders part by part, each with the size said in its part;
 * [] unless at least two parts each pick a different one of `found`.
 */
function eachColour(
  reader: WordsReader,
  text: string,
  found: CollectProduct[],
): Array<{ p: CollectProduct; size: string | null; quantity: number | null }> {
  const codes = found.map((p) => p.code);
  const picks: Array<{ p: CollectProduct; size: string | null; quantity: number | null }> = [];
  for (const part of text.split(PARTS)) {
    const picked = reader.pick(part, codes);
    const p = picked.length === 1 ? found.find((f) => f.code === picked[0]) : undefined;
    if (!p || picks.some((x) => x.p === p)) continue;
    picks.push(lineOfPart(reader, part, p));
  }
  return picks.length > 1 ? picks : [];
}

/** A part's line of `p`: the size of it the part says (a word, or in words) and its count, unless that count is a size. */
function lineOfPart(
  reader: WordsReader,
  part: string,
  p: CollectProduct,
): { p: CollectProduct; size: string | null; quantity: number | null } {
  const size =
    tokens(part)
      .map((w) => p.sizes.find((s) => codeKey(withoutUnit(s)) === codeKey(w.text)) ?? sizeSpelling(p.sizes, w.text))
      .find((s) => s !== undefined) ??
    reader.sizeNamed?.(part, p.sizes) ??
    null;
  const count = reader.pieces?.(part) ?? null;
  return { p, size, quantity: count !== null && !startsASize(p.sizes, count) ? count : null };
}

/** Parts of a message naming several items: "2 sets of 24 and 1 black planner", "дриль + 2 рулетки; …". */
const ITEM_PARTS = /[;+]|[.!?](?=\s|$)|,(?!\s*\d)|\s(?:і|й|та|и|and|&|плюс|plus|also|ще)\s/iu;

/**
 * The items a message names part by part, each with the size and the count said in its part; []
 * unless at least two parts each name one product (a part naming a model in several colours, none
 * said, leaves the message to the questions which one).
 */
function eachItem(
  reader: WordsReader,
  text: string,
  known: (codes: string[]) => CollectProduct[],
): Array<{ p: CollectProduct; size: string | null; quantity: number | null }> {
  const picks: Array<{ p: CollectProduct; size: string | null; quantity: number | null }> = [];
  for (const part of text.split(ITEM_PARTS)) {
    if (!/\p{L}{2}/u.test(part)) continue;
    const codes = reader.itemOf?.(part) ?? null;
    if (!codes) continue;
    const found = known(codes);
    if (found.length !== 1) return [];
    const p = found[0];
    if (picks.some((x) => x.p.code === p.code)) return [];
    picks.push(lineOfPart(reader, part, p));
  }
  return picks.length > 1 ? picks : [];
}

/** "беру два кольори", "2 sizes": a count of the choices that follow, not of pieces. */
const COUNTS_CHOICES =
  /(?<![\p{L}\d])(?:\d+|дв[аіе]|три|чотири|четыре|two|three|four)\s+(?:кольор|цвет|colou?r|розмір|размер|size|варіант|вариант|variant|модел|model)/iu;

/** Whether a size of the item starts with the number ("20" of '20" / 120-135 cm', "4" of "4 роки"): then it is no count. */
/** Whether a size of the item has the number as its own figure ("4 роки", "iPhone 14 Pro", "2 кг"). */
function startsASize(sizes: string[], n: number): boolean {
  return sizes.some((s) => new RegExp(`(?<![\\d.,])${n}(?![\\d]|[.,]\\d)`).test(s.trim()));
}

export function missingFields(order: CollectedOrder, unavailable: (line: CollectedLine) => boolean): OrderDraftField[] {
  const missing: OrderDraftField[] = [];
  // An item to choose among candidates is asked for first, before the sizes of the others.
  if (order.lines.length === 0 || order.choices.length > 0) missing.push('item');
  if (order.lines.some((l) => l.size === null || unavailable(l))) missing.push('size');
  if (!order.customerName) missing.push('customer_name');
  if (!order.phone) missing.push('phone');
  if (!order.delivery.city) missing.push('city');
  const d = order.delivery;
  if (!d.type || (d.type === 'COURIER' ? !d.address : !d.branch)) missing.push('delivery');
  if (!order.payment) missing.push('payment');
  return missing;
}
