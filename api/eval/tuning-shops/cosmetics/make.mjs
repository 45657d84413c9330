// Writes stock.json, set.json and conversations.json for the team's cosmetics tuning shop: face
// care, make-up, hair care and perfume, its stock laid out as a distributor's price list kept in a
// shop's warehouse program and saved to .xlsx (modelled on such lists, not copied): `Штрих-код`,
// `Код товару` (the model's code and a variant suffix: "CR-101-50" for 50 ml, "FD-201-T02" for
// shade 02), `Найменування`, `Торгова марка`, `Група`, `Об'єм / вага` ("30 мл", "150 мл"), `Тон`
// ("02 Natural Beige"), `Тип шкіри`, `Ціна роздр., грн`, `Залишок, шт`, one row per volume or shade;
// a product's price differs by volume. Customers ask by shade number ("тон 02"), by volume
// ("50 мл"), by skin type ("для жирної шкіри"), by SPF, in Ukrainian mostly, some Russian and
// English. Written on 2026-11-29 before any tuning against it and committed before its first run;
// tuned against freely afterwards (unlike eval/held-out-shops/, which were not opened).
// Run: node api/eval/tuning-shops/cosmetics/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANDOFF, NO, NOT_AVAILABLE, NOT_FOUND, YES, caseMaker, turn as t, writeShop, writings } from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** code, name, brand, group, skin type, variants: [suffix, volume, shade, price, left]. */
const MODELS = [
  [
    'CR-101',
    'Крем для обличчя зволожуючий Aqua Balance',
    'Hydra Lab',
    'Догляд за обличчям',
    'суха, нормальна',
    [
      ['30', '30 мл', '', 420, 5],
      ['50', '50 мл', '', 590, 3],
    ],
  ],
  [
    'SR-102',
    'Сироватка для обличчя з вітаміном C Glow',
    'Hydra Lab',
    'Догляд за обличчям',
    'всі типи шкіри',
    [['30', '30 мл', '', 690, 4]],
  ],
  [
    'GL-103',
    'Гель для вмивання Pure Clean',
    'Clean Me',
    'Очищення',
    'жирна, комбінована',
    [
      ['150', '150 мл', '', 320, 7],
      ['300', '300 мл', '', 520, 0],
    ],
  ],
  [
    'SP-104',
    'Сонцезахисний крем для обличчя SPF 50 Sun Shield',
    'Sunny Skin',
    'Догляд за обличчям',
    'всі типи шкіри',
    [['50', '50 мл', '', 540, 6]],
  ],
  [
    'MC-105',
    'Міцелярна вода Pure Clean',
    'Clean Me',
    'Очищення',
    'чутлива, всі типи шкіри',
    [
      ['200', '200 мл', '', 260, 8],
      ['400', '400 мл', '', 390, 2],
    ],
  ],
  [
    'FD-201',
    'Тональний крем Second Skin',
    'Belle Nuit',
    'Макіяж',
    'нормальна, комбінована',
    [
      ['T01', '30 мл', '01 Light', 650, 3],
      ['T02', '30 мл', '02 Natural Beige', 650, 4],
      ['T03', '30 мл', '03 Sand', 650, 0],
      ['T04', '30 мл', '04 Honey', 650, 2],
    ],
  ],
  [
    'LP-202',
    'Помада матова Velvet',
    'Belle Nuit',
    'Макіяж',
    '',
    [
      ['T05', '3,5 г', '05 Red', 380, 5],
      ['T08', '3,5 г', '08 Nude', 380, 3],
      ['T12', '3,5 г', '12 Berry', 380, 0],
    ],
  ],
  ['MS-203', "Туш для вій об'ємна Big Look", 'Belle Nuit', 'Макіяж', '', [['', '10 мл', '', 290, 9]]],
  [
    'HR-301',
    'Шампунь для фарбованого волосся Color Keep',
    'Color Keep',
    'Догляд за волоссям',
    '',
    [['250', '250 мл', '', 350, 0]],
  ],
  [
    'PF-401',
    'Парфумована вода жіноча Bloom',
    'Aroma Atelier',
    'Парфумерія',
    '',
    [
      ['30', '30 мл', '', 990, 2],
      ['50', '50 мл', '', 1490, 1],
      ['100', '100 мл', '', 2190, 0],
    ],
  ],
];

const stock = [];
let barcode = 4820012345670;
for (const [code, name, brand, group, skin, variants] of MODELS) {
  for (const [suffix, volume, shade, amount, left] of variants) {
    barcode += 13;
    stock.push({
      'Штрих-код': String(barcode),
      'Код товару': suffix ? `${code}-${suffix}` : code,
      Найменування: name,
      'Торгова марка': brand,
      Група: group,
      "Об'єм / вага": volume,
      Тон: shade,
      'Тип шкіри': skin,
      'Ціна роздр., грн': amount,
      'Залишок, шт': left,
    });
  }
}

