// Sums and order lines over a conversation (issue 46: held-out kinds fail on "total over two
// sizes, two each", "total over two items", an order of two colours each with its own size and
// count): a bedding shop whose sizes are dimensions ("160×200", said "160x200", "160 на 200").
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { bedSizesInWords } from '../src/modules/agent/language/size-words';
import { eachCountIn } from '../src/modules/agent/answer/quantities';
import { quantityIn } from '../src/modules/agent/state/read-turn';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { foldMessages } from '../src/modules/agent/state/state-store';
import { wordsReader } from '../src/modules/agent/retrieve/order-items';
import { collectOrder, wantsToOrder } from '../src/modules/orders/collect';
import { codeKey } from '../src/modules/knowledge';
import { shopOf } from './agent-shop';

const HEADER = ['Артикул', 'Назва', 'Розмір', 'Колір', 'Ціна', 'Залишок'];
const ROWS: Cell[][] = [
  HEADER,
  ['КВ-05', 'Ковдра «Зимова» овеча вовна', '172×205', 'білий', 1490, 2],
  ['КВ-05', 'Ковдра «Зимова» овеча вовна', '200×220', 'білий', 1790, 3],
  ['ПД-70', 'Подушка «Класик»', '50×70', 'білий', 450, 10],
  ['ПД-70', 'Подушка «Класик»', '70×70', 'білий', 520, 6],
  ['РШ-11W', 'Рушник махровий', '50×90', 'білий', 290, 8],
  ['РШ-11W', 'Рушник махровий', '70×140', 'білий', 490, 5],
  ['РШ-11G', 'Рушник махровий', '50×90', 'сірий', 290, 0],
  ['РШ-11G', 'Рушник махровий', '70×140', 'сірий', 490, 4],
  ['ПР-160', 'Простирадло на резинці', '160×200', 'білий', 490, 4],
  ['ПР-160', 'Простирадло на резинці', '180×200', 'білий', 540, 2],
];

beforeAll(() => loadDictionaries());

describe('sizes and names as a bedding shop writes them', () => {
  it('takes dimensions written with a letter x as a size of the item in play', async () => {
    const { talk } = shopOf(ROWS);
    const reply = await talk('простирадло на резинці 180 на 200 є?', 'а 160x200?');
    expect(reply.text).toMatch(/160×200\) — 490/);
  });

  const SETS: Cell[][] = [
    HEADER,
    ['ПБ-201', 'Комплект постільної білизни «Лаванда», сатин', '1,5-спальний', 'бузковий', 1450, 4],
    ['ПБ-201', 'Комплект постільної білизни «Лаванда», сатин', '2-спальний', 'бузковий', 1690, 2],
    ['ПБ-201', 'Комплект постільної білизни «Лаванда», сатин', 'Євро', 'бузковий', 1850, 3],
    ['ПБ-201', 'Комплект постільної білизни «Лаванда», сатин', 'Сімейний', 'бузковий', 2150, 0],
    ['ПБ-310', 'Комплект постільної білизни «Мармур», бязь', 'Євро', 'сірий', 1190, 1],
  ];

  it('names a model by a quoted word that is also a scent or colour («Лаванда»)', async () => {
    const { talk } = shopOf(SETS);
    expect((await talk('лаванда скільки?')).text).toMatch(/ПБ-201/);
    expect((await talk('лаванда полуторка скільки?')).text).toMatch(/\(1,5-спальний\) — 1450/);
  });

  it('names bed sizes in words and numbers, Ukrainian, Russian and English', async () => {
    expect(bedSizesInWords('1,5-спальний')).toBe('полутораспальний');
    expect(bedSizesInWords('2-х спальний')).toBe('двоспальний');
    const { talk } = shopOf(SETS);
    expect((await talk('Лаванда евро есть?')).text).toMatch(/\(Євро\) — 1850/);
    expect((await talk('лаванду на двуспальную кровать')).text).toMatch(/\(2-спальний\) — 1690/);
    expect((await talk('лаванда 1,5 сп')).text).toMatch(/\(1,5-спальний\) — 1450/);
    expect((await talk('а семейный лаванда?')).text).toMatch(/Сімейний, на жаль, зараз немає/);
    // A size word the shop's cells do not have names no size.
    expect((await talk('мармур полуторка є?')).text).not.toMatch(/\(Євро\)/);
  });
});

