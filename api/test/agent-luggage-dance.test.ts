// Shops of kinds no set had (issue 46): luggage exported from a CRM with one SKU per colour and size
// and no column for the model's code, sizes said in words and dimensions, a price and a weight per
// size; kids' dance and sports wear as a Shopify-like variants export ("Black / 128": colour /
// height), a chest girth per variant, a price that changes with height — through the import, the
// catalogue, the dialogue state, the retriever and the offline draft. Each case is a general cause
// a first run of such a shop found.
import { type Cell, type ParsedProduct } from '../src/modules/knowledge/import/rows';
import { gatherVariantCodes } from '../src/modules/knowledge/import/variant-codes';
import { fieldOfHeader, mapColumns } from '../src/modules/knowledge/import/columns';
import { sizeCellLabel, sizeSpelling } from '../src/modules/knowledge';
import { sameSize } from '../src/modules/agent/retrieve/catalogue';
import { sizesFit } from '../src/modules/agent/answer/sizes';
import { sizeLabel } from '../src/modules/agent/answer/reply';
import { advisedSize } from '../src/modules/agent/state/read-turn';
import { intentsIn } from '../src/modules/agent/understand/query';
import { sizeConceptsIn } from '../src/modules/agent/language/size-words';
import { wordsReader } from '../src/modules/agent/retrieve/order-items';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { factsOf, shopOf } from './agent-shop';

const SIZES: Array<[string, string, number, number, string, string]> = [
  ['S', 'S / ручна поклажа, 55×40×20 см', 2890, 1460, '38', '2,6'],
  ['M', 'M / середня, 65×45×26 см', 3490, 1760, '68', '3,4'],
  ['L', 'L / велика, 75×50×30 см', 3990, 1980, '98', '4,2'],
];
const LUGGAGE_HEADER = [
  'SKU',
  'Назва',
  'Колір',
  'Розмір',
  "Об'єм, л",
  'Вага, кг',
  'Ціна продажу, грн',
  'Закупівельна ціна, грн',
  'Залишок, шт',
];
const suitcase = (colour: string, suffix: string, soldOut: string[]) =>
  SIZES.map(([s, cell, price, cost, volume, weight]) => [
    `TRV-210-${suffix}-${s}`,
    'Валіза на колесах Voyager',
    colour,
    cell,
    volume,
    weight,
    `${price},00`,
    `${cost},00`,
    soldOut.includes(s) ? 0 : 2,
  ]);
const LUGGAGE: Cell[][] = [
  LUGGAGE_HEADER,
  ...suitcase('чорний', 'BK', []),
  ...suitcase('синій', 'BL', ['L']),
  ['TRV-400', 'Комплект валіз Voyager 3 шт (S + M + L)', 'чорний', '', '', '10,2', '8990,00', '4700,00', 2],
  ['DF-110-BK-40', 'Сумка дорожня складна', 'чорний', '40 л, 50×30×27 см', '40', '0,5', '890,00', '420,00', 3],
  ['DF-110-BK-60', 'Сумка дорожня складна', 'чорний', '60 л, 60×33×30 см', '60', '0,7', '1090,00', '530,00', 1],
  ['BP-520-GR', 'Рюкзак для ручної поклажі 40×20×25 см', 'сірий', '', '20', '0,6', '1290,00', '590,00', 3],
  ['SC-50', 'Ваги для багажу електронні (до 50 кг)', 'чорний', '', '', '0,1', '350,00', '140,00', 3],
];

