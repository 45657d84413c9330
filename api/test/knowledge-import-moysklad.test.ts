// MoySklad's goods export («Товары → Экспорт» to Excel; src/modules/knowledge/import/columns.ts
// rowKindColumn, parentCodeColumn, optionPairs; rows.ts addVariant): a 'Тип' per row (Товар /
// Модификация), a modification tied to its product by 'Код товара модификации' (the product's
// 'Код'), its characteristics in 'Характеристика:<name>' columns, often with no name, article,
// group or price of its own; prices written '375,00'; 'Неснижаемый остаток' is a minimum-stock
// setting, 'Остаток' the stock. Headers as MoySklad writes them, seen in public importers of its
// export and generators of its import file on GitHub.
import { readRows, summary } from './fixtures/read-rows';
import { mapColumns } from '../src/modules/knowledge/import/columns';
import type { Cell } from '../src/modules/knowledge/import/rows';

const HEADER = [
  'Группы',
  'UUID',
  'Тип',
  'Код',
  'Наименование',
  'Внешний код',
  'Артикул',
  'Единица измерения',
  'Цена: Цена продажи',
  'Валюта (Цена продажи)',
  'Закупочная цена',
  'Валюта (Закупочная цена)',
  'Неснижаемый остаток',
  'Штрихкод EAN13',
  'Описание',
  'Признак предмета расчета',
  'Минимальная цена',
  'Страна',
  'НДС',
  'Поставщик',
  'UUID товара модификации',
  'Код товара модификации',
  'Архивный',
  'Вес',
  'Объем',
  'Характеристика:Размер',
  'Характеристика:Цвет',
  'Остаток',
];

const row = (cells: Record<string, string | number>): Cell[] => HEADER.map((h) => cells[h] ?? '');

const goods = (cells: Record<string, string | number>) =>
  row({
    Тип: 'Товар',
    'Единица измерения': 'шт',
    'Валюта (Цена продажи)': 'грн',
    'Валюта (Закупочная цена)': 'грн',
    'Признак предмета расчета': 'Товар',
    НДС: 'без НДС',
    Поставщик: 'ТОВ «Кондитер-Опт»',
    Архивный: 'нет',
    Вес: '0',
    Объем: '0',
    ...cells,
  });
const modification = (cells: Record<string, string | number>) =>
  row({ Тип: 'Модификация', Архивный: 'нет', Вес: '0', Объем: '0', ...cells });