describe('sums over sizes and items', () => {
  it('reads "по дві", "2 of each" as the count of every item or size named, "по 50" alone as no count', () => {
    expect(eachCountIn('по дві штуки 160х200 і 180х200 скільки?')).toBe(2);
    expect(eachCountIn('по 3 шт кожного')).toBe(3);
    expect(eachCountIn('two of each please')).toBe(2);
    expect(eachCountIn('2 по 50 скільки буде?')).toBeNull();
    expect(eachCountIn('скільки за дві?')).toBeNull();
  });

  it('sums two sizes of one model, so many of each', async () => {
    const { talk } = shopOf(ROWS);
    const reply = await talk('простирадло на резинці 160 на 200 є?', 'по дві штуки 160х200 і 180х200 скільки разом?');
    expect(reply.text).toMatch(/= 2060 грн/);
  });

  it('asks the same sum again with a new count of one item or of each', async () => {
    const { talk } = shopOf(ROWS);
    const first = 'Ковдра 200х220 і подушка 50 на 70 скільки разом?';
    expect((await talk(first)).text).toMatch(/= 2240 грн/);
    // The pillow's count changes, the duvet stays in the sum at its size.
    expect((await talk(first, 'а якщо подушок дві?')).text).toMatch(/= 2690 грн/);
    expect((await talk(first, 'а по дві?')).text).toMatch(/= 4480 грн/);
    // A count with nothing named is not clear enough to change the sum of two items.
    expect((await talk(first, 'а якщо дві?')).text).not.toMatch(/2690/);
  });
});

describe('counts as a home-textile shop is asked them', () => {
  const PAIRS: Cell[][] = [
    HEADER,
    ['НВ-12', 'Наволочки сатин (пара)', '50×70', 'білий', 390, 6],
    ['НВ-12', 'Наволочки сатин (пара)', '70×70', 'білий', 420, 4],
    ['ПЛ-3', 'Плед «Хмаринка» мікрофібра', '150×200', 'молочний', 990, 3],
  ];

  it('takes "за пару" of a product sold by the pair as one unit, "дві пари" as two', async () => {
    const { talk } = shopOf(PAIRS);
    expect((await talk('наволочки 50 на 70 скільки за пару?')).text).not.toMatch(/780/);
    expect((await talk('наволочки 50 на 70, дві пари скільки?')).text).toMatch(/2 × 390 грн = 780 грн/);
  });

  it("gives each size named its own count, and sums the sizes asked before for 'кожного розміру'", async () => {
    const { talk } = shopOf(ROWS);
    expect((await talk('простирадло на резинці 160 на 200 є?', '2 шт 160х200 і одне 180х200 скільки?')).text).toMatch(
      /= 1520 грн/,
    );
    const each = await talk(
      'простирадло на резинці 160 на 200 є?',
      'а 180х200?',
      'по 2 штуки кожного розміру скільки буде?',
    );
    expect(each.text).toMatch(/= 2060 грн/);
    const both = await talk('подушка класик 50 на 70?', 'а 70 на 70?', 'по дві обох розмірів, скільки?');
    expect(both.text).toMatch(/= 1940 грн/);
    expect((await talk('подушка класик 50 на 70?', 'а 70 на 70?', 'і по 2 кожного скільки вийде?')).text).toMatch(
      /= 1940 грн/,
    );
    // A list's dash before a count ("160х200 - 2 шт") is no range.
    const listed = await talk('простирадло на резинці 160 на 200 є?', '160х200 - 2 шт, 180х200 - 2 шт, скільки?');
    expect(listed.text).toMatch(/= 2060 грн/);
  });

  it("finds a Ukrainian-named product by its kind in English (the taxonomy's home textiles)", async () => {
    const { talk } = shopOf(PAIRS);
    expect((await talk('what blankets do you have?')).text).toMatch(/ПЛ-3/);
    expect((await talk('plaid 150x200?')).text).toMatch(/990/);
  });
});

