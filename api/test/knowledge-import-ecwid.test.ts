// Ecwid's product CSV (src/modules/knowledge/import/columns.ts, rows.ts): 'product_'-prefixed
// headers, a 'type' per row (product, product_option, product_variation), the variation rows tied
// to their product by 'product_internal_id', each option in a column named in its header.
import { readRows, summary } from './fixtures/read-rows';
import { mapColumns } from '../src/modules/knowledge/import/columns';
import type { Cell } from '../src/modules/knowledge/import/rows';

const HEADER = [
  'type',
  'product_internal_id',
  'product_sku',
  'product_variation_sku',
  'product_name',
  'product_price',
  'product_compare_to_price',
  'product_cost_price',
  'product_quantity',
  'product_category_1',
  'product_option_name',
  'product_option_value',
  'product_variation_option_Мова',
];

const row = (cells: Record<string, string | number>): Cell[] => HEADER.map((h) => cells[h] ?? '');

describe("Ecwid's product CSV", () => {
  it('reads what follows "product_" as the field, and the category, not the row type, as the category', () => {
    const map = mapColumns(HEADER);
    expect(map).toMatchObject({ code: 2, name: 4, price: 5, quantity: 8, category: 9 });
    // The cost price is never a price we quote.
    expect(Object.values(map)).not.toContain(7);
  });

  it('joins a product’s variations under its code, each option value its variant with its own SKU, price and stock', () => {
    const products = readRows([
      HEADER,
      row({ type: 'product', product_internal_id: 501, product_sku: 'BG-CAT', product_name: 'Колонізатори (Catan)' }),
      row({
        type: 'product_option',
        product_internal_id: 501,
        product_option_name: 'Мова',
        product_option_value: 'українська',
      }),
      row({
        type: 'product_option',
        product_internal_id: 501,
        product_option_name: 'Мова',
        product_option_value: 'англійська',
      }),
      row({
        type: 'product_variation',
        product_internal_id: 501,
        product_variation_sku: 'BG-CAT-UA',
        product_price: 1450,
        product_cost_price: 900,
        product_quantity: 3,
        product_variation_option_Мова: 'українська',
      }),
      row({
        type: 'product_variation',
        product_internal_id: 501,
        product_variation_sku: 'BG-CAT-EN',
        product_price: 1590,
        product_cost_price: 1000,
        product_quantity: 0,
        product_variation_option_Мова: 'англійська',
      }),
      row({
        type: 'product',
        product_internal_id: 502,
        product_sku: 'PZ-1000',
        product_name: 'Пазл Зоряна ніч, 1000 елементів',
        product_price: 390,
        product_cost_price: 210,
        product_quantity: 5,
        product_category_1: 'Пазли',
      }),
    ]);
    expect(summary(products)).toEqual([
      'BG-CAT «Колонізатори (Catan)» -: українська=3@BG-CAT-UA, англійська=0@BG-CAT-EN 1590 грн',
      'PZ-1000 «Пазл Зоряна ніч, 1000 елементів» -: ',
    ]);
    expect(products[1]).toMatchObject({ category: 'Пазли', quantity: 5, price: 390 });
  });
});

describe("Ecwid's product row priced and counted by its variations", () => {
  const WITH_ATTRIBUTE = [...HEADER, 'product_attribute_Вік', 'product_is_inventory_tracked'];
  const at = (cells: Record<string, string | number>): Cell[] => WITH_ATTRIBUTE.map((h) => cells[h] ?? '');

  it('makes no size of the product row, and names an attribute without its "product_attribute_" prefix', () => {
    const products = readRows([
      WITH_ATTRIBUTE,
      at({
        type: 'product',
        product_internal_id: 601,
        product_sku: 'BG-150',
        product_name: 'Мачі Коро',
        product_price: 720,
        product_attribute_Вік: '10+',
        product_is_inventory_tracked: 'true',
      }),
      at({
        type: 'product_variation',
        product_internal_id: 601,
        product_sku: 'BG-150',
        product_variation_sku: 'BG-150-UA',
        product_price: 720,
        product_quantity: 0,
        product_variation_option_Мова: 'Українська',
      }),
      at({
        type: 'product_variation',
        product_internal_id: 601,
        product_sku: 'BG-150',
        product_variation_sku: 'BG-150-EN',
        product_price: 790,
        product_quantity: 0,
        product_variation_option_Мова: 'English',
      }),
    ]);
    // Sold out in both: no size '' of the product row left to read as in stock.
    expect(summary(products)).toEqual(['BG-150 «Мачі Коро» -: Українська=0@BG-150-UA, English=0@BG-150-EN 790 грн']);
    expect(products[0].description).toContain('Вік: 10+');
    expect(products[0].description).not.toMatch(/product_|tracked/u);
  });
});

describe('a "product_" header of another export', () => {
  it("OpenCart's 'product_id' is a database number, never the code", () => {
    const map = mapColumns(['product_id', 'model', 'name(uk-ua)', 'price', 'quantity']);
    expect(map).toMatchObject({ code: 1, name: 2 });
  });
});
