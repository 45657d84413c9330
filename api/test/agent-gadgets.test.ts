// A shop of phone cases and gadget accessories (issue 46, a kind the assistant was not tuned on): a
// Shopify export whose first option is the device model ('Модель телефону': "iPhone 15 Pro Max"),
// a SKU per variant that writes the device short ("CS-210-15PM-BK"), a glass for two phones
// ("iPhone 15 / 15 Pro"), a price per device — through the import, the catalogue, the retriever
// and the offline draft. Each case is a general cause the first run of eval/tuning-shops/gadgets found.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { kindsNamed } from '../src/modules/agent/language/lexicon';
import { modelSizeOf, modelSizesSaid, unknownModelsSaid } from '../src/modules/agent/understand/model-sizes';
import { reportsFault } from '../src/modules/agent/understand/query';
import { ukrainianSpelling, withoutWhatComesWith } from '../src/modules/agent/retrieve/catalogue';
import { Reply } from '../src/modules/agent/answer/reply';
import { orderConfirmedTotal } from '../src/modules/agent/answer/order-reply';
import { parseDirectives } from '../src/modules/agent/directives';
import type { OrderDraft } from '@vitrina/shared/contracts';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'Handle',
  'Title',
  'Type',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Inventory Qty',
];
/** A product's rows as Shopify exports them: the title and option names on its first row only. */
const product = (
  handle: string,
  title: string,
  type: string,
  option: string,
  variants: Array<[string, string, string, number, number]>,
): Cell[][] =>
  variants.map(([value, colour, sku, price, qty], i) => [
    handle,
    i === 0 ? title : '',
    i === 0 ? type : '',
    i === 0 ? option : '',
    value,
    i === 0 && colour ? 'Колір' : '',
    colour,
    sku,
    price,
    qty,
  ]);
const GADGETS: Cell[][] = [
  HEADER,
  ...product('soft', 'Чохол Soft Touch з MagSafe для iPhone', 'Чохли', 'Модель телефону', [
    ['iPhone 15', 'Чорний', 'CS-210-15-BK', 549, 5],
    ['iPhone 15 Pro', 'Чорний', 'CS-210-15P-BK', 549, 5],
    ['iPhone 15 Pro Max', 'Чорний', 'CS-210-15PM-BK', 629, 5],
  ]),
  ...product('armor', 'Чохол протиударний Armor', 'Чохли', 'Модель телефону', [
    ['iPhone 15 Pro Max', 'Графіт', 'CS-230-15PM-GR', 789, 4],
    ['Samsung Galaxy S24 Ultra', 'Графіт', 'CS-230-S24U-GR', 789, 4],
  ]),
  ...product('silicone', 'Чохол силіконовий для Samsung', 'Чохли', 'Модель телефону', [
    ['Samsung Galaxy A55', 'Чорний', 'CS-250-A55-BK', 359, 6],
    ['Samsung Galaxy S24 Ultra', 'Чорний', 'CS-250-S24U-BK', 399, 6],
  ]),
  ...product('glass', 'Захисне скло 9H для iPhone', 'Захисне скло', 'Модель телефону', [
    ['iPhone 13 / 14', '', 'GL-310-1314', 249, 6],
    ['iPhone 14 Plus', '', 'GL-310-14PL', 279, 6],
    ['iPhone 15 / 15 Pro', '', 'GL-310-1515P', 249, 6],
  ]),
  ...product('glass-samsung', 'Захисне скло для Samsung', 'Захисне скло', 'Модель телефону', [
    ['Samsung Galaxy S24', '', 'GL-320-S24', 229, 6],
    ['Samsung Galaxy A55', '', 'GL-320-A55', 229, 6],
  ]),
  ...product('charger', 'Мережевий зарядний пристрій VoltUp USB-C', 'Зарядні пристрої', 'Потужність', [
    ['20W', 'Білий', 'CH-410-20W-WH', 459, 5],
    ['35W', 'Білий', 'CH-410-35W-WH', 819, 5],
  ]),
  ...product('power-bank', 'Павербанк MagSafe 5000 mAh', 'Павербанки', 'Title', [
    ['Default Title', '', 'PB-810', 1190, 3],
  ]),
];

beforeAll(() => loadDictionaries());

describe("a Shopify option that is the variant's device", () => {
  it('reads an option of another name as the size, and no size from "Default Title"', () => {
    const facts = factsOf(GADGETS);
    const soft = facts.find((p) => p.name.startsWith('Чохол Soft Touch'));
    expect(soft?.sizes.map((s) => s.size)).toEqual(['iPhone 15', 'iPhone 15 Pro', 'iPhone 15 Pro Max']);
    // One product per colour: the SKUs that write the device short ("15PM") are its sizes, each at its price.
    expect(soft?.code).toBe('CS-210-BK');
    expect(soft?.sizes.find((s) => s.size === 'iPhone 15 Pro Max')?.price).toBe(629);
    const charger = facts.find((p) => p.name.startsWith('Мережевий'));
    expect(charger?.sizes.map((s) => s.size)).toEqual(['20W', '35W']);
    const bank = facts.find((p) => p.name.startsWith('Павербанк'));
    expect(bank?.sizes.map((s) => s.size)).not.toContain('Default Title');
  });
});

