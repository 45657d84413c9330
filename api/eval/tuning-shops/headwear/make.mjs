// Writes stock.json, set.json and conversations.json for the team's headwear and scarves tuning
// shop (`Код`, `Товар`, `Колір`, `Розмір`, `Ціна, ₴`, `Залишок`), weighted to conversations a
// manager meets: picking from a list by its place or colour, a changed mind, a changed quantity, a
// question in the middle of an order, Russian and English. Written on 2026-11-29 before any tuning
// against it; tuned against freely afterwards (unlike eval/held-out-shops/).
// Run: node api/eval/tuning-shops/headwear/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_AVAILABLE, YES, caseMaker, pricesOf, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** code, name, price, [[colour, size, quantity]…] */
const MODELS = [
  ['H-101', 'Шапка вʼязана з помпоном', 450, [['сірий', 'one size', 4]]],
  ['H-102', 'Шапка вʼязана з помпоном', 450, [['рожевий', 'one size', 0]]],
  ['H-103', 'Шапка вʼязана з помпоном', 450, [['синій', 'one size', 2]]],
  [
    'B-20',
    'Берет вовняний',
    590,
    [
      ['чорний', '56', 1],
      ['чорний', '58', 2],
    ],
  ],
  [
    'B-21',
    'Берет вовняний',
    590,
    [
      ['бордовий', '56', 0],
      ['бордовий', '58', 1],
    ],
  ],
  ['C-7', 'Кепка бейсболка', 390, [['білий', 'one size', 5]]],
  [
    'P-5',
    'Панама бавовняна',
    350,
    [
      ['бежевий', 'S/M', 2],
      ['бежевий', 'L/XL', 0],
    ],
  ],
  ['S-40', 'Шарф кашеміровий', 890, [['графіт', 'one size', 3]]],
  ['S-41', 'Шарф кашеміровий', 890, [['молочний', 'one size', 1]]],
  ['SN-9', 'Снуд вʼязаний', 420, [['сірий', 'one size', 2]]],
  [
    'G-3',
    'Рукавички вовняні',
    380,
    [
      ['чорний', 'S', 1],
      ['чорний', 'M', 0],
      ['чорний', 'L', 2],
    ],
  ],
];

const stock = MODELS.flatMap(([code, name, price, variants]) =>
  variants.map(([colour, size, qty]) => ({
    Код: code,
    Товар: name,
    Колір: colour,
    Розмір: size,
    'Ціна, ₴': price,
    Залишок: qty,
  })),
);

const { price, otherPrices } = pricesOf(MODELS);
const hats = ['H-101', 'H-102', 'H-103'];
const berets = ['B-20', 'B-21'];
const scarves = ['S-40', 'S-41'];
const c = caseMaker();

const set = [
  c('name', 'шапка з помпоном скільки?', [price('H-101')], otherPrices(...hats)),
  c('name', 'берет почем', [price('B-20')], otherPrices(...berets)),
  c('colour', 'шапка з помпоном рожева є?', [NO, ['сір', 'син']], otherPrices(...hats)),
  c('size', 'берет бордовий 56?', [NO, ['58']], otherPrices(...berets)),
  c('size', 'рукавички M є?', [NO, ['S'], ['L']], otherPrices('G-3')),
  c(
    // Caps and panamas may fairly be named or not: in neither group.
    'browse',
    'які є шапки?',
    [
      ['H-101', 'H-103', 'помпон'],
      ['B-20', 'B-21', 'берет'],
    ],
    [...price('S-40'), ...price('G-3')],
  ),
  c(
    'browse',
    'шарфи які є?',
    [
      ['S-40', 'S-41', 'шарф'],
      ['SN-9', 'снуд'],
    ],
    [...price('H-101'), ...price('B-20'), ...price('C-7'), ...price('P-5'), ...price('G-3')],
  ),
  c(
    'multi',
    'шарф і снуд скільки разом?',
    [price('S-40'), price('SN-9'), writings(890 + 420)],
    otherPrices(...scarves, 'SN-9'),
  ),
  c('quantity', '3 кепки скільки буде?', [writings(1170)], otherPrices('C-7')),
  c('handoff', 'а можна подарункову упаковку?', [HANDOFF], otherPrices()),
];

