// Writes stock.json, set.json and conversations.json for the team's outdoor clothing tuning shop,
// its stock as Shopify's product CSV export lays it out (help.shopify.com, "Using CSV files to
// import and export products"): one row per variant, `Handle` joining a product's rows, `Title`,
// `Type` and `Vendor` on the first row only, `Option1 Name`/`Option1 Value` (colour),
// `Option2 Name`/`Option2 Value` (size), a `Variant SKU` per colour and size, `Variant Price`,
// `Variant Inventory Qty`. Weighted to conversations: a colour or size sold out and the other
// offered, a choice by colour, a changed mind, two items at once, Russian and English. Written on
// 2026-11-29 before any tuning against it; tuned against freely afterwards (unlike
// eval/held-out-shops/).
// Run: node api/eval/tuning-shops/outdoor/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_FOUND, YES, caseMaker, pricesOf, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** handle, title, type, sku stem, price, [[colour, colour stem, size, quantity]…] */
const PRODUCTS = [
  [
    'softshell-women',
    'Куртка софтшел жіноча',
    'Куртки',
    'SS-W',
    2400,
    [
      ['Чорний', 'BLK', 'S', 2],
      ['Чорний', 'BLK', 'M', 0],
      ['Чорний', 'BLK', 'L', 1],
      ['Оливковий', 'OLV', 'S', 0],
      ['Оливковий', 'OLV', 'M', 3],
      ['Оливковий', 'OLV', 'L', 1],
    ],
  ],
  [
    'fleece-men',
    'Фліс Polartec чоловічий',
    'Фліси',
    'FL-M',
    1350,
    [
      ['Сірий', 'GRY', 'M', 2],
      ['Сірий', 'GRY', 'L', 2],
      ['Сірий', 'GRY', 'XL', 0],
      ['Темно-синій', 'NVY', 'M', 0],
      ['Темно-синій', 'NVY', 'L', 1],
      ['Темно-синій', 'NVY', 'XL', 1],
    ],
  ],
  [
    'thermal-set',
    'Термобілизна комплект (кофта + штани)',
    'Термобілизна',
    'TH',
    990,
    [
      ['Чорний', 'BLK', 'XS', 1],
      ['Чорний', 'BLK', 'S', 2],
      ['Чорний', 'BLK', 'M', 0],
    ],
  ],
  [
    'trekking-pants',
    'Штани трекінгові трансформери',
    'Штани',
    'TP',
    1650,
    [
      ['Хакі', 'KHK', 'S', 1],
      ['Хакі', 'KHK', 'M', 2],
      ['Хакі', 'KHK', 'L', 0],
      ['Графітовий', 'GRP', 'S', 0],
      ['Графітовий', 'GRP', 'M', 1],
      ['Графітовий', 'GRP', 'L', 1],
    ],
  ],
  [
    'rain-jacket',
    'Дощовик мембранний',
    'Куртки',
    'RJ',
    1890,
    [
      ['Жовтий', 'YLW', 'S/M', 2],
      ['Жовтий', 'YLW', 'L/XL', 1],
      ['Червоний', 'RED', 'S/M', 0],
      ['Червоний', 'RED', 'L/XL', 0],
    ],
  ],
  [
    'buff',
    'Бафф мультифункціональний',
    'Аксесуари',
    'BF',
    290,
    [
      ['Чорний', 'BLK', 'Один розмір', 5],
      ['Помаранчевий', 'ORG', 'Один розмір', 3],
    ],
  ],
  [
    'fleece-gloves',
    'Рукавиці флісові',
    'Аксесуари',
    'GL',
    450,
    [
      ['Чорний', 'BLK', 'S', 0],
      ['Чорний', 'BLK', 'M', 2],
      ['Чорний', 'BLK', 'L', 1],
    ],
  ],
  [
    'wool-socks',
    'Шкарпетки трекінгові вовняні',
    'Шкарпетки',
    'SK',
    320,
    [
      ['Сірий', 'GRY', '36-38', 3],
      ['Сірий', 'GRY', '39-41', 0],
      ['Сірий', 'GRY', '42-44', 2],
    ],
  ],
];

