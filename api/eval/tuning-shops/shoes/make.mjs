// Writes stock.json, set.json and conversations.json for the team's shoe shop: sneakers, boots,
// chelsea boots and uggs for women, men and kids, its stock laid out as a Horoshop-like product
// export with one row per modification (modelled on it, not copied): `Артикул` of the modification
// (the model's code, a colour suffix and the EU size: "CH-610-BLK-38"), `Батьківський артикул` (the
// model's code, which customers write), `Назва (UA)` and `Назва модифікації (UA)` ("… , чорний, 38"),
// `Бренд`, `Розділ` as a path ("Жіноче взуття / Челсі"), `Ціна`, `Стара ціна`, `Валюта`,
// `Наявність` in words, `Кількість`, `Колір`, `Розмір` (EU), `Довжина устілки, см` written with a
// decimal comma, `Стать`, `Сезон` (Демісезон / Зима / Літо), `Матеріал верху`, `Матеріал підкладки`,
// `Фото`. Customers ask by whom a pair is for ("а для чоловіка такі є?", "а дитячі?"), by season and
// budget ("покажіть зимові до 3000"), by the insole in cm, by material (замша, нубук, шкіра,
// текстиль), in Ukrainian mostly, some Russian and English. Written on 2026-11-29 before any tuning
// against it and committed before its first run; tuned against freely afterwards (unlike
// eval/held-out-shops/, which were not opened).
// Run: node api/eval/tuning-shops/shoes/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_AVAILABLE, NOT_FOUND, YES, caseMaker, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** EU size → insole length in cm. */
const INSOLE = {
  28: '18',
  29: '18,5',
  30: '19',
  31: '20',
  32: '20,5',
  33: '21',
  34: '22',
  35: '22,5',
  36: '23',
  37: '24',
  38: '24,5',
  39: '25',
  40: '26',
  41: '26,5',
  42: '27',
  43: '28',
  44: '28,5',
  45: '29',
};

/**
 * code, name, section, brand, gender, season, upper, lining, price, old price, colours: [colour,
 * suffix, first size, last size, sold-out sizes].
 */
const MODELS = [
  [
    'SN-310',
    'Кросівки жіночі Nova',
    'Жіноче взуття / Кросівки',
    'Lumo',
    'Жіноча',
    'Демісезон',
    'Натуральна шкіра',
    'Текстиль',
    2450,
    2900,
    [
      ['білий', 'WHT', 36, 40, [38]],
      ['бежевий', 'BEG', 36, 40, [40]],
    ],
  ],
  [
    'SN-410',
    'Кросівки чоловічі бігові Aero',
    'Чоловіче взуття / Кросівки',
    'Lumo',
    'Чоловіча',
    'Літо',
    'Текстиль (сітка)',
    'Текстиль',
    1890,
    '',
    [
      ['чорний', 'BLK', 40, 45, [45]],
      ['сірий', 'GRY', 41, 44, []],
    ],
  ],
  [
    'BT-520',
    'Черевики жіночі утеплені Lana',
    'Жіноче взуття / Черевики',
    'Kraft',
    'Жіноча',
    'Зима',
    'Замша',
    'Натуральне хутро',
    3290,
    '',
    [
      ['чорний', 'BLK', 36, 40, []],
      ['коричневий', 'BRN', 37, 39, [37]],
    ],
  ],
  [
    'BT-530',
    'Черевики чоловічі утеплені Trek',
    'Чоловіче взуття / Черевики',
    'Kraft',
    'Чоловіча',
    'Зима',
    'Нубук',
    'Байка',
    2890,
    '',
    [['коричневий', 'BRN', 40, 45, [42]]],
  ],
  [
    'CH-610',
    'Челсі жіночі Mira',
    'Жіноче взуття / Челсі',
    'Kraft',
    'Жіноча',
    'Демісезон',
    'Натуральна шкіра',
    'Шкіра',
    2750,
    '',
    [
      ['чорний', 'BLK', 36, 40, []],
      ['бордовий', 'BRD', 36, 39, [38]],
    ],
  ],
  [
    'CH-620',
    'Челсі чоловічі Mario',
    'Чоловіче взуття / Челсі',
    'Kraft',
    'Чоловіча',
    'Демісезон',
    'Натуральна шкіра',
    'Шкіра',
    2990,
    '',
    [
      ['чорний', 'BLK', 40, 45, []],
      ['коричневий', 'BRN', 41, 44, [41]],
    ],
  ],
  [
    'KD-710',
    'Черевики дитячі зимові Frosty на мембрані',
    'Дитяче взуття / Черевики',
    'Vesna Kids',
    'Дитяча',
    'Зима',
    'Текстиль з мембраною',
    'Штучне хутро',
    1690,
    '',
    [
      ['синій', 'BLU', 28, 35, [30]],
      ['рожевий', 'PNK', 28, 33, []],
    ],
  ],
  [
    'KD-720',
    'Кросівки дитячі Zip на липучках',
    'Дитяче взуття / Кросівки',
    'Vesna Kids',
    'Дитяча',
    'Демісезон',
    'Екошкіра',
    'Текстиль',
    990,
    '',
    [['білий', 'WHT', 30, 35, []]],
  ],
  [
    'SL-810',
    'Сліпони жіночі Sunny',
    'Жіноче взуття / Сліпони',
    'Lumo',
    'Жіноча',
    'Літо',
    'Текстиль',
    'Текстиль',
    890,
    '',
    [['бежевий', 'BEG', 36, 40, [36, 37, 38, 39, 40]]],
  ],
  [
    'UG-900',
    'Уггі жіночі Snow',
    'Жіноче взуття / Уггі',
    'Kraft',
    'Жіноча',
    'Зима',
    'Замша',
    'Овчина',
    2190,
    '',
    [
      ['пісочний', 'SND', 36, 40, []],
      ['чорний', 'BLK', 37, 39, []],
    ],
  ],
];

