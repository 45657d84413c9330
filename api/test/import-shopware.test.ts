// Shopware 6's product export (profile "Default product", docs/product.md §9.4): the columns as the
// profile maps them (the header of Shopware's own import/export tests), variants that inherit their
// product's empty cells, gross prices for customers and never the net or purchase ones.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { DEFAULT_PROFILE_COLUMNS } from '../src/modules/knowledge/import/shopware';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { factsOf, shopOf } from './agent-shop';

// The columns as Shopware's own import/export tests name them ("Without existing mapping").
const SHOPWARE = DEFAULT_PROFILE_COLUMNS;
type Row = Partial<Record<(typeof SHOPWARE)[number] | 'material', string>>;

let next = 0;
/** A Shopware id: 32 hex digits. */
const hexId = () => (next++).toString(16).padStart(32, '0');
const row = (r: Row, headers: readonly string[] = SHOPWARE): Cell[] => headers.map((h) => r[h as keyof Row] ?? '');
const CATEGORIES = `${hexId()}|${hexId()}`;

const watch = hexId();
const strap = hexId();
const clock = hexId();
const ROWS: Cell[][] = [
  [...SHOPWARE],
  row({
    id: watch,
    product_number: 'CAS-GA2100',
    active: '1',
    stock: '0',
    name: 'Годинник Casio G-Shock GA-2100',
    description: '<p>Корпус з карбону, <b>водозахист 200 м</b>.</p>',
    price_net: '5415.83',
    price_gross: '6499',
    purchase_prices_net: '3900',
    purchase_prices_gross: '4680',
    tax_rate: '20',
    tax_name: 'Standard rate',
    manufacturer_name: 'Casio',
    categories: CATEGORIES,
  }),
  // Variants: named by their colour (one dearer), inheriting the rest.
  // The maker's reference beside the colour ("-1A1ER") is no size: the variant's own code says it.
  row({
    id: hexId(),
    parent_id: watch,
    product_number: 'CAS-GA2100-1A',
    stock: '4',
    name: 'Годинник Casio G-Shock GA-2100-1A1ER чорний',
  }),
  row({
    id: hexId(),
    parent_id: watch,
    product_number: 'CAS-GA2100-4A',
    stock: '2',
    name: 'Годинник Casio G-Shock GA-2100 червоний',
    price_net: '5832.50',
    price_gross: '6999',
  }),
  // Switched off in the shop: not sold.
  row({
    id: hexId(),
    parent_id: watch,
    active: '0',
    product_number: 'CAS-GA2100-7A',
    stock: '9',
    name: 'Годинник Casio G-Shock GA-2100 білий',
  }),
  // Variants with no names of their own (as Shopware exports them): one product, their stock summed.
  row({
    id: strap,
    product_number: 'STR-20',
    active: '1',
    stock: '0',
    name: 'Ремінець силіконовий 20 мм',
    price_net: '332.50',
    price_gross: '399',
    purchase_prices_net: '120',
    tax_rate: '20',
    categories: CATEGORIES,
  }),
  row({ id: hexId(), parent_id: strap, product_number: 'STR-20.1', stock: '3' }),
  row({ id: hexId(), parent_id: strap, product_number: 'STR-20.2', stock: '5' }),
  // A product without a gross price: its net price with its tax rate.
  row({
    id: clock,
    product_number: 'CLK-01',
    active: '1',
    stock: '1',
    name: 'Настінний годинник',
    price_net: '1000',
    tax_rate: '20',
  }),
  row({
    id: hexId(),
    product_number: 'OFF-1',
    active: '0',
    stock: '5',
    name: 'Годинник знятий з продажу',
    price_gross: '100',
  }),
];

describe('Shopware 6 product export', () => {
  beforeAll(() => loadDictionaries());

  it('makes a product of its variants, named by what their names add, each with its own code, price and stock', () => {
    const facts = factsOf(ROWS);
    const casio = facts.filter((p) => p.code.startsWith('CAS-GA2100'));
    expect(casio.map((p) => [p.code, p.colour, p.price, p.sizes.map((s) => [s.sku, s.quantity])])).toEqual([
      ['CAS-GA2100', 'чорний', 6499, [['CAS-GA2100-1A', 4]]],
      ['CAS-GA2100', 'червоний', 6999, [['CAS-GA2100-4A', 2]]],
    ]);
    expect(casio.every((p) => p.name === 'Годинник Casio G-Shock GA-2100')).toBe(true);
    expect(JSON.stringify(casio)).not.toMatch(/1A1ER/);
    expect(casio[0].details).toContainEqual({ label: 'Бренд', value: 'Casio' });
  });

  it('sums the stock of variants nothing tells apart, prices by the gross price or net with tax, and leaves out what is off', () => {
    const facts = factsOf(ROWS);
    const strap = facts.find((p) => p.code === 'STR-20')!;
    const stock = strap.sizes.reduce((n, s) => n + (s.quantity ?? 0), 0);
    expect([strap.name, strap.price, stock]).toEqual(['Ремінець силіконовий 20 мм', 399, 8]);
    expect(facts.find((p) => p.code === 'CLK-01')?.price).toBe(1200);
    expect(facts.some((p) => /білий|знятий/.test(p.name + p.colour))).toBe(false);
    // The categories are ids only, and no customer hears a net or purchase price.
    expect(JSON.stringify(facts)).not.toMatch(/0{20}|5415|3900|4680|332\.5|120\b/);
  });

  it('answers the price a customer pays', async () => {
    const { talk } = shopOf(ROWS);
    const reply = await talk('скільки коштує GA-2100 червоний?');
    expect(reply.text).toMatch(/6[\s ]?999/);
    expect(reply.text).not.toMatch(/5[\s ]?832|5[\s ]?415/);
  });

  it('reads a custom field the shop added to the profile as a characteristic', () => {
    const headers = [...SHOPWARE, 'material'];
    const id = hexId();
    const facts = factsOf([
      headers,
      row(
        {
          id,
          product_number: 'W-1',
          active: '1',
          stock: '2',
          name: 'Годинник Orient',
          price_gross: '8999',
          material: 'сталь',
        },
        headers,
      ),
    ]);
    expect(facts[0]).toMatchObject({ code: 'W-1', price: 8999 });
    expect(JSON.stringify(facts[0])).toMatch(/сталь/);
  });
});
