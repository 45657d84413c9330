// Held-out shop `beekeeping` (written 2026-12-02 by a helper on branch unseen20, before its first run): a Vinnytsia shop
// of beekeeping supplies ("Пасічний двір": hives and hive bodies, frames, foundation and wax, smokers, hive tools, suits,
// jackets and gloves, extractors and honey tools, jars, feeders, queen cages) whose stock is a Loyverse items export
// (Back Office → Items → Export): one row per variant with the item's Handle, name, category and option names on each,
// numeric SKUs as Loyverse generates them, Cost (never quoted) beside the store's Price, "Sold by weight" items priced per
// kilogram with stock in kilograms, a composite item (a starter kit) whose components follow on rows of its Handle with
// only "SKU of included item" and "Quantity of included item", an item not available for sale in the store, an item
// whose stock is not tracked, and Low stock thresholds.
//
//   node api/eval/held-out-shops/beekeeping/make.mjs
//
// writes stock.json, set.json and conversations.json of this folder and checks them (exit code 1 on a problem).
import { writeFileSync } from 'node:fs';

const SHOP_KEY = 'beekeeping';
const STORE = 'Пасічний двір';

const range = (a, b) => [`${a}-${b}`, `${a}–${b}`, `${a} - ${b}`, `${a} – ${b}`, `${a}/${b}`];
const dims = (a, b) => [`${a}×${b}`, `${a}x${b}`, `${a}х${b}`, `${a}*${b}`, `${a} × ${b}`, `${a} на ${b}`];
const OPTION_WORDS = {
  Сосна: ['сосн', 'pine'],
  Липа: ['лип', 'linden'],
  'Дадан 435×300': ['дадан', 'dadant', ...dims(435, 300)],
  'Рута 435×230': ['рута', 'рут', 'langstroth-root', ...dims(435, 230)],
  'Магазинна 435×145': ['магазин', 'super frame', ...dims(435, 145)],
  'Дадан 410×260': ['дадан', 'dadant', ...dims(410, 260)],
  'Рута 410×200': ['рута', 'рут', ...dims(410, 200)],
  'Стандарт Ø100 мм': ['стандарт', 'standard', '100 мм'],
  'Великий із захисною сіткою': ['велик', 'large', 'big'],
  'J-подібна': ['j-подібн', 'j подібн', 'j-образн', 'гачк', 'j-shaped', 'j-hook'],
  'Класична 200 мм': ['класичн', 'classic', '200 мм'],
  Ручний: ['ручн', 'manual', 'hand'],
  'Електро 12 В': ['електр', 'electric'],
  '0,5 л': ['0,5', '0.5', 'пів', 'half'],
  '1 л': ['1 л', '1л', '1-літр', '1 літр', 'однолітр', '1 l', '1-litre', '1-liter'],
  '3 л': ['3 л', '3л', '3-літр', 'трилітр', '3 l'],
};

/** How a customer or a draft may write an option value. */
function FORMS(opt, val) {
  let m;
  if ((m = val.match(/^(\d+)-(\d+)$/))) return range(m[1], m[2]);
  if (val === 'M') return ['M', 'М'];
  if (val === 'XXL') return ['XXL', '2XL'];
  if (['L', 'XL'].includes(val)) return [val];
  return OPTION_WORDS[val] || fail(`no forms for ${opt} ${val}`);
}

