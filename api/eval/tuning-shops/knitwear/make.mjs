// Writes stock.json, set.json and conversations.json for the team's handmade knitwear tuning shop,
// its stock as Ukrainian shop builders export it (Horoshop's product export: `Артикул`,
// `Назва (UA)`, `Назва (RU)`, `Ціна`, `Стара ціна`, `Наявність` as words: "В наявності",
// "Немає в наявності", "Під замовлення", `Кількість`, `Розділ`, `Колір`, `Розмір`). Weighted to
// conversations as they are written in Instagram DMs: Ukrainian typed in Latin letters, surzhyk,
// a cheaper alternative, a made-to-order item, a reservation (hand-off), a height for size
// advice, several questions in one message. Written on 2026-11-29 before any tuning against it;
// tuned against freely afterwards (unlike eval/held-out-shops/).
// Run: node api/eval/tuning-shops/knitwear/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_FOUND, YES, caseMaker, pricesOf, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** code, name (ua), name (ru), section, price, old price or '', [[colour, size, availability word, quantity]…] */
const MODELS = [
  [
    'KN-01',
    'Светр оверсайз з косами',
    'Свитер оверсайз с косами',
    'Светри',
    1650,
    1900,
    [
      ['молочний', 'S/M', 'В наявності', 2],
      ['молочний', 'L/XL', 'Немає в наявності', 0],
      ['сірий', 'S/M', 'В наявності', 1],
      ['сірий', 'L/XL', 'В наявності', 1],
    ],
  ],
  [
    'KN-02',
    'Кардиган довгий на ґудзиках',
    'Кардиган длинный на пуговицах',
    'Кардигани',
    1450,
    '',
    [
      ['бежевий', 'S', 'В наявності', 1],
      ['бежевий', 'M', 'В наявності', 2],
      ['бежевий', 'L', 'Під замовлення', 0],
    ],
  ],
  [
    'KN-03',
    'Сукня вʼязана міді',
    'Платье вязаное миди',
    'Сукні',
    1890,
    '',
    [
      ['графітовий', 'S', 'Немає в наявності', 0],
      ['графітовий', 'M', 'В наявності', 1],
    ],
  ],
  [
    'KN-04',
    'Джемпер базовий з мериносу',
    'Джемпер базовый из мериноса',
    'Светри',
    990,
    '',
    [
      ['чорний', 'S', 'В наявності', 3],
      ['чорний', 'M', 'В наявності', 2],
      ['білий', 'S', 'В наявності', 1],
      ['білий', 'M', 'Немає в наявності', 0],
    ],
  ],
  [
    'KN-05',
    'Костюм вʼязаний (світшот + штани)',
    'Костюм вязаный (свитшот + брюки)',
    'Костюми',
    2350,
    '',
    [['пудровий', 'M', 'Під замовлення', 0]],
  ],
  [
    'KN-06',
    'Шкарпетки вовняні високі',
    'Носки шерстяные высокие',
    'Аксесуари',
    250,
    '',
    [['сірий', '36-40', 'В наявності', 6]],
  ],
];

const stock = MODELS.flatMap(([code, ua, ru, section, price, old, variants]) =>
  variants.map(([colour, size, availability, qty]) => ({
    Артикул: code,
    'Назва (UA)': ua,
    'Назва (RU)': ru,
    Ціна: price,
    'Стара ціна': old,
    Валюта: 'UAH',
    Наявність: availability,
    Кількість: qty,
    Розділ: section,
    Бренд: 'Теплі руки',
    Колір: colour,
    Розмір: size,
  })),
);

const { price, otherPrices } = pricesOf(MODELS.map(([code, ua, , , amount]) => [code, ua, amount]));
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const MADE_TO_ORDER = [
  'під замовлення',
  'на замовлення',
  'під замовленн',
  'пошиєм',
  'сплетем',
  "зв'яжем",
  'звʼяжем',
  'виготов',
];
const OLD_PRICE = writings(1900);

