// Writes stock.json, set.json and conversations.json for the team's shop of fabrics sold by the
// metre and haberdashery, selling through Instagram: softened linen in four colours, a linen-viscose
// sold out in both colours, calico (бязь) and sateen for bedding, a polycotton check, double-gauze
// muslin, viscose staple for dresses, blackout and voile for curtains, hidden zippers of 20 and 40 cm
// sold by the piece, thread spools, buttons by the pack and a bundle of five cotton cuts sold as one
// item. Its stock is laid out like an OpenCart product export (modelled on the Export/Import tool's
// Products sheet, not copied): `product_id`, `model` (the code), `sku` (empty),
// `name(uk-ua)`, `categories` ("Тканини,Тканини > Льон"), `manufacturer`, `price`, `cost` (a
// purchase price the owner's cost module adds), `quantity`, `status` (1 = shown), `description(uk-ua)`
// in HTML, and the attributes flattened as `attr:Склад`, `attr:Ширина, см`, `attr:Щільність, г/м²`,
// `attr:Колір`, `attr:Призначення`, `attr:Мін. відріз, м`. What is hard about it:
// - EACH COLOUR IS ITS OWN PRODUCT UNDER ITS OWN CODE ("TK-4410" молочний, "TK-4411" графіт,
//   "TK-4412" пудра of one linen), the colour in the name and in `attr:Колір`; a colour sold out under
//   one code while the fabric's other colours are in stock; customers quote one colour's code and ask
//   for another colour ("TK-4410 а пудра є?");
// - THE PRICE IS PER METRE ("(ціна за 1 м)" in the name, "ціна за 1 погонний метр" in the
//   description), `quantity` is metres on the roll; lengths said as "2,5 метри", "півтора метра",
//   "3 м", "150 см" and totals for a length (2.5 m × 380 = 950) and for two fabrics; a minimum cut of
//   0.5 m with a 0.5 m step in an attribute and the description; a length beyond what is left;
// - material and purpose: `attr:Склад` ("100% льон", "бавовна 80%, ПЕ 20%", "віскоза 100%"), width
//   (150, 220, 280 cm), density (г/м²); customers ask by material ("щось лляне", "бавовна для
//   постілі", "muslin"), by purpose ("на сукню", "на штори блекаут", "на постільну білизну");
// - haberdashery by the piece (zippers by length, a colour per code, one sold out), thread spools,
//   buttons per pack of 10, a bundle of 5 cuts at one price, a fabric sold out in every colour;
// - a purchase price column (`cost`), never quoted: every purchase price is in every case's must_not;
// - Ukrainian mostly, some Russian ("ткань", "сколько за метр") and about ten in English; hand-offs
//   (a cut measured short, a return of a cut fabric, wholesale by the roll, samples by post) with no
//   invented figure.
// Written on 2026-11-30 (05:40 UTC) as a customer and a shop owner would write it, before reading the
// assistant's code for it and committed alone before its first run; tuned against freely afterwards
// (unlike eval/held-out-shops/, which were not opened).
// First run (2026-11-30 05:32 UTC, branch shops9a at 335715b = main 0bbaf70 + this data, offline
// provider, `eval/run.ts --set=team-fabrics`): the stock upload was refused (422 "У стовпці з
// артикулом немає значень": the empty `sku` column taken for the code, `model` not known as one), so
// messages 0/74 and turns 0/19 were not even asked; the replay bench of full trust stopped on the
// same upload (/work/helpers/fabrics-first.txt, /work/helpers/fabrics-bench-first.{json,txt}).
// With the import's fix alone (a code column empty in every row gives way to another naming the
// code, OpenCart's 'model'; branch shops9a at c2233095): messages 40/74
// (54.1 %), 1 with an unsupported figure; turns 7/19 (36.8 %), 0 unsupported; bench 9/19 alone,
// 4 wrong automatic replies (the linen's "скільки за метр?" answered with its composition and no
// price; "2,5 метри" read as 5 pieces, "півтора метра" as a child's age of 1.5 years and "150 см"
// as a height for size advice; sums with an earlier item at one piece: 380 + 32 = 412 for
// 2.5 m of linen and a zipper; "бязь … яка ширина?" a question which colour)
// (/work/helpers/fabrics-first-import.txt, /work/helpers/fabrics-bench-first-import.{json,txt}).
// Main causes: each colour a product of its own whose name ends with its colour, so a fabric's
// colours were separate models; no length as a quantity; "скільки за" no price question; wholesale
// "рулоном", a cut measured short and samples by post not the owner's; "на штори" a kind the shop
// does not sell; "blackout" read as black; Russian "льна" unknown.
// After the general fixes of the same session (branch shops9a at 81aef9d; the data unchanged):
// a price per metre in a name ("ціна за 1 м", "per metre") makes a length the quantity ("2,5 метри",
// "півтора метра", "150 см", "3 м", "2 metres": 2,5 м × 380 = 950), kept in the dialogue state for a
// later sum, never a height or age; less left than asked is said after the sum ("Але зараз є лише
// 3 м"); a product per colour is named without its colour (its colours one model); the attribute
// prefix ("attr:") off a characteristic's label; "скільки за …" asks a price; a cut other than
// ordered is a claim; by the roll / wholesale the owner's (the product named only context); samples
// the owner's; a kind the shop does not sell after на/для is the purpose ("на штори блекаут");
// "яка є?" browses by characteristics ("тканина для штор яка є?"); "blackout" no black, sage a
// colour; width asked in English; "льна", "льону". Messages 69/74 (93.2 %), 1 with an unsupported
// figure; turns 19/19, 0 unsupported; bench 16/19 alone, 0 wrong (/work/helpers/fabrics-after.txt,
// /work/helpers/fabrics-bench-after.{json,txt}). Left: "хочу пошити літню сукню, яку тканину
// порадите?" (and in English) offers the blackout as the nearest item, "тканина" of its name being
// the shop's category of every fabric (a purpose browse by "сукні" in `attr:Призначення` is not
// read when the purpose is a kind word); "мінімальний відріз" matches the bundle of cuts (its 395 an
// unsupported figure) instead of the `Мін. відріз` characteristic; "ціна льону … за метр?" asks
// which linen though one is sold out everywhere; "staple" (English for штапель) unknown; the order
// draft counts a fabric in pieces ("1 шт. × 380" for 2,5 m: handed over in the bench, the orders
// module has no lengths).
// Run: node api/eval/tuning-shops/fabrics/make.mjs && npx prettier --write api/eval/tuning-shops
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASKS_AGAIN,
  ASKS_AGAIN_EN,
  ASKS_CITY,
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

