// Car tyres and wheels (a Magento 2 product CSV) and garden seeds (an Odoo variant export): kinds and
// formats the assistant was not tuned on (issue 46). Each case is a general cause the first run of
// eval/tuning-shops/tyres and seeds found, through the import, the catalogue and the offline draft.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { pairsOf } from '../src/modules/knowledge/import/magento';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { factsOf, shopOf } from './agent-shop';

/** Magento 2's export columns the import reads, among others it ignores (a real export has 89). */
const MAGENTO = [
  'sku',
  'store_view_code',
  'attribute_set_code',
  'product_type',
  'categories',
  'name',
  'description',
  'weight',
  'visibility',
  'price',
  'special_price',
  'special_price_from_date',
  'special_price_to_date',
  'additional_attributes',
  'qty',
  'is_in_stock',
  'max_cart_qty',
  'configurable_variations',
  'configurable_variation_labels',
];
type Row = Partial<Record<(typeof MAGENTO)[number], string>>;
const row = (r: Row): Cell[] => MAGENTO.map((h) => r[h as keyof Row] ?? '');
const child = (sku: string, name: string, price: number, qty: number, attributes: string): Cell[] =>
  row({
    sku,
    product_type: 'simple',
    name,
    weight: '8.400000',
    visibility: 'Not Visible Individually',
    price: `${price}.000000`,
    additional_attributes: attributes,
    qty: `${qty}.0000`,
    is_in_stock: qty > 0 ? '1' : '0',
    max_cart_qty: '10000.0000',
  });
const parent = (sku: string, name: string, category: string, variations: string, labels: string): Cell[] =>
  row({
    sku,
    product_type: 'configurable',
    categories: `Default Category/Шини,Default Category/Шини/${category}`,
    name,
    description: '<p>Опис моделі.</p>',
    visibility: 'Catalog, Search',
    qty: '0.0000',
    is_in_stock: '1',
    configurable_variations: variations,
    configurable_variation_labels: labels,
  });

const TYRES: Cell[][] = [
  MAGENTO,
  child(
    'MCH-P4P-2055516',
    'Michelin Primacy 4+-205/55 R16',
    4350,
    8,
    'cost=3480.000000,load_index=91,manufacturer=Michelin,tyre_size=205/55 R16',
  ),
  child(
    'MCH-P4P-2156016',
    'Michelin Primacy 4+-215/60 R16',
    4680,
    0,
    'cost=3740.000000,load_index=99,tyre_size=215/60 R16',
  ),
  parent(
    'MCH-P4P',
    'Michelin Primacy 4+',
    'Літні',
    'sku=MCH-P4P-2055516,tyre_size=205/55 R16|sku=MCH-P4P-2156016,tyre_size=215/60 R16',
    'tyre_size=Типорозмір',
  ),
  child(
    'HNK-K135-2254517',
    'Hankook Ventus Prime4 K135-225/45 ZR17',
    3760,
    8,
    'cost=3010.000000,tyre_size=225/45 ZR17',
  ),
  parent(
    'HNK-K135',
    'Hankook Ventus Prime4 K135',
    'Літні',
    'sku=HNK-K135-2254517,tyre_size=225/45 ZR17',
    'tyre_size=Типорозмір',
  ),
  row({
    sku: 'MCH-P4P',
    store_view_code: 'ru',
    product_type: 'configurable',
    name: 'Michelin Primacy 4+ (летние шины)',
  }),
  child('KRKZ-1398', 'Диск сталевий КрКЗ-R13 5J 4x98 ET29', 890, 20, 'cost=610.000000,wheel_size=R13 5J 4x98 ET29'),
  child(
    'KRKZ-1410',
    'Диск сталевий КрКЗ-R14 5.5J 4x100 ET35',
    1090,
    0,
    'cost=760.000000,wheel_size=R14 5.5J 4x100 ET35',
  ),
  parent(
    'KRKZ-ST',
    'Диск сталевий КрКЗ',
    'Диски',
    'sku=KRKZ-1398,wheel_size=R13 5J 4x98 ET29|sku=KRKZ-1410,wheel_size=R14 5.5J 4x100 ET35',
    'wheel_size=Розмір диска',
  ),
  child('KSI-K1-1540-SL', 'Диск литий Kosei K1-Сріблястий-R15', 2950, 8, 'cost=2360.000000,color=Сріблястий'),
  child('KSI-K1-1540-BK', 'Диск литий Kosei K1-Чорний матовий-R15', 2950, 0, 'cost=2360.000000,color=Чорний матовий'),
  parent(
    'KSI-K1',
    'Диск литий Kosei K1',
    'Диски',
    'sku=KSI-K1-1540-SL,color=Сріблястий,wheel_size=R15 6.5J 4x100 ET40|sku=KSI-K1-1540-BK,color=Чорний матовий,wheel_size=R15 6.5J 4x100 ET40',
    'color=Колір,wheel_size=Розмір диска',
  ),
  row({
    sku: 'KMH-HA32-1956515',
    product_type: 'simple',
    categories: 'Default Category/Шини/Всесезонні',
    name: 'Kumho Solus 4S HA32 195/65 R15 91H (DOT 2022)',
    price: '2450.000000',
    special_price: '1990.000000',
    special_price_from_date: '10/1/25',
    additional_attributes: 'cost=1590.000000,load_index=91,manufacturer=Kumho',
    qty: '4.0000',
    is_in_stock: '1',
  }),
];