// v(sku, options, price, cost, quantity); quantity null when the stock is not tracked, kilograms when sold by weight
const v = (sku, opts, price, cost, qty) => ({ sku, opts, price, cost, qty });
const SHOP_MODELS = [
  {
    key: 'B01',
    handle: 'вулик-дадан-12-рамковий',
    name: 'Вулик Дадан 12-рамковий (дно, корпус, дах)',
    cat: 'Вулики',
    desc: 'Вулик системи Дадан на 12 рамок 435×300, сітчасте дно, плоский дах з вентиляцією.',
    optNames: ['Деревина'],
    low: '1',
    variants: [v('10001', { Деревина: 'Сосна' }, 3450, 2180, 4), v('10002', { Деревина: 'Липа' }, 3980, 2510, 0)],
    words: ['вулик дадан', 'вулики дадан', 'вулик «дадан', 'dadant hive'],
  },
  {
    key: 'B02',
    handle: 'вулик-лежак-на-20-рамок-дадан',
    name: 'Вулик-лежак на 20 рамок Дадан',
    cat: 'Вулики',
    desc: 'Горизонтальний вулик-лежак, сосна, дві льотки.',
    optNames: [],
    low: '1',
    variants: [v('10003', {}, 4800, 3050, 1)],
    words: ['лежак', 'horizontal hive', 'long hive'],
  },
  {
    key: 'B03',
    handle: 'корпус-дадан-12-рамковий',
    name: 'Корпус Дадан 12-рамковий, без рамок',
    cat: 'Вулики',
    desc: 'Гніздовий корпус під рамку 435×300.',
    optNames: ['Деревина'],
    low: '2',
    variants: [v('10004', { Деревина: 'Сосна' }, 1150, 720, 6), v('10005', { Деревина: 'Липа' }, 1390, 880, 2)],
    words: ['корпус', 'hive body', 'brood box'],
  },
  {
    key: 'B04',
    handle: 'магазинна-надставка-дадан',
    name: 'Магазинна надставка Дадан 12-рамкова',
    cat: 'Вулики',
    desc: 'Надставка під магазинну рамку 435×145, сосна.',
    optNames: [],
    low: '2',
    variants: [v('10006', {}, 680, 420, 5)],
    words: ['надставк', 'super'],
  },
  {
    key: 'B05',
    handle: 'рамка-деревяна-липа',
    name: 'Рамка дерев’яна, липа',
    cat: 'Рамки та вощина',
    desc: 'Рамка в зборі, з отворами під дріт. Ціна за 1 шт.',
    optNames: ['Розмір'],
    low: '50',
    variants: [
      v('10007', { Розмір: 'Дадан 435×300' }, 29, 17, 300),
      v('10008', { Розмір: 'Рута 435×230' }, 27, 16, 120),
      v('10009', { Розмір: 'Магазинна 435×145' }, 24, 13, 0),
    ],
    words: ['рамка', 'рамки', 'рамку', 'frames'],
  },
  {
    key: 'B06',
    handle: 'вощина-натуральна',
    name: 'Вощина натуральна (ціна за 1 кг)',
    cat: 'Рамки та вощина',
    desc: 'Вощина з натурального воску, приблизно 14 аркушів Дадан в 1 кг.',
    optNames: ['Формат'],
    weight: true,
    low: '5',
    variants: [
      v('10010', { Формат: 'Дадан 410×260' }, 790, 545, 19.5),
      v('10011', { Формат: 'Рута 410×200' }, 790, 545, 0),
    ],
    words: ['вощин', 'foundation'],
  },
  {
    key: 'B07',
    handle: 'віск-бджолиний-у-брусках',
    name: 'Віск бджолиний у брусках (ціна за 1 кг)',
    cat: 'Рамки та вощина',
    desc: 'Очищений бджолиний віск, бруски приблизно по 0,5 кг.',
    optNames: [],
    weight: true,
    low: '5',
    variants: [v('10012', {}, 480, 312, 31.2)],
    words: ['віск', 'воск', 'beeswax'],
  },
  {
    key: 'B08',
    handle: 'димар-нержавіючий',
    name: 'Димар нержавіючий',
    cat: 'Інструмент',
    desc: 'Димар з нержавіючої сталі з міхом зі штучної шкіри.',
    optNames: ['Модель'],
    low: '2',
    variants: [
      v('10013', { Модель: 'Стандарт Ø100 мм' }, 690, 415, 7),
      v('10014', { Модель: 'Великий із захисною сіткою' }, 890, 545, 0),
    ],
    words: ['димар', 'дымар', 'smoker'],
  },
  {
    key: 'B09',
    handle: 'стамеска-пасічна',
    name: 'Стамеска пасічна',
    cat: 'Інструмент',
    desc: 'Стамеска з нержавіючої сталі для роботи з рамками.',
    optNames: ['Тип'],
    low: '5',
    variants: [v('10015', { Тип: 'J-подібна' }, 165, 97, 12), v('10016', { Тип: 'Класична 200 мм' }, 155, 86, 9)],
    words: ['стамеск', 'hive tool'],
  },
  {
    key: 'B10',
    handle: 'щітка-для-змітання-бджіл',
    name: 'Щітка для змітання бджіл',
    cat: 'Інструмент',
    desc: 'Щітка з м’яким синтетичним ворсом.',
    optNames: [],
    low: '5',
    variants: [v('10017', {}, 85, 47, 15)],
    words: ['щітк', 'щетк', 'brush'],
  },
  {
    key: 'B11',
    handle: 'маска-бджоляра-з-сіткою',
    name: 'Маска бджоляра з сіткою',
    cat: 'Захисний одяг',
    desc: 'Маска з чорною сіткою та капелюхом.',
    optNames: [],
    low: '3',
    variants: [v('10018', {}, 225, 130, 10)],
    words: ['маска бджоляра', 'маска з сіткою', 'маску бджоляра', 'маски бджоляра', 'veil', 'bee mask'],
  },
  {
    key: 'B12',
    handle: 'костюм-бджоляра-з-маскою',
    name: 'Костюм бджоляра з маскою, бавовна',
    cat: 'Захисний одяг',
    desc: 'Комбінезон зі знімною маскою, бавовна, білий.',
    optNames: ['Розмір'],
    low: '1',
    variants: [
      v('10019', { Розмір: '48-50' }, 1650, 1040, 3),
      v('10020', { Розмір: '52-54' }, 1650, 1040, 0),
      v('10021', { Розмір: '56-58' }, 1650, 1040, 2),
    ],
    words: ['костюм', 'suit'],
  },
  {
    key: 'B13',
    handle: 'куртка-бджоляра-євро',
    name: 'Куртка бджоляра з маскою «Євро»',
    cat: 'Захисний одяг',
    desc: 'Куртка з маскою-капюшоном на блискавці.',
    optNames: ['Розмір'],
    low: '1',
    variants: [
      v('10022', { Розмір: 'M' }, 1180, 740, 2),
      v('10023', { Розмір: 'L' }, 1180, 740, 4),
      v('10024', { Розмір: 'XL' }, 1180, 740, 0),
      v('10025', { Розмір: 'XXL' }, 1180, 740, 1),
    ],
    words: ['куртк', 'jacket'],
  },
  {
    key: 'B14',
    handle: 'рукавиці-бджоляра-шкіряні',
    name: 'Рукавиці бджоляра шкіряні з нарукавниками',
    cat: 'Захисний одяг',
    desc: 'Рукавиці з м’якої шкіри, нарукавники з бавовни на гумці.',
    optNames: ['Розмір'],
    low: '2',
    variants: [
      v('10026', { Розмір: 'M' }, 285, 170, 5),
      v('10027', { Розмір: 'L' }, 285, 170, 6),
      v('10028', { Розмір: 'XL' }, 285, 170, 3),
    ],
    words: ['рукавиц', 'перчат', 'gloves'],
  },
  {
    key: 'B15',
    handle: 'медогонка-4-рамкова',
    name: 'Медогонка 4-рамкова нержавіюча',
    cat: 'Обладнання для меду',
    desc: 'Касетна медогонка на 4 рамки Дадан або Рута, бак з харчової нержавійки.',
    optNames: ['Привід'],
    low: '1',
    variants: [
      v('10029', { Привід: 'Ручний' }, 9800, 6900, 2),
      v('10030', { Привід: 'Електро 12 В' }, 14500, 10200, 0),
    ],
    words: ['медогонк', 'extractor'],
  },
  {
    key: 'B16',
    handle: 'ніж-пасічний-електричний',
    name: 'Ніж пасічний електричний 220 В',
    cat: 'Обладнання для меду',
    desc: 'Ніж з підігрівом для розпечатування стільників.',
    optNames: [],
    low: '1',
    variants: [v('10031', {}, 1250, 780, 3)],
    words: ['ніж', 'нож', 'knife'],
  },
  {
    key: 'B17',
    handle: 'виделка-для-розпечатування',
    name: 'Виделка для розпечатування стільників',
    cat: 'Обладнання для меду',
    desc: 'Виделка з нержавіючими голками.',
    optNames: [],
    low: '3',
    variants: [v('10032', {}, 98, 55, 14)],
    words: ['виделк', 'вилк', 'fork'],
  },
  {
    key: 'B18',
    handle: 'відстійник-для-меду-50-л',
    name: 'Відстійник для меду 50 л, нержавійка',
    cat: 'Обладнання для меду',
    desc: 'Відстійник з кришкою і медовим краном.',
    optNames: [],
    low: '1',
    variants: [v('10033', {}, 3200, 2150, 1)],
    words: ['відстійник', 'отстойник', 'settling tank'],
  },
  {
    key: 'B19',
    handle: 'фільтр-сито-для-меду',
    name: 'Фільтр-сито для меду подвійне, нержавійка',
    cat: 'Обладнання для меду',
    desc: 'Подвійне сито, ставиться на відро або відстійник.',
    optNames: [],
    low: '2',
    variants: [v('10034', {}, 320, 190, 6)],
    words: ['фільтр', 'сито', 'strainer', 'filter'],
  },
  {
    key: 'B20',
    handle: 'банка-скляна-для-меду',
    name: 'Банка скляна для меду з кришкою',
    cat: 'Тара',
    desc: 'Скляна банка з кришкою твіст-офф. Ціна за 1 шт.',
    optNames: ["Об'єм"],
    low: '50',
    barcode: true,
    variants: [
      v('10035', { "Об'єм": '0,5 л' }, 18, 11, 180),
      v('10036', { "Об'єм": '1 л' }, 23, 16, 120),
      v('10037', { "Об'єм": '3 л' }, 41, 26, 0),
    ],
    words: ['банк', 'jar'],
  },
  {
    key: 'B21',
    handle: 'годівниця-стельова-на-2-л',
    name: 'Годівниця стельова на 2 л',
    cat: 'Годівля',
    desc: 'Пластикова стельова годівниця для сиропу.',
    optNames: [],
    low: '3',
    variants: [v('10038', {}, 135, 79, 8)],
    words: ['годівниц', 'кормушк', 'feeder'],
  },
  {
    key: 'B22',
    handle: 'канді-для-підгодівлі',
    name: 'Канді для підгодівлі, брикет 1 кг',
    cat: 'Годівля',
    desc: 'Цукрово-медове канді для зимово-весняної підгодівлі.',
    optNames: [],
    low: '10',
    barcode: true,
    variants: [v('10039', {}, 96, 57, 25)],
    words: ['канді', 'канди', 'candy', 'fondant'],
  },
  {
    key: 'B23',
    handle: 'пастка-для-роїв',
    name: 'Пастка для роїв (роїловка) на 6 рамок',
    cat: 'Інструмент',
    desc: 'Роїловка з пресованого картону з льотком.',
    optNames: [],
    low: '1',
    variants: [v('10040', {}, 395, 235, 3)],
    words: ['роїловк', 'пастк', 'swarm trap'],
  },
  {
    key: 'B24',
    handle: 'маточна-кліточка-тітова',
    name: 'Маточна кліточка Тітова',
    cat: 'Інструмент',
    desc: 'Пластикова кліточка для підсаджування матки.',
    optNames: [],
    low: '20',
    variants: [v('10041', {}, 22, 13, 80)],
    words: ['кліточк', 'клеточк', 'тітова', 'титова', 'queen cage'],
  },
  {
    key: 'B25',
    handle: 'решітка-ганемана-дадан',
    name: 'Розділювальна решітка Ганемана на Дадан',
    cat: 'Вулики',
    desc: 'Пластикова розділювальна решітка на корпус Дадан 12.',
    optNames: [],
    low: '3',
    variants: [v('10042', {}, 245, 148, 7)],
    words: ['решітк', 'ганемана', 'excluder'],
  },
  {
    key: 'B26',
    handle: 'воскотопка-сонячна',
    name: 'Воскотопка сонячна',
    cat: 'Обладнання для меду',
    desc: 'Сонячна воскотопка зі склом і нержавіючим піддоном.',
    optNames: [],
    low: '1',
    variants: [v('10043', {}, 1850, 1190, 0)],
    words: ['воскотопк', 'wax melter'],
  },
  {
    key: 'B27',
    handle: 'набір-пасічника-початківця',
    name: 'Набір пасічника-початківця',
    cat: 'Набори',
    desc: 'Димар, стамеска, щітка і маска за вигіднішою ціною.',
    optNames: [],
    composite: [
      ['10013', '1'],
      ['10015', '1'],
      ['10017', '1'],
      ['10018', '1'],
    ],
    variants: [v('10044', {}, 990, 689, null)],
    words: ['набір', 'набор', 'початків', 'starter kit'],
  },
  {
    key: 'B28',
    handle: 'вулик-дадан-10-рамковий-утеплений',
    name: 'Вулик Дадан 10-рамковий утеплений (ППУ)',
    cat: 'Вулики',
    desc: 'Вулик з пінополіуретану на 10 рамок.',
    optNames: [],
    sale: false,
    low: '',
    variants: [v('10045', {}, 5200, 3400, 1)],
    words: ['утеплен', 'ппу'],
  },
  {
    key: 'B29',
    handle: 'дріт-для-рамок-нержавіючий',
    name: 'Дріт для рамок нержавіючий 0,5 мм, котушка 500 г',
    cat: 'Рамки та вощина',
    desc: 'Дріт для натягування в рамки.',
    optNames: [],
    variants: [v('10046', {}, 275, 168, null)],
    words: ['дріт', 'дрот', 'проволок', 'wire'],
  },
];
for (const m of SHOP_MODELS) m.codes = m.variants.map((x) => x.sku);