describe("MoySklad's goods export", () => {
  it("reads 'Цена: Цена продажи' as the price, 'Остаток' as the stock and 'Группы' as the category", () => {
    const map = mapColumns(HEADER);
    const at = (field: keyof typeof map) => HEADER[map[field]!];
    expect([at('code'), at('name'), at('price'), at('quantity'), at('category')]).toEqual([
      'Артикул',
      'Наименование',
      'Цена: Цена продажи',
      'Остаток',
      'Группы',
    ]);
    for (const never of ['Закупочная цена', 'Неснижаемый остаток', 'Код товара модификации', 'Тип'])
      expect(Object.values(map)).not.toContain(HEADER.indexOf(never));
  });

  it("joins each modification to its product by its code, its characteristics its size or colour, the product's price where it gives none", () => {
    const products = readRows([
      HEADER,
      goods({
        Группы: 'Форми/Силіконові',
        Код: '00001',
        Наименование: 'Форма силіконова «Сфери»',
        Артикул: 'FS-SPH',
        'Цена: Цена продажи': '375,00',
        'Закупочная цена': '190,00',
        'Неснижаемый остаток': 5,
        Описание: 'Харчовий силікон, від −40 до +220 °C.',
        'Минимальная цена': '300,00',
        Страна: 'Україна',
        // The product's stock is its modifications' together.
        Остаток: 14,
      }),
      modification({ Код: '00002', 'Код товара модификации': '00001', 'Характеристика:Размер': '3 см', Остаток: 9 }),
      modification({
        Код: '00003',
        'Код товара модификации': '00001',
        'Цена: Цена продажи': '420,00',
        'Закупочная цена': '230,00',
        'Характеристика:Размер': '5 см',
        'Неснижаемый остаток': 2,
        Остаток: 5,
      }),
      goods({
        Группы: 'Барвники',
        Код: '00010',
        Наименование: 'Барвник гелевий Food Colours, 35 г',
        Артикул: 'FC-GEL',
        'Цена: Цена продажи': '89,00',
        'Закупочная цена': '41,50',
        'Неснижаемый остаток': 10,
        Остаток: 19,
      }),
      modification({
        Код: '00011',
        Артикул: 'FC-GEL-RD',
        'Код товара модификации': '00010',
        'Характеристика:Цвет': 'Червоний',
        Остаток: 12,
      }),
      modification({
        Код: '00012',
        Артикул: 'FC-GEL-BL',
        'Код товара модификации': '00010',
        'Характеристика:Цвет': 'Синій',
        Остаток: 0,
      }),
      modification({
        Код: '00013',
        Артикул: 'FC-GEL-YL',
        'Код товара модификации': '00010',
        'Характеристика:Цвет': 'Жовтий',
        Остаток: 7,
      }),
      goods({
        Группы: 'Інструменти',
        Код: '00020',
        Наименование: 'Кондитерський мішок 45 см',
        Артикул: 'KM-45',
        'Цена: Цена продажи': '35,00',
        'Закупочная цена': '12,00',
        'Неснижаемый остаток': 10,
        Остаток: 40,
      }),
    ]);
    expect(summary(products)).toEqual([
      'FS-SPH «Форма силіконова «Сфери»» -: 3 см=9@00002, 5 см=5@00003 420 грн',
      'FC-GEL «Барвник гелевий Food Colours, 35 г» Червоний: =12@FC-GEL-RD',
      'FC-GEL «Барвник гелевий Food Colours, 35 г» Синій: =0@FC-GEL-BL',
      'FC-GEL «Барвник гелевий Food Colours, 35 г» Жовтий: =7@FC-GEL-YL',
      'KM-45 «Кондитерський мішок 45 см» -: =40@00020',
    ]);
    expect(products.map((p) => p.price)).toEqual([375, 89, 89, 89, 35]);
    expect(products.map((p) => p.category)).toEqual([
      'Форми/Силіконові',
      'Барвники',
      'Барвники',
      'Барвники',
      'Інструменти',
    ]);
    expect(products[0].description).toContain('Харчовий силікон');
    // Neither the purchase nor the minimum price, nor the minimum stock, nor the accounting flags.
    const all = JSON.stringify(products);
    for (const never of ['190', '230', '41.5', '300', 'Неснижаемый', 'НДС', 'Архивный', 'Признак', 'Кондитер-Опт'])
      expect(all).not.toContain(never);
  });

  it("joins a modification listed before its product, and never takes 'Тип' for the category", () => {
    const header = HEADER.filter((h) => h !== 'Группы');
    const at = (cells: Record<string, string | number>): Cell[] => header.map((h) => cells[h] ?? '');
    const products = readRows([
      header,
      at({
        Тип: 'Модификация',
        Код: '00031',
        'Код товара модификации': '00030',
        'Характеристика:Размер': '18 см',
        Остаток: 3,
      }),
      at({
        Тип: 'Товар',
        Код: '00030',
        Наименование: 'Кільце для випікання розсувне',
        Артикул: 'RK-16',
        'Цена: Цена продажи': '260,00',
        Остаток: 3,
      }),
    ]);
    expect(summary(products)).toEqual(['RK-16 «Кільце для випікання розсувне» -: 18 см=3@00031']);
    expect(products[0]).toMatchObject({ category: '', price: 260 });
  });
});

describe('a modifications sheet without a row-kind column', () => {
  it("reads a row naming its product's code as that product's modification", () => {
    const header = [
      'Код',
      'Наименование',
      'Цена: Цена продажи',
      'Остаток',
      'Код товара модификации',
      'Характеристика:Цвет',
    ];
    const products = readRows([
      header,
      ['KR-01', 'Кондитерська посипка «Перлини», 50 г', '64,00', '', '', ''],
      ['KR-01-W', '', '', 6, 'KR-01', 'Білий'],
      ['KR-01-G', '', '69,00', 2, 'KR-01', 'Золотий'],
    ]);
    expect(summary(products)).toEqual([
      'KR-01 «Кондитерська посипка «Перлини», 50 г» Білий: =6@KR-01-W',
      'KR-01 «Кондитерська посипка «Перлини», 50 г» Золотий: =2@KR-01-G',
    ]);
    // A colour with no size and a price of its own: that is its product's price.
    expect(products.map((p) => p.price)).toEqual([64, 69]);
  });
});

describe('a modification whose characteristics are only in its name', () => {
  it("reads the values its name adds to its product's in brackets", () => {
    const header = ['Тип', 'Код', 'Наименование', 'Артикул', 'Цена: Цена продажи', 'Остаток', 'Код товара модификации'];
    const products = readRows([
      header,
      ['Товар', '00040', 'Вирубка для печива «Зірка»', 'VR-STAR', '55,00', ''],
      ['Модификация', '00041', 'Вирубка для печива «Зірка» (5 см)', '', '', 4, '00040'],
      ['Модификация', '00042', 'Вирубка для печива «Зірка» (8 см)', '', '', 0, '00040'],
    ]);
    expect(summary(products)).toEqual(['VR-STAR «Вирубка для печива «Зірка»» -: 5 см=4@00041, 8 см=0@00042']);
  });
});
