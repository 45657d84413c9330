// Stock files of shops that sell by maker, scent, flavour and pack (a perfume-decant shop's
// 'Бренд' / 'Аромат' / 'Конц.', a pet-food sheet's 'Бренд' / 'Смак' / 'Фасовка' / 'Для'):
// src/modules/knowledge/import/columns.ts, rows.ts, distinct-names.ts, variant-codes.ts.
import type { ParsedProduct } from '../src/modules/knowledge/import/rows';
import { readRows } from './fixtures/read-rows';

const read = readRows;

const line = (p: ParsedProduct) =>
  `${p.code} «${p.name}» ${p.color || '-'}: ${p.sizes.map((s) => `${s.size}=${s.quantity}${s.sku ? `@${s.sku}` : ''}`).join(', ')}`;

describe('a perfume shop: a scent column and no name column', () => {
  const products = read([
    ['Код', 'Бренд', 'Аромат', 'Конц.', "Об'єм", 'Ціна, грн', 'Собівартість', 'Залишок'],
    ['PF-01', 'Dior', 'Sauvage', 'EDT', '2 мл', 130, 72, 5],
    ['PF-01', 'Dior', 'Sauvage', 'EDT', '5 мл', 265, 148, 0],
    ['PF-02', 'Dior', 'Sauvage', 'EDP', '2 мл', 150, 84, 2],
    ['PF-03', 'Creed', 'Aventus', 'EDP', '2 мл', 315, 167, 1],
    ['PF-15', '—', 'Набір пробників', '', '5×2 мл', 1180, 654, 2],
  ]);

  it('names each code by its maker and scent, told apart by the short characteristic the codes of one name differ in', () => {
    expect(products.map(line)).toEqual([
      'PF-01 «Dior Sauvage EDT» -: 2 мл=5, 5 мл=0',
      'PF-02 «Dior Sauvage EDP» -: 2 мл=2',
      'PF-03 «Creed Aventus» -: 2 мл=1',
      'PF-15 «Набір пробників» -: 5×2 мл=2',
    ]);
  });
});