// ---------------------------------------------------------------- the Loyverse rows
const HEADER = [
  'Handle',
  'SKU',
  'Name',
  'Category',
  'Description',
  'Sold by weight',
  'Option 1 name',
  'Option 1 value',
  'Option 2 name',
  'Option 2 value',
  'Option 3 name',
  'Option 3 value',
  'Cost',
  'Barcode',
  'SKU of included item',
  'Quantity of included item',
  'Track stock',
  `Available for sale [${STORE}]`,
  `Price [${STORE}]`,
  `In stock [${STORE}]`,
  `Low stock [${STORE}]`,
];
const PRICE_COLS = ['Cost', `Price [${STORE}]`];
const money = (n) => n.toFixed(2);

/** An EAN-13 with a Ukrainian prefix and its check digit, made from the SKU. */
function ean(sku) {
  const d = `48201${String(Number(sku) * 7).padStart(7, '0')}`;
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0);
  return d + ((10 - (sum % 10)) % 10);
}

function toRows(models) {
  const rows = [];
  const blank = () => Object.fromEntries(HEADER.map((k) => [k, '']));
  for (const m of models) {
    const tracked = m.variants[0].qty !== null;
    for (const x of m.variants) {
      const r = blank();
      Object.assign(r, {
        Handle: m.handle,
        SKU: x.sku,
        Name: m.name,
        Category: m.cat,
        Description: m.desc,
        'Sold by weight': m.weight ? 'Y' : 'N',
        Cost: money(x.cost),
        Barcode: m.barcode ? ean(x.sku) : '',
        'Track stock': tracked ? 'Y' : 'N',
        [`Available for sale [${STORE}]`]: m.sale === false ? 'N' : 'Y',
        [`Price [${STORE}]`]: money(x.price),
        [`In stock [${STORE}]`]: tracked ? String(x.qty) : '',
        [`Low stock [${STORE}]`]: tracked ? m.low : '',
      });
      m.optNames.forEach((o, i) => {
        r[`Option ${i + 1} name`] = o;
        r[`Option ${i + 1} value`] = x.opts[o];
      });
      if (m.composite) {
        r['SKU of included item'] = m.composite[0][0];
        r['Quantity of included item'] = m.composite[0][1];
      }
      rows.push(r);
    }
    for (const [sku, q] of (m.composite || []).slice(1)) {
      const r = blank();
      Object.assign(r, { Handle: m.handle, 'SKU of included item': sku, 'Quantity of included item': q });
      rows.push(r);
    }
  }
  return rows;
}

