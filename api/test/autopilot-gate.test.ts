// Full trust's gate (issue 48): every condition under which the assistant's draft goes out alone,
// and the reason it goes to the owner instead. Pure: a fixed clock, no database.
import { AUTOPILOT_DEFAULTS } from '@vitrina/shared/contracts';
import {
  answersWhatWasAsked,
  unsaidNumbers,
  decide,
  localTime,
  topicsOf,
  withinWorkingHours,
  type DraftReading,
  type GateInput,
} from '../src/modules/autopilot/gate';
import {
  agreesWithoutAsking,
  apologisesInDraft,
  givesPhone,
  asksBeyondData,
  asksForPerson,
  soundsLikeComplaint,
  stallsInDraft,
} from '../src/modules/autopilot/signals';
import { readDraft } from '../src/modules/autopilot/draft-reading';
import type { PipelineResult } from '../src/modules/agent';
import { shopOf } from './agent-shop';

/** The defaults with the track-record rule off: each test below is about one other rule. */
const SETTINGS = { ...AUTOPILOT_DEFAULTS, learning_drafts: 0 };

// Wednesday 2026-07-15 14:00 UTC = 17:00 in Kyiv (summer time, UTC+3).
const NOW = new Date('2026-07-15T14:00:00Z');

/** A shop's draft for a text (or `text` in its place) as the gate weighs it. */
const gateOf =
  (shop: ReturnType<typeof shopOf>) =>
  async (customerText: string, text?: string): Promise<{ read: DraftReading; reason: string }> => {
    const draft = await shop.talk(customerText);
    const read = readDraft({ ok: true, facts: draft.facts } as PipelineResult, customerText);
    return { read, reason: reasonOf({ customerText, text: text ?? draft.text, reading: read }) };
  };

/** The gate's reading of a draft whose facts are `facts` (any the pipeline gives) for the customer's text. */
const readFacts = (customerText: string, facts: Record<string, unknown>): DraftReading =>
  readDraft({ ok: true, facts } as unknown as PipelineResult, customerText);

/** Facts with an understanding of `intents` only and no product, topic nor answer: `over` adds them. */
const bareFacts = (intents: string[], over: Record<string, unknown> = {}) => ({
  understanding: { intents, codes: [], colours: [], sizes: [], words: [] },
  products: [],
  unknownCodes: [],
  shop: {},
  ownerAnswers: [],
  publication: null,
  photo: null,
  ...over,
});

const reading = (over: Partial<DraftReading> = {}): DraftReading => ({
  ok: true,
  intents: ['price'],
  open: [],
  models: 1,
  namedByCode: true,
  choice: false,
  ordering: false,
  orderStage: 'none',
  photoUnmatched: false,
  browse: false,
  totals: false,
  sizeAdvice: false,
  overBudget: false,
  pieces: null,
  colourConflict: false,
  bareChoice: false,
  sizesAsked: [],
  ...over,
});

const input = (over: Partial<GateInput> = {}): GateInput => ({
  settings: { ...SETTINGS },
  stopped: false,
  now: NOW,
  kind: 'DIRECT',
  customerText: 'Скільки коштує DR-1024?',
  text: 'DR-1024 Сукня льняна, бежевий: 1450 грн. Є розмір S.',
  reading: reading(),
  platform: 'INSTAGRAM',
  conversation: { lastInboundAt: new Date(NOW.getTime() - 5_000), blocked: false, attention: null },
  repliesLastHour: 0,
  ...over,
});

/** The same message at another moment (it has just arrived then). */
const at = (iso: string): Partial<GateInput> => {
  const now = new Date(iso);
  return { now, conversation: { lastInboundAt: new Date(now.getTime() - 5_000), blocked: false, attention: null } };
};

const reasonOf = (over: Partial<GateInput>) => {
  const verdict = decide(input(over));
  return verdict.send ? 'SENT' : verdict.reason;
};

