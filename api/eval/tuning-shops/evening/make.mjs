// Writes stock.json, set.json and conversations.json for the team's evening and occasion wear
// tuning shop, its stock as WooCommerce's product CSV exporter lays it out (woocommerce.com,
// "Product CSV Import Suite column header reference"; WooCommerce's own exporter): a `variable`
// parent row (its name, categories, `Attribute 1 value(s)` listing every colour, no price or stock)
// followed by one `variation` row per colour and size (`Parent` = `id:<parent ID>`, a name like
// "Сукня вечірня - Чорний, M", its own `Regular price`, `Sale price` sometimes, `In stock?`,
// `Stock`), the variation's SKU often left empty; a `simple` product on one row. Weighted to
// conversations: a sale price, a colour or size sold out and the other offered, a choice among
// several, a changed mind, Russian and English. Written on 2026-11-29 before any tuning against
// it; tuned against freely afterwards (unlike eval/held-out-shops/).
// Run: node api/eval/tuning-shops/evening/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_FOUND, YES, caseMaker, pricesOf, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * id, sku, name, category, regular price, sale price or '', variation SKUs written?,
 * [[colour, size, stock]…] (one entry and no colour/size: a simple product).
 */
const PRODUCTS = [
  [
    101,
    'EV-101',
    'Сукня вечірня максі з розрізом',
    'Сукні > Вечірні',
    4200,
    '',
    true,
    [
      ['Чорний', 'S', 1],
      ['Чорний', 'M', 0],
      ['Чорний', 'L', 2],
      ['Смарагдовий', 'S', 0],
      ['Смарагдовий', 'M', 1],
      ['Смарагдовий', 'L', 0],
    ],
  ],
  [
    120,
    'CK-120',
    'Сукня коктейльна з пайєтками',
    'Сукні > Коктейльні',
    3100,
    2490,
    false,
    [
      ['Срібний', 'XS', 2],
      ['Срібний', 'S', 1],
      ['Срібний', 'M', 0],
    ],
  ],
  [
    130,
    'JS-130',
    'Комбінезон вечірній з широкими штанинами',
    'Комбінезони',
    3600,
    '',
    false,
    [
      ['Бордовий', 'S', 1],
      ['Бордовий', 'M', 1],
      ['Темно-синій', 'S', 0],
      ['Темно-синій', 'M', 2],
    ],
  ],
  [
    140,
    'SK-140',
    'Спідниця плісе міді',
    'Спідниці',
    1850,
    '',
    true,
    [
      ['Пудровий', 'S', 2],
      ['Пудровий', 'M', 2],
      ['Чорний', 'S', 0],
      ['Чорний', 'M', 1],
    ],
  ],
  [
    150,
    'BZ-150',
    'Жакет подовжений атласний',
    'Жакети',
    2700,
    '',
    false,
    [
      ['Молочний', 'S', 0],
      ['Молочний', 'M', 1],
      ['Молочний', 'L', 1],
    ],
  ],
  [160, 'BL-160', 'Болеро з еко-хутра', 'Накидки', 1400, '', false, [['', '', 3]]],
];

const HEADER = [
  'ID',
  'Type',
  'SKU',
  'Name',
  'Published',
  'Is featured?',
  'Visibility in catalog',
  'Short description',
  'Description',
  'Date sale price starts',
  'Date sale price ends',
  'Tax status',
  'In stock?',
  'Stock',
  'Backorders allowed?',
  'Weight (kg)',
  'Length (cm)',
  'Sale price',
  'Regular price',
  'Categories',
  'Tags',
  'Images',
  'Parent',
  'Position',
  'Attribute 1 name',
  'Attribute 1 value(s)',
  'Attribute 1 visible',
  'Attribute 1 global',
  'Attribute 2 name',
  'Attribute 2 value(s)',
  'Attribute 2 visible',
  'Attribute 2 global',
];

const SIZE_CODE = { XS: 'XS', S: 'S', M: 'M', L: 'L' };
const COLOUR_CODE = {
  Чорний: 'BLK',
  Смарагдовий: 'EMR',
  Срібний: 'SLV',
  Бордовий: 'BRD',
  'Темно-синій': 'NVY',
  Пудровий: 'PWD',
  Молочний: 'MLK',
};

