// A shop of fishing tackle (issue 46/48, a kind the assistant was not tuned on): a PrestaShop
// products-with-combinations export in one sheet, where a product row (name, base price, features)
// is followed by combination rows that name only its 'Product ID', their attributes and values
// ("Довжина:select:0|Тест:select:1" / "2,1 м:0|5-25 г:1", the shop's list separator '|' beside its
// decimal commas), their own 'Reference' and their 'Impact on price' over the base price — through
// the import, the catalogue, the retriever and the offline draft. Each case is a general cause the
// first run of eval/tuning-shops/fishing found.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { latinKey } from '../src/modules/agent/language/latin';
import { colourNamed, sameSize } from '../src/modules/agent/retrieve/catalogue';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { withoutDeliveryDetails } from '../src/lib/order-fields';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'Product ID',
  'Name *',
  'Categories (x,y,z...)',
  'Price tax included',
  'Wholesale price',
  'Reference #',
  'Manufacturer',
  'Quantity',
  'Short description',
  'Feature(Name:Value:Position)',
  'Attribute (Name:Type:Position)*',
  'Value (Value:Position)*',
  'Supplier reference',
  'Reference',
  'EAN13',
  'Impact on price',
];
/** A product row: [id, name, category, base price, code, quantity, features]. */
const product = (id: string, name: string, price: number, code: string, quantity: number, features = ''): Cell[] => [
  id,
  name,
  'Рибалка|Снасті',
  `${price}.000000`,
  `${Math.round(price / 2)}.000000`,
  code,
  'Kalyna Tackle',
  String(quantity),
  '<p>Опис.</p>',
  features,
  '',
  '',
  '',
  '',
  '',
  '',
];
/** A combination row: [product id, attributes, values, own code, impact, quantity]. */
const combination = (id: string, attributes: string, values: string, code: string, impact: string, left: number) =>
  [id, '', '', '', '', '', '', String(left), '', '', attributes, values, '', code, '4820000000000', impact] as Cell[];

const ROD = 'Довжина:select:0|Тест:select:1';
const FISHING: Cell[][] = [
  HEADER,
  product('101', 'Спінінг Kalyna Stream', 1890, 'KT-STREAM', 6, 'Матеріал бланка:Карбон IM8:0|Стрій:Швидкий:1'),
  combination('101', ROD, '2,1 м:0|5-25 г:1', 'KT-STREAM-21', '0.000000', 4),
  combination('101', ROD, '2,4 м:0|5-25 г:1', 'KT-STREAM-24', '200.000000', 2),
  combination('101', ROD, '2,4 м:0|10-40 г:1', 'KT-STREAM-24H', '260.000000', 0),
  product('102', 'Спінінг Dnipro Jig Pro', 2650, 'DR-JIG', 4),
  combination('102', ROD, '2,1 м:0|3-15 г:1', 'DR-JIG-21', '0.000000', 3),
  combination('102', ROD, '2,4 м:0|7-35 г:1', 'DR-JIG-24', '140.000000', 1),
  product('107', 'Шнур плетений Kalyna Braid X4, 150 м', 415, 'KT-BRAID4', 2),
  combination('107', 'Діаметр:select:0', '0,20 мм:0', 'KT-BRAID4-20', '20.000000', 2),
  product('106', 'Волосінь монофільна Riverline Mono', 189, 'RL-MONO', 12),
  combination('106', 'Діаметр:select:0|Намотка:select:1', '0,20 мм:0|150 м:1', 'RL-MONO-20-150', '0.000000', 7),
  combination('106', 'Діаметр:select:0|Намотка:select:1', '0,20 мм:0|100 м:1', 'RL-MONO-20-100', '-44.000000', 5),
  combination('106', 'Діаметр:select:0|Намотка:select:1', '0,25 мм:0|100 м:1', 'RL-MONO-25-100', '-34.000000', 0),
  product('108', 'Гачки Kaizen Chinu, 10 шт', 89, 'KZ-CHINU', 21),
  combination('108', 'Номер:select:0', '№6:0', 'KZ-CHINU-6', '0.000000', 12),
  combination('108', 'Номер:select:0', '№8:0', 'KZ-CHINU-8', '0.000000', 9),
  product('109', 'Блешня обертова Vortex Aglia', 119, 'VX-AGLIA', 8),
  combination('109', 'Розмір:select:0|Колір:color:1', '№3:0|Срібло:1', 'VX-AGLIA-3S', '16.000000', 4),
  combination('109', 'Розмір:select:0|Колір:color:1', '№3:0|Мідь:1', 'VX-AGLIA-3C', '16.000000', 0),
  product('115', 'Вейдерси дихаючі Riverline Breath', 3450, 'RL-WADE', 5),
  combination('115', 'Розмір взуття:select:0', '40-41:0', 'RL-WADE-4041', '0.000000', 2),
  combination('115', 'Розмір взуття:select:0', '44-45:0', 'RL-WADE-4445', '0.000000', 3),
  product('116', 'Вейдерси неопренові Dnipro Neo 4 мм', 2890, 'DN-NEO', 0),
  combination('116', 'Розмір взуття:select:0', '43:0', 'DN-NEO-43', '0.000000', 0),
  combination('116', 'Розмір взуття:select:0', '44:0', 'DN-NEO-44', '0.000000', 0),
  product('112', 'Підсак складаний Kalyna Fold', 690, 'KT-NET2', 3),
];