const set = [
  c('name', 'svetr z kosamy skilky koshtuye?', [price('KN-01')], [...otherPrices('KN-01'), ...OLD_PRICE]),
  c('name', 'скока стоит кардиган?', [price('KN-02')], otherPrices('KN-02')),
  c('name', 'светр з косами почому?', [price('KN-01')], [...otherPrices('KN-01'), ...OLD_PRICE]),
  c('size', 'сукня вʼязана на S є?', [NO, ['M']], otherPrices('KN-03')),
  c('colour', 'джемпер з мериносу в яких кольорах?', [['чорн'], ['біл']], otherPrices('KN-04')),
  c('size', 'кардиган L є?', [MADE_TO_ORDER], otherPrices('KN-02')),
  c('name', 'vjazanyj kostjum ye?', [MADE_TO_ORDER], otherPrices('KN-05')),
  c(
    'browse',
    'які є светри?',
    [
      ['KN-01', 'коса'],
      ['KN-04', 'мерино'],
    ],
    [...price('KN-02'), ...price('KN-03'), ...price('KN-06')],
  ),
  c(
    'browse',
    'є щось до 1000 грн?',
    [
      ['KN-04', 'джемпер'],
      ['KN-06', 'шкарпет'],
    ],
    [...price('KN-01'), ...price('KN-02'), ...price('KN-03')],
  ),
  c('handoff', 'можете відкласти светр до пʼятниці?', [HANDOFF], otherPrices()),
  c('absent', 'а шапки вʼязані є?', [NOT_FOUND], otherPrices()),
  c('name', 'how much are the wool socks?', [price('KN-06')], otherPrices('KN-06'), 'en'),
];

const conversations = [
  {
    id: 'kn-1',
    lang: 'ua',
    turns: [
      t(
        'pryvit! svetr oversajz z kosamy ye v molochnomu L/XL?',
        [NO, ['S/M', 'сір']],
        [...otherPrices('KN-01'), ...OLD_PRICE],
        'Latin-script Ukrainian, size sold out',
      ),
      t('a v siromu L/XL?', [YES], otherPrices('KN-01'), 'the other colour, Latin script'),
      t('beru', [ASKS_NAME], otherPrices('KN-01'), 'order in Latin script'),
      t(
        'Oksana Kravets 0671234567 Kyiv NP 12',
        [['сір'], ['L/XL'], price('KN-01')],
        [...otherPrices('KN-01'), ...OLD_PRICE],
        'summary',
      ),
    ],
  },
  {
    id: 'kn-2',
    lang: 'ua',
    turns: [
      t(
        'светр з косами скільки?',
        [price('KN-01')],
        [...otherPrices('KN-01'), ...OLD_PRICE],
        'price (not the old one)',
      ),
      t(
        'а є щось дешевше?',
        [['KN-04', 'джемпер']],
        [...price('KN-02'), ...price('KN-03'), ...price('KN-05')],
        'a cheaper one',
      ),
      t('джемпер білий M є?', [NO, ['S', 'чорн']], otherPrices('KN-04'), 'white M sold out'),
      t('ну тоді чорний M', [ASKS_NAME, ['чорн']].slice(1), otherPrices('KN-04'), 'the black M named'),
    ],
  },
  {
    id: 'kn-3',
    lang: 'ua',
    turns: [
      t(
        'кардиган на L є? і скільки коштує?',
        [MADE_TO_ORDER, price('KN-02')],
        otherPrices('KN-02'),
        'made to order, and its price',
      ),
      t('а скільки чекати?', [HANDOFF], otherPrices('KN-02'), 'lead time: hand-off'),
      t('тоді давайте M', [ASKS_NAME], otherPrices('KN-02'), 'takes M in stock'),
    ],
  },
  {
    id: 'kn-4',
    lang: 'ru',
    turns: [
      t('Здравствуйте, платье вязаное есть на S?', [NO, ['M']], otherPrices('KN-03'), 'Russian name, S sold out'),
      t(
        'а на рост 165 M подойдет?',
        [['M', 'розмір', 'размер']],
        otherPrices('KN-03'),
        'a height: size advice or the size',
      ),
      t('хорошо, беру M', [[...ASKS_NAME, 'имя', 'фамил', 'телефон']], otherPrices('KN-03'), 'takes M'),
    ],
  },
  {
    id: 'kn-5',
    lang: 'ua',
    turns: [
      t('шкарпетки вовняні є? скільки пар можна?', [YES], otherPrices('KN-06'), 'in stock'),
      t('беру 3 пари', [ASKS_NAME], otherPrices('KN-06'), 'order of three pairs'),
      t('скільки буде?', [writings(750)], otherPrices('KN-06'), 'total of three pairs'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