beforeAll(() => loadDictionaries());

describe('a Magento 2 product CSV: configurable parents and their simple children', () => {
  it('reads a list of code=value pairs whose values hold commas', () => {
    expect(pairsOf('cost=1.5,note=M12x1,5,size=R16')).toEqual([
      ['cost', '1.5'],
      ['note', 'M12x1,5'],
      ['size', 'R16'],
    ]);
  });

  it("makes each parent one model of its children's sizes and colours, their own codes kept", () => {
    const facts = factsOf(TYRES);
    const primacy = facts.filter((p) => p.code === 'MCH-P4P');
    expect(primacy).toHaveLength(1);
    expect(primacy[0]).toMatchObject({ name: 'Michelin Primacy 4+', category: expect.stringContaining('Літні') });
    expect(primacy[0].sizes.map((s) => [s.size, s.quantity, s.sku, s.price ?? primacy[0].price])).toEqual([
      ['205/55 R16', 8, 'MCH-P4P-2055516', 4350],
      ['215/60 R16', 0, 'MCH-P4P-2156016', 4680],
    ]);
    // A child's code need not extend its parent's: KRKZ-1398 is a size of KRKZ-ST all the same.
    const steel = facts.filter((p) => p.name.startsWith('Диск сталевий'));
    expect(steel.map((p) => [p.code, p.name])).toEqual([['KRKZ-ST', 'Диск сталевий КрКЗ']]);
    expect(steel[0].sizes.map((s) => s.sku)).toEqual(['KRKZ-1398', 'KRKZ-1410']);
    // A colour attribute is the variant's colour.
    expect(facts.filter((p) => p.code === 'KSI-K1').map((p) => p.colour)).toEqual(['Сріблястий', 'Чорний матовий']);
    // The Russian store view's row translates a product read; it is none of its own.
    expect(facts.some((p) => /летние/.test(p.name))).toBe(false);
  });

  it('sells at the special price while its dates hold, and never says the Cost attribute', async () => {
    const kumho = factsOf(TYRES).find((p) => p.code === 'KMH-HA32-1956515')!;
    expect(kumho.price).toBe(1990);
    expect(JSON.stringify(factsOf(TYRES))).not.toMatch(/cost|3480|1590/i);
    const { talk } = shopOf(TYRES);
    const reply = await talk('кумхо всесезонка почому');
    expect(reply.text).toMatch(/1990/);
    expect(reply.text).not.toMatch(/1590|2450/);
  });
});

/** Odoo 17's product-variant export (Inventory → Product Variants → Export), field labels. */
const ODOO = [
  'ID',
  'Internal Reference',
  'Name',
  'Variant Values',
  'Product Category',
  'Product Type',
  'Sales Price',
  'Cost',
  'Quantity On Hand',
  'Forecasted Quantity',
];
const variant = (
  id: number,
  code: string,
  name: string,
  values: string,
  price: number,
  cost: number,
  qty: number,
  category = 'All / Насіння / Томати',
) =>
  [
    `__export__.product_product_${id}_44801afb`,
    code,
    name,
    values,
    category,
    'Storable Product',
    price,
    cost,
    qty,
    qty,
  ] as Cell[];