const PER_METRE = 'Ціна вказана за 1 погонний метр. Мінімальний відріз 0,5 м, далі кроком 0,5 м.';

/**
 * model, name, categories, price, cost, attributes [Склад, Ширина, Щільність, Призначення, Мін. відріз],
 * unit suffix of the name, description, colours: [code, colour, quantity].
 */
const MODELS = [
  [
    'TK',
    'Льон пом’якшений «Нордік»',
    'Тканини,Тканини > Льон',
    380,
    215,
    ['100% льон', 150, 185, 'сукні, сорочки, штани, скатертини', '0,5'],
    'ціна за 1 м',
    `<p>Пом’якшений (стираний) льон, не мнеться так, як сирий. ${PER_METRE}</p>`,
    [
      ['TK-4410', 'молочний', 24],
      ['TK-4411', 'графіт', 12],
      ['TK-4412', 'пудра', 0],
      ['TK-4413', 'оливковий', 7],
    ],
  ],
  [
    'LV',
    'Льон з віскозою «Мілан»',
    'Тканини,Тканини > Льон',
    345,
    190,
    ['льон 55%, віскоза 45%', 150, 160, 'сукні, блузи', '0,5'],
    'ціна за 1 м',
    `<p>Легкий льон з віскозою, гарно драпується. ${PER_METRE}</p>`,
    [
      ['LV-3101', 'пісочний', 0],
      ['LV-3102', 'чорний', 0],
    ],
  ],
  [
    'BZ',
    'Бязь «Голд»',
    'Тканини,Тканини > Для постільної білизни',
    165,
    88,
    ['100% бавовна', 220, 125, 'постільна білизна', '0,5'],
    'ціна за 1 м',
    `<p>Щільна бязь для постільної білизни, Пакистан. ${PER_METRE}</p>`,
    [
      ['BZ-5201', 'білий', 60],
      ['BZ-5202', 'сірий', 35],
      ['BZ-5203', 'зірки на синьому', 0],
    ],
  ],
  [
    'ST',
    'Сатин однотонний',
    'Тканини,Тканини > Для постільної білизни',
    290,
    158,
    ['100% бавовна', 220, 130, 'постільна білизна', '0,5'],
    'ціна за 1 м',
    `<p>Гладкий сатин з блиском, для постільної білизни. ${PER_METRE}</p>`,
    [
      ['ST-6201', 'білий', 40],
      ['ST-6202', 'шампань', 18],
      ['ST-6203', 'графіт', 22],
    ],
  ],
  [
    'PK',
    'Полікотон «Клітинка»',
    'Тканини,Тканини > Для постільної білизни',
    135,
    70,
    ['бавовна 80%, ПЕ 20%', 220, 140, 'постільна білизна, фартухи', '0,5'],
    'ціна за 1 м',
    `<p>Полікотон у клітинку, не сідає після прання. ${PER_METRE}</p>`,
    [
      ['PK-7201', 'сіра клітинка', 30],
      ['PK-7202', 'синя клітинка', 16],
    ],
  ],
  [
    'MU',
    'Муслін двошаровий',
    'Тканини,Тканини > Бавовна',
    260,
    138,
    ['100% бавовна', 150, 120, 'пелюшки, сорочки, сукні', '0,5'],
    'ціна за 1 м',
    `<p>Двошаровий муслін (жатка), м’який, для пелюшок і літнього одягу. ${PER_METRE}</p>`,
    [
      ['MU-8101', 'білий', 25],
      ['MU-8102', 'шавлія', 9],
      ['MU-8103', 'теракот', 0],
    ],
  ],
  [
    'SH',
    'Штапель принтований',
    'Тканини,Тканини > Віскоза',
    210,
    115,
    ['віскоза 100%', 150, 110, 'сукні, блузи, піжами', '0,5'],
    'ціна за 1 м',
    `<p>Штапель — легка віскоза, дихає, для літніх суконь. ${PER_METRE}</p>`,
    [
      ['SH-9101', 'квіти на чорному', 14],
      ['SH-9102', 'горошок на молочному', 3],
    ],
  ],
  [
    'BL',
    'Тканина блекаут',
    'Тканини,Тканини > Для штор',
    340,
    182,
    ['100% поліестер', 280, 270, 'штори, римські штори (затемнення до 100%)', '0,5'],
    'ціна за 1 м',
    `<p>Блекаут, ширина 280 см — це висота штори, ріжемо по ширині вікна. ${PER_METRE}</p>`,
    [
      ['BL-1281', 'сірий', 45],
      ['BL-1282', 'бежевий', 20],
      ['BL-1283', 'темно-синій', 0],
    ],
  ],
  [
    'VL',
    'Вуаль однотонна',
    'Тканини,Тканини > Для штор',
    155,
    75,
    ['100% поліестер', 280, 60, 'тюль, штори', '0,5'],
    'ціна за 1 м',
    `<p>Легка вуаль для тюлю, висота 280 см. ${PER_METRE}</p>`,
    [
      ['VL-1291', 'білий', 50],
      ['VL-1292', 'молочний', 12],
    ],
  ],
  [
    'ZP20',
    'Блискавка прихована 20 см',
    'Фурнітура,Фурнітура > Блискавки',
    32,
    14,
    ['', '', '', 'сукні, спідниці', ''],
    'ціна за 1 шт',
    '<p>Прихована блискавка, тип 3, довжина 20 см.</p>',
    [
      ['ZP-2001', 'чорна', 40],
      ['ZP-2002', 'біла', 25],
    ],
  ],
  [
    'ZP40',
    'Блискавка прихована 40 см',
    'Фурнітура,Фурнітура > Блискавки',
    46,
    21,
    ['', '', '', 'сукні', ''],
    'ціна за 1 шт',
    '<p>Прихована блискавка, тип 3, довжина 40 см.</p>',
    [
      ['ZP-4001', 'чорна', 18],
      ['ZP-4002', 'біла', 0],
    ],
  ],
  [
    'NT',
    'Нитки швейні 40/2, котушка 400 м',
    'Фурнітура,Фурнітура > Нитки',
    38,
    16,
    ['100% поліестер', '', '', '', ''],
    'ціна за 1 котушку',
    '<p>Універсальні швейні нитки, котушка 400 м.</p>',
    [
      ['NT-101', 'білі', 30],
      ['NT-102', 'чорні', 26],
      ['NT-117', 'графіт', 11],
    ],
  ],
  [
    'GD',
    'Ґудзики дерев’яні 15 мм, уп. 10 шт',
    'Фурнітура,Фурнітура > Ґудзики',
    85,
    36,
    ['дерево', '', '', '', ''],
    'ціна за упаковку',
    '<p>Дерев’яні ґудзики на 2 отвори, діаметр 15 мм, 10 шт в упаковці.</p>',
    [['GD-15', 'натуральний', 9]],
  ],
  [
    'NB',
    'Набір відрізів «Прованс», 5 відрізів 50×50 см',
    'Тканини,Набори відрізів',
    395,
    205,
    ['100% бавовна', '', 125, 'печворк, іграшки, декор', ''],
    'ціна за набір',
    '<p>П’ять відрізів бавовни 50×50 см у прованському стилі, ціна за весь набір.</p>',
    [['NB-05', 'мікс', 6]],
  ],
];

