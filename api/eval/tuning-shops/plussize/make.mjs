// Writes stock.json, set.json and conversations.json for the team's plus-size women's clothing
// tuning shop (sizes 50–64, a Russian-language export: `Артикул`, `Наименование товара`, `Цвет`,
// `Размер`, `Цена розн.`, `Кол-во`), weighted to conversations. Written on 2026-11-29 before any
// tuning against it; tuned against freely afterwards (unlike eval/held-out-shops/).
// Run: node api/eval/tuning-shops/plussize/make.mjs && npx prettier --write api/eval/tuning-shops
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

/** code, name, price, [[colour, size, quantity]…] (one code per colour, as the public sets). */
const MODELS = [
  [
    'PS-210',
    'Платье трикотажное миди',
    1650,
    [
      ['черный', '52', 2],
      ['черный', '54', 0],
      ['черный', '56', 3],
    ],
  ],
  [
    'PS-211',
    'Платье трикотажное миди',
    1650,
    [
      ['синий', '52', 1],
      ['синий', '54', 2],
    ],
  ],
  [
    'PS-330',
    'Блуза шифоновая с бантом',
    990,
    [
      ['белый', '50', 1],
      ['белый', '52', 2],
      ['белый', '58', 1],
    ],
  ],
  [
    'PS-415',
    'Брюки палаццо',
    1290,
    [
      ['бежевый', '54', 2],
      ['бежевый', '56', 0],
      ['бежевый', '60', 1],
    ],
  ],
  [
    'PS-520',
    'Кардиган удлиненный',
    1450,
    [
      ['серый', '56-58', 2],
      ['серый', '60-62', 1],
    ],
  ],
  [
    'PS-610',
    'Джинсы мом',
    1390,
    [
      ['голубой', '52', 0],
      ['голубой', '54', 0],
      ['голубой', '56', 0],
    ],
  ],
  [
    'PS-705',
    'Туника льняная',
    1150,
    [
      ['оливковый', '54', 2],
      ['оливковый', '56', 1],
    ],
  ],
  ['PS-706', 'Туника льняная', 1150, [['молочный', '54', 1]]],
  [
    'PS-812',
    'Юбка плиссе',
    1090,
    [
      ['черный', '52-54', 3],
      ['черный', '56-58', 2],
    ],
  ],
  [
    'PS-901',
    'Костюм двойка (жакет + брюки)',
    2890,
    [
      ['графит', '54', 1],
      ['графит', '56', 1],
      ['графит', '58', 0],
    ],
  ],
];

const stock = MODELS.flatMap(([code, name, price, variants]) =>
  variants.map(([colour, size, qty]) => ({
    Артикул: code,
    'Наименование товара': name,
    Цвет: colour,
    Размер: size,
    'Цена розн.': price,
    'Кол-во': qty,
  })),
);

const { price, otherPrices } = pricesOf(MODELS);
const c = caseMaker();

const set = [
  c('code', 'PS-415 цена?', [price('PS-415')], otherPrices('PS-415')),
  c('code', 'пс 901 скільки', [price('PS-901')], otherPrices('PS-901')),
  c('name', 'Здрастуйте, скільки коштує блузка з бантом?', [price('PS-330')], otherPrices('PS-330')),
  c('name', 'сколько стоит юбка плиссе?', [price('PS-812')], otherPrices('PS-812')),
  c('name', 'кардиган довгий скільки', [price('PS-520')], otherPrices('PS-520')),
  c('name', 'how much is the linen tunic?', [price('PS-705')], otherPrices('PS-705', 'PS-706'), 'en'),
  c('size', 'палаццо на 56 є?', [NO, ['54'], ['60']], otherPrices('PS-415')),
  c('size', 'кардиган на 60 є?', [YES], [...otherPrices('PS-520'), ...NOT_AVAILABLE]),
  c('size', 'джинси мом 54?', [NO], otherPrices('PS-610')),
  c('size', 'спідниця плісе 58 розмір є?', [YES], [...otherPrices('PS-812'), ...NOT_AVAILABLE]),
  c(
    'colour',
    'сукня трикотажна в яких кольорах?',
    [
      ['чорн', 'черн', 'black'],
      ['син', 'blue'],
    ],
    otherPrices('PS-210', 'PS-211'),
  ),
  c('colour', 'туніка лляна є в білому?', [NO, ['оливк', 'оливков'], ['молочн']], otherPrices('PS-705', 'PS-706')),
  c(
    'browse',
    'що є на 58?',
    [
      ['PS-330', 'блуз'],
      ['PS-520', 'кардиган'],
      ['PS-812', 'спідниц', 'юбк'],
    ],
    [...price('PS-415'), ...price('PS-705'), ...price('PS-610')],
  ),
  c(
    'browse',
    'покажіть всі сукні',
    [['PS-210', 'PS-211', 'плать', 'сукн']],
    [...price('PS-330'), ...price('PS-415'), ...price('PS-520'), ...price('PS-610'), ...price('PS-812')],
  ),
  c(
    'multi',
    'блуза і палаццо разом скільки?',
    [price('PS-330'), price('PS-415'), writings(990 + 1290)],
    otherPrices('PS-330', 'PS-415'),
  ),
  c('quantity', 'дві спідниці плісе скільки буде', [writings(2180)], otherPrices('PS-812')),
  c('absent', 'а пуховики великих розмірів є?', [NOT_FOUND], otherPrices()),
  c('handoff', 'чи відправляєте за кордон?', [HANDOFF], otherPrices()),
  c('size', 'зріст 165, обхват грудей 112, який розмір сукні?', [['54', '56']], otherPrices('PS-210', 'PS-211')),
];

