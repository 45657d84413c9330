// Retail and accounting systems' product exports, read from their documented columns (not from any
// evaluation set): Lightspeed Retail (X-Series), Loyverse, RemOnline, Dilovod and RetailCRM's ICML
// catalogue as a sheet: variant options, per-outlet stock, composite items' parts, codes numbered per
// variant, price types named alone, a product per size named with it, offers tied by their product
// (issue 46, docs/product.md §9.4).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';
import { readRows, summary } from './fixtures/read-rows';

beforeAll(() => loadDictionaries());

const LIGHTSPEED_HEADER = [
  'id',
  'handle',
  'sku',
  'composite_name',
  'composite_sku',
  'composite_quantity',
  'name',
  'description',
  'product_category',
  'variant_option_one_name',
  'variant_option_one_value',
  'variant_option_two_name',
  'variant_option_two_value',
  'supply_price',
  'retail_price',
  'brand_name',
  'active',
  'inventory_Main_Outlet',
  'reorder_point_Main_Outlet',
];
const row = (cells: Record<string, string>): Cell[] => LIGHTSPEED_HEADER.map((h) => cells[h] ?? '');
const merino = (sku: string, colour: string, weight: string, price: string, stock: string) =>
  row({
    id: `id-${sku}`,
    handle: 'merino-yarn',
    sku,
    name: 'Пряжа Merino Soft',
    description: 'Мериносова вовна.',
    product_category: 'Пряжа',
    variant_option_one_name: 'Колір',
    variant_option_one_value: colour,
    variant_option_two_name: 'Вага',
    variant_option_two_value: weight,
    supply_price: '60.00',
    retail_price: price,
    active: '1',
    inventory_Main_Outlet: stock,
    reorder_point_Main_Outlet: '5',
  });
const LIGHTSPEED: Cell[][] = [
  LIGHTSPEED_HEADER,
  merino('YR30001', 'Сірий', '50 г', '95.00', '4'),
  merino('YR30002', 'Сірий', '100 г', '175.00', '2'),
  merino('YR30003', 'Синій', '100 г', '180.00', '0'),
  ...['3', '4'].map((n, i) =>
    row({
      id: `n${n}`,
      handle: 'bamboo-needles',
      sku: `ND4100${i + 1}`,
      name: 'Спиці бамбукові',
      product_category: 'Спиці',
      variant_option_one_name: 'Номер',
      variant_option_one_value: n,
      supply_price: '30.00',
      retail_price: n === '3' ? '110.00' : '120.00',
      active: '1',
      inventory_Main_Outlet: n === '3' ? '7' : '0',
    }),
  ),
];

describe("Lightspeed X-Series' product export", () => {
  it('reads the stock of the outlet column, never the reorder point or the cost', async () => {
    const { talk } = shopOf(LIGHTSPEED);
    const blue = await talk('пряжа merino синя 100 г є?');
    expect(blue.text).toMatch(/немає/);
    expect(blue.text).not.toMatch(/\b60\b/);
    const grey = await talk('пряжа merino сіра 100 г є?');
    expect(grey.text).toMatch(/175/);
    expect(grey.text).not.toMatch(/немає/);
  });

  it("takes every variant option for what the variants differ by ('Номер' of knitting needles)", async () => {
    const { catalogue } = shopOf(LIGHTSPEED);
    const needles = catalogue.allModels().find((m) => m.name === 'Спиці бамбукові');
    expect(needles?.variants.flatMap((v) => v.sizes.map((s) => s.size))).toEqual(['3', '4']);
  });

  it("gives each colour its own first code, and the code its variants' codes are numbered from names the model", async () => {
    const { talk } = shopOf(LIGHTSPEED);
    const model = await talk('YR300 ціна?');
    expect(model.text).toMatch(/YR30001/);
    expect(model.text).toMatch(/YR30003/);
    expect(model.text).toMatch(/95/);
    expect(model.text).toMatch(/180/);
    const needles = await talk('скільки ND410?');
    expect(needles.text).toMatch(/110/);
    // No model is made of a code without its first variant ("YR3" numbers nothing of its own).
    expect((await talk('YR3 ціна?')).text).not.toMatch(/95|175|180/);
  });
});

