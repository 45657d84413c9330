// Writes stock.json, set.json and conversations.json for the team's babywear tuning shop: clothes
// for babies and toddlers from a home-made shop whose owner keeps the stock in a Google Sheet she
// typed herself and downloads as .xlsx (File → Download → Microsoft Excel): a title row and an
// empty row above the header, section rows ("БОДІ ТА ЧОЛОВІЧКИ") between the models, one row per
// model (`№`, `Назва`, `Арт.`, `Тканина`, `Кольори`, `Розміри`, `Ціна`, `Примітка`), the sizes
// typed as free text in one cell ("56, 62, 68 (нема), 74" by height in cm, or "0-3 міс / 3-6 міс"
// by age), a sold-out size or colour marked "(нема)", the price typed "450 грн", the colours in one
// cell ("молочний, пудра"), no quantities. Customers give an age in months ("дитині 5 місяців"), a
// height ("на зріст 68"), "для новонародженого", ask about cotton, gifts and sets. Written on
// 2026-11-29 before any tuning against it; tuned against freely afterwards (unlike
// eval/held-out-shops/).
// Run: node api/eval/tuning-shops/babywear/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_AVAILABLE, NOT_FOUND, YES, caseMaker, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** [section, code, name, fabric, colours, sizes, price, note] in the order of the sheet. */
const MODELS = [
  [
    'БОДІ ТА ЧОЛОВІЧКИ',
    'BD-01',
    'Боді з довгим рукавом "Зайчик"',
    'інтерлок, 100% бавовна',
    'молочний, пудра',
    '56, 62, 68 (нема), 74',
    320,
    '',
  ],
  [
    '',
    'SL-02',
    'Чоловічок на кнопках',
    'футер, 100% бавовна',
    "сірий, м'ятний",
    '62, 68, 74, 80 (нема)',
    450,
    'кнопки по всій довжині',
  ],
  [
    '',
    'PS-08',
    'Пісочник мусліновий',
    'муслін, 100% бавовна',
    "пудра, м'ятний (нема)",
    '0-3 міс / 3-6 міс / 6-12 міс',
    390,
    '',
  ],
  [
    'ШТАНЦІ ТА КОСТЮМИ',
    'PZ-05',
    'Повзунки',
    'інтерлок, бавовна',
    'сірий, бежевий, молочний',
    '56, 62, 68, 74',
    180,
    'з закритими ніжками до 62',
  ],
  [
    '',
    'KS-06',
    'Костюм "Ведмедик" (кофта + штани)',
    'фліс',
    'бежевий, оливковий',
    '74, 80, 86, 92, 98 (нема)',
    690,
    'тепленький на осінь',
  ],
  [
    'ШАПОЧКИ',
    'SH-04',
    "Шапочка в'язана",
    "100% бавовна, в'язка",
    'молочний, сірий, гірчичний',
    '0-3 міс / 3-6 міс / 6-12 міс (нема)',
    220,
    '',
  ],
  [
    'НА ВИПИСКУ І В ПОДАРУНОК',
    'KV-03',
    'Комплект на виписку (конверт + шапочка + пелюшка)',
    'трикотаж, бавовна',
    'білий, пудра',
    '0-3 міс',
    1250,
    'для новонародженого',
  ],
  [
    '',
    'PN-07',
    'Подарунковий набір "Перший рік" (боді, повзунки, шапочка, слинявчик)',
    'бавовна',
    'молочний',
    '62, 68',
    980,
    'у подарунковій коробці',
  ],
];

const HEADER = ['№', 'Назва', 'Арт.', 'Тканина', 'Кольори', 'Розміри', 'Ціна', 'Примітка'];
const stock = [
  ['Наявність 🧸 дитячий одяг — оновлено 25.11', '', '', '', '', '', '', ''],
  ['', '', '', '', '', '', '', ''],
  HEADER,
];
MODELS.forEach(([section, code, name, fabric, colours, sizes, amount, note], i) => {
  if (section) stock.push([section, '', '', '', '', '', '', '']);
  stock.push([i + 1, name, code, fabric, colours, sizes, `${amount} грн`, note]);
});

const PRICES = Object.fromEntries(MODELS.map(([, code, , , , , amount]) => [code, amount]));
const price = (code) => writings(PRICES[code]);
const otherPrices = (...codes) =>
  Object.keys(PRICES)
    .filter((code) => !codes.includes(code))
    .flatMap((code) => price(code));
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_RU = [...ASKS_NAME, 'имя', 'фамил', 'отделен'];