const conversations = [
  {
    id: 'hw-1',
    lang: 'ua',
    turns: [
      t(
        'які є шарфи?',
        [
          ['S-40', 'S-41', 'шарф'],
          ['SN-9', 'снуд'],
        ],
        [...price('H-101'), ...price('B-20'), ...price('G-3')],
        'browse',
      ),
      t('а снуд скільки?', [price('SN-9')], otherPrices('SN-9'), 'price of one from the list'),
      t('беру снуд', [['ім', 'прізвищ', 'телефон', 'доставк', 'відділен']], otherPrices('SN-9'), 'order starts'),
      t('а доставка скільки коштує?', [HANDOFF], otherPrices('SN-9'), 'a question in the middle of the order'),
      t('Оксана Мельник 0671112233 НП Львів 31', [['SN-9', 'снуд'], price('SN-9')], otherPrices('SN-9'), 'summary'),
    ],
  },
  {
    id: 'hw-2',
    lang: 'ua',
    turns: [
      t('шапка з помпоном в яких кольорах?', [['сір'], ['син']], otherPrices(...hats), 'colours (pink sold out)'),
      t('давайте синю', [['ім', 'прізвищ', 'телефон', 'доставк', 'відділен']], otherPrices(...hats), 'takes the blue'),
      t(
        'ой ні, краще сіру',
        [['сір', 'ім', 'прізвищ', 'телефон', 'доставк']],
        otherPrices(...hats),
        'changes the colour',
      ),
      t(
        'Ігор Бойко, +380501234567, Нова Пошта Київ 7',
        [['сір'], ['H-101'], price('H-101')],
        otherPrices(...hats),
        'summary of the grey one',
      ),
    ],
  },
  {
    id: 'hw-3',
    lang: 'ua',
    turns: [
      t('кепка біла є?', [YES], [...otherPrices('C-7'), ...NOT_AVAILABLE], 'in stock'),
      t('беру 2', [['ім', 'прізвищ', 'телефон', 'доставк', 'відділен']], otherPrices('C-7'), 'order with a quantity'),
      t('хотя давайте 3 штуки, скільки буде?', [writings(1170)], otherPrices('C-7'), 'changed quantity, total'),
    ],
  },
  {
    id: 'hw-4',
    lang: 'ua',
    turns: [
      t(
        'Здравствуйте! Берет шерстяной есть 56 размер?',
        [['чорн', 'черн'], YES],
        otherPrices(...berets),
        'Russian: black 56 in stock, burgundy not',
      ),
      t('а бордовый?', [NO, ['58']], otherPrices(...berets), 'the other colour lacks 56'),
      t(
        'тогда черный беру',
        [['ім', 'прізвищ', 'телефон', 'доставк', 'имя', 'фамил', 'телефон', 'доставк']],
        otherPrices(...berets),
        'order starts',
      ),
    ],
  },
  {
    id: 'hw-5',
    lang: 'en',
    turns: [
      t('hi! how much are the wool gloves?', [price('G-3')], otherPrices('G-3'), 'price'),
      t('do you have M?', [NO, ['S', 'L']], otherPrices('G-3'), 'sold-out size'),
      t(
        "ok L then, I'll take them",
        [['name', 'phone', 'delivery', 'branch', 'address']],
        otherPrices('G-3'),
        'order starts in English',
      ),
      t(
        'Anna Koval, +380671234567, Nova Poshta Kyiv branch 5',
        [['G-3', 'glove', 'Рукавички'], ['L'], price('G-3')],
        otherPrices('G-3'),
        'summary in English',
      ),
    ],
  },
  {
    id: 'hw-6',
    lang: 'ua',
    turns: [
      t('панама є на L/XL?', [NO, ['S/M']], otherPrices('P-5'), 'sold-out size'),
      t('а кепка?', [price('C-7'), YES], otherPrices('P-5', 'C-7'), 'another product, same question'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