const stock = [];
/** code → metres (or pieces) in stock. */
const LEFT = {};
let id = 2140;
for (const [, name, categories, price, cost, attrs, unit, description, colours] of MODELS) {
  const [composition, width, density, purpose, minCut] = attrs;
  for (const [code, colour, quantity] of colours) {
    id += 1;
    LEFT[code] = quantity;
    stock.push({
      product_id: id,
      model: code,
      sku: '',
      'name(uk-ua)': `${name}, ${colour} (${unit})`,
      categories,
      manufacturer: '',
      price: price.toFixed(4),
      cost: cost.toFixed(4),
      quantity,
      status: 1,
      'description(uk-ua)': description,
      'attr:Склад': composition,
      'attr:Ширина, см': width === '' ? '' : String(width),
      'attr:Щільність, г/м²': density === '' ? '' : String(density),
      'attr:Колір': colour,
      'attr:Призначення': purpose,
      'attr:Мін. відріз, м': minCut,
    });
  }
}

/** code → model; model → price. */
const MODEL_OF = Object.fromEntries(
  MODELS.flatMap(([model, , , , , , , , colours]) => colours.map(([code]) => [code, model])),
);
const PRICE = Object.fromEntries(MODELS.map(([model, , , price]) => [model, price]));
const RETAIL = MODELS.map(([, , , price]) => price);
const COSTS = MODELS.map(([, , , , cost]) => cost);
const amountOf = (code) => {
  const amount = PRICE[MODEL_OF[code] ?? code];
  if (amount === undefined) throw new Error(`no price for ${code}`);
  return amount;
};
/** Every writing of a code's price (per metre for a fabric). */
const priceOf = (code) => writings(amountOf(code));
/** Every retail price but those of the models named (by any of their codes), and every purchase price. */
const otherPrices = (...codes) => {
  const models = codes.map((code) => MODEL_OF[code] ?? code);
  return [
    ...MODELS.filter(([model]) => !models.includes(model)).flatMap(([, , , price]) => writings(price)),
    ...COSTS.flatMap(writings),
  ];
};
/** Stops on a "yes" for a colour sold out or a "no" for one in stock. */
const inStock = (code, length = 0) => {
  if (!(LEFT[code] > 0) || LEFT[code] < length) throw new Error(`${code} has not ${length}`);
  return YES;
};
const soldOut = (code) => {
  if (LEFT[code] !== 0) throw new Error(`${code} is in stock`);
  return NO;
};
const soldOutEverywhere = (model) => {
  if (Object.keys(MODEL_OF).some((code) => MODEL_OF[code] === model && LEFT[code] > 0)) {
    throw new Error(`${model} has stock`);
  }
  return NO;
};
/** The total of [code, metres or pieces][], stopping when the stock has less. */
const total = (...lines) =>
  writings(
    lines.reduce((sum, [code, amount]) => {
      if (LEFT[code] < amount) throw new Error(`${code}: only ${LEFT[code]}`);
      const value = sum + amount * amountOf(code);
      if (!Number.isInteger(value)) throw new Error(`${code}: a total with kopecks`);
      return value;
    }, 0),
  );

