// Shops of kinds no set had (issue 46): pet clothing exported from a CRM (an offer's properties in
// one cell, the size chart as columns of back length and chest girth per size) and maternity wear
// as a Meta Commerce Manager feed (a variant id per row under its item_group_id, titles ending in
// the colour and size) — through the import, the catalogue, the dialogue state, the retriever and
// the offline draft. Each case is a general cause a first run of such a shop found.
import { modelCode, nameWithoutVariant, type Cell } from '../src/modules/knowledge/import/rows';
import { fieldOfHeader } from '../src/modules/knowledge/import/columns';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { measurementsIn, speaksOfPregnancy } from '../src/modules/agent/answer/measurements';
import { sizeByStockChart } from '../src/modules/agent/answer/stock-chart';
import { englishMaterial } from '../src/modules/agent/language/lexicon';
import { wantsToOrder } from '../src/modules/orders/collect';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { factsOf, shopOf } from './agent-shop';

const CHART: Record<string, [number, string]> = {
  XS: [20, '28-32'],
  S: [25, '34-38'],
  M: [30, '40-44'],
  L: [37, '46-52'],
};
const PET_HEADER = [
  'SKU пропозиції',
  'Артикул',
  'Назва товару',
  'Властивості',
  'Ціна',
  'Собівартість',
  'Залишок',
  'Довжина спинки, см',
  'Обхват грудей, см',
  'Матеріал',
];
const jumpsuit = (colour: string, size: string, left: number) => [
  `PC-1-${colour.slice(0, 2)}-${size}`,
  'PC-1',
  'Комбінезон для собак флісовий "Тедді"',
  `Колір: ${colour}; Розмір: ${size}`,
  690,
  310,
  left,
  CHART[size][0],
  CHART[size][1],
  'Фліс',
];
const PETS: Cell[][] = [
  PET_HEADER,
  ...['XS', 'S', 'M', 'L'].map((s) => jumpsuit('сірий', s, 2)),
  ...['XS', 'S', 'M', 'L'].map((s) => jumpsuit('рожевий', s, s === 'M' ? 0 : 1)),
  ['HR-5', 'HR-5', 'Шлейка для котів з повідцем', 'Колір: сірий', 320, 145, 4, '', '', 'Нейлон'],
  ['BD-9-S', 'BD-9', 'Лежанка "Хмаринка"', 'Колір: сірий; Розмір: 50×40', 750, 330, 2, '', '', 'Плюш'],
  ['BD-9-M', 'BD-9', 'Лежанка "Хмаринка"', 'Колір: сірий; Розмір: 60×50', 950, 420, 2, '', '', 'Плюш'],
];

const FEED_HEADER = [
  'id',
  'item_group_id',
  'title',
  'availability',
  'price',
  'sale_price',
  'color',
  'size',
  'quantity_to_sell_on_facebook',
];
const dress = (n: number, colour: string, size: string, left: number) => [
  `MW-210_${n}`,
  'MW-210',
  `Сукня для вагітних і годування "Лея", ${colour}, ${size}`,
  left > 0 ? 'in stock' : 'out of stock',
  '1450.00 UAH',
  '',
  colour,
  size,
  left,
];
const letters = (code: string, title: string, price: string, colour: string, start: number) =>
  ['S', 'M', 'L'].map((size, i) => [
    `${code}_${start + i}`,
    code,
    `${title}, ${colour}, ${size}`,
    'in stock',
    price,
    '',
    colour,
    size,
    3,
  ]);
const FEED: Cell[][] = [
  FEED_HEADER,
  dress(1, 'чорний', '48', 2),
  dress(2, 'чорний', '50', 3),
  dress(3, 'оливковий', '48', 1),
  dress(4, 'оливковий', '50', 0),
  ...letters('BN-410', 'Бандаж дородовий', '650.00 UAH', 'тілесний', 10),
  ...letters('BN-440', 'Бандаж післяпологовий', '720.00 UAH', 'чорний', 20),
  ...letters('BR-510', 'Бюстгальтер для годування безшовний', '420.00 UAH', 'білий', 30),
  ...letters('TP-610', 'Топ для годування', '490.00 UAH', 'білий', 40),
];

beforeAll(() => loadDictionaries());

