/**
 * The offline provider: no model, no network. Replies are put together from the retriever's
 * facts only, in the customer's language (ua/en), with varied wording picked reproducibly from
 * the text, and the directives of the instructions (greeting, tone, sign-off, order fields).
 */
import { holdsPersonalData } from './check/personal-data';
import type { Language, OrderDraft } from '@vitrina/shared/contracts';
import type { Communicator, Draft, DraftRequest } from './communicator';
import { parseDirectives, type Directives } from './directives';
import type { ProductFact, SizeStock } from './retrieve/knowledge';
import { asksOwnerTopicOnly, type Intent } from './understand/query';
import { normalise } from './understand/text';
import { isSmallTalk, needsProductReference, openQuestions, type Facts } from './retrieve/retriever';
import { sameSize } from './retrieve/catalogue';
import { colourName, money, pieces, Reply, sizeLabel, sizeList, type Phrase } from './answer/reply';
import { askWhich, describeSubject } from './answer/subject-reply';
import { orderChosen, orderConfirmedTotal, orderPrompt, orderSoFar } from './answer/order-reply';
import { describeBrowse, describeSizeAdvice, describeTotals } from './answer/replies';
import { asksForSum } from './answer/quantities';
import { englishMaterial } from './language/lexicon';

/** A human's edit is reused as the answer when the question is this close to the one it answered. */
export const CORRECTION_REUSE_SIMILARITY = 0.75;

const P = {
  greeting: {
    ua: ['Вітаємо!', 'Доброго дня!', 'Вітаю!'],
    uaInformal: ['Привіт!', 'Привіт-привіт!'],
    en: ['Hello!', 'Hi!', 'Good day!'],
  },
  howCanIHelp: {
    ua: ['Чим можу допомогти?', 'Підкажіть, будь ласка, чим можу допомогти?'],
    uaInformal: ['Чим можу допомогти?', 'Підкажи, чим можу допомогти?'],
    en: ['How can I help you?', 'What can I help you with?'],
  },
  thanks: {
    ua: ['Дякуємо, що звернулися до нас! 😊', 'Будь ласка! Звертайтеся 😊'],
    uaInformal: ['Дякуємо, що написав(-ла)! 😊', 'Будь ласка! Пиши, якщо щось потрібно 😊'],
    en: ['Thank you for writing to us! 😊', "You're welcome! Write any time 😊"],
  },
  askReference: {
    ua: [
      'Підкажіть, будь ласка, артикул товару або надішліть фото чи посилання на пост — і я все розповім.',
      'Надішліть, будь ласка, артикул, фото або посилання на публікацію, щоб я підказала точно.',
    ],
    uaInformal: ['Підкажи, будь ласка, артикул або надішли фото чи посилання на пост — і я все розповім.'],
    en: [
      "Could you send me the article code, a photo or a link to the post? Then I'll tell you everything.",
      'Please send the article code, a photo or the post link so I can answer precisely.',
    ],
  },
  photoUnknown: {
    ua: [
      'На жаль, не вдалося впізнати товар на фото. Підкажіть, будь ласка, артикул або надішліть посилання на пост.',
      'Не змогла впізнати товар на цьому фото. Надішліть, будь ласка, артикул або посилання на публікацію.',
    ],
    uaInformal: ['Не вдалося впізнати товар на фото. Підкажи, будь ласка, артикул або надішли посилання на пост.'],
    en: [
      "Sorry, I couldn't recognise the product in the photo. Could you send me the article code or a link to the post?",
      "I couldn't tell which product is in this photo. Please send the article code or the post link.",
    ],
  },
  checkWithColleague: {
    ua: ['Уточню це в колеги й повернуся з відповіддю.', 'Я перепитаю колегу й напишу вам найближчим часом.'],
    uaInformal: ['Уточню в колеги й повернуся з відповіддю.', 'Перепитаю колегу й напишу тобі найближчим часом.'],
    en: ["I'll check with a colleague and get back to you.", "Let me check with a colleague, I'll write back shortly."],
  },
  orderHandedOver: {
    ua: [
      'Дякую! Передала замовлення менеджеру: він перевірить наявність і підтвердить його найближчим часом.',
      'Дякую за підтвердження! Менеджер перевірить замовлення й підтвердить його найближчим часом.',
    ],
    uaInformal: ['Дякую! Передала замовлення менеджеру: він перевірить і підтвердить його найближчим часом.'],
    en: [
      'Thank you! I have passed your order to the manager, who will check it and confirm it shortly.',
      'Thanks for confirming! The manager will check the order and confirm it shortly.',
    ],
  },
  chooseOne: {
    ua: ['Підкажіть, будь ласка, яка модель вас цікавить?', 'Яку з них розповісти детальніше?'],
    uaInformal: ['Підкажи, яка модель тебе цікавить?'],
    en: ['Which one are you interested in?', 'Which of them shall I tell you more about?'],
  },
} satisfies Record<string, Phrase>;

