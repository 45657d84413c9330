// A lighting shop's Shopify export (two options per bulb, neither a colour nor a size; a maker's
// name that is a word of the language; a category per 'Type') and a baking-supplies shop's sheet (a
// product per colour named by it, piping tips sold by number and letter, chocolate in decimal kilos)
// (knowledge/import/rows.ts, colour-named.ts; retrieve/catalogue.ts; answer/browse.ts, totals.ts).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { readRows } from './fixtures/read-rows';
import { shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const SHOPIFY = [
  'Handle',
  'Title',
  'Vendor',
  'Type',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
];

const LIGHTS: Cell[][] = [
  SHOPIFY,
  [
    'desk-dome',
    'Настільна лампа Dome',
    'Svitlo Loft',
    'Настільні лампи',
    'Колір',
    'Чорний',
    '',
    '',
    'LD-1-BK',
    3,
    1490,
  ],
  ['desk-dome', '', '', '', '', 'Білий', '', '', 'LD-1-WH', 0, 1490],
  ['wall-tube', 'Бра настінне Tube', 'Svitlo Loft', 'Бра', 'Колір', 'Чорний', '', '', 'WL-2-BK', 4, 780],
  [
    'spot',
    'Точковий світильник Cylinder',
    'Svitlo Loft',
    'Точкові світильники',
    'Колір',
    'Білий',
    '',
    '',
    'SP-3',
    6,
    385,
  ],
  [
    'a60',
    'LED лампа A60 E27',
    'Lumiq',
    'Лампочки',
    'Потужність',
    '9 Вт',
    'Колірна температура',
    '3000K (тепле)',
    'BL-09-3K',
    40,
    85,
  ],
  ['a60', '', '', '', '', '9 Вт', '', '4000K (нейтральне)', 'BL-09-4K', 25, 85],
  ['a60', '', '', '', '', '12 Вт', '', '3000K (тепле)', 'BL-12-3K', 0, 115],
  ['a60', '', '', '', '', '12 Вт', '', '4000K (нейтральне)', 'BL-12-4K', 30, 115],
  ['a60', '', '', '', '', '15 Вт', '', '3000K (тепле)', 'BL-15-3K', 20, 145],
  [
    'smart',
    'Розумна лампа Wi-Fi RGB E27 10 Вт',
    'Lumiq',
    'Лампочки',
    'Title',
    'Default Title',
    '',
    '',
    'SM-RGB',
    9,
    345,
  ],
  ['edison', 'Філаментна лампа Едісона E27 4 Вт', 'Lumiq', 'Лампочки', 'Колба', 'Бурштинова', '', '', 'FB-4', 7, 165],
  ['curtain', 'Гірлянда-штора 3×2 м', 'Cotton Lights', 'Гірлянди', 'Світіння', 'Тепле біле', '', '', 'GC-WW', 4, 560],
  ['curtain', '', '', '', '', 'Холодне біле', '', '', 'GC-CW', 0, 560],
  ['balls', 'Гірлянда «Кульки» з бавовни', 'Cotton Lights', 'Гірлянди', 'Довжина', '3 м', '', '', 'GB-3', 6, 420],
  ['moon', 'Нічник Місяць 3D', 'Moonly', 'Нічники', 'Діаметр', '15 см', '', '', 'NL-15', 5, 520],
  ['moon', '', '', '', '', '20 см', '', '', 'NL-20', 0, 740],
  ['cloud', 'Нічник Хмаринка з пультом', 'Moonly', 'Нічники', 'Title', 'Default Title', '', '', 'NL-CLD', 0, 450],
];

const BAKING_HEADER = ['Артикул', 'Назва', 'Розмір', 'Ціна', 'Залишок'];
const BAKING: Cell[][] = [
  BAKING_HEADER,
  ['SM-BND-BR', 'Форма силіконова «Бундт» 22 см, бордова', '', 335, 0],
  ['SM-BND-GR', 'Форма силіконова «Бундт» 22 см, сіра', '', 335, 3],
  ['PT-1M', 'Насадка кондитерська Wilton', '№1M (відкрита зірка)', 85, 6],
  ['PT-2D', 'Насадка кондитерська Wilton', '№2D (закрита зірка)', 85, 0],
  ['PT-104', 'Насадка кондитерська Wilton', '№104 (пелюстка)', 96, 2],
  ['CB-811-500', 'Шоколад чорний Callebaut 811 (каллети)', '500 г', 375, 7],
  ['CB-811-2500', 'Шоколад чорний Callebaut 811 (каллети)', '2,5 кг', 1690, 2],
  ['CB-W2-500', 'Шоколад білий Callebaut W2 (каллети)', '500 г', 410, 4],
  ['CB-W2-1000', 'Шоколад білий Callebaut W2 (каллети)', '1 кг', 790, 3],
  ['PB-30', 'Мішки кондитерські одноразові', '30 см', 165, 5],
  ['PB-41', 'Мішки кондитерські одноразові', '41 см', 225, 2],
  ['CR-FND', 'Мастика цукрова Criamo 500 г', '', 159, 8],
];

describe('a lighting shop', () => {
  it('reads two options of other names as the size and what the variants differ by besides it', () => {
    const bulbs = readRows(LIGHTS).filter((p) => p.name === 'LED лампа A60 E27 Lumiq');
    expect(bulbs.map((p) => [p.code, p.color, p.sizes.map((s) => s.size).join()])).toContainEqual([
      'BL-12-3K',
      '3000K (тепле)',
      '12 Вт',
    ]);
  });

  it('answers a power said as customers say it ("ват") in the warm light, a maker\'s word ("світло") naming nothing', async () => {
    const reply = (await shopOf(LIGHTS).talk('лампочки е27 на 12 ват тепле світло є?')).text;
    expect(reply).toContain('A60');
    expect(reply).toMatch(/12 Вт, на жаль, зараз немає/u);
    expect(reply).not.toContain('Dome');
  });

  it('counts "10 лампочок" as pieces, no «… 10 Вт» named by the number', async () => {
    const reply = (await shopOf(LIGHTS).talk('10 лампочок е27 по 9 ват скільки?')).text;
    expect(reply).toContain('850 грн');
    expect(reply).not.toContain('3450');
  });

  it("browses the shop's own category of one word, not a lamp the word is a diminutive of", async () => {
    const reply = (await shopOf(LIGHTS).talk('лампочки які є?')).text;
    expect(reply).toContain('A60');
    expect(reply).toContain('SM-RGB');
    expect(reply).not.toContain('1490');
    const garlands = (await shopOf(LIGHTS).talk('що є з гірлянд?')).text;
    expect(garlands).toContain('GC-WW');
    expect(garlands).toContain('GB-3');
  });

  it('reads a kind of two words ("night lights") whole, not a maker named by one of them', async () => {
    const reply = (await shopOf(LIGHTS).talk('any night lights?')).text;
    expect(reply).toContain('Нічник');
    expect(reply).not.toContain('Гірлянда');
  });

  it('names a model by a short Latin compound ("Wi-Fi") beside another in one message', async () => {
    const reply = (await shopOf(LIGHTS).talk('I would like 2 amber Edison bulbs and the smart Wi-Fi bulb')).text;
    expect(reply).toContain('675 UAH');
  });

  it('takes a size with a colour word ("тепле біле") as the size, with its count', async () => {
    const reply = (await shopOf(LIGHTS).talk('дві гірлянди штори тепле біле, скільки за дві?')).text;
    expect(reply).toContain('1120 грн');
    expect(reply).not.toMatch(/у такому кольорі/u);
  });

  it('names each of several items by the size its own part says, each one of several alike', async () => {
    const reply = (await shopOf(LIGHTS).talk('нічник 15 см и гирлянда шарики 3 м — сколько всего?')).text;
    expect(reply).toContain('940 грн');
  });

  it('hands over a discount on a condition of buying, its count no size', async () => {
    const reply = (await shopOf(LIGHTS).talk('do you give a discount if I buy 20 bulbs?')).text;
    expect(reply).not.toContain('740');
    expect(reply).toMatch(/discount/u);
  });

  it('moves to the product of the power said in the colour chosen, and counts it', async () => {
    const reply = (
      await shopOf(LIGHTS).talk(
        'лампочки е27 на 12 ват тепле світло є?',
        'а на 15 ват тепле?',
        'а 5 штук скільки буде?',
      )
    ).text;
    expect(reply).toContain('BL-15-3K');
    expect(reply).toContain('725 грн');
  });

  it('hands over an installation asked with the product named', async () => {
    const reply = await shopOf(LIGHTS).talk('а можна змонтувати бра у Львові? у вас є електрик?');
    expect(reply.text).not.toContain('780');
    expect(reply.text).toMatch(/перепит|уточн/u);
  });
});

describe('a baking-supplies shop', () => {
  it('reads a product per colour named by it after a comma as one model in colours', async () => {
    const reply = (await shopOf(BAKING).talk('форма бундт бордова є?')).text;
    expect(reply).toMatch(/немає/u);
    expect(reply).toContain('SM-BND-GR');
    expect((await shopOf(BAKING).talk('форму бундт почому?')).text).toContain('335 грн');
  });

  it('reads a tip\'s number and letter typed in Cyrillic ("2д") and a number sign, never a code', async () => {
    const shop = shopOf(BAKING);
    expect((await shop.talk('насадка 2д є?')).text).toMatch(/№2D[^.]*немає/u);
    const tip = (await shop.talk('насадка №104 є?')).text;
    expect(tip).toContain('96 грн');
    expect(tip).not.toMatch(/артикулом 104/u);
  });

  it('names chocolate in English ("white chocolate") through the word its name has', async () => {
    const reply = (await shopOf(BAKING).talk('how much for 2 packs of white chocolate 1 kg?')).text;
    expect(reply).toContain('1580 UAH');
  });

  it('takes a figure glued to letters for a mark, neither a model\'s own figure nor one said ("W2", "6in1")', async () => {
    const shop = shopOf([
      ['Артикул', 'Назва', 'Ціна', 'Залишок'],
      ['TM-1000', 'Корм Tetra TetraMin пластівці 1 л', 1045, 2],
      ['TM-100', 'Корм Tetra TetraMin пластівці 100 мл', 189, 5],
      ['TT-6', 'Тест-смужки Tetra Test 6in1 (25 шт)', 410, 3],
    ]);
    const reply = (await shop.talk('How much is the Tetra 6in1 test?')).text;
    expect(reply).toContain('410 UAH');
    expect(reply).not.toContain('1045');
  });

  it('sums two items whose sizes have a decimal comma ("2,5 кг + мішки 41 см")', async () => {
    const reply = (await shopOf(BAKING).talk('шоколад чорний 2,5 кг + мішки 41 см, скільки разом?')).text;
    expect(reply).toContain('1915 грн');
    expect(reply).not.toMatch(/у такому кольорі/u);
  });

  it('browses a size with a product of no sizes whose name has it', async () => {
    const reply = (await shopOf(BAKING).talk('що є по 500 г?')).text;
    expect(reply).toContain('CR-FND');
    expect(reply).toContain('375');
  });

  it('hands over a wholesale price of several models without asking which', async () => {
    const reply = (await shopOf(BAKING).talk('на опт від 10 кг шоколаду яка ціна?')).text;
    expect(reply).not.toMatch(/про яку модель/u);
    expect(reply).toMatch(/знижку|уточн/u);
  });
});

describe('codes of letters and counted pieces', () => {
  const CLEANING: Cell[][] = [
    ['Артикул', 'Назва', 'Аромат', 'Розмір', 'Ціна', 'Залишок'],
    ['AT-AP-CT', 'Універсальний спрей-очищувач Attitude', 'цитрус', '800 мл', 259, 4],
    ['AT-AP-LV', 'Універсальний спрей-очищувач Attitude', 'лаванда', '800 мл', 259, 0],
    ['CO-SP-200', 'Мило господарське натуральне 72%, 200 г', '', '', 39, 20],
    ['FR-GC-15', 'Гель для прання Frosch', '', '5 л', 599, 3],
  ];

  it('answers the code the products of a model share ("at-ap" of AT-AP-CT, AT-AP-LV) with the whole model', async () => {
    const reply = (await shopOf(CLEANING).talk('at-ap скільки коштує?')).text;
    expect(reply).toContain('AT-AP-CT');
    expect(reply).toContain('AT-AP-LV');
    expect(reply).toContain('259 грн');
  });

  it('reads a code of capitals as no English ("AT-AP-CT є?" is answered in Ukrainian)', async () => {
    const reply = (await shopOf(CLEANING).talk('AT-AP-CT є?')).text;
    expect(reply).toMatch(/Ціна — 259 грн/u);
  });

  it('counts pieces of soap ("5 шматків"), no size of 5 л', async () => {
    const reply = (await shopOf(CLEANING).talk('5 шматків мила скільки?')).text;
    expect(reply).toContain('195 грн');
    expect(reply).not.toContain('5 л');
  });
});
