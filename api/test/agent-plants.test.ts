// A shop of houseplants and planters (issue 46/48, a kind the assistant was not tuned on): a Wix
// Stores-like product CSV (a `Product` row listing its choices joined by ";", then one `Variant`
// row per choice with its own SKU, price, surcharge, count and cost, tied by `handleId`;
// characteristics as `additionalInfoTitle1` / `additionalInfoDescription1` pairs), plants sold by
// the pot's diameter ("Ø17 см · h 55–60 см"), planters by diameter and colour — through the import,
// the catalogue, the retriever and the offline draft. Each case is a general cause the first run
// of eval/tuning-shops/plants found.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { optionPairs, groupColumn, headerWords, mapColumns } from '../src/modules/knowledge/import/columns';
import { coloursIn } from '../src/lib/colours';
import { sizeCellLabel } from '../src/modules/knowledge';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { isCountUnit } from '../src/modules/agent/answer/quantities';
import { intentsIn } from '../src/modules/agent/understand/query';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'handleId',
  'fieldType',
  'name',
  'description',
  'collection',
  'sku',
  'price',
  'surcharge',
  'visible',
  'inventory',
  'cost',
  'productOptionName1',
  'productOptionType1',
  'productOptionDescription1',
  'productOptionName2',
  'productOptionType2',
  'productOptionDescription2',
  'additionalInfoTitle1',
  'additionalInfoDescription1',
];
const N = null;
/** handle, type, name, description, collection, sku, price, surcharge, inventory, cost, option 1, option 2, info */
const row = (
  handle: string,
  type: 'Product' | 'Variant',
  name: Cell,
  description: Cell,
  collection: Cell,
  sku: string,
  price: string,
  surcharge: Cell,
  inventory: string,
  cost: Cell,
  option1: [Cell, Cell],
  option2: [Cell, Cell] = [N, N],
  info: [Cell, Cell] = [N, N],
): Cell[] => [
  handle,
  type,
  name,
  description,
  collection,
  sku,
  price,
  surcharge,
  'true',
  inventory,
  cost,
  option1[0],
  option1[0] ? 'DROP_DOWN' : N,
  option1[1],
  option2[0],
  option2[0] ? 'DROP_DOWN' : N,
  option2[1],
  info[0],
  info[1],
];
const PLANTS: Cell[][] = [
  HEADER,
  row(
    'monstera',
    'Product',
    'Монстера Делісіоза',
    '<p>У технічному горщику.</p>',
    'Кімнатні рослини',
    'PL-101',
    '389.00',
    N,
    'InStock',
    N,
    ['Розмір', 'Ø12 см · h 35–40 см;Ø17 см · h 55–60 см;Ø21 см · h 80–90 см'],
  ),
  row('monstera', 'Variant', N, N, N, 'PL-101-12', '389.00', '0.00', '6', '230.00', [N, 'Ø12 см · h 35–40 см']),
  row('monstera', 'Variant', N, N, N, 'PL-101-17', '749.00', '360.00', '3', '460.00', [N, 'Ø17 см · h 55–60 см']),
  row('monstera', 'Variant', N, N, N, 'PL-101-21', '1390.00', '1001.00', '0', '870.00', [N, 'Ø21 см · h 80–90 см']),
  row(
    'ficus',
    'Product',
    'Фікус Ліра',
    '<p>Одностовбурний.</p>',
    'Кімнатні рослини',
    'PL-104',
    '1690.00',
    N,
    '2',
    '1040.00',
    [N, N],
    [N, N],
    ['Діаметр горщика', 'Ø21 см'],
  ),
  row(
    'scandi',
    'Product',
    'Кашпо керамічне «Сканді»',
    N,
    'Кашпо',
    'PT-201',
    '329.00',
    N,
    'InStock',
    N,
    ['Діаметр', 'Ø14 см;Ø18 см'],
    ['Колір', 'Білий;Графіт'],
  ),
  row('scandi', 'Variant', N, N, N, 'PT-201-14-WH', '329.00', '0.00', '5', '170.00', [N, 'Ø14 см'], [N, 'Білий']),
  row('scandi', 'Variant', N, N, N, 'PT-201-14-GR', '329.00', '0.00', '3', '170.00', [N, 'Ø14 см'], [N, 'Графіт']),
  row('scandi', 'Variant', N, N, N, 'PT-201-18-WH', '469.00', '140.00', '4', '255.00', [N, 'Ø18 см'], [N, 'Білий']),
  row('scandi', 'Variant', N, N, N, 'PT-201-18-GR', '469.00', '140.00', '0', '255.00', [N, 'Ø18 см'], [N, 'Графіт']),
  row(
    'pot',
    'Product',
    'Горщик пластиковий з піддоном',
    N,
    'Кашпо',
    'PT-202',
    '75.00',
    N,
    'InStock',
    N,
    ["Об'єм", '1 л;3 л'],
    ['Колір', 'Білий'],
  ),
  row('pot', 'Variant', N, N, N, 'PT-202-1W', '75.00', '0.00', '12', '32.00', [N, '1 л'], [N, 'Білий']),
  row('pot', 'Variant', N, N, N, 'PT-202-3W', '119.00', '44.00', '8', '57.00', [N, '3 л'], [N, 'Білий']),
  row(
    'self-watering',
    'Product',
    'Кашпо з автополивом «Aqua»',
    N,
    'Кашпо',
    'PT-204',
    '645.00',
    N,
    'InStock',
    N,
    ['Колір', 'Білий;Сірий'],
    [N, N],
    ['Резервуар', '0,6 л'],
  ),
  row('self-watering', 'Variant', N, N, N, 'PT-204-WH', '645.00', '0.00', '3', '385.00', [N, 'Білий']),
  row('self-watering', 'Variant', N, N, N, 'PT-204-GY', '645.00', '0.00', '1', '385.00', [N, 'Сірий']),
  row('substrate', 'Product', 'Субстрат універсальний', N, 'Ґрунт', 'SB-301', '59.00', N, 'InStock', N, [
    "Об'єм",
    '2,5 л;10 л',
  ]),
  row('substrate', 'Variant', N, N, N, 'SB-301-2.5', '59.00', '0.00', '14', '26.00', [N, '2,5 л']),
  row('substrate', 'Variant', N, N, N, 'SB-301-10', '185.00', '126.00', '5', '96.00', [N, '10 л']),
];