const TOPIC: Record<string, { ua: string; en: string }> = {
  delivery: { ua: 'доставку', en: 'delivery' },
  payment: { ua: 'оплату', en: 'payment' },
  returns: { ua: 'повернення та обмін', en: 'returns and exchanges' },
  contacts: { ua: 'контакти', en: 'contacts' },
  material: { ua: 'склад тканини', en: 'the fabric' },
  lining: { ua: 'підкладку', en: 'the lining' },
  discount: { ua: 'знижку', en: 'a discount' },
  samples: { ua: 'зразки', en: 'samples' },
  instalments: { ua: 'оплату частинами', en: 'paying in instalments' },
};

/** English replies name the topic of a standing answer the owner wrote in Ukrainian. */
const STANDING_TITLE = { delivery: 'Delivery', payment: 'Payment', returns: 'Returns', contacts: 'Contacts' };

const DEFAULT_ORDER_FIELDS = {
  ua: "ім'я та прізвище, номер телефону, місто й відділення Нової пошти, а також модель, колір і розмір",
  en: 'your full name, phone number, city and Nova Poshta branch, and the model, colour and size',
};

function describeProduct(r: Reply, p: ProductFact, intents: Intent[], askedSizes: string[]): void {
  const lng = r.lng;
  const has = (i: Intent) => intents.includes(i);
  const specific = intents.some((i) =>
    ['price', 'availability', 'sizes', 'colours', 'material', 'lining', 'order'].includes(i),
  );
  if (p.colour.trim())
    r.say(
      `${p.name}, колір ${colourName(p, 'ua')} (арт. ${p.code}).`,
      `${p.name} in ${colourName(p, 'en')} (code ${p.code}).`,
    );
  else r.say(`${p.name} (арт. ${p.code}).`, `${p.name} (code ${p.code}).`);
  if (has('price') || !specific) {
    r.say(`Ціна — ${money(p.price, p.currency, lng)}.`, `The price is ${money(p.price, p.currency, lng)}.`);
  }
  if (has('availability') || has('sizes') || askedSizes.length > 0 || !specific) describeSizes(r, p, askedSizes);
  if (has('material') && p.material) r.say(`Склад: ${p.material}.`, `Material: ${englishMaterial(p.material)}.`);
  if ((has('material') || has('lining')) && p.lining) r.say(`Підкладка: ${p.lining}.`, `Lining: ${p.lining}.`);
}

function describeSizes(r: Reply, p: ProductFact, asked: string[]): void {
  const inStock = p.sizes.filter((s) => s.quantity > 0);
  if (inStock.length === 0) {
    r.say('На жаль, зараз цієї моделі немає в наявності.', 'Unfortunately this model is out of stock right now.');
    return;
  }
  if (asked.length === 0) {
    const count = (s: SizeStock, text: string) => (s.counted === false ? '' : ` (${text})`);
    const list = inStock.map((s) => `${s.size}${count(s, `${s.quantity} шт.`)}`).join(', ');
    const listEn = inStock.map((s) => `${sizeLabel(s.size, 'en')}${count(s, pieces(s.quantity))}`).join(', ');
    r.say(`В наявності: ${list}.`, `In stock: ${listEn}.`);
    return;
  }
  for (const size of asked) {
    const row = p.sizes.find((s) => s.size.toUpperCase() === size) ?? p.sizes.find((s) => sameSize(s.size, size));
    if (row && row.quantity > 0) {
      r.say(
        row.counted === false ? `Розмір ${size} є в наявності.` : `Розмір ${size} є в наявності (${row.quantity} шт.).`,
        row.counted === false ? `Size ${size} is in stock.` : `Size ${size} is in stock (${pieces(row.quantity)}).`,
      );
    } else {
      r.say(
        `Розміру ${size}, на жаль, зараз немає. Є: ${sizeList(p)}.`,
        `Sorry, size ${sizeLabel(size, 'en')} is not available now. In stock: ${sizeList(p, 'en')}.`,
      );
    }
  }
}