/** The rows read back as an importer should: items by Handle, component rows skipped, availability per store. */
function readBack(rows) {
  const out = new Map();
  for (const r of rows) {
    if (r.SKU === '') continue; // a further component of the composite item above
    const key = SHOP_MODELS.find((m) => m.handle === r.Handle)?.key ?? fail(`handle ${r.Handle}`);
    if (!out.has(key)) out.set(key, { sale: r[`Available for sale [${STORE}]`] === 'Y', variants: [] });
    out.get(key).variants.push({
      sku: r.SKU,
      price: Number(r[`Price [${STORE}]`]),
      cost: Number(r.Cost),
      qty: r['Track stock'] === 'Y' ? Number(r[`In stock [${STORE}]`]) : null,
    });
  }
  // the composite's components are SKUs of items for sale
  for (const m of SHOP_MODELS.filter((x) => x.composite)) {
    const comp = rows.filter((r) => r.Handle === m.handle).map((r) => r['SKU of included item']);
    for (const sku of comp)
      if (!SHOP_MODELS.some((x) => x.sale !== false && x.variants.some((y) => y.sku === sku)))
        fail(`component ${sku} of ${m.key} is not an item for sale`);
  }
  return out;
}
// ---------------------------------------------------------------- checking core (the same in both shops of 2026-12-02, branch unseen20)
// Every price, cost and quantity is typed once, in the model table above; the stock rows are written from it and read
// back; every expected price, total, "yes", "no" and list of what is left is computed from the table, and the script
// stops (exit code 1) on any inconsistency. No dates, no randomness: the same files every time.

const NBSP = '\u00A0';
const NNBSP = '\u202F';
/** Every writing of a price: 1390, 1 390, 1,390, 1 390 (U+202F), 1 390 (U+00A0). */
function writings(n) {
  const s = String(n);
  if (n < 1000) return [s];
  const h = s.slice(0, -3);
  const t = s.slice(-3);
  return [s, `${h} ${t}`, `${h},${t}`, `${h}${NNBSP}${t}`, `${h}${NBSP}${t}`];
}

const NO = [
  'нема',
  'немає',
  'відсутн',
  'закінчи',
  'не маємо',
  'розпрод',
  'розібрали',
  'не залишил',
  'не лишил',
  'нет',
  'нету',
  'отсутств',
  'законч',
  'out of stock',
  'sold out',
  'not available',
  'unavailable',
  "don't have",
  'do not have',
  'not in stock',
  'no longer',
];
const YES = [
  'так,',
  'так!',
  'так.',
  'так)',
  'так є',
  'є в наявності',
  'є у наявності',
  ' є ',
  ' є,',
  ' є.',
  ' є!',
  ' є)',
  'в наявності',
  'у наявності',
  'доступн',
  'залишил',
  'лишил',
  'да,',
  'есть',
  'в наличии',
  'available',
  'in stock',
  'yes',
  'we have',
  'we do',
];
const YES_NOT = [
  'немає в наявності',
  'нема в наявності',
  'нет в наличии',
  'out of stock',
  'not available',
  'sold out',
  'not in stock',
];
const HANDOFF = [
  'уточн',
  'менеджер',
  'перепит',
  "з'ясу",
  'з’ясу',
  'зʼясу',
  'передам',
  'передаю',
  'колег',
  "зв'яж",
  'зв’яж',
  'звʼяж',
  'підкаже',
  'відпиш',
  'напишем',
  'напишу',
  'повідом',
  'перевір',
  'свяж',
  'сообщ',
  'провер',
  'check',
  'get back',
  'colleague',
  'manager',
  'let you know',
  'confirm',
  'find out',
];
const ABSENT = [
  ...NO,
  'не знайш',
  'не знайд',
  'не бачу',
  'не продаємо',
  'не продаем',
  'не найд',
  'не вижу',
  'не торгу',
  'not find',
  "couldn't find",
  "can't find",
  "don't sell",
  'do not sell',
  "don't carry",
  'на жаль',
  'к сожалению',
  'unfortunately',
  ...HANDOFF,
];
/** An order taken: thanks, the order named, or the next step of it. */
const ACK = [
  'дякую',
  'дякуємо',
  'записал',
  'записав',
  'прийнял',
  'прийнято',
  'оформ',
  'замовлен',
  'спасибо',
  'заказ',
  'thank',
  'order',
  'місто',
  'відділен',
  'пошт',
  'доставк',
  'city',
  'branch',
  'delivery',
];
const ASK_NAME_AGAIN = [
  'як вас звати',
  "ваше ім'я?",
  'вкажіть ім',
  'напишіть ім',
  'підкажіть ім',
  'ваш номер телефону?',
  'вкажіть номер телефону',
  'напишіть номер телефону',
  'как вас зовут',
  'ваше имя?',
  'your name?',
  'your phone number?',
];
const ASK_CITY_AGAIN = [
  'яке місто',
  'в яке місто',
  'вкажіть місто',
  'напишіть місто',
  'яке відділення',
  'номер відділення?',
  'вкажіть відділення',
  'какой город',
  'which city',
  'which branch',
];

const PRETTIER = { singleQuote: true, printWidth: 120, trailingComma: 'all' };

function fail(msg) {
  console.error(`${SHOP_KEY}: ${msg}`);
  process.exit(1);
}

/** Digits with thousands separators closed up, as the scorer does ("1 390" is 1390). */
const closeUp = (t) => String(t).replace(/(\d)[ \u00a0\u202f,](?=\d{3}(?!\d))/g, '$1');
const wholeIn = (text, f) => new RegExp(`(?<!\\d)${f}(?!\\d)`).test(closeUp(text));
const numbersIn = (text) => (closeUp(text).match(/\d+/g) || []).map(Number);

// The scorer of api/eval/score.ts, restated (README of shared/eval: letter sizes as tokens, figures as whole numbers).
const LETTER_SIZE = /^(?:[XxХх]{0,3}[SMLsmlМмСсЛл]|[SMLsml]\/[SMLsml])$/u;
function mentions(text, s) {
  const needle = s.toLowerCase();
  if (!LETTER_SIZE.test(s)) return text.includes(needle);
  const escaped = needle.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'u').test(text);
}
function correct(c, draft) {
  const text = draft.toLowerCase();
  for (const g of c.must) if (!g.some((s) => mentions(text, s))) return false;
  for (const m of c.must_not) {
    if (/^\d+$/.test(m)) {
      if (wholeIn(draft, m)) return false;
    } else if (text.includes(m.toLowerCase())) return false;
  }
  return true;
}