/** Colours and names however a customer or a draft writes them. */
const COLOUR = {
  milk: ['молочн', 'milk', 'ivory', 'cream'],
  graphite: ['графіт', 'графит', 'graphite'],
  olive: ['олив', 'olive'],
  grey: ['сір', 'сер', 'grey', 'gray'],
  beige: ['беж', 'beige'],
  white: ['біл', 'бел', 'white'],
  sage: ['шавлі', 'sage'],
  champagne: ['шампань', 'champagne'],
};
const LINEN = ['Нордік', 'Nordik', 'TK-44', 'льон', 'linen'];
const CALICO = ['бязь', 'Голд', 'BZ-52', 'calico'];
const SATEEN = ['сатин', 'ST-62', 'sateen'];
const MUSLIN = ['муслін', 'муслин', 'MU-81', 'muslin'];
const STAPLE = ['штапель', 'SH-91', 'віскоз', 'viscose', 'staple'];
const BLACKOUT = ['блекаут', 'блэкаут', 'BL-128', 'blackout'];
const VOILE = ['вуаль', 'VL-129', 'тюль', 'voile'];
const HALF_METRE = ['0,5', '0.5', '50 см', 'пів метра', 'півметра', 'полметра', 'пол метра', 'half a met'];

const c = caseMaker();

