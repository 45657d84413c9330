// Writes stock.json, set.json and conversations.json for the team's medical uniform tuning shop,
// its stock as a Google Merchant Center product feed saved as a spreadsheet (support.google.com/
// merchants, "Product data specification": `id`, `item_group_id`, `title`, `price` written
// "1290.00 UAH", `sale_price`, `availability` "in stock" / "out of stock" / "preorder", `color`,
// `size`, `material`, `gender`, `product_type`, `brand`, `condition`, `link`), one row per colour
// and size. Conversations of clinics' staff and students: fabric from the data, many pieces at
// once (wholesale is the owner's), sizes 42–60, Russian and English. Written on 2026-11-29 before
// any tuning against it; tuned against freely afterwards (unlike eval/held-out-shops/).
// Run: node api/eval/tuning-shops/medwear/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_FOUND, YES, caseMaker, pricesOf, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** group, title, type, material, gender, price, sale or '', [[colour, colour code, size, availability]…] */
const MODELS = [
  [
    'MS-10',
    'Костюм медичний жіночий (блуза + штани)',
    'Медичний одяг > Костюми',
    'бавовна 65%, поліестер 35%',
    'female',
    1290,
    '',
    [
      ['синій', 'BL', '44', 'in stock'],
      ['синій', 'BL', '46', 'out of stock'],
      ['синій', 'BL', '48', 'in stock'],
      ['бірюзовий', 'TQ', '44', 'out of stock'],
      ['бірюзовий', 'TQ', '46', 'in stock'],
      ['бірюзовий', 'TQ', '48', 'in stock'],
    ],
  ],
  [
    'MS-20',
    'Костюм медичний чоловічий',
    'Медичний одяг > Костюми',
    'бавовна 50%, поліестер 50%',
    'male',
    1390,
    '',
    [
      ['темно-синій', 'NV', '50', 'in stock'],
      ['темно-синій', 'NV', '52', 'in stock'],
      ['темно-синій', 'NV', '54', 'out of stock'],
    ],
  ],
  [
    'MH-30',
    'Халат медичний класичний',
    'Медичний одяг > Халати',
    'бавовна 100%',
    'female',
    990,
    850,
    [
      ['білий', 'WH', '42', 'in stock'],
      ['білий', 'WH', '44', 'in stock'],
      ['білий', 'WH', '46', 'in stock'],
    ],
  ],
  [
    'MB-40',
    'Блуза медична на кнопках',
    'Медичний одяг > Блузи',
    'бавовна 65%, поліестер 35%',
    'female',
    690,
    '',
    [
      ['білий', 'WH', '44', 'in stock'],
      ['бордовий', 'BD', '44', 'preorder'],
    ],
  ],
  [
    'MC-50',
    'Шапочка медична на резинці',
    'Медичний одяг > Аксесуари',
    'бавовна 100%',
    'unisex',
    180,
    '',
    [
      ['синій', 'BL', 'one size', 'in stock'],
      ['білий', 'WH', 'one size', 'in stock'],
    ],
  ],
];

const stock = MODELS.flatMap(([group, title, type, material, gender, price, sale, variants]) =>
  variants.map(([colour, colourCode, size, availability]) => ({
    id: `${group}-${colourCode}-${size.replace(/ /g, '')}`,
    item_group_id: group,
    title,
    description: `${title}. Тканина: ${material}.`,
    link: `https://medform.example/${group.toLowerCase()}`,
    price: `${price.toFixed(2)} UAH`,
    sale_price: sale === '' ? '' : `${sale.toFixed(2)} UAH`,
    availability,
    brand: 'МедФорма',
    condition: 'new',
    color: colour,
    size,
    material,
    gender,
    product_type: type,
  })),
);

const { price, otherPrices } = pricesOf(
  MODELS.map(([group, title, , , , amount, sale]) => [group, title, sale || amount]),
);
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const REGULAR_MH = writings(990);

