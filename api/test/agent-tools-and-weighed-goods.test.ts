// Shops of tools and of tea and sweets: stock exports that group variants by a handle with SKUs of
// their own (Loyverse, Shopify), 1C's two code columns, kits said by their own words, goods priced
// per kilogram, a maker's model mark quoted as a code (src/modules/knowledge/import/,
// src/modules/agent/understand/kit-sizes.ts, answer/lengths.ts, retrieve/catalogue.ts).
import { findHeaderRow, ProductCollector, type Cell, type ParsedProduct } from '../src/modules/knowledge/import/rows';
import { mapColumns } from '../src/modules/knowledge/import/columns';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { kitSizeSaid } from '../src/modules/agent/understand/kit-sizes';
import { soldByWeight, weightsIn } from '../src/modules/agent/answer/lengths';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { productFact } from './fixtures/product-fact';
import { offlineDrafter } from './fixtures/offline-draft';

beforeAll(() => loadDictionaries());

function read(rows: Cell[][]): ParsedProduct[] {
  const header = findHeaderRow(rows)!;
  const collector = new ProductCollector(header, rows[header.index]);
  rows.slice(header.index + 1).forEach((row, i) => collector.add(row, i + 1));
  return collector.result().products;
}

const line = (p: ParsedProduct) =>
  `${p.code} «${p.name}»: ${p.sizes.map((s) => `${s.size}=${s.quantity}${s.sku ? `@${s.sku}` : ''}${s.price ? ` ${s.price}` : ''}`).join(', ')}`;

describe("a Loyverse export: a handle's variants with SKUs of their own", () => {
  const HEADER = ['Handle', 'SKU', 'Name', 'Category', 'Option 1 name', 'Option 1 value', 'Cost', 'Price', 'In stock'];
  const products = read([
    HEADER,
    [
      'dnipro-m-cd218q',
      10021,
      'Шуруповерт Dnipro-M CD-218Q',
      'Акумуляторний',
      'Комплектація',
      'без АКБ і ЗП',
      1630,
      2190,
      4,
    ],
    [
      'dnipro-m-cd218q',
      10022,
      'Шуруповерт Dnipro-M CD-218Q',
      'Акумуляторний',
      'Комплектація',
      '1 АКБ 2 Ач + ЗП',
      2400,
      3290,
      0,
    ],
    [
      'dnipro-m-cd218q',
      10023,
      'Шуруповерт Dnipro-M CD-218Q',
      'Акумуляторний',
      'Комплектація',
      '2 АКБ 4 Ач + ЗП, кейс',
      3300,
      4590,
      2,
    ],
    ['bosch-gsb13', 10041, 'Дриль ударний Bosch GSB 13 RE', 'Мережевий', '', '', 1700, 2350, 3],
  ]);

  it('makes one product of the handle in its first SKU, each kit a size with its own SKU and price', () => {
    expect(products.map(line)).toEqual([
      '10021 «Шуруповерт Dnipro-M CD-218Q»: без АКБ і ЗП=4, 1 АКБ 2 Ач + ЗП=0@10022 3290, 2 АКБ 4 Ач + ЗП, кейс=2@10023 4590',
      '10041 «Дриль ударний Bosch GSB 13 RE»: ',
    ]);
  });
});

describe("a 1C export with 'Код' and 'Артикул'", () => {
  it("quotes the article, not the accounting system's number", () => {
    const map = mapColumns(['Код', 'Артикул', 'Номенклатура', 'Ціна роздрібна, грн', 'Залишок']);
    expect(map.code).toBe(1);
    // Alone, 'Код' is still the code.
    expect(mapColumns(['Код', 'Назва', 'Ціна']).code).toBe(0);
  });
});

describe('a kit said by the words only it has', () => {
  const kits = ['без АКБ і ЗП', '1 АКБ 2 Ач + ЗП', '2 АКБ 4 Ач + ЗП'];
  it('reads the battery, the bare tool and the blade size, in Ukrainian and English', () => {
    expect(kitSizeSaid('cd218q на 2 акб 4Ач скільки?', kits)).toBe('2 АКБ 4 Ач + ЗП');
    expect(kitSizeSaid('is the dnipro drill with the 2 Ah battery in stock?', kits)).toBe('1 АКБ 2 Ач + ЗП');
    expect(kitSizeSaid('шуруповерт без акумулятора', kits)).toBe('без АКБ і ЗП');
    expect(kitSizeSaid('I need 2 of them, body only', kits)).toBe('без АКБ і ЗП');
    expect(kitSizeSaid('диск 190 є?', ['160×20 мм, 24 зуб.', '190×30 мм, 48 зуб.'])).toBe('190×30 мм, 48 зуб.');
  });

  it('says nothing of a count, of words every kit has, or of ages two sizes share', () => {
    expect(kitSizeSaid('шуруповерт 2 шт', kits)).toBeNull();
    expect(kitSizeSaid('шуруповерт з акб', kits)).toBeNull();
    expect(kitSizeSaid('на 3 роки', ['2-3 роки', '3-4 роки', '5-6 років'])).toBeNull();
  });
});