const DANCE_HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Type',
  'Variant Title',
  'Variant SKU',
  'Variant Price',
  'Cost per item',
  'Variant Inventory Qty',
  'Обхват грудей, см',
  'Status',
];
const CHEST: Record<number, number> = { 122: 60, 128: 64, 134: 68, 140: 72, 146: 76, 152: 80 };
const variants = (
  handle: string,
  code: string,
  title: string,
  colours: string[],
  price: (h: number) => number,
  soldOut: string[] = [],
) => {
  let first = true;
  return colours.flatMap((colour) =>
    [122, 128, 134, 140, 146, 152].map((h) => {
      const row = [
        handle,
        first ? title : '',
        first ? '<p>Склад: бавовна 92%, еластан 8%.</p>' : '',
        first ? 'Купальники' : '',
        `${colour} / ${h}`,
        `${code}-${colour.slice(0, 3).toUpperCase()}-${h}`,
        `${price(h)}.00`,
        `${Math.round(price(h) / 2)}.00`,
        soldOut.includes(`${colour} ${h}`) ? 0 : 2,
        CHEST[h],
        'active',
      ];
      first = false;
      return row;
    }),
  );
};
const DANCE: Cell[][] = [
  DANCE_HEADER,
  ...variants('leotard', 'LEO-101', 'Купальник балетний «Класика»', ['Black', 'Pink'], (h) => (h <= 128 ? 690 : 790), [
    'Black 140',
  ]),
  ...variants('chopin-skirt', 'SKT-201', 'Спідниця-шопенка шифонова', ['Black'], (h) => (h <= 128 ? 350 : 390)),
  ...variants('tracksuit', 'TRK-501', 'Костюм спортивний дитячий', ['Grey', 'Navy'], (h) => (h <= 128 ? 1190 : 1390), [
    'Grey 146',
  ]),
  ...variants('unitard', 'GYM-310', 'Комбінезон для гімнастики без рукавів', ['Navy'], (h) => (h <= 128 ? 980 : 1080)),
];

beforeAll(() => loadDictionaries());

