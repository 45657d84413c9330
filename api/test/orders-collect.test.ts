import { READ_TEXT_MAX } from '../src/lib/inbound-text';
import { quantityIn } from '../src/modules/agent/state/read-turn';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { codeKey } from '../src/modules/knowledge';
import { totalWithChoice } from '../src/modules/agent/answer/order-reply';
import type { OrderDraft } from '@vitrina/shared/contracts';
import {
  collectOrder,
  missingFields,
  normalisePhone,
  wantsToOrder,
  type CustomerText,
} from '../src/modules/orders/collect';

const PRODUCTS = [
  { code: 'VT-101', sizes: ['S', 'M', 'L'] },
  { code: 'JK-7', sizes: ['42', '44'] },
  { code: 'BAG-12', sizes: [] },
  { code: 'AB-12', sizes: ['M', 'L'] },
  { code: 'SH-5', sizes: ['37,5', '38', '38,5', '39'] },
  { code: 'CC-MS', sizes: ['iPhone 13', 'iPhone 14 Pro'] },
];
const byKey = new Map(PRODUCTS.map((p) => [codeKey(p.code), p]));
const collect = (...texts: Array<string | CustomerText>) =>
  collectOrder(
    texts.map((t) => (typeof t === 'string' ? { text: t } : t)),
    (key) => byKey.get(key) ?? null,
  );
const missing = (...texts: string[]) => missingFields(collect(...texts), () => false);