describe('items said before, named again among others', () => {
  it('keeps the colour and size chosen of an item named again beside another, and each count with its own item', async () => {
    const { talk } = shopOf(ROWS);
    const towel = await talk(
      'Рушник махровий сірий 70 на 140 є?',
      'а білий такий самий скільки?',
      'а рушник і ковдра 200х220 разом?',
    );
    expect(towel.text).toMatch(/490 грн \(Рушник махровий\) \+ 1790 грн/);
    const pillows = await talk('Привіт, подушка Класик 50х70 є?', 'А дві подушки і ковдра 200х220 скільки разом?');
    expect(pillows.text).toMatch(/2 × 450 грн \(Подушка «Класик»\) \+ 1790 грн .* = 2690 грн/);
  });

  it('sums two colours of the model in play, named or asked about before, each at its size', async () => {
    const { talk } = shopOf(ROWS);
    const named = await talk('рушник махровий сірий 70 на 140 скільки?', 'а білий?', 'а разом сірий і білий скільки?');
    expect(named.text).toMatch(/490 грн \(Рушник махровий, білий\) \+ 490 грн \(Рушник махровий, сірий\) = 980 грн/);
    const both = await talk('рушник махровий сірий 70 на 140 скільки?', 'а білий?', 'скільки за обидва?');
    expect(both.text).toMatch(/= 980 грн/);
    // One colour asked about: no sum of colours.
    expect((await talk('рушник махровий сірий 70 на 140 скільки?', 'скільки за обидва?')).text).not.toMatch(/980/);
  });

  it('reads "такий же розмір" of another model as the size said before', async () => {
    const { talk } = shopOf(ROWS);
    const sheet = await talk('подушка класик 70 на 70 є?', 'а простирадло на резинці такий же розмір?');
    // The sheet has no 70×70: said so, with the sizes it has.
    expect(sheet.text).toMatch(/Розміру 70×70, на жаль/);
  });

  it('never takes a colour word for the beginning of a name\'s word ("білий" is no «білизни»)', async () => {
    const { catalogue } = shopOf([
      ...ROWS,
      ['ПБ-201', 'Комплект постільної білизни «Лаванда»', 'Євро', 'бузковий', 1850, 3],
      ['ПБ-310', 'Комплект постільної білизни «Мармур»', 'Євро', 'сірий', 1190, 1],
    ]);
    expect(catalogue.read('а білий?').ambiguous).toEqual([]);
    expect(catalogue.read('а білий?').models).toEqual([]);
  });
});