const set = [
  c('name', 'скільки коштує боді зайчик?', [price('BD-01')], otherPrices('BD-01')),
  c('size', 'чоловічок на зріст 74 є?', [YES], [...otherPrices('SL-02'), ...NOT_AVAILABLE]),
  c('size', 'боді зайчик на 68 є?', [NO, ['62', '74']], otherPrices('BD-01')),
  c('size', 'дитині 5 місяців, який розмір повзунків брати?', [['68']], otherPrices('PZ-05')),
  c('size', "шапочку в'язану на 8 місяців маєте?", [NO], otherPrices('SH-04')),
  c('colour', "пісочник м'ятний є?", [NO, ['пудр']], otherPrices('PS-08')),
  c('material', 'костюм ведмедик бавовняний?', [['фліс', 'флис']], otherPrices('KS-06')),
  c(
    'browse',
    'що є для новонародженого на виписку?',
    [['KV-03', 'виписк']],
    otherPrices('KV-03', 'PN-07', 'BD-01', 'PZ-05', 'SH-04', 'SL-02', 'PS-08'),
  ),
  c(
    'gift',
    'шукаю подарунок на народження дитини, що порадите?',
    [['PN-07', 'подарунков', 'перший рік', 'KV-03', 'виписк']],
    otherPrices('PN-07', 'KV-03'),
  ),
  c('quantity', '2 боді зайчик скільки буде?', [writings(640)], otherPrices('BD-01')),
  c(
    'browse',
    'що є до 300 грн?',
    [
      ['SH-04', 'шапоч'],
      ['PZ-05', 'повзун'],
    ],
    otherPrices('SH-04', 'PZ-05'),
  ),
  c('colour', 'комплект на выписку какие цвета есть?', [['біл', 'бел'], ['пудр']], otherPrices('KV-03'), 'ru'),
  c('name', 'how much is the muslin romper?', [price('PS-08')], otherPrices('PS-08'), 'en'),
  c('absent', 'а спальник для немовлят є?', [NOT_FOUND], otherPrices()),
  c('handoff', 'можна повернути якщо розмір не підійде?', [HANDOFF], otherPrices()),
];

const conversations = [
  {
    id: 'bw-1',
    lang: 'ua',
    turns: [
      t('Добрий день! Чоловічок на кнопках на 74 є?', [YES], otherPrices('SL-02'), '74 in stock'),
      t('а які кольори?', [['сір'], ["м'ят", 'мʼят', 'м’ят', 'мят']], otherPrices('SL-02'), 'the colours of the model'),
      t('а на 80?', [NO], otherPrices('SL-02'), '80 sold out: the model kept'),
      t('ок, тоді 74 сірий, 2 шт', [ASKS_NAME], otherPrices('SL-02'), 'two pieces of 74 grey'),
      t(
        'Олена Коваль 0971234567 Київ відділення 25',
        [['74'], writings(900)],
        otherPrices('SL-02'),
        'summary: 2 × 450',
      ),
    ],
  },
  {
    id: 'bw-2',
    lang: 'ru',
    turns: [
      t(
        'Здравствуйте, ребенку 4 месяца, ползунки какой размер брать?',
        [['68']],
        otherPrices('PZ-05'),
        'age to height',
      ),
      t('а цвета какие есть?', [['сер', 'сір'], ['беж'], ['молоч']], otherPrices('PZ-05'), 'colours of the model'),
      t('беру бежевые 68 и еще шапочку 3-6 мес молочную', [ASKS_NAME_RU], otherPrices('PZ-05', 'SH-04'), 'two items'),
      t('сколько всего будет?', [writings(400)], otherPrices('PZ-05', 'SH-04'), 'total 180 + 220'),
      t(
        'Ирина Мельник 0501112233 Днепр отделение 14',
        [writings(400)],
        otherPrices('PZ-05', 'SH-04'),
        'summary with both items',
      ),
    ],
  },
  {
    id: 'bw-3',
    lang: 'ua',
    turns: [
      t(
        'шукаю щось на виписку для новонародженої',
        [['KV-03', 'виписк'], price('KV-03')],
        otherPrices('KV-03', 'PN-07'),
        'the newborn set',
      ),
      t('а з чого він?', [['бавовн', 'трикотаж']], otherPrices('KV-03'), 'fabric of the set'),
      t('а в пудровому кольорі є?', [YES], [...otherPrices('KV-03'), ...NOT_AVAILABLE], 'the colour in stock'),
      t('можна його подарунково запакувати?', [HANDOFF], otherPrices(), 'gift wrap: the owner'),
      t('добре, беру пудровий', [ASKS_NAME], otherPrices('KV-03'), 'the order'),
      t('Марія Ткачук, 0631234567, Львів, відділення 3', [writings(1250)], otherPrices('KV-03'), 'summary'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
