// An aquarium shop's OpenCart product sheet: the customers' code in 'model' on every row, a maker's
// number in 'sku' on some rows only, Russian and SEO copies of the texts, the site's settings as
// columns (knowledge/import/rows.ts withFilledCode, secondCode, isDetailColumn); names that say the
// pack ("… 100 мл", "… 1 л"), the power or the tank they serve ("(25–50 л)", "(до 150 л)")
// (catalogue.ts lineOf, answer/served-range.ts, retriever.ts).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { readRows, summary } from './fixtures/read-rows';
import { shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const HEADER = [
  'product_id',
  'name(uk-ua)',
  'name(ru-ru)',
  'sku',
  'model',
  'quantity',
  'price',
  'weight',
  'length',
  'minimum',
  'subtract',
  'description(uk-ua)',
  'description(ru-ru)',
  'meta_description(uk-ua)',
];

const row = (id: number, name: string, sku: string, model: string, quantity: number, price: number): Cell[] => [
  id,
  name,
  name.replace('пластівці', 'хлопья'),
  sku,
  model,
  quantity,
  `${price}.0000`,
  '0.50000000',
  '0.00000000',
  1,
  'true',
  `<p>${name}. Гарантія 12 місяців.</p>`,
  `<p>${name}. Гарантия 12 месяцев.</p>`,
  `${name} — купити в Києві`,
];

const SHEET: Cell[][] = [
  HEADER,
  row(301, 'Корм Tetra TetraMin пластівці 100 мл', '762695', 'TM-100', 14, 189),
  row(302, 'Корм Tetra TetraMin пластівці 250 мл', '762701', 'TM-250', 0, 365),
  row(303, 'Корм Tetra TetraMin пластівці 500 мл', '762718', 'TM-500', 3, 590),
  row(304, 'Корм Tetra TetraMin пластівці 1 л', '762725', 'TM-1000', 2, 1045),
  row(308, 'Внутрішній фільтр Aquael FAN-mini Plus (30–60 л)', '102367', 'FAN-MINI', 4, 860),
  row(309, 'Внутрішній фільтр Aquael FAN-1 Plus (60–100 л)', '102374', 'FAN-1', 2, 985),
  row(312, 'Обігрівач Aquael Comfort Zone 25 Вт (до 25 л)', '114361', 'CZ-25', 3, 395),
  row(313, 'Обігрівач Aquael Comfort Zone 50 Вт (25–50 л)', '114378', 'CZ-50', 5, 420),
  row(314, 'Обігрівач Aquael Comfort Zone 100 Вт (50–100 л)', '114385', 'CZ-100', 2, 450),
  row(316, 'Акваріум Aqua Glass 30 л (40×25×30 см)', '', 'AG-30', 2, 1190),
  row(317, 'Акваріум Aqua Glass 60 л (60×30×35 см)', '', 'AG-60', 3, 1690),
  row(319, 'Акваріум Aquael Leddy Set 60 (54 л, з LED-кришкою)', '124301', 'LD-60', 1, 3890),
  row(324, 'Компресор Collar AirFlow mini (до 60 л)', '', 'CA-MINI', 5, 290),
  row(325, 'Компресор Collar AirFlow 2 (до 150 л)', '', 'CA-2', 3, 455),
  row(326, 'Компресор Collar AirFlow 4 (до 400 л)', '', 'CA-4', 1, 735),
  row(336, 'Сачок акваріумний 8 см', '', 'NET-8', 7, 55),
  row(337, 'Анубіас нана (у горщику 5 см)', '', 'PL-ANU', 6, 165),
  row(338, 'Неон блакитний, 1 шт', '', 'FS-NEON', 40, 38),
];

describe('an OpenCart sheet of an aquarium shop', () => {
  it("reads 'model', filled on every row, as the code where 'sku' is empty on some; a row's 'sku' is its second code", () => {
    const products = readRows(SHEET);
    expect(products).toHaveLength(SHEET.length - 1);
    const lines = summary(products);
    expect(lines).toContain('TM-100 «Корм Tetra TetraMin пластівці 100 мл» -: =14@762695');
    expect(lines).toContain('AG-30 «Акваріум Aqua Glass 30 л (40×25×30 см)» -: ');
  });

  it('keeps the Russian and the search-engine copies, the site settings and zero measures out of the description', () => {
    const tank = readRows(SHEET).find((p) => p.code === 'AG-60')!;
    expect(tank.description).toContain('Гарантія 12 місяців');
    expect(tank.description).not.toMatch(/Гарантия|купити в Києві|minimum|subtract|length/u);
    expect(tank.description).toContain('weight: 0.5');
  });

  it('finds a product by its second code too', async () => {
    const reply = (await shopOf(SHEET).talk('код 762695 скільки коштує?')).text;
    expect(reply).toContain('TM-100');
    expect(reply).toContain('189 грн');
  });

  it('lists the packs of one line in stock with their prices, not a question which ("тетрамін скільки коштує?")', async () => {
    const reply = await shopOf(SHEET).talk('тетрамін скільки коштує?');
    expect(reply.text).toMatch(/189 грн[\s\S]*590 грн[\s\S]*1045 грн/u);
    expect(reply.text).not.toContain('365');
    expect(reply.text).not.toMatch(/про яку модель/u);
    expect(reply.ok).toBe(true);
  });

  it('names a model by the noun after its adjectives ("які фільтри є?": «Внутрішній фільтр …»)', async () => {
    const reply = (await shopOf(SHEET).talk('які фільтри є в наявності?')).text;
    expect(reply).toContain('FAN-MINI');
    expect(reply).toContain('FAN-1');
  });

  it('browses a kind by the heads of names, not a model the word only describes ("акваріуми" is no «Сачок акваріумний»)', async () => {
    const reply = (await shopOf(SHEET).talk('акваріуми які є?')).text;
    expect(reply).toContain('AG-30');
    expect(reply).toContain('LD-60');
    expect(reply).not.toContain('NET-8');
  });

  it('chooses the model whose name serves the tank said, the smallest range that holds it', async () => {
    const shop = shopOf(SHEET);
    expect((await shop.talk('який обігрівач на акваріум 80 літрів?')).text).toContain('CZ-100');
    expect((await shop.talk('фільтр на акваріум 50 л треба, що порадите?')).text).toContain('FAN-MINI');
    const compressor = (await shop.talk('компресор на акваріум 100 л')).text;
    expect(compressor).toContain('CA-2');
    expect(compressor).not.toContain('CA-4');
  });

  it('chooses the one model whose name has the measure said ("акваріум на 60 л"), also as a part of a sum', async () => {
    const shop = shopOf(SHEET);
    const one = (await shop.talk('акваріум на 60 л є?')).text;
    expect(one).toContain('AG-60');
    expect(one).not.toContain('LD-60');
    const sum = (await shop.talk('акваріум на 60 л і анубіас — скільки за все?')).text;
    expect(sum).toContain('1855 грн');
  });

  it('"беру його і ще …" takes the item in focus beside the one named after', async () => {
    const reply = (await shopOf(SHEET).talk('а FAN-1? скільки коштує', 'беру його і ще сачок, скільки разом?')).text;
    expect(reply).toContain('1040 грн');
  });

  it('pieces of several items with their price asked are the basket a later addition sums with', async () => {
    const reply = (
      await shopOf(SHEET).talk(
        'Є анубіас? і скільки коштують неонки?',
        'а 10 неонок і 2 анубіаси скільки?',
        'ще сачок додайте — скільки тепер?',
      )
    ).text;
    expect(reply).toContain('765 грн');
  });
});
