// Writes stock.json, set.json and conversations.json for the team's leather goods tuning shop, its
// stock as a Prom.ua product export (the marketplace's "Експорт товарів" sheet: `Код_товару`,
// `Назва_позиції` in Russian beside `Назва_позиції_укр`, `Ціна`, `Валюта`, `Наявність` written
// "+" / "-" / "!" (in stock / none / expected), `Кількість`, `Назва_групи`, `Знижка`,
// `ID_групи_різновидів` tying a model's variants, and repeated `Назва_Характеристики` /
// `Одиниця_виміру_Характеристики` / `Значення_Характеристики` triples, one row per variant).
// Belts sold by length in centimetres, gloves by glove size (6.5–8), bags and wallets without a
// size. Conversations in Ukrainian, Russian and English, with size advice and a Nova Poshta branch
// number next to a size. Written on 2026-11-29 before any tuning against it; tuned against freely
// afterwards (unlike eval/held-out-shops/).
// Run: node api/eval/tuning-shops/leather/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_FOUND, YES, caseMaker, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

const HEADER = [
  'Код_товару',
  'Назва_позиції',
  'Назва_позиції_укр',
  'Пошукові_запити',
  'Опис',
  'Тип_товару',
  'Ціна',
  'Валюта',
  'Одиниця_виміру',
  'Посилання_зображення',
  'Наявність',
  'Кількість',
  'Номер_групи',
  'Назва_групи',
  'Унікальний_ідентифікатор',
  'Ідентифікатор_товару',
  'Виробник',
  'Країна_виробник',
  'Знижка',
  'ID_групи_різновидів',
  'Назва_Характеристики',
  'Одиниця_виміру_Характеристики',
  'Значення_Характеристики',
  'Назва_Характеристики',
  'Одиниця_виміру_Характеристики',
  'Значення_Характеристики',
  'Назва_Характеристики',
  'Одиниця_виміру_Характеристики',
  'Значення_Характеристики',
];

/** code stem, name ru, name uk, group, price, discount, material, [[colour, colour code, size, size unit, availability, quantity]…] */
const MODELS = [
  [
    'BL-01',
    'Ремень мужской классический кожаный',
    'Ремінь чоловічий класичний шкіряний',
    'Ремені',
    890,
    '',
    'натуральна шкіра',
    [
      ['коричневий', 'BR', '105', 'см', '+', 4],
      ['коричневий', 'BR', '110', 'см', '+', 3],
      ['коричневий', 'BR', '115', 'см', '+', 2],
      ['коричневий', 'BR', '120', 'см', '+', 1],
      ['чорний', 'BK', '105', 'см', '+', 2],
      ['чорний', 'BK', '110', 'см', '+', 5],
      ['чорний', 'BK', '115', 'см', '-', 0],
      ['чорний', 'BK', '120', 'см', '+', 2],
    ],
  ],
  [
    'BL-07',
    'Ремень женский тонкий',
    'Ремінь жіночий тонкий',
    'Ремені',
    650,
    '',
    'натуральна шкіра',
    [
      ['бежевий', 'BG', '95', 'см', '+', 2],
      ['бежевий', 'BG', '100', 'см', '+', 3],
      ['чорний', 'BK', '95', 'см', '-', 0],
      ['чорний', 'BK', '100', 'см', '+', 1],
    ],
  ],
  [
    'WL-12',
    'Кошелек женский на молнии',
    'Гаманець жіночий на блискавці',
    'Гаманці',
    1150,
    '',
    'натуральна шкіра',
    [
      ['червоний', 'RD', '', '', '-', 0],
      ['чорний', 'BK', '', '', '+', 6],
    ],
  ],
  [
    'CB-30',
    'Сумка кросс-боди кожаная',
    'Сумка крос-боді шкіряна',
    'Сумки',
    2350,
    '',
    'натуральна шкіра',
    [
      ['чорний', 'BK', '', '', '+', 3],
      ['кемел', 'CM', '', '', '!', 0],
    ],
  ],
  [
    'GL-05',
    'Перчатки кожаные женские',
    'Рукавички шкіряні жіночі',
    'Рукавички',
    990,
    '',
    'натуральна шкіра, підкладка вовна',
    [
      ['чорний', 'BK', '6.5', '', '+', 2],
      ['чорний', 'BK', '7', '', '+', 3],
      ['чорний', 'BK', '7.5', '', '-', 0],
      ['чорний', 'BK', '8', '', '+', 1],
    ],
  ],
  [
    'KH-02',
    'Ключница кожаная',
    'Ключниця шкіряна',
    'Аксесуари',
    320,
    '',
    'натуральна шкіра',
    [['коричневий', 'BR', '', '', '+', 8]],
  ],
  [
    'BP-40',
    'Рюкзак городской кожаный',
    'Рюкзак міський шкіряний',
    'Рюкзаки',
    3200,
    '10%',
    'натуральна шкіра',
    [['чорний', 'BK', '', '', '+', 2]],
  ],
];

