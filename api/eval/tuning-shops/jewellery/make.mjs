// Writes stock.json, set.json and conversations.json for the team's silver jewellery tuning shop,
// its stock as an accounting report saved to Excel (BAS / 1C "Залишки товарів": `Номенклатура`
// with the metal in the name, `Артикул`, `Характеристика` holding the ring size, the chain's or
// bracelet's length in centimetres, `Од.`, `Залишок`, `Ціна роздрібна, грн`), one row per
// characteristic; a chain's price differs by length. Ring sizes are inner diameters in mm (15,5–19).
// Conversations in Ukrainian, Russian and English with size advice from a finger's circumference or
// a wrist. Written on 2026-11-29 before any tuning against it; tuned against freely afterwards
// (unlike eval/held-out-shops/).
// Run: node api/eval/tuning-shops/jewellery/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_FOUND, YES, caseMaker, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** code, name, [[characteristic, left, price]…] */
const MODELS = [
  [
    'K-1021',
    'Каблучка срібна з фіанітами (срібло 925)',
    [
      ['розмір 16', 2, 1250],
      ['розмір 16,5', 1, 1250],
      ['розмір 17', 0, 1250],
      ['розмір 17,5', 3, 1250],
      ['розмір 18', 1, 1250],
    ],
  ],
  [
    'K-1100',
    'Обручка срібна гладка (срібло 925)',
    [
      ['розмір 15,5', 1, 890],
      ['розмір 16,5', 2, 890],
      ['розмір 17,5', 2, 890],
      ['розмір 19', 1, 890],
    ],
  ],
  [
    'L-350',
    'Ланцюжок срібний плетіння якір (срібло 925)',
    [
      ['45 см', 3, 1450],
      ['50 см', 0, 1550],
      ['55 см', 2, 1650],
    ],
  ],
  ['S-220', 'Сережки-пусети срібні з перлами (срібло 925)', [['', 4, 780]]],
  [
    'B-77',
    'Браслет срібний з позолотою (срібло 925, позолота)',
    [
      ['17 см', 2, 1390],
      ['18 см', 1, 1390],
      ['19 см', 1, 1390],
    ],
  ],
  ['P-15', 'Підвіска срібна «Серце» (срібло 925)', [['', 6, 540]]],
];

const stock = MODELS.flatMap(([code, name, rows]) =>
  rows.map(([characteristic, left, price]) => ({
    Номенклатура: name,
    Артикул: code,
    Характеристика: characteristic,
    'Од.': 'шт',
    Залишок: left,
    'Ціна роздрібна, грн': price,
  })),
);

const PRICES = { 'K-1021': 1250, 'K-1100': 890, 'S-220': 780, 'B-77': 1390, 'P-15': 540 };
const CHAIN = [1450, 1550, 1650];
const price = (code) => writings(PRICES[code]);
const otherPrices = (...codes) => [
  ...Object.keys(PRICES)
    .filter((code) => !codes.includes(code))
    .flatMap((code) => price(code)),
  ...(codes.includes('L-350') ? [] : CHAIN.flatMap(writings)),
];
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_RU = [...ASKS_NAME, 'имя', 'фамил', 'отделен'];

const set = [
  c('name', 'скільки коштує каблучка з фіанітами?', [price('K-1021')], otherPrices('K-1021')),
  c('size', 'кольцо с фианитами 17 размер есть?', [NO, ['16,5', '17,5']], otherPrices('K-1021'), 'ru'),
  c(
    'name',
    'ланцюжок 55 см скільки коштує?',
    [writings(1650)],
    [...otherPrices(), ...writings(1450), ...writings(1550)].filter((p) => !writings(1650).includes(p)),
  ),
  c('size', 'ланцюжок 50 см є?', [NO, ['45', '55']], otherPrices('L-350')),
  c('stock', 'сережки з перлами є?', [YES], otherPrices('S-220')),
  c('size', 'what sizes does the plain band ring come in?', [['15,5', '15.5'], ['19']], otherPrices('K-1100'), 'en'),
  c(
    'browse',
    'шо є до 1000?',
    [
      ['K-1100', 'обручк'],
      ['S-220', 'сережк', 'пусет'],
      ['P-15', 'підвіск', 'серце'],
    ],
    [...price('K-1021'), ...price('B-77')],
  ),
  c('size', 'браслет на 16 см є?', [NO, ['17', '18', '19']], otherPrices('B-77')),
  c(
    'advice',
    'підкажіть який розмір каблучки якщо обхват пальця 55 мм?',
    [['17,5', '17.5', 'уточн', 'колег']],
    otherPrices(),
  ),
  c('absent', 'а золоті сережки є?', [NOT_FOUND], otherPrices()),
  c('handoff', 'можна подарункову упаковку?', [HANDOFF], otherPrices()),
  c('quantity', '2 підвіски серце скільки?', [writings(1080)], otherPrices('P-15')),
  c('material', 'браслет з позолотою це срібло?', [['925', 'срібл']], otherPrices('B-77')),
];

const conversations = [
  {
    id: 'jw-1',
    lang: 'ua',
    turns: [
      t('Добрий вечір, каблучка з фіанітами 17 є?', [NO, ['16,5', '17,5']], otherPrices('K-1021'), '17 sold out'),
      t('а 17,5?', [YES], otherPrices('K-1021'), '17.5 in stock'),
      t('ок, беру 17,5', [ASKS_NAME], otherPrices('K-1021'), 'order'),
      t(
        'Ірина Коваль 0991112233 Одеса НП 12',
        [['17,5', '17.5'], price('K-1021')],
        otherPrices('K-1021'),
        'summary: size 17.5, branch 12 no size',
      ),
    ],
  },
  {
    id: 'jw-2',
    lang: 'ua',
    turns: [
      t('ланцюжок якірний які довжини є?', [['45'], ['55']], otherPrices('L-350'), 'lengths in stock'),
      t(
        'а 55 скільки?',
        [writings(1650)],
        [...otherPrices('L-350'), ...writings(1450), ...writings(1550)],
        'price of the 55',
      ),
      t(
        'а якщо з підвіскою серце разом?',
        [writings(1650 + 540)],
        [...otherPrices('L-350', 'P-15'), ...writings(1450)],
        'total of both',
      ),
    ],
  },
  {
    id: 'jw-3',
    lang: 'en',
    turns: [
      t(
        'Hi, are the pearl stud earrings sterling silver?',
        [['925', 'silver', 'sterling']],
        otherPrices('S-220'),
        'metal from the name',
      ),
      t('How much?', [price('S-220')], otherPrices('S-220'), 'price'),
      t('Can you gift wrap them?', [HANDOFF], otherPrices('S-220'), 'a favour: hand-off'),
    ],
  },
  {
    id: 'jw-4',
    lang: 'ru',
    turns: [
      t('браслет с позолотой какие размеры?', [['17'], ['18'], ['19']], otherPrices('B-77'), 'lengths'),
      t('у меня запястье 16 см, какой брать?', [['17', '18', 'уточн', 'колег']], otherPrices('B-77'), 'size advice'),
      t('давайте 17', [ASKS_NAME_RU], otherPrices('B-77'), 'order'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
