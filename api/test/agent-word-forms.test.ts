// Words and names of a shop of printer supplies and wedding accessories (an Amazon-like flat file):
// a word of the language is no typo of another word a name has, a Russian cognate and a word's own
// forms still name it, one kind word naming several models by their heads browses them, a maker's
// name heard in Cyrillic finds it, and the flat file's bullet points are description (issue 46).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'item_sku',
  'item_name',
  'standard_price',
  'quantity',
  'color_name',
  'color_map',
  'bullet_point1',
  'bullet_point2',
];
const row = (sku: string, name: string, price: number, quantity: number, colour = '', bullets = ['', '']): Cell[] => [
  sku,
  name,
  price,
  quantity,
  colour,
  colour ? 'Black' : '',
  ...bullets,
];
const SHOP: Cell[][] = [
  HEADER,
  row('PL-PEI-235', 'Пластина PEI магнітна 235 мм', 760, 4),
  row('ST-GT-1', 'Стійка для гітари складна', 690, 3),
  row('BL-LX-12', 'Кулька латексна 12" пастель', 35, 200),
  row('VL-L', "Фата весільна довга 3 м, м'який фатин", 1450, 2),
  row('VL-S', 'Фата коротка на гребені', 890, 3),
  row('VL-M', 'Фата мереживна «Соломія»', 2350, 1),
  row('SNL-S2', 'Сушарка для філаменту SUNLU S2', 2390, 2, '', [
    'Сушіння філаменту до 70 °C з таймером.',
    'Матеріал: Пластик ABS',
  ]),
  row('PLA-BK', 'Філамент PLA+ 1.75 мм', 629, 10, 'чорний'),
  row('GT-L', "Підв'язка нареченої мереживна", 420, 6),
  row('RB-S', 'Халат нареченої атласний', 1340, 2),
  row('RB-M', 'Халат для подружки нареченої', 990, 5),
];

beforeAll(() => loadDictionaries());

describe('words of the language and the names of the shop', () => {
  it('reads "пластик" as no «Пластина», yet a Russian cognate and a word\'s forms name theirs', async () => {
    const { talk } = shopOf(SHOP);
    expect((await talk('пластик є?')).text).not.toMatch(/PEI|760/);
    expect((await talk('пластина pei є?')).text).toMatch(/760/);
    expect((await talk('сколько стоит стойка для гитары?')).text).toMatch(/690/);
    expect((await talk('10 кульок пастель скільки буде?')).text).toMatch(/350/);
  });

  it("finds a word written with an apostrophe by its Russian cognate ('подвязка' of «Підв'язка»)", async () => {
    const { talk } = shopOf(SHOP);
    expect((await talk('подвязка сколько стоит?')).text).toMatch(/420/);
  });

  it('prefers the name that has the words said side by side, in their order', async () => {
    const { talk } = shopOf(SHOP);
    const bride = await talk('халат нареченої скільки?');
    expect(bride.text).toMatch(/1340/);
    expect(bride.text).not.toMatch(/990/);
    expect((await talk('халат для подружки скільки?')).text).toMatch(/990/);
  });

  it('browses the models one kind word names by their heads ("які фати є?")', async () => {
    const { talk } = shopOf(SHOP);
    const veils = await talk('які фати є?');
    for (const price of [/1450/, /890/, /2350/]) expect(veils.text).toMatch(price);
    // Two words name the one.
    expect((await talk('фата коротка скільки?')).text).not.toMatch(/1450|2350/);
  });

  it("finds a maker's name as heard in Cyrillic ('санлу' of SUNLU)", async () => {
    const { talk } = shopOf(SHOP);
    expect((await talk('сушилка санлу почем?')).text).toMatch(/2390/);
  });
});

describe('a number of a name', () => {
  it('reads "на Ender-3" as no size "3 кг", and "3 кг" as the size', () => {
    const catalogue = new CatalogueIndex(
      factsOf([
        ['Артикул', 'Назва', 'Розмір', 'Ціна', 'Кількість'],
        ['PLA-1', 'Філамент PLA', '1 кг', 629, 5],
        ['PLA-3', 'Філамент PLA', '3 кг', 1740, 2],
      ]),
    );
    expect(catalogue.sizesIn('пластина на Ender-3 V2 яка?')).toEqual([]);
    expect(catalogue.sizesIn('pla 3 кг є?')).toEqual(['3 кг']);
  });
});

describe("the flat file's columns", () => {
  it("reads bullet points as the description and keeps Amazon's colour family out of the details", () => {
    const facts = factsOf(SHOP);
    const dryer = facts.find((p) => p.code === 'SNL-S2');
    expect(dryer?.description).toMatch(/таймером/);
    expect(dryer?.description).toMatch(/Матеріал: Пластик ABS/);
    expect(JSON.stringify(dryer?.details ?? [])).not.toMatch(/bullet/i);
    const pla = facts.find((p) => p.code === 'PLA-BK');
    expect(JSON.stringify(pla?.details ?? [])).not.toMatch(/color_map|Black/i);
  });
});