describe('the full-trust gate', () => {
  it('sends a price answer about one product named by its code', () => {
    expect(decide(input())).toEqual({ send: true, topics: ['price'], mark: null });
  });

  it('the switch and working hours keep drafts as today, without marking the conversation', () => {
    expect(decide(input({ stopped: true }))).toEqual({ send: false, reason: 'stopped', mark: false });
    const office = { ...SETTINGS, hours: 'OUTSIDE_WORKING_HOURS' as const };
    // 17:00 in Kyiv on a Wednesday: inside Mon–Fri 09:00–18:00.
    expect(decide(input({ settings: office }))).toEqual({ send: false, reason: 'working_hours', mark: false });
    // 18:00 in Kyiv: the hours are over, the assistant answers.
    expect(reasonOf({ settings: office, ...at('2026-07-15T15:00:00Z') })).toBe('SENT');
    // The same instant is 16:00 in London: inside its hours.
    expect(reasonOf({ settings: { ...office, time_zone: 'Europe/London' }, ...at('2026-07-15T15:00:00Z') })).toBe(
      'working_hours',
    );
    // Saturday is not a working day.
    expect(reasonOf({ settings: office, ...at('2026-07-18T10:00:00Z') })).toBe('SENT');
  });

  it('each topic goes out alone only after the owner sent enough of its drafts unchanged, few changed', () => {
    const learning = (record: GateInput['record'], needed = 10) =>
      reasonOf({ settings: { ...SETTINGS, learning_drafts: needed }, record });
    expect(learning(undefined)).toBe('learning');
    expect(learning({ price: { unchanged: 9, judged: 9 } })).toBe('learning');
    expect(learning({ price: { unchanged: 10, judged: 10 } })).toBe('SENT');
    // Of 10 judged one may be changed, of 20 two; of 19 one.
    expect(learning({ price: { unchanged: 10, judged: 11 } })).toBe('SENT');
    expect(learning({ price: { unchanged: 10, judged: 12 } })).toBe('learning');
    expect(learning({ price: { unchanged: 18, judged: 20 } })).toBe('SENT');
    expect(learning({ price: { unchanged: 17, judged: 19 } })).toBe('learning');
    // Every topic of the draft: a price learned does not carry a delivery question.
    const both = reading({ intents: ['price', 'delivery'] });
    expect(
      reasonOf({
        settings: { ...SETTINGS, learning_drafts: 10 },
        reading: both,
        record: { price: { unchanged: 20, judged: 20 } },
      }),
    ).toBe('learning');
    expect(learning({}, 0)).toBe('SENT');
    // A greeting beside a question is the question's: only the price's record counts.
    const greeted = reading({ intents: ['greeting', 'price'] });
    const learnedPrice = { price: { unchanged: 10, judged: 10 } };
    expect(reasonOf({ settings: { ...SETTINGS, learning_drafts: 10 }, reading: greeted, record: learnedPrice })).toBe(
      'SENT',
    );
    const hello = reading({ intents: ['greeting'], models: 0, namedByCode: false });
    expect(
      reasonOf({
        settings: { ...SETTINGS, learning_drafts: 10 },
        reading: hello,
        record: learnedPrice,
        text: 'Вітаю!',
      }),
    ).toBe('learning');
    // A hand-over of its own comes first: a complaint is a complaint, not a lesson.
    expect(
      reasonOf({ settings: { ...SETTINGS, learning_drafts: 10 }, customerText: 'Це жахливо, верніть гроші' }),
    ).toBe('complaint');
  });

  it('hands over comments, and stays quiet in a conversation already handed over', () => {
    expect(decide(input({ kind: 'COMMENT' }))).toEqual({ send: false, reason: 'comment', mark: true });
    expect(decide(input({ conversation: { lastInboundAt: NOW, blocked: false, attention: 'complaint' } }))).toEqual({
      send: false,
      reason: 'awaiting_owner',
      mark: false,
    });
  });

  it("keeps to Meta's 24-hour window, counting the undo window, and never answers a blocked customer", () => {
    const ago = (msAgo: number) => ({
      lastInboundAt: new Date(NOW.getTime() - msAgo),
      blocked: false,
      attention: null,
    });
    const day = 24 * 3600_000;
    expect(reasonOf({ conversation: ago(day - 11_000) })).toBe('SENT');
    // Inside 24 hours now, but not when the 10-second undo window ends: the reply would need HUMAN_AGENT.
    expect(reasonOf({ conversation: ago(day - 5_000) })).toBe('window_closed');
    expect(reasonOf({ conversation: ago(day + 1) })).toBe('window_closed');
    expect(reasonOf({ conversation: { lastInboundAt: null, blocked: false, attention: null } })).toBe('window_closed');
    expect(reasonOf({ conversation: { lastInboundAt: NOW, blocked: true, attention: null } })).toBe('window_closed');
  });

  it.each([
    'Можна з менеджером поговорити?',
    'покличте живу людину',
    'ви бот?',
    'Соедините с оператором пожалуйста',
    'я хочу поговорить с живым человеком',
    'Can I talk to a human?',
    'I want to speak to the manager',
    'are you a bot',
  ])('hands over a request for a person: %s', (customerText) => {
    expect(reasonOf({ customerText })).toBe('asked_for_person');
  });

  it.each([
    'Сукня прийшла порвана, це жах',
    'Де моє замовлення? Чекаю вже тиждень',
    'Поверніть гроші',
    'Это обман, верните деньги',
    'Заказ до сих пор не пришел',
    'This is a scam',
    'The dress arrived damaged, I want a refund',
    'WHERE IS MY ORDER',
    'Відповідайте вже!!!',
    'прийшла посилка, а банка свічки тріснула і віск висипався',
    'зарядка перестала працювати через тиждень',
    'стекло разбилось при доставке',
    'the charger stopped working after a week',
  ])('hands over a complaint or anger: %s', (customerText) => {
    expect(reasonOf({ customerText })).toBe('complaint');
  });

  it('does not take ordinary words for complaints or requests for a person', () => {
    for (const text of [
      'Скільки коштує сукня?',
      'а сукні досі немає в M?',
      'Є сукня DR-1024 в S?',
      'Сколько стоит платье?',
      'Do you have this dress in M?',
      'Human hair extensions?',
      'у вихідні не працюєте?',
      'а чохол не заважає бездротовій зарядці?',
      'does it work with MagSafe?',
    ]) {
      expect(soundsLikeComplaint(text)).toBe(false);
    }
    expect(asksForPerson('Скільки коштує?')).toBe(false);
    expect(asksForPerson('Яка доставка до Києва?')).toBe(false);
  });

  it('hands over a draft the pipeline could not make (the auditor refused it twice)', () => {
    expect(reasonOf({ text: null, reading: reading({ ok: false }) })).toBe('assistant_error');
  });

  it('answers only topics the owner allowed; returns and unknown topics never', () => {
    expect(reasonOf({ reading: reading({ intents: ['returns'] }), customerText: 'Як повернути?' })).toBe('returns');
    expect(reasonOf({ reading: reading({ intents: ['price', 'returns'] }) })).toBe('returns');
    expect(reasonOf({ reading: reading({ intents: [], models: 0, namedByCode: false }) })).toBe('unknown_topic');
    const noPrices = { ...SETTINGS, topics: SETTINGS.topics.filter((t) => t !== 'price') };
    expect(reasonOf({ settings: noPrices })).toBe('topic_off');
    expect(reasonOf({ settings: noPrices, reading: reading({ intents: ['sizes'] }) })).toBe('SENT');
  });

  it('a product with no question asks its price and availability; a greeting alone is a greeting', () => {
    expect(topicsOf(reading({ intents: [] })).topics.sort()).toEqual(['availability', 'price']);
    expect(topicsOf(reading({ intents: ['greeting'], models: 0 })).topics).toEqual(['greeting']);
    expect(
      reasonOf({
        reading: reading({ intents: ['greeting'], models: 0, namedByCode: false }),
        text: 'Вітаю! Чим допомогти?',
      }),
    ).toBe('SENT');
  });

  it('hands over a question the reading took nothing of, answered with the item’s defaults', () => {
    const product = (details: Array<{ label: string; value: string }>) => ({
      code: 'ZT-172',
      name: 'Інтерактивний робот-динозавр «Діно»',
      colour: '',
      price: 1690,
      currency: 'UAH',
      sizes: [],
      details,
    });
    const read = (customerText: string, intents: string[], details: Array<{ label: string; value: string }> = []) =>
      readFacts(customerText, bareFacts(intents, { products: [product(details)], subjects: [] }));
    const unread = read('does it need batteries?', []);
    expect(unread.questionUnread).toBe(true);
    expect(reasonOf({ customerText: 'does it need batteries?', reading: { ...unread, models: 1 } })).toBe(
      'unknown_topic',
    );
    // A question read (its price), a characteristic the stock has, or no question at all: not unread.
    expect(read('скільки коштує?', ['price']).questionUnread).toBe(false);
    expect(read('а ширина яка?', [], [{ label: 'Ширина, см', value: '150' }]).questionUnread).toBe(false);
    expect(read('ZT-172', []).questionUnread).toBe(false);
  });

  it('hands over a stall or an apology', () => {
    expect(reasonOf({ reading: reading({ open: ['material'] }) })).toBe('stall');
    expect(reasonOf({ text: 'Уточню це в колеги й повернуся з відповіддю.' })).toBe('stall');
    expect(reasonOf({ text: "I'll check with a colleague and get back to you." })).toBe('stall');
    expect(reasonOf({ text: 'Вибачте за очікування! DR-1024: 1450 грн.' })).toBe('apology');
    expect(reasonOf({ text: 'Sorry for the wait: DR-1024 is 1450 UAH.' })).toBe('apology');
    // Saying a size is not there is an answer, not an apology.
    expect(apologisesInDraft('Sorry, size M is not available now. In stock: S.')).toBe(false);
    expect(stallsInDraft('Розміру M, на жаль, зараз немає. Є S.')).toBe(false);
  });

  it('size advice from a standard chart goes to the owner; from the shop’s own sizes it goes out', () => {
    const advice = { intents: ['sizes' as const], sizeAdvice: true };
    expect(reasonOf({ reading: reading({ ...advice, sizeAdviceByStandardChart: true }) })).toBe('size_guess');
    expect(reasonOf({ reading: reading({ ...advice, sizeAdviceByStandardChart: false }) })).toBe('SENT');
    // While an order is collected, the order's step decides.
    expect(reasonOf({ reading: reading({ ...advice, sizeAdviceByStandardChart: true, ordering: true }) })).not.toBe(
      'size_guess',
    );
  });

  it('hands over a question which one whose options read alike (only their codes differ)', () => {
    const alike = reading({
      intents: ['order'],
      models: 0,
      namedByCode: false,
      choice: true,
      ordering: true,
      choicesAlike: true,
    });
    expect(reasonOf({ reading: alike })).toBe('mismatch');
    expect(reasonOf({ reading: { ...alike, choicesAlike: false } })).toBe('SENT');
    // Read from the order's item choices: two of one name and colour read alike, two colours do not.
    const choices = (colours: string[]) =>
      readFacts(
        'yes, that is all, thanks',
        bareFacts(['order'], {
          order: {
            intent: true,
            lines: [],
            item_choices: colours.map((color, i) => ({ code: `ST-620-${i}`, name: 'Ремінець Milanese', color })),
          },
        }),
      ).choicesAlike;
    expect(choices(['Сріблястий', 'Сріблястий'])).toBe(true);
    expect(choices(['Сріблястий', 'Чорний'])).toBe(false);
  });

  it('exactly one product, an explicit choice, or several each named by code', () => {
    expect(reasonOf({ reading: reading({ models: 2, namedByCode: false }) })).toBe('several_products');
    expect(reasonOf({ reading: reading({ models: 2, namedByCode: true }) })).toBe('SENT');
    expect(reasonOf({ reading: reading({ models: 0, namedByCode: false, choice: true }) })).toBe('SENT');
    expect(reasonOf({ reading: reading({ models: 0, namedByCode: false }) })).toBe('no_product');
    expect(reasonOf({ reading: reading({ models: 0, photoUnmatched: true, intents: [] }) })).toBe('no_product');
    // A question about delivery needs no product ("у вас є доставка?" reads as availability too).
    expect(
      reasonOf({ reading: reading({ models: 0, namedByCode: false, intents: ['availability', 'delivery'] }) }),
    ).toBe('SENT');
  });

  it('hands over what no data of the shop answers, even beside a question it does (discount, gift wrap, wholesale)', () => {
    for (const customerText of [
      'а знижка буде якщо візьму обидва?',
      'скільки коштують уггі? і чи буде знижка?',
      'а подарочную упаковку делаете?',
      'Do you sell wholesale?',
      'any promo code for DR-1024?',
    ]) {
      expect({ customerText, reason: reasonOf({ customerText }) }).toEqual({ customerText, reason: 'unknown_topic' });
    }
    for (const text of ['Скільки коштує DR-1024?', 'is it on sale in M?', 'Є в S?', 'беру, оплата на карту']) {
      expect(asksBeyondData(text)).toBe(false);
    }
    // A colour or size alone of the product in play: whether to order it or price it is unsaid.
    expect(reasonOf({ reading: reading({ intents: [], bareChoice: true }), customerText: 'давайте синю' })).toBe(
      'unknown_topic',
    );
  });

  it('hands over a draft that leaves a number of the customer’s unanswered (a dimension, a girth, a date)', () => {
    const asked = (customerText: string, text: string, over: Partial<DraftReading> = {}) =>
      reasonOf({ customerText, text, reading: reading({ intents: ['availability'], ...over }) });
    expect(asked('плед 130х170 є?', 'Плед вовняний: 1 890 грн. Є в наявності.')).toBe('mismatch');
    expect(asked('плед 130х170 є?', 'Плед 130×170: 1 890 грн. Є в наявності.')).toBe('SENT');
    expect(unsaidNumbers('а на обхват 64 є?', 'Купальник: є 128, 134.', reading())).toEqual(['64']);
    expect(unsaidNumbers('встигне до 12 числа?', 'Так, є в наявності.', reading())).toEqual(['12']);
    // Not an article code's digits, a size in the shop's spelling, a price the draft repeats with a space,
    // nor a draft that advises from a measure, lists models under a bound or collects an order.
    expect(unsaidNumbers('TRV-210 3XL скільки?', 'TRV-210: 2 890 грн.', reading({ codesNamed: ['TRV-210'] }))).toEqual(
      [],
    );
    expect(unsaidNumbers('100231 є?', 'Кросівки: 2 490 грн.', reading({ codesNamed: ['100231'] }))).toEqual([]);
    expect(unsaidNumbers('за 1490 віддасте?', 'Ціна — 1 490 грн.', reading())).toEqual([]);
    expect(unsaidNumbers('зріст 130', 'Вам підійде 128.', reading({ sizeAdvice: true }))).toEqual([]);
    expect(unsaidNumbers('щось до 1500?', 'Ось що є: …', reading({ browse: true }))).toEqual([]);
    expect(unsaidNumbers('0501234567, відділення 12', 'Дякую!', reading({ ordering: true }))).toEqual([]);
    // A number repeated only inside article codes is not answered ("на 15 про" and CS-210-15-MN).
    expect(unsaidNumbers('Soft Touch на 15 про є?', 'CS-210-14-MN, CS-210-15-MN: є.', reading())).toEqual(['15']);
    expect(unsaidNumbers('на 15 про є?', 'Для iPhone 15 Pro (CS-210-15P-MN): є.', reading())).toEqual([]);
  });

  it('hands over a product answer to a message that closes or agrees without asking', () => {
    const text = 'Підкладка під килим: 120×170 — 420 грн; 160×230 — 590 грн.';
    const thanks = reading({ intents: ['thanks'], namedByCode: false });
    expect(reasonOf({ customerText: "that's all, thanks", text, reading: thanks })).toBe('unknown_topic');
    const agrees = reading({ intents: [], namedByCode: false });
    expect(reasonOf({ customerText: 'yes, add the underlay please', text, reading: agrees })).toBe('unknown_topic');
    expect(reasonOf({ customerText: 'так, додайте підкладку', text, reading: agrees })).toBe('unknown_topic');
    // The order's own draft follows a yes up; a yes with a question of its own is a question.
    const order = reading({ intents: [], ordering: true, orderStage: 'collecting' });
    expect(reasonOf({ customerText: 'так, додайте підкладку', text, reading: order })).toBe('SENT');
    expect(reasonOf({ customerText: 'так, а 160×230 є?', text, reading: reading({ intents: ['availability'] }) })).toBe(
      'SENT',
    );
    expect(agreesWithoutAsking('Таксі не треба')).toBe(false);
  });

  it('hands over a phone number the draft does not take into an order', () => {
    const customerText = 'підковдра сатин 200x220 графітова, Олена Шевчук, 093 555 44 33, Львів, відділення 3';
    const text = 'Підковдра сатин, графітовий: 1190 грн. Є 200×220.';
    expect(reasonOf({ customerText, text, reading: reading({ intents: [] }) })).toBe('mismatch');
    expect(reasonOf({ customerText, text, reading: reading({ intents: ['order'], ordering: true }) })).toBe('SENT');
    for (const phone of ['0671234567', '+380671234567', '+38 (067) 123-45-67', '067-123-45-67'])
      expect(givesPhone(`мій номер ${phone}`)).toBe(true);
    // A price, a code, dimensions and a date are no phone.
    for (const text of ['до 1500 грн', 'BS-2041-15', '200×220', '12.09.2026', 'арт. 0870 і 0871'])
      expect(givesPhone(text)).toBe(false);
  });

  it('hands over a draft about the nearest model when the customer’s words describe something the shop lacks', () => {
    const text = 'Комплект сатин «Класика»: 1890 грн.';
    expect(
      reasonOf({ customerText: 'сатиновий комплект з вишивкою є?', text, reading: reading({ nearestOnly: true }) }),
    ).toBe('no_product');
    expect(reasonOf({ customerText: 'сатиновий комплект є?', text, reading: reading() })).toBe('SENT');
  });

  it('hands over a draft with no sum when the customer asked for one', () => {
    const customerText = 'піджак на 134 і на 146 скільки разом?';
    const text = 'Піджак шкільний: 134 — 1290 грн; 146 — 1390 грн.';
    expect(reasonOf({ customerText, text, reading: reading() })).toBe('mismatch');
    expect(reasonOf({ customerText, text: `${text} Разом: 2680 грн.`, reading: reading({ totals: true }) })).toBe(
      'SENT',
    );
    // The order's own summary counts its total; a question with no sum asked is not held.
    expect(reasonOf({ customerText, text, reading: reading({ ordering: true, intents: ['order'] }) })).toBe('SENT');
    expect(reasonOf({ customerText: 'піджак на 146 скільки?', text, reading: reading() })).toBe('SENT');
  });

  it('hands over every size’s price given when the customer said a size in words the reading did not take', async () => {
    // A candle in grams at a price each, and facts in which the reading took no size.
    const sizes = [
      { size: 'міні 60 г', quantity: 2, price: 245 },
      { size: 'класична 200 г', quantity: 2, price: 520 },
      { size: 'велика 400 г', quantity: 2, price: 890 },
    ];
    const candle = { code: 'KS-1', name: 'Свічка Затишок', colour: 'інжир', price: 245, currency: 'UAH', sizes };
    const unread = (customerText: string) =>
      readFacts(customerText, bareFacts(['price'], { products: [candle] })).sizeUnread;
    expect(unread('Затишок велику скільки?')).toBe(true);
    expect(unread('the big one, how much?')).toBe(true);
    // A word beginning as a word of a size label does ("класичну" of «класична 200 г»).
    expect(unread('а класичну?')).toBe(true);
    expect(unread('Затишок скільки?')).toBe(false);
    // The shop's own reading takes "велика" as the largest size: one price, and it goes out.
    const shop = shopOf([
      ['SKU', 'Назва', 'Колір', 'Розмір', 'Ціна продажу, грн', 'Залишок, шт'],
      ['KS-1-60', 'Свічка соєва Затишок', 'інжир', '60 г', '245,00', 2],
      ['KS-1-200', 'Свічка соєва Затишок', 'інжир', '200 г', '520,00', 2],
      ['KS-1-400', 'Свічка соєва Затишок', 'інжир', '400 г', '890,00', 2],
    ]);
    const big = await gateOf(shop)('свічка Затишок велика скільки?');
    expect(big.read.sizeUnread).toBe(false);
    expect(big.reason).toBe('SENT');
  });

  it('hands over one price quoted of a model whose sizes cost differently when no size was named', async () => {
    // A jacket at 1290 up to 140 and 1390 from 146 (a school-uniform export, one SKU per height).
    const shop = shopOf([
      ['SKU', 'Назва', 'Колір', 'Розмір', 'Ціна продажу, грн', 'Залишок, шт'],
      ['JK-7-NV-134', 'Піджак шкільний', 'синій', '134', '1290,00', 2],
      ['JK-7-NV-140', 'Піджак шкільний', 'синій', '140', '1290,00', 2],
      ['JK-7-NV-146', 'Піджак шкільний', 'синій', '146', '1390,00', 2],
      ['TR-9-NV-134', 'Штани шкільні', 'синій', '134', '790,00', 2],
    ]);
    const gate = gateOf(shop);
    const asked = await gate('скільки коштує піджак шкільний?');
    expect(asked.read.pricesToName).toEqual([1290, 1390]);
    // The assistant's own draft gives the price of every size: it goes out.
    expect(asked.reason).toBe('SENT');
    // A draft that quotes one of them (a model's guess at the size) does not, in either writing.
    expect((await gate('скільки коштує піджак шкільний?', 'Піджак шкільний: 1 290 грн.')).reason).toBe('mismatch');
    expect((await gate('скільки коштує піджак шкільний?', 'Піджак: 1 290 – 1 390 грн.')).reason).toBe('SENT');
    // The size named, or one price for every size: nothing more to name.
    expect((await gate('піджак шкільний на 146 скільки?')).read.pricesToName).toEqual([]);
    expect((await gate('штани шкільні ціна?')).read.pricesToName).toEqual([]);
    // An order's line of the jacket with no size yet: its price is not known either.
    const facts = (await shop.talk('беру піджак шкільний')).facts;
    const ordering = (size: string) =>
      readFacts('беру піджак шкільний', {
        ...facts,
        order: { intent: true, lines: [{ code: facts.products[0].code, size, quantity: 1 }], item_choices: [] },
      });
    expect(ordering('').pricesToName).toEqual([1290, 1390]);
    const line = 'У замовленні: Піджак шкільний — 1 шт. × 1290 грн. Який розмір оформлюємо?';
    expect(reasonOf({ customerText: 'беру піджак шкільний', text: line, reading: ordering('') })).toBe('mismatch');
    expect(ordering('146').pricesToName).toEqual([]);
    // The conversation settled on 146 and "беру" names no size: a line in 134 is another size than meant.
    const settled = (await shop.talk('піджак шкільний на 146 є?', 'беру')).facts;
    expect(settled.dialogue?.before.focus?.size).toBe('146');
    const inSize = (size: string) =>
      readFacts('беру', {
        ...settled,
        order: {
          intent: true,
          lines: [{ code: settled.products[0].code, name: 'Піджак шкільний', size, quantity: 1 }],
          item_choices: [],
        },
      });
    expect(inSize('134').sizeConflict).toBe(true);
    expect(reasonOf({ customerText: 'беру', text: line, reading: inSize('134') })).toBe('mismatch');
    expect(inSize('146').sizeConflict).toBe(false);
    // A word no product has ("вельветовий"): the jacket in the draft is only the nearest model.
    expect((await gate('піджак вельветовий є?')).read.nearestOnly).toBe(true);
    expect((await gate('піджак шкільний є?')).read.nearestOnly).toBe(false);
  });

  it('hands over a draft that misses what was asked: a size, a colour on the order, a count of pieces', () => {
    // "а чорний на 115?" answered with the sizes in stock but not 115.
    const sizes = reading({ intents: ['availability'], sizesAsked: ['115'] });
    expect(reasonOf({ reading: sizes, text: 'Ремінь чорний: 870 грн. В наявності 95 cm, 105 cm.' })).toBe('mismatch');
    expect(reasonOf({ reading: sizes, text: 'Розміру 115 зараз немає. Є 95 cm, 105 cm.' })).toBe('SENT');
    expect(answersWhatWasAsked('38,5?', 'Є 38,5 і 39.', reading({ sizesAsked: ['38.5'] }))).toBe(true);
    expect(answersWhatWasAsked('S/M?', 'Розмір S/M є.', reading({ sizesAsked: ['S/M'] }))).toBe(true);
    expect(answersWhatWasAsked('2-3 роки?', 'Є на 2-3 роки.', reading({ sizesAsked: ['2-3'] }))).toBe(true);
    expect(reasonOf({ reading: reading({ ordering: true, intents: ['order'], colourConflict: true }) })).toBe(
      'mismatch',
    );
    const two = 'візьму дві шапочки з помпоном, одну 48-50 і одну 52-54, скільки всього?';
    expect(reasonOf({ customerText: two, reading: reading({ ordering: true, intents: ['order'], pieces: 1 }) })).toBe(
      'mismatch',
    );
    expect(reasonOf({ customerText: two, reading: reading({ ordering: true, intents: ['order'], pieces: 2 }) })).toBe(
      'SENT',
    );
    expect(reasonOf({ customerText: 'а дві штуки скільки?', reading: reading({ pieces: null }) })).toBe('mismatch');
  });

  it("keeps within the channel's text limit, the hourly cap and the LLM budget", () => {
    const long = 'Сукня льняна бежева, ціна 1450 грн. '.repeat(20);
    expect(reasonOf({ text: long })).toBe('too_long');
    expect(reasonOf({ text: long, platform: 'FACEBOOK' })).toBe('SENT');
    expect(reasonOf({ repliesLastHour: 4 })).toBe('SENT');
    expect(reasonOf({ repliesLastHour: 5 })).toBe('hourly_cap');
    expect(reasonOf({ reading: reading({ overBudget: true }) })).toBe('llm_budget');
  });

  it('collects an order up to the summary; a confirmed summary goes out and the owner is told to create the order', () => {
    const order = reading({ intents: ['order'], ordering: true, models: 1, orderStage: 'collecting' });
    expect(decide(input({ reading: order }))).toEqual({ send: true, topics: ['order'], mark: null });
    const confirmed = reading({ intents: [], ordering: true, models: 0, namedByCode: false, orderStage: 'confirmed' });
    expect(decide(input({ reading: confirmed }))).toEqual({ send: true, topics: ['order'], mark: 'order_ready' });
    const noOrders = { ...SETTINGS, topics: SETTINGS.topics.filter((t) => t !== 'order') };
    expect(reasonOf({ settings: noOrders, reading: order })).toBe('topic_off');
  });
});

