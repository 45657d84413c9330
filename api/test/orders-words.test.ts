// Items named by words in an order (docs/product.md §9.8): collect.ts with the assistant's own
// catalogue search (agent/retrieve/order-items.ts over catalogue.ts), in ua and en.
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { wordsReader } from '../src/modules/agent/retrieve/order-items';
import { codeKey } from '../src/modules/knowledge';
import { collectOrder, missingFields, type CustomerText } from '../src/modules/orders/collect';

const fact = (code: string, name: string, colour: string, sizes: string[]): ProductFact => ({
  code,
  name,
  colour,
  price: 1000,
  currency: 'UAH',
  material: null,
  lining: null,
  sizes: sizes.map((size) => ({ size, quantity: 3 })),
  linkedCodes: [],
});

const FACTS = [
  fact('DR-5', 'Сукня міді', 'чорний', ['S', 'M', 'L']),
  fact('DR-6', 'Сукня міді', 'бежевий', ['S', 'M']),
  fact('VT-101', 'Сукня лляна', 'чорний', ['S', 'M', 'L']),
  fact('SH-3', 'Сорочка лляна', 'білий', ['M', 'L']),
  fact('JK-7', 'Жакет класичний', 'молочний', ['42', '44']),
  fact('SC-1', 'Шарф вовняний', 'сірий', []),
];
const reader = wordsReader(new CatalogueIndex(FACTS));
const byKey = new Map(FACTS.map((p) => [codeKey(p.code), { code: p.code, sizes: p.sizes.map((s) => s.size) }]));
const collect = (...texts: Array<string | CustomerText>) =>
  collectOrder(
    texts.map((t) => (typeof t === 'string' ? { text: t } : t)),
    (key) => byKey.get(key) ?? null,
    reader,
  );

describe('an order begun and added to (issue 46)', () => {
  it('wanting an item with a phone to send it to is an order, whatever words name the item', () => {
    const order = collect(
      "Hi, I'd like the linen shirt in white, size M. Ivan Petrenko, +380631234567, Lviv, Nova Poshta 3",
    );
    expect(order.intent).toBe(true);
    expect(order.lines).toEqual([{ code: 'SH-3', size: 'M', quantity: 1 }]);
    expect(collect("I'd like the linen shirt in white, size M").intent).toBe(false);
    expect(collect('хочу дізнатись ціну сорочки, мій номер 0671234567').intent).toBe(false);
  });

  it('"add …" adds a line to an order begun, and begins none by itself', () => {
    const begun = collect("I'll take the linen shirt in M", 'add the wool scarf please, what is the total?');
    expect(begun.lines.map((l) => l.code)).toEqual(['SH-3', 'SC-1']);
    expect(collect('скільки сорочка лляна?', 'так, додайте шарф вовняний').intent).toBe(false);
    expect(collect("I'll take the linen shirt in M", 'what does it add up to?').lines.map((l) => l.code)).toEqual([
      'SH-3',
    ]);
    // "and … too please, what is the total?": a request whose question is only of the sum.
    expect(
      collect("I'll take the linen shirt in M", 'and the wool scarf too please, what is the total?').lines.map(
        (l) => l.code,
      ),
    ).toEqual(['SH-3', 'SC-1']);
    expect(
      collect("I'll take the linen shirt in M", 'and the wool scarf, is it warm?').lines.map((l) => l.code),
    ).toEqual(['SH-3']);
  });

  it('an item added "під нього" / "same size" points at the line it is for (its size taken where it has it)', () => {
    const added = collect("I'll take the linen dress in M", 'and add the midi dress in black, same size please');
    expect(added.lines.map((l) => [l.code, l.sizeOf])).toEqual([
      ['VT-101', undefined],
      ['DR-5', 'VT-101'],
    ]);
    const plain = collect("I'll take the linen dress in M", 'and add the midi dress in black');
    expect(plain.lines[1].sizeOf).toBeUndefined();
    expect(collect('беру сукню лляну M', 'і ще сорочку лляну до неї додайте').lines[1].sizeOf).toBe('VT-101');
  });

  it('a message opening with "and" that names an item adds it to an order begun; a question does not', () => {
    expect(collect('беру сукню лляну M', 'і шарф вовняний до неї').lines.map((l) => l.code)).toEqual([
      'VT-101',
      'SC-1',
    ]);
    expect(collect("I'll take the linen dress in M", 'and the wool scarf').lines.map((l) => l.code)).toEqual([
      'VT-101',
      'SC-1',
    ]);
    expect(collect('беру сукню лляну M', 'і шарф вовняний є?').lines.map((l) => l.code)).toEqual(['VT-101']);
    expect(collect('скільки сукня лляна?', 'і шарф вовняний').intent).toBe(false);
  });

  it('the pieces said with an item still to be chosen are kept for the one chosen', () => {
    const asked = collect("I'll take the linen shirt in M", 'add two midi dresses please');
    expect(asked.choices).toEqual(['DR-5', 'DR-6']);
    expect(asked.choiceQuantity).toBe(2);
    const chosen = collect("I'll take the linen shirt in M", 'add two midi dresses please', 'the black one, S');
    expect(chosen.lines).toEqual([
      { code: 'SH-3', size: 'M', quantity: 1 },
      { code: 'DR-5', size: 'S', quantity: 2 },
    ]);
  });

  it('a dimension is no count: "120x170" is not 170 pieces, "x2" is two', () => {
    expect(collect('беру жакет класичний 44, 120x170').lines[0].quantity).toBe(1);
    expect(collect('беру жакет класичний 44 x2').lines[0].quantity).toBe(2);
  });
});