describe('sizes that are a device model', () => {
  const sizes = [
    'iPhone 15',
    'iPhone 15 Pro',
    'iPhone 15 Pro Max',
    'iPhone 13 / 14',
    'iPhone 14 Plus',
    'Samsung Galaxy S24',
    'Samsung Galaxy S24 Ultra',
    'Samsung Galaxy A55',
    'Apple Watch 41 мм',
    'AirPods 3',
    'Redmi Note 13',
  ].map((s) => modelSizeOf(s)!);

  it('reads only a size with brand words before its number as a model', () => {
    for (const s of ['42', 'M', '2-3 роки', '190×75', '20W', 'Group 1/2/3 (9-36 kg)', 'Size 42', '164 / ОГ 84'])
      expect([s, modelSizeOf(s)]).toEqual([s, null]);
  });

  it('finds the model however written, the longer of two said at one place', () => {
    const said: Array<[string, string[]]> = [
      ['чохол на 15 про макс', ['iPhone 15 Pro Max']],
      ['15 pro max є?', ['iPhone 15 Pro Max']],
      ['скло на 15 про скільки?', ['iPhone 15 Pro']],
      ['на 14 плюс чохол є?', ['iPhone 14 Plus']],
      ['на айфон 14 скло є?', ['iPhone 13 / 14']],
      ['s24 ultra є?', ['Samsung Galaxy S24 Ultra']],
      ['скільки чохол на самсунг с24 ультра?', ['Samsung Galaxy S24 Ultra']],
      ['для самсунга а55 чохол є?', ['Samsung Galaxy A55']],
      ['ремінець на епл вотч 41 скільки?', ['Apple Watch 41 мм']],
      ['чехол на airpods 3', ['AirPods 3']],
      // The device whose brand was said, not another of that number said bare.
      ['що є на айфон 13?', ['iPhone 13 / 14']],
      ['а на 13?', ['iPhone 13 / 14', 'Redmi Note 13']],
      // A count, a branch's number and a piece of an article code are no model.
      ['Nova Poshta branch 3', []],
      ['CS-210-15PM-BK скільки?', []],
      ['кабель 3 шт', []],
    ];
    for (const [text, spellings] of said)
      expect([text, modelSizesSaid(text, sizes).map((m) => m.spelling)]).toEqual([text, spellings]);
  });

  it('finds a device the shop has no size for', () => {
    expect(unknownModelsSaid('на айфон 12 чохли є?', sizes)).toEqual(['айфон 12']);
    expect(unknownModelsSaid('чохол на Google Pixel 8 є?', sizes)).toEqual(['Google Pixel 8']);
    expect(unknownModelsSaid('на айфон 14 скло є?', sizes)).toEqual([]);
    expect(unknownModelsSaid('Київ, нова пошта 25', sizes)).toEqual([]);
  });

  it('answers the price of the device named, with no unknown code nor unknown word', async () => {
    const { talk } = shopOf(GADGETS);
    const max = await talk('Добрий день! Хочу чохол Armor на 15 про макс, графіт. Скільки?');
    expect(max.text).toMatch(/789/);
    expect(max.text).not.toMatch(/макс»|не бачу/);
    const code = await talk('CS-210-15PM-BK скільки коштує?');
    expect(code.text).toMatch(/629/);
    const ultra = await talk('s24 ultra є?');
    expect(ultra.text).not.toMatch(/артикулом/);
  });

  it('answers each of the few models made for the device, and none for a device no model has', async () => {
    const { talk } = shopOf(GADGETS);
    const both = await talk('скільки чохол на самсунг с24 ультра?');
    expect(both.text).toMatch(/789/);
    expect(both.text).toMatch(/399/);
    const plus = await talk('на 14 плюс чохол є?');
    expect(plus.text).toMatch(/немає/);
    expect(plus.text).not.toMatch(/549|629|789/);
    const twelve = await talk('на айфон 12 чохли є?');
    expect(twelve.text).toMatch(/немає/);
    expect(twelve.text).not.toMatch(/549|629|789/);
  });
});

describe('the device in play', () => {
  it('chooses, of the equal candidates, the one made for the device of the item in play', async () => {
    const { talk } = shopOf(GADGETS);
    const glass = await talk('Soft Touch чорний на 15 про є?', 'і скло на нього скільки?');
    expect(glass.text).toMatch(/249/);
    expect(glass.text).not.toMatch(/229|Samsung/);
  });
});