const stock = [];
for (const [code, name, section, brand, gender, season, upper, lining, amount, old, colours] of MODELS) {
  for (const [colour, suffix, from, to, soldOut] of colours) {
    for (let size = from; size <= to; size += 1) {
      const left = soldOut.includes(size) ? 0 : 1 + ((size * 7 + code.length) % 4);
      stock.push({
        Артикул: `${code}-${suffix}-${size}`,
        'Батьківський артикул': code,
        'Назва (UA)': name,
        'Назва модифікації (UA)': `${name}, ${colour}, ${size}`,
        Бренд: brand,
        Розділ: section,
        Ціна: amount,
        'Стара ціна': old,
        Валюта: 'UAH',
        Наявність: left > 0 ? 'В наявності' : 'Немає в наявності',
        Кількість: left,
        Колір: colour,
        Розмір: size,
        'Довжина устілки, см': INSOLE[size],
        Стать: gender,
        Сезон: season,
        'Матеріал верху': upper,
        'Матеріал підкладки': lining,
        Фото: `https://example.com/img/${code.toLowerCase()}-${suffix.toLowerCase()}.jpg`,
      });
    }
  }
}

const PRICES = Object.fromEntries(MODELS.map(([code, , , , , , , , amount]) => [code, amount]));
const OLD = MODELS.flatMap(([, , , , , , , , , old]) => (old ? writings(old) : []));
const price = (code) => writings(PRICES[code]);
const otherPrices = (...codes) => [
  ...Object.keys(PRICES)
    .filter((code) => !codes.includes(code))
    .flatMap((code) => price(code)),
  ...(codes.includes('SN-310') ? [] : OLD),
];
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_EN = [...ASKS_NAME, 'name', 'phone', 'city', 'branch', 'address'];
/** Asked again after the order's details were all given: a loop. */
const ASKS_AGAIN = [
  "ім'я та прізвище",
  'імʼя та прізвище',
  'номер телефону',
  'вкажіть, будь ласка',
  'напишіть, будь ласка',
];

const set = [
  c('code', 'bt530 яка ціна?', [price('BT-530')], otherPrices('BT-530')),
  c('code', 'SN-310-WHT-38 є в наявності?', [NO], [...otherPrices('SN-310')]),
  c('name', 'скільки коштують уггі?', [price('UG-900')], otherPrices('UG-900')),
  c('name', 'сколько стоят мужские челси?', [price('CH-620')], otherPrices('CH-620'), 'ru'),
  c('size', 'черевики Trek 43 є?', [YES], [...otherPrices('BT-530'), ...NOT_AVAILABLE]),
  c('size', 'кросівки Nova білі 38 розмір є?', [NO], otherPrices('SN-310')),
  c('material', 'уггі Snow з чого зроблені? натуральна замша?', [['замш']], otherPrices('UG-900')),
  c(
    'browse',
    'покажіть зимові до 3000',
    [
      ['BT-530', 'Trek'],
      ['KD-710', 'Frosty'],
      ['UG-900', 'Snow', 'угг'],
    ],
    otherPrices('BT-530', 'KD-710', 'UG-900'),
  ),
  c(
    'browse',
    'що є дитяче на 32 розмір?',
    [
      ['KD-710', 'Frosty'],
      ['KD-720', 'Zip'],
    ],
    otherPrices('KD-710', 'KD-720'),
  ),
  c('size', 'довжина стопи 24,5 см, який розмір брати в челсі Mira?', [['38']], otherPrices('CH-610')),
  c(
    'name',
    'do you have the Aero running sneakers in grey, size 42? how much?',
    [price('SN-410')],
    otherPrices('SN-410'),
    'en',
  ),
  c('quantity', '2 пари дитячих кросівок Zip скільки буде?', [writings(1980)], otherPrices('KD-720')),
  c('stock', 'сліпони Sunny є?', [NO], otherPrices('SL-810')),
  c('absent', 'гумові чоботи є?', [NOT_FOUND], otherPrices()),
  c('handoff', 'можна примірити на пошті і повернути якщо не підійдуть?', [HANDOFF], otherPrices()),
];