let id = 0;
const rows = MODELS.flatMap(([stem, nameRu, nameUk, group, price, discount, material, variants], g) =>
  variants.map(([colour, colourCode, size, unit, availability, quantity]) => {
    id += 1;
    const code = [stem, size.replace('.', ''), colourCode].filter(Boolean).join('-');
    const sizeName = unit === 'см' ? 'Довжина' : 'Розмір';
    return [
      code,
      nameRu,
      nameUk,
      `${nameUk.toLowerCase()}, ${nameRu.toLowerCase()}`,
      `<p>${nameUk}. Матеріал: ${material}.</p>`,
      variants.length > 1 ? 'v' : 'r',
      price,
      'UAH',
      'шт.',
      `https://leathercraft.example/img/${code.toLowerCase()}.jpg`,
      availability,
      quantity,
      100 + g,
      group,
      `${stem}-${colourCode}${size ? `-${size}` : ''}`,
      String(5000 + id),
      'LeatherCraft',
      'Україна',
      discount,
      variants.length > 1 ? String(900 + g) : '',
      'Колір',
      '',
      colour,
      size ? sizeName : 'Матеріал',
      size ? unit : '',
      size || material,
      size ? 'Матеріал' : '',
      '',
      size ? material : '',
    ];
  }),
);

const stock = [HEADER, ...rows];
const PRICES = { 'BL-01': 890, 'BL-07': 650, 'WL-12': 1150, 'CB-30': 2350, 'GL-05': 990, 'KH-02': 320, 'BP-40': 2880 };
const price = (code) => writings(PRICES[code]);
const otherPrices = (...codes) =>
  Object.keys(PRICES)
    .filter((code) => !codes.includes(code))
    .flatMap((code) => price(code));
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_RU = [...ASKS_NAME, 'имя', 'фамил', 'отделен'];
const CONFIRMED = ['дякую', 'прийнят', 'оформ', 'підтверд'];

const set = [
  c('name', 'ремінь чоловічий скільки коштує?', [price('BL-01')], otherPrices('BL-01')),
  c('size', 'ремень мужской черный 115 есть?', [NO, ['105', '110', '120', 'коричн']], otherPrices('BL-01'), 'ru'),
  c('size', 'чоловічий ремінь коричневий 115 є?', [YES], otherPrices('BL-01')),
  c('size', 'які довжини є у чоловічого ременя?', [['105'], ['110'], ['120']], otherPrices('BL-01')),
  c('size', 'рукавички 7,5 є?', [NO, ['7', '8']], otherPrices('GL-05')),
  c('material', 'гаманець з якої шкіри?', [['натуральн']], otherPrices('WL-12')),
  c(
    'colour',
    'сумочка через плече є в кемел?',
    [['очіку', 'незабаром', 'уточн', 'колег', 'поки нема', 'немає']],
    otherPrices('CB-30'),
  ),
  c(
    'browse',
    'що є до 1000 грн?',
    [
      ['ключниц', 'KH-02'],
      ['рем', 'BL-01', 'BL-07'],
    ],
    [...price('CB-30'), ...price('BP-40'), ...price('WL-12')],
  ),
  c('name', 'рюкзак почем?', [price('BP-40')], [...otherPrices('BP-40'), ...writings(3200)]),
  c('name', 'how much is the leather wallet?', [price('WL-12')], otherPrices('WL-12'), 'en'),
  c('quantity', 'два ремені чоловічих скільки буде?', [writings(1780)], otherPrices('BL-01')),
  c('absent', 'а чохол для телефону є?', [NOT_FOUND], otherPrices()),
  c('handoff', 'можна гравіювання на ремені зробити?', [HANDOFF], otherPrices('BL-01')),
  c('stock', 'Дівчата, підкажіть, ключниця є в наявності?', [YES], otherPrices('KH-02')),
];

