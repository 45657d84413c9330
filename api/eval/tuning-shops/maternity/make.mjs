// Writes stock.json, set.json and conversations.json for the team's maternity wear shop: dresses,
// a sundress, leggings and jeans for pregnancy, bandages (before and after birth), nursing bras and
// tops, a pyjama and a robe, its stock laid out like a Meta Commerce Manager catalogue feed, the
// catalogue an Instagram shop keeps for its product tags (modelled on it, not copied): one row per
// variant, `id` per variant, `item_group_id` (the model's code, which customers write), `title`,
// `description`, `availability` ("in stock" / "out of stock"), `condition`, `price` as
// "1450.00 UAH", `sale_price`, `brand`, `color`, `size` (42–52 for dresses and jeans, S–XL for the
// rest, "One size"), `material`, `quantity_to_sell_on_facebook`, `fb_product_category`,
// `custom_label_0` (whom it is for: "вагітність і годування"). Customers name a month or a
// trimester of pregnancy ("на 6 місяці"), their size before pregnancy ("до вагітності носила 46"),
// ask what is "для годування", in Ukrainian mostly, some Russian and English. Written on 2026-11-29
// before any tuning against it and committed before its first run; tuned against freely afterwards
// (unlike eval/held-out-shops/, which were not opened).
// Run: node api/eval/tuning-shops/maternity/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HANDOFF,
  NO,
  NOT_AVAILABLE,
  NOT_FOUND,
  YES,
  caseMaker,
  refuseFiguresInCodes,
  turn as t,
  writeShop,
  writings,
} from '../words.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));

const LETTERS = ['S', 'M', 'L', 'XL'];
const numbers = (from, to) => Array.from({ length: (to - from) / 2 + 1 }, (_, i) => String(from + i * 2));

/**
 * code, title, description, material, label, category, price, sale price, colours: [colour, sizes,
 * sold-out sizes].
 */
const MODELS = [
  [
    'MW-210',
    'Сукня для вагітних і годування "Лея"',
    'Сукня міді з секретом для годування (горизонтальні блискавки), вільний крій під животик',
    'віскоза 95%, еластан 5%',
    'вагітність і годування',
    'Одяг для вагітних > Сукні',
    1450,
    '',
    [
      ['чорний', numbers(42, 50), []],
      ['оливковий', numbers(42, 50), ['50']],
    ],
  ],
  [
    'MW-230',
    'Сукня-футляр для вагітних "Ніна"',
    'Офісна сукня з кулісками по боках, росте разом із животиком',
    'трикотаж мілано',
    'вагітність',
    'Одяг для вагітних > Сукні',
    1390,
    1190,
    [['темно-синій', numbers(44, 52), ['44']]],
  ],
  [
    'MW-250',
    'Сарафан для вагітних льняний',
    'Літній сарафан на бретелях',
    'льон 100%',
    'вагітність',
    'Одяг для вагітних > Сукні',
    1090,
    '',
    [['бежевий', numbers(42, 48), []]],
  ],
  [
    'MT-310',
    'Легінси для вагітних з високим поясом',
    'Високий бандажний пояс під животик, не тиснуть',
    'бавовна 92%, еластан 8%',
    'вагітність',
    'Одяг для вагітних > Легінси',
    590,
    '',
    [
      ['чорний', LETTERS, []],
      ['сірий', LETTERS, ['XL']],
    ],
  ],
  [
    'MT-330',
    'Джинси для вагітних',
    'Прямі джинси з трикотажною вставкою на животик',
    'денім (бавовна 98%, еластан 2%)',
    'вагітність',
    'Одяг для вагітних > Джинси',
    1290,
    '',
    [['синій', numbers(44, 50), []]],
  ],
  [
    'BN-410',
    'Бандаж дородовий',
    'Підтримує живіт і знімає навантаження зі спини, носити з 20-го тижня вагітності (5 місяць) до пологів',
    'еластичний трикотаж',
    'вагітність',
    'Бандажі',
    650,
    '',
    [
      ['тілесний', LETTERS, []],
      ['білий', LETTERS, ['S']],
    ],
  ],
  [
    'BN-440',
    'Бандаж післяпологовий',
    'Пояс для відновлення після пологів',
    'еластичний трикотаж',
    'після пологів',
    'Бандажі',
    720,
    '',
    [['чорний', LETTERS, []]],
  ],
  [
    'BR-510',
    'Бюстгальтер для годування безшовний',
    'Без кісточок, кліпси для годування на бретелях',
    'бамбукове волокно',
    'годування',
    'Білизна > Бюстгальтери для годування',
    420,
    '',
    [
      ['білий', LETTERS, []],
      ['тілесний', LETTERS, []],
      ['чорний', LETTERS, ['L']],
    ],
  ],
  [
    'TP-610',
    'Топ для годування',
    'Майка з прихованим секретом для годування',
    'бавовна 95%, еластан 5%',
    'годування',
    'Одяг для годування > Топи',
    490,
    '',
    [
      ['білий', LETTERS, []],
      ['сірий', LETTERS, []],
    ],
  ],
  [
    'PJ-710',
    'Піжама для вагітних і годування',
    'Сорочка на гудзиках і штани з широким поясом',
    'бавовна 100%',
    'вагітність і годування',
    'Одяг для дому',
    1150,
    '',
    [['пудровий', LETTERS, LETTERS]],
  ],
  [
    'HL-810',
    'Халат вафельний у пологовий',
    'Халат на запах з кишенями',
    'вафельна тканина, бавовна',
    'пологовий',
    'Одяг для дому',
    780,
    '',
    [['білий', ['One size'], []]],
  ],
];