describe('a hand-kept pet-food sheet', () => {
  const HEADER = ['№', 'Арт.', 'Бренд', 'Назва', 'Для', 'Смак', 'Фасовка', 'Закуп', 'Ціна', 'Є, шт'];
  const products = read([
    HEADER,
    [1, 'КТ-03/400-Л', 'Brit Care', 'Cat Sterilized сухий корм', 'котів', 'лосось', '400г', 175, 265, 5],
    [2, 'КТ-03/2-Л', 'Brit Care', 'Cat Sterilized сухий корм', 'котів', 'лосось', '2кг', 710, 1040, 0],
    [3, 'КТ-03/400-К', 'Brit Care', 'Cat Sterilized сухий корм', 'котів', 'курка', '400г', 175, 265, 3],
    [4, 'КТ-03/2-К', 'Brit Care', 'Cat Sterilized сухий корм', 'котів', 'курка', '2кг', 710, 1040, 2],
    [5, 'КТ-04/1,5', 'Purina Pro Plan', 'Senior 7+ сухий корм', 'котів', 'курка', '1,5 кг', 590, 845, 2],
    [6, 'КТ-04/3', 'Purina Pro Plan', 'Senior 7+ сухий корм', 'котів', 'курка', '3 кг', 1130, 1570, 0],
    [7, 'СБ-13/0,9', 'Josera', 'Lamb & Rice сухий корм', 'собак', 'ягня', '900 г', 220, 330, 3],
    [8, 'СБ-13/4,5', 'Josera', 'Lamb & Rice сухий корм', 'собак', 'ягня', '4,5 кг', 1010, 1430, 2],
  ]);

  it('reads the pack as the size, the flavour as the variant, whom it is for, and says the maker of a shop of several', () => {
    expect(products.map(line)).toEqual([
      'КТ-03-Л «Cat Sterilized сухий корм Brit Care» лосось: 400г=5@КТ-03/400-Л, 2кг=0@КТ-03/2-Л',
      'КТ-03-К «Cat Sterilized сухий корм Brit Care» курка: 400г=3@КТ-03/400-К, 2кг=2@КТ-03/2-К',
      'КТ-04 «Senior 7+ сухий корм Purina Pro Plan» курка: 1,5 кг=2@КТ-04/1,5, 3 кг=0@КТ-04/3',
      'СБ-13 «Lamb & Rice сухий корм Josera» ягня: 900 г=3@СБ-13/0,9, 4,5 кг=2@СБ-13/4,5',
    ]);
    expect(products[0].audience).toBe('котів');
    // Each pack keeps its price.
    expect(products[0].sizes.map((s) => s.price ?? products[0].price)).toEqual([265, 1040]);
  });

  it("reads a code's last letter as the size where every row is one pack of pieces", () => {
    const sticks = read([
      HEADER,
      [1, 'ЛС-22/S', 'Pedigree', 'Dentastix палички (7 шт)', 'собак', 'курка', '7 шт', 78, 115, 10],
      [2, 'ЛС-22/M', 'Pedigree', 'Dentastix палички (7 шт)', 'собак', 'курка', '7 шт', 95, 139, 6],
      [3, 'ЛС-22/L', 'Pedigree', 'Dentastix палички (7 шт)', 'собак', 'курка', '7 шт', 112, 165, 0],
    ]);
    expect(sticks.map(line)).toEqual([
      'ЛС-22 «Dentastix палички (7 шт)» курка: S=10@ЛС-22/S, M=6@ЛС-22/M, L=0@ЛС-22/L',
    ]);
    expect(sticks[0].sizes.map((s) => s.price ?? sticks[0].price)).toEqual([115, 139, 165]);
  });

  it('keeps the names of a shop that writes the maker into some of them', () => {
    const some = read([
      HEADER,
      [1, 'A-1', 'Brit Care', 'Brit Care Cat Sterilized сухий корм', 'котів', 'лосось', '400г', 175, 265, 5],
      [2, 'A-2', 'Josera', 'Lamb & Rice сухий корм', 'собак', 'ягня', '900 г', 220, 330, 3],
    ]);
    expect(some.map((p) => p.name)).toEqual(['Brit Care Cat Sterilized сухий корм', 'Lamb & Rice сухий корм']);
  });

  it('keeps the names of a shop of one maker as they are', () => {
    const one = read([
      HEADER,
      [1, 'A-1', 'Brit Care', 'Cat Sterilized сухий корм', 'котів', 'лосось', '400г', 175, 265, 5],
      [2, 'A-2', 'Brit Care', 'Cat Light сухий корм', 'котів', 'курка', '400г', 175, 265, 5],
    ]);
    expect(one.map((p) => p.name)).toEqual(['Cat Sterilized сухий корм', 'Cat Light сухий корм']);
  });
});

describe("a WooCommerce export's variation attribute of another name", () => {
  it("is what the variation differs by, its size ('Модель телефону')", () => {
    const products = read([
      [
        'ID',
        'Type',
        'SKU',
        'Parent',
        'Name',
        'Stock',
        'Regular price',
        'Attribute 1 name',
        'Attribute 1 value(s)',
        'Attribute 2 name',
        'Attribute 2 value(s)',
      ],
      [
        3101,
        'variable',
        'SC-MS',
        '',
        'Чохол Silicone Case',
        '',
        '',
        'Модель телефону',
        'iPhone 13, iPhone 14',
        'Колір',
        'Чорний',
      ],
      [
        3102,
        'variation',
        'SC-MS-13-BLK',
        'id:3101',
        'Чохол Silicone Case - iPhone 13, Чорний',
        3,
        449,
        'Модель телефону',
        'iPhone 13',
        'Колір',
        'Чорний',
      ],
      [
        3104,
        'variation',
        'SC-MS-14-BLK',
        'id:3101',
        'Чохол Silicone Case - iPhone 14, Чорний',
        0,
        449,
        'Модель телефону',
        'iPhone 14',
        'Колір',
        'Чорний',
      ],
    ]);
    expect(products.map(line)).toEqual([
      'SC-MS «Чохол Silicone Case» Чорний: iPhone 13=3@SC-MS-13-BLK, iPhone 14=0@SC-MS-14-BLK',
    ]);
  });
});