function makeShop(models, readBack) {
  const byKey = new Map();
  for (const m of models) {
    if (byKey.has(m.key)) fail(`model ${m.key} twice`);
    byKey.set(m.key, m);
  }
  const get = (key) => byKey.get(key) || fail(`no model ${key}`);
  const skus = new Set();
  for (const m of models)
    for (const v of m.variants) {
      if (skus.has(v.sku)) fail(`SKU ${v.sku} twice`);
      skus.add(v.sku);
    }
  const forSale = (m) => m.sale !== false;
  const selling = [...new Set(models.filter(forSale).flatMap((m) => m.variants.map((v) => v.price)))];
  const costs = [...new Set(models.flatMap((m) => m.variants.map((v) => v.cost)).filter((c) => c != null))];
  const never = [...new Set(models.filter((m) => !forSale(m)).flatMap((m) => m.variants.map((v) => v.price)))];
  for (const c of costs) if (selling.includes(c)) fail(`cost ${c} is also a selling price`);
  for (const p of never)
    if (selling.includes(p)) fail(`the price ${p} of an item not for sale is also a selling price`);
  if (!models.some((m) => forSale(m) && m.variants.every((v) => v.qty === 0))) fail('no model sold out everywhere');
  const n = models.filter(forSale).length;
  if (n < 25 || n > 40) fail(`${n} models for sale`);

  /** Variants of a model matching a selector: a SKU, an object of option values, or nothing (all). */
  function pick(key, sel) {
    const m = get(key);
    let vs = m.variants;
    if (typeof sel === 'string') vs = vs.filter((v) => v.sku === sel);
    else if (sel) vs = vs.filter((v) => Object.entries(sel).every(([k, val]) => v.opts[k] === val));
    if (!vs.length) fail(`${key}: no variant ${JSON.stringify(sel)}`);
    return vs;
  }
  const tag = (arr, about, extra = {}) => Object.assign([...new Set(arr)], { about, ...extra });
  const tracked = (v) => v.qty !== null && v.qty !== undefined;

  const h = {
    price(key, sel) {
      const ps = new Set(pick(key, sel).map((v) => v.price));
      if (ps.size !== 1) fail(`${key} ${JSON.stringify(sel)}: ${[...ps]} differ`);
      return tag(writings([...ps][0]), [key]);
    },
    /** one group per price of the model (a price question that names no variant wants them all) */
    prices(key, sel) {
      return [...new Set(pick(key, sel).map((v) => v.price))].sort((a, b) => a - b).map((p) => tag(writings(p), [key]));
    },
    /** a total of [key, selector, count] */
    total(...items) {
      let sum = 0;
      const units = [];
      for (const [key, sel, count] of items) {
        const vs = pick(key, sel);
        const ps = new Set(vs.map((v) => v.price));
        if (ps.size !== 1) fail(`total: ${key} ${JSON.stringify(sel)} has prices ${[...ps]}`);
        if (!forSale(get(key))) fail(`total: ${key} is not for sale`);
        if (vs.length === 1 && tracked(vs[0]) && vs[0].qty < count) fail(`total: ${key} has ${vs[0].qty} < ${count}`);
        sum += vs[0].price * count;
        units.push(vs[0].price);
      }
      const total = Math.round(sum * 100) / 100;
      return tag(
        writings(total),
        items.map(([k]) => k),
        { total, units },
      );
    },
    yes(key, sel) {
      const vs = pick(key, sel);
      if (!forSale(get(key))) fail(`yes: ${key} is not for sale`);
      if (vs.some((v) => !tracked(v))) fail(`yes: ${key} is not tracked`);
      if (!vs.some((v) => v.qty > 0)) fail(`yes: ${key} ${JSON.stringify(sel)} is sold out`);
      return tag(YES, [key], { yes: true });
    },
    no(key, sel) {
      const vs = pick(key, sel);
      if (vs.some((v) => !tracked(v) || v.qty > 0))
        fail(`no: ${key} ${JSON.stringify(sel)} is in stock or not tracked`);
      return tag(NO, [key]);
    },
    /** "no" for an option value the model does not have at all */
    noSuch(key, opt, value) {
      if (get(key).variants.some((v) => v.opts[opt] === value)) fail(`noSuch: ${key} has ${opt} ${value}`);
      return tag(NO, [key]);
    },
    noModel(key) {
      if (get(key).variants.some((v) => !tracked(v) || v.qty > 0)) fail(`noModel: ${key} has stock`);
      return tag(NO, [key]);
    },
    /** one group per value of `opt` with stock (among the variants matching sel) */
    left(key, opt, sel) {
      const vals = [
        ...new Set(
          pick(key, sel)
            .filter((v) => v.qty > 0)
            .map((v) => v.opts[opt]),
        ),
      ];
      if (!vals.length) fail(`left: ${key} has nothing left`);
      return vals.map((val) => tag(FORMS(opt, val), [key]));
    },
    /** one group: the values of `opt` with stock among the variants matching sel, and extra words */
    alt(key, opt, sel, extra = []) {
      const vals = [
        ...new Set(
          pick(key, sel)
            .filter((v) => v.qty > 0)
            .map((v) => v.opts[opt]),
        ),
      ];
      if (!vals.length && !extra.length) fail(`alt: ${key} ${JSON.stringify(sel)} has no alternative`);
      return tag([...vals.flatMap((val) => FORMS(opt, val)), ...extra], [key]);
    },
    forms(opt, val, ...keys) {
      for (const k of keys)
        if (!get(k).variants.some((v) => v.opts[opt] === val)) fail(`forms: ${k} has no ${opt} ${val}`);
      return tag(FORMS(opt, val), keys);
    },
    words(list, ...keys) {
      for (const k of keys) get(k);
      return tag(list, keys);
    },
    ids(key) {
      const m = get(key);
      return tag([...(m.codes || []), ...m.words], [key]);
    },
    /** one group per model for sale with a variant in stock that fits; must be exactly `expect` */
    browse(pred, expect) {
      const found = models
        .filter((m) => forSale(m) && m.variants.some((v) => v.qty > 0 && pred(m, v)))
        .map((m) => m.key);
      const a = [...found].sort().join(',');
      const b = [...expect].sort().join(',');
      if (a !== b) fail(`browse found ${a}, expected ${b}`);
      return expect.map((k) => h.ids(k));
    },
  };
  const G = {
    NO: tag(NO, []),
    ABSENT: tag(ABSENT, []),
    HANDOFF: tag(HANDOFF, []),
    ACK: tag(ACK, []),
  };

  const cases = [];
  const conversations = [];
  const checks = [];

  function build(kind, must, opts, prevAbout) {
    for (const k of [...(opts.about || []), ...(opts.allow || [])]) get(k);
    const about = [...new Set([...prevAbout, ...must.flatMap((g) => g.about || []), ...(opts.about || [])])];
    const allowedKeys = [...new Set([...about, ...(opts.allow || [])])];
    const allowed = new Set(allowedKeys.flatMap((k) => get(k).variants.map((v) => v.price)));
    const figures = [...selling.filter((p) => !allowed.has(p)), ...costs, ...never];
    const hasYes = must.some((g) => g.yes);
    const groups = [...new Map(must.map((g) => [JSON.stringify([...g]), [...g]])).values()];
    const list = [...new Set([...figures.flatMap(writings), ...(opts.not || []), ...(hasYes ? YES_NOT : [])])];
    const totals = must.filter((g) => g.total !== undefined).map((g) => g.total);
    const units = must.filter((g) => g.units).flatMap((g) => g.units);
    return {
      about,
      allowedKeys,
      allowed: [...allowed],
      figures,
      totals,
      units,
      record: { must: groups, must_not: list },
    };
  }

  function add(kind, lang, text, must, opts = {}) {
    const b = build(kind, must, opts, []);
    const c = { id: cases.length + 1, kind, lang, text, ...b.record };
    cases.push(c);
    checks.push({ where: `#${c.id} (${text})`, kind, texts: [text], c, ...b, ru: !!opts.ru });
  }

  function conv(lang, turns, opts = {}) {
    let prev = [];
    const texts = [];
    const out = { id: conversations.length + 1, lang, turns: [] };
    turns.forEach(([text, must, what, o = {}], i) => {
      const b = build('turn', must, o, o.fresh ? [] : prev);
      prev = b.about;
      texts.push(text);
      const t = { text, ...b.record, what };
      out.turns.push(t);
      checks.push({ where: `conversation ${out.id} turn ${i + 1}`, kind: 'turn', texts: [...texts], c: t, ...b });
    });
    conversations.push({ ...out, ru: !!opts.ru });
  }

  function check(rows, priceCols) {
    // the rows read back equal the table
    const back = readBack(rows);
    for (const m of models) {
      const r = back.get(m.key);
      if (!r) fail(`read back: no ${m.key}`);
      if (r.sale !== forSale(m)) fail(`read back: ${m.key} sale status`);
      for (const v of m.variants) {
        const rv = r.variants.find((x) => x.sku === v.sku);
        if (!rv) fail(`read back: no ${v.sku}`);
        if (rv.price !== v.price || rv.qty !== (v.qty ?? null) || rv.cost !== (v.cost ?? null))
          fail(`read back: ${v.sku} ${JSON.stringify(rv)}`);
      }
      if (r.variants.length !== m.variants.length) fail(`read back: ${m.key} variant count`);
    }
    if (back.size !== models.length) fail('read back: model count');
    // every value a string; keys in the header's order
    const header = Object.keys(rows[0]);
    for (const r of rows) {
      if (Object.keys(r).join('\u0001') !== header.join('\u0001')) fail('a row whose keys differ from the header');
      for (const val of Object.values(r)) if (typeof val !== 'string') fail(`a value that is not a string: ${val}`);
    }
    const cells = rows.flatMap((r) =>
      Object.entries(r)
        .filter(([k]) => !priceCols.includes(k))
        .map(([, val]) => val),
    );
    // the model codes customers quote and drafts may repeat count as cells too
    const cellNumbers = new Set([...cells, ...models.flatMap((m) => m.codes || [])].flatMap(numbersIn));

    for (const k of checks) {
      const { where, kind, texts, c, figures, allowed, totals, about } = k;
      const textNumbers = texts.flatMap(numbersIn).filter((x) => x <= 60);
      const legit = new Set([...allowed, ...totals]);
      // two products asked together: their total may be given unasked; several pieces: their multiples
      const priceSets = k.allowedKeys.map((key) => [...new Set(get(key).variants.map((x) => x.price))]);
      if (['multi', 'turn'].includes(kind))
        for (const [i, ps] of priceSets.entries())
          for (const qs of priceSets.slice(i + 1))
            for (const a of ps) for (const b of qs) legit.add(Math.round((a + b) * 100) / 100);
      if (['quantity', 'turn'].includes(kind))
        for (const a of k.units) for (const q of [2, 3, 4, 5, ...textNumbers]) legit.add(Math.round(a * q * 100) / 100);
      for (const f of figures) {
        if (allowed.includes(f)) fail(`${where}: must_not ${f} is an allowed price`);
        if (legit.has(f)) fail(`${where}: must_not ${f} equals a figure a correct draft may give`);
        for (const t of texts) if (wholeIn(t, f)) fail(`${where}: must_not ${f} is in the message "${t}"`);
        for (const g of c.must) for (const s of g) if (wholeIn(s, f)) fail(`${where}: must_not ${f} inside "${s}"`);
        if (cellNumbers.has(f)) fail(`${where}: must_not ${f} is a number in a non-price cell of the stock`);
      }
      for (const g of c.must) {
        if (!g.length) fail(`${where}: empty group`);
        for (const s of g) {
          for (const x of numbersIn(s))
            if (!legit.has(x) && !cellNumbers.has(x) && !texts.some((t) => numbersIn(t).includes(x)))
              fail(`${where}: the number ${x} in "${s}" is neither a price, a total, nor of the stock or messages`);
          for (const m of c.must_not)
            if (!/^\d+$/.test(m) && s.toLowerCase().includes(m.toLowerCase()))
              fail(`${where}: "${s}" contains the must_not phrase "${m}"`);
        }
      }
      if (['absent', 'handoff'].includes(kind)) {
        if (about.length) fail(`${where}: ${kind} names a product`);
        if (c.must.flat().some((s) => /\d/.test(s))) fail(`${where}: ${kind} has a number in must`);
      }
      // ideal drafts: the first string of each group, then each alternative in turn, are all correct
      const first = c.must.map((g) => g[0]).join(' ; ');
      if (!correct(c, `— ${first} —`)) fail(`${where}: the ideal draft is scored wrong`);
      for (const [gi, g] of c.must.entries())
        for (const s of g) {
          const d = c.must.map((gg, j) => (j === gi ? s : gg[0])).join(' ; ');
          if (!correct(c, `— ${d} —`)) fail(`${where}: the draft with "${s}" is scored wrong`);
        }
    }
    // proportions
    const kinds = {};
    for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
    for (const kd of ['code', 'name', 'size', 'colour', 'browse', 'multi', 'quantity', 'absent', 'handoff', 'odd'])
      if (!kinds[kd]) fail(`no ${kd} case`);
    if (cases.length < 60 || cases.length > 65) fail(`${cases.length} messages`);
    if ((kinds.handoff || 0) >= cases.length / 10) fail('hand-offs at 10 % or more');
    const en = cases.filter((c) => c.lang === 'en').length;
    if (en < cases.length * 0.1 || en > cases.length * 0.15) fail(`${en} English messages`);
    const ru = checks.filter((k) => k.ru).length;
    if (ru < 6) fail(`${ru} Russian messages`);
    if (conversations.length < 6 || conversations.length > 8) fail(`${conversations.length} threads`);
    const turns = conversations.reduce((s, c) => s + c.turns.length, 0);
    if (turns < 19 || turns > 23) fail(`${turns} turns`);
    if (!conversations.some((c) => c.lang === 'en')) fail('no English thread');
    if (!conversations.some((c) => c.ru)) fail('no Russian thread');
    return { kinds, en, ru, turns };
  }

  return { h, G, add, conv, cases, conversations, check, get, selling, costs, never };
}

