// Writes stock.json, set.json and conversations.json for the team's shop of children's bikes,
// balance bikes, scooters, helmets and protection, its stock laid out like a Shopify-like export
// (`SKU`, `Product`, `Variant`, `Price UAH`, `Stock`), one row per variant, THE VARIANT AS ONE
// STRING in English: colour / wheel size / the child's height ("Blue / 16\" / 105-120 cm"), colour
// / wheel size ("Pink / 20\"") or colour / size with a head girth ("Black / S (48-52)") or an age
// ("Black / S (5-8 років)"), a colour alone for a scooter; SKUs per colour and size
// ("BK-300-16-BL") while customers quote the model ("bk300", "ВК-410" in Cyrillic); A PRICE THAT
// CHANGES WITH THE WHEEL SIZE (or the helmet size) under one model; one model sold out in every
// size; a colour sold out in one size and present in another. Customers ask in Ukrainian and
// Russian with the colours in their words ("синій", "червоний", "салатовий"), for size advice by
// the child's height or age ("зріст 118", "дитині 6 років") and for a helmet by head girth
// ("голова 54"), browse by kind, colour, budget ("до 5000"), for a girl, in diminutives and slang
// ("велік", "самокатик", "шолом"/"шлем"), some in English.
// Written on 2026-11-29 before any tuning against it and committed before its first run; tuned
// against freely afterwards (unlike eval/held-out-shops/, which were not opened).
// Run: node api/eval/tuning-shops/bikes/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASKS_AGAIN,
  ASKS_AGAIN_EN,
  ASKS_CITY,
  ASKS_HEIGHT,
  HANDOFF,
  NO,
  NOT_AVAILABLE,
  NOT_FOUND,
  YES,
  caseMaker,
  checkShop,
  turn as t,
  writeShop,
  writings,
} from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

const COLOURS = {
  Blue: 'BL',
  Red: 'RD',
  Black: 'BK',
  Pink: 'PK',
  Lime: 'LM',
  Orange: 'OR',
  Green: 'GN',
  White: 'WH',
  Grey: 'GR',
  Yellow: 'YL',
};

/**
 * code, product, sizes: [suffix, size in the variant ('' for none), price], colours: [colour,
 * sold-out size suffixes].
 */
const MODELS = [
  [
    'BK-300',
    'Велосипед дитячий Rocket',
    [
      ['14', '14" / 95-110 cm', 4390],
      ['16', '16" / 105-120 cm', 4790],
      ['20', '20" / 120-135 cm', 5390],
    ],
    [
      ['Blue', ['14']],
      ['Red', ['20']],
      ['Black', []],
    ],
  ],
  [
    'BK-410',
    'Велосипед для дівчинки Bella з кошиком',
    [
      ['16', '16"', 4970],
      ['20', '20"', 5650],
    ],
    [
      ['Pink', ['20']],
      ['Lime', []],
    ],
  ],
  [
    'BK-120',
    'Біговел Mini',
    [['12', '12" / 85-100 cm', 2180]],
    [
      ['Lime', []],
      ['Orange', []],
    ],
  ],
  [
    'BK-240',
    'Велосипед підлітковий Trail',
    [
      ['24', '24" / 135-150 cm', 6870],
      ['26', '26" / 150-165 cm', 7460],
    ],
    [
      ['Black', []],
      ['Green', ['26']],
    ],
  ],
  [
    'BK-500',
    'Велосипед Classic',
    [
      ['16', '16" / 105-120 cm', 4380],
      ['20', '20" / 120-135 cm', 4940],
    ],
    [['White', ['16', '20']]],
  ],
  [
    'SC-110',
    'Самокат триколісний Baby (2-5 років)',
    [['', '', 1270]],
    [
      ['Pink', []],
      ['Blue', []],
      ['Lime', []],
    ],
  ],
  [
    'SC-210',
    'Самокат двоколісний складний Street',
    [['', '', 1840]],
    [
      ['Black', []],
      ['Red', []],
      ['Blue', ['']],
    ],
  ],
  [
    'SC-300',
    'Самокат трюковий Pro',
    [['', '', 2690]],
    [
      ['Black', []],
      ['Green', []],
    ],
  ],
  [
    'HL-050',
    'Шолом дитячий Safe',
    [
      ['S', 'S (48-52)', 720],
      ['M', 'M (52-56)', 720],
    ],
    [
      ['Black', []],
      ['Red', ['M']],
      ['Blue', []],
      ['Pink', []],
    ],
  ],
  [
    'HL-070',
    'Шолом з LED-ліхтариком Light',
    [
      ['S', 'S (48-52)', 960],
      ['M', 'M (52-56)', 960],
      ['L', 'L (56-60)', 1080],
    ],
    [['Grey', []]],
  ],
  [
    'PR-020',
    'Захист набір: наколінники + налокітники',
    [
      ['XS', 'XS (3-5 років)', 540],
      ['S', 'S (5-8 років)', 540],
      ['M', 'M (8-12 років)', 540],
    ],
    [
      ['Black', []],
      ['Pink', []],
    ],
  ],
  [
    'AC-010',
    'Дзвоник на кермо',
    [['', '', 175]],
    [
      ['Yellow', []],
      ['Blue', []],
    ],
  ],
  ['AC-030', 'Бокові колеса для велосипеда 12-20"', [['', '', 395]], [['Black', []]]],
];