beforeAll(() => loadDictionaries());

describe('a Wix-like product export', () => {
  it('reads its camel-case headers, the handle that ties the rows, its numbered option and info pairs', () => {
    expect(headerWords('handleId')).toEqual(['handle', 'id']);
    expect(groupColumn(HEADER)).toBe(0);
    const pairs = optionPairs(HEADER);
    expect(pairs).toEqual([
      { name: 11, value: 13, type: 12, variant: true },
      { name: 14, value: 16, type: 15, variant: true },
      { name: 17, value: 18 },
    ]);
    const map = mapColumns(HEADER);
    expect(map.quantity).toBe(9);
    // A variant's surcharge over the product's price is no price to read, nor the cost.
    expect(Object.values(map)).not.toContain(7);
    expect(Object.values(map)).not.toContain(10);
    // "SEO Title" / "SEO Description" are a page's texts, no characteristic's name and value.
    expect(optionPairs(['SEO Title', 'SEO Description'])).toEqual([]);
  });

  it("takes a product row listing its choices as its variants' parent: one model, a size per variant at its price", () => {
    const facts = factsOf(PLANTS);
    const monstera = facts.filter((p) => p.name === 'Монстера Делісіоза');
    expect(monstera).toHaveLength(1);
    expect(monstera[0].code).toBe('PL-101');
    expect(monstera[0].sizes.map((s) => [s.size, s.price ?? monstera[0].price, s.quantity, s.sku])).toEqual([
      ['Ø12 см · h 35–40 см', 389, 6, 'PL-101-12'],
      ['Ø17 см · h 55–60 см', 749, 3, 'PL-101-17'],
      ['Ø21 см · h 80–90 см', 1390, 0, 'PL-101-21'],
    ]);
    // The parent's description reaches its variants; a characteristic pair is a "label: value" line.
    expect(monstera[0].description).toBe('У технічному горщику.');
    expect(facts.find((p) => p.code === 'PL-104')?.details).toContainEqual({
      label: 'Діаметр горщика',
      value: 'Ø21 см',
    });
    expect(facts.find((p) => p.code === 'PT-204')?.details).toContainEqual({ label: 'Резервуар', value: '0,6 л' });
    // A planter in two colours: one product per colour, its diameters at their prices.
    const scandi = facts.filter((p) => p.code === 'PT-201');
    expect(scandi.map((p) => p.colour)).toEqual(['Білий', 'Графіт']);
    expect(scandi[1].sizes.map((s) => [s.size, s.quantity])).toEqual([
      ['Ø14 см', 3],
      ['Ø18 см', 0],
    ]);
    const text = JSON.stringify(facts);
    expect(text).not.toMatch(/surcharge|fieldType|DROP_DOWN|visible|"1040|"870/);
  });
});

