// A shop of children's toys and games (issue 46/48, a kind the assistant was not tuned on): an
// Epicentr-like marketplace export with the AGE a product is for instead of a size ('Вік': "3+",
// "від 18 міс", "6-10 років"), a variant cell labelled with another name ('Висота: 40 см',
// 'Кількість деталей: 500', 'Образ: Русалка'), a pre-order with its term ("Під замовлення 5–7
// днів"), batteries and certificates as characteristics, brands in Latin inside Cyrillic names —
// through the import, the catalogue, the retriever and the offline draft. Each case is a general
// cause the first run of eval/tuning-shops/toys found.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { splitVariant } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { kindsNamed } from '../src/modules/agent/language/lexicon';
import { latinKey } from '../src/modules/agent/language/latin';
import { ageRangeOf, fitsAge } from '../src/modules/agent/answer/ages';
import { asksOfService, asksOwnerTopicOnly, intentsIn, reportsFault } from '../src/modules/agent/understand/query';
import { otherTitlesSaid, titlesIn, withShopTitles } from '../src/modules/agent/language/titles';
import { orderTerm } from '../src/lib/to-order';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'Артикул',
  'Група варіантів',
  'Назва (укр)',
  'Бренд',
  'Категорія',
  'Вік',
  'Стать',
  'Варіант',
  'Ціна',
  'Ціна закупівлі',
  'Наявність',
  'Залишок',
  'Батарейки',
  'Сертифікат',
  'Попередження',
];
const SMALL = 'Містить дрібні деталі. Не для дітей до 3 років.';
/** code, group, name, category, age, gender, variant, price, cost, availability, left, batteries, certificate, warning */
const row = (...cells: Cell[]): Cell[] => [cells[0], cells[1], cells[2], 'Brand', ...cells.slice(3)];
const TOYS: Cell[][] = [
  HEADER,
  row(
    'ZT-112',
    '',
    'Лялька Disney Frozen Ельза, співає',
    'Ляльки',
    '3+',
    'Дівчинка',
    '',
    1090,
    740,
    'В наявності',
    4,
    '3×LR44, є в комплекті',
    'EN 71',
    '',
  ),
  row(
    'ZT-192',
    '',
    'Ігровий набір Paw Patrol «Рятувальна вежа»',
    'Ігрові набори',
    '3+',
    'Унісекс',
    '',
    1890,
    1300,
    'В наявності',
    2,
    '2×AAA, є в комплекті',
    'EN 71',
    SMALL,
  ),
  row(
    'ZT-101',
    '',
    'Конструктор LEGO Classic 11021',
    'Конструктори',
    '4+',
    'Унісекс',
    '',
    1249,
    905,
    'В наявності',
    5,
    'Не потрібні',
    'EN 71',
    SMALL,
  ),
  row(
    'ZT-103-200',
    'ZT-103',
    "Конструктор дерев'яний «Містечко»",
    'Конструктори',
    '3+',
    'Унісекс',
    'Кількість деталей: 200',
    689,
    430,
    'В наявності',
    6,
    'Не потрібні',
    'EN 71',
    SMALL,
  ),
  row(
    'ZT-103-500',
    'ZT-103',
    "Конструктор дерев'яний «Містечко»",
    'Конструктори',
    '3+',
    'Унісекс',
    'Кількість деталей: 500',
    1370,
    910,
    'В наявності',
    3,
    'Не потрібні',
    'EN 71',
    SMALL,
  ),
  row(
    'ZT-131-25',
    'ZT-131',
    "М'яка іграшка Ведмедик Тедді",
    "М'які іграшки",
    '0+',
    'Унісекс',
    'Висота: 25 см',
    359,
    210,
    'В наявності',
    9,
    'Не потрібні',
    '',
    '',
  ),
  row(
    'ZT-131-40',
    'ZT-131',
    "М'яка іграшка Ведмедик Тедді",
    "М'які іграшки",
    '0+',
    'Унісекс',
    'Висота: 40 см',
    649,
    390,
    'В наявності',
    5,
    'Не потрібні',
    '',
    '',
  ),
  row(
    'ZT-152',
    '',
    'Настільна гра Jenga «Дженга»',
    'Настільні ігри',
    '6+',
    'Унісекс',
    '',
    549,
    330,
    'В наявності',
    6,
    'Не потрібні',
    'EN 71',
    '',
  ),
  row(
    'ZT-153',
    '',
    'Настільна гра UNO',
    'Настільні ігри',
    '7+',
    'Унісекс',
    '',
    219,
    120,
    'В наявності',
    9,
    'Не потрібні',
    'EN 71',
    '',
  ),
  row(
    'ZT-161',
    '',
    "Бізіборд дерев'яний «Будиночок»",
    'Розвиваючі іграшки',
    'від 12 міс',
    'Унісекс',
    '',
    1350,
    860,
    'В наявності',
    3,
    'Не потрібні',
    '',
    '',
  ),
  row(
    'ZT-171',
    '',
    'Машинка на радіокеруванні Джип 1:16',
    'Радіокеровані',
    '6-10 років',
    'Хлопчик',
    '',
    1470,
    980,
    'В наявності',
    3,
    'Пульт: 2×AA, немає в комплекті',
    'CE',
    SMALL,
  ),
  row(
    'ZT-172',
    '',
    'Інтерактивний робот-динозавр «Діно»',
    'Інтерактивні',
    '3+',
    'Унісекс',
    '',
    1690,
    1150,
    'Під замовлення 5–7 днів',
    0,
    '3×AA, немає в комплекті',
    'EN 71',
    '',
  ),
  row(
    'ZT-195',
    '',
    'Прорізувач-брязкальце «Зайчик»',
    'Для малюків',
    '0+',
    'Унісекс',
    '',
    189,
    95,
    'В наявності',
    9,
    'Не потрібні',
    'EN 71, EN 14350',
    '',
  ),
];

