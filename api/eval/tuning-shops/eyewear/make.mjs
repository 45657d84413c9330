// Writes stock.json, set.json and conversations.json for the team's sunglasses and watches tuning
// shop, its stock laid out as a Rozetka seller's product list saved to .xlsx (the seller cabinet's
// "Товари → Експорт" sheet, modelled on it, not copied: `ID`, `Артикул`, `Назва товару (укр)`,
// `Категорія`, `Бренд`, `Ціна`, `Стара ціна`, `Наявність` as words "Є в наявності" /
// "Немає в наявності", `Кількість`, then one column per Rozetka characteristic: `Стать`,
// `Колір оправи / корпусу`, `Колір лінз`, `Поляризація` "Так"/"Ні", `Захист від УФ` "UV400",
// `Матеріал оправи / корпусу`, `Матеріал ремінця`, `Ширина оправи, мм`, `Комплектація`), one row
// per product: no sizes at all, a few frames with a width. Customers ask by what they saw in
// stories ("ті що в сторіс, чорні авіатори"), by a property (polarised, with a case), by a budget
// and a person ("для чоловіка до 2000"), in Ukrainian, Russian, surzhyk and a little English.
// Written on 2026-11-29 before any tuning against it; tuned against freely afterwards (unlike
// eval/held-out-shops/).
// Run: node api/eval/tuning-shops/eyewear/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_AVAILABLE, NOT_FOUND, YES, caseMaker, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** code, name, category, brand, price, old price, left, gender, colour, lens, polarised, UV, material, strap, width, kit */
const MODELS = [
  [
    'SG-101',
    'Сонцезахисні окуляри авіатори поляризовані, чорні',
    'Сонцезахисні окуляри',
    'Sunray',
    690,
    890,
    6,
    'Унісекс',
    'чорний',
    'сірий',
    'Так',
    'UV400',
    'метал',
    '',
    140,
    'чохол, серветка',
  ],
  [
    'SG-102',
    'Сонцезахисні окуляри авіатори, золота оправа',
    'Сонцезахисні окуляри',
    'Sunray',
    590,
    '',
    3,
    'Унісекс',
    'золотий',
    'зелений (G-15)',
    'Ні',
    'UV400',
    'метал',
    '',
    138,
    'серветка',
  ],
  [
    'SG-103',
    'Сонцезахисні окуляри "Котяче око" жіночі',
    'Сонцезахисні окуляри',
    'Bella',
    450,
    '',
    0,
    'Жіночі',
    'коричневий',
    'коричневий градієнт',
    'Ні',
    'UV400',
    'пластик',
    '',
    '',
    'серветка',
  ],
  [
    'SG-104',
    'Сонцезахисні окуляри вайфарер поляризовані',
    'Сонцезахисні окуляри',
    'Sunray',
    750,
    '',
    4,
    'Унісекс',
    'чорний матовий',
    'сірий',
    'Так',
    'UV400',
    'пластик',
    '',
    145,
    'чохол, серветка',
  ],
  [
    'SG-105',
    'Дитячі сонцезахисні окуляри з гнучкою оправою',
    'Сонцезахисні окуляри',
    'Kiddo',
    350,
    '',
    5,
    'Дитячі',
    'синій',
    'сірий',
    'Ні',
    'UV400',
    'силікон',
    '',
    '',
    'шнурок',
  ],
  [
    'W-201',
    'Годинник чоловічий кварцовий на шкіряному ремінці',
    'Наручні годинники',
    'Tempo',
    1850,
    '',
    2,
    'Чоловічі',
    'сріблястий',
    '',
    '',
    '',
    'нержавіюча сталь',
    'натуральна шкіра, коричневий',
    '',
    'подарункова коробка',
  ],
  [
    'W-202',
    'Годинник чоловічий хронограф на металевому браслеті',
    'Наручні годинники',
    'Tempo',
    2490,
    '',
    3,
    'Чоловічі',
    'чорний',
    '',
    '',
    '',
    'нержавіюча сталь',
    'сталевий браслет',
    '',
    'подарункова коробка',
  ],
  [
    'W-203',
    'Годинник жіночий з міланським браслетом',
    'Наручні годинники',
    'Lumi',
    1290,
    '',
    4,
    'Жіночі',
    'рожеве золото',
    '',
    '',
    '',
    'сплав',
    'міланський браслет',
    '',
    'подарункова коробка',
  ],
  [
    'W-204',
    'Смарт-годинник фітнес з пульсометром',
    'Смарт-годинники',
    'FitPro',
    1590,
    '',
    0,
    'Унісекс',
    'чорний',
    '',
    '',
    '',
    'пластик',
    'силікон',
    '',
    'зарядний кабель',
  ],
  [
    'AC-301',
    'Чохол для окулярів жорсткий',
    'Аксесуари для окулярів',
    'Sunray',
    150,
    '',
    12,
    'Унісекс',
    'чорний',
    '',
    '',
    '',
    'екошкіра',
    '',
    '',
    '',
  ],
];

const stock = MODELS.map(
  (
    [code, name, category, brand, amount, old, left, gender, colour, lens, polar, uv, material, strap, width, kit],
    i,
  ) => ({
    ID: 480112300 + i * 17,
    Артикул: code,
    'Назва товару (укр)': name,
    Категорія: category,
    Бренд: brand,
    Ціна: amount,
    'Стара ціна': old,
    Наявність: left > 0 ? 'Є в наявності' : 'Немає в наявності',
    Кількість: left,
    Стать: gender,
    'Колір оправи / корпусу': colour,
    'Колір лінз': lens,
    Поляризація: polar,
    'Захист від УФ': uv,
    'Матеріал оправи / корпусу': material,
    'Матеріал ремінця': strap,
    'Ширина оправи, мм': width,
    Комплектація: kit,
  }),
);