beforeAll(() => loadDictionaries());

describe('a PrestaShop export of products and their combinations in one sheet', () => {
  it("prices each combination as the product's base price plus its impact, said nowhere as a sum", () => {
    const facts = factsOf(FISHING);
    const mono = facts.find((p) => p.code === 'RL-MONO')!;
    expect(mono.sizes.map((s) => [s.size, s.price ?? mono.price, s.quantity, s.sku])).toEqual([
      ['0,20 мм · 150 м', 189, 7, 'RL-MONO-20-150'],
      ['0,20 мм · 100 м', 145, 5, 'RL-MONO-20-100'],
      ['0,25 мм · 100 м', 155, 0, 'RL-MONO-25-100'],
    ]);
    const rod = facts.find((p) => p.code === 'KT-STREAM')!;
    expect(rod.sizes.map((s) => [s.size, s.price ?? rod.price])).toEqual([
      ['2,1 м · 5-25 г', 1890],
      ['2,4 м · 5-25 г', 2090],
      ['2,4 м · 10-40 г', 2150],
    ]);
    // The product row is the model, no product of its own; its features are characteristics.
    expect(facts.filter((p) => p.code === 'KT-STREAM')).toHaveLength(1);
    expect(rod.details).toContainEqual({ label: 'Стрій', value: 'Швидкий' });
    // A colour attribute is the variant's colour; a product without combinations keeps its own count.
    expect(facts.filter((p) => p.code === 'VX-AGLIA').map((p) => p.colour)).toEqual(['Срібло', 'Мідь']);
    expect(facts.find((p) => p.code === 'KT-NET2')).toMatchObject({ price: 690 });
  });

  it("reads the list separator the shop chose: ',' with decimal points as well as '|' with decimal commas", () => {
    const comma = FISHING.map((row, i) =>
      i === 0
        ? row
        : row.map((c, j) =>
            j === 10 || j === 11
              ? String(c)
                  .replace(/(\d),(\d)/g, '$1.$2')
                  .replace(/\|/g, ',')
              : c,
          ),
    );
    const rod = factsOf(comma).find((p) => p.code === 'KT-STREAM')!;
    expect(rod.sizes.map((s) => s.size)).toEqual(['2.1 м · 5-25 г', '2.4 м · 5-25 г', '2.4 м · 10-40 г']);
  });
});