beforeAll(() => loadDictionaries());

describe('a marketplace export of toys', () => {
  it('reads a variant labelled with another name as its size, each at its price, and the age as a characteristic', () => {
    expect(splitVariant('Висота: 40 см')).toEqual({ colour: '', size: '40 см' });
    expect(splitVariant('Кількість деталей: 500')).toEqual({ colour: '', size: '500' });
    expect(splitVariant('Колір: блакитний')).toEqual({ colour: 'блакитний', size: '' });
    const facts = factsOf(TOYS);
    const teddy = facts.find((p) => p.name.startsWith("М'яка іграшка"));
    expect(teddy?.code).toBe('ZT-131');
    expect(teddy?.sizes.map((s) => [s.size, s.price ?? teddy.price])).toEqual([
      ['25 см', 359],
      ['40 см', 649],
    ]);
    expect(teddy?.details).toContainEqual({ label: 'Вік', value: '0+' });
    // The purchase price is never a characteristic to quote.
    expect(JSON.stringify(facts)).not.toMatch(/905|Ціна закупівлі/);
  });

  it('keeps a made-to-order mark with its term on a product without sizes, and says the term', async () => {
    expect(orderTerm('Під замовлення 5–7 днів')).toBe('5–7 днів');
    expect(orderTerm('під замовлення')).toBe('');
    const robot = factsOf(TOYS).find((p) => p.code === 'ZT-172');
    expect(robot?.sizes).toEqual([{ size: '', quantity: 0, toOrder: true }]);
    const { talk } = shopOf(TOYS);
    const ua = await talk('ZT-172 є в наявності?');
    expect(ua.text).toMatch(/під замовлення, термін — 5–7 днів/i);
    expect(ua.text).not.toMatch(/немає в наявності/);
    const en = await talk('Hi! Is the interactive robot dinosaur available?');
    expect(en.text).toMatch(/to order, in 5–7 days/);
  });
});