const conversations = [
  {
    id: 'ps-1',
    lang: 'ua',
    turns: [
      t(
        'Добрий день! Сукня трикотажна міді на 54 є?',
        [['син', 'blue'], YES],
        otherPrices('PS-210', 'PS-211'),
        'black 54 sold out, blue 54 in stock',
      ),
      t('а чорна на 56?', [YES], [...otherPrices('PS-210', 'PS-211'), ...NOT_AVAILABLE], 'colour and size change'),
      t(
        'беру чорну 56',
        [['ім', 'прізвищ', 'телефон', 'доставк', 'відділен']],
        otherPrices('PS-210', 'PS-211'),
        'order starts',
      ),
      t(
        'Марина Іваненко, 0931234567, НП Дніпро 14',
        [['PS-210'], ['56'], price('PS-210')],
        otherPrices('PS-210', 'PS-211'),
        'summary of the black one',
      ),
      t(
        'все вірно, дякую',
        [['дякую', 'прийнят', 'оформ', 'підтверд', 'менеджер']],
        otherPrices('PS-210', 'PS-211'),
        'confirmation closes',
      ),
    ],
  },
  {
    id: 'ps-2',
    lang: 'ua',
    turns: [
      t('скільки коштує костюм двійка?', [price('PS-901')], otherPrices('PS-901'), 'price by name'),
      t('а на 58 є?', [NO, ['54', '56']], otherPrices('PS-901'), 'sold-out size follow-up'),
      t(
        'ок а 56 тоді. і ще блузу з бантом на 58, скільки разом?',
        [writings(2890 + 990)],
        otherPrices('PS-901', 'PS-330'),
        'two items total',
      ),
    ],
  },
  {
    id: 'ps-3',
    lang: 'ua',
    turns: [
      t(
        'є щось до 1200?',
        [
          ['PS-330', 'блуз'],
          ['PS-705', 'PS-706', 'тунік'],
          ['PS-812', 'спідниц', 'юбк'],
        ],
        [...price('PS-210'), ...price('PS-415'), ...price('PS-520'), ...price('PS-901')],
        'browse by price',
      ),
      t(
        'туніка яких кольорів?',
        [['оливк'], ['молочн']],
        otherPrices('PS-705', 'PS-706'),
        'colours of one from the list',
      ),
      t('оливкова на 56 є?', [YES], [...otherPrices('PS-705', 'PS-706'), ...NOT_AVAILABLE], 'size of the colour'),
      t('а молочна на 56?', [NO, ['54']], otherPrices('PS-705', 'PS-706'), 'the other colour lacks it'),
    ],
  },
  {
    id: 'ps-4',
    lang: 'en',
    turns: [
      t('hi, do you have palazzo trousers in 54?', [YES], [...otherPrices('PS-415'), 'out of stock'], 'size in stock'),
      t('what about 56?', [NO, ['54', '60']], otherPrices('PS-415'), 'sold-out size'),
      t('ok, I will take 54. how much?', [price('PS-415')], otherPrices('PS-415'), 'price of the one chosen'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