const set = [
  // code: one colour's code
  c('code', 'TK-4410 скільки коштує метр?', [priceOf('TK-4410')], otherPrices('TK-4410')),
  c('code', 'tk4413 ціна?', [priceOf('TK-4413')], otherPrices('TK-4413')),
  c('code', 'ТК-4411 є в наявності?', [inStock('TK-4411')], [...otherPrices('TK-4411'), ...NOT_AVAILABLE]),
  c(
    'code',
    'TK-4412 є?',
    [soldOut('TK-4412'), [...COLOUR.milk, ...COLOUR.graphite, ...COLOUR.olive]],
    otherPrices('TK-4412'),
  ),
  c('code', 'MU-8102 скільки за метр?', [priceOf('MU-8102')], otherPrices('MU-8102')),
  c('code', 'арт. 5203 є?', [soldOut('BZ-5203'), [...COLOUR.white, ...COLOUR.grey]], otherPrices('BZ-5203')),
  c('code', 'ZP-4002 є в наявності?', [soldOut('ZP-4002')], otherPrices('ZP-4002', 'ZP-2001')),
  c('code', 'NB-05 почому?', [priceOf('NB-05')], otherPrices('NB-05')),
  // colour: one colour's code, another colour asked
  c(
    'colour',
    'TK-4410 а пудра в цій тканині є?',
    [soldOut('TK-4412'), [...COLOUR.milk, ...COLOUR.graphite, ...COLOUR.olive]],
    otherPrices('TK-4410'),
  ),
  c(
    'colour',
    'BL-1281 а такий самий темно-синій є?',
    [soldOut('BL-1283'), [...COLOUR.grey, ...COLOUR.beige]],
    otherPrices('BL-1281'),
  ),
  c('colour', 'ST-6201 а в графіті є?', [inStock('ST-6203')], [...otherPrices('ST-6201'), ...NOT_AVAILABLE]),
  c(
    'colour',
    'MU-8101 є такий самий у теракотовому?',
    [soldOut('MU-8103'), [...COLOUR.white, ...COLOUR.sage]],
    otherPrices('MU-8101'),
  ),
  c('colour', 'які кольори є у льону Нордік?', [COLOUR.milk, COLOUR.graphite, COLOUR.olive], otherPrices('TK-4410')),
  c('colour', 'сатин шампань є?', [inStock('ST-6202')], [...otherPrices('ST-6202'), ...NOT_AVAILABLE]),
  c('colour', 'блискавка 20 см біла є?', [inStock('ZP-2002')], [...otherPrices('ZP-2002'), ...NOT_AVAILABLE]),
  c('colour', 'нитки графіт є? скільки коштують?', [priceOf('NT-117')], otherPrices('NT-117')),
  // name and material
  c('name', 'скільки коштує метр льону графіт?', [priceOf('TK-4411')], otherPrices('TK-4411')),
  c('name', 'бязь сіра ціна за метр?', [priceOf('BZ-5202')], otherPrices('BZ-5202')),
  c('name', 'щось лляне є?', [LINEN], otherPrices('TK-4410', 'LV-3101')),
  c('name', 'бавовна для постілі яка є?', [CALICO, SATEEN], otherPrices('BZ-5201', 'ST-6201', 'PK-7201')),
  c('name', 'тканина для штор яка є?', [BLACKOUT, VOILE], otherPrices('BL-1281', 'VL-1291')),
  c('name', 'штапель скільки коштує?', [priceOf('SH-9101')], otherPrices('SH-9101')),
  c('name', 'вуаль молочна почому метр?', [priceOf('VL-1292')], otherPrices('VL-1292')),
  c('name', 'ґудзики дерев’яні скільки коштують?', [priceOf('GD-15')], otherPrices('GD-15')),
  c('name', 'блискавка прихована 40 см скільки?', [priceOf('ZP-4001')], otherPrices('ZP-4001')),
  c('name', 'набір відрізів Прованс скільки коштує?', [priceOf('NB-05')], otherPrices('NB-05')),
  c('name', 'льон Мілан є?', [soldOutEverywhere('LV')], otherPrices('LV-3101')),
  // purpose
  c(
    'purpose',
    'хочу пошити літню сукню, яку тканину порадите?',
    [[...LINEN, ...STAPLE, ...MUSLIN]],
    otherPrices('TK-4410', 'SH-9101', 'MU-8101', 'LV-3101'),
  ),
  c('purpose', 'на штори блекаут скільки за метр?', [priceOf('BL-1281')], otherPrices('BL-1281')),
  c(
    'purpose',
    'що є на постільну білизну?',
    [[...CALICO, ...SATEEN, 'полікотон', 'PK-72']],
    otherPrices('BZ-5201', 'ST-6201', 'PK-7201'),
  ),
  c('purpose', 'муслін на пелюшки який є?', [[...COLOUR.white, ...COLOUR.sage]], otherPrices('MU-8101')),
  // characteristics
  c('spec', 'яка ширина блекауту?', [['280']], otherPrices('BL-1281')),
  c('spec', 'ширина льону Нордік яка?', [['150']], otherPrices('TK-4410')),
  c('spec', 'яка щільність сатину?', [['130']], otherPrices('ST-6201')),
  c('spec', 'склад полікотону в клітинку?', [['80'], ['бавовн', 'cotton']], otherPrices('PK-7201')),
  c('spec', 'мінімальний відріз який? можна 30 см?', [HALF_METRE], otherPrices()),
  // lengths
  c('length', 'TK-4410 мені 2,5 метри, скільки буде?', [total(['TK-4410', 2.5])], otherPrices('TK-4410')),
  c('length', 'півтора метра льону графіт скільки буде коштувати?', [total(['TK-4411', 1.5])], otherPrices('TK-4411')),
  c('length', 'бязь біла 3 м скільки?', [total(['BZ-5201', 3])], otherPrices('BZ-5201')),
  c('length', 'муслін білий 150 см скільки буде?', [total(['MU-8101', 1.5])], otherPrices('MU-8101')),
  c('length', 'блекаут сірий 5 метрів скільки вийде?', [total(['BL-1281', 5])], otherPrices('BL-1281')),
  c(
    'length',
    'штапель горошок мені треба 5 метрів, є стільки?',
    [['3 м', '3м', '3 метр', '3 m', 'лише 3', 'тільки 3']],
    otherPrices('SH-9102'),
  ),
  c('length', 'льон графіт 10 метрів є?', [inStock('TK-4411', 10)], [...otherPrices('TK-4411'), ...NOT_AVAILABLE]),
  // pieces and totals
  c('quantity', 'нитки білі 3 котушки скільки буде?', [total(['NT-101', 3])], otherPrices('NT-101')),
  c('quantity', 'ґудзики 2 упаковки скільки?', [total(['GD-15', 2])], otherPrices('GD-15')),
  c('quantity', 'дві чорні блискавки по 40 см скільки разом?', [total(['ZP-4001', 2])], otherPrices('ZP-4001')),
  c(
    'multi',
    'сатин білий 2 м і бязь сіра 2 м, скільки разом?',
    [total(['ST-6201', 2], ['BZ-5202', 2])],
    otherPrices('ST-6201', 'BZ-5202'),
  ),
  c(
    'multi',
    'льон молочний 2 метри і блискавка 20 см чорна, разом скільки?',
    [total(['TK-4410', 2], ['ZP-2001', 1])],
    otherPrices('TK-4410', 'ZP-2001'),
  ),
  // absent
  c('absent', 'фліс є?', [NOT_FOUND], otherPrices()),
  c('absent', 'TK-4419 є?', [NOT_FOUND], otherPrices()),
  c('absent', 'біфлекс для купальників продаєте?', [NOT_FOUND], otherPrices()),
  // hand-offs
  c('handoff', 'мені відрізали льон 2 м, а вдома поміряла — 1,8 м. що робити?', [HANDOFF], otherPrices()),
  c('handoff', 'хочу повернути відріз бязі 3 м, не підійшов колір, можна?', [HANDOFF], otherPrices()),
  c('handoff', 'блекаут рулоном для ательє яка буде ціна?', [HANDOFF], [...otherPrices(), '%']),
  c('handoff', 'можна зразки тканин надіслати поштою?', [HANDOFF], otherPrices()),
  // odd
  c(
    'odd',
    'набір Прованс ціна за весь набір чи за один відріз?',
    [priceOf('NB-05'), ['за набір', 'за весь', 'весь набір', '5 відріз', 'п’ять']],
    otherPrices('NB-05'),
  ),
  c(
    'odd',
    'ціна льону вказана за метр чи за відріз?',
    [priceOf('TK-4410'), ['за 1 м', 'за метр', 'за 1 метр', 'погонн']],
    otherPrices('TK-4410', 'LV-3101'),
  ),
  c('odd', 'БЛЕКАУТ БЕЖЕВИЙ Є???', [inStock('BL-1282')], [...otherPrices('BL-1282'), ...NOT_AVAILABLE]),
  // Russian
  c('name', 'сколько за метр льна графит?', [priceOf('TK-4411')], otherPrices('TK-4411'), 'ru'),
  c('colour', 'ткань блэкаут серая есть?', [inStock('BL-1281')], [...otherPrices('BL-1281'), ...NOT_AVAILABLE], 'ru'),
  c('colour', 'муслин терракот есть?', [soldOut('MU-8103')], otherPrices('MU-8101'), 'ru'),
  c('length', 'сколько будет 3 метра бязи белой?', [total(['BZ-5201', 3])], otherPrices('BZ-5201'), 'ru'),
  c('handoff', 'ткань оптом рулонами, какая цена?', [HANDOFF], [...otherPrices(), '%'], 'ru'),
  c('spec', 'какая ширина у сатина?', [['220']], otherPrices('ST-6201'), 'ru'),
  // English
  c('name', 'how much per metre is the graphite linen?', [priceOf('TK-4411')], otherPrices('TK-4411'), 'en'),
  c('name', 'do you have muslin? price per meter?', [priceOf('MU-8101')], otherPrices('MU-8101'), 'en'),
  c('length', '3 meters of the sage muslin, what is the total?', [total(['MU-8102', 3])], otherPrices('MU-8102'), 'en'),
  c('spec', 'what width is the blackout fabric?', [['280']], otherPrices('BL-1281'), 'en'),
  c('colour', 'is the powder pink linen in stock?', [soldOut('TK-4412')], otherPrices('TK-4410'), 'en'),
  c('code', 'TK-4413 in stock?', [inStock('TK-4413')], [...otherPrices('TK-4413'), ...NOT_AVAILABLE], 'en'),
  c('spec', 'what is the staple fabric made of?', [['віскоз', 'viscose', 'rayon']], otherPrices('SH-9101'), 'en'),
  c(
    'purpose',
    'which fabric would you suggest for a summer dress?',
    [[...LINEN, ...STAPLE, ...MUSLIN]],
    otherPrices('TK-4410', 'SH-9101', 'MU-8101', 'LV-3101'),
    'en',
  ),
  c('handoff', 'can you send fabric swatches to Poland?', [HANDOFF], otherPrices(), 'en'),
  c('absent', 'do you sell sewing machines?', [NOT_FOUND], otherPrices(), 'en'),
];

