// One SKU per size in a shop's export is a size of its model (src/modules/knowledge/import/variant-codes.ts).
import { findHeaderRow, ProductCollector, type Cell, type ParsedProduct } from '../src/modules/knowledge/import/rows';
import { gatherVariantCodes } from '../src/modules/knowledge/import/variant-codes';

const item = (code: string, size: string, quantity: number, extra: Partial<ParsedProduct> = {}): ParsedProduct => ({
  code,
  name: 'Піжама',
  color: 'сірий',
  price: 1150,
  material: '',
  lining: '',
  description: '',
  category: '',
  audience: '',
  sizes: [{ size, quantity }],
  quantity: null,
  ...extra,
});

const summary = (products: ParsedProduct[]) =>
  products.map(
    (p) => `${p.code}: ${p.sizes.map((s) => `${s.size}=${s.quantity}${s.sku ? `@${s.sku}` : ''}`).join(' ')}`,
  );

describe('per-size SKUs gathered into models', () => {
  it("takes a segment equal to the row's size, in the shop's own writing, off the code", () => {
    expect(
      summary(
        gatherVariantCodes([
          item('HW-118-S', 'S', 2),
          item('HW-118-M', 'M', 0),
          item('HW-119-S', 'S', 1, { color: 'рожевий' }),
          item('4410-SM', 'S/M', 2, { name: 'Халат' }),
          item('4410-LXL', 'L/XL', 1, { name: 'Халат' }),
          item('BR3305-75C', '75C', 2, { name: 'Бюстгальтер' }),
          item('MS-1-OS', 'one size', 6, { name: 'Маска' }),
          item('SK-2-3638', '36-38', 4, { name: 'Шкарпетки' }),
          item('SK-2-3941', '39-41', 0, { name: 'Шкарпетки' }),
          item('SN-2041-BLK-40', '40', 1, { name: 'Кросівки' }),
          item('SN-2041-BLK-41', '41', 2, { name: 'Кросівки' }),
          // A size with a unit or a separator of its own.
          item('BT-220-95', '95 cm', 1, { name: 'Ремінь' }),
          item('BT-220-105', '105 cm', 0, { name: 'Ремінь' }),
          item('RG-305-16.5', '16,5', 2, { name: 'Каблучка' }),
          item('RG-305-17', '17', 1, { name: 'Каблучка' }),
        ]),
      ),
    ).toEqual([
      'HW-118: S=2@HW-118-S M=0@HW-118-M',
      'HW-119: S=1@HW-119-S',
      '4410: S/M=2@4410-SM L/XL=1@4410-LXL',
      'BR3305: 75C=2@BR3305-75C',
      'MS-1: one size=6@MS-1-OS',
      'SK-2: 36-38=4@SK-2-3638 39-41=0@SK-2-3941',
      'SN-2041-BLK: 40=1@SN-2041-BLK-40 41=2@SN-2041-BLK-41',
      'BT-220: 95 cm=1@BT-220-95 105 cm=0@BT-220-105',
      'RG-305: 16,5=2@RG-305-16.5 17=1@RG-305-17',
    ]);
  });

  it('leaves codes that only look like it as they are', () => {
    const kept = [
      // A code with several sizes is a model's code already ("JG-48" in 48, 50 and 52).
      { ...item('JG-48', '48', 2), sizes: [48, 50, 52].map((n) => ({ size: String(n), quantity: 1 })) },
      // What is left would be no article code.
      item('DRESS-M', 'M', 1),
      // A number alone is a size only when another SKU of the model confirms it.
      item('SN-100-40', '40', 1),
      // A model code that is a product already.
      item('TS-5', 'M', 1),
      item('TS-5-S', 'S', 1),
      item('PJ-K04', '2-3 роки', 1),
    ];
    expect(gatherVariantCodes(kept).map((p) => p.code)).toEqual(kept.map((p) => p.code));
  });

  it('is how the stock reader turns rows into products', () => {
    const rows: Cell[][] = [
      ['SKU', 'Title', 'Color', 'Size', 'Price', 'Stock'],
      ['HW-118-S', 'Піжама', 'сірий', 'S', 1150, 2],
      ['HW-118-M', 'Піжама', 'сірий', 'M', 1150, 0],
      ['KM-7-OS', 'Кімоно', 'смарагдовий', 'one size', 1490, 2],
    ];
    const header = findHeaderRow(rows)!;
    const collector = new ProductCollector(header, rows[0]);
    rows.slice(1).forEach((row, i) => collector.add(row, i + 1));
    expect(summary(collector.result().products)).toEqual([
      'HW-118: S=2@HW-118-S M=0@HW-118-M',
      'KM-7: one size=2@KM-7-OS',
    ]);
  });
});