describe('one SKU per colour and size, sizes said in words and dimensions, a price per size', () => {
  it('gathers the SKUs into the model in each colour, each size with its own price, SKU and weight', () => {
    const products = factsOf(LUGGAGE);
    const black = products.find((p) => p.code === 'TRV-210-BK')!;
    expect(black.price).toBe(2890);
    expect(black.sizes.map((s) => [s.size, s.sku, s.price ?? black.price])).toEqual([
      ['S / ручна поклажа, 55×40×20 см', 'TRV-210-BK-S', 2890],
      ['M / середня, 65×45×26 см', 'TRV-210-BK-M', 3490],
      ['L / велика, 75×50×30 см', 'TRV-210-BK-L', 3990],
    ]);
    // A characteristic that differs by size is said per size; the volume beside 'Розмір' is one.
    expect(black.details).toEqual(
      expect.arrayContaining([
        { label: 'Вага, кг', value: 'S 2,6 · M 3,4 · L 4,2' },
        { label: "Об'єм, л", value: 'S 38 · M 68 · L 98' },
      ]),
    );
    // "40 л, 50×30×27 см" is one size (its dimensions are no size of their own) of the model DF-110-BK.
    const duffel = products.find((p) => p.name === 'Сумка дорожня складна')!;
    expect(duffel.code).toBe('DF-110-BK');
    expect(duffel.sizes.map((s) => s.size)).toEqual(['40 л, 50×30×27 см', '60 л, 60×33×30 см']);
    // The purchase price is never the price.
    expect(products.every((p) => ![1460, 4700, 420].includes(p.price ?? 0))).toBe(true);
  });

  it('keeps each size’s own description with its size, and one given once as the model’s', () => {
    const item = (code: string, size: string, price: number, description: string): ParsedProduct => ({
      code,
      name: 'Чохол для валізи',
      color: 'чорний',
      price,
      material: '',
      lining: '',
      description,
      category: '',
      audience: '',
      sizes: [{ size, quantity: 1 }],
      quantity: null,
    });
    const [cover] = gatherVariantCodes([
      item('CV-1-S', 'S', 390, 'Для валіз 50–55 см\nКраїна: Україна\nВага, кг: 0,2'),
      item('CV-1-M', 'M', 450, 'Для валіз 60–65 см\nКраїна: Україна\nВага, кг: 0,25'),
    ]);
    expect(cover.code).toBe('CV-1');
    expect(cover.description).toBe(
      'Для валіз 50–55 см (S)\nКраїна: Україна\nВага, кг: S 0,2 · M 0,25\nДля валіз 60–65 см (M)',
    );
    const [set] = gatherVariantCodes([item('CV-2-S', 'S', 390, 'Еластичний'), item('CV-2-M', 'M', 450, '')]);
    expect(set.description).toBe('Еластичний');
  });

  it('reads a size by its label, and fits it to each product’s own spelling', () => {
    expect(sizeCellLabel('S / ручна поклажа, 55×40×20 см')).toBe('S');
    expect(sizeCellLabel('40 л, 50×30×27 см')).toBe('40 л');
    expect(sizeCellLabel('M (для валіз 60–65 см)')).toBe('M');
    expect(sizeCellLabel('XL')).toBe('XL');
    expect(sameSize('L / велика, 75×50×30 см', 'L')).toBe(true);
    expect(sizesFit('M / середня, 65×45×26 см', 'M')).toBe(true);
    expect(sizesFit('M / середня, 65×45×26 см', 'L')).toBe(false);
    expect(sizeSpelling(['S / ручна поклажа, 55×40×20 см', 'M / середня, 65×45×26 см'], 'm')).toBe(
      'M / середня, 65×45×26 см',
    );
  });

  it('names a size by the words its cell has, in any language, and by its dimensions', () => {
    const { catalogue } = shopOf(LUGGAGE);
    expect(sizeConceptsIn('the cabin size, please')).toEqual(['cabin']);
    expect(catalogue.sizesIn('яка ціна на середню?')).toEqual(['M']);
    expect(catalogue.sizesIn('а велика синя є?')).toEqual(['L']);
    expect(catalogue.sizesIn('how much is the large one?')).toEqual(['L']);
    expect(catalogue.sizesIn('the cabin size Voyager')).toEqual(['S']);
    expect(catalogue.sizesIn('а 65 на 45 на 26 є?')).toEqual(['M']);
    expect(catalogue.sizesIn('сумка на 60 літрів')).toEqual(['60 л']);
    // A number of dimensions is no size; a word of a product's name says which product.
    expect(catalogue.sizesIn('рюкзак під ручну кладь 40х20х25')).toEqual([]);
  });

  it('answers the price, weight and volume of the size said in words', async () => {
    const shop = shopOf(LUGGAGE);
    const price = await shop.talk('яка ціна на середню валізу Voyager?');
    expect(price.text).toContain('3490');
    expect(price.ok).toBe(true);
    const weight = await shop.talk('скільки важить велика валіза Voyager?');
    // A characteristic said per size: the value of the size asked.
    expect(weight.text).toMatch(/Вага, кг: L 4,2\./);
    expect(weight.text).not.toMatch(/2,6/);
    const volume = await shop.talk('Цікавить валіза Voyager, яка ціна на середню?', 'а скільки в неї літрів?');
    expect(volume.text).toMatch(/M 68/);
  });

  it('chooses among candidates the model that has the size named', async () => {
    const d = await shopOf(LUGGAGE).talk('how much is the cabin size Voyager in black?');
    expect(d.facts.products.map((p) => p.code)).toEqual(['TRV-210-BK']);
    expect(d.text).toContain('2890');
  });

  it('keeps a size said in words for the next question and for the order', async () => {
    const shop = shopOf(LUGGAGE);
    const d = await shop.talk('how much is the Voyager suitcase in the large size?', 'is it available in blue?');
    expect(d.text).toMatch(/not available/);
    expect(
      wordsReader(shop.catalogue).sizeNamed!(
        'добре, беру синю середню',
        SIZES.map(([, cell]) => cell),
      ),
    ).toBe('M / середня, 65×45×26 см');
  });

  it('says such a size in English by its label and figures, without the shop’s Ukrainian words', () => {
    expect(sizeLabel('S / ручна поклажа, 55×40×20 см', 'en')).toBe('S (55×40×20 cm)');
    expect(sizeLabel('40 л, 50×30×27 см', 'en')).toBe('40 l (50×30×27 cm)');
    expect(sizeLabel('M (for 60-65 cm suitcases)', 'en')).toBe('M (for 60-65 cm suitcases)');
    expect(sizeLabel('S / ручна поклажа, 55×40×20 см', 'ua')).toBe('S / ручна поклажа, 55×40×20 см');
  });

  it('knows luggage scales in English', async () => {
    const d = await shopOf(LUGGAGE).talk('do you sell luggage scales?');
    expect(d.text).toContain('350');
  });
});

