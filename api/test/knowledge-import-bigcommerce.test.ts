// BigCommerce's product CSV, its Bulk Edit template as "Export products" writes it
// (src/modules/knowledge/import/columns.ts rowKindColumn, rows.ts addVariant, optionString): a
// 'Product' row, then one 'SKU' row per variant whose 'Product Name' is its option string
// ("[RT]Вага=10 кг", "[S]Колір=Чорний:#000000"), its own 'Product Code/SKU' and stock, its price
// often left empty; 'Rule' rows price a variant ("[FIXED]…", "[ADD]…"). Layout from BigCommerce's
// "Importing Product Options" / "Complex Attributes" help articles and the field list of its Bulk
// Edit template (support.bigcommerce.com); the indented '  SKU' / '  Rule' cells as public
// generators of such files write them.
import { readRows, summary } from './fixtures/read-rows';
import { mapColumns } from '../src/modules/knowledge/import/columns';
import { optionString, type Cell } from '../src/modules/knowledge/import/rows';

const HEADER = [
  'Item Type',
  'Product ID',
  'Product Name',
  'Product Type',
  'Product Code/SKU',
  'Bin Picking Number',
  'Brand Name',
  'Option Set',
  'Option Set Align',
  'Product Description',
  'Price',
  'Cost Price',
  'Retail Price',
  'Sale Price',
  'Fixed Shipping Cost',
  'Free Shipping',
  'Product Weight',
  'Allow Purchases?',
  'Product Visible?',
  'Track Inventory',
  'Current Stock Level',
  'Low Stock Level',
  'Category',
  'Product Image File - 1',
  'Search Keywords',
  'Meta Description',
  'Sort Order',
  'Product UPC/EAN',
  'Stop Processing Rules',
  'Product URL',
  'GPS Manufacturer Part Number',
  'GPS Enabled',
];

const row = (cells: Record<string, string | number>): Cell[] => HEADER.map((h) => cells[h] ?? '');

const product = (cells: Record<string, string | number>) =>
  row({
    'Item Type': 'Product',
    'Product Type': 'P',
    'Brand Name': 'PowerGym',
    'Option Set Align': 'Right',
    'Retail Price': '0.00',
    'Sale Price': '0.00',
    'Fixed Shipping Cost': '0.00',
    'Free Shipping': 'N',
    'Product Weight': '5.0000',
    'Allow Purchases?': 'Y',
    'Product Visible?': 'Y',
    'Track Inventory': 'by option',
    'Sort Order': 0,
    'Stop Processing Rules': 'N',
    'GPS Enabled': 'N',
    ...cells,
  });
const sku = (cells: Record<string, string | number>) => row({ 'Item Type': '  SKU', 'Low Stock Level': 2, ...cells });
const rule = (cells: Record<string, string | number>) =>
  row({ 'Item Type': '  Rule', 'Allow Purchases?': 'Y', 'Stop Processing Rules': 'N', ...cells });