function describeOtherColours(r: Reply, p: ProductFact, others: ProductFact[]): void {
  if (others.length === 0) {
    r.say('Інших кольорів цієї моделі, на жаль, немає.', 'This model comes in no other colours, sorry.');
    return;
  }
  const ua = others.map((o) => `${colourName(o, 'ua')} (арт. ${o.code})`).join(', ');
  const en = others.map((o) => `${colourName(o, 'en')} (code ${o.code})`).join(', ');
  r.say(`Ця модель є ще в кольорах: ${ua}.`, `This model also comes in ${en}.`);
}

function topics(list: string[], lng: Language): string {
  return list
    .map((t) => TOPIC[t]?.[lng])
    .filter(Boolean)
    .join(lng === 'en' ? ' and ' : ' та ');
}

export class OfflineCommunicator implements Communicator {
  readonly name = 'offline';

  async draft(request: DraftRequest): Promise<Draft> {
    const { facts, language } = request;
    const parsed = parseDirectives(request.instructions, language);
    // Asked how many there are: this reply says the count, whatever the owner set for others.
    const d = facts.understanding.asksStockCount ? { ...parsed, stockCounts: true } : parsed;
    const reuse = request.complaint
      ? undefined
      : facts.corrections.find((c) => c.similarity >= CORRECTION_REUSE_SIMILARITY && !holdsPersonalData(c.sentText));
    if (reuse) return { text: reuse.sentText, provider: this.name, note: 'reused a human correction' };
    return { text: fitInstagram(compose(request.text, facts, language, d)), provider: this.name, note: null };
  }
}

function compose(text: string, facts: Facts, lng: Language, d: Directives): string {
  const u = facts.understanding;
  const r = new Reply(lng, d, text);
  // One greeting per conversation (issue 46): once the shop has written, a draft goes straight to the point.
  const greeting = facts.dialogue?.before.greeted ? null : (d.greeting ?? r.pick(P.greeting));
  const body = new Reply(lng, d, text);

  // A photo no post matched: said honestly, with a request for the code or the post.
  const photoMissed = facts.photo !== null && facts.products.length === 0;
  if (photoMissed) body.add(body.pick(P.photoUnknown));
  const aboutProducts = facts.products.length > 0 || (facts.subjects?.length ?? 0) > 0;
  if (facts.order) {
    // Taking an order (docs/product.md §9.8): a question the message asks about a product is
    // answered, then the order's next question or its summary.
    // When the order asks which of several products is meant, that question is the answer.
    if (asksAboutProducts(facts) && facts.order.item_choices.length === 0) answer(body, facts, true, text);
    // "беру, скільки з доставкою?", "а знижка буде?": a question the stock cannot answer is still
    // answered or handed over ("накладений платіж" answering the order's question is none).
    if (ASKS.test(text)) answerTopics(body, facts);
    // The customer said yes to the summary: the questions end; the owner confirms the order (§9.8).
    const confirmed = facts.dialogue?.after.order.stage === 'confirmed' && facts.order.missing.length === 0;
    if (confirmed) {
      body.add(body.pick(P.orderHandedOver));
      orderConfirmedTotal(body, facts.order);
    } else {
      // "скільки за все?", "how much with delivery?" before the summary: the lines and their total.
      if (facts.order.missing.length > 0 && (asksForSum(text) || HOW_MUCH.test(normalise(text))))
        orderSoFar(body, facts.order);
      else if (choosesItem(facts)) orderChosen(body, facts.order);
      orderPrompt(body, notAskedAgain(facts.order, facts.dialogue));
    }
  } else if ((facts.photo !== null || u.problem === 'no_words') && aboutProducts) {
    // A photo, shared post or emoji-only comment whose product is known: answered about it.
    answer(body, facts, false, text);
  } else if (
    (u.asksIfPossible || facts.beyondData) &&
    !asksAboutProducts(facts) &&
    openQuestions(facts).includes('other')
  ) {
    // "можете відкласти светр до пʼятниці?": a favour the data cannot grant; the product is not the answer.
    answerTopics(body, facts);
  } else if (u.problem === 'no_words' || isSmallTalk(u)) {
    if (!photoMissed) body.add(u.intents.includes('thanks') ? body.pick(P.thanks) : body.pick(P.howCanIHelp));
  } else {
    answer(body, facts, false, text);
  }

  if (greeting) r.add(greeting);
  const around = Buffer.byteLength(`${greeting ?? ''} ${d.signOff ?? ''} `);
  r.add(body.toString(MAX_DRAFT_BYTES - around));
  if (d.signOff) r.add(d.signOff);
  return r.toString().replace(/\s+/g, ' ').trim();
}