describe('collecting an order from the conversation', () => {
  it.each([
    ['давайте синю', true],
    ['давай цю, M', true],
    ['хочу чорну', true],
    ['ой ні, краще сіру', true],
    ["let's go with the blue one", true],
    ['давайте M', true],
    ['давайте подумаю', false],
    ['давайте знижку', false],
    ['хочу дізнатись ціну', false],
    ['давайте синю?', false],
    ['хочу знати, чи є синя?', false],
    ['а знижка буде якщо візьму обидва?', false],
    ['if I take two, is there a discount?', false],
    // Asking to send it is an order; "I'd like" with what is wanted is a choice. "add X" alone is not
    // (yet): the item in play would not be carried into the order with it.
    ['please send me the satin duvet cover 200x220', true],
    ["I'd like the black one", true],
    ["I'd like to know the price", false],
    ['what does it add up to?', false],
  ])('a choice without a verb of ordering: "%s" orders: %s', (text, expected) => {
    expect(wantsToOrder([{ text }])).toBe(expected);
  });

  it('"take both": the two items the conversation was about are a line each, not a question which one', () => {
    expect(collect({ text: "great, I'll take both", inPlay: ['JK-7', 'AB-12'] }).lines.map((l) => l.code)).toEqual([
      'JK-7',
      'AB-12',
    ]);
    expect(collect({ text: 'беру', inPlay: ['JK-7', 'AB-12'] }).choices).toEqual(['JK-7', 'AB-12']);
  });

  it('one code in play in several colours is one line, not a choice between the same item', () => {
    const order = collect({ text: 'беру', inPlay: ['JK-7', 'JK-7'] });
    expect(order.choices).toEqual([]);
    expect(order.lines.map((l) => l.code)).toEqual(['JK-7']);
  });

  it('colours of the model in play ordered part by part: a line each, with the size said in its part', () => {
    const bikes = [
      { code: 'BK-RD', sizes: ['14" / 95-110 cm', '20" / 120-135 cm'] },
      { code: 'BK-BK', sizes: ['14" / 95-110 cm', '20" / 120-135 cm'] },
      { code: 'BK-BL', sizes: ['14" / 95-110 cm', '20" / 120-135 cm'] },
    ];
    const colours: Record<string, string> = { 'BK-RD': 'червон', 'BK-BK': 'чорн', 'BK-BL': 'син' };
    const reader = {
      items: () => [],
      pick: (text: string, codes: string[]) => codes.filter((c) => text.toLowerCase().includes(colours[c])),
    };
    const order = (text: string) =>
      collectOrder(
        [{ text, inPlay: bikes.map((b) => b.code) }],
        (key) => bikes.find((b) => codeKey(b.code) === key) ?? null,
        reader,
      );
    expect(order('беру обидва, червоний 14 і чорний 20, скільки разом?').lines).toEqual([
      { code: 'BK-RD', size: '14" / 95-110 cm', quantity: 1 },
      { code: 'BK-BK', size: '20" / 120-135 cm', quantity: 1 },
    ]);
    // One colour named: that one line, the others not asked about.
    expect(order('беру червоний 14').lines.map((l) => l.code)).toEqual(['BK-RD']);
  });

  it('a correction takes back the line chosen before and keeps its size and quantity', () => {
    const order = collect({ text: 'давайте JK-7, розмір 44, 2 шт' }, { text: 'ой ні, краще AB-12', inPlay: [] });
    expect(order.lines).toEqual([{ code: 'AB-12', size: null, quantity: 2 }]); // AB-12 has no 44
    // Without a word that takes back, a second item is a second line.
    expect(collect({ text: 'беру JK-7, 44' }, { text: 'беру AB-12 M' }).lines).toHaveLength(2);
    // The item in play chosen by its colour (the dialogue state's, as `inPlay`) replaces the first.
    const recoloured = collect({ text: 'беру', inPlay: ['VT-101'] }, { text: 'ні, краще чорну', inPlay: ['AB-12'] });
    expect(recoloured.lines.map((l) => l.code)).toEqual(['AB-12']);
  });

  it('a phone ends the name as a comma does: "Ірина Коваль 0501112233 нова пошта Одеса 5"', () => {
    expect(collect('Ірина Коваль 0501112233 нова пошта Одеса 5')).toMatchObject({
      customerName: 'Ірина Коваль',
      phone: '+380501112233',
      delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Одеса', branch: '5' },
    });
  });

  it('reads a branch said with its number first ("Полтава 3 відділення", "12-е відділення"), and that number is no count', () => {
    expect(collect('Беру JK-7', 'Полтава 3 відділення')).toMatchObject({
      lines: [{ code: 'JK-7', quantity: 1 }],
      delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Полтава', branch: '3' },
    });
    expect(collect('Беру JK-7', 'Київ, 12-е відділення').delivery).toMatchObject({ branch: '12' });
    expect(quantityIn('Полтава 3 відділення')).toBeNull();
    expect(quantityIn('доньці 8 років')).toBeNull();
    expect(countsIn('Полтава 3 відділення')).toEqual([]);
  });

  it('takes the fields the dialogue state has read and does not read the messages for them again', () => {
    const fields = {
      customerName: 'Олена Коваль',
      phone: '+380671234567',
      delivery: { type: 'NOVA_POSHTA_BRANCH' as const, city: 'Київ', branch: '12', address: null },
      payment: 'PREPAID' as const,
    };
    const order = collectOrder(
      [{ text: 'беру VT-101 M, Іван Петренко, Львів, відділення 3' }],
      (key) => byKey.get(key) ?? null,
      null,
      fields,
    );
    expect(order).toMatchObject({ ...fields, lines: [{ code: 'VT-101', size: 'M', quantity: 1 }] });
  });

  it.each([
    ['+380 67 123 45 67', '+380671234567'],
    ['067-123-45-67', '+380671234567'],
    ['0671234567', '+380671234567'],
    ['(067) 123 45 67', '+380671234567'],
    ['380671234567', '+380671234567'],
    ['+48 601 234 567', '+48601234567'],
  ])('normalises the phone %s', (raw, phone) => {
    expect(normalisePhone(raw)).toBe(phone);
    expect(collect(`мій номер ${raw}`).phone).toBe(phone);
  });

  it.each(['12345', '+380 67 123 45 67 89 01 23'])('refuses a phone out of the rule: %s', (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });

  it('ua, one item: asks only for what is missing, in order, until everything is there', () => {
    expect(missing('Добрий день, скільки коштує сукня?')).toEqual([
      'item',
      'customer_name',
      'phone',
      'city',
      'delivery',
      'payment',
    ]);
    const steps = [
      'Беру VT-101',
      'розмір M',
      'Олена Коваль',
      '067-123-45-67',
      'Київ, відділення 12',
      'накладений платіж',
    ];
    const asked = steps.map((_, i) => missing(...steps.slice(0, i + 1))[0] ?? null);
    expect(asked).toEqual(['size', 'customer_name', 'phone', 'city', 'payment', null]);
    expect(collect(...steps)).toEqual({
      intent: true,
      lines: [{ code: 'VT-101', size: 'M', quantity: 1 }],
      choices: [],
      contextWanted: [],
      customerName: 'Олена Коваль',
      phone: '+380671234567',
      delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12', address: null },
      payment: 'COD',
    });
  });

  it('a name after an exclamation, with the size and the phone in one message (issue 46)', () => {
    const order = collect('Беру VT-101', 'Беру S! Софія Бондар, 0939876543');
    expect(order.customerName).toBe('Софія Бондар');
    expect(order.phone).toBe('+380939876543');
    expect(order.lines).toEqual([{ code: 'VT-101', size: 'S', quantity: 1 }]);
  });

  it("a name after a smile's bracket ('беру) Оксана Мельник, …'), not after a bracket opened before", () => {
    expect(collect('Беру VT-101', 'беру) Оксана Мельник, 0671234567').customerName).toBe('Оксана Мельник');
    expect(collect('Беру VT-101', 'дякую)) Ірина Коваль 0501112233').customerName).toBe('Ірина Коваль');
    expect(collect('Беру VT-101', 'беру (дві штуки) Оксана, 0671234567').customerName).toBeNull();
  });

  it('a half size is one size, written with a dot, a comma or ½: its whole part is not the size 38', () => {
    for (const written of ['38.5', '38,5', '38½'])
      expect(collect(`ok I'll take SH-5 in ${written}, my name is Anna Koval`).lines).toEqual([
        { code: 'SH-5', size: '38,5', quantity: 1 },
      ]);
    expect(collect('беру SH-5 38').lines).toEqual([{ code: 'SH-5', size: '38', quantity: 1 }]);
  });

  it('an apostrophe\'s s is no size: "yes, that\'s right" keeps the size said (issue 46)', () => {
    expect(collect("I'll take VT-101 in M", "yes, that's right").lines).toEqual([
      { code: 'VT-101', size: 'M', quantity: 1 },
    ]);
    expect(collect("I'll take VT-101", "it's for my wife").lines).toEqual([
      { code: 'VT-101', size: null, quantity: 1 },
    ]);
  });

  it('en, two items in one message, a courier and prepayment', () => {
    const order = collect(
      "Hi! I'll take VT-101 size S and JK-7 size 44, 2 pcs",
      'My name is John Smith, +380 67 123 45 67',
      'Courier please, city Kyiv, address: Khreshchatyk St. 1, flat 5',
      'I will pay by card',
    );
    expect(order).toEqual({
      intent: true,
      lines: [
        { code: 'VT-101', size: 'S', quantity: 1 },
        { code: 'JK-7', size: '44', quantity: 2 },
      ],
      choices: [],
      contextWanted: [],
      customerName: 'John Smith',
      phone: '+380671234567',
      delivery: { type: 'COURIER', city: 'Київ', branch: null, address: 'Khreshchatyk St. 1, flat 5' },
      payment: 'PREPAID',
    });
  });

  it('a size changed midway: the later one counts, "instead of" does not', () => {
    expect(collect('Хочу замовити vt 101 розмір S', 'Ой, краще M замість S').lines).toEqual([
      { code: 'VT-101', size: 'M', quantity: 1 },
    ]);
    expect(collect("I'll take VT-101 in L", 'actually M please').lines).toEqual([
      { code: 'VT-101', size: 'M', quantity: 1 },
    ]);
  });

  it('a numeric size alone in a short message, never a branch number', () => {
    expect(collect('беру JK-7', 'краще 44').lines).toEqual([{ code: 'JK-7', size: '44', quantity: 1 }]);
    expect(collect('беру JK-7', 'відділення 42').lines).toEqual([{ code: 'JK-7', size: null, quantity: 1 }]);
    expect(collect('беру JK-7', 'Київ, НП 44').lines[0].size).toBeNull();
  });

  it('an order is said with a verb: a question about an order is no new one', () => {
    for (const text of [
      'Беру',
      'візьму дві',
      'оформлюємо',
      'Оформіть, будь ласка',
      'хочу замовити',
      'замовляю',
      "I'll take it",
      'I want to order',
    ])
      expect({ text, intent: collect(text).intent }).toEqual({ text, intent: true });
    for (const text of ['Коли прийде моє замовлення?', 'Скільки коштує доставка замовлення?', 'Where is my order?'])
      expect({ text, intent: collect(text).intent }).toEqual({ text, intent: false });
  });

  it('the recipient with the delivery, labelled and with the carrier before the city, starts an order', () => {
    const text = 'Name: Andrii Melnyk, phone +380509374618, Nova Poshta Lviv, branch 12';
    expect(collect(text).intent).toBe(true);
    // A question about the delivery with a phone is no recipient.
    expect(collect('Nova Poshta Lviv, branch 12 — how long? +380509374618').intent).toBe(false);
  });

  it('a code carried by the message (a shared post), a Cyrillic code, a product without sizes', () => {
    expect(collect({ text: 'Беру цю, розмір L', code: 'VT-101' }).lines).toEqual([
      { code: 'VT-101', size: 'L', quantity: 1 },
    ]);
    // Typed on a Ukrainian keyboard: 'АВ-12 М' is AB-12 in M.
    expect(collect('Оформлюємо АВ-12 М').lines).toEqual([{ code: 'AB-12', size: 'M', quantity: 1 }]);
    expect(collect('беру BAG-12, дві штуки').lines).toEqual([{ code: 'BAG-12', size: '', quantity: 2 }]);
    // "беру 2." ending its sentence is two pieces, unless the item has a size 2.
    expect(
      collect('BAG-12 є?', { text: 'беру 2. Марія Шевчук 0501234567, Київ, НП 34', inPlay: ['BAG-12'] }).lines,
    ).toEqual([{ code: 'BAG-12', size: '', quantity: 2 }]);
    // A number of the size's own name ("iPhone 14 Pro") is no count of pieces, for the reader's count too.
    const reader = { items: () => [], pick: () => [], pieces: (t: string) => countsIn(t)[0]?.count ?? null };
    const phone = collectOrder(
      [{ text: "I'd like to order the clear case for iPhone 14 Pro. Daria Lysenko, 0677350418", inPlay: ['CC-MS'] }],
      (key) => byKey.get(key) ?? null,
      reader,
    );
    expect(phone.lines.map((l) => [l.code, l.quantity])).toEqual([['CC-MS', 1]]);
  });

  it('does not read a city abbreviation, a branch or a phone as a size or quantity', () => {
    const order = collect('Беру JK-7', 'м. Львів, нова пошта №42, 0671234567');
    expect(order.lines).toEqual([{ code: 'JK-7', size: null, quantity: 1 }]);
    expect(order.delivery).toEqual({ type: 'NOVA_POSHTA_BRANCH', city: 'Львів', branch: '42', address: null });
    expect(collect('беру VT-101', 'м. Київ').lines[0].size).toBeNull();
  });

  it('a post box, a city in the locative, and no intent without order words', () => {
    const order = collect('Оформіть VT-101 S', 'У Києві, поштомат 5512');
    expect(order.delivery).toEqual({ type: 'NOVA_POSHTA_LOCKER', city: 'Київ', branch: '5512', address: null });
    expect(collect('А який склад тканини VT-101?').intent).toBe(false);
  });

  it('an out-of-stock size keeps the size missing', () => {
    const order = collect('беру VT-101 L');
    expect(missingFields(order, (l) => l.size === 'L')[0]).toBe('size');
  });

  it('reads only the first READ_TEXT_MAX characters of a message (issue 47 item 9): a 40,000-character one is read as its start', () => {
    const filler = 'дуже довгий текст '.repeat(2300);
    // Said within the first 2,000 characters: read.
    const early = collect(`Беру VT-101 S, ${filler}`);
    expect(early.lines).toEqual([{ code: 'VT-101', size: 'S', quantity: 1 }]);
    expect(early.intent).toBe(true);
    // Said after them: the message is stored whole, but the order reading does not reach it.
    const late = collect(`${filler} беру VT-101 S, 0671234567`);
    expect(`${filler} беру`.length).toBeGreaterThan(READ_TEXT_MAX);
    expect(late).toMatchObject({ intent: false, lines: [], phone: null });
  });

  it('a word before a size is read in the few characters before it, however long the message', () => {
    expect(collect('беру VT-101, не M, а L').lines).toEqual([{ code: 'VT-101', size: 'L', quantity: 1 }]);
    expect(collect(`беру VT-101 ${'x '.repeat(500)} розмір S`).lines[0].size).toBe('S');
  });
});

describe('the running total with an item still to be chosen', () => {
  const draft = (choices: Array<number | undefined>, linePrice = 720): OrderDraft =>
    ({
      lines: linePrice ? [{ unit_price: linePrice, line_total: linePrice, quantity: 1 }] : [],
      item_choices: choices.map((price, i) => ({ code: `PR-${i}`, name: 'Захист', color: `c${i}`, price })),
    }) as unknown as OrderDraft;
  it('is the lines and the one price every candidate has; none when they differ or none is priced', () => {
    expect(totalWithChoice(draft([540, 540]))).toBe(1260);
    expect(totalWithChoice(draft([540, 590]))).toBeNull();
    expect(totalWithChoice(draft([undefined, undefined]))).toBeNull();
    expect(totalWithChoice(draft([540, 540], 0))).toBeNull();
    // "add two Promin headlamps": the pieces said of the item being chosen count.
    const two = draft([270, 270], 3490);
    two.item_choices.forEach((c) => (c.quantity = 2));
    expect(totalWithChoice(two)).toBe(4030);
  });
});
