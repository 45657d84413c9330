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

  it('a sold-out colour of a model in stock in others says so and lists them, not the model sold out', async () => {
    const shop = shopOf(YARN);
    const grey = await shop.talk('ярнарт мерино колір 559 є?');
    expect(grey.text).toContain('На жаль, цього кольору зараз немає');
    expect(grey.text).not.toContain('цієї моделі немає в наявності');
    expect(grey.text).toMatch(/є ще в кольорах: 3079 гірчичний/u);
    // In stock: the colour alone, no list of the others.
    expect((await shop.talk('ланаголд колір 052 є?')).text).not.toContain('є ще в кольорах');
  });

  it('"обидва скільки?" of two sizes is their sum; "3,5 мм" is no "5 мм"', async () => {
    const shop = shopOf(YARN);
    const both = await shop.talk('гачок 3 і 3,5 мм обидва скільки?');
    expect(both.text).toContain('= 730 грн');
    const one = await shop.talk('гачок 3,5 мм є?');
    expect(one.text).toContain('3,5 мм');
    expect(one.text).not.toMatch(/(?<![\d,])5 мм/u);
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

describe('more of a yarn and cookware shop: names, purposes, counts and measures in words', () => {
  const JEANS: Cell[][] = [
    YARN_HEADER,
    ['Я-55', 'YarnArt Jeans', '01', 'білий', '55% бавовна, 45% акрил', 76, 25, 52],
    ['Я-55', 'YarnArt Jeans', '17', 'джинс (синій)', '55% бавовна, 45% акрил', 76, 0, 52],
    ['Я-55', 'YarnArt Jeans', '53', 'чорний', '55% бавовна, 45% акрил', 76, 8, 52],
  ];

  it('a word of the model\'s own name is no colour asked ("ярнарт джинс" of «YarnArt Jeans» in «джинс»)', async () => {
    const reply = await shopOf(JEANS).talk('ярнарт джинс по чому моточок');
    expect(reply.text).toContain('76 грн');
    expect(reply.text).not.toContain('у такому кольорі');
    expect(reply.text).not.toContain('На жаль, зараз цієї моделі немає');
    expect(reply.ok).toBe(true);
  });

  it('what the goods are for is no item the shop lacks; colours with their counts are summed', async () => {
    const shop = shopOf(YARN);
    const first = await shop.talk('ланаголд 052 сірий, мені треба 8 мотків на светр, є?');
    expect(first.text).not.toContain('светр');
    expect(first.text).toContain('лише 6 шт');
    const both = await shop.talk(
      'ланаголд 052 сірий, мені треба 8 мотків на светр, є?',
      'ой, тоді 6 сірих і 2 чорних 060, скільки разом?',
    );
    expect(both.text).toContain(
      '6 × 112 грн (Alize Lanagold, 052 сірий) + 2 × 112 грн (Alize Lanagold, 060 чорний) = 896 грн',
    );
  });

  it('"3 літри" is the size, "2 таких" the count of it', async () => {
    const POTS: Cell[][] = [
      ['Артикул', 'Назва', 'Розмір', 'Ціна', 'Залишок'],
      ['RG-2', 'Каструля Ringel Favorit', '2 л', 930, 3],
      ['RG-2', 'Каструля Ringel Favorit', '3 л', 1120, 5],
      ['RG-2', 'Каструля Ringel Favorit', '5 л', 1460, 0],
    ];
    const reply = await shopOf(POTS).talk('каструля рінгель 5л є?', 'а 3 літри скільки?', 'а якщо 2 таких?');
    expect(reply.text).toContain('2 × 1120 грн = 2240 грн');
  });

  it('a shop reply naming a product by its code moves the focus to it alone', async () => {
    const KNIVES: Cell[][] = [
      ['Артикул', 'Назва', 'Розмір', 'Колір', 'Ціна', 'Залишок'],
      ['VX-520', 'Ніж кухарський Victorinox Fibrox', '20 см', '', 1380, 3],
      ['VX-520', 'Ніж кухарський Victorinox Fibrox', '25 см', '', 1590, 2],
      ['VX-08R', 'Ніж для овочів Victorinox 8 см', '', 'червоний', 235, 6],
      ['VX-08B', 'Ніж для овочів Victorinox 8 см', '', 'чорний', 235, 4],
    ];
    const reply = await shopOf(KNIVES).talk(
      'ніж кухарський вікторінокс які є розміри?',
      'а 25 скільки коштує?',
      'і ножик для овочів чорний до нього, скільки разом?',
    );
    expect(reply.text).toContain('1590 грн (Ніж кухарський Victorinox Fibrox) + 235 грн');
    expect(reply.text).toContain('= 1825 грн');
  });

  it('Prom.ua: the Ukrainian description only, not its Russian twin; "чугунная" of «чавунна»', async () => {
    const HEADER = ['Код_товару', 'Назва_позиції', 'Назва_позиції_укр', 'Опис', 'Опис_укр', 'Ціна', 'Кількість'];
    const rows: Cell[][] = [
      HEADER,
      ['LDG-26', 'Сковорода чугунная Lodge', 'Сковорода чавунна Lodge', 'Литой чугун.', 'Литий чавун.', 1860, 2],
      ['TF-20', 'Сковорода Tefal Daily Chef', 'Сковорода Tefal Daily Chef', 'Алюминий.', 'Алюміній.', 689, 4],
    ];
    const [lodge] = readRows(rows);
    expect(lodge.name).toBe('Сковорода чавунна Lodge');
    expect(lodge.description).toBe('Литий чавун.');
    const reply = await shopOf(rows).talk('сколько стоит чугунная сковорода?');
    expect(reply.text).toContain('1860 грн');
    expect(reply.text).not.toContain('689');
  });
});

describe('cookware and knitting kinds, diminutives with an alternating vowel, a comparison\'s "ніж"', () => {
  const KITCHEN: Cell[][] = [
    ['Артикул', 'Назва', 'Розмір', 'Колір', 'Ціна', 'Залишок'],
    ['TF-20', 'Сковорода антипригарна Tefal Daily Chef', '20 см', '', 689, 4],
    ['TF-20', 'Сковорода антипригарна Tefal Daily Chef', '28 см', '', 1049, 3],
    ['LDG-26', 'Сковорода чавунна Lodge', '26 см', '', 1860, 2],
    ['KV-15R', 'Ківш емальований 1,5 л', '', 'червоний', 285, 5],
    ['KV-15M', 'Ківш емальований 1,5 л', '', "м'ятний", 285, 2],
    ['VX-520', 'Ніж кухарський Victorinox Fibrox', '20 см', '', 1380, 3],
    ['VX-08R', 'Ніж для овочів Victorinox 8 см', '', 'червоний', 235, 6],
    ['ID-2W', 'Каструля емальована Idilia', '2 л', 'білий', 415, 3],
  ];
  const shop = shopOf(KITCHEN);

  it('"сковорідки" of «Сковорода», "ковшика" of «Ківш», "3 ножики" of «Ніж»', async () => {
    const pans = await shop.talk('які у вас є сковорідки?');
    expect(pans.text).toContain('Tefal Daily Chef');
    expect(pans.text).toContain('Lodge');
    expect(pans.text).not.toContain('Idilia');
    const ladle = await shop.talk('які кольори є у ковшика?');
    expect(ladle.text).toMatch(/червоний.*м'ятний/u);
    const knives = await shop.talk('3 ножики для овочів червоних скільки буде?');
    expect(knives.text).toContain('3 × 235 грн = 705 грн');
    expect(knives.text).not.toMatch(/Розміру 3/u);
  });

  it('"what knives do you have?" lists the knives only; "дешевше ніж 500" is a price bound, no knife', async () => {
    const knives = await shop.talk('what knives do you have?');
    expect(knives.text).toContain('Victorinox Fibrox');
    expect(knives.text).not.toContain('Tefal');
    const cheap = await shop.talk('щось дешевше ніж 500 є?');
    expect(cheap.text).toContain('285 грн');
    expect(cheap.text).not.toContain('1380');
  });
});
