// A shop of fabrics sold by the metre and haberdashery (issue 46, a kind the assistant was not tuned
// on): an OpenCart product export ('model' the code beside an empty 'sku', a 'cost' column, the
// attributes flattened as 'attr:…' columns), one product per colour whose name ends with its colour
// and a bracketed "(ціна за 1 м)", lengths asked in metres and centimetres, wholesale by the roll and
// a cut measured short — through the import, the catalogue, the retriever and the offline draft.
// Each case is a general cause the first run of eval/tuning-shops/fabrics found.
import { findHeaderRow, nameWithoutVariant, type Cell } from '../src/modules/knowledge/import/rows';
import { lengthsIn, soldByLength } from '../src/modules/agent/answer/lengths';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { measurementsIn } from '../src/modules/agent/answer/measurements';
import { asksOwnerTopicOnly, intentsIn } from '../src/modules/agent/understand/query';
import { asksBeyondData } from '../src/modules/autopilot/signals';
import { coloursIn } from '../src/lib/colours';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'product_id',
  'model',
  'sku',
  'name(uk-ua)',
  'categories',
  'price',
  'cost',
  'quantity',
  'status',
  'attr:Склад',
  'attr:Ширина, см',
  'attr:Колір',
  'attr:Призначення',
];
const row = (id: number, code: string, name: string, colour: string, price: number, cost: number, qty: number) => [
  id,
  code,
  '',
  `${name}, ${colour} (ціна за 1 м)`,
  'Тканини',
  price.toFixed(4),
  cost.toFixed(4),
  qty,
  1,
  '100% льон',
  '150',
  colour,
  'сукні, сорочки',
];
const FABRICS: Cell[][] = [
  HEADER,
  row(1, 'LN-101', 'Льон «Тест»', 'молочний', 400, 210, 20),
  row(2, 'LN-102', 'Льон «Тест»', 'графіт', 400, 210, 8),
  row(3, 'LN-103', 'Льон «Тест»', 'пудра', 400, 210, 0),
  [
    4,
    'ZP-20',
    '',
    'Блискавка прихована 20 см, чорна (ціна за 1 шт)',
    'Фурнітура',
    '30.0000',
    '12.0000',
    50,
    1,
    '',
    '',
    'чорна',
    '',
  ],
  [
    5,
    'BL-1',
    '',
    'Тканина блекаут, сірий (ціна за 1 м)',
    'Тканини',
    '340.0000',
    '180.0000',
    40,
    1,
    '100% поліестер',
    '280',
    'сірий',
    'штори',
  ],
  [
    6,
    'MU-1',
    '',
    'Муслін, шавлія (ціна за 1 м)',
    'Тканини',
    '260.0000',
    '130.0000',
    3,
    1,
    '100% бавовна',
    '150',
    'шавлія',
    'пелюшки',
  ],
  [
    7,
    'MU-2',
    '',
    'Муслін, білий (ціна за 1 м)',
    'Тканини',
    '260.0000',
    '130.0000',
    12,
    1,
    '100% бавовна',
    '150',
    'білий',
    'пелюшки',
  ],
];

describe('an OpenCart export of fabrics by the metre', () => {
  it('takes the code from "model" when the "sku" column is empty, and never the cost', () => {
    const header = findHeaderRow(FABRICS);
    expect(header?.columns.code).toBe(1);
    const facts = factsOf(FABRICS);
    expect(facts.map((p) => p.code)).toEqual(['LN-101', 'LN-102', 'LN-103', 'ZP-20', 'BL-1', 'MU-1', 'MU-2']);
    expect(facts[0].price).toBe(400);
  });

  it('labels an attribute column without its platform prefix', () => {
    const details = factsOf(FABRICS)[0].details ?? [];
    expect(details).toContainEqual({ label: 'Ширина, см', value: '150' });
    expect(details.some((d) => /attr/i.test(d.label))).toBe(false);
  });

  it('names a product per colour without its colour, the bracketed remark kept: its colours are one model', () => {
    expect(nameWithoutVariant('Льон «Тест», графіт (ціна за 1 м)', 'графіт', '')).toBe('Льон «Тест» (ціна за 1 м)');
    expect(nameWithoutVariant('Льон «Тест» (ціна за 1 м)', 'графіт', '')).toBe('Льон «Тест» (ціна за 1 м)');
    expect(nameWithoutVariant('Сукня міді, довга', 'чорний', '')).toBe('Сукня міді, довга');
    const facts = factsOf(FABRICS);
    expect(new Set(facts.slice(0, 3).map((p) => p.name)).size).toBe(1);
  });
});