describe('the state of items said before', () => {
  const fold = (...texts: string[]) =>
    foldMessages(
      shopOf(ROWS).catalogue,
      emptyState(),
      texts.map((t) => (t.startsWith('> ') ? { text: t.slice(2), fromShop: true } : { text: t, fromShop: false })),
    );

  it('keeps the size of an item named again ("беру ковдру" after both were summed) and the items summed', () => {
    const state = fold('Ковдра 200х220 і подушка 50 на 70 скільки разом?', 'беру ковдру');
    expect(state.focus).toMatchObject({ code: 'КВ-05', size: '200×220' });
    expect(state.summed).toEqual(['КВ-05', 'ПД-70']);
    // A count said of one of several products named is that one's only.
    // Each product named has the size said in its own part, not the first size both have.
    const sport = shopOf([
      HEADER,
      ['LG-114', 'Лосини спортивні', 'S', 'чорний', 890, 3],
      ['LG-114', 'Лосини спортивні', 'L', 'чорний', 890, 3],
      ['TOP-07', 'Топ-бра спортивний Flex', 'S', 'білий', 640, 3],
      ['TOP-07', 'Топ-бра спортивний Flex', 'L', 'білий', 640, 3],
    ]).catalogue;
    const both = foldMessages(sport, emptyState(), [{ text: 'лосини S і топ-бра L скільки разом?', fromShop: false }]);
    expect(both.items.map((i) => [i.code, i.size])).toEqual([
      ['LG-114', 'S'],
      ['TOP-07', 'L'],
    ]);
    // A kind several models share, said again: the item of the conversation among them, with its count.
    const tableware = shopOf([
      HEADER,
      ['MG-101', 'Кухоль «Ранок»', '300 мл', 'синій', 420, 5],
      ['MG-102', 'Кухоль «Хмаринка»', '250 мл', 'білий', 380, 5],
      ['PL-201', 'Тарілка десертна', 'Ø 20 см', 'синій', 360, 5],
      ['PL-202', 'Тарілка обідня', 'Ø 26 см', 'синій', 480, 5],
    ]).catalogue;
    const again = foldMessages(tableware, emptyState(), [
      { text: 'кухоль Ранок є?', fromShop: false },
      { text: 'а тарілка десертна?', fromShop: false },
      { text: 'тоді 2 кухлі і 3 тарілочки, скільки разом?', fromShop: false },
    ]);
    expect(again.summed).toEqual(['MG-101', 'PL-201']);
    expect(again.items.map((i) => [i.code, i.quantity])).toEqual([
      ['MG-101', 2],
      ['PL-201', 3],
    ]);
    const counted = fold('А дві подушки 50х70 і ковдра 200х220 скільки разом?');
    expect(counted.items.map((i) => [i.code, i.quantity])).toEqual([
      ['ПД-70', 2],
      ['КВ-05', null],
    ]);
    // A product outside the sum ends it.
    expect(fold('Ковдра 200х220 і подушка 50 на 70 скільки разом?', 'а рушник махровий є?').summed).toBeUndefined();
  });

  it('keeps the sizes of one item taken together with their counts, until one size is said', () => {
    const summed = fold('простирадло на резинці 2 шт 160х200 і одне 180х200, скільки?');
    expect(summed.focus?.sizeCounts).toEqual([
      { size: '160×200', count: 2 },
      { size: '180×200', count: 1 },
    ]);
    // "а по три?" naming no size: the same sizes, three of each.
    expect(fold('простирадло на резинці 160х200 і 180х200 по дві, скільки?', 'а по три?').focus?.sizeCounts).toEqual([
      { size: '160×200', count: 3 },
      { size: '180×200', count: 3 },
    ]);
    // A question between two sizes, or an order naming two (a correction may: "M, а ні, краще L"), sums none.
    expect(fold('беру простирадло на резинці 160х200, а ні, краще 180х200').focus?.sizeCounts).toBeUndefined();
    expect(fold('простирадло на резинці 160х200 чи 180х200 є?').focus?.sizeCounts).toBeUndefined();
    // "беру" keeps them; one size said after them is the one taken.
    const kept = fold('простирадло на резинці 160х200 і 180х200 по дві, скільки?', 'беру');
    expect(kept.focus?.sizeCounts).toHaveLength(2);
    expect(
      fold('простирадло на резинці 160х200 і 180х200 по дві, скільки?', 'тоді тільки 180х200').focus,
    ).toMatchObject({
      size: '180×200',
    });
    expect(
      fold('простирадло на резинці 160х200 і 180х200 по дві, скільки?', 'тоді тільки 180х200').focus?.sizeCounts,
    ).toBeUndefined();
  });

  it('gives a product named "for it" the size of the item in focus, and counts a double size said in its part', () => {
    const state = fold('простирадло на резинці 160х200 є?', 'а подушку під нього скільки?');
    expect(state.focus).toMatchObject({ code: 'ПД-70', size: null });
    const towel = fold('рушник махровий білий 70х140 є?', 'а простирадло до нього?');
    expect(towel.focus?.code).toBe('ПР-160');
    const rugs = shopOf([
      HEADER,
      ['KL-1', 'Килим джутовий', '120×170', 'натуральний', 1980, 2],
      ['PD-4', 'Підкладка під килим', '120×170', 'білий', 420, 5],
      ['PD-4', 'Підкладка під килим', '160×230', 'білий', 590, 5],
    ]).catalogue;
    const underlay = foldMessages(rugs, emptyState(), [
      { text: 'килим джутовий 120x170 є?', fromShop: false },
      { text: 'а з підкладкою під нього скільки буде?', fromShop: false },
    ]);
    expect(underlay.focus).toMatchObject({ code: 'PD-4', size: '120×170' });
    const slides = shopOf([
      HEADER,
      ['SL-5', 'Шльопанці Pool', '36-37', 'чорний', 560, 4],
      ['SL-5', 'Шльопанці Pool', '40-41', 'чорний', 560, 4],
      ['RN-1', 'Кросівки Runner', '36', 'білий', 1890, 2],
      ['RN-1', 'Кросівки Runner', '40', 'білий', 1890, 2],
    ]).catalogue;
    expect(
      foldMessages(slides, emptyState(), [
        { text: 'шльопанці pool є?', fromShop: false },
        { text: 'возьму 3 пары, одну 40-41 и две 36-37, сколько всего?', fromShop: false },
      ]).focus?.sizeCounts,
    ).toEqual([
      { size: '36-37', count: 2 },
      { size: '40-41', count: 1 },
    ]);
  });

  it('takes a lower-case name given with the phone while the order waits for the recipient, and no ordinary words', () => {
    const asked =
      '> Оформлюю: Ковдра «Зимова» овеча вовна, білий, розмір 200×220 (КВ-05). Напишіть, будь ласка, імʼя та прізвище отримувача.';
    const named = fold('хочу замовити ковдру 200х220', asked, 'олена петренко 0671234567');
    expect(named.order.fields.customerName).toBe('Олена Петренко');
    expect(named.order.fields.phone).toBe('+380671234567');
    expect(fold('хочу замовити ковдру 200х220', asked, 'беру ковдру 0671234567').order.fields.customerName).toBeNull();
    // Before any order, lower-case words are no name.
    expect(fold('олена петренко 0671234567').order.fields.customerName).toBeNull();
  });

  it('reads a message headed as an order, and a recipient given with labels, as ordering', () => {
    expect(wantsToOrder([{ text: 'Замовлення: плед Хмаринка 200х220 молочний' }])).toBe(true);
    expect(wantsToOrder([{ text: "Ім'я: Олена Петренко, телефон: +380671234567" }])).toBe(true);
    expect(wantsToOrder([{ text: 'коли прийде моє замовлення?' }])).toBe(false);
  });

  it('reads a count in words ending the message', () => {
    expect(quantityIn('а якщо подушок дві?')).toBe(2);
    expect(quantityIn('а якщо їх три')).toBe(3);
    expect(quantityIn('доньці 8 років')).toBeNull();
  });
});