const conversations = [
  {
    id: 'lg-1',
    lang: 'ua',
    turns: [
      t(
        'Добрий день! Чоловічий ремінь чорний 115 є?',
        [NO, ['110', '120', 'коричн']],
        otherPrices('BL-01'),
        'black 115 sold out',
      ),
      t('а коричневий?', [YES], otherPrices('BL-01'), 'brown 115 in stock: the length kept'),
      t('беру', [ASKS_NAME], otherPrices('BL-01'), 'order of the brown 115'),
      t(
        'Олег Петренко, 0671234567, Київ, відділення 23',
        [['115'], ['коричн'], price('BL-01')],
        otherPrices('BL-01'),
        'summary: brown 115 at 890',
      ),
      t('так, все вірно', [CONFIRMED], otherPrices('BL-01'), 'confirmation closes'),
    ],
  },
  {
    id: 'lg-2',
    lang: 'en',
    turns: [
      t("Hi! Do you have the men's leather belt in black, 110?", [YES], otherPrices('BL-01'), 'in stock'),
      t('Is it genuine leather?', [['genuine', 'leather', 'натуральн']], otherPrices('BL-01'), 'material in English'),
      t(
        "Great, I'll take it. Anna Smith, +380501112233, Lviv, Nova Poshta branch 5",
        [['110'], price('BL-01')],
        [...otherPrices('BL-01'), 'size 5', 'розмір'],
        'summary: the belt 110, the branch is no size',
      ),
    ],
  },
  {
    id: 'lg-3',
    lang: 'ua',
    turns: [
      t(
        'рукавички шкіряні жіночі які розміри є?',
        [['6,5', '6.5'], ['7'], ['8']],
        otherPrices('GL-05'),
        'sizes in stock',
      ),
      t(
        'у мене обхват долоні 19 см, який підійде?',
        [['7,5', '7.5', 'уточн', 'колег']],
        otherPrices('GL-05'),
        'size advice: 19 cm is 7.5, sold out',
      ),
      t('тоді 8 беру, і ключницю теж', [ASKS_NAME], otherPrices('GL-05', 'KH-02'), 'two items'),
      t('скільки разом?', [writings(990 + 320)], otherPrices('GL-05', 'KH-02'), 'total of both'),
    ],
  },
  {
    id: 'lg-4',
    lang: 'ru',
    turns: [
      t(
        'Здравствуйте, сумка кросс-боди какие цвета есть?',
        [['черн', 'чорн', 'чёрн']],
        otherPrices('CB-30'),
        'colours',
      ),
      t(
        'а кэмел когда будет?',
        [['ожида', 'очіку', 'уточн', 'колег', 'скоро', 'провер', 'сообщ']],
        otherPrices('CB-30'),
        'expected',
      ),
      t('ладно, тогда черную', [ASKS_NAME_RU], otherPrices('CB-30'), 'order the black one'),
    ],
  },
  {
    id: 'lg-5',
    lang: 'ua',
    turns: [
      t(
        'покажіть які є ремені',
        [
          ['BL-01', 'чоловіч'],
          ['BL-07', 'жіноч'],
        ],
        [...price('CB-30'), ...price('BP-40')],
        'browse belts',
      ),
      t('а жіночий бежевий 100 є?', [YES], otherPrices('BL-07'), 'beige 100 in stock'),
      t('а скільки він коштує?', [price('BL-07')], otherPrices('BL-07'), 'price of the one in play'),
      t(
        'ну і чоловічий коричневий 120 додайте, разом скільки?',
        [writings(650 + 890)],
        otherPrices('BL-07', 'BL-01'),
        'total of two items',
      ),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
