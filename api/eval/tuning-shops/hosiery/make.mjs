// Writes stock.json, set.json and conversations.json for the team's hosiery tuning shop: socks and
// tights from a Kharkiv shop whose owner keeps the stock in Russian (`Артикул`, `Наименование`,
// `Цвет`, `Размер` as ranges 36-38 / 39-41 and tights' 2/3/4, `Остаток`, `Цена розн.`, `Состав`,
// `Плотность, ден`, `В упаковке, пар`), one row per colour and size; socks sold in packs of five
// pairs as well as by the pair. Customers write in Ukrainian, Russian and surzhyk. Written on
// 2026-11-29 before any tuning against it; tuned against freely afterwards (unlike
// eval/held-out-shops/).
// Run: node api/eval/tuning-shops/hosiery/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_FOUND, YES, caseMaker, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** code, name, composition, denier, pairs, price, [[colour, size, left]…] */
const MODELS = [
  [
    'KR-20',
    'Колготки классические 20 ден',
    'полиамид 88%, эластан 12%',
    20,
    1,
    149,
    [
      ['беж', '2', 12],
      ['беж', '3', 0],
      ['беж', '4', 5],
      ['черный', '2', 8],
      ['черный', '3', 6],
    ],
  ],
  [
    'KR-40',
    'Колготки матовые 40 ден',
    'полиамид 80%, эластан 20%',
    40,
    1,
    189,
    [
      ['черный', '2', 4],
      ['черный', '3', 3],
      ['черный', '4', 0],
    ],
  ],
  [
    'SK-5',
    'Носки мужские хлопковые, набор 5 пар',
    'хлопок 80%, полиамид 17%, эластан 3%',
    '',
    5,
    399,
    [
      ['черный', '39-41', 10],
      ['черный', '42-44', 7],
      ['серый', '42-44', 0],
    ],
  ],
  [
    'SK-1',
    'Носки женские короткие',
    'хлопок 75%, полиэстер 22%, эластан 3%',
    '',
    1,
    69,
    [
      ['белый', '36-38', 20],
      ['белый', '39-41', 0],
      ['розовый', '36-38', 9],
    ],
  ],
  ['TH-1', 'Термоноски шерстяные', 'шерсть 70%, акрил 30%', '', 1, 159, [['серый', '39-41', 5]]],
];

const stock = MODELS.flatMap(([code, name, composition, denier, pairs, price, rows]) =>
  rows.map(([colour, size, left]) => ({
    Артикул: code,
    Наименование: name,
    Цвет: colour,
    Размер: size,
    Остаток: left,
    'Цена розн.': price,
    Состав: composition,
    'Плотность, ден': denier,
    'В упаковке, пар': pairs,
  })),
);

const PRICES = Object.fromEntries(MODELS.map(([code, , , , , price]) => [code, price]));
const price = (code) => writings(PRICES[code]);
const otherPrices = (...codes) =>
  Object.keys(PRICES)
    .filter((code) => !codes.includes(code))
    .flatMap((code) => price(code));
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_RU = [...ASKS_NAME, 'имя', 'фамил', 'отделен'];

const set = [
  c('name', 'колготки 20 ден скільки коштують?', [price('KR-20')], otherPrices('KR-20')),
  c('size', 'колготки 20 ден беж 3 размер есть?', [NO, ['2', '4', 'черн', 'чорн']], otherPrices('KR-20'), 'ru'),
  c('size', 'чорні матові колготки на 4 є?', [NO, ['2', '3']], otherPrices('KR-40')),
  c('material', 'з чого шкарпетки чоловічі?', [['бавовн', 'хлопок', 'хлопк']], otherPrices('SK-5')),
  c('pack', 'скільки пар в наборі чоловічих шкарпеток?', [['5']], otherPrices('SK-5')),
  c('stock', 'шкарпетки жіночі білі 36-38 є?', [YES], otherPrices('SK-1')),
  c(
    'browse',
    'шо є до 150 грн?',
    [
      ['SK-1', 'жіноч', 'женск'],
      ['KR-20', '20'],
    ],
    [...price('KR-40'), ...price('SK-5')],
  ),
  c('quantity', '3 пари жіночих шкарпеток скільки буде?', [writings(207)], otherPrices('SK-1')),
  c('absent', 'а панчохи на силіконі є?', [NOT_FOUND], otherPrices()),
  c('name', 'how much are the wool thermal socks?', [price('TH-1')], otherPrices('TH-1'), 'en'),
  c('handoff', 'можна обміняти колготки якщо не підійшли?', [HANDOFF, ['обмін', 'поверн', 'обмен']], otherPrices()),
];

const conversations = [
  {
    id: 'hs-1',
    lang: 'ru',
    turns: [
      t('Здравствуйте, колготки 40 ден черные 3 есть?', [YES], otherPrices('KR-40'), 'in stock'),
      t('а 4?', [NO], otherPrices('KR-40'), 'size 4 sold out: the model kept'),
      t('ок давайте 3, две пары', [ASKS_NAME_RU], otherPrices('KR-40'), 'two pairs of size 3'),
      t(
        'Анна Литвиненко 0661234567 Харьков отделение 7',
        [['3'], writings(378)],
        otherPrices('KR-40'),
        'summary: 2 × 189',
      ),
    ],
  },
  {
    id: 'hs-2',
    lang: 'ua',
    turns: [
      t('добрий день, чоловічі шкарпетки набір є на 42-44?', [YES], otherPrices('SK-5'), 'black 42-44 in stock'),
      t('а сірі?', [NO], otherPrices('SK-5'), 'grey 42-44 sold out'),
      t('тоді чорні беру 2 набори', [ASKS_NAME], otherPrices('SK-5'), 'two packs'),
      t('скільки буде?', [writings(798)], otherPrices('SK-5'), 'total of two packs'),
    ],
  },
  {
    id: 'hs-3',
    lang: 'ua',
    turns: [
      t('термошкарпетки з вовни є?', [YES], otherPrices('TH-1'), 'in stock'),
      t('а на 36-38 є?', [NO, ['39-41']], otherPrices('TH-1'), 'only 39-41'),
      t('жаль. а жіночі короткі рожеві є на 36-38?', [YES], otherPrices('SK-1'), 'another item'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