const stock = [];
/** code → colour → size suffix → pieces in stock. */
const PIECES = {};
let serial = 0;
for (const [code, product, sizes, colours] of MODELS) {
  PIECES[code] = {};
  for (const [colour, soldOut] of colours) {
    PIECES[code][colour] = {};
    for (const [suffix, size, amount] of sizes) {
      serial += 1;
      const pieces = soldOut.includes(suffix) ? 0 : 2 + ((serial * 3) % 4);
      PIECES[code][colour][suffix] = pieces;
      const bike = code.startsWith('BK');
      stock.push({
        SKU: bike ? `${code}-${suffix}-${COLOURS[colour]}` : [code, COLOURS[colour], suffix].filter(Boolean).join('-'),
        Product: product,
        Variant: [colour, size].filter(Boolean).join(' / '),
        'Price UAH': amount,
        Stock: pieces,
      });
    }
  }
}

/** code → size suffix → price. */
const BY_SIZE = Object.fromEntries(
  MODELS.map(([code, , sizes]) => [code, Object.fromEntries(sizes.map(([s, , amount]) => [s, amount]))]),
);
const RETAIL = MODELS.flatMap(([, , sizes]) => sizes.map(([, , amount]) => amount));
const amountOf = (code, size = '') => {
  const amount = BY_SIZE[code]?.[size];
  if (amount === undefined) throw new Error(`no price for ${code} ${size}`);
  return amount;
};
/** Every writing of the price of a model in a size. */
const priceOf = (code, size = '') => writings(amountOf(code, size));
/** Every retail price but those of the models named. */
const otherPrices = (...codes) =>
  [...new Set(MODELS.filter(([code]) => !codes.includes(code)).flatMap(([, , sizes]) => sizes.map(([, , a]) => a)))]
    .filter((amount) => !codes.some((code) => Object.values(BY_SIZE[code]).includes(amount)))
    .flatMap(writings);
/** Stops on a "yes" for a variant sold out or a "no" for one in stock. */
const inStock = (code, colour, size = '') => {
  if (!(PIECES[code]?.[colour]?.[size] > 0)) throw new Error(`${code} ${colour} ${size} is not in stock`);
  return YES;
};
const soldOut = (code, colour, size = '') => {
  if (PIECES[code]?.[colour]?.[size] !== 0) throw new Error(`${code} ${colour} ${size} is in stock`);
  return NO;
};
/** The total of [code, colour, size, pieces][], stopping when the stock has fewer pieces. */
const total = (...lines) =>
  writings(
    lines.reduce((sum, [code, colour, size, pieces]) => {
      if (PIECES[code][colour][size] < pieces) throw new Error(`${code} ${colour} ${size}: too few`);
      return sum + pieces * amountOf(code, size);
    }, 0),
  );