describe('order lines from the words of one message', () => {
  const { catalogue } = shopOf(ROWS);
  const reader = wordsReader(catalogue);
  const product = (key: string) => {
    const p = catalogue.byCodeText(key);
    return p && codeKey(p.code) === key ? { code: p.code, sizes: p.sizes.map((s) => s.size) } : null;
  };
  const collect = (text: string, inPlay: string[], together?: boolean) =>
    collectOrder([{ text, inPlay, ...(together && { together }) }], product, reader);

  it('takes each colour of the model in play with the size and count of its own part', () => {
    expect(collect('тоді беру 2 білих 50 на 90 і один сірий 70 на 140', ['РШ-11W', 'РШ-11G']).lines).toEqual([
      { code: 'РШ-11W', size: '50×90', quantity: 2 },
      { code: 'РШ-11G', size: '70×140', quantity: 1 },
    ]);
  });

  it('reads a count before a word as the pieces, unless a size of the item is that number', () => {
    expect(collect('тоді беру 2 білих 50 на 90', ['РШ-11W']).lines).toEqual([
      { code: 'РШ-11W', size: '50×90', quantity: 2 },
    ]);
  });

  it('takes every item of a sum when the order names none, and asks which one otherwise', () => {
    expect(collect('оформлюю', ['КВ-05', 'ПД-70'], true).lines.map((l) => l.code)).toEqual(['КВ-05', 'ПД-70']);
    expect(collect('оформлюю', ['КВ-05', 'ПД-70']).choices).toEqual(['КВ-05', 'ПД-70']);
  });
});