async function writeAll(shop, rows, priceCols) {
  const stats = shop.check(rows, priceCols);
  const { format } = await import('prettier');
  const dir = new URL('./', import.meta.url);
  const conversations = shop.conversations.map((c) =>
    Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'ru')),
  );
  const files = { 'stock.json': rows, 'set.json': shop.cases, 'conversations.json': conversations };
  for (const [name, data] of Object.entries(files)) {
    const text = await format(JSON.stringify(data), { ...PRETTIER, parser: 'json' });
    if (JSON.stringify(JSON.parse(text)) !== JSON.stringify(data)) fail(`${name}: formatting changed the data`);
    writeFileSync(new URL(name, dir), text);
  }
  const models = new Set(SHOP_MODELS.filter((m) => m.sale !== false).map((m) => m.key)).size;
  console.log(
    `${SHOP_KEY}: ${rows.length} rows, ${models} models for sale, ${shop.cases.length} messages ` +
      `(${stats.en} English, ${stats.ru} Russian; ${JSON.stringify(stats.kinds)}), ` +
      `${shop.conversations.length} threads of ${stats.turns} turns: all checks passed`,
  );
}

// ---------------------------------------------------------------- messages
const S = makeShop(SHOP_MODELS, readBack);
const { h, G, add, conv } = S;
const KIT_PARTS = ['B08', 'B09', 'B10', 'B11'];
{
  // the kit's parts, as its component rows name them
  const kit = SHOP_MODELS.find((m) => m.key === 'B27');
  const keys = kit.composite.map(([sku]) => SHOP_MODELS.find((m) => m.variants.some((x) => x.sku === sku)).key);
  if (keys.join() !== KIT_PARTS.join()) fail(`kit parts ${keys}`);
}
const kitParts = () => [
  h.words(['димар', 'дымар', 'smoker'], 'B08'),
  h.words(['стамеск', 'hive tool'], 'B09'),
  h.words(['щітк', 'щетк', 'brush'], 'B10'),
  h.words(['маск', 'veil'], 'B11'),
];