const LOYVERSE_HEADER = [
  'Handle',
  'SKU',
  'Name',
  'Category',
  'Description',
  'Sold by weight',
  'Option 1 name',
  'Option 1 value',
  'Cost',
  'Barcode',
  'SKU of included item',
  'Quantity of included item',
  'Track stock',
  'Available for sale [Кав’ярня]',
  'Price [Кав’ярня]',
  'In stock [Кав’ярня]',
  'Low stock [Кав’ярня]',
];
const LOYVERSE: Cell[][] = [
  LOYVERSE_HEADER,
  [
    'moka',
    '20011',
    'Гейзерна кавоварка Moka',
    'Посуд',
    'Алюміній.',
    'N',
    'Об’єм',
    '3 чашки',
    '410',
    '',
    '',
    '',
    'Y',
    'Y',
    '690',
    '5',
    '1',
  ],
  [
    'moka',
    '20012',
    'Гейзерна кавоварка Moka',
    'Посуд',
    '',
    'N',
    'Об’єм',
    '6 чашок',
    '520',
    '',
    '',
    '',
    'Y',
    'Y',
    '890',
    '0',
    '1',
  ],
  [
    'grinder',
    '20020',
    'Кавомолка ручна',
    'Посуд',
    'Жорна керамічні.',
    'N',
    '',
    '',
    '700',
    '',
    '',
    '',
    'Y',
    'Y',
    '1150',
    '2',
    '1',
  ],
  [
    'kit',
    '20030',
    'Набір для заварювання',
    'Набори',
    'Кавоварка і кавомолка.',
    'N',
    '',
    '',
    '1100',
    '',
    '20011',
    '1',
    'N',
    'Y',
    '1690',
    '',
    '',
  ],
  ['kit', '', '', '', '', '', '', '', '', '', '20020', '1', '', '', '', '', ''],
  ['scale', '20040', 'Ваги для кави', 'Посуд', '', 'N', '', '', '300', '', '', '', 'Y', 'N', '520', '3', '1'],
];

describe("Loyverse's items export", () => {
  it("reads the store's 'In stock', not a composite's part quantity", async () => {
    const { talk } = shopOf(LOYVERSE);
    const six = await talk('кавоварка moka на 6 чашок є?');
    expect(six.text).toMatch(/немає/);
    const three = await talk('кавоварка moka на 3 чашки є?');
    expect(three.text).toMatch(/690/);
    expect(three.text).not.toMatch(/немає/);
  });

  it("offers no item switched off for sale, and no product of a composite's part rows", async () => {
    const { catalogue, talk } = shopOf(LOYVERSE);
    const names = catalogue.allModels().map((m) => m.name);
    expect(names).not.toContain('Ваги для кави');
    expect(names.sort()).toEqual(['Гейзерна кавоварка Moka', 'Кавомолка ручна', 'Набір для заварювання'].sort());
    expect((await talk('набір для заварювання скільки?')).text).toMatch(/1690/);
  });

  it('answers what a kit holds from its description, with no store switch among its characteristics', async () => {
    const kit = await shopOf(LOYVERSE).talk('набір для заварювання — що в нього входить?');
    expect(kit.text).toMatch(/Кавоварка і кавомолка/);
    expect(kit.text).not.toMatch(/Available for sale|Track stock|Sold by weight/);
  });
});

// RemOnline's warehouse export (help.remonline.app, "Імпорт та експорт товарів"): a product's name is
// unique, so each size and colour is a product named with it; its price types are named by the owner.
const REMONLINE_HEADER = [
  'ID',
  'Код',
  'Артикул',
  'Штрихкод',
  'Найменування',
  'Категорія',
  'Опис',
  'Одиниця виміру',
  'Закупівельна ціна',
  'Роздрібна',
  'Оптова',
  'Мін. залишок',
  'Залишок',
];
const remonline = (id: number, code: string, name: string, retail: number, stock: number): Cell[] => [
  String(9000 + id),
  String(100 + id),
  code,
  `48200000${id}`,
  name,
  'Усі товари > Рукавички',
  'Теплі рукавички.',
  'пара',
  120,
  retail,
  200,
  1,
  stock,
];
const REMONLINE: Cell[][] = [
  REMONLINE_HEADER,
  remonline(1, 'GL-20-S', 'Рукавички трикотажні, чорний, р. S', 249, 3),
  remonline(2, 'GL-20-M', 'Рукавички трикотажні, чорний, р. M', 249, 0),
  remonline(3, 'GL-20-M-G', 'Рукавички трикотажні, сірий, р. M', 259, 4),
];