describe('the device said for two items in one message', () => {
  it('is each item’s own size for that device, priced and summed once each', async () => {
    const { talk } = shopOf(GADGETS);
    const alone = await talk('скло на 15 про скільки?');
    expect(alone.text).toContain('249');
    // The glass fits "iPhone 15 / 15 Pro": not "no size iPhone 15 Pro" beside "yes, iPhone 15 / 15 Pro".
    expect(alone.text).not.toMatch(/немає/);
    const both = await talk('чохол Soft Touch чорний на 15 про і скло на нього, скільки разом?');
    expect(both.text).toMatch(/549 грн \(Чохол Soft Touch[^)]*\) \+ 249 грн \(Захисне скло 9H[^)]*\) = 798 грн/);
    const en = await talk('the Soft Touch case for iPhone 15 Pro in black and the 9H glass for it, what is the total?');
    expect(en.text).toContain('= 798 UAH');
    // The colour said of the case is no colour asked of the glass.
    expect(en.text).not.toMatch(/not in that colou?r/);
  });
});

describe('a question which one', () => {
  it('names each candidate with its code, and a colour only where the stock has one', async () => {
    const glass = await shopOf(GADGETS).talk('захисне скло скільки коштує?');
    expect(glass.text).toContain('Захисне скло для Samsung (GL-320) чи');
    // No candidate's price: the one asked about is not known yet.
    expect(glass.text).not.toMatch(/грн/);
  });
});

describe('kinds of a gadget shop', () => {
  it('knows cases, screen glass, chargers, cables, straps and power banks in three languages', () => {
    const kind = (text: string) => kindsNamed(text).map((k) => k.id);
    expect(kind('чохли до 400')).toContain('case_cover');
    expect(kind('есть стекло на 15')).toContain('screen_protector');
    expect(kind('what chargers do you have?')).toContain('charger');
    expect(kind('шнурок для айфона')).toContain('charging_cable');
    expect(kind('two Sport bands')).toContain('watch_strap');
    expect(kind('сколько стоит павербанк?')).toContain('power_bank');
    expect(kind('do you sell car phone holders?')).toContain('phone_holder');
  });

  it('reads a kind that comes with an item ("з чохлом") as no kind asked, unless it is added ("разом")', () => {
    expect(kindsNamed(withoutWhatComesWith('а які окуляри йдуть з чохлом?')).map((k) => k.id)).not.toContain(
      'case_cover',
    );
    expect(withoutWhatComesWith('а якщо з підвіскою серце разом?')).toBe('а якщо з підвіскою серце разом?');
    expect(withoutWhatComesWith('що є з чохлів?')).toBe('що є з чохлів?');
    // A name that says its item comes with it («Шлейка для котів з повідцем») keeps the words that name it.
    expect(withoutWhatComesWith('the cat harness with a leash', new Set(['leash']))).toBe(
      'the cat harness with a leash',
    );
  });

  it('browses a kind by its word: the chargers', async () => {
    const { talk } = shopOf(GADGETS);
    const chargers = await talk('what chargers do you have?');
    expect(chargers.text).toMatch(/VoltUp/);
  });
});

describe('a Russian word for a Ukrainian name', () => {
  it('is searched in Ukrainian letters too: "силиконовый" finds «силіконовий»', async () => {
    // Letter by letter: one letter from «силіконовий», within a typo.
    expect(ukrainianSpelling('силиконовый')).toBe('сіліконовий');
    expect(ukrainianSpelling('мятный')).toBe('мятний');
    expect(ukrainianSpelling('силіконовий')).toBe('');
    expect(ukrainianSpelling('чехол')).toBe('');
    const { talk } = shopOf(GADGETS);
    const silicone = await talk('ладно, силиконовый для а55 сколько?');
    expect(silicone.text).toMatch(/359/);
  });
});

describe('a fault reported', () => {
  it('is a warranty claim, answered with no price whatever product and size it names', async () => {
    expect(reportsFault('зарядка 20W перестала працювати через два тижні')).toBe(true);
    expect(reportsFault('кабель не працює')).toBe(true);
    expect(reportsFault('the charger stopped working')).toBe(true);
    expect(reportsFault('зарядка 20W скільки?')).toBe(false);
    // A chip reported is a fault; "сколько" is no chip ("скол").
    expect(reportsFault('на чашці скол')).toBe(true);
    expect(reportsFault('а сколько стоит?')).toBe(false);
    const { talk } = shopOf(GADGETS);
    const claim = await talk('зарядка 20W перестала працювати через два тижні, як обміняти по гарантії?');
    expect(claim.text).not.toMatch(/459|819/);
    expect(claim.text).toMatch(/уточн|колег/);
  });
});

describe('a confirmed order', () => {
  it('says its total with the thanks, so the customer sees what was confirmed', () => {
    const line = (price: number) => ({ unit_price: price, line_total: price, quantity: 1 });
    const order = { lines: [line(419), line(699)] } as unknown as OrderDraft;
    const en = new Reply('en', parseDirectives('', 'en'), 'yes, that is all, thanks');
    orderConfirmedTotal(en, order);
    expect(en.toString()).toMatch(/1[ ,\u00a0\u202f]?118/);
    const none = new Reply('ua', parseDirectives('', 'ua'), 'так');
    orderConfirmedTotal(none, { lines: [] } as unknown as OrderDraft);
    expect(none.toString()).toBe('');
  });
});