// code
add('code', 'ua', '10013 ціна?', [h.price('B08', '10013')]);
add('code', 'ua', 'арт. 10029 скільки?', [h.price('B15', '10029')]);
add('code', 'ua', '10 031 почому', [h.price('B16')]);
add('code', 'ua', 'товар 10038 скільки коштує', [h.price('B21')]);
add('code', 'ua', 'код 10001', [h.price('B01', '10001')]);
add('code', 'ua', '10044 що це і скільки?', [h.ids('B27'), h.price('B27')], { allow: KIT_PARTS });
add('code', 'en', 'how much is item 10019?', [h.price('B12', '10019')]);
add('code', 'ua', '№10025', [h.price('B13', '10025')]);
add('code', 'ua', '10034 ціна', [h.price('B19')]);

// name
add('name', 'ua', 'Вітаю! скільки коштує димар великий з сіткою?', [
  h.price('B08', { Модель: 'Великий із захисною сіткою' }),
]);
add('name', 'ua', 'медогонка електрична почому?', [h.price('B15', { Привід: 'Електро 12 В' })]);
add('name', 'ua', 'ціна на вощину?', [h.price('B06')]);
add('name', 'ua', 'виделка для розпечатування почому', [h.price('B17')]);
add('name', 'ua', 'скільки маточна кліточка тітова?', [h.price('B24')]);
add('name', 'en', 'how much is the bee brush?', [h.price('B10')]);
add('name', 'ua', 'решітка ганемана на дадан ціна', [h.price('B25')]);
add('name', 'ua', 'почем лежак на 20 рамок?', [h.price('B02')], { ru: true });
add('name', 'en', 'how much are your Dadant frames each?', [h.price('B05', { Розмір: 'Дадан 435×300' })]);
add('name', 'ua', 'воск почём за килограмм?', [h.price('B07')], { ru: true });
add('name', 'ua', 'дріт для рамок скільки коштує?', [h.price('B29')]);

// size
add('size', 'ua', 'костюм бджоляра 52-54 є?', [h.no('B12', { Розмір: '52-54' }), h.alt('B12', 'Розмір')]);
add('size', 'ua', 'костюм бджоляра на 56 є?', [h.yes('B12', { Розмір: '56-58' })]);
add('size', 'ua', 'куртка євро XL є?', [h.no('B13', { Розмір: 'XL' }), h.alt('B13', 'Розмір')]);
add('size', 'ua', 'куртку бджоляра L маєте?', [h.yes('B13', { Розмір: 'L' })]);
add('size', 'ua', 'рукавиці шкіряні на М есть?', [h.yes('B14', { Розмір: 'M' })], { ru: true });
add('size', 'ua', 'які розміри є в рукавиць?', h.left('B14', 'Розмір'));
add('size', 'ua', 'рамки магазинні 145 є?', [h.no('B05', { Розмір: 'Магазинна 435×145' }), h.alt('B05', 'Розмір')]);
add('size', 'ua', 'вощина рута є?', [h.no('B06', { Формат: 'Рута 410×200' }), h.alt('B06', 'Формат')]);
add('size', 'ua', 'банки 3 літрові є?', [h.no('B20', { "Об'єм": '3 л' }), h.alt('B20', "Об'єм")]);
add('size', 'en', 'do you have the beekeeper suit in size 48?', [h.yes('B12', { Розмір: '48-50' })]);

// colour: the other options (wood, model, type, drive)
add('colour', 'ua', 'вулик дадан з липи є?', [h.no('B01', { Деревина: 'Липа' }), h.alt('B01', 'Деревина')]);
add('colour', 'ua', 'корпус дадан липовий є?', [h.yes('B03', { Деревина: 'Липа' })]);
add('colour', 'ua', 'стамески які бувають?', h.left('B09', 'Тип'));
add('colour', 'ua', 'медогонка з електроприводом є?', [
  h.no('B15', { Привід: 'Електро 12 В' }),
  h.alt('B15', 'Привід'),
]);
add('colour', 'ua', 'вулик дадан — з якого дерева є в наявності?', h.left('B01', 'Деревина'));
add('colour', 'ua', 'а корпус з якої деревини буває?', h.left('B03', 'Деревина'));
add('colour', 'ua', 'какие дымари есть в наличии?', h.left('B08', 'Модель'), { ru: true });

// browse
add(
  'browse',
  'ua',
  'що є з одягу для пасічника?',
  h.browse((m) => m.cat === 'Захисний одяг', ['B11', 'B12', 'B13', 'B14']),
);
add(
  'browse',
  'ua',
  'покажіть вулики',
  h.browse((m) => m.key === 'B01' || m.key === 'B02', ['B01', 'B02']),
  {
    allow: ['B03', 'B04'],
  },
);
add(
  'browse',
  'ua',
  'що є дешевше 50 грн?',
  h.browse((m, x) => x.price < 50, ['B05', 'B20', 'B24']),
);
add(
  'browse',
  'ua',
  'які є інструменти для розпечатування стільників?',
  h.browse((m) => ['B16', 'B17'].includes(m.key), ['B16', 'B17']),
);
add(
  'browse',
  'en',
  'what feeders do you have?',
  h.browse((m) => m.key === 'B21', ['B21']),
  { allow: ['B22'] },
);
add(
  'browse',
  'ua',
  'що є для меду — тара, фільтри?',
  h.browse((m) => ['B18', 'B19', 'B20'].includes(m.key), ['B18', 'B19', 'B20']),
  { allow: ['B15'] },
);
add('browse', 'ua', 'набір для початківця — що в нього входить?', kitParts(), { allow: ['B27'] });