describe('a CRM offers export with the size chart in columns', () => {
  it('reads the offer properties as colour and size, and keeps the cost out of the price', () => {
    expect(fieldOfHeader('Властивості')).toBe('variant');
    const products = factsOf(PETS);
    const pink = products.find((p) => p.code === 'PC-1' && p.colour === 'рожевий')!;
    expect(pink.price).toBe(690);
    expect(pink.sizes.map((s) => [s.size, s.quantity])).toEqual([
      ['XS', 1],
      ['S', 1],
      ['M', 0],
      ['L', 1],
    ]);
  });

  it('keeps a characteristic that differs by size per size: the shop’s chart', () => {
    const grey = factsOf(PETS).find((p) => p.code === 'PC-1' && p.colour === 'сірий')!;
    expect(grey.details).toEqual([
      { label: 'Довжина спинки, см', value: 'XS 20 · S 25 · M 30 · L 37' },
      { label: 'Обхват грудей, см', value: 'XS 28-32 · S 34-38 · M 40-44 · L 46-52' },
    ]);
    // The same figure in every size stays one value.
    const same = factsOf([
      ['Артикул', 'Назва', 'Розмір', 'Ціна', 'Країна'],
      ['T-1', 'Футболка для собак', 'S', 290, 'Україна'],
      ['T-1', 'Футболка для собак', 'M', 290, 'Україна'],
    ]);
    expect(same[0].details).toEqual([{ label: 'Країна', value: 'Україна' }]);
  });

  it('gives the size the chart holds the measures in, the larger where two measures differ', () => {
    const grey = factsOf(PETS).find((p) => p.code === 'PC-1' && p.colour === 'сірий')!;
    expect(sizeByStockChart('спинка 29 см, обхват грудей 42, який розмір?', grey)).toBe('M');
    expect(sizeByStockChart('спинка 24, груди 45', grey)).toBe('L');
    expect(sizeByStockChart('what size for a back of 21 cm?', grey)).toBeNull();
    expect(sizeByStockChart('на шпіца який розмір?', grey)).toBeNull();
    // A chest girth is no count of pieces, nor is the size worn before.
    expect(countsIn('обхват грудей 42, який розмір')).toEqual([]);
    expect(countsIn('до вагітності носила 46, зараз')).toEqual([]);
  });

  it('answers a dog’s measures with the chart’s size, and the auditor passes the chart’s figures', async () => {
    const d = await shopOf(PETS).talk('комбінезон Тедді: спинка 30 см, груди 42. який розмір?');
    expect(d.text).toMatch(/сіткою магазину .*розмір M/);
    expect(d.text).not.toMatch(/×/);
    expect(d.ok).toBe(true);
  });

  it('keeps a bed’s two dimensions one size, the shop’s to the auditor', async () => {
    const d = await shopOf(PETS).talk('лежанка Хмаринка скільки коштує?');
    expect(d.text).toMatch(/60×50/);
    expect(d.ok).toBe(true);
  });

  it('says an English material as the word it sounds like', async () => {
    expect(englishMaterial('Нейлон')).toBe('nylon');
    expect(englishMaterial('поліамід')).toBe('polyamide');
    const d = await shopOf(PETS).talk('hi! how much is the cat harness with a leash?');
    expect(d.text).toContain('320');
  });
});

describe('a Meta catalogue feed', () => {
  it('takes the item_group_id for a variant id that only adds a serial, and the model’s name from the title', () => {
    expect(modelCode('MW-210_3', 'MW-210')).toBe('MW-210');
    expect(modelCode('SC-101-NVY-M', 'SC-101')).toBe('SC-101-NVY-M');
    expect(modelCode('1234', 'mens-rain-jacket')).toBe('1234');
    expect(nameWithoutVariant('Сукня "Лея", чорний, 42', 'чорний', '42')).toBe('Сукня "Лея"');
    expect(nameWithoutVariant('Сукня - Чорний, M', 'чорний', 'M')).toBe('Сукня');
    expect(nameWithoutVariant('Сукня міді, довга', 'чорний', '42')).toBe('Сукня міді, довга');
    const products = factsOf(FEED);
    const olive = products.find((p) => p.code === 'MW-210' && p.colour === 'оливковий')!;
    expect(olive.name).toBe('Сукня для вагітних і годування "Лея"');
    expect(olive.sizes.map((s) => [s.size, s.quantity])).toEqual([
      ['48', 1],
      ['50', 0],
    ]);
  });

  it('keeps the colour in focus for a follow-up where one code has several colours', async () => {
    const d = await shopOf(FEED).talk('сукня Лея оливкова 48 є?', 'а 50?');
    expect(d.facts.products.map((p) => p.colour)).toEqual(['оливковий']);
    expect(d.text).toMatch(/немає/);
  });
});

describe('months of pregnancy and words of maternity wear', () => {
  it('never reads a month of pregnancy as a baby’s age', () => {
    for (const t of ['я на 6 місяці, який бандаж?', 'зараз 6 місяць', 'на 6-му місяці', 'I am 6 months pregnant'])
      expect([t, speaksOfPregnancy(t), measurementsIn(t).ageYears]).toEqual([t, true, null]);
    for (const t of ['дитині 5 місяців', 'синові 4 місяці', 'що є на 9 місяців?'])
      expect([t, speaksOfPregnancy(t), measurementsIn(t).ageMonths]).toEqual([t, false, Number(t.match(/\d+/)![0])]);
  });

  it('offers the bandage worn before birth to a woman still pregnant', async () => {
    const d = await shopOf(FEED).talk('я на 6 місяці, який бандаж порадите?');
    expect(d.facts.products.map((p) => p.code)).toEqual(['BN-410']);
  });

  it('reads "nursing" as breastfeeding and lets the kind named choose ("nursing bras")', async () => {
    const d = await shopOf(FEED).talk('hi, do you have nursing bras?');
    expect(d.facts.products.map((p) => p.code)).toEqual(['BR-510']);
    expect(d.text).toContain('420');
    // A Russian word for what is worn after birth finds the Ukrainian name.
    const after = await shopOf(FEED).talk('бандаж послеродовой размер L есть?');
    expect(after.facts.products.map((p) => p.code)).toEqual(['BN-440']);
  });
});

describe('a choice put first with "then" after it', () => {
  it('takes the item ("ok, white L then, two of them"), not a question or a pause', () => {
    const takes = (text: string) => wantsToOrder([{ text }]);
    expect(takes('ok, white L then, two of them')).toBe(true);
    expect(takes('okay, the black one then')).toBe(true);
    expect(takes('ok, then I will think')).toBe(false);
    expect(takes('ok, is white L then available?')).toBe(false);
  });
});
