// Shops of cookware and of knitting yarn: a Prom.ua export whose variant groups carry database ids
// and private notes beside their characteristics, and a hand-kept sheet with a colour's number beside
// its word and sizes said only in the names (src/modules/knowledge/import/variant-groups.ts, rows.ts,
// columns.ts; src/modules/agent/retrieve/catalogue.ts, qualifiers.ts; understand/query.ts).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { readRows } from './fixtures/read-rows';
import { mapColumns, ignoredColumns } from '../src/modules/knowledge/import/columns';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const PROM = [
  'Код_товару',
  'Назва_позиції_укр',
  'Ціна',
  'Кількість',
  'Унікальний_ідентифікатор',
  'Ідентифікатор_товару',
  'ID_групи_різновидів',
  'Особисті_нотатки',
  'Вага,кг',
  'Назва_Характеристики',
  'Одиниця_виміру_Характеристики',
  'Значення_Характеристики',
  'Назва_Характеристики',
  'Одиниця_виміру_Характеристики',
  'Значення_Характеристики',
];
const pan = (code: string, d: number, price: number, qty: number, id: string, weight: string): Cell[] => [
  code,
  `Сковорода антипригарна Tefal Daily Chef ${d} см`,
  price,
  qty,
  id,
  `kz-00${d}`,
  8817341,
  `закуп ${price - 180} (Фоксмарт опт)`,
  weight,
  'Діаметр',
  'см',
  String(d),
  'Матеріал',
  '',
  'алюміній',
];
const PANS: Cell[][] = [
  PROM,
  pan('TF-D20', 20, 689, 4, '2146518301', '0.7'),
  pan('TF-D24', 24, 849, 0, '2146526220', '0.9'),
  pan('TF-D28', 28, 1049, 3, '2146534139', '1.2'),
];

describe('a Prom.ua variant group with database ids, private notes and a weight beside its characteristic', () => {
  it('is one model sized by the characteristic its names say, each size keeping its own code and price', () => {
    const [model, ...rest] = readRows(PANS);
    expect(rest).toEqual([]);
    expect(model.code).toBe('TF-D20');
    expect(model.name).toBe('Сковорода антипригарна Tefal Daily Chef');
    expect(model.color).toBe('');
    expect(model.sizes).toEqual([
      { size: '20 см', quantity: 4 },
      { size: '24 см', quantity: 0, sku: 'TF-D24', price: 849 },
      { size: '28 см', quantity: 3, sku: 'TF-D28', price: 1049 },
    ]);
  });

  it("never takes the owner's notes (a purchase price) nor the ids into the catalogue", () => {
    const [model] = readRows(PANS);
    expect(model.description).not.toMatch(/закуп|Фоксмарт|2146518301|kz-00/u);
    const ignored = ignoredColumns(PROM, mapColumns(PROM));
    expect(ignored).toContainEqual({ column: PROM.indexOf('Особисті_нотатки'), reason: 'private' });
  });

  it('answers a diameter of the model with its own price', async () => {
    const reply = await shopOf(PANS).talk('сковорода тефаль на 28 є? скільки?');
    expect(reply.text).toContain('1049 грн');
    expect(reply.text).not.toMatch(/арт\. TF-D2\d:/u);
    expect(reply.ok).toBe(true);
  });
});

const YARN_HEADER = [
  'Арт.',
  'Пряжа / товар',
  'Колір №',
  'Колір',
  'Склад',
  'Ціна за моток',
  'Залишок мотків',
  'Закупка',
];
const YARN: Cell[][] = [
  YARN_HEADER,
  ['А-101', 'Alize Lanagold', '001', 'білий', '49% вовна, 51% акрил', 112, 14, 78],
  ['А-101', 'Alize Lanagold', '052', 'сірий', '49% вовна, 51% акрил', 112, 6, 78],
  ['А-101', 'Alize Lanagold', '060', 'чорний', '49% вовна, 51% акрил', 112, 9, 78],
  ['Я-205', 'YarnArt Merino De Luxe 50', '3079', 'гірчичний', '50% вовна, 50% акрил', 128, 7, 90],
  ['Я-205', 'YarnArt Merino De Luxe 50', '559', 'сірий меланж', '50% вовна, 50% акрил', 128, 0, 90],
  ['Г-30', 'Гачок Tulip Etimo, 3 мм', '', '', '', 365, 3, 258],
  ['Г-35', 'Гачок Tulip Etimo, 3,5 мм', '', '', '', 365, 5, 258],
  ['Г-40', 'Гачок Tulip Etimo, 4 мм', '', '', '', 365, 0, 258],
];

describe('a hand-kept yarn sheet: colour numbers beside colour words, sizes said in the names', () => {
  it("reads the colour's word with its number, and one hook in its sizes", () => {
    const products = readRows(YARN);
    expect(products.filter((p) => p.code === 'А-101').map((p) => p.color)).toEqual([
      '001 білий',
      '052 сірий',
      '060 чорний',
    ]);
    const hook = products.find((p) => p.name === 'Гачок Tulip Etimo')!;
    expect(hook.code).toBe('Г-30');
    expect(hook.sizes).toEqual([
      { size: '3 мм', quantity: 3 },
      { size: '3,5 мм', quantity: 5, sku: 'Г-35' },
      { size: '4 мм', quantity: 0, sku: 'Г-40' },
    ]);
    // A name with a comma that ends in no size stays a product of its own.
    expect(readRows([YARN_HEADER, ['X-1', 'Пряжа, біла', '', '', '', 50, 1, 30]])[0].name).toBe('Пряжа, біла');
  });

  it('a colour number is the colour said, no unknown article, with or without the model', async () => {
    const shop = shopOf(YARN);
    const alone = await shop.talk('🧶 052?');
    expect(alone.text).toContain('052 сірий');
    expect(alone.text).not.toContain('артикулом 052');
    const lanagold = await shop.talk('ланаголд 052 є?');
    expect(lanagold.text).toContain('колір 052 сірий');
    expect(lanagold.text).not.toContain('001 білий');
  });

  it('"скільки мотків є?" is answered with the count; otherwise no count is said', async () => {
    const shop = shopOf(YARN);
    expect((await shop.talk('а гірчичний 3079? скільки мотків є?')).text).toContain('Є в наявності: 7 шт.');
    expect((await shop.talk('гірчичний 3079 є?')).text).not.toMatch(/7 шт/u);
    expect((await shop.talk('how many skeins of 3079 do you have?')).text).toContain('In stock: 7 pcs');
  });

  it('"скок" asks the price', async () => {
    expect((await shopOf(YARN).talk('А-101 колір 052 скок?')).text).toContain('112 грн');
  });
});