const conversations = [
  {
    id: 'fabrics-1',
    lang: 'ua',
    turns: [
      t(
        'Добрий день! Льон TK-4410 скільки за метр?',
        [priceOf('TK-4410')],
        otherPrices('TK-4410'),
        'the price per metre',
      ),
      t('мені 2,5 метри, скільки буде?', [total(['TK-4410', 2.5])], otherPrices('TK-4410'), '2.5 m × 380'),
      t(
        'і ще блискавку 20 см чорну, разом скільки?',
        [total(['TK-4410', 2.5], ['ZP-2001', 1])],
        otherPrices('TK-4410', 'ZP-2001'),
        'the cut and a zipper: the total',
      ),
      t(
        'Ірина Коваль, 0671234567',
        [ASKS_CITY],
        otherPrices('TK-4410', 'ZP-2001'),
        'name and phone: the city or branch next',
      ),
    ],
  },
  {
    id: 'fabrics-2',
    lang: 'ua',
    turns: [
      t(
        'TK-4411 а пудра в цьому льоні є?',
        [soldOut('TK-4412'), [...COLOUR.milk, ...COLOUR.olive]],
        otherPrices('TK-4411'),
        'another colour of the quoted code’s fabric: pudra sold out',
      ),
      t(
        'тоді оливковий, півтора метра скільки буде?',
        [total(['TK-4413', 1.5])],
        otherPrices('TK-4413'),
        'the olive 1.5 m: 570',
      ),
      t('а ширина яка?', [['150']], otherPrices('TK-4413'), 'the linen’s width'),
    ],
  },
  {
    id: 'fabrics-3',
    lang: 'ru',
    turns: [
      t(
        'нужна ткань на шторы блэкаут, какие цвета есть?',
        [COLOUR.grey, COLOUR.beige],
        otherPrices('BL-1281'),
        'the blackout’s colours in stock',
      ),
      t('а темно-синий есть?', [soldOut('BL-1283')], otherPrices('BL-1281'), 'the dark blue sold out'),
      t(
        'тогда серый, 5 метров, сколько будет?',
        [total(['BL-1281', 5])],
        otherPrices('BL-1281'),
        '5 m of the grey blackout',
      ),
    ],
  },
  {
    id: 'fabrics-4',
    lang: 'en',
    turns: [
      t('Hi! Do you have muslin for baby swaddles?', [MUSLIN], otherPrices('MU-8101'), 'the muslin'),
      t('is the terracotta one in stock?', [soldOut('MU-8103')], otherPrices('MU-8101'), 'terracotta sold out'),
      t(
        'ok, 2 metres of the sage then, how much?',
        [total(['MU-8102', 2])],
        [...otherPrices('MU-8102'), ...ASKS_AGAIN_EN],
        '2 m of sage: 520',
      ),
    ],
  },
  {
    id: 'fabrics-5',
    lang: 'ua',
    turns: [
      t('бязь для постільної білизни яка ширина?', [['220']], otherPrices('BZ-5201'), 'the calico’s width'),
      t('сірої 4 метри скільки буде?', [total(['BZ-5202', 4])], otherPrices('BZ-5202'), '4 m of the grey calico'),
      t(
        'і нитки білі 2 котушки, разом скільки?',
        [total(['BZ-5202', 4], ['NT-101', 2])],
        [...otherPrices('BZ-5202', 'NT-101'), ...ASKS_AGAIN],
        'the calico and two spools',
      ),
    ],
  },
  {
    id: 'fabrics-6',
    lang: 'ua',
    turns: [
      t(
        'вчора отримала льон, замовляла 2 м, а відрізали 1,8. що робити?',
        [HANDOFF],
        otherPrices(),
        'a short cut: the owner, no figure',
      ),
      t('і ще хочу блекаут рулоном, оптом яка ціна?', [HANDOFF], [...otherPrices(), '%'], 'wholesale: the owner'),
      t(
        'ок, а сатин шампань є в наявності?',
        [inStock('ST-6202')],
        [...otherPrices('ST-6202'), ...NOT_AVAILABLE],
        'the champagne sateen in stock',
      ),
    ],
  },
];

checkShop({
  retail: RETAIL,
  costs: COSTS,
  sizeNumbers: [2, 3, 5, 10, 15, 20, 40, 50, 60, 110, 120, 125, 130, 140, 150, 160, 185, 220, 270, 280, 400],
  codes: stock.map((row) => row.model),
  set,
  conversations,
});
writeShop(DIR, stock, set, conversations);