describe("RemOnline's warehouse export", () => {
  it('quotes the retail price type, never the cost or the wholesale one', async () => {
    const { talk } = shopOf(REMONLINE);
    const grey = await talk('рукавички сірі M скільки?');
    expect(grey.text).toMatch(/259/);
    expect(grey.text).not.toMatch(/\b(?:120|200)\b/);
  });

  it('reads a product per size named with it as one model in its sizes and colours', async () => {
    const { talk, catalogue } = shopOf(REMONLINE);
    expect(catalogue.allModels().map((m) => m.name)).toEqual(['Рукавички трикотажні']);
    const black = await talk('рукавички чорні M є?');
    expect(black.text).toMatch(/немає/);
    expect(black.text).toMatch(/сірий/);
    // The code the sizes' codes share names the model.
    expect((await talk('GL-20 є?')).text).toMatch(/249[\s\S]*259/);
  });
});

// Dilovod's opening-balances file (Сервіс ► Введення початкових залишків): its price columns as its
// help page names them — 'Облікова ціна' the stock's average cost, 'Облікова сума' that times the
// quantity, 'Закупівельна ціна' the last purchase price, 'Відпускна ціна' the selling price.
const DILOVOD: Cell[][] = [
  [
    '№',
    'Артикул',
    'Найменування',
    'Група',
    'Од. вим.',
    'Кількість',
    'Облікова ціна',
    'Облікова сума',
    'Закупівельна ціна',
    'Відпускна ціна',
  ],
  [1, 'NB-A5', 'Блокнот у крапку А5', 'Блокноти', 'шт', 6, 74, 444, 80, 165],
  [2, 'MK-12', 'Маркери для скетчингу, 12 шт', 'Маркери', 'уп', 0, 310, 0, 320, 590],
];

describe("Dilovod's opening-balances sheet", () => {
  it('quotes the selling price, never the accounting cost, its sum or the purchase price', async () => {
    const { talk } = shopOf(DILOVOD);
    const notebook = await talk('блокнот у крапку скільки коштує?');
    expect(notebook.text).toMatch(/165/);
    expect(notebook.text).not.toMatch(/\b(?:74|444|80)\b/);
    expect((await talk('маркери є?')).text).toMatch(/590/);
  });
});

// RetailCRM's / Simla.com's ICML catalogue (https://help.retailcrm.pro/Developers/ICML) flattened to a
// sheet, one row per <offer>: its attributes and elements by name, a column per <param> named
// 'param[<code>] <Name>'. The offers of one 'productId' are one model; 'productName' is its name, the
// offer's 'name' that with its values; 'xmlId' each offer's own code; 'purchasePrice' the cost.
const ICML_HEADER = [
  'id',
  'productId',
  'quantity',
  'categoryId',
  'url',
  'price',
  'purchasePrice',
  'name',
  'productName',
  'xmlId',
  'vendor',
  'productActivity',
  'param[article] Артикул',
  'param[size] Розмір',
  'param[color] Колір',
  'param[description] Опис',
  'param[country] Країна',
  'picture',
  'weight',
  'dimensions',
  'vatRate',
];
const offer = (cells: Record<string, string>): Cell[] =>
  ICML_HEADER.map(
    (h) =>
      ({ categoryId: '12', vendor: 'Родовід', productActivity: 'Y', weight: '0.300', vatRate: 'none', ...cells })[h] ??
      '',
  );
const shirt = (id: string, colour: string, code: string, size: string, quantity: string, price = '1890.00') =>
  offer({
    id,
    productId: '501',
    quantity,
    url: 'https://rodovid.example/malva',
    price,
    purchasePrice: '940.00',
    name: `Сорочка «Мальва», ${colour} (${size})`,
    productName: 'Сорочка «Мальва»',
    xmlId: `RD101-${code}-${size}`,
    'param[article] Артикул': 'RD-101',
    'param[size] Розмір': size,
    'param[color] Колір': colour,
    'param[description] Опис': 'Льняна сорочка з вишивкою мальви.',
  });
const dress = (id: string, size: string, quantity: string) =>
  offer({
    id,
    productId: '502',
    quantity,
    price: '2450.00',
    purchasePrice: '1200.00',
    name: `Сукня «Льон», бежева (${size})`,
    productName: 'Сукня «Льон»',
    xmlId: `RD220-${size}`,
    'param[article] Артикул': 'RD-220',
    'param[size] Розмір': size,
    'param[color] Колір': 'бежева',
    'param[description] Опис': 'Сукня з льону вільного крою.',
    'param[country] Країна': 'Україна',
    dimensions: '30/20/5',
  });
