// Horoshop's product export with modifications, and a hand-kept sheet that names each product once
// above its variants (src/modules/knowledge/import/rows.ts, columns.ts).
import type { Cell, ParsedProduct } from '../src/modules/knowledge/import/rows';
import { readRows, summary } from './fixtures/read-rows';

const HOROSHOP = ['Артикул', 'Родительский артикул', 'Название (UA)', 'Название модификации (UA)', 'Цена', 'Наличие'];

describe("Horoshop's modifications", () => {
  const read = (rows: Cell[][]): ParsedProduct[] => readRows([HOROSHOP, ...rows]);

  it('reads the modification as the variant and the availability in words, and joins lengths under the first code', () => {
    const products = read([
      ['BA-400', 'BA-400', 'Щітка склоочисника Bosch Aerotwin', '400 мм', 365, 'В наявності'],
      ['BA-450', 'BA-400', 'Щітка склоочисника Bosch Aerotwin', '450 мм', 385, 'Немає в наявності'],
      ['BA-500', 'BA-400', 'Щітка склоочисника Bosch Aerotwin', '500 мм', 410, 'Під замовлення'],
    ]);
    expect(summary(products)).toEqual([
      'BA-400 «Щітка склоочисника Bosch Aerotwin» -: 400 мм=null, 450 мм=0@BA-450 385 грн, 500 мм=0@BA-500 410 грн',
    ]);
    // The mark says "to order", not "none": the answer offers it so.
    expect(products[0].sizes.map((s) => Boolean(s.toOrder))).toEqual([false, false, true]);
  });

  it('keeps a colour its own code, the car beside it as the size', () => {
    const products = read([
      ['EV-LAN-BK', 'EV-LAN-BK', 'Килимки EVA', 'Daewoo Lanos, чорний', 1150, 'В наявності'],
      ['EV-LAN-GR', 'EV-LAN-BK', 'Килимки EVA', 'Daewoo Lanos, сірий', 1150, 'Немає в наявності'],
    ]);
    expect(summary(products)).toEqual([
      'EV-LAN-BK «Килимки EVA» чорний: Daewoo Lanos=null',
      'EV-LAN-GR «Килимки EVA» сірий: Daewoo Lanos=0',
    ]);
  });

  it('leaves codes that share a model code to be read as such, and a bulb standard is a size', () => {
    const products = read([
      ['SH-HX7-1', 'SH-HX7-1', 'Моторна олива Shell Helix HX7', '1 л', 329, 'В наявності'],
      ['SH-HX7-4', 'SH-HX7-1', 'Моторна олива Shell Helix HX7', '4 л', 1099, 'В наявності'],
      ['PH-H7', '', 'LED лампи Philips', 'H7', 1980, 'Нет в наличии'],
    ]);
    expect(summary(products)).toEqual([
      'SH-HX7 «Моторна олива Shell Helix HX7» -: 1 л=null@SH-HX7-1, 4 л=null@SH-HX7-4 1099 грн',
      'PH-H7 «LED лампи Philips» -: H7=0',
    ]);
  });
});

describe('a hand-kept sheet that names a product once, above its variants', () => {
  const HEADER = ['Категорія', 'Товар', 'Варіант', 'Код', 'Ціна', 'Наявність'];
  const read = (rows: Cell[][]): ParsedProduct[] => readRows([HEADER, ...rows]);

  it('gives the rows below the name and category above; a figure with words or a measure is the size', () => {
    const products = read([
      ['Струни', "Струни D'Addario EXL", '09-42 Super Light', 'EXL120', '389 грн', '6'],
      ['', '', '10-46 Regular Light', 'EXL110', '389 грн', 'немає'],
      ['Медіатори', 'Медіатори Dunlop Tortex', '0.50 мм (червоний)', 'DT-050', 28, 40],
      ['', '', '0.73 мм (жовтий)', 'DT-073', 28, 0],
      // No code: a note, not a product.
      ['', '', 'ще будуть', '', '', ''],
    ]);
    expect(summary(products)).toEqual([
      "EXL120 «Струни D'Addario EXL» -: 09-42 Super Light=6",
      "EXL110 «Струни D'Addario EXL» -: 10-46 Regular Light=0",
      'DT-050 «Медіатори Dunlop Tortex» червоний: 0.50 мм=40',
      'DT-073 «Медіатори Dunlop Tortex» жовтий: 0.73 мм=0',
    ]);
    expect(products.map((p) => p.category)).toEqual(['Струни', 'Струни', 'Медіатори', 'Медіатори']);
  });
});