describe('the age a toy is for', () => {
  it('reads the ages a stock writes', () => {
    expect(ageRangeOf('3+')).toMatchObject({ from: 36, below: null });
    expect(ageRangeOf('від 18 міс')).toMatchObject({ from: 18, below: null });
    expect(ageRangeOf('6-10 років')).toMatchObject({ from: 72, below: 132 });
    expect(ageRangeOf('0+')).toMatchObject({ from: 0, below: null });
    expect(ageRangeOf('Пластик')).toBeNull();
    expect(fitsAge(ageRangeOf('6-10 років')!, 120)).toBe(true);
    expect(fitsAge(ageRangeOf('3+')!, 24)).toBe(false);
  });

  it('answers "чи підійде дитині 2 роки?" by it, with the warning, never by a clothing size chart', async () => {
    const { talk } = shopOf(TOYS);
    const lego = await talk('чи підійде лего класик дитині 2 роки?');
    expect(lego.text).toMatch(/не підійде/);
    expect(lego.text).toMatch(/4\+/);
    expect(lego.text).toMatch(/дрібні деталі/);
    expect(lego.text).not.toMatch(/розмір 92|розмірною сіткою/);
    const board = await talk('бізіборд підійде дитині 1 рік?');
    expect(board.text).toMatch(/підходить/);
  });

  it('browses by a child age and whom for, within a budget, and names no price above it', async () => {
    const { talk } = shopOf(TOYS);
    const boy = await talk('що є для хлопчика 4 роки?');
    expect(boy.text).toMatch(/LEGO Classic/);
    expect(boy.text).not.toMatch(/Jenga|UNO|Джип|розмірі 104/);
    const baby = await talk('що є для малюка 1 рік?');
    expect(baby.text).toMatch(/Бізіборд|Прорізувач/);
    expect(baby.text).not.toMatch(/LEGO|Jenga/);
    const gift = await talk('подарунок дівчинці на 7 років до 800 грн');
    expect(gift.text).toMatch(/Jenga|UNO/);
    expect(gift.text).not.toMatch(/1370|1 370|Джип/);
    const en = await talk('what board games do you have for a 6 year old?');
    expect(en.text).toMatch(/Jenga/);
    expect(en.text).not.toMatch(/UNO/);
  });
});

describe('what a customer writes in a toy shop', () => {
  it('finds a Latin brand written in Cyrillic and a set number written alone', async () => {
    expect(latinKey('лего')).toBe(latinKey('LEGO'));
    expect(latinKey('класик')).toBe(latinKey('classic'));
    const { talk } = shopOf(TOYS);
    expect((await talk('скільки коштує лего класик?')).text).toMatch(/1249/);
    expect((await talk('11021 є в наявності?')).text).toMatch(/ZT-101/);
  });

  it('answers a characteristic asked in another language: batteries, age, a standard', async () => {
    const { talk } = shopOf(TOYS);
    const batteries = await talk('Hi! Is the interactive robot dinosaur available?', 'does it need batteries?');
    expect(batteries.text).toMatch(/3×AA, немає в комплекті/);
    const age = await talk('Hi! Is the interactive robot dinosaur available?', 'ok, and what age is it for?');
    expect(age.text).toMatch(/Вік: 3\+/);
    const since = await talk('з якого віку бізіборд?');
    expect(since.text).toMatch(/від 12 міс/);
    const cert = await talk('є сертифікат на прорізувач зайчик?');
    expect(cert.text).toMatch(/EN 14350/);
    expect(cert.ok).toBe(true);
  });

  it('knows the kinds of a toy shop', () => {
    const kind = (text: string) => kindsNamed(text).map((k) => k.id);
    expect(kind('які є настільні ігри?')).toContain('board_game');
    expect(kind('какие есть конструкторы?')).toContain('building_set');
    expect(kind('ляльки є?')).toContain('doll');
    expect(kind('пазл на 1000')).toContain('puzzle');
    expect(kind("м'які іграшки є?")).toContain('soft_toy');
    expect(kind('do you have soft toys?')).toContain('soft_toy');
  });

  it('lists a kind said in two words, not a product whose characteristic has one of them', async () => {
    const { talk } = shopOf(TOYS);
    const games = await talk('які є настільні ігри?');
    expect(games.text).toMatch(/Jenga/);
    expect(games.text).toMatch(/UNO/);
  });

  it('sums the size in play and the one added: "і ще 25 см, скільки разом за два?"', async () => {
    const { talk } = shopOf(TOYS);
    const two = await talk('ведмедик 40 см скільки коштує?', 'і ще 25 см, скільки разом за два?');
    expect(two.text).toMatch(/1008|1 008/);
  });
});

