// Writes stock.json, set.json and conversations.json for the team's swimwear tuning shop: a
// Prom.ua-style export (`Код_товару`, `Назва_позиції`, `Ціна`, `Валюта`, `Наявність` as "+"/"-",
// `Кількість` often empty, `Назва_групи`). Written on 2026-11-29 before any tuning against it; tuned
// against freely afterwards (unlike eval/held-out-shops/).
// Run: node api/eval/tuning-shops/swimwear/make.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HANDOFF,
  NO,
  NOT_AVAILABLE,
  NOT_FOUND,
  YES,
  caseMaker,
  pricesOf,
  turn as t,
  writeShop,
  writings,
} from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** code, name, price, group, [colour, size, available, quantity or '']… */
const MODELS = [
  [
    'КП-2301',
    'Купальник злитий з відкритою спиною',
    1290,
    'Купальники',
    [
      ['Чорний', 'S', '+', 2],
      ['Чорний', 'M', '+', ''],
      ['Чорний', 'L', '-', 0],
    ],
  ],
  [
    'КП-2315',
    'Купальник роздільний бандо',
    1150,
    'Купальники',
    [
      ['Молочний', 'S', '+', ''],
      ['Молочний', 'M', '-', ''],
      ['Смарагдовий', 'M', '+', ''],
      ['Смарагдовий', 'L', '+', 3],
    ],
  ],
  [
    'ПЛ-110',
    'Плавки-шорти чоловічі',
    690,
    'Чоловіче',
    [
      ['Синій', 'M', '+', 4],
      ['Синій', 'L', '+', 1],
      ['Синій', 'XL', '-', ''],
    ],
  ],
  [
    'ПР-05',
    'Парео шифонове',
    450,
    'Пляжний одяг',
    [
      ['Білий', 'one size', '+', ''],
      ['Пісочний', 'one size', '+', ''],
    ],
  ],
  [
    'ТН-12',
    'Туніка пляжна мереживна',
    980,
    'Пляжний одяг',
    [
      ['Білий', 'S/M', '+', ''],
      ['Білий', 'M/L', '-', ''],
    ],
  ],
  ['АК-7', "Капелюх солом'яний", 520, 'Аксесуари', [['Натуральний', '56-58', '+', 6]]],
  ['АК-9', 'Сумка пляжна плетена', 760, 'Аксесуари', [['Натуральний', 'б/р', '+', '']]],
  [
    'ВЗ-36',
    'Шльопанці жіночі',
    390,
    'Взуття',
    [
      ['Чорний', '36', '+', ''],
      ['Чорний', '37', '-', ''],
      ['Чорний', '38', '+', ''],
      ['Чорний', '39', '+', ''],
    ],
  ],
  [
    'КП-50',
    'Купальник дитячий',
    540,
    'Дитяче',
    [
      ['Рожевий', '104', '+', ''],
      ['Рожевий', '116', '+', ''],
      ['Рожевий', '128', '-', ''],
    ],
  ],
  [
    'РШ-3',
    'Рашгард чоловічий з довгим рукавом',
    1100,
    'Чоловіче',
    [
      ['Чорний', 'M', '-', ''],
      ['Чорний', 'L', '-', ''],
    ],
  ],
];

const stock = MODELS.flatMap(([code, name, price, group, variants]) =>
  variants.map(([colour, size, available, qty]) => ({
    Код_товару: code,
    Назва_позиції: name,
    Ціна: price,
    Валюта: 'UAH',
    Наявність: available,
    Кількість: qty,
    Назва_групи: group,
    Колір: colour,
    Розмір: size,
  })),
);

const { price, otherPrices } = pricesOf(MODELS);
const c = caseMaker();