describe('a Shopify-like variants export sized by height, the price changing with height', () => {
  it('reads the variant title as colour / height and the body as the description', () => {
    expect(fieldOfHeader('Variant Title')).toBe('variant');
    expect(fieldOfHeader('Body (HTML)')).toBe('description');
    expect(mapColumns(DANCE_HEADER)).toMatchObject({ name: 1, description: 2, variant: 4, code: 5, price: 6 });
    const black = factsOf(DANCE).find((p) => p.code === 'LEO-101-BLA')!;
    expect(black.name).toBe('Купальник балетний «Класика»');
    expect(black.colour).toBe('Black');
    expect(black.sizes.map((s) => [s.size, s.price ?? black.price, s.quantity])).toEqual([
      ['122', 690, 2],
      ['128', 690, 2],
      ['134', 790, 2],
      ['140', 790, 0],
      ['146', 790, 2],
      ['152', 790, 2],
    ]);
    // The first row's description is the model's; the chest girth differs by height: the shop's chart.
    expect(black.details).toEqual([
      { label: 'Склад', value: 'бавовна 92%, еластан 8%.' },
      { label: 'Обхват грудей, см', value: '122 60 · 128 64 · 134 68 · 140 72 · 146 76 · 152 80' },
    ]);
  });

  it('reads a height that is one of the shop’s sizes as that size, and "… скільки?" as a price question', async () => {
    expect(intentsIn('а на ріст 146 спортивний костюм скільки?')).toContain('price');
    const d = await shopOf(DANCE).talk('а на ріст 146 спортивний костюм скільки?');
    expect(d.text).toContain('1390');
    expect(d.ok).toBe(true);
  });

  it('keeps the size the shop advised for a total of several', async () => {
    expect(advisedSize('За розмірною сіткою магазину вам підійде розмір 128. Є в наявності')).toBe('128');
    expect(advisedSize('By our size chart, size M should fit.')).toBe('M');
    expect(advisedSize('Ціна — 980 грн.')).toBeNull();
    const d = await shopOf(DANCE).talk(
      'обхват грудей 64, який розмір комбінезона для гімнастики?',
      'скільки коштує?',
      'а якщо дві штуки?',
    );
    expect(d.text).toMatch(/2 × 980 грн = 1960 грн/);
  });

  it('gives a child’s height said for one item to the next item that has it', async () => {
    const d = await shopOf(DANCE).talk(
      'купальник Класика чорний на 134 є?',
      'і шопенку чорну до нього, скільки разом?',
    );
    expect(d.text).toContain('1180');
  });
});

describe('a sum over two sizes of one model, each at its own price', () => {
  it('adds the sizes the message names ("S і M разом", "за обидві")', async () => {
    const both = await shopOf(LUGGAGE).talk('валіза Voyager чорна S і M скільки разом?');
    expect(both.facts.totals?.total).toBe(2890 + 3490);
    expect(both.text).toContain(`${2890 + 3490}`);
    expect(both.ok).toBe(true);
    const dims = await shopOf(LUGGAGE).talk('сумка дорожня 40 л і 60 л, скільки за обидві?');
    expect(dims.facts.totals?.total).toBe(890 + 1090);
    // One size named: its own price, no sum.
    expect(
      (await shopOf(LUGGAGE).talk('валіза Voyager чорна M скільки разом з доставкою?')).facts.totals,
    ).toBeUndefined();
  });
});

describe('a plain colour asked of a model in its shade', () => {
  const UNIFORM: Cell[][] = [
    ['SKU', 'Product', 'Variant', 'Price UAH', 'Stock'],
    ['JK-210-NV-134', 'Піджак шкільний класичний', 'Navy / 134', '1290', 2],
    ['JK-210-GR-134', 'Піджак шкільний класичний', 'Grey / 134', '1290', 2],
    ['TR-9-BL-134', 'Штани шкільні', 'Blue / 134', '790', 2],
    ['TR-9-NV-134', 'Штани шкільні', 'Navy / 134', '790', 2],
  ];
  it('"синій" is the navy one when the model has no plain blue, and the blue one when it has', async () => {
    const jacket = await shopOf(UNIFORM).talk('піджак синій 134 є?');
    expect(jacket.facts.products.map((p) => p.code)).toEqual(['JK-210-NV-134']);
    expect(jacket.text).not.toMatch(/немає/);
    const trousers = await shopOf(UNIFORM).talk('штани сині 134 є?');
    expect(trousers.facts.products.map((p) => p.code)).toEqual(['TR-9-BL-134']);
  });
});
