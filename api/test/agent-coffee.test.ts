// A shop of speciality coffee, tea and brewing gear (issue 46/48, a kind the assistant was not
// tuned on): a Tilda Store CSV-like export, where a product with editions is a parent row (its
// base SKU, its cheapest price, no quantity, the characteristics and text) followed by edition
// rows tied by 'Parent UID', each edition one cell of two options ("Вага:250 г;Помел:Зерно");
// coffee sold by weight and grind, tea by 50/100 g, gear by colour or volume — through the import,
// the catalogue, the retriever and the offline draft. Each case is a general cause the first run
// of eval/tuning-shops/coffee found.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { splitVariant } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { intentsIn, sizesIn } from '../src/modules/agent/understand/query';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'Tilda UID',
  'Brand',
  'SKU',
  'Category',
  'Title',
  'Description',
  'Text',
  'Price',
  'Quantity',
  'Editions',
  'Parent UID',
  'Characteristics:Обсмаження',
  'Characteristics:Матеріал',
];
/** A product without editions: one row. */
const single = (uid: string, code: string, category: string, title: string, price: number, left: number): Cell[] => [
  uid,
  'Brand',
  code,
  category,
  title,
  '',
  '',
  price,
  left,
  '',
  '',
  '',
  '',
];
/** A parent row (priced as its cheapest edition, no quantity) and its editions: [suffix, cell, price, left]. */
const withEditions = (
  uid: string,
  code: string,
  title: string,
  text: string,
  chars: [roast: string, material: string],
  editions: Array<[string, string, number, number]>,
): Cell[][] => [
  [uid, 'Brand', code, 'Кава', title, '', text, Math.min(...editions.map((e) => e[2])), '', '', '', ...chars],
  ...editions.map(([suffix, cell, price, left], i): Cell[] => [
    `${uid}${i}`,
    '',
    `${code}-${suffix}`,
    '',
    title,
    '',
    '',
    price,
    left,
    cell,
    uid,
    '',
    '',
  ]),
];

const COFFEE: Cell[][] = [
  HEADER,
  ...withEditions(
    '101',
    'KV-ETH',
    'Кава Ефіопія Іргачеф',
    '<p>Мита обробка.</p>',
    ['Світле (під фільтр)', ''],
    [
      ['250-Z', 'Вага:250 г;Помел:Зерно', 420, 14],
      ['250-T', 'Вага:250 г;Помел:Турка', 420, 3],
      ['1000-Z', 'Вага:1 кг;Помел:Зерно', 1480, 2],
      ['1000-F', 'Вага:1 кг;Помел:Фільтр', 1480, 0],
    ],
  ),
  ...withEditions(
    '105',
    'KV-KEN',
    'Кава Кенія AA Ньєрі',
    '',
    ['Світле (під фільтр)', ''],
    [
      ['250-Z', 'Вага:250 г;Помел:Зерно', 465, 4],
      ['1000-Z', 'Вага:1 кг;Помел:Зерно', 1650, 1],
    ],
  ),
  // A second coffee of the same origin in one weight: "ефіопія кіло" is the one sold by the kilo.
  ...withEditions('108', 'KV-EDC', 'Кава Ефіопія Декаф', '', ['', ''], [['250-Z', 'Вага:250 г;Помел:Зерно', 398, 5]]),
  single('110', 'KV-DRP', 'Кава', 'Дріп-кава, 10 дріп-пакетів', 235, 10),
  ...withEditions(
    '120',
    'CH-OOL',
    'Чай улун Те Гуань Інь',
    '',
    ['', ''],
    [
      ['50', 'Вага:50 г', 220, 6],
      ['100', 'Вага:100 г', 410, 0],
    ],
  ),
  ...withEditions(
    '130',
    'OB-TRK',
    'Турка мідна ручної роботи',
    '',
    ['', 'Мідь'],
    [
      ['300', 'Об’єм:300 мл', 640, 4],
      ['500', 'Об’єм:500 мл', 785, 2],
    ],
  ),
  ...withEditions(
    '140',
    'OB-V60',
    'Пуровер Hario V60 02, кераміка',
    '',
    ['', 'Кераміка'],
    [
      ['W', 'Колір:Білий', 890, 5],
      ['R', 'Колір:Червоний', 890, 0],
    ],
  ),
  single('150', 'OB-FLT', 'Обладнання', 'Фільтри паперові Hario V60 02, 100 шт', 215, 25),
  single('160', 'OB-AER', 'Обладнання', 'AeroPress Original', 2150, 3),
  ...withEditions(
    '170',
    'OB-FRP',
    'Френч-прес Bodum Chambord',
    '',
    ['', 'Скло'],
    [
      ['035', 'Об’єм:0,35 л', 1150, 3],
      ['1', 'Об’єм:1 л', 1520, 2],
    ],
  ),
];

beforeAll(() => loadDictionaries());