describe("the shop's working hours in its time zone", () => {
  const weekdays = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' };

  it('follows summer and winter time', () => {
    expect(localTime(new Date('2026-07-15T14:00:00Z'), 'Europe/Kyiv')).toEqual({ day: 3, minute: 17 * 60 });
    expect(localTime(new Date('2026-01-14T14:00:00Z'), 'Europe/Kyiv')).toEqual({ day: 3, minute: 16 * 60 });
    expect(withinWorkingHours(new Date('2026-01-14T06:59:00Z'), weekdays, 'Europe/Kyiv')).toBe(false);
    expect(withinWorkingHours(new Date('2026-01-14T07:00:00Z'), weekdays, 'Europe/Kyiv')).toBe(true);
    expect(withinWorkingHours(new Date('2026-01-14T16:00:00Z'), weekdays, 'Europe/Kyiv')).toBe(false);
  });

  it('hours across midnight belong to the day they start on', () => {
    const nights = { days: [5], from: '22:00', to: '02:00' };
    // Friday 23:30 and Saturday 01:30 in Kyiv (winter, UTC+2) are Friday's night; Saturday 23:30 is not.
    expect(withinWorkingHours(new Date('2026-01-16T21:30:00Z'), nights, 'Europe/Kyiv')).toBe(true);
    expect(withinWorkingHours(new Date('2026-01-16T23:30:00Z'), nights, 'Europe/Kyiv')).toBe(true);
    expect(withinWorkingHours(new Date('2026-01-17T21:30:00Z'), nights, 'Europe/Kyiv')).toBe(false);
  });
});