const money = (n) => (n === '' ? '' : `${n.toFixed(2)} UAH`);
const stock = [];
let serial = 0;
for (const [code, title, description, material, label, category, amount, sale, colours] of MODELS) {
  for (const [colour, sizes, soldOut] of colours) {
    for (const size of sizes) {
      serial += 1;
      const left = soldOut.includes(size) ? 0 : 1 + ((serial * 5) % 6);
      stock.push({
        id: `${code}_${serial}`,
        item_group_id: code,
        title: `${title}, ${colour}, ${size}`,
        description,
        availability: left > 0 ? 'in stock' : 'out of stock',
        condition: 'new',
        price: money(amount),
        sale_price: money(sale),
        link: `https://mama-shop.example.com/p/${code.toLowerCase()}`,
        image_link: `https://mama-shop.example.com/img/${code.toLowerCase()}.jpg`,
        brand: 'Mama Shop',
        color: colour,
        size,
        material,
        quantity_to_sell_on_facebook: left,
        fb_product_category: category,
        custom_label_0: label,
      });
    }
  }
}

/** What a customer pays: the sale price where there is one. */
const PRICES = Object.fromEntries(MODELS.map(([code, , , , , , amount, sale]) => [code, sale || amount]));
const FULL = MODELS.flatMap(([, , , , , , amount, sale]) => (sale ? [amount] : []));
const price = (code) => writings(PRICES[code]);
/** Every price customers pay but those of the codes named (a full price beside a sale is in neither). */
const otherPrices = (...codes) =>
  Object.keys(PRICES)
    .filter((code) => !codes.includes(code))
    .flatMap((code) => price(code))
    .filter((w) => !FULL.flatMap(writings).includes(w));
const c = caseMaker();
const ASKS_NAME = ['ім', 'прізвищ', 'телефон', 'доставк', 'відділен'];
const ASKS_NAME_EN = [...ASKS_NAME, 'name', 'phone', 'city', 'branch', 'address'];
const ASKS_AGAIN = [
  "ім'я та прізвище",
  'імʼя та прізвище',
  'номер телефону',
  'вкажіть, будь ласка',
  'напишіть, будь ласка',
];