/** Every writing of every price of the model (or of one of its volumes). */
const price = (code, volume) =>
  MODELS.find(([c]) => c === code)[5]
    .filter(([, v]) => volume === undefined || v === volume)
    .map(([, , , amount]) => amount)
    .filter((a, i, all) => all.indexOf(a) === i)
    .flatMap(writings);
const otherPrices = (...codes) =>
  MODELS.filter(([code]) => !codes.includes(code))
    .flatMap(([code]) => price(code))
    .filter((w, i, all) => all.indexOf(w) === i);
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_EN = [...ASKS_NAME, 'name', 'phone', 'city', 'branch', 'address'];

const set = [
  c('name', 'крем aqua balance 50 мл скільки коштує?', [price('CR-101', '50 мл')], otherPrices('CR-101')),
  c('shade', 'тональний тон 02 є?', [YES], [...otherPrices('FD-201'), ...NOT_AVAILABLE]),
  c('shade', 'second skin в тоні 03 є?', [NO], otherPrices('FD-201')),
  c(
    'shade',
    'помада velvet які відтінки є?',
    [
      ['05', 'red', 'червон'],
      ['08', 'nude', 'нюд'],
    ],
    otherPrices('LP-202'),
  ),
  c(
    'browse',
    'що порадите для жирної шкіри?',
    [['GL-103', 'Pure Clean', 'гель']],
    otherPrices('GL-103', 'SR-102', 'SP-104', 'MC-105'),
  ),
  c('name', 'сироватка з вітаміном С ціна', [price('SR-102')], otherPrices('SR-102')),
  c('volume', 'парфуми Bloom 100 мл є?', [NO], otherPrices('PF-401')),
  c(
    'property',
    'є сонцезахисний з spf для обличчя?',
    [['SP-104', 'SPF', 'Sun Shield'], price('SP-104')],
    otherPrices('SP-104'),
  ),
  c('name', 'how much is the vitamin C serum?', [price('SR-102')], otherPrices('SR-102'), 'en'),
  c('volume', 'мицеллярная вода 400 мл сколько стоит?', [price('MC-105', '400 мл')], otherPrices('MC-105'), 'ru'),
  c('quantity', '3 туші Big Look скільки буде?', [writings(870)], otherPrices('MS-203')),
  c('code', 'FD201 скільки?', [price('FD-201')], otherPrices('FD-201')),
  c('stock', 'шампунь для фарбованого волосся є?', [NO], otherPrices('HR-301')),
  c('absent', 'є гідрогелеві патчі під очі?', [NOT_FOUND], otherPrices()),
  c('handoff', 'можна оплатити частинами?', [HANDOFF], otherPrices()),
];

const conversations = [
  {
    id: 'cs-1',
    lang: 'ua',
    turns: [
      t('Привіт) тональний Second Skin скільки коштує?', [price('FD-201')], otherPrices('FD-201'), 'the price'),
      t('а для якого типу шкіри він?', [['нормальн', 'комбінов']], otherPrices('FD-201'), 'the skin type of the model'),
      t('а тон 03 є?', [NO, ['01', '02', '04']], otherPrices('FD-201'), 'a shade sold out: the others'),
      t('тоді 02, берем', [ASKS_NAME], otherPrices('FD-201'), 'the order of shade 02'),
      t('Анна Коваленко 0931234567 Одеса відділення 7', [price('FD-201'), ['02']], otherPrices('FD-201'), 'summary'),
    ],
  },
  {
    id: 'cs-2',
    lang: 'ru',
    turns: [
      t('добрый день, крем Aqua Balance какие объемы есть?', [['30'], ['50']], otherPrices('CR-101'), 'the volumes'),
      t('а 50 мл сколько?', [price('CR-101', '50 мл')], otherPrices('CR-101'), 'the price of one volume'),
      t('а для какой кожи он?', [['сух']], otherPrices('CR-101'), 'the skin type'),
      t(
        'возьму 2 по 50 мл и сыворотку Glow, сколько всего?',
        [writings(1870)],
        otherPrices('CR-101', 'SR-102'),
        'the total: 2 × 590 + 690',
      ),
      t(
        'Ольга Сидоренко 0671112233 Днепр отделение 5',
        [writings(1870)],
        otherPrices('CR-101', 'SR-102'),
        'summary with both lines',
      ),
    ],
  },
  {
    id: 'cs-3',
    lang: 'en',
    turns: [
      t(
        'hi, do you have Bloom eau de parfum? what sizes?',
        [['30'], ['50']],
        otherPrices('PF-401'),
        'the volumes in stock',
      ),
      t('how much is the 50 ml?', [price('PF-401', '50 мл')], otherPrices('PF-401'), 'the price of one volume'),
      t('and 100 ml?', [NO], otherPrices('PF-401'), '100 ml sold out'),
      t('ok, I’ll take the 50 ml', [ASKS_NAME_EN], otherPrices('PF-401'), 'the order'),
    ],
  },
];

writeShop(DIR, stock, set, conversations);