const stock = PRODUCTS.flatMap(([handle, title, type, stem, price, variants]) =>
  variants.map(([colour, colourStem, size, qty], i) => ({
    Handle: handle,
    Title: i === 0 ? title : '',
    'Body (HTML)': i === 0 ? `<p>${title}: для походів і міста. Догляд: делікатне прання 30°.</p>` : '',
    Vendor: i === 0 ? 'Гірський вітер' : '',
    Type: i === 0 ? type : '',
    Published: i === 0 ? 'TRUE' : '',
    'Option1 Name': i === 0 ? 'Колір' : '',
    'Option1 Value': colour,
    'Option2 Name': i === 0 ? 'Розмір' : '',
    'Option2 Value': size,
    'Variant SKU': `${stem}-${colourStem}-${size.replace(/[ /]/g, '')}`,
    'Variant Inventory Qty': qty,
    'Variant Price': price,
    'Variant Compare At Price': '',
    'Variant Requires Shipping': 'TRUE',
    Status: i === 0 ? 'active' : '',
  })),
);

// Prices by handle: the price helpers take [key, name, price] rows.
const { price, otherPrices } = pricesOf(PRODUCTS.map(([handle, title, , , amount]) => [handle, title, amount]));
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_RU = [...ASKS_NAME, 'имя', 'фамил', 'телефон', 'доставк', 'отделен'];
const ASKS_NAME_EN = ['name', 'phone', 'delivery', 'branch', 'address'];

const set = [
  c('name', 'софтшел жіночий скільки коштує?', [price('softshell-women')], otherPrices('softshell-women')),
  c('name', 'почем флиска мужская?', [price('fleece-men')], otherPrices('fleece-men')),
  c('name', 'how much is the rain jacket?', [price('rain-jacket')], otherPrices('rain-jacket'), 'en'),
  c('colour', 'дощовик червоний є?', [NO, ['жовт']], otherPrices('rain-jacket')),
  c('size', 'термобілизна на M є?', [NO, ['XS', 'S']], otherPrices('thermal-set')),
  c('size', 'штани трекінгові L в хакі є?', [NO, ['графіт']], otherPrices('trekking-pants')),
  c('colour', 'бафф які кольори є?', [['чорн'], ['помаранч']], otherPrices('buff')),
  c(
    'browse',
    'які у вас є куртки?',
    [['софтшел', 'SS-W']],
    [...price('wool-socks'), ...price('fleece-gloves'), ...price('buff')],
  ),
  c(
    'multi',
    'штани трекінгові і бафф, скільки разом?',
    [price('trekking-pants'), price('buff'), writings(1650 + 290)],
    otherPrices('trekking-pants', 'buff'),
  ),
  c('quantity', '3 пари шкарпеток вовняних скільки буде?', [writings(960)], otherPrices('wool-socks')),
  c('absent', 'а дитячі куртки є?', [NOT_FOUND], otherPrices()),
  c('handoff', 'якщо розмір не підійде, можна обміняти?', [HANDOFF], otherPrices()),
];

