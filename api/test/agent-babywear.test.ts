// Shops of kinds no public set has (issue 46): a babywear shop's stock typed by hand in a Google
// Sheet (sizes and colours listed in one cell, "(нема)" marks, ages in months) and a sunglasses and
// watches shop whose characteristics are columns of their own (polarisation, lens colour, width,
// what comes in the box) — through the import, the catalogue, the retriever, the offline draft and the auditor.
import { findHeaderRow, ProductCollector, parseSizes, type Cell } from '../src/modules/knowledge/import/rows';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { Retriever } from '../src/modules/agent/retrieve/retriever';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { audit } from '../src/modules/agent/check/auditor';
import { EMPTY_KNOWLEDGE, type KnowledgeSource, type ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { toProductFact } from '../src/modules/agent/retrieve/knowledge-adapter';
import { intentsIn, sizesIn } from '../src/modules/agent/understand/query';
import { measurementsIn } from '../src/modules/agent/answer/measurements';
import { detailsAsked } from '../src/modules/agent/answer/details';
import type { Product } from '@vitrina/shared/contracts';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { foldMessages } from '../src/modules/agent/state/state-store';
import { readTurn } from '../src/modules/agent/state/read-turn';
import { wantsToOrder } from '../src/modules/orders';
import type { Facts } from '../src/modules/agent/retrieve/retriever';

function collect(rows: Cell[][]) {
  const header = findHeaderRow(rows);
  if (!header) throw new Error('no header');
  const collector = new ProductCollector(header, rows[header.index]);
  rows.slice(header.index + 1).forEach((row, i) => collector.add(row, header.index + 1 + i));
  return collector.result().products;
}

const facts = (products: ReturnType<typeof collect>): ProductFact[] =>
  products
    .map((p, i) => toProductFact({ ...p, id: i, linked_codes: [], lining_codes: [] } as unknown as Product))
    .filter((p): p is ProductFact => p !== null);

function drafter(products: ProductFact[]) {
  const catalogue = new CatalogueIndex(products);
  const knowledge: KnowledgeSource = { ...EMPTY_KNOWLEDGE, catalogue: async () => catalogue };
  const retriever = new Retriever(knowledge, { similar: async () => [] });
  return {
    catalogue,
    draft: async (text: string) => {
      const f = await retriever.retrieve({ userId: 'u', channelId: null, text, fallbackLanguage: 'ua' });
      const out = await new OfflineCommunicator().draft({
        text,
        facts: f,
        language: f.understanding.language,
        instructions: '',
        complaint: null,
      });
      return { facts: f, text: out.text, ok: audit(out.text, f, text).ok };
    },
  };
}

// A sheet as an owner types it: a title, an empty row, the header, a section row, one row per model.
const BABY: Cell[][] = [
  ['Наявність дитячий одяг — оновлено 25.11', null, null, null, null, null, null],
  [null, null, null, null, null, null, null],
  ['Назва', 'Арт.', 'Тканина', 'Кольори', 'Розміри', 'Ціна', 'Примітка'],
  ['БОДІ', null, null, null, null, null, null],
  ['Боді з довгим рукавом', 'B-1', 'інтерлок, бавовна', 'молочний, пудра', '56, 62, 68 (нема), 74', '320 грн', ''],
  ['Шапочка вʼязана', 'H-2', 'бавовна', "сірий, м'ятний (нема)", '0-3 міс / 3-6 міс / 6-12 міс (нема)', '220 грн', ''],
  ['Повзунки', 'P-3', 'бавовна', 'бежевий', '56, 62, 68, 74', '180 грн', 'з закритими ніжками'],
];

describe('a stock typed by hand', () => {
  it('reads sizes listed in one cell, with a spaced slash and a sold-out mark', () => {
    expect(parseSizes('56, 62, 68 (нема), 74', null)).toEqual([
      { size: '56', quantity: null },
      { size: '62', quantity: null },
      { size: '68', quantity: 0 },
      { size: '74', quantity: null },
    ]);
    expect(parseSizes('0-3 міс / 3-6 міс / 6-12 міс (нема)', null).map((s) => [s.size, s.quantity])).toEqual([
      ['0-3 міс', null],
      ['3-6 міс', null],
      ['6-12 міс', 0],
    ]);
    // A pair written with spaces stays one size; a quantity in brackets is still a quantity.
    expect(parseSizes('S / M', 2)).toEqual([{ size: 'S / M', quantity: 2 }]);
    expect(parseSizes('S (2), M (0)', null)).toEqual([
      { size: 'S', quantity: 2 },
      { size: 'M', quantity: 0 },
    ]);
  });

  it('makes a product of each colour a cell lists, a colour marked sold out with none in stock', () => {
    const products = collect(BABY);
    expect(products.map((p) => [p.code, p.color])).toEqual([
      ['B-1', 'молочний'],
      ['B-1', 'пудра'],
      ['H-2', 'сірий'],
      ['H-2', "м'ятний"],
      ['P-3', 'бежевий'],
    ]);
    expect(products[3].sizes.every((s) => s.quantity === 0)).toBe(true);
    expect(products[2].sizes.map((s) => s.quantity)).toEqual([null, null, 0]);
    // A two-tone colour is one colour.
    expect(
      collect([
        ['Арт.', 'Назва', 'Колір', 'Ціна'],
        ['A-1', 'Піжама', 'білий/м’ятний', 500],
      ])[0].color,
    ).toBe('білий/м’ятний');
  });

  it("keeps a column no field takes as the product's characteristic, never a purchase price or a link", () => {
    const [p] = collect([
      ['Артикул', 'Назва', 'Ціна', 'Закупівельна ціна', 'Поляризація', 'Колір', 'Колір лінз', 'Фото', 'Примітка'],
      ['SG-1', 'Окуляри', 690, 300, 'Так', 'чорний', 'сірий', 'https://x.ua/1.jpg', 'чохол у комплекті'],
    ]);
    expect(p.description.split('\n')).toEqual(['Поляризація: Так', 'Колір лінз: сірий', 'Примітка: чохол у комплекті']);
    expect(p.description).not.toContain('300');
  });

  it("advises a baby's size from an age in months, said in months", async () => {
    expect(measurementsIn('дитині 5 місяців').ageMonths).toBe(5);
    expect(measurementsIn('сыну 2 года').ageMonths).toBeUndefined();
    const { draft } = drafter(facts(collect(BABY)));
    const d = await draft('дитині 5 місяців, який розмір повзунків брати?');
    expect(d.facts.sizeAdvice).toMatchObject({ chart: 'kids', suggested: ['68'] });
    expect(d.text).toContain('у 5 місяців зазвичай підходить розмір 68');
    expect(d.ok).toBe(true);
    // An age size is matched by months: 8 months is the sold-out 6-12 months.
    const hat = await draft('шапочку на 8 місяців маєте?');
    expect(hat.text).toContain('такого розміру зараз немає');
    expect(hat.ok).toBe(true);
  });

  it("browses by a child's age or height: the sizes a child of it wears", async () => {
    const { draft } = drafter(facts(collect(BABY)));
    const nine = await draft('що є на 9 місяців?');
    expect(nine.facts.browse?.request.sizes).toEqual(['74', '9 міс']);
    // The body is sold out in 68 only; the hat's 6-12 months is sold out.
    expect(nine.text).toContain('B-1');
    expect(nine.text).not.toContain('H-2');
    const tall = await draft('що є на зріст 56?');
    expect(tall.text).toContain('P-3');
    expect(tall.ok).toBe(true);
  });

  it('reads an age size in any language\'s unit, and "М\'ятний" as no size M', () => {
    const { catalogue } = drafter(facts(collect(BABY)));
    expect(catalogue.read('шапочку 3-6 мес есть?').sizes).toEqual(['3-6 міс']);
    expect(catalogue.read('hat for 3-6 months').sizes).toEqual(['3-6 міс']);
    expect(catalogue.read('шапочка на 6 є?').sizes).toEqual([]);
    expect(sizesIn("М'ятний, сірий")).toEqual([]);
    expect(sizesIn('М є?')).toEqual(['M']);
  });
});

const EYEWEAR: ProductFact[] = [
  {
    ...base('SG-101', 'Сонцезахисні окуляри авіатори поляризовані, чорні', 'чорний', 690),
    details: [
      { label: 'Поляризація', value: 'Так' },
      { label: 'Ширина оправи, мм', value: '140' },
      { label: 'Комплектація', value: 'чохол, серветка' },
    ],
  },
  {
    ...base('SG-102', 'Сонцезахисні окуляри авіатори, золота оправа', 'золотий', 590),
    details: [
      { label: 'Колір лінз', value: 'зелений (G-15)' },
      { label: 'Поляризація', value: 'Ні' },
    ],
  },
  base('W-1', 'Годинник чоловічий на шкіряному ремінці', 'сріблястий', 1850),
];

function base(code: string, name: string, colour: string, price: number): ProductFact {
  return {
    code,
    name,
    colour,
    price,
    currency: 'UAH',
    material: null,
    lining: null,
    sizes: [{ size: '', quantity: 3 }],
    linkedCodes: [],
  };
}

describe('products without sizes, told apart by their characteristics', () => {
  it('names the few models a word of their own names shares, and a colour picks one', async () => {
    const { catalogue, draft } = drafter(EYEWEAR);
    expect(
      catalogue
        .read('авіатори скільки?')
        .ambiguous.map((m) => m.variants[0].code)
        .sort(),
    ).toEqual(['SG-101', 'SG-102']);
    // Written in Latin letters ("aviators"), with a property only one of them has: that one.
    expect((await draft('do you have polarized aviators? how much?')).text).toContain('690 UAH');
    const black = await draft('скільки коштують чорні авіатори?');
    expect(black.text).toContain('690 грн');
    expect(black.text).not.toContain('590');
  });

  it('answers a question about a characteristic with its value, and the auditor accepts its figures', async () => {
    expect(detailsAsked(EYEWEAR[0], 'а з чохлом?').map((d) => d.label)).toEqual(['Комплектація']);
    expect(detailsAsked(EYEWEAR[0], 'вони поляризаційні?').map((d) => d.label)).toEqual(['Поляризація']);
    expect(detailsAsked(EYEWEAR[0], 'скільки коштують?')).toEqual([]);
    const { draft } = drafter(EYEWEAR);
    // "в комплекті з чохлом?" asks what comes with them: no set asked, the auditor lets it through.
    const kit = await draft('чорні авіатори в комплекті з чохлом?');
    expect(kit.text).toContain('Комплектація: чохол, серветка');
    expect(kit.ok).toBe(true);
    const width = await draft('яка ширина у чорних авіаторів?');
    expect(width.text).toContain('Ширина оправи, мм: 140');
    expect(width.ok).toBe(true);
    // A code-like word of a characteristic ("G-15") is the shop's data, not an unknown article.
    const quoted = await draft('скільки коштують авіатори G-15?');
    expect(quoted.facts.unknownCodes).toEqual([]);
    expect(quoted.text).not.toContain('артикулом');
    const lens = await draft('які лінзи у золотих авіаторів?');
    expect(lens.text).toContain('Колір лінз: зелений (G-15)');
    expect(lens.ok).toBe(true);
  });

  it('reads "давайте їх" and "берем" as an order, a warranty as the shop\'s policy', () => {
    expect(intentsIn('ок, давайте їх')).toContain('order');
    expect(intentsIn('дорого, тогда первые берем')).toContain('order');
    expect(intentsIn('давайте подумаю')).not.toContain('order');
    expect(intentsIn('яка гарантія на годинники?')).toContain('returns');
  });
});

const WATCHES: ProductFact[] = [
  { ...base('W-1', 'Годинник кварцовий на шкіряному ремінці', 'сріблястий', 1850), audience: 'Чоловічі' },
  { ...base('W-2', 'Годинник хронограф на металевому браслеті', 'чорний', 2490), audience: 'Чоловічі' },
  { ...base('W-3', 'Годинник з міланським браслетом', 'рожеве золото', 1290), audience: 'Жіночі' },
];

describe('a conversation about products told apart by whom they are for, or by colour', () => {
  it('picks, among candidates, the one for whom the item in focus is', async () => {
    const catalogue = new CatalogueIndex(WATCHES);
    const knowledge: KnowledgeSource = { ...EMPTY_KNOWLEDGE, catalogue: async () => catalogue };
    const retriever = new Retriever(knowledge, { similar: async () => [] });
    const state = foldMessages(catalogue, emptyState(), [
      { text: 'годинник на шкіряному ремінці є?', fromShop: false },
    ]);
    expect(state.focus?.code).toBe('W-1');
    const f = await retriever.retrieve({
      userId: 'u',
      channelId: null,
      text: 'а на браслете есть?',
      fallbackLanguage: 'ua',
      state,
    });
    expect(f.products.map((p) => p.code)).toEqual(['W-2']);
    // With no item in focus the customer is asked which.
    const none = await retriever.retrieve({
      userId: 'u',
      channelId: null,
      text: 'а на браслете есть?',
      fallbackLanguage: 'ua',
    });
    expect((none.ambiguous ?? []).map((p) => p.code).sort()).toEqual(['W-2', 'W-3']);
  });

  it('takes a colour the item in focus lacks for the item asked about before that has it', () => {
    const { catalogue } = drafter([
      base('KV-1', 'Комплект на виписку', 'білий', 1250),
      base('KV-1', 'Комплект на виписку', 'пудра', 1250),
      base('PN-2', 'Подарунковий набір', 'молочний', 980),
    ]);
    const state = foldMessages(catalogue, emptyState(), [
      { text: 'комплект на виписку є?', fromShop: false },
      { text: 'а подарунковий набір скільки?', fromShop: false },
    ]);
    expect(state.focus?.code).toBe('PN-2');
    expect(readTurn(catalogue, { text: 'беру пудровий', fromShop: false }, state).recoloured).toMatchObject({
      code: 'KV-1',
      colour: 'пудра',
    });
  });

  it('answers a model named by its own word asked of a fabric it lacks with its fabric', async () => {
    const { draft } = drafter([
      { ...base('KS-6', 'Костюм "Ведмедик"', 'бежевий', 690), material: 'фліс' },
      base('KS-7', 'Костюм спортивний', 'сірий', 590),
    ]);
    const d = await draft('костюм ведмедик бавовняний?');
    expect(d.text).toContain('Склад: фліс');
    expect(d.text).not.toContain('не бачу');
  });

  it('reads "давайте їх" and "берем" as taking the item in the order\'s reader too', () => {
    expect(wantsToOrder([{ text: 'ок, давайте їх' }])).toBe(true);
    expect(wantsToOrder([{ text: 'тогда первые берем' }])).toBe(true);
    expect(wantsToOrder([{ text: 'давайте подумаю' }])).toBe(false);
  });

  it("checks a branch's number as a number, not as a size", () => {
    const facts = {
      understanding: { language: 'ua', intents: [], codes: [], sizes: [], colours: [], problem: null },
      products: [],
      otherColours: [],
      unknownCodes: [],
      notInCatalogue: [],
      publication: null,
      shop: { delivery: null, payment: null, returns: null, contacts: null },
      ownerAnswers: [],
      corrections: [],
      order: {
        conversation_id: 'c',
        intent: true,
        lines: [],
        item_choices: [],
        customer_name: 'Олег',
        phone: '+380991234567',
        delivery: { city: 'Рівне', type: 'NOVA_POSHTA_BRANCH', branch: '40', address: null },
        payment: 'COD',
        total: 0,
        missing: [],
      },
    } as unknown as Facts;
    expect(audit('Доставка: Нова пошта, Рівне, відділення №40.', facts, 'а коли відправите?').ok).toBe(true);
    expect(audit('Доставка: Нова пошта, Рівне, відділення №42.', facts, 'а коли відправите?').ok).toBe(false);
  });
});

describe('a property asked alone, and kinds and purposes the lexicon knows', () => {
  it('asks among the models whose names have a property asked alone ("є поляризаційні?")', async () => {
    const { draft } = drafter([
      ...EYEWEAR,
      base('SG-104', 'Сонцезахисні окуляри вайфарер поляризовані', 'чорний матовий', 750),
    ]);
    const d = await draft('є поляризаційні?');
    expect((d.facts.ambiguous ?? []).map((p) => p.code).sort()).toEqual(['SG-101', 'SG-104']);
    // A property no name has narrows nothing and names nothing.
    expect((await draft('а шовкові є?')).facts.ambiguous ?? []).toEqual([]);
  });

  it('reads a romper as a пісочник, and glasses "for a computer" as a kind the shop lacks', async () => {
    const { draft } = drafter([base('PS-8', 'Пісочник мусліновий', 'пудра', 390), ...EYEWEAR]);
    expect((await draft('how much is the muslin romper?')).text).toContain('390');
    expect((await draft("є окуляри для комп'ютера?")).text).toContain('не бачу');
  });
});