const c = caseMaker();

const set = [
  // code
  c('code', 'BK-300-16-BL скільки коштує?', [priceOf('BK-300', '16')], otherPrices('BK-300')),
  c('code', 'bk300 ціна?', [priceOf('BK-300', '14'), priceOf('BK-300', '20')], otherPrices('BK-300')),
  c('code', 'BK 240 26" скільки?', [priceOf('BK-240', '26')], otherPrices('BK-240')),
  c('code', 'ВК-410 рожевий 16 є?', [inStock('BK-410', 'Pink', '16')], [...otherPrices('BK-410'), ...NOT_AVAILABLE]),
  c(
    'code',
    'HL-050-BK-M є в наявності?',
    [inStock('HL-050', 'Black', 'M')],
    [...otherPrices('HL-050'), ...NOT_AVAILABLE],
  ),
  c('code', 'sc210 червоний є?', [inStock('SC-210', 'Red')], [...otherPrices('SC-210'), ...NOT_AVAILABLE]),
  c('code', 'артикул BK-120 скільки коштує?', [priceOf('BK-120', '12')], otherPrices('BK-120')),
  // name
  c('name', 'велосипед Rocket 20 дюймів скільки коштує?', [priceOf('BK-300', '20')], otherPrices('BK-300')),
  c('name', 'скільки коштує біговел?', [priceOf('BK-120', '12')], otherPrices('BK-120')),
  c('name', 'самокат трюковий почому?', [priceOf('SC-300')], otherPrices('SC-300')),
  c('name', 'шолом з ліхтариком L скільки?', [priceOf('HL-070', 'L')], otherPrices('HL-070')),
  c('name', 'сколько стоит велик Белла на 20?', [priceOf('BK-410', '20')], otherPrices('BK-410'), 'ru'),
  c('name', 'самокатик триколісний для малого скільки?', [priceOf('SC-110')], otherPrices('SC-110')),
  c('name', 'захист наколінники і налокітники ціна?', [priceOf('PR-020', 'S')], otherPrices('PR-020')),
  c('name', 'дзвоник на велосипед скільки?', [priceOf('AC-010')], otherPrices('AC-010')),
  c('name', 'бокові колеса скільки коштують?', [priceOf('AC-030')], otherPrices('AC-030')),
  c('name', 'шлем детский сколько стоит?', [priceOf('HL-050', 'S')], otherPrices('HL-050', 'HL-070'), 'ru'),
  // size
  c('size', 'дитині зріст 118, який велосипед Rocket брати?', [['16']], otherPrices('BK-300')),
  c(
    'size',
    'дитині 6 років, який розмір велосипеда?',
    [['16', '20', ...ASKS_HEIGHT]],
    otherPrices('BK-300', 'BK-410', 'BK-500', 'BK-120', 'BK-240'),
  ),
  c('size', 'голова 54, який розмір шолома Safe?', [['M']], otherPrices('HL-050')),
  c('size', 'обхват голови 50 см, шолом з ліхтариком який розмір?', [['S']], otherPrices('HL-070')),
  c(
    'size',
    'Rocket на зріст 128 є?',
    [inStock('BK-300', 'Blue', '20'), ['20']],
    [...otherPrices('BK-300'), ...NOT_AVAILABLE],
  ),
  c('size', 'велосипед Classic 20 є?', [soldOut('BK-500', 'White', '20')], otherPrices('BK-500')),
  c('size', 'підлітковий велосипед на зріст 155 який?', [['26']], otherPrices('BK-240')),
  c('size', 'біговел на зріст 90 є?', [inStock('BK-120', 'Lime', '12')], [...otherPrices('BK-120'), ...NOT_AVAILABLE]),
  c('size', 'захист на 7 років який розмір?', [['S']], otherPrices('PR-020')),
  c('size', 'які розміри є у Trail?', [['24'], ['26']], otherPrices('BK-240')),
  c('size', 'Rocket 14 синій є?', [soldOut('BK-300', 'Blue', '14'), ['черв', 'чорн']], otherPrices('BK-300')),
  // colour
  c('colour', 'Bella салатовий 20 є?', [inStock('BK-410', 'Lime', '20')], [...otherPrices('BK-410'), ...NOT_AVAILABLE]),
  c('colour', 'Bella рожевий на 20 є?', [soldOut('BK-410', 'Pink', '20'), ['салат', 'lime']], otherPrices('BK-410')),
  c(
    'colour',
    'які кольори є у самоката Street?',
    [
      ['чорн', 'black'],
      ['червон', 'red'],
    ],
    otherPrices('SC-210'),
  ),
  c('colour', 'самокат Street синій є?', [soldOut('SC-210', 'Blue'), ['чорн', 'червон']], otherPrices('SC-210')),
  c(
    'colour',
    'шолом Safe червоний M є?',
    [soldOut('HL-050', 'Red', 'M'), ['чорн', 'син', 'рожев']],
    otherPrices('HL-050'),
  ),
  c(
    'colour',
    'біговел помаранчевий є?',
    [inStock('BK-120', 'Orange', '12')],
    [...otherPrices('BK-120'), ...NOT_AVAILABLE],
  ),
  c(
    'colour',
    'трюковый самокат зеленый есть?',
    [inStock('SC-300', 'Green')],
    [...otherPrices('SC-300'), ...NOT_AVAILABLE],
    'ru',
  ),
  c(
    'colour',
    'шолом Safe рожевий S є?',
    [inStock('HL-050', 'Pink', 'S')],
    [...otherPrices('HL-050'), ...NOT_AVAILABLE],
  ),
  c('colour', 'Rocket 20 червоний є?', [soldOut('BK-300', 'Red', '20'), ['син', 'чорн']], otherPrices('BK-300')),
  // browse
  c(
    'browse',
    'що є з самокатів?',
    [
      ['Baby', 'триколіс'],
      ['Street', 'складн'],
      ['Pro', 'трюков'],
    ],
    otherPrices('SC-110', 'SC-210', 'SC-300'),
  ),
  c(
    'browse',
    'покажіть шоломи',
    [
      ['Safe', 'HL-050'],
      ['Light', 'ліхтар'],
    ],
    otherPrices('HL-050', 'HL-070'),
  ),
  c(
    'browse',
    'велосипед для дівчинки є?',
    [['Bella', 'BK-410']],
    otherPrices('BK-410', 'BK-300', 'BK-500', 'BK-120', 'BK-240'),
  ),
  c(
    'browse',
    'велік до 5000 грн',
    [
      ['Rocket', 'BK-300'],
      ['Bella', 'BK-410'],
    ],
    otherPrices('BK-300', 'BK-410', 'BK-500', 'BK-120', 'AC-030'),
  ),
  c(
    'browse',
    'самокати до 2000 грн є?',
    [
      ['Baby', 'триколіс'],
      ['Street', 'складн'],
    ],
    otherPrices('SC-110', 'SC-210'),
  ),
  c(
    'browse',
    'є щось салатове?',
    [
      ['Bella', 'BK-410'],
      ['Mini', 'біговел'],
      ['Baby', 'триколіс'],
    ],
    otherPrices('BK-410', 'BK-120', 'SC-110'),
  ),
  // multi
  c(
    'multi',
    'Rocket 16 і шолом Safe S, скільки разом?',
    [total(['BK-300', 'Black', '16', 1], ['HL-050', 'Black', 'S', 1])],
    otherPrices('BK-300', 'HL-050'),
  ),
  c(
    'multi',
    'біговел і захист XS разом скільки?',
    [total(['BK-120', 'Lime', '12', 1], ['PR-020', 'Black', 'XS', 1])],
    otherPrices('BK-120', 'PR-020'),
  ),
  c(
    'multi',
    'самокат Street і дзвоник, скільки буде?',
    [total(['SC-210', 'Black', '', 1], ['AC-010', 'Yellow', '', 1])],
    otherPrices('SC-210', 'AC-010'),
  ),
  // quantity
  c('quantity', 'два шоломи Safe M скільки?', [total(['HL-050', 'Black', 'M', 2])], otherPrices('HL-050')),
  c(
    'quantity',
    'самокатики Baby 2 штуки для двійнят скільки?',
    [total(['SC-110', 'Pink', '', 2])],
    otherPrices('SC-110'),
  ),
  c('quantity', 'захист 3 набори S скільки?', [total(['PR-020', 'Black', 'S', 3])], otherPrices('PR-020')),
  // absent
  c('absent', 'а електросамокати є?', [NOT_FOUND], otherPrices()),
  c('absent', 'ролики продаєте?', [NOT_FOUND], otherPrices()),
  c('absent', 'BK-350 є?', [NOT_FOUND], otherPrices()),
  // handoff
  c('handoff', 'можете зібрати велосипед перед відправкою?', [HANDOFF], otherPrices()),
  c('handoff', 'даєте знижку на велосипед, якщо беру ще й шолом?', [HANDOFF], [...otherPrices(), '%']),
  // odd
  c(
    'odd',
    'Rocket 16 на який зріст?',
    [['105-120', '105–120', '105 до 120', '105 – 120', '105 - 120']],
    otherPrices('BK-300'),
  ),
  c('odd', 'шлем на голову 58 есть?', [['L', 'ліхтар', 'Light']], otherPrices('HL-070'), 'ru'),
  c('odd', 'велосипед Classic хоч якийсь є?', [soldOut('BK-500', 'White', '16')], otherPrices('BK-500')),
  // English
  c('name', 'how much is the Rocket bike, 16 inch?', [priceOf('BK-300', '16')], otherPrices('BK-300'), 'en'),
  c(
    'size',
    'do you have kids helmets in size M?',
    [inStock('HL-050', 'Blue', 'M')],
    [...otherPrices('HL-050', 'HL-070'), ...NOT_AVAILABLE],
    'en',
  ),
  c('size', 'my son is 125 cm tall, which Rocket size?', [['20']], otherPrices('BK-300'), 'en'),
  c('size', 'is the Classic bike available?', [soldOut('BK-500', 'White', '20')], otherPrices('BK-500'), 'en'),
  c('code', 'price for BK-240 in 24"?', [priceOf('BK-240', '24')], otherPrices('BK-240'), 'en'),
  c(
    'multi',
    'a balance bike and a bell, total?',
    [total(['BK-120', 'Orange', '12', 1], ['AC-010', 'Blue', '', 1])],
    otherPrices('BK-120', 'AC-010'),
    'en',
  ),
  c('absent', 'do you sell bike locks?', [NOT_FOUND], otherPrices(), 'en'),
  c(
    'colour',
    'what colours is the Bella bike in?',
    [
      ['pink', 'рожев'],
      ['lime', 'салат'],
    ],
    otherPrices('BK-410'),
    'en',
  ),
  c(
    'colour',
    'stunt scooter in green, in stock?',
    [inStock('SC-300', 'Green')],
    [...otherPrices('SC-300'), ...NOT_AVAILABLE],
    'en',
  ),
  c('handoff', 'can you deliver to Poland?', [HANDOFF], otherPrices(), 'en'),
];