const set = [
  c('name', 'костюм медичний жіночий скільки коштує?', [price('MS-10')], otherPrices('MS-10')),
  c('name', 'халат медичний почем?', [price('MH-30')], [...otherPrices('MH-30'), ...REGULAR_MH]),
  c('name', 'how much is the scrub cap?', [price('MC-50')], otherPrices('MC-50'), 'en'),
  c('material', 'з якої тканини жіночий костюм?', [['бавовн', 'поліестер', '65']], otherPrices('MS-10')),
  c('size', 'костюм жіночий синій 46 є?', [NO, ['44', '48', 'бірюз']], otherPrices('MS-10')),
  c('size', 'чоловічий костюм 54 є?', [NO, ['50', '52']], otherPrices('MS-20')),
  c(
    'colour',
    'блуза медична бордова є?',
    [['замовлення', 'предзамовлення', 'передзамовлення', 'уточн', 'колег']],
    otherPrices('MB-40'),
  ),
  c('browse', 'які є халати?', [['MH-30', 'халат']], [...price('MS-10'), ...price('MS-20'), ...price('MB-40')]),
  c('quantity', '3 шапочки скільки буде?', [writings(540)], otherPrices('MC-50')),
  c('handoff', 'нам на клініку треба 20 костюмів, яка буде ціна оптом?', [HANDOFF], otherPrices()),
  c('absent', 'а медичні сабо є?', [NOT_FOUND], otherPrices()),
  c('name', 'сколько стоит мужской медицинский костюм?', [price('MS-20')], otherPrices('MS-20'), 'ru'),
];

const conversations = [
  {
    id: 'md-1',
    lang: 'ua',
    turns: [
      t(
        'добрий день, жіночий медичний костюм бірюзовий 44 є?',
        [NO, ['46', '48', 'син']],
        otherPrices('MS-10'),
        'turquoise 44 sold out',
      ),
      t('а синій 44?', [YES], otherPrices('MS-10'), 'blue 44 in stock'),
      t('а тканина яка?', [['бавовн', 'поліестер']], otherPrices('MS-10'), 'fabric from the data'),
      t('добре, беру синій 44 і шапочку синю', [ASKS_NAME], otherPrices('MS-10', 'MC-50'), 'two items'),
      t('скільки разом?', [writings(1290 + 180)], otherPrices('MS-10', 'MC-50'), 'total of both'),
    ],
  },
  {
    id: 'md-2',
    lang: 'ru',
    turns: [
      t('Здравствуйте, халат медицинский белый 46 есть?', [YES], [...otherPrices('MH-30'), ...REGULAR_MH], 'in stock'),
      t('сколько стоит?', [price('MH-30')], [...otherPrices('MH-30'), ...REGULAR_MH], 'the sale price'),
      t('беру 2 штуки', [[...ASKS_NAME, 'имя', 'фамил']], [...otherPrices('MH-30'), ...REGULAR_MH], 'two pieces'),
      t(
        'Марина Литвин 0961234567 Днепр отделение 5',
        [['46'], writings(1700)],
        [...otherPrices('MH-30'), ...REGULAR_MH],
        'summary: two at the sale price',
      ),
    ],
  },
  {
    id: 'md-3',
    lang: 'en',
    turns: [
      t("hi, do you have men's scrubs in 52?", [YES], otherPrices('MS-20'), 'in stock'),
      t('what is it made of?', [['cotton', 'polyester', 'бавовн']], otherPrices('MS-20'), 'fabric in English'),
      t('ok, I will take it', [['name', 'phone', 'delivery', 'branch']], otherPrices('MS-20'), 'order in English'),
    ],
  },
  {
    id: 'md-4',
    lang: 'ua',
    turns: [
      t('шапочки медичні які кольори?', [['син'], ['біл']], otherPrices('MC-50'), 'colours'),
      t('давайте 5 білих', [ASKS_NAME], otherPrices('MC-50'), 'five white'),
      t('а якщо 10 візьму, буде знижка?', [HANDOFF], otherPrices('MC-50'), 'discount: hand-off'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