const set = [
  c('code', 'mw210 ціна?', [price('MW-210')], otherPrices('MW-210')),
  c('name', 'скільки коштують легінси для вагітних?', [price('MT-310')], otherPrices('MT-310')),
  c('size', 'сукня для годування 46 розмір є?', [YES], [...otherPrices('MW-210'), ...NOT_AVAILABLE]),
  c('size', 'до вагітності носила 46, зараз 6 місяць, який розмір сукні Лея брати?', [['46']], otherPrices('MW-210')),
  c('name', 'я на 6 місяці, який бандаж мені потрібен?', [['BN-410', 'дородов']], otherPrices('BN-410', 'BN-440')),
  c('stock', 'піжама для годування є?', [NO], otherPrices('PJ-710')),
  c('sale', 'сукня Ніна скільки коштує?', [price('MW-230')], otherPrices('MW-230')),
  c(
    'browse',
    'що є для годування?',
    [
      ['MW-210', 'Лея'],
      ['BR-510', 'бюстгальтер'],
      ['TP-610', 'топ'],
    ],
    otherPrices('MW-210', 'BR-510', 'TP-610', 'PJ-710'),
  ),
  c('quantity', 'бюстгальтер для годування 2 шт скільки буде?', [writings(840)], otherPrices('BR-510')),
  c('colour', 'легінси в яких кольорах є?', [['чорн'], ['сір']], otherPrices('MT-310')),
  c('size', 'бандаж послеродовой размер L есть?', [YES], [...otherPrices('BN-440'), ...NOT_AVAILABLE], 'ru'),
  c('absent', 'подушка для вагітних є?', [NOT_FOUND], otherPrices()),
  c('handoff', 'можна обміняти якщо не підійде розмір?', [HANDOFF], otherPrices()),
  c('name', 'how much is the linen maternity sundress?', [price('MW-250')], otherPrices('MW-250'), 'en'),
];

const conversations = [
  {
    id: 'mat-1',
    lang: 'ua',
    turns: [
      t(
        'Добрий день! Сукня Лея підходить для годування?',
        [['годув']],
        otherPrices('MW-210'),
        'what the dress is for, from its name and description',
      ),
      t('а оливкова 48 є?', [YES], [...otherPrices('MW-210'), ...NOT_AVAILABLE], 'olive 48 in stock'),
      t('а 50?', [NO, ['чорн']], otherPrices('MW-210'), 'olive 50 sold out, the black one has it'),
      t('тоді чорну 50', [ASKS_NAME], otherPrices('MW-210'), 'taking the black 50'),
      t(
        'Юлія Кравець, 0931234567, Харків, НП 3',
        [price('MW-210'), ['50'], ['чорн']],
        [...otherPrices('MW-210'), ...ASKS_AGAIN],
        'summary of the black 50',
      ),
      t(
        'все вірно',
        [['дякую', 'дякуємо', 'прийнят', 'оформ', 'підтверд', 'менеджер', 'зв']],
        [...otherPrices('MW-210'), ...ASKS_AGAIN, 'все вірно?'],
        'confirmed: nothing asked again',
      ),
    ],
  },
  {
    id: 'mat-2',
    lang: 'ua',
    turns: [
      t(
        'привіт, я на 6 місяці, спина болить, який бандаж порадите?',
        [['BN-410', 'дородов']],
        otherPrices('BN-410', 'BN-440'),
        'the bandage before birth for a month of pregnancy (no baby’s age)',
      ),
      t('а розмір M є?', [YES], [...otherPrices('BN-410', 'BN-440'), ...NOT_AVAILABLE], 'M in stock'),
      t(
        'і легінси для вагітних M скільки?',
        [price('MT-310')],
        otherPrices('BN-410', 'MT-310', 'BN-440'),
        'another item',
      ),
      t(
        'разом скільки за бандаж і легінси?',
        [writings(1240)],
        otherPrices('BN-410', 'MT-310', 'BN-440'),
        'the total: 650 + 590',
      ),
    ],
  },
  {
    id: 'mat-3',
    lang: 'en',
    turns: [
      t(
        'hi, do you have nursing bras?',
        [price('BR-510')],
        otherPrices('BR-510'),
        'the nursing bra by its English name',
      ),
      t(
        'size L in black?',
        [NO, ['white', 'nude', 'біл', 'тілесн']],
        otherPrices('BR-510'),
        'black L sold out: the colours with L',
      ),
      t('ok, white L then, two of them', [ASKS_NAME_EN], otherPrices('BR-510'), 'the order of two'),
    ],
  },
];

refuseFiguresInCodes(
  MODELS.map(([code]) => code),
  set,
  conversations,
);
writeShop(DIR, stock, set, conversations);