describe('goods priced per kilogram', () => {
  it('reads weights in grams and kilograms, in figures and words', () => {
    expect(weightsIn('пів кіло рахат лукуму').map((w) => w.kg)).toEqual([0.5]);
    expect(weightsIn('300 грам').map((w) => w.kg)).toEqual([0.3]);
    expect(weightsIn('два кіло і 1,5 кг').map((w) => w.kg)).toEqual([2, 1.5]);
    expect(weightsIn('half a kilo please').map((w) => w.kg)).toEqual([0.5]);
  });

  it('knows them by the name or by the unit column', () => {
    expect(soldByWeight({ name: 'Рахат-лукум асорті (ваговий)' })).toBe(true);
    expect(soldByWeight({ name: 'Цукерки', variants: [{ details: [{ label: 'Од. вим.', value: 'кг' }] }] })).toBe(true);
    expect(soldByWeight({ name: 'Цукерки', variants: [{ details: [{ label: 'Од. вим.', value: 'шт' }] }] })).toBe(
      false,
    );
  });
});

/** A product with a price per size. */
const priced = (code: string, name: string, sizes: Array<[string, number, number]>): ProductFact => ({
  ...productFact(code, name, '', [], sizes[0][2]),
  sizes: sizes.map(([size, quantity, price]) => ({ size, quantity, price })),
});

describe('drafts for a tools and a tea shop', () => {
  const tools = new CatalogueIndex([
    priced('10021', 'Шуруповерт акумуляторний Dnipro-M CD-218Q', [
      ['без АКБ і ЗП', 4, 2190],
      ['1 АКБ 2 Ач + ЗП', 0, 3290],
      ['2 АКБ 4 Ач + ЗП', 2, 4590],
    ]),
    priced('10061', 'Акумулятор Makita BL18 LXT 18V', [
      ['4 Ач', 1, 3640],
      ['5 Ач', 1, 4180],
    ]),
    priced('10121', 'Рулетка Stanley FatMax', [
      ['5 м', 6, 540],
      ['10 м', 2, 930],
    ]),
    priced('10131', 'Рукавиці робочі з нітриловим покриттям', [
      ['8', 20, 65],
      ['9', 3, 65],
      ['10', 15, 65],
    ]),
    priced('10091', 'Бур SDS-plus Bosch S3', [
      ['6 мм', 15, 89],
      ['10 мм', 0, 118],
      ['12 мм', 4, 149],
    ]),
  ]);
  const draftTools = offlineDrafter(tools);

  it("finds a model by its maker's mark and its kit by its words", async () => {
    const { text } = await draftTools('cd218q на 2 акб 4Ач скільки?');
    expect(text).toContain('4590');
    expect(text).not.toContain('3640');
  });

  it('does not take "5 м" of a tape for the battery\'s "5 Ач", nor "10 розмір" for a drill\'s "10 мм"', async () => {
    const tape = await draftTools('2 рулетки по 10 м скільки?');
    expect(tape.text).toContain('1860');
    expect(tape.text).not.toMatch(/10 мм|5 Ач/);
    const gloves = await draftTools('рукавиці 10 розмір 5 пар скільки?');
    expect(gloves.text).toContain('325');
    expect(gloves.text).not.toContain('10 мм');
  });

  it('sums one of each size said ("по одному")', async () => {
    const { text } = await draftTools('бури 6 і 12 мм по одному скільки?');
    expect(text).toContain('238');
  });

  const tea = new CatalogueIndex([
    priced('GT-012', 'Чай зелений Сенча (Японія)', [
      ['50 г', 12, 145],
      ['100 г', 6, 275],
    ]),
    priced('OL-024', 'Улун молочний Най Сян', [
      ['50 г', 0, 165],
      ['100 г', 4, 310],
    ]),
    { ...productFact('SW-065', 'Рахат-лукум асорті (ваговий)', '', [['', 3]], 480) },
    { ...productFact('PU-007-357', 'Пуер шу (Юньнань)', 'млинець 357 г', [['', 2]], 1290) },
  ]);
  const draftTea = offlineDrafter(tea);

  it('prices a weight of goods sold by the kilogram, and says the price is per kilogram', async () => {
    const { text } = await draftTea('пів кіло рахат лукуму скільки буде?');
    expect(text).toContain('за кг');
    expect(text).toContain('240');
    // A weight said in a shop that sells by weight is no one's body weight: no size advice.
    expect((await draftTea('2 кг лукуму є? скільки буде?')).text).not.toMatch(/XS|розмірною сіткою/);
  });

  it("reads a colour word of the model's own name as its name, and browses a kind its name's colour says", async () => {
    const milky = await draftTea('молочний улунчик почому?');
    expect(milky.text).toContain('310');
    expect(milky.text).not.toMatch(/кольор/);
    const green = await draftTea('який у вас є зелений чай?');
    expect(green.text).toContain('Сенча');
    expect(green.text).not.toContain('Улун');
  });

  it('finds a code whose last part is a pack the customer leaves out ("PU-007" of PU-007-357)', async () => {
    expect((await draftTea('price of PU-007?')).text).toContain('1290');
  });

  it('reads "5 пар" after a size word as a count', () => {
    expect(countsIn('рукавиці 10 розмір 5 пар скільки?').map((c) => c.count)).toEqual([5]);
  });
});
