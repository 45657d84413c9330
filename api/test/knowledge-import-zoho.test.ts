// Zoho Inventory's items export (src/modules/knowledge/import/columns.ts, rows.ts): one row per item,
// 'Rate' the selling price ("UAH 18490.00") and 'Purchase Rate' the cost, the items of an item group
// repeating its 'Item Group Name' and named "<group>/<option>/<option>" with their options in
// 'Attribute Name1' / 'Attribute Option Name1' pairs, 'Status' Active or Inactive, 'Stock On Hand'
// beside 'Opening Stock' and 'Reorder Level'. A made-up bicycle shop.
import * as XLSX from '@e965/xlsx';
import { summary } from './fixtures/read-rows';
import { mapColumns, meaningOfHeader, optionPairs } from '../src/modules/knowledge/import/columns';
import { DEFAULT_IMPORT_LIMITS } from '../src/modules/knowledge/import/parse-file';
import { parseSpreadsheet } from '../src/modules/knowledge/import/parse-sheet';
import { parsePrice } from '../src/modules/knowledge/import/rows';

const HEADER =
  'Item ID,Item Name,SKU,Description,Rate,Account,Product Type,Item Type,Status,Unit,Brand,Manufacturer,' +
  'Category Name,Item Group Name,Attribute Name1,Attribute Option Name1,Attribute Name2,Attribute Option Name2,' +
  'Purchase Rate,Purchase Account,Inventory Account,Reorder Level,Opening Stock,Stock On Hand,Warehouse Name';

const CSV = `${HEADER}
4815000000044001,Trail 29/Graphite/M,VL-TR29-GR-M,Hardtail 29er,UAH 18490.00,Sales,goods,Inventory,Active,pcs,Velora,Velora Bikes,Bicycles,Trail 29,Colour,Graphite,Frame Size,M,UAH 12100.00,Cost of Goods Sold,Inventory Asset,2,10,4,Kyiv
4815000000044002,Trail 29/Graphite/L,VL-TR29-GR-L,Hardtail 29er,UAH 18490.00,Sales,goods,Inventory,Active,pcs,Velora,Velora Bikes,Bicycles,Trail 29,Colour,Graphite,Frame Size,L,UAH 12100.00,Cost of Goods Sold,Inventory Asset,2,10,0,Kyiv
4815000000044003,Trail 29/Sand/M,VL-TR29-SD-M,Hardtail 29er,UAH 18990.00,Sales,goods,Inventory,Active,pcs,Velora,Velora Bikes,Bicycles,Trail 29,Colour,Sand,Frame Size,M,UAH 12400.00,Cost of Goods Sold,Inventory Asset,2,10,3,Kyiv
4815000000044004,Trail 29/Sand/L,VL-TR29-SD-L,Hardtail 29er,UAH 18990.00,Sales,goods,Inventory,Inactive,pcs,Velora,Velora Bikes,Bicycles,Trail 29,Colour,Sand,Frame Size,L,UAH 12400.00,Cost of Goods Sold,Inventory Asset,2,10,5,Kyiv
4815000000044006,Club Jersey/S,VL-JER-S,Short-sleeve jersey,"UAH 1,490.00",Sales,goods,Inventory,Active,pcs,Velora,,Clothing,Club Jersey,Size,S,,,UAH 610.00,Cost of Goods Sold,Inventory Asset,3,12,6,Kyiv
4815000000044007,Club Jersey/M,VL-JER-M,Short-sleeve jersey,"UAH 1,490.00",Sales,goods,Inventory,Active,pcs,Velora,,Clothing,Club Jersey,Size,M,,,UAH 610.00,Cost of Goods Sold,Inventory Asset,3,12,2,Kyiv
4815000000044010,Bottle cage alloy,VL-CAGE-01,Alloy cage,"UAH 1,290.00",Sales,goods,Sales and Purchases,Active,pcs,Velora,,Accessories,,,,,,UAH 540.00,Cost of Goods Sold,Inventory Asset,5,40,17,Kyiv
4815000000044011,Old bell,VL-BELL-00,,UAH 150.00,Sales,goods,Inventory,Inactive,pcs,,,Accessories,,,,,,UAH 60.00,Cost of Goods Sold,Inventory Asset,,3,3,Kyiv
4815000000044020,Bike fitting,SRV-FIT,Saddle and bar fitting,UAH 900.00,Sales,service,Sales,Active,,,,Services,,,,,,,,,,,,
`;