describe('a Tilda-like export of coffee by weight and grind', () => {
  it('reads an edition cell of two options as its size and its variant besides it', () => {
    expect(splitVariant('Вага:250 г;Помел:Зерно')).toEqual({ colour: 'Зерно', size: '250 г' });
    expect(splitVariant('Вага:50 г')).toEqual({ colour: '', size: '50 г' });
    expect(splitVariant('Колір: сірий; Розмір: M')).toEqual({ colour: 'сірий', size: 'M' });
  });

  it('takes a priced parent row named by its editions for the model: its code, text and characteristics', () => {
    const facts = factsOf(COFFEE);
    const ethiopia = facts.filter((p) => p.code === 'KV-ETH');
    expect(ethiopia.map((p) => p.colour)).toEqual(['Зерно', 'Турка', 'Фільтр']);
    const beans = ethiopia[0];
    expect(beans.sizes.map((s) => [s.size, s.price ?? beans.price, s.quantity])).toEqual([
      ['250 г', 420, 14],
      ['1 кг', 1480, 2],
    ]);
    // The editions' own SKUs stay findable; the parent row is no product of its own.
    expect(beans.sizes[0].sku).toBe('KV-ETH-250-Z');
    expect(facts.some((p) => p.code === 'KV-ETH-250-Z' || (p.code === 'KV-ETH' && p.colour === ''))).toBe(false);
    // The characteristics of the parent row are every edition's; its long 'Text' (HTML) is no characteristic.
    for (const p of ethiopia) expect(p.details).toContainEqual({ label: 'Обсмаження', value: 'Світле (під фільтр)' });
    expect(JSON.stringify(ethiopia)).not.toMatch(/<p>|Text/);
    expect(facts.filter((p) => p.code === 'OB-V60').map((p) => [p.colour, p.material])).toEqual([
      ['Білий', 'Кераміка'],
      ['Червоний', 'Кераміка'],
    ]);
  });
});

describe('what a customer writes in a coffee shop', () => {
  it('finds a code of letters in segments, as the shop writes it', async () => {
    const { talk } = shopOf(COFFEE);
    expect((await talk("what's the price of OB-AER?")).text).toMatch(/2150/);
    const kilo = await talk('kv-eth 1 кг зерно є?');
    expect(kilo.text).toMatch(/1480/);
    expect(kilo.text).not.toMatch(/немає/);
  });

  it('reads a grind the named coffee comes in as that variant, not as another product named by it', async () => {
    const { talk } = shopOf(COFFEE);
    const turka = await talk('ефіопію мелену під турку маєте?');
    expect(turka.text).toMatch(/Ефіопія/);
    expect(turka.text).not.toMatch(/640|785|Турка мідна/);
  });

  it('reads a measured size said by its number alone or by its unit alone', async () => {
    const { talk } = shopOf(COFFEE);
    expect((await talk('4 пачки кенії по 250 в зернах скільки?')).text).toMatch(/1860/);
    expect((await talk('эфиопию в зернах 1 кг сколько?')).text).toMatch(/1480/);
    const kilo = await talk('ефіопія кіло в зернах скільки?');
    expect(kilo.text).toMatch(/1480/);
    expect(kilo.text).not.toMatch(/420/);
    // Each item's own size in a sum, not another item's.
    expect((await talk('кіло кенії і 250 іргачеф в зернах, скільки за все?')).text).toMatch(/= 2070 грн/);
    const tea = await talk('улун 50 скільки?');
    expect(tea.text).toMatch(/220/);
    expect(tea.text).not.toMatch(/410/);
  });

  it('reads a price bound in money as no size, and a fraction below one as no size', async () => {
    const { talk } = shopOf(COFFEE);
    const cheap = await talk('що є до 300 грн?');
    expect(cheap.text).toMatch(/Дріп-кава|Фільтри/);
    expect(cheap.text).not.toMatch(/розмірі 300/);
    expect(sizesIn('френч-прес 0,35 л')).toEqual([]);
    const press = await talk('френч прес бодум маленький скільки коштує');
    expect(press.text).toMatch(/1150/);
    expect(press.ok).toBe(true);
  });

  it('names a model by a designation of letters and digits in its name; its colours are of the one that has several', async () => {
    const { talk } = shopOf(COFFEE);
    const colours = await talk('V60 яких кольорів є?');
    expect(colours.text).toMatch(/Пуровер Hario V60/);
    expect(colours.text).toMatch(/Білий/);
    expect(colours.text).not.toMatch(/Фільтри паперові/);
  });

  it('reads "2 по 50" after a pack sold out as two of the item in play in the size said by its number', async () => {
    expect(countsIn('ок, тоді 2 по 50, скільки?')).toEqual([{ count: 2, word: 2 }]);
    const { talk } = shopOf(COFFEE);
    const two = await talk('привіт, улун 100 г є?', 'ок, тоді 2 по 50, скільки?');
    expect(two.text).toMatch(/440/);
    expect(two.text).not.toMatch(/410/);
  });

  it("hands over what a food's data never holds: roast date, freshness, a recipe, caffeine", async () => {
    for (const text of [
      'коли обсмажена ефіопія?',
      'яка дата обсмаження?',
      'how long does the coffee stay fresh after opening?',
      'підкажіть рецепт, скільки грам на скільки води?',
      'скільки кофеїну в ефіопії?',
    ])
      expect(intentsIn(text)).toContain('food_facts');
    expect(intentsIn('скільки коштує ефіопія?')).not.toContain('food_facts');
    const { talk } = shopOf(COFFEE);
    for (const text of ['коли обсмажена ефіопія?', 'скільки кофеїну в ефіопії?']) {
      const reply = await talk(text);
      expect(reply.text).toMatch(/уточн|перепит/i);
      expect(reply.text).not.toMatch(/420|1480/);
    }
  });

  it('reads goods other than ordered, either way round, as a claim and no new order', () => {
    for (const text of ['кава прийшла мелена, а я замовляла в зернах!', 'замовляла 2 м, а відрізали 1,8']) {
      expect(intentsIn(text)).toContain('returns');
      expect(intentsIn(text)).not.toContain('order');
    }
  });
});