const set = [
  c('code', 'КП-2301 скільки?', [price('КП-2301')], otherPrices('КП-2301')),
  c('code', 'kp2315 ціна?', [price('КП-2315')], otherPrices('КП-2315')),
  c('code', 'пл 110 почому', [price('ПЛ-110')], otherPrices('ПЛ-110')),
  c('code', 'how much is АК-9?', [price('АК-9')], otherPrices('АК-9'), 'en'),
  c('code', 'арт 2301 є?', [price('КП-2301')], otherPrices('КП-2301')),
  c('name', 'Добрий вечір) скільки коштує купальник бандо?', [price('КП-2315')], otherPrices('КП-2315')),
  c('name', 'парео почем', [price('ПР-05')], otherPrices('ПР-05')),
  c('name', 'скільки туніка мереживна?', [price('ТН-12')], otherPrices('ТН-12')),
  c('name', 'капелюшок солом’яний ціна', [price('АК-7')], otherPrices('АК-7')),
  c('name', 'how much are the flip flops?', [price('ВЗ-36')], otherPrices('ВЗ-36'), 'en'),
  c('name', 'шльопки скільки коштують', [price('ВЗ-36')], otherPrices('ВЗ-36')),
  c('name', 'рашгард по чому?', [price('РШ-3')], otherPrices('РШ-3')),
  c('name', 'плавки чоловічі скільки?', [price('ПЛ-110')], otherPrices('ПЛ-110')),
  c('size', 'купальник з відкритою спиною на М є?', [YES], [...otherPrices('КП-2301'), ...NOT_AVAILABLE]),
  c('size', 'злитий купальник L є?', [NO, ['S'], ['M', 'М']], otherPrices('КП-2301')),
  c('size', 'шльопанці 37 є?', [NO, ['36', '38']], otherPrices('ВЗ-36')),
  c('size', 'рашгард на L є?', [NO], otherPrices('РШ-3')),
  c('size', 'дитячий купальник на 116 є?', [YES], [...otherPrices('КП-50'), ...NOT_AVAILABLE]),
  c('size', 'do you have the beach tunic in M/L?', [NO, ['S/M']], otherPrices('ТН-12'), 'en'),
  c(
    'colour',
    'бандо в яких кольорах?',
    [
      ['молочн', 'milk'],
      ['смарагд', 'emerald'],
    ],
    otherPrices('КП-2315'),
  ),
  c('colour', 'бандо молочний на М є?', [NO, ['S', 'смарагд']], otherPrices('КП-2315')),
  c('colour', 'парео червоне є?', [NO, ['біл', 'пісочн']], otherPrices('ПР-05')),
  c(
    'browse',
    'покажіть всі купальники',
    [
      ['КП-2301', 'злит'],
      ['КП-2315', 'бандо'],
      ['КП-50', 'дитяч'],
    ],
    otherPrices('КП-2301', 'КП-2315', 'КП-50', 'РШ-3', 'ПЛ-110'),
  ),
  c(
    'browse',
    'шо є для чоловіків?',
    [['ПЛ-110', 'плавки', 'шорти']],
    otherPrices('ПЛ-110', 'РШ-3', 'АК-7', 'АК-9', 'ПР-05'),
  ),
  c(
    'browse',
    'щось до 500 є?',
    [
      ['ПР-05', 'парео'],
      ['ВЗ-36', 'шльоп'],
    ],
    [
      ...price('КП-2301'),
      ...price('КП-2315'),
      ...price('ПЛ-110'),
      ...price('ТН-12'),
      ...price('АК-9'),
      ...price('РШ-3'),
    ],
  ),
  c(
    'browse',
    'які є аксесуари?',
    [
      ['АК-7', 'капелюх'],
      ['АК-9', 'сумк'],
    ],
    [
      ...price('КП-2301'),
      ...price('КП-2315'),
      ...price('ПЛ-110'),
      ...price('ТН-12'),
      ...price('РШ-3'),
      ...price('КП-50'),
    ],
  ),
  c(
    'multi',
    'парео і капелюх скільки разом?',
    [price('ПР-05'), price('АК-7'), writings(450 + 520)],
    otherPrices('ПР-05', 'АК-7'),
  ),
  c('quantity', '2 пари шльопанців скільки буде?', [writings(780)], otherPrices('ВЗ-36')),
  c('quantity', 'three pareos, total?', [writings(1350)], otherPrices('ПР-05'), 'en'),
  c('absent', 'окуляри сонцезахисні є?', [NOT_FOUND], otherPrices()),
  c('absent', 'is there a wetsuit?', [NOT_FOUND], otherPrices(), 'en'),
  c('absent', 'КП-2399 скільки?', [NOT_FOUND], otherPrices()),
  c('handoff', 'а оплата частинами можлива?', [HANDOFF], otherPrices()),
  c('handoff', 'чи можна повернути купальник?', [HANDOFF], otherPrices()),
  c('odd', 'КУПАЛЬНИК БАНДО СКІЛЬКИ!!!', [price('КП-2315')], otherPrices('КП-2315')),
  c('odd', '😍😍', [], otherPrices()),
];

const conversations = [
  {
    id: 'sw-1',
    lang: 'ua',
    turns: [
      t('вітаю! бандо смарагдовий на L є?', [YES], [...otherPrices('КП-2315'), ...NOT_AVAILABLE], 'in stock'),
      t('а молочний?', [NO, ['S']], otherPrices('КП-2315'), 'other colour: L only in emerald; milk has S'),
      t(
        'ок тоді смарагдовий L беру',
        [['ім', 'прізвищ', 'телефон', 'доставк', 'відділен']],
        otherPrices('КП-2315'),
        'order starts',
      ),
      t(
        'Ірина Коваль 0501112233 нова пошта Одеса 5',
        [['смарагд'], ['L'], price('КП-2315')],
        otherPrices('КП-2315'),
        'summary',
      ),
    ],
  },
  {
    id: 'sw-2',
    lang: 'ua',
    turns: [
      t('шльопанці жіночі є на 38?', [YES], [...otherPrices('ВЗ-36'), ...NOT_AVAILABLE], 'size in stock'),
      t('а скільки коштують?', [price('ВЗ-36')], otherPrices('ВЗ-36'), 'price of the one in play'),
      t('і ще парео пісочне, скільки разом?', [writings(390 + 450)], otherPrices('ВЗ-36', 'ПР-05'), 'total of two'),
    ],
  },
  {
    id: 'sw-3',
    lang: 'en',
    turns: [
      t('hello! do you have men swim shorts in L?', [YES], [...otherPrices('ПЛ-110'), 'out of stock'], 'size in stock'),
      t('how much?', [price('ПЛ-110')], otherPrices('ПЛ-110'), 'price follow-up'),
      t('and in XL?', [NO], otherPrices('ПЛ-110'), 'sold-out size follow-up'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