const HOW_MUCH = /(скільки|сколько|how much|what'?s the total|вартість|стоимость)/u;

/**
 * The message chose the order's item: the order starts with it, or it moves the focus to another
 * product or size ("давайте чорний тоді", "ой ні, краще сіру", "краще L").
 */
function choosesItem(facts: Facts): boolean {
  const d = facts.dialogue;
  if (!d || asksAboutProducts(facts)) return false;
  const started = d.before.order.stage === 'none' && d.after.order.stage === 'collecting';
  const after = d.after.focus;
  const moved = after !== null && d.before.focus?.code !== after.code;
  // "ой, краще L": the same item in another size.
  const resized = after !== null && after.size !== null && d.before.focus?.size !== after.size;
  return started || moved || resized;
}

/** A question, not an answer to the order's questions. */
const ASKS =
  /\?|(?<!\p{L})(скільки|сколько|чи |коли|когда|як |как |де |где |яка |який |яке |how|what|when|where|can i|is there|do you)/iu;

/** The message asks something of a product (not only names it to order it, or gives a name or a phone). */
function asksAboutProducts(facts: Facts): boolean {
  const u = facts.understanding;
  const asks = ['price', 'availability', 'sizes', 'colours', 'other_colour', 'material', 'lining'] as const;
  return u.intents.some((i) => (asks as readonly string[]).includes(i));
}

/** `productsOnly`: the products part alone (the order's prompt follows it). */
function answer(r: Reply, facts: Facts, productsOnly = false, text = ''): void {
  const u = facts.understanding;
  const lng = r.lng;
  const has = (i: Intent) => u.intents.includes(i);

  for (const code of facts.unknownCodes) {
    r.say(
      `Товару з артикулом ${code} у нашій базі не знайшла.`,
      `I couldn't find an item with the code ${code} in our catalogue.`,
    );
  }

  const [first, ...rest] = facts.products;
  if (facts.browse) describeBrowse(r, facts.browse);
  else if (facts.subjects) {
    // Made to measure, no model of the stock is the answer: which one is not asked.
    // A wholesale deal asked of several models ("на опт від 10 кг шоколаду?") is the owner's: which
    // one is not asked, the hand-off says it all.
    const ownersDeal = asksOwnerTopicOnly(text, u.intents);
    if (facts.ambiguous && facts.ambiguous.length > 1 && !u.madeToMeasure && !ownersDeal) {
      // "сукня на запах" with three other dresses: not in the data, said first; then which of the nearest.
      const missing = (facts.unknownWords ?? []).join(' ');
      if (missing)
        r.say(
          `Саме такої речі («${missing}») у нашому каталозі не бачу.`,
          `I couldn't find exactly that item ("${missing}") in our catalogue.`,
        );
      askWhich(r, facts.ambiguous, u.intents.includes('price'));
    }
    for (const subject of facts.subjects)
      describeSubject(r, subject, u.intents, subject.sizes ?? u.sizes, !!facts.sizeAdvice, text);
  } else if (
    first &&
    rest.length > 0 &&
    facts.unknownCodes.length === 0 &&
    u.codes.length === 0 &&
    !facts.publication
  ) {
    // A name search matched several models: list them and ask which one.
    r.say('Ось що знайшла:', 'Here is what I found:');
    for (const p of facts.products) {
      r.say(
        `${p.name}, ${colourName(p, 'ua')} (арт. ${p.code}) — ${money(p.price, p.currency, lng)};`,
        `${p.name}, ${colourName(p, 'en')} (code ${p.code}) — ${money(p.price, p.currency, lng)};`,
      );
    }
    r.add(r.pick(P.chooseOne));
  } else {
    for (const p of facts.products) describeProduct(r, p, u.intents, u.sizes);
    if (first && (has('colours') || has('other_colour'))) describeOtherColours(r, first, facts.otherColours);
  }
  if (facts.totals) describeTotals(r, facts.totals);
  if (facts.sizeAdvice) describeSizeAdvice(r, facts.sizeAdvice);

  if (productsOnly) return;
  if (needsProductReference(facts) && facts.photo === null) r.add(r.pick(P.askReference));
  answerTopics(r, facts);

  if (has('order') && (first || facts.products.length === 0)) {
    const fields = r.d.orderFields ?? DEFAULT_ORDER_FIELDS[lng];
    r.say(
      `Щоб оформити замовлення, напишіть, будь ласка: ${fields}.`,
      `To place an order, please send ${fields}.`,
      `Щоб оформити замовлення, напиши, будь ласка: ${fields}.`,
    );
  }
  if (r.empty && facts.photo === null) r.add(r.pick(P.checkWithColleague));
}

/** The owner's and the shop's standing answers on the topics asked, and a hand-off for what neither answers. */
function answerTopics(r: Reply, facts: Facts): void {
  const lng = r.lng;
  const has = (i: Intent) => facts.understanding.intents.includes(i);
  const open = openQuestions(facts);
  // The owner's answer to a similar question first (it is the nearest to what was asked), then the
  // shop's standing answer on the topic, which it may not cover: "Можна оплату при отриманні?" matches
  // the owner's "Чи можна приміряти на пошті перед оплатою?" by its words, yet asks how to pay.
  // The team's saved replies stand as the shop's answers on their topics (docs/product.md §9.15):
  // the nearest answer, and each other saved reply on a topic asked; the standing answer on a topic
  // one of them covers is not said again.
  // What the shop paid, or a request to drop the rules: refused, with no figure of any product.
  if (has('internal'))
    r.say(
      'Закупівельні ціни та внутрішні дані магазину ми не розголошуємо.',
      "Sorry, I can't share purchase prices or other internal data of the shop.",
    );
  const [nearest, ...others] = facts.ownerAnswers;
  const used = nearest ? [nearest, ...others.filter((a) => a.savedReply && a.topics?.some(has))] : [];
  for (const a of used) r.add(a.answer);
  const covered = new Set(used.flatMap((a) => a.topics ?? []));
  for (const intent of ['delivery', 'payment', 'returns', 'contacts'] as const) {
    const standing = facts.shop[intent];
    if (has(intent) && standing && !covered.has(intent) && !used.some((a) => a.answer.includes(standing)))
      r.say(standing, `${STANDING_TITLE[intent]}: ${standing}`);
  }
  if (open.length > 0) {
    const about = topics(open, lng);
    if (about)
      r.say(
        `Щодо питання про ${about} — уточню в колеги й повернуся з відповіддю.`,
        `As for ${about}, I'll check with a colleague and get back to you.`,
        `Щодо питання про ${about} — уточню в колеги й напишу тобі.`,
      );
    else if (!has('internal')) r.add(r.pick(P.checkWithColleague));
  }
}

/** Instagram takes at most 1,000 bytes of text: whole sentences are dropped from the end until it fits. */
export const MAX_DRAFT_BYTES = 1000;

export function fitInstagram(text: string): string {
  let out = text;
  while (Buffer.byteLength(out) > MAX_DRAFT_BYTES) {
    // At the last sentence's or list item's end; never after a label ("Разом:" without its sum).
    const cut = out.slice(0, -1).search(/[.!?;](?=[^.!?;]*$)/);
    out =
      cut > 0
        ? out.slice(0, cut).concat(out[cut] === ';' ? '.' : out[cut])
        : Buffer.from(out)
            .subarray(0, MAX_DRAFT_BYTES - 3)
            .toString()
            .replace(/\uFFFD$/, '') + '…';
  }
  return out;
}

/**
 * The order with the question asked last put after the others when the customer answered another
 * one instead ("Який розмір легінсів?" → "Марія Гончар"): the next question, not the same one
 * again; it comes back when it is the only one left.
 */
function notAskedAgain(order: OrderDraft, dialogue: Facts['dialogue']): OrderDraft {
  const [first, ...rest] = order.missing;
  const itemAsked = (first === 'size' || first === 'item') && dialogue?.before.order.stage === 'collecting';
  if (!dialogue || rest.length === 0 || (dialogue.before.asked !== first && !itemAsked)) return order;
  const gave = JSON.stringify(dialogue.after.order.fields) !== JSON.stringify(dialogue.before.order.fields);
  return gave ? { ...order, missing: [...rest, first] } : order;
}