const stock = [];
let nextId = 1000;
const empty = () => Object.fromEntries(HEADER.map((h) => [h, '']));
for (const [id, sku, name, category, regular, sale, skus, variants] of PRODUCTS) {
  const simple = variants.length === 1 && variants[0][0] === '';
  const base = {
    ...empty(),
    ID: id,
    SKU: sku,
    Name: name,
    Published: 1,
    'Is featured?': 0,
    'Visibility in catalog': 'visible',
    'Short description': `${name}. Доставка по Україні.`,
    Description: `<p>${name}: тканина преміум-якості, посадка за розмірною сіткою.</p>`,
    'Tax status': 'taxable',
    Categories: category,
    Tags: 'вечірнє, свято',
    Images: `https://example.com/wp-content/uploads/${sku.toLowerCase()}.jpg`,
  };
  if (simple) {
    stock.push({
      ...base,
      Type: 'simple',
      'In stock?': variants[0][2] > 0 ? 1 : 0,
      Stock: variants[0][2],
      'Weight (kg)': 0.4,
      'Sale price': sale,
      'Regular price': regular,
    });
    continue;
  }
  const colours = [...new Set(variants.map((v) => v[0]))];
  const sizes = [...new Set(variants.map((v) => v[1]))];
  stock.push({
    ...base,
    Type: 'variable',
    'In stock?': 1,
    'Attribute 1 name': 'Колір',
    'Attribute 1 value(s)': colours.join(', '),
    'Attribute 1 visible': 1,
    'Attribute 1 global': 1,
    'Attribute 2 name': 'Розмір',
    'Attribute 2 value(s)': sizes.join(', '),
    'Attribute 2 visible': 1,
    'Attribute 2 global': 1,
  });
  variants.forEach(([colour, size, qty], i) => {
    stock.push({
      ...empty(),
      ID: nextId++,
      Type: 'variation',
      SKU: skus ? `${sku}-${COLOUR_CODE[colour]}-${SIZE_CODE[size]}` : '',
      Name: `${name} - ${colour}, ${size}`,
      Published: 1,
      'Tax status': 'taxable',
      'In stock?': qty > 0 ? 1 : 0,
      Stock: qty,
      'Weight (kg)': 0.6,
      'Sale price': sale,
      'Regular price': regular,
      Parent: `id:${id}`,
      Position: i + 1,
      'Attribute 1 name': 'Колір',
      'Attribute 1 value(s)': colour,
      'Attribute 1 global': 1,
      'Attribute 2 name': 'Розмір',
      'Attribute 2 value(s)': size,
      'Attribute 2 global': 1,
    });
  });
}

// The price a customer pays: the sale price where there is one.
const { price, otherPrices } = pricesOf(PRODUCTS.map(([, sku, name, , regular, sale]) => [sku, name, sale || regular]));
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_RU = [...ASKS_NAME, 'имя', 'фамил', 'телефон', 'доставк', 'отделен'];
const ASKS_NAME_EN = ['name', 'phone', 'delivery', 'branch', 'address'];
// The regular price of a product on sale is never quoted as its price.
const REGULAR_CK = writings(3100);

const set = [
  c('name', 'сукня вечірня з розрізом скільки коштує?', [price('EV-101')], otherPrices('EV-101')),
  c('name', 'коктейльна сукня з пайєтками почому?', [price('CK-120')], [...otherPrices('CK-120'), ...REGULAR_CK]),
  c('name', 'how much is the pleated skirt?', [price('SK-140')], otherPrices('SK-140'), 'en'),
  c('colour', 'комбінезон вечірній в яких кольорах?', [['бордов'], ['син']], otherPrices('JS-130')),
  c('size', 'спідниця плісе чорна на S є?', [NO, ['пудров', 'M']], otherPrices('SK-140')),
  c('size', 'жакет атласний S є?', [NO, ['M', 'L']], otherPrices('BZ-150')),
  c('name', 'болеро скільки?', [price('BL-160')], otherPrices('BL-160')),
  c(
    'browse',
    'які є сукні?',
    [
      ['EV-101', 'вечірня', 'максі'],
      ['CK-120', 'коктейльн'],
    ],
    [...price('SK-140'), ...price('BZ-150'), ...price('BL-160')],
  ),
  c(
    'multi',
    'жакет і спідниця плісе, скільки разом?',
    [price('BZ-150'), price('SK-140'), writings(2700 + 1850)],
    otherPrices('BZ-150', 'SK-140'),
  ),
  c('absent', 'а весільні сукні є?', [NOT_FOUND], otherPrices()),
  c('handoff', 'можна взяти сукню в оренду на вечір?', [HANDOFF], otherPrices()),
  c('name', 'сколько стоит комбинезон?', [price('JS-130')], otherPrices('JS-130'), 'ru'),
];