const conversations = [
  {
    id: 'bikes-1',
    lang: 'ua',
    turns: [
      t(
        'Добрий день! Велосипед Rocket, дитині зріст 118, який розмір?',
        [['16']],
        otherPrices('BK-300'),
        'the size from the height: 16"',
      ),
      t('скільки коштує синій?', [priceOf('BK-300', '16')], otherPrices('BK-300'), 'the 16" price, the size kept'),
      t('беру. Марина Шевченко 0979876543', [ASKS_CITY], otherPrices('BK-300'), 'taking it, name and phone'),
      t(
        'Київ, НП 47',
        [priceOf('BK-300', '16'), ['16']],
        [...otherPrices('BK-300'), ...ASKS_AGAIN],
        'summary: the blue 16" at its price, never asking again',
      ),
    ],
  },
  {
    id: 'bikes-2',
    lang: 'ua',
    turns: [
      t(
        'Bella рожевий 20 є?',
        [soldOut('BK-410', 'Pink', '20'), ['салат', 'lime']],
        otherPrices('BK-410'),
        'pink 20" sold out, lime has it',
      ),
      t('а салатовий?', [inStock('BK-410', 'Lime', '20')], [...otherPrices('BK-410'), ...NOT_AVAILABLE], 'lime 20"'),
      t('скільки коштує?', [priceOf('BK-410', '20')], otherPrices('BK-410'), 'the 20" price'),
    ],
  },
  {
    id: 'bikes-3',
    lang: 'en',
    turns: [
      t(
        'Hi, I want the Safe helmet in blue, size S. Ivan Petrenko, +380631234567, Lviv, Nova Poshta 3',
        [priceOf('HL-050', 'S')],
        [...otherPrices('HL-050'), ...ASKS_AGAIN_EN],
        'every detail in one message: the price, no question asked again',
      ),
      t(
        'add knee and elbow pads XS please, what is the total?',
        [total(['HL-050', 'Blue', 'S', 1], ['PR-020', 'Black', 'XS', 1])],
        [...otherPrices('HL-050', 'PR-020'), ...ASKS_AGAIN_EN],
        'a second item and the total',
      ),
      t(
        "that's all, thanks",
        [total(['HL-050', 'Blue', 'S', 1], ['PR-020', 'Black', 'XS', 1])],
        [...otherPrices('HL-050', 'PR-020'), ...ASKS_AGAIN_EN],
        'the summary of both',
      ),
    ],
  },
  {
    id: 'bikes-4',
    lang: 'ru',
    turns: [
      t('велосипед Классик 16 есть?', [soldOut('BK-500', 'White', '16')], otherPrices('BK-500'), 'sold out everywhere'),
      t(
        'а Rocket 16 черный?',
        [inStock('BK-300', 'Black', '16')],
        [...otherPrices('BK-500', 'BK-300'), ...NOT_AVAILABLE],
        'a switch: black Rocket 16" in stock',
      ),
      t('сколько стоит?', [priceOf('BK-300', '16')], otherPrices('BK-500', 'BK-300'), 'its price'),
    ],
  },
  {
    id: 'bikes-5',
    lang: 'ua',
    turns: [
      t('Rocket 14 скільки?', [priceOf('BK-300', '14')], otherPrices('BK-300'), 'the 14" price'),
      t('а 20?', [priceOf('BK-300', '20')], otherPrices('BK-300'), 'the 20" price'),
      t(
        'беру обидва, червоний 14 і чорний 20, скільки разом?',
        [total(['BK-300', 'Red', '14', 1], ['BK-300', 'Black', '20', 1])],
        otherPrices('BK-300'),
        'the total over two sizes',
      ),
    ],
  },
  {
    id: 'bikes-6',
    lang: 'ua',
    turns: [
      t('голова 53, який шолом Safe брати?', [['M']], otherPrices('HL-050'), 'M (52-56) by the head girth'),
      t('а можна обміняти, якщо не підійде?', [HANDOFF], otherPrices(), 'an exchange: the owner, no figure'),
      t(
        'добре, чорний M є?',
        [inStock('HL-050', 'Black', 'M')],
        [...otherPrices('HL-050'), ...NOT_AVAILABLE],
        'black M in stock',
      ),
    ],
  },
];

checkShop({
  retail: RETAIL,
  costs: [],
  sizeNumbers: [2, 3, 5, 8, 12, 14, 16, 20, 24, 26, 48, 52, 56, 60, 85, 95, 100, 105, 110, 120, 135, 150, 165],
  codes: stock.map((row) => row.SKU),
  set,
  conversations,
});
writeShop(DIR, stock, set, conversations);