const conversations = [
  {
    id: 'od-1',
    lang: 'ua',
    turns: [
      t(
        'привіт, софтшел жіночий є в М?',
        [['олив']],
        otherPrices('softshell-women'),
        'black M sold out, olive M there',
      ),
      t('а чорний в L?', [YES], otherPrices('softshell-women'), 'the other colour in another size'),
      t('ок давайте чорний L', [ASKS_NAME], otherPrices('softshell-women'), 'takes the black L'),
      t(
        'Олена Савчук 0631234567',
        [['місто', 'відділен', 'доставк', 'поштомат']],
        otherPrices('softshell-women'),
        'asks the delivery',
      ),
      t(
        'Львів, відділення 12',
        [['чорн'], ['L'], price('softshell-women')],
        otherPrices('softshell-women'),
        'summary of the black L',
      ),
    ],
  },
  {
    id: 'od-2',
    lang: 'ru',
    turns: [
      t(
        'Здравствуйте, флиска мужская есть XL?',
        [['син', 'navy', 'темно']],
        otherPrices('fleece-men'),
        'grey XL sold out, navy XL there',
      ),
      t('а серая L?', [YES], otherPrices('fleece-men'), 'grey L in stock'),
      t('беру серую L и бафф черный', [ASKS_NAME_RU], otherPrices('fleece-men', 'buff'), 'two items at once'),
      t('сколько всего будет?', [writings(1350 + 290)], otherPrices('fleece-men', 'buff'), 'total of both'),
    ],
  },
  {
    id: 'od-3',
    lang: 'en',
    turns: [
      t('do you have the trekking pants in M?', [YES], otherPrices('trekking-pants'), 'both colours have M'),
      t(
        'which colours?',
        [
          ['khaki', 'хакі'],
          ['graphite', 'графіт'],
        ],
        otherPrices('trekking-pants'),
        'colours',
      ),
      t("I'll take the graphite one", [ASKS_NAME_EN], otherPrices('trekking-pants'), 'takes the graphite M'),
      t('actually make it khaki', [['khaki', 'хакі']], otherPrices('trekking-pants'), 'changes the colour'),
      t(
        'Taras Petrenko, +380671112233, Nova Poshta Kyiv branch 3',
        [['khaki', 'хакі'], ['M'], price('trekking-pants')],
        otherPrices('trekking-pants'),
        'summary of the khaki M',
      ),
    ],
  },
  {
    id: 'od-4',
    lang: 'ua',
    turns: [
      t('дощовик червоний є?', [NO, ['жовт']], otherPrices('rain-jacket'), 'red sold out, yellow offered'),
      t('а жовтий на L/XL?', [YES], otherPrices('rain-jacket'), 'yellow L/XL in stock'),
      t(
        'беру 2 штуки',
        [['лише', 'лиш', 'тільки', 'залишил', 'лишил', '1 шт']],
        otherPrices('rain-jacket'),
        'only one left',
      ),
    ],
  },
  {
    id: 'od-5',
    lang: 'ua',
    turns: [
      t(
        'шкарпетки вовняні 39-41 є?',
        [NO, ['42-44', '36-38']],
        otherPrices('wool-socks'),
        'size sold out, others offered',
      ),
      t('ну тоді 42-44, дві пари', [ASKS_NAME], otherPrices('wool-socks'), 'order of two pairs'),
      t('скільки за все?', [writings(640)], otherPrices('wool-socks'), 'running total'),
    ],
  },
  {
    id: 'od-6',
    lang: 'ua',
    turns: [
      t(
        'які у вас є куртки?',
        [['софтшел', 'SS-W']],
        [...price('wool-socks'), ...price('fleece-gloves'), ...price('buff')],
        'browse jackets',
      ),
      t(
        'а софтшел скільки коштує?',
        [price('softshell-women')],
        otherPrices('softshell-women'),
        'price of one from the list',
      ),
    ],
  },
  {
    id: 'od-7',
    lang: 'ua',
    turns: [
      t('рукавиці флісові S є?', [NO, ['M'], ['L']], otherPrices('fleece-gloves'), 'size sold out'),
      t('давайте M', [ASKS_NAME], otherPrices('fleece-gloves'), 'takes M'),
      t('ой, краще L', [['L']], otherPrices('fleece-gloves'), 'changes the size'),
      t(
        'Марія Коваль +380991234567 нова пошта Одеса 14',
        [['L'], price('fleece-gloves')],
        otherPrices('fleece-gloves'),
        'summary of L',
      ),
    ],
  },
  {
    id: 'od-8',
    lang: 'ua',
    turns: [
      t('термобілизна на M є?', [NO, ['S']], otherPrices('thermal-set'), 'size sold out'),
      t('а на S скільки коштує?', [price('thermal-set')], otherPrices('thermal-set'), 'price of the other size'),
      t(
        'окей, беру. Андрій Шевчук, 0501112233, Харків, поштомат 2345',
        [['S'], price('thermal-set')],
        otherPrices('thermal-set'),
        'summary in one message',
      ),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