describe("BigCommerce's product CSV", () => {
  it("reads 'Product Code/SKU' as the code and 'Current Stock Level' as the stock, never the cost price or the low stock level", () => {
    const map = mapColumns(HEADER);
    const at = (field: keyof typeof map) => HEADER[map[field]!];
    expect([at('code'), at('name'), at('price'), at('quantity'), at('category'), at('description')]).toEqual([
      'Product Code/SKU',
      'Product Name',
      'Price',
      'Current Stock Level',
      'Category',
      'Product Description',
    ]);
    for (const never of ['Cost Price', 'Low Stock Level', 'Product Type', 'Item Type'])
      expect(Object.values(map)).not.toContain(HEADER.indexOf(never));
  });

  it('parses the option string: its type in brackets, name, value (a decimal comma kept, a swatch code left out)', () => {
    expect(optionString('[RT]Size=M,[S]Colour=Black:#000000')).toEqual([
      { name: 'Size', value: 'M', type: 'RT' },
      { name: 'Colour', value: 'Black', type: 'S' },
    ]);
    expect(optionString('[RT]Вага=2,5 кг')).toEqual([{ name: 'Вага', value: '2,5 кг', type: 'RT' }]);
    expect(optionString('Гантеля гексагональна PowerGym')).toEqual([]);
  });

  it("gives each product row its SKU rows as sizes or colours, with their own SKU, stock and price (the product's when blank)", () => {
    const products = readRows([
      HEADER,
      product({
        'Product ID': 112,
        'Product Name': 'Гантеля гексагональна PowerGym',
        'Product Code/SKU': 'DB-HEX',
        'Option Set': 'Вага гантелі',
        'Product Description': '<p>Гумове покриття, хромована ручка.</p>',
        Price: '450.00',
        'Cost Price': '280.00',
        // The product's stock is the sum of its variants'.
        'Current Stock Level': 17,
        'Low Stock Level': 3,
        Category: 'Гантелі та гирі',
      }),
      sku({ 'Product Name': '[RT]Вага=2,5 кг', 'Product Code/SKU': 'DB-HEX-2.5', 'Current Stock Level': 12 }),
      sku({
        'Product Name': '[RT]Вага=10 кг',
        'Product Code/SKU': 'DB-HEX-10',
        'Cost Price': '610.00',
        'Current Stock Level': 5,
      }),
      sku({ 'Product Name': '[RT]Вага=20 кг', 'Product Code/SKU': 'DB-HEX-20', 'Current Stock Level': 0 }),
      // The 10 kg and 20 kg dumbbells are dearer: a fixed price, and the product's plus 900.
      rule({ 'Product Name': '[RT]Вага=10 кг', 'Product Code/SKU': 'DB-HEX-10', Price: '[FIXED]1150.00' }),
      rule({ 'Product Name': '[RT]Вага=20 кг', Price: '[ADD]1800' }),
      product({
        'Product ID': 113,
        'Product Name': 'Гумка для фітнесу PowerGym Loop',
        'Product Code/SKU': 'RB-LOOP',
        'Option Set': 'Колір гумки',
        Price: '189.00',
        'Cost Price': '70.00',
        'Current Stock Level': 11,
        Category: 'Гумки та еспандери',
      }),
      sku({ 'Product Name': '[CS]Колір=Червоний:#d32f2f', 'Product Code/SKU': 'RB-LOOP-RD', 'Current Stock Level': 8 }),
      sku({
        'Product Name': '[CS]Колір=Чорний:#000000',
        'Product Code/SKU': 'RB-LOOP-BK',
        Price: '219.00',
        'Current Stock Level': 3,
      }),
      product({
        'Product ID': 114,
        'Product Name': 'Килимок для йоги 6 мм',
        'Product Code/SKU': 'YM-6',
        Price: '690.00',
        'Cost Price': '400.00',
        'Sale Price': '590.00',
        'Track Inventory': 'by product',
        'Current Stock Level': 4,
        Category: 'Йога',
      }),
    ]);
    expect(summary(products)).toEqual([
      'DB-HEX «Гантеля гексагональна PowerGym» -: 2,5 кг=12@DB-HEX-2.5, 10 кг=5@DB-HEX-10 1150 грн, 20 кг=0@DB-HEX-20 2250 грн',
      'RB-LOOP «Гумка для фітнесу PowerGym Loop» Червоний: =8@RB-LOOP-RD',
      // A colour with no size and a price of its own: that is its product's price.
      'RB-LOOP «Гумка для фітнесу PowerGym Loop» Чорний: =3@RB-LOOP-BK',
      'YM-6 «Килимок для йоги 6 мм» -: ',
    ]);
    expect(products.map((p) => p.price)).toEqual([450, 189, 219, 590]);
    expect(products.map((p) => p.category)).toEqual([
      'Гантелі та гирі',
      'Гумки та еспандери',
      'Гумки та еспандери',
      'Йога',
    ]);
    expect(products[3].quantity).toBe(4);
    expect(products[0].description).toContain('Гумове покриття, хромована ручка.');
    // The cost price is never quoted; the platform's settings are no characteristics.
    const all = JSON.stringify(products);
    for (const never of [
      '280',
      '610',
      '[RT]',
      'Option Set',
      'Track Inventory',
      'by option',
      'Stop Processing',
      'Low Stock',
    ])
      expect(all).not.toContain(never);
  });

  it("takes a product row with no SKU of its own by its first variant's, and reads 'Size' and 'Colour' options as such", () => {
    const products = readRows([
      HEADER,
      product({
        'Product Name': 'Футболка для тренувань PowerGym',
        Price: '520.00',
        'Current Stock Level': 6,
        Category: 'Одяг',
      }),
      sku({ 'Product Name': '[RT]Size=M,[S]Colour=Black', 'Product Code/SKU': 'TS-BK-M', 'Current Stock Level': 4 }),
      sku({ 'Product Name': '[RT]Size=L,[S]Colour=Black', 'Product Code/SKU': 'TS-BK-L', 'Current Stock Level': 2 }),
      // A product row with no code and no variants is no product.
      product({ 'Product Name': 'Подарунковий сертифікат', Price: '1000.00' }),
    ]);
    expect(summary(products)).toEqual(['TS-BK-M «Футболка для тренувань PowerGym» Black: M=4, L=2@TS-BK-L']);
  });

  it("counts a product tracked by product by its own stock, none where it tracks none, and prices '[ADD]' on a SKU row", () => {
    const products = readRows([
      HEADER,
      product({
        'Product Name': 'Гриф для штанги олімпійський',
        'Product Code/SKU': 'BAR-OL',
        Price: '3900.00',
        'Track Inventory': 'by product',
        // In stock, counted on the product: its SKU rows' zeros say nothing.
        'Current Stock Level': 6,
      }),
      sku({ 'Product Name': '[RT]Довжина=180 см', 'Product Code/SKU': 'BAR-OL-180', 'Current Stock Level': 0 }),
      sku({
        'Product Name': '[RT]Довжина=220 см',
        'Product Code/SKU': 'BAR-OL-220',
        Price: '[ADD]600',
        'Current Stock Level': 0,
      }),
      product({
        'Product Name': 'Диск олімпійський гумований',
        'Product Code/SKU': 'PL-OL',
        Price: '950.00',
        'Track Inventory': 'none',
        'Current Stock Level': 0,
      }),
      sku({ 'Product Name': '[RT]Вага=5 кг', 'Product Code/SKU': 'PL-OL-5', 'Current Stock Level': 0 }),
      product({
        'Product Name': 'Підставка для гантелей',
        'Product Code/SKU': 'RACK-1',
        Price: '2100.00',
        'Track Inventory': 'none',
        'Current Stock Level': 0,
      }),
    ]);
    expect(summary(products)).toEqual([
      'BAR-OL «Гриф для штанги олімпійський» -: 180 см=null@BAR-OL-180, 220 см=null@BAR-OL-220 4500 грн',
      'PL-OL «Диск олімпійський гумований» -: 5 кг=null@PL-OL-5',
      'RACK-1 «Підставка для гантелей» -: ',
    ]);
    expect(products[2].quantity).toBeNull();
  });
});