describe('lengths of a product sold by the metre', () => {
  it('knows a price per metre from the name', () => {
    expect(soldByLength({ name: 'Льон «Тест» (ціна за 1 м)' })).toBe(true);
    expect(soldByLength({ name: 'Стрічка атласна, ціна за метр' })).toBe(true);
    expect(soldByLength({ name: 'Ribbon, price per metre' })).toBe(true);
    expect(soldByLength({ name: 'Килим 2×3 м, ціна за 1 м²' })).toBe(false);
    expect(soldByLength({ name: 'Нитки, котушка 400 м' })).toBe(false);
    expect(soldByLength({ name: 'Піжама M' })).toBe(false);
  });

  it('reads lengths in metres, centimetres and words', () => {
    const m = (t: string) => lengthsIn(t).map((l) => l.metres);
    expect(m('мені 2,5 метри, скільки буде?')).toEqual([2.5]);
    expect(m('півтора метра льону графіт')).toEqual([1.5]);
    expect(m('бязь біла 3 м скільки?')).toEqual([3]);
    expect(m('муслін білий 150 см')).toEqual([1.5]);
    expect(m('пів метра')).toEqual([0.5]);
    expect(m('два метри сатину')).toEqual([2]);
    expect(m('3 meters of the sage muslin')).toEqual([3]);
    expect(m('килим 25 м²')).toEqual([]);
  });

  it('a length is no count of pieces, no height and no age', () => {
    expect(countsIn('2 метри льону')).toEqual([]);
    expect(measurementsIn('півтора метра льону').ageYears).toBeNull();
    expect(measurementsIn('малому півтора роки').ageYears).toBe(1.5);
  });

  it('multiplies the price per metre by the length asked, and keeps it for a later sum', async () => {
    const shop = shopOf(FABRICS);
    const one = await shop.talk('LN-101 мені 2,5 метри, скільки буде?');
    expect(one.text).toContain('1000');
    expect(one.ok).toBe(true);
    const half = await shop.talk('півтора метра льону графіт скільки буде?');
    expect(half.text).toContain('600');
    expect(half.text).not.toMatch(/розмір|size/i);
    const cm = await shop.talk('льон молочний 150 см скільки буде?');
    expect(cm.text).toContain('600');
    const sum = await shop.talk(
      'LN-101 скільки за метр?',
      'мені 2 метри',
      'і ще блискавку 20 см чорну, разом скільки?',
    );
    expect(sum.text).toContain('830');
    expect(sum.ok).toBe(true);
  });
});

describe('asked of a fabric', () => {
  it('less left than the length asked: the sum, and what is left', async () => {
    const r = await shopOf(FABRICS).talk('муслін шавлія мені треба 5 метрів, скільки буде?');
    expect(r.text).toContain('лише 3 м');
    expect(r.text).toContain('1300');
    expect(r.ok).toBe(true);
  });

  it('a kind the shop does not sell after на/для is what the fabric is for', async () => {
    const r = await shopOf(FABRICS).talk('на штори блекаут скільки за метр?');
    expect(r.text).toContain('340');
  });

  it('blackout is no black, sage is a colour, width is asked in English', async () => {
    expect(coloursIn('blackout fabric')).toEqual([]);
    expect(coloursIn('the sage one')).toEqual(['sage']);
    expect(coloursIn('a message')).toEqual([]);
    const r = await shopOf(FABRICS).talk('what width is the blackout fabric?');
    expect(r.text).toContain('280');
    expect(r.text).not.toMatch(/not in that colou?r/i);
  });

  it('a length with a colour of the fabric in play is its sum ("2 metres of the sage")', async () => {
    const r = await shopOf(FABRICS).talk('MU-2 є?', 'ok, 2 metres of the sage then, how much?');
    expect(r.text).toContain('520');
  });

  it('browses by a characteristic ("на пелюшки який є?"): the only model found names each code’s colour', async () => {
    const r = await shopOf(FABRICS).talk('муслін на пелюшки який є?');
    expect(r.text).toMatch(/MU-1 шавлі/);
    expect(r.text).toMatch(/MU-2 біл/);
  });

  it('reads the Russian forms of linen', async () => {
    const r = await shopOf(FABRICS).talk('сколько за метр льна графит?');
    expect(r.text).toContain('400');
  });
});

describe('what the owner answers in a fabric shop', () => {
  it('a cut shorter than ordered is a claim', () => {
    expect(intentsIn('вчора отримала льон, замовляла 2 м, а відрізали 1,8. що робити?')).toContain('returns');
    expect(intentsIn('мені відрізали льон 2 м, а вдома поміряла — 1,8 м')).toContain('returns');
  });

  it('a price asked by the roll is a wholesale price, the owner’s', () => {
    const t = 'блекаут рулоном для ательє яка буде ціна?';
    expect(asksOwnerTopicOnly(t, intentsIn(t))).toBe(true);
    const ru = 'ткань оптом рулонами, какая цена?';
    expect(asksOwnerTopicOnly(ru, intentsIn(ru))).toBe(true);
    expect(asksBeyondData('можна зразки тканин надіслати поштою?')).toBe(true);
    expect(asksBeyondData('can you send fabric swatches to Poland?')).toBe(true);
  });

  it('samples by post are the owner’s: no product answered', async () => {
    const r = await shopOf(FABRICS).talk('можна зразки тканин надіслати поштою?');
    expect(r.text).toContain('зразки');
    expect(r.text).toMatch(/уточню|перепитаю/);
    expect(r.text).not.toMatch(/блекаут|340/);
  });

  it('"скільки за метр" asks the price', () => {
    expect(intentsIn('Льон TK-4410 скільки за метр?')).toContain('price');
  });
});