const read = (file: Buffer = Buffer.from(CSV), name = 'items.csv') =>
  parseSpreadsheet(file, name, { maxUncompressedBytes: DEFAULT_IMPORT_LIMITS.maxUncompressedBytes, maxRows: 1000 });

const SUMMARY = [
  // Trail 29/Sand/L is inactive: the sand frame is offered in M only.
  'VL-TR29-GR «Trail 29» Graphite: M=4@VL-TR29-GR-M, L=0@VL-TR29-GR-L',
  'VL-TR29-SD «Trail 29» Sand: M=3@VL-TR29-SD-M',
  'VL-JER «Club Jersey» -: S=6@VL-JER-S, M=2@VL-JER-M',
  'VL-CAGE-01 «Bottle cage alloy» -: ',
  // A service: no stock, no unit, no group; a product all the same.
  'SRV-FIT «Bike fitting» -: ',
];

describe("Zoho Inventory's items export", () => {
  const headers = HEADER.split(',');
  const at = (h: string) => headers.indexOf(h);

  it("reads 'Rate' as the price, 'Category Name' as the category and 'Stock On Hand' as the quantity", () => {
    const map = mapColumns(headers);
    expect(map).toMatchObject({
      code: at('SKU'),
      name: at('Item Name'),
      price: at('Rate'),
      category: at('Category Name'),
      quantity: at('Stock On Hand'),
    });
    // The cost, the stock the item was opened with, its reorder level and its unit are none of ours.
    for (const h of ['Purchase Rate', 'Opening Stock', 'Reorder Level', 'Unit'])
      expect(Object.values(map)).not.toContain(at(h));
    expect(map.size).toBeUndefined();
    // Nor the stock to read where 'Stock On Hand' is empty.
    expect(meaningOfHeader('Opening Stock').field).toBeNull();
  });

  it("pairs each 'Attribute NameN' with its 'Attribute Option NameN', what the group's items differ by", () => {
    expect(optionPairs(headers)).toEqual([
      { name: at('Attribute Name1'), value: at('Attribute Option Name1'), variant: true },
      { name: at('Attribute Name2'), value: at('Attribute Option Name2'), variant: true },
    ]);
  });

  it('makes an item group one model under its name, its options the colour and sizes; inactive items are not offered', async () => {
    const { products, skippedBy } = await read();
    expect(summary(products)).toEqual(SUMMARY);
    expect(skippedBy).toEqual({ not_product: 2 });
    expect(products.map((p) => p.price)).toEqual([18490, 18990, 1490, 1290, 900]);
    expect(products[0]).toMatchObject({ category: 'Bicycles', quantity: null });
    // 'Stock On Hand', not 'Opening Stock' (40) or 'Reorder Level' (5).
    expect(products[3]).toMatchObject({ code: 'VL-CAGE-01', category: 'Accessories', quantity: 17 });
    expect(products[4]).toMatchObject({ code: 'SRV-FIT', quantity: null, sizes: [] });
    // Ledgers, the reorder level and the options' own columns are not told to a customer.
    expect(products[0].description).toBe('Hardtail 29er\nBrand: Velora\nManufacturer: Velora Bikes');
    expect(products[3].description).not.toMatch(/Account|Reorder|540/u);
  });

  it('reads the same items from an .xlsx whose rates and counts are numbers', async () => {
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(CSV, { type: 'string', raw: true }).Sheets.Sheet1, {
      header: 1,
      raw: true,
    });
    const numbers = rows.map((row, i) =>
      i === 0 ? row : row.map((c, j) => (j === at('Rate') || j === at('Stock On Hand') ? parsePrice(String(c)) : c)),
    );
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(numbers), 'Items');
    const { products } = await read(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer, 'items.xlsx');
    expect(summary(products)).toEqual(SUMMARY);
    expect(products.map((p) => p.price)).toEqual([18490, 18990, 1490, 1290, 900]);
  });
});

describe('an amount written with its currency and thousands', () => {
  it('reads "UAH 5490.00", "USD 12.50", "5,490.00" and "1.290,00"', () => {
    expect(
      ['UAH 5490.00', 'USD 12.50', '5,490.00', 'UAH 1,290.00', '1.290,00', '1,5', '1 290'].map(parsePrice),
    ).toEqual([5490, 12.5, 5490, 1290, 1290, 1.5, 1290]);
  });
});