describe('what a customer writes in a plant shop', () => {
  it('names a pot by its diameter with or without its sign', async () => {
    expect(sizeCellLabel('Ø17 см · h 55–60 см')).toBe('Ø17 см');
    const { talk } = shopOf(PLANTS);
    expect((await talk('PL-101-17 скільки?')).text).toMatch(/749/);
    const bare = await talk('монстера 17 скільки коштує?');
    expect(bare.text).toMatch(/749/);
    expect(bare.text).not.toMatch(/389|1390/);
    expect((await talk('монстера d21 є?')).text).toMatch(/немає/);
    const graphite = await talk('кашпо сканді 18 графіт є?');
    expect(graphite.text).toMatch(/немає/);
    expect(graphite.text).toMatch(/Білий|біл/i);
  });

  it('reads a colour at a word start only: watering is no olive, a little light no light blue', async () => {
    expect(coloursIn('кашпо з автополивом')).toEqual([]);
    expect(coloursIn('як часто поливати?')).toEqual([]);
    expect(coloursIn('темно-синій і світло-сірий')).toEqual(['navy', 'grey']);
    const { talk } = shopOf(PLANTS);
    const price = await talk('кашпо з автополивом почому?');
    expect(price.text).toMatch(/645/);
    expect(price.text).not.toMatch(/у такому кольорі/);
    expect((await talk('який об’єм резервуара у кашпо з автополивом?')).text).toMatch(/0,6 л/);
  });

  it("does not take a word of the named plant's own data for a second product", async () => {
    const { talk } = shopOf(PLANTS);
    const one = await talk('монстера в 17 горщику скільки?');
    expect(one.text).toMatch(/749/);
    expect(one.text).not.toMatch(/Горщик пластиковий|75 грн|119/);
  });

  it('counts packages and items said before their name, not sizes', async () => {
    expect(isCountUnit('мішки')).toBe(true);
    expect(isCountUnit('bags')).toBe(true);
    const { talk } = shopOf(PLANTS);
    const bags = await talk('субстрат універсальний 10 л скільки?', 'а 2 мішки?');
    expect(bags.text).toMatch(/370/);
    const pots = await talk('3 горщики пластикові по 1 л скільки буде?');
    expect(pots.text).toMatch(/225/);
  });

  it("hands a question the data cannot answer to the owner, with no product's price", async () => {
    const { talk } = shopOf(PLANTS);
    for (const text of ['монстера отруйна для котів?', 'як часто поливати монстеру?']) {
      const draft = await talk(text);
      expect(draft.facts.beyondData).toBe(true);
      expect(draft.text).toMatch(/уточн|перепит|колег/);
      expect(draft.text).not.toMatch(/389|749/);
    }
    const restock = await talk('монстера d21 є?', 'а коли буде?');
    expect(restock.text).toMatch(/уточн|перепит|колег/);
    expect(restock.text).not.toMatch(/1390/);
    // A plain price question of the same plant is still answered.
    expect((await talk('монстера скільки коштує?')).facts.beyondData).toBeUndefined();
    // Delivery asked by its verb is the delivery topic.
    expect(intentsIn('рослини взимку доставляєте?')).toContain('delivery');
  });
});
