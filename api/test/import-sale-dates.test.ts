// A sale price holds only between its dates (import/sale-dates.ts): WooCommerce's 'Date sale price
// starts/ends' and Amazon's flat file's sale_from_date/sale_end_date, in the formats exports write.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { dateOf, saleDateColumns } from '../src/modules/knowledge/import/sale-dates';
import { factsOf } from './agent-shop';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const today = Date.now();

describe('sale dates', () => {
  it('finds a sale’s first and last days by their headers, not a date of anything else', () => {
    expect(saleDateColumns(['SKU', 'Sale price', 'Date sale price starts', 'Date sale price ends'])).toMatchObject({
      from: 2,
      to: 3,
    });
    expect(saleDateColumns(['item_sku', 'sale_price', 'sale_from_date', 'sale_end_date'])).toMatchObject({
      from: 2,
      to: 3,
    });
    expect(saleDateColumns(['Артикул', 'Акційна ціна', 'Початок акції', 'Кінець акції'])).toMatchObject({
      from: 2,
      to: 3,
    });
    expect(saleDateColumns(['id', 'sale_price', 'sale_price_effective_date'])).toEqual({
      from: undefined,
      to: undefined,
      range: 2,
    });
    expect(saleDateColumns(['SKU', 'Price', 'Created date', 'Updated to'])).toEqual({
      from: undefined,
      to: undefined,
      range: undefined,
    });
  });

  it('reads the dates as exports write them', () => {
    const day = Date.UTC(2026, 10, 20);
    for (const cell of ['2026-11-20', '2026-11-20 00:00:00', '20.11.2026', '11/20/26', 46_346]) {
      expect([cell, dateOf(cell)]).toEqual([cell, day]);
    }
    expect(dateOf('')).toBeNull();
    expect(dateOf('скоро')).toBeNull();
  });

  it('prices a product at its sale price while the dates hold and at the regular one before and after', () => {
    const header = [
      'SKU',
      'Name',
      'Regular price',
      'Sale price',
      'Date sale price starts',
      'Date sale price ends',
      'Stock',
    ];
    const product = (sku: string, from: string, to: string): Cell[] => [
      sku,
      `Товар ${sku}`,
      '899',
      '759',
      from,
      to,
      '3',
    ];
    const facts = factsOf([
      header,
      product('NOW-1', iso(today - 10 * DAY), iso(today + 10 * DAY)),
      product('LAST-DAY', iso(today - 10 * DAY), iso(today)),
      product('PAST-1', iso(today - 30 * DAY), iso(today - 2 * DAY)),
      product('LATER-1', iso(today + 2 * DAY), iso(today + 30 * DAY)),
      product('OPEN-1', '', ''),
    ]);
    expect(facts.map((p) => [p.code, p.price])).toEqual([
      ['NOW-1', 759],
      ['LAST-DAY', 759],
      ['PAST-1', 899],
      ['LATER-1', 899],
      ['OPEN-1', 759],
    ]);
  });

  it('reads a catalogue feed’s sale_price_effective_date interval', () => {
    const header = ['id', 'title', 'price', 'sale_price', 'sale_price_effective_date', 'availability'];
    const at = (t: number) => new Date(t).toISOString().slice(0, 16) + '+00:00';
    const facts = factsOf([
      header,
      ['F-NOW', 'Слипмат чорний', '350.00 UAH', '290.00 UAH', `${at(today - DAY)}/${at(today + DAY)}`, 'in stock'],
      [
        'F-PAST',
        'Слипмат сірий',
        '350.00 UAH',
        '290.00 UAH',
        `${at(today - 9 * DAY)}/${at(today - 60_000)}`,
        'in stock',
      ],
    ]);
    expect(facts.map((p) => [p.code, p.price])).toEqual([
      ['F-NOW', 290],
      ['F-PAST', 350],
    ]);
  });

  it('reads an Amazon flat file: the child rows’ sale by their dates, the listing mechanics no characteristics', () => {
    const header = [
      'feed_product_type',
      'item_sku',
      'item_name',
      'standard_price',
      'list_price',
      'sale_price',
      'sale_from_date',
      'sale_end_date',
      'quantity',
      'parent_child',
      'parent_sku',
      'relationship_type',
      'variation_theme',
      'color_name',
      'update_delete',
      'condition_type',
    ] as const;
    const cells = (r: Partial<Record<(typeof header)[number], string>>): Cell[] => header.map((h) => r[h] ?? '');
    const child = (sku: string, colour: string, from: string, to: string): Cell[] =>
      cells({
        feed_product_type: '3d_printer_filament',
        item_sku: sku,
        item_name: `PLA 1.75 мм 1 кг ${colour}`,
        standard_price: '629.00',
        list_price: '699.00',
        sale_price: '549.00',
        sale_from_date: from,
        sale_end_date: to,
        quantity: '5',
        parent_child: 'child',
        parent_sku: 'PLA-175',
        relationship_type: 'Variation',
        variation_theme: 'ColorName',
        color_name: colour,
        update_delete: 'Update',
        condition_type: 'New',
      });
    const facts = factsOf([
      [...header],
      cells({
        feed_product_type: '3d_printer_filament',
        item_sku: 'PLA-175',
        item_name: 'PLA 1.75 мм 1 кг',
        parent_child: 'parent',
        variation_theme: 'ColorName',
        update_delete: 'Update',
      }),
      child('PLA-175-BK', 'чорний', iso(today - 5 * DAY), iso(today + 5 * DAY)),
      child('PLA-175-WH', 'білий', iso(today - 20 * DAY), iso(today - 10 * DAY)),
    ]);
    expect(facts.map((p) => [p.colour, p.price])).toEqual([
      ['чорний', 549],
      ['білий', 629],
    ]);
    expect(JSON.stringify(facts)).not.toMatch(/699|Variation|ColorName|Update|parent_child/);
  });
});