const conversations = [
  {
    id: 'ev-1',
    lang: 'ua',
    turns: [
      t(
        'добрий день! сукня вечірня максі є в M?',
        [['смарагд']],
        otherPrices('EV-101'),
        'black M sold out, emerald M there',
      ),
      t('а яка тканина?', [HANDOFF], otherPrices('EV-101'), 'fabric unknown to the data: hand-off'),
      t('ок, тоді смарагдову M беру', [ASKS_NAME], otherPrices('EV-101'), 'takes the emerald M'),
      t(
        'Вікторія Гнатюк, 0671234567, Київ, НП 45',
        [['смарагд'], ['M'], price('EV-101')],
        otherPrices('EV-101'),
        'summary of the emerald M',
      ),
    ],
  },
  {
    id: 'ev-2',
    lang: 'ua',
    turns: [
      t(
        'сукня з пайєтками скільки коштує?',
        [price('CK-120')],
        [...otherPrices('CK-120'), ...REGULAR_CK],
        'the sale price',
      ),
      t('а M є?', [NO, ['XS', 'S']], otherPrices('CK-120'), 'M sold out'),
      t('давайте S', [ASKS_NAME], otherPrices('CK-120'), 'takes S'),
      t(
        'скільки з усім буде?',
        [price('CK-120')],
        [...otherPrices('CK-120'), ...REGULAR_CK],
        'running total at the sale price',
      ),
    ],
  },
  {
    id: 'ev-3',
    lang: 'ru',
    turns: [
      t(
        'Добрый вечер, комбинезон темно-синий S есть?',
        [NO, ['M', 'бордов']],
        otherPrices('JS-130'),
        'navy S sold out',
      ),
      t('а бордовый S?', [YES], otherPrices('JS-130'), 'burgundy S in stock'),
      t('беру бордовый', [ASKS_NAME_RU], otherPrices('JS-130'), 'takes the burgundy S'),
      t(
        'Ольга Руденко +380501112233, Одесса, отделение 7',
        [['бордов'], ['S'], price('JS-130')],
        otherPrices('JS-130'),
        'summary of the burgundy S',
      ),
    ],
  },
  {
    id: 'ev-4',
    lang: 'en',
    turns: [
      t('hi, do you have the satin blazer in M?', [YES], otherPrices('BZ-150'), 'M in stock'),
      t('and the pleated skirt in black M?', [YES], otherPrices('SK-140'), 'another product, in stock'),
      t("great, I'll take both", [ASKS_NAME_EN], otherPrices('BZ-150', 'SK-140'), 'takes both'),
      t('how much is it all together?', [writings(2700 + 1850)], otherPrices('BZ-150', 'SK-140'), 'total of both'),
    ],
  },
  {
    id: 'ev-5',
    lang: 'ua',
    turns: [
      t('спідниця плісе в яких кольорах є?', [['пудров'], ['чорн']], otherPrices('SK-140'), 'colours'),
      t('пудрову S', [ASKS_NAME, ['пудров', 'S']].slice(1), otherPrices('SK-140'), 'the powder S named'),
      t('хоча ні, давайте чорну M', [['чорн']], otherPrices('SK-140'), 'changes colour and size'),
      t(
        'Ірина Мельник 0939876543 Львів відділення 3',
        [['чорн'], ['M'], price('SK-140')],
        otherPrices('SK-140'),
        'summary of the black M',
      ),
    ],
  },
  {
    id: 'ev-6',
    lang: 'ua',
    turns: [
      t('болеро з хутра є?', [YES], otherPrices('BL-160'), 'in stock'),
      t('а 2 штуки можна? скільки буде?', [writings(2800)], otherPrices('BL-160'), 'a quantity and its total'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