describe('claims and the owner topics of a toy shop', () => {
  it('reads missing parts and a broken toy as a claim', async () => {
    expect(reportsFault('прийшов конструктор, а деталей не вистачає, що робити?')).toBe(true);
    expect(reportsFault('прийшла лялька зі зламаною рукою')).toBe(true);
    expect(reportsFault('two pieces are missing from the puzzle')).toBe(true);
    expect(reportsFault('конструктор на 500 деталей є?')).toBe(false);
    const { talk } = shopOf(TOYS);
    const claim = await talk('прийшов конструктор, а деталей не вистачає, що робити?');
    expect(claim.text).toMatch(/уточн|колег/);
    expect(claim.text).not.toMatch(/689|1370|1249/);
  });

  it('hands over a wholesale price with no figure', async () => {
    const text = 'для дитсадка потрібно 20 наборів, є оптова ціна?';
    expect(asksOwnerTopicOnly(text, intentsIn(text))).toBe(true);
    expect(asksOwnerTopicOnly('яка ціна UNO?', intentsIn('яка ціна UNO?'))).toBe(false);
    const { talk } = shopOf(TOYS);
    const wholesale = await talk('для дитсадка потрібно 20 наборів UNO, є оптова ціна?');
    expect(wholesale.text).not.toMatch(/219|4380/);
  });
});

describe('titles whose characters are sold on toys', () => {
  it("reads a title as the shop's names write it, and one no name has as an item the shop lacks", async () => {
    const titles = titlesIn(['Лялька Disney Frozen Ельза', 'Ігровий набір Paw Patrol «Рятувальна вежа»']);
    expect(withShopTitles('щось з Холодного серця є?', titles)).toBe('щось з frozen є?');
    expect(withShopTitles('щенячий патруль що є?', titles)).toBe('paw patrol що є?');
    expect(withShopTitles('холодний чай', titles)).toBe('холодний чай');
    expect(otherTitlesSaid('є лего ніндзяго?', titles)).toEqual(['ніндзяго']);
    const { talk } = shopOf(TOYS);
    expect((await talk('щось з Холодного серця є?')).text).toMatch(/Frozen Ельза/);
    const paw = await talk('щенячий патруль що є?');
    expect(paw.text).toMatch(/Рятувальна вежа/);
    expect((await talk('є лего ніндзяго?')).text).toMatch(/не бачу/);
  });
});

describe('a service of the shop and a budget', () => {
  it('hands over a service asked after a product, with no price of it', async () => {
    expect(asksOfService('і скільки коштує подарункове пакування?')).toBe(true);
    expect(asksOfService('do you gift wrap?')).toBe(true);
    expect(asksOfService('лялька ельза скільки?')).toBe(false);
    const { talk } = shopOf(TOYS);
    const wrap = await talk('лялька ельза скільки?', 'і скільки коштує подарункове пакування?');
    expect(wrap.text).not.toMatch(/1090/);
  });

  it('lists a product priced by size within a budget at the sizes within it', async () => {
    const { talk } = shopOf(TOYS);
    const budget = await talk('що є до 700 грн?');
    expect(budget.text).toMatch(/Містечко/);
    expect(budget.text).not.toMatch(/1370|1 370/);
  });
});

describe('a labelled part of a variant cell', () => {
  it("is read by the field its label names, another label's value being the size", () => {
    expect(splitVariant('Тон: 02')).toEqual({ colour: '02', size: '' });
    expect(splitVariant('Аромат: лаванда; Об’єм: 50 мл')).toEqual({ colour: 'лаванда', size: '50 мл' });
    expect(splitVariant('Образ: Русалка')).toEqual({ colour: '', size: 'Русалка' });
  });
});