const ICML: Cell[][] = [
  ICML_HEADER,
  shirt('9101', 'біла', 'WH', 'S', '3'),
  shirt('9102', 'біла', 'WH', 'M', '0'),
  shirt('9103', 'біла', 'WH', 'L', '2', '1990.00'),
  shirt('9104', 'блакитна', 'BL', 'S', '1'),
  shirt('9105', 'блакитна', 'BL', 'M', '4'),
  dress('9201', '42', '2'),
  dress('9202', '44', '0'),
  dress('9203', '46', '1'),
  // Switched off in the CRM: not offered.
  offer({
    id: '9301',
    productId: '503',
    quantity: '5',
    price: '350.00',
    purchasePrice: '150.00',
    name: 'Крайка «Оберіг»',
    productName: 'Крайка «Оберіг»',
    xmlId: 'RD307',
    productActivity: 'N',
    'param[article] Артикул': 'RD-307',
    'param[color] Колір': 'червона',
  }),
];

describe("RetailCRM's ICML catalogue as a sheet", () => {
  it("reads a product's offers as one model under its article, each offer's xmlId its variant's own code", () => {
    const products = readRows(ICML);
    expect(summary(products)).toEqual([
      'RD-101 «Сорочка «Мальва»» біла: S=3@RD101-WH-S, M=0@RD101-WH-M, L=2@RD101-WH-L 1990 грн',
      'RD-101 «Сорочка «Мальва»» блакитна: S=1@RD101-BL-S, M=4@RD101-BL-M',
      'RD-220 «Сукня «Льон»» бежева: 42=2@RD220-42, 44=0@RD220-44, 46=1@RD220-46',
    ]);
    // 'categoryId' is a number of the CRM's, no category; the price is 'price', never 'purchasePrice'.
    expect(products.map((p) => [p.category, p.price])).toEqual([
      ['', 1890],
      ['', 1890],
      ['', 2450],
    ]);
    // A param the import has no field for is a characteristic by its name; the tax rate is none.
    expect(products[2].description).toMatch(/^Сукня з льону вільного крою\.$/m);
    expect(products[2].description).toMatch(/^Країна: Україна$/m);
    expect(products[2].description).not.toMatch(/vatRate|param\[/);
  });

  it("without an article param, each offer's xmlId is its code, the offers of one product still one model", () => {
    const at = ICML_HEADER.indexOf('param[article] Артикул');
    const products = readRows(ICML.map((r) => r.filter((_, i) => i !== at)));
    expect(summary(products)).toEqual([
      'RD101-WH «Сорочка «Мальва»» біла: S=3@RD101-WH-S, M=0@RD101-WH-M, L=2@RD101-WH-L 1990 грн',
      'RD101-BL «Сорочка «Мальва»» блакитна: S=1@RD101-BL-S, M=4@RD101-BL-M',
      'RD220 «Сукня «Льон»» бежева: 42=2@RD220-42, 44=0@RD220-44, 46=1@RD220-46',
    ]);
  });

  it('quotes the price, never the purchase price', async () => {
    const { talk } = shopOf(ICML);
    const dressPrice = await talk('сукня льон скільки коштує?');
    expect(dressPrice.text).toMatch(/2450/);
    expect(dressPrice.text).not.toMatch(/\b1200\b/);
    expect((await talk('сорочка мальва скільки коштує?')).text).not.toMatch(/\b940\b/);
  });

  it("finds the model by its article and answers its sizes, and a variant by the offer's xmlId", async () => {
    const { talk } = shopOf(ICML);
    const sizes = await talk('RD-220 які є розміри?');
    expect(sizes.text).toMatch(/Сукня «Льон»[\s\S]*42, 46/);
    expect(sizes.text).not.toMatch(/\b44\b/);
    const blue = await talk('RD101-BL-M є?');
    expect(blue.text).toMatch(/блакитна[\s\S]*1890/);
    expect(blue.text).not.toMatch(/немає/);
  });

  it('offers no product switched off in the CRM', async () => {
    const { catalogue, talk } = shopOf(ICML);
    expect(catalogue.allModels().map((m) => m.name)).not.toContain('Крайка «Оберіг»');
    expect((await talk('крайка оберіг є?')).text).not.toMatch(/\b350\b/);
    expect((await talk('RD-307 є?')).text).not.toMatch(/\b350\b/);
  });
});