const SEEDS: Cell[][] = [
  ODOO,
  variant(167, 'AS-PR-BL', 'Айстра Принцеса', 'Колір: Синій, Фасування: 0,3 г', 26, 13, 19, 'All / Насіння / Квіти'),
  variant(166, 'AS-PR-PK', 'Айстра Принцеса', 'Колір: Рожевий, Фасування: 0,3 г', 26, 13, 0, 'All / Насіння / Квіти'),
  variant(120, 'TM-DBR-01', 'Томат Де Барао рожевий', 'Фасування: 0,1 г', 27, 13, 85),
  variant(
    173,
    'SD-ALB-P9',
    'Розсада полуниці Альбіон',
    'Тип розсади: Горщик P9',
    72,
    38,
    35,
    'All / Розсада / Полуниця',
  ),
  variant(
    177,
    'SD-BCR-1L',
    'Саджанець лохини Блюкроп',
    "Об'єм горщика: 1 л",
    165,
    88,
    17,
    'All / Розсада / Ягідні кущі',
  ),
  variant(119, 'TM-BS-02', 'Томат Бичаче серце', 'Фасування: 0,2 г', 24, 12, 140),
  variant(121, 'TM-BS-1', 'Томат Бичаче серце', 'Фасування: 1 г', 58, 23, 0),
  variant(164, 'CN-LL', 'Цинія Ліліпут, суміш (0,5 г)', '', 28, 12, 90),
];

describe("Odoo's product-variant export", () => {
  it('reads the Internal Reference as the code (not the external ID) and Variant Values as colour and size', () => {
    const facts = factsOf(SEEDS);
    expect(facts.some((p) => p.code.startsWith('__export__'))).toBe(false);
    const tomato = facts.find((p) => p.code === 'TM-BS')!;
    expect(tomato.sizes.map((s) => [s.size, s.quantity, s.sku])).toEqual([
      ['0,2 г', 140, 'TM-BS-02'],
      ['1 г', 0, 'TM-BS-1'],
    ]);
    expect(facts.filter((p) => p.name === 'Айстра Принцеса').map((p) => [p.colour, p.sizes[0]?.size])).toEqual([
      ['Синій', '0,3 г'],
      ['Рожевий', '0,3 г'],
    ]);
    // 'Product Category' is the shop's own, not the 'Product Type' beside it (storable, a service).
    expect(tomato.category).toBe('All / Насіння / Томати');
  });

  it('browses by a step of the category path said, the deepest one said', async () => {
    const { talk } = shopOf(SEEDS);
    const seedlings = (await talk('розсада яка є?')).text;
    expect(seedlings).toMatch(/Альбіон/u);
    expect(seedlings).toMatch(/Блюкроп/u);
    const tomatoes = (await talk('які є насіння томатів?')).text;
    expect(tomatoes).toMatch(/Бичаче серце/u);
    expect(tomatoes).toMatch(/Де Барао/u);
    expect(tomatoes).not.toMatch(/Айстра|Альбіон/u);
  });
});

describe('what a customer writes in a tyre shop', () => {
  it("reads a tyre size however it is written, its figures no code's and no name's", async () => {
    const { talk } = shopOf(TYRES);
    for (const text of ['мішлен праймасі 205/55/16 є?', 'мишлен примаси 205 55 р16 есть?']) {
      const reply = (await talk(text)).text;
      expect(reply).toMatch(/205\/55 R16/u);
      expect(reply).toMatch(/4350/u);
    }
    // A rim's own letters or none: "225/45 r17" is no other tyre's 225/45 ZR17, "зр17" is.
    const other17 = (await talk('праймасі 225/45 r17 є?')).text;
    expect(other17).not.toMatch(/ZR17/u);
    expect((await talk('ханкук 225/45 зр17 є?')).text).toMatch(/3760/u);
    // «Kumho … 195/65 R15 …» and its code KMH-HA32-1956515 are not named by a size another tyre is sold in.
    const other = (await talk('праймасі 215/60 R16 є?')).text;
    expect(other).toMatch(/немає/u);
    expect(other).not.toMatch(/Kumho|1990/u);
  });
});
