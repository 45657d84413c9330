// KeyCRM's offers export (src/modules/knowledge/import/columns.ts offersProductColumn, rows.ts): the
// offers of one product ('ID товару') that differ by size join it, each keeping its own SKU and
// price; offers by scent keep their codes; the maker is named without its country in brackets.
import { readRows, summary } from './fixtures/read-rows';

const HEADER = [
  'ID товару',
  'ID пропозиції',
  'Назва',
  'SKU',
  'Властивості',
  'Виробник',
  'Ціна',
  'Собівартість',
  'Залишок',
];

describe("KeyCRM's offers", () => {
  it("joins a product's offers of another size under its first SKU, and keeps offers by scent apart", () => {
    const products = readRows([
      HEADER,
      [1184, 52301, 'Гель для прання Frosch Aloe Vera', 'FR-GC-15', "Об'єм: 1,5 л", 'Frosch (Німеччина)', 279, 171, 9],
      [1184, 52302, 'Гель для прання Frosch Aloe Vera', 'FR-GC-40', "Об'єм: 4 л", 'Frosch (Німеччина)', 599, 362, 3],
      [
        1187,
        52311,
        'Спрей-очищувач Attitude',
        'AT-AP-CT',
        "Об'єм: 800 мл; Аромат: цитрус",
        'Attitude (Канада)',
        259,
        158,
        7,
      ],
      [
        1187,
        52312,
        'Спрей-очищувач Attitude',
        'AT-AP-LV',
        "Об'єм: 800 мл; Аромат: лаванда",
        'Attitude (Канада)',
        259,
        158,
        0,
      ],
      [1190, 52320, 'Мило господарське 72%, 200 г', 'CO-SP-200', '', 'Чиста Оселя (Україна)', 39, 20, 30],
    ]);
    expect(summary(products)).toEqual([
      'FR-GC-15 «Гель для прання Frosch Aloe Vera» -: 1,5 л=9, 4 л=3@FR-GC-40 599 грн',
      'AT-AP-CT «Спрей-очищувач Attitude» цитрус: 800 мл=7',
      'AT-AP-LV «Спрей-очищувач Attitude» лаванда: 800 мл=0',
      // The shop writes the maker into its names ("Frosch", not "Frosch (Німеччина)"): none is added.
      'CO-SP-200 «Мило господарське 72%, 200 г» -: ',
    ]);
  });
});