const conversations = [
  {
    id: 'fw-1',
    lang: 'ua',
    turns: [
      t('Добрий день! Челсі жіночі Mira скільки коштують?', [price('CH-610')], otherPrices('CH-610'), 'the price'),
      t('а 38 є?', [YES], otherPrices('CH-610'), '38 in stock (black; the burgundy 38 may be said sold out)'),
      t('а в бордовому?', [NO], otherPrices('CH-610'), '38 in burgundy sold out: the size kept'),
      t(
        'а для чоловіка такі є?',
        [['CH-620', 'Mario', 'чоловіч'], price('CH-620')],
        otherPrices('CH-620', 'CH-610'),
        'the men’s pair of the same kind, by audience',
      ),
      t('верх шкіряний?', [['шкір']], otherPrices('CH-620', 'CH-610'), 'the upper of the men’s pair'),
      t(
        'скільки буде за дві пари разом, жіночі і чоловічі?',
        [writings(5740)],
        otherPrices('CH-620', 'CH-610'),
        'the total of two pairs: 2750 + 2990',
      ),
      t('берем обидві: мені чорні 38, чоловіку чорні 43', [ASKS_NAME], otherPrices('CH-620', 'CH-610'), 'the order'),
      t(
        'Ірина Мельник 0671234567 Київ відділення 38',
        [writings(5740)],
        [...otherPrices('CH-620', 'CH-610'), ...ASKS_AGAIN],
        'summary of both pairs, branch 38 no size',
      ),
      t(
        'так, все вірно',
        [['дякую', 'дякуємо', 'прийнят', 'оформ', 'підтверд', 'менеджер', 'зв']],
        [...otherPrices('CH-620', 'CH-610'), ...ASKS_AGAIN, 'все вірно?'],
        'confirmed: nothing asked again, no second summary',
      ),
    ],
  },
  {
    id: 'fw-2',
    lang: 'ua',
    turns: [
      t(
        'привіт, покажіть зимові до 3000',
        [
          ['BT-530', 'Trek'],
          ['KD-710', 'Frosty'],
          ['UG-900', 'Snow', 'угг'],
        ],
        otherPrices('BT-530', 'KD-710', 'UG-900'),
        'browse by season and budget',
      ),
      t('а ці уггі з чого?', [['замш'], ['овчин']], otherPrices('UG-900'), 'a named model’s material and lining'),
      t(
        'а дитячі?',
        [['KD-710', 'Frosty', 'дитяч'], price('KD-710')],
        otherPrices('KD-710', 'UG-900', 'KD-720'),
        'the kids’ winter pair by audience (the kids’ sneakers may be named too)',
      ),
      t('а 30 є?', [['рожев']], otherPrices('KD-710'), '30 in pink (sold out in blue): no colour was chosen'),
      t('давайте їх в рожевому', [ASKS_NAME], otherPrices('KD-710'), 'taking the pink pair'),
      t(
        'Оксана Шевчук, 0501234567, Львів, НП 12',
        [price('KD-710'), ['30'], ['рожев']],
        [...otherPrices('KD-710'), ...ASKS_AGAIN],
        'summary: the pink 30',
      ),
    ],
  },
  {
    id: 'fw-3',
    lang: 'ua',
    turns: [
      t('кросівки чоловічі Aero чорні є 42?', [YES], [...otherPrices('SN-410'), ...NOT_AVAILABLE], '42 in black'),
      t(
        'а черевики чоловічі утеплені Trek скільки?',
        [price('BT-530')],
        otherPrices('BT-530', 'SN-410'),
        'another model',
      ),
      t(
        'а в чорному є?',
        [NO, ['коричнев']],
        otherPrices('BT-530', 'SN-410'),
        'the boots have no black: said so, not the earlier sneakers',
      ),
      t('верх з нубуку?', [['нубук']], otherPrices('BT-530', 'SN-410'), 'the boots’ upper'),
      t(
        'ок берем, 42',
        [NO, ['40', '41', '43', '44', '45']],
        otherPrices('BT-530', 'SN-410'),
        '42 of the boots sold out: the sizes left',
      ),
      t('тоді 43', [ASKS_NAME], otherPrices('BT-530', 'SN-410'), 'the order of 43'),
    ],
  },
  {
    id: 'fw-4',
    lang: 'en',
    turns: [
      t('hi! how much are the women’s Nova sneakers?', [price('SN-310')], otherPrices('SN-310'), 'the price'),
      t('what are they made of?', [['leather', 'шкір']], otherPrices('SN-310'), 'the material'),
      t('do you have 40 in beige?', [NO], otherPrices('SN-310'), 'beige 40 sold out'),
      t('ok, white 39 then, I’ll take them', [ASKS_NAME_EN], otherPrices('SN-310'), 'the order'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