describe('an order item named by words', () => {
  it.each([
    ['ua', 'Беру чорну сукню міді, розмір S', { code: 'DR-5', size: 'S', quantity: 1 }],
    ['ua', 'Оформіть, будь ласка, бежеву сукню міді M', { code: 'DR-6', size: 'M', quantity: 1 }],
    ['ua', 'Хочу замовити лляну сорочку', { code: 'SH-3', size: null, quantity: 1 }],
    ['en', "I'll take the linen shirt in M", { code: 'SH-3', size: 'M', quantity: 1 }],
    ['en', 'I want to order the beige midi dress, size S', { code: 'DR-6', size: 'S', quantity: 1 }],
  ])('%s, one match: %s', (_lng, text, line) => {
    const order = collect(text);
    expect(order.lines).toEqual([line]);
    expect(order.choices).toEqual([]);
    expect(missingFields(order, () => false)[0]).toBe(line.size === null ? 'size' : 'customer_name');
  });

  it('the item in play and one more named after "і ще" / "and" are two lines, each with its own size', () => {
    const inPlay = (text: string) => ({ text, inPlay: ['JK-7'] });
    expect(collect(inPlay('тоді беру 44, і ще лляну сорочку на L')).lines).toEqual([
      { code: 'JK-7', size: '44', quantity: 1 },
      { code: 'SH-3', size: 'L', quantity: 1 },
    ]);
    expect(collect(inPlay("ok I'll take 42. and 2 pcs of the linen shirt in M")).lines).toEqual([
      { code: 'JK-7', size: '42', quantity: 1 },
      { code: 'SH-3', size: 'M', quantity: 2 },
    ]);
    // Sizes joined by "і" name no other product: one line, as before.
    expect(collect(inPlay('беру 42 і 44')).lines.map((l) => l.code)).toEqual(['JK-7']);
  });

  it('ua, ambiguous: asks which (codes, at most 3), no line until the customer says; the size said is kept', () => {
    const asked = collect('Беру сукню, розмір M');
    expect(asked.lines).toEqual([]);
    expect(asked.choices).toHaveLength(3);
    expect(asked.choices).toEqual(expect.arrayContaining(['DR-5', 'VT-101']));
    expect(missingFields(asked, () => false)[0]).toBe('item');
    const chosen = collect('Беру сукню, розмір M', 'лляну');
    expect(chosen.lines).toEqual([{ code: 'VT-101', size: 'M', quantity: 1 }]);
    expect(chosen.choices).toEqual([]);
  });

  it('ua, one model in two colours: the colour said next picks one', () => {
    const asked = collect('беру сукню міді');
    expect(asked.choices).toEqual(['DR-5', 'DR-6']);
    expect(collect('беру сукню міді', 'чорну, S').lines).toEqual([{ code: 'DR-5', size: 'S', quantity: 1 }]);
    // The code answers too.
    expect(collect('беру сукню міді', 'DR-6').lines).toEqual([{ code: 'DR-6', size: null, quantity: 1 }]);
  });

  it('a count said alone right after taking is the pieces ("беру два, скільки разом?")', () => {
    const scarf = (text: string) => ({ text, inPlay: ['SC-1'] });
    expect(collect(scarf('беру два, скільки разом?')).lines).toEqual([{ code: 'SC-1', size: '', quantity: 2 }]);
    expect(collect(scarf("I'll take two.")).lines).toEqual([{ code: 'SC-1', size: '', quantity: 2 }]);
    // Not a count followed by more words ("беру два кольори: …" names colours, not pieces).
    expect(collect(scarf('беру два кольори')).lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('a product named instead of the ones asked about is the item ("тоді сорочка лляна є?")', () => {
    const order = collect('беру сукню міді', 'а доставка скільки?', 'добре, тоді сорочка лляна біла є?');
    expect(order.lines).toEqual([{ code: 'SH-3', size: null, quantity: 1 }]);
    expect(order.choices).toEqual([]);
    // A question naming none of the shop's products leaves the question which one open.
    expect(collect('беру сукню міді', 'а доставка скільки?').choices).toEqual(['DR-5', 'DR-6']);
  });

  it('a message giving the name, phone or delivery is no answer to "which one?"', () => {
    const order = collect('беру сукню міді', 'Чорновол Ірина, 0671234567', 'Чорновол Ірина');
    expect(order.lines).toEqual([]);
    expect(order.choices).toEqual(['DR-5', 'DR-6']);
    expect(order.phone).toBe('+380671234567');
  });

  it('en, ambiguous: the next message picks by words', () => {
    const asked = collect('I want to order the dress');
    expect(asked.lines).toEqual([]);
    expect(asked.choices.length).toBeGreaterThan(1);
    expect(collect('I want to order the dress', 'the linen one please, size L').lines).toEqual([
      { code: 'VT-101', size: 'L', quantity: 1 },
    ]);
  });

  it('the product the conversation is about counts as the item ("беру, розмір M")', () => {
    const first = collect('Беру, розмір M');
    expect(first.lines).toEqual([]);
    expect(first.contextWanted).toEqual([0]);
    expect(collect({ text: 'Беру, розмір M', inPlay: ['VT-101'] }).lines).toEqual([
      { code: 'VT-101', size: 'M', quantity: 1 },
    ]);
    expect(collect({ text: "I'll take it, size L", inPlay: ['SH-3'] }).lines).toEqual([
      { code: 'SH-3', size: 'L', quantity: 1 },
    ]);
    // A model in several colours in play: the colour said picks one, else the customer is asked.
    expect(collect({ text: 'беру чорну', inPlay: ['DR-5', 'DR-6'] }).lines).toEqual([
      { code: 'DR-5', size: null, quantity: 1 },
    ]);
    expect(collect({ text: 'беру', inPlay: ['DR-5', 'DR-6'] }).choices).toEqual(['DR-5', 'DR-6']);
    // Words or a code in the message come before the context.
    expect(collect({ text: 'беру JK-7', inPlay: ['VT-101'] }).lines).toEqual([
      { code: 'JK-7', size: null, quantity: 1 },
    ]);
    expect(collect('беру JK-7').contextWanted).toEqual([]);
  });

  it.each([
    ['ua', 'Беру сумку'],
    ['ua', 'беру шкіряну куртку, розмір M'],
    ['en', "I'll take the leather jacket"],
    ['en', "I'll take it"],
  ])('%s, no match: asks for the item as before (%s)', (_lng, text) => {
    const order = collect(text);
    expect(order.lines).toEqual([]);
    expect(order.choices).toEqual([]);
    expect(missingFields(order, () => false)[0]).toBe('item');
  });

  it('words in a message that orders nothing are not an order line', () => {
    expect(collect('Скільки коштує сукня міді?', 'беру VT-101').lines).toEqual([
      { code: 'VT-101', size: null, quantity: 1 },
    ]);
  });
});