const PRICES = Object.fromEntries(MODELS.map(([code, , , , amount]) => [code, amount]));
const OLD = MODELS.flatMap(([, , , , , old]) => (old ? writings(old) : []));
const price = (code) => writings(PRICES[code]);
const otherPrices = (...codes) => [
  ...Object.keys(PRICES)
    .filter((code) => !codes.includes(code))
    .flatMap((code) => price(code)),
  ...(codes.includes('SG-101') ? [] : OLD),
];
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_RU = [...ASKS_NAME, 'имя', 'фамил', 'отделен'];

const set = [
  c(
    'property',
    'є поляризаційні?',
    [
      ['SG-101', 'авіатор'],
      ['SG-104', 'вайфарер'],
    ],
    otherPrices('SG-101', 'SG-104'),
  ),
  c(
    'property',
    'а які окуляри йдуть з чохлом?',
    [
      ['SG-101', 'авіатор'],
      ['SG-104', 'вайфарер'],
    ],
    otherPrices('SG-101', 'SG-104', 'AC-301'),
  ),
  c('name', 'скільки коштують ті що в сторіс, чорні авіатори', [price('SG-101')], otherPrices('SG-101')),
  c('browse', 'для чоловіка годинник до 2000 є?', [['W-201', 'шкір']], otherPrices('W-201', 'W-204')),
  c(
    'property',
    'есть детские очки с защитой UV400?',
    [YES, price('SG-105')],
    [...otherPrices('SG-105'), ...NOT_AVAILABLE],
    'ru',
  ),
  c('stock', 'шо по кошачому оку, є в наявності?', [NO], otherPrices('SG-103')),
  c('property', 'яка ширина у вайфарерів?', [['145']], otherPrices('SG-104')),
  c('name', 'do you have polarized aviators? how much?', [price('SG-101')], otherPrices('SG-101'), 'en'),
  c('name', 'часы женские на браслете сколько стоят?', [price('W-203')], otherPrices('W-203'), 'ru'),
  c('quantity', '2 пари чорних авіаторів скільки буде?', [writings(1380)], otherPrices('SG-101')),
  c('stock', 'смарт годинник є?', [NO], otherPrices('W-204')),
  c('property', 'які лінзи у золотих авіаторів?', [['зелен']], otherPrices('SG-102')),
  c('absent', "є окуляри для комп'ютера з блю блоком?", [NOT_FOUND], otherPrices()),
  c('handoff', 'яка гарантія на годинники?', [HANDOFF], otherPrices()),
];

const conversations = [
  {
    id: 'ew-1',
    lang: 'ua',
    turns: [
      t(
        'Привіт! скільки коштують ті що в сторіс, чорні авіатори?',
        [price('SG-101')],
        otherPrices('SG-101'),
        'the price',
      ),
      t('вони поляризаційні?', [['поляриз']], otherPrices('SG-101'), 'a property of the model'),
      t('а з чохлом?', [['чох']], otherPrices('SG-101', 'AC-301'), 'the kit of the model'),
      t('ок беру одні', [ASKS_NAME], otherPrices('SG-101'), 'one piece'),
      t('Дмитро Бондар 0671234567 Одеса відділення 12', [price('SG-101')], otherPrices('SG-101'), 'summary'),
    ],
  },
  {
    id: 'ew-2',
    lang: 'ru',
    turns: [
      t(
        'Здравствуйте, нужны часы мужу, до 2000',
        [['W-201', 'шкір', 'кож']],
        otherPrices('W-201', 'W-204'),
        'the one under the budget',
      ),
      t('а ремешок какой?', [['шкір', 'кож']], otherPrices('W-201'), 'the strap of that watch'),
      t(
        'а на браслете есть?',
        [price('W-202')],
        otherPrices('W-202', 'W-201', 'W-203'),
        'the men’s one on a bracelet, above the budget',
      ),
      t('дорого, тогда первые берем', [ASKS_NAME_RU], otherPrices('W-201', 'W-202'), 'the first one'),
      t('Сергей Иванов, 0931234567, Харьков, отделение 40', [price('W-201')], otherPrices('W-201'), 'summary'),
      t('а когда отправите?', [HANDOFF], otherPrices('W-201'), 'dispatch: the owner'),
    ],
  },
  {
    id: 'ew-3',
    lang: 'ua',
    turns: [
      t(
        'hi, do you have polarized sunglasses?',
        [
          ['SG-101', 'aviator', 'авіатор'],
          ['SG-104', 'wayfarer', 'вайфарер'],
        ],
        otherPrices('SG-101', 'SG-104'),
        'two polarised models',
      ),
      t('шо по ціні вайфарери?', [price('SG-104')], otherPrices('SG-104', 'SG-101'), 'the price of one of them'),
      t('а ширина яка? в мене широке лице', [['145']], otherPrices('SG-104'), 'the width of that frame'),
      t('ок, давайте їх', [ASKS_NAME], otherPrices('SG-104'), 'the order'),
      t('Олег Савчук 0991234567 Рівне НП 5', [price('SG-104')], otherPrices('SG-104'), 'summary'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