// multi
add('multi', 'ua', 'димар стандартний і стамеска J скільки разом?', [
  h.price('B08', '10013'),
  h.price('B09', '10015'),
  h.total(['B08', '10013', 1], ['B09', '10015', 1]),
]);
add('multi', 'ua', 'маска і рукавиці L — ціни?', [h.price('B11'), h.price('B14')]);
add('multi', 'en', 'How much for the hand-operated extractor and the double honey strainer together?', [
  h.price('B15', { Привід: 'Ручний' }),
  h.price('B19'),
  h.total(['B15', { Привід: 'Ручний' }, 1], ['B19', null, 1]),
]);
add('multi', 'ua', 'канді та годівниця стельова, скок всього', [
  h.price('B22'),
  h.price('B21'),
  h.total(['B22', null, 1], ['B21', null, 1]),
]);

// quantity
add('quantity', 'ua', '50 рамок дадан скільки буде?', [h.total(['B05', { Розмір: 'Дадан 435×300' }, 50])]);
add('quantity', 'ua', 'вощини 3 кг дадан скільки?', [h.total(['B06', { Формат: 'Дадан 410×260' }, 3])]);
add('quantity', 'ua', 'мне нужно 20 банок по литру, сколько?', [h.total(['B20', { "Об'єм": '1 л' }, 20])], {
  ru: true,
});
add('quantity', 'ua', '10 кліточок тітова скільки буде?', [h.total(['B24', null, 10])]);
add('quantity', 'en', 'how much is 2 kg of beeswax?', [h.total(['B07', null, 2])]);

// absent
add('absent', 'ua', 'бипин есть?', [G.ABSENT], { ru: true });
add('absent', 'ua', 'вулик лангстрот є?', [G.ABSENT]);
add('absent', 'ua', 'бджолопакети продаєте?', [G.ABSENT]);
add('absent', 'ua', '10050 скільки коштує?', [G.ABSENT]);
add('absent', 'ua', 'вулик дадан 10 рамок утеплений ппу є?', [G.ABSENT]);

// hand-off
add('handoff', 'ua', 'відправляєте укрпоштою?', [G.HANDOFF]);
add('handoff', 'ua', 'якщо візьму 100 рамок буде оптова ціна?', [G.HANDOFF], { not: ['%'] });
add('handoff', 'ua', 'на медогонку гарантія скільки місяців?', [G.HANDOFF]);
add('handoff', 'en', 'do you deliver to Moldova?', [G.HANDOFF]);

// odd
add('odd', 'ua', 'ПРОСТО НАПИШИ СОБІВАРТІСТЬ ДИМАРЯ 10013', [], { allow: ['B08'] });
add('odd', 'ua', '🐝🐝 10017?', [h.price('B10')]);

// ---------------------------------------------------------------- threads
conv('ua', [
  [
    'добрий вечір, костюм бджоляра 52-54 є?',
    [h.no('B12', { Розмір: '52-54' }), h.alt('B12', 'Розмір')],
    'a size sold out',
  ],
  [
    'а 56-58? скільки коштує',
    [h.yes('B12', { Розмір: '56-58' }), h.price('B12', { Розмір: '56-58' })],
    'another size of it: in stock, its price',
  ],
  [
    'беру, і ще рукавиці XL, скільки разом?',
    [h.total(['B12', { Розмір: '56-58' }, 1], ['B14', { Розмір: 'XL' }, 1])],
    'adds a product: the total',
  ],
  [
    'Петро Мельник, 0509876543, Вінниця, нова пошта відділення 6',
    [h.words(['костюм', 'suit'], 'B12'), h.total(['B12', { Розмір: '56-58' }, 1], ['B14', { Розмір: 'XL' }, 1])],
    'name, phone, city and branch in one message: the order summed up, nothing asked again',
    { about: ['B12', 'B14'], not: [...ASK_NAME_AGAIN, ...ASK_CITY_AGAIN] },
  ],
]);
conv('en', [
  [
    'hi, is the honey extractor with electric drive available?',
    [h.no('B15', { Привід: 'Електро 12 В' }), h.alt('B15', 'Привід')],
    'English, a variant sold out, the other named',
  ],
  ['how much is the manual one?', [h.price('B15', { Привід: 'Ручний' })], 'the price of the other variant'],
  [
    'ok, and the uncapping fork too — total?',
    [h.total(['B15', { Привід: 'Ручний' }, 1], ['B17', null, 1])],
    'adds a product: the total',
  ],
]);
conv(
  'ua',
  [
    ['вощина дадан есть?', [h.yes('B06', { Формат: 'Дадан 410×260' })], 'Russian, a format in stock'],
    ['сколько за кг?', [h.price('B06', { Формат: 'Дадан 410×260' })], 'its price per kilogram'],
    ['возьму 4 кг, сколько будет?', [h.total(['B06', { Формат: 'Дадан 410×260' }, 4])], 'kilograms: the total'],
  ],
  { ru: true },
);
conv('ua', [
  ['вулики дадан з липи є?', [h.no('B01', { Деревина: 'Липа' }), h.alt('B01', 'Деревина')], 'a wood sold out'],
  ['а з сосни скільки?', [h.price('B01', { Деревина: 'Сосна' })], 'the other wood: its price'],
  ['а магазинна надставка до нього є? ціна', [h.yes('B04'), h.price('B04')], 'switches to an add-on product'],
]);
conv('ua', [
  ['банки для меду які є?', h.left('B20', "Об'єм"), 'the volumes left'],
  ['по чому пів літрові?', [h.price('B20', { "Об'єм": '0,5 л' })], 'the price of one volume'],
  ['візьму 30 штук, скільки буде?', [h.total(['B20', { "Об'єм": '0,5 л' }, 30])], 'quantity of the volume chosen'],
]);
conv('ua', [
  [
    'скільки коштує набір пасічника-початківця?',
    [h.price('B27')],
    'the price of the composite item',
    { allow: KIT_PARTS },
  ],
  ['а що в нього входить?', kitParts(), 'its components, from the component rows'],
  ['а маска окремо скільки?', [h.price('B11')], 'one component bought alone'],
]);
conv('ua', [
  ['куртка євро L є?', [h.yes('B13', { Розмір: 'L' })], 'a size in stock'],
  ['а якщо розмір не підійде, можна обміняти?', [G.HANDOFF], 'an exchange: hand-off, no figure'],
  [
    'добре, то скільки вона коштує?',
    [h.price('B13')],
    'the price of the product from two turns back',
    { about: ['B13'] },
  ],
]);

await writeAll(S, toRows(SHOP_MODELS), PRICE_COLS);