describe('what a customer writes in a fishing shop', () => {
  it('tells two combinations of one label apart by the figures after it', async () => {
    expect(sameSize('2,4 м · 5-25 г', '2,4 м · 10-40 г')).toBe(false);
    expect(sameSize('2,4 м · 5-25 г', '2,4 м')).toBe(true);
    const { talk } = shopOf(FISHING);
    const heavy = await talk('спінінг стрім 2,4 з тестом 10-40 є?');
    expect(heavy.text).toMatch(/немає/);
    expect(heavy.text).toMatch(/5-25/);
    const line = await talk('леска ріверлайн 0,25 на 100 м є?');
    expect(line.text).toMatch(/немає/);
  });

  it("takes no product from an order's delivery details, and no code's digits for a phone", () => {
    expect(withoutDeliveryDetails('беру. Олег Бондар, 0671234567, Дніпро, НП 12')).not.toMatch(/Дніпро|Олег|067|НП/);
    expect(withoutDeliveryDetails('KL-1204-160230 скільки коштує?')).toBe('KL-1204-160230 скільки коштує?');
    expect(withoutDeliveryDetails('спінінг Dnipro Jig є?')).toBe('спінінг Dnipro Jig є?');
  });

  it('reads a number after a number sign as no count', async () => {
    expect(countsIn('гачки №8, скільки?')).toEqual([]);
    expect(countsIn('3 пачки гачків №6 скільки?')).toEqual([{ count: 3, word: 0 }]);
    const { talk } = shopOf(FISHING);
    const hooks = await talk('гачки №8 скільки?');
    expect(hooks.text).toMatch(/89/);
    expect(hooks.text).not.toMatch(/712/);
  });

  it('lists the models a word of their names shares when asked "які … є?"', async () => {
    const { talk } = shopOf(FISHING);
    const rods = await talk('які спінінги у вас є?');
    expect(rods.text).toMatch(/Stream/);
    expect(rods.text).toMatch(/Jig/);
    expect(rods.text).not.toMatch(/про яку модель/);
    // The variants' axis asked is no browse.
    expect((await talk('які довжини є у спінінга днепр джиг?')).text).not.toMatch(/Stream/);
  });

  it('reads a size with either decimal mark, and "леска" as the line (not the braid of the same diameter)', async () => {
    const { talk } = shopOf(FISHING);
    expect((await talk("what's the price of DR-JIG 2.4 m?")).text).toMatch(/2790/);
    const line = await talk('леска 0,20 є?');
    expect(line.text).toMatch(/Riverline Mono/);
    expect(line.text).not.toMatch(/Braid/);
  });

  it('gives a count said with its unit after an item to that item, not to the one named after it', async () => {
    const { talk } = shopOf(FISHING);
    const sum = await talk('леска 0,20 є?', 'а на 150 м скільки?', 'і гачки №8 дві пачки, скільки разом з волосінню?');
    expect(sum.text).toMatch(/2 × 89 грн/);
    expect(sum.text).toMatch(/= 367 грн/);
  });

  it('hands over a restock date asked with a size', async () => {
    const { talk } = shopOf(FISHING);
    const when = await talk('а коли будуть неопренові вейдерси 43?');
    expect(when.text).not.toMatch(/2890/);
    expect(when.text).toMatch(/колег|уточн/);
  });

  it('names a colour by a short word of its own and its adjective ("Мідь": "мідна")', async () => {
    expect(colourNamed('Мідь', 'а мідна є?')).toBe(true);
    expect(colourNamed('Мідь', 'а міді є?')).toBe(false);
    expect(colourNamed('синій', 'что есть на 122-128? сыну 7 лет')).toBe(false);
    const { talk } = shopOf(FISHING);
    const copper = await talk('блешня аглія №3 мідь є?');
    expect(copper.text).toMatch(/немає/);
  });

  it('hears an English word\'s final "ow" as "оу"', () => {
    expect(latinKey('мінноу')).toBe(latinKey('Minnow'));
    expect(latinKey('шоу')).toBe(latinKey('show'));
  });
});
