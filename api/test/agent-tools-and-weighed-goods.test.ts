// Shops of tools and of tea and sweets: stock exports that group variants by a handle with SKUs of
// their own (Loyverse, Shopify), 1C's two code columns, kits said by their own words, goods priced
// per kilogram, a maker's model mark quoted as a code (src/modules/knowledge/import/,
// src/modules/agent/understand/kit-sizes.ts, answer/lengths.ts, retrieve/catalogue.ts).
import type { Cell, ParsedProduct } from '../src/modules/knowledge/import/rows';
import { readRows } from './fixtures/read-rows';
import { mapColumns } from '../src/modules/knowledge/import/columns';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { kitSizeSaid } from '../src/modules/agent/understand/kit-sizes';
import { soldByWeight, weightsIn } from '../src/modules/agent/answer/lengths';
import { countsBeyondSizes, countsIn } from '../src/modules/agent/answer/quantities';
import { quantityIn } from '../src/modules/agent/state/read-turn';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { foldMessages } from '../src/modules/agent/state/state-store';
import { sizeLabel } from '../src/modules/agent/answer/reply';
import { shopOf } from './agent-shop';
import { emptyFields, readFields } from '../src/lib/order-fields';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { productFact } from './fixtures/product-fact';
import { offlineDrafter } from './fixtures/offline-draft';

beforeAll(() => loadDictionaries());

const read = readRows;

const line = (p: ParsedProduct) =>
  `${p.code} «${p.name}»: ${p.sizes.map((s) => `${s.size}=${s.quantity}${s.sku ? `@${s.sku}` : ''}${s.price ? ` ${s.price}` : ''}`).join(', ')}`;

describe("a Loyverse export: a handle's variants with SKUs of their own", () => {
  const HEADER = ['Handle', 'SKU', 'Name', 'Category', 'Option 1 name', 'Option 1 value', 'Cost', 'Price', 'In stock'];
  const products = read([
    HEADER,
    [
      'dnipro-m-cd218q',
      10021,
      'Шуруповерт Dnipro-M CD-218Q',
      'Акумуляторний',
      'Комплектація',
      'без АКБ і ЗП',
      1630,
      2190,
      4,
    ],
    [
      'dnipro-m-cd218q',
      10022,
      'Шуруповерт Dnipro-M CD-218Q',
      'Акумуляторний',
      'Комплектація',
      '1 АКБ 2 Ач + ЗП',
      2400,
      3290,
      0,
    ],
    [
      'dnipro-m-cd218q',
      10023,
      'Шуруповерт Dnipro-M CD-218Q',
      'Акумуляторний',
      'Комплектація',
      '2 АКБ 4 Ач + ЗП, кейс',
      3300,
      4590,
      2,
    ],
    ['bosch-gsb13', 10041, 'Дриль ударний Bosch GSB 13 RE', 'Мережевий', '', '', 1700, 2350, 3],
  ]);

  it('makes one product of the handle in its first SKU, each kit a size with its own SKU and price', () => {
    expect(products.map(line)).toEqual([
      '10021 «Шуруповерт Dnipro-M CD-218Q»: без АКБ і ЗП=4, 1 АКБ 2 Ач + ЗП=0@10022 3290, 2 АКБ 4 Ач + ЗП, кейс=2@10023 4590',
      '10041 «Дриль ударний Bosch GSB 13 RE»: ',
    ]);
  });
});

describe("a 1C export with 'Код' and 'Артикул'", () => {
  it("quotes the article, not the accounting system's number", () => {
    const map = mapColumns(['Код', 'Артикул', 'Номенклатура', 'Ціна роздрібна, грн', 'Залишок']);
    expect(map.code).toBe(1);
    // Alone, 'Код' is still the code.
    expect(mapColumns(['Код', 'Назва', 'Ціна']).code).toBe(0);
  });
});

describe('a kit said by the words only it has', () => {
  const kits = ['без АКБ і ЗП', '1 АКБ 2 Ач + ЗП', '2 АКБ 4 Ач + ЗП'];
  it('reads the battery, the bare tool and the blade size, in Ukrainian and English', () => {
    expect(kitSizeSaid('cd218q на 2 акб 4Ач скільки?', kits)).toBe('2 АКБ 4 Ач + ЗП');
    expect(kitSizeSaid('is the dnipro drill with the 2 Ah battery in stock?', kits)).toBe('1 АКБ 2 Ач + ЗП');
    expect(kitSizeSaid('шуруповерт без акумулятора', kits)).toBe('без АКБ і ЗП');
    expect(kitSizeSaid('I need 2 of them, body only', kits)).toBe('без АКБ і ЗП');
    expect(kitSizeSaid('диск 190 є?', ['160×20 мм, 24 зуб.', '190×30 мм, 48 зуб.'])).toBe('190×30 мм, 48 зуб.');
  });

  it("reads a kit's word said as the start of a longer one ('електрична', 'з електроприводом' of «Електро 12 В»)", () => {
    const drives = ['Ручний', 'Електро 12 В'];
    expect(kitSizeSaid('медогонка з електроприводом є?', drives)).toBe('Електро 12 В');
    expect(kitSizeSaid('медогонка електрична почому?', drives)).toBe('Електро 12 В');
    expect(kitSizeSaid('медогонка є?', drives)).toBeNull();
  });

  it('says nothing of a count, of words every kit has, or of ages two sizes share', () => {
    expect(kitSizeSaid('шуруповерт 2 шт', kits)).toBeNull();
    expect(kitSizeSaid('шуруповерт з акб', kits)).toBeNull();
    expect(kitSizeSaid('на 3 роки', ['2-3 роки', '3-4 роки', '5-6 років'])).toBeNull();
  });
});

describe('goods priced per kilogram', () => {
  it('reads weights in grams and kilograms, in figures and words', () => {
    expect(weightsIn('пів кіло рахат лукуму').map((w) => w.kg)).toEqual([0.5]);
    expect(weightsIn('300 грам').map((w) => w.kg)).toEqual([0.3]);
    expect(weightsIn('два кіло і 1,5 кг').map((w) => w.kg)).toEqual([2, 1.5]);
    expect(weightsIn('half a kilo please').map((w) => w.kg)).toEqual([0.5]);
  });

  it('knows them by the name or by the unit column', () => {
    expect(soldByWeight({ name: 'Рахат-лукум асорті (ваговий)' })).toBe(true);
    expect(soldByWeight({ name: 'Цукерки', variants: [{ details: [{ label: 'Од. вим.', value: 'кг' }] }] })).toBe(true);
    expect(soldByWeight({ name: 'Цукерки', variants: [{ details: [{ label: 'Од. вим.', value: 'шт' }] }] })).toBe(
      false,
    );
  });
});

/** A product with a price per size. */
const priced = (code: string, name: string, sizes: Array<[string, number, number]>): ProductFact => ({
  ...productFact(code, name, '', [], sizes[0][2]),
  sizes: sizes.map(([size, quantity, price]) => ({ size, quantity, price })),
});

describe('drafts for a tools and a tea shop', () => {
  const tools = new CatalogueIndex([
    priced('10021', 'Шуруповерт акумуляторний Dnipro-M CD-218Q', [
      ['без АКБ і ЗП', 4, 2190],
      ['1 АКБ 2 Ач + ЗП', 0, 3290],
      ['2 АКБ 4 Ач + ЗП', 2, 4590],
    ]),
    priced('10061', 'Акумулятор Makita BL18 LXT 18V', [
      ['4 Ач', 1, 3640],
      ['5 Ач', 1, 4180],
    ]),
    priced('10121', 'Рулетка Stanley FatMax', [
      ['5 м', 6, 540],
      ['10 м', 2, 930],
    ]),
    priced('10131', 'Рукавиці робочі з нітриловим покриттям', [
      ['8', 20, 65],
      ['9', 3, 65],
      ['10', 15, 65],
    ]),
    priced('10091', 'Бур SDS-plus Bosch S3', [
      ['6 мм', 15, 89],
      ['10 мм', 0, 118],
      ['12 мм', 4, 149],
    ]),
  ]);
  const draftTools = offlineDrafter(tools);

  it("finds a model by its maker's mark and its kit by its words", async () => {
    const { text } = await draftTools('cd218q на 2 акб 4Ач скільки?');
    expect(text).toContain('4590');
    expect(text).not.toContain('3640');
  });

  it('does not take "5 м" of a tape for the battery\'s "5 Ач", nor "10 розмір" for a drill\'s "10 мм"', async () => {
    const tape = await draftTools('2 рулетки по 10 м скільки?');
    expect(tape.text).toContain('1860');
    expect(tape.text).not.toMatch(/10 мм|5 Ач/);
    const gloves = await draftTools('рукавиці 10 розмір 5 пар скільки?');
    expect(gloves.text).toContain('325');
    expect(gloves.text).not.toContain('10 мм');
  });

  it('sums one of each size said ("по одному")', async () => {
    const { text } = await draftTools('бури 6 і 12 мм по одному скільки?');
    expect(text).toContain('238');
  });

  const tea = new CatalogueIndex([
    priced('GT-012', 'Чай зелений Сенча (Японія)', [
      ['50 г', 12, 145],
      ['100 г', 6, 275],
    ]),
    priced('OL-024', 'Улун молочний Най Сян', [
      ['50 г', 0, 165],
      ['100 г', 4, 310],
    ]),
    { ...productFact('SW-065', 'Рахат-лукум асорті (ваговий)', '', [['', 3]], 480) },
    { ...productFact('PU-007-357', 'Пуер шу (Юньнань)', 'млинець 357 г', [['', 2]], 1290) },
  ]);
  const draftTea = offlineDrafter(tea);

  it('prices a weight of goods sold by the kilogram, and says the price is per kilogram', async () => {
    const { text } = await draftTea('пів кіло рахат лукуму скільки буде?');
    expect(text).toContain('за кг');
    expect(text).toContain('240');
    // A weight said in a shop that sells by weight is no one's body weight: no size advice.
    expect((await draftTea('2 кг лукуму є? скільки буде?')).text).not.toMatch(/XS|розмірною сіткою/);
  });

  it("reads a colour word of the model's own name as its name, and browses a kind its name's colour says", async () => {
    const milky = await draftTea('молочний улунчик почому?');
    expect(milky.text).toContain('310');
    expect(milky.text).not.toMatch(/кольор/);
    const green = await draftTea('який у вас є зелений чай?');
    expect(green.text).toContain('Сенча');
    expect(green.text).not.toContain('Улун');
  });

  it('finds a code whose last part is a pack the customer leaves out ("PU-007" of PU-007-357)', async () => {
    expect((await draftTea('price of PU-007?')).text).toContain('1290');
  });

  it('reads "5 пар" after a size word as a count', () => {
    expect(countsIn('рукавиці 10 розмір 5 пар скільки?').map((c) => c.count)).toEqual([5]);
  });
});

describe('a tea and a pet-food shop over a conversation', () => {
  const TEA: Cell[][] = [
    ['Артикул', 'Номенклатура', 'Характеристика', 'Ціна роздрібна, грн', 'Залишок'],
    ['OL-024-050', 'Улун молочний Най Сян', '50 г', 165, 0],
    ['OL-024-100', 'Улун молочний Най Сян', '100 г', 310, 4],
    ['SW-075-250', 'Мед гречаний', '250 г', 175, 6],
    ['SW-070-A', 'Пастила фруктова без цукру', 'яблуко, 100 г', 98, 9],
    ['SW-070-G', 'Пастила фруктова без цукру', 'груша, 100 г', 98, 5],
  ];

  it('gives the size said before "і ще" to the item in focus, in the answer and in the state', async () => {
    const tea = shopOf(TEA);
    const reply = await tea.talk(
      'привіт! молочний улун 50 г є?',
      'ок, тоді 100 г, і ще мед гречаний 250 г. скільки разом?',
    );
    expect(reply.text).toContain('485');
    const state = foldMessages(tea.catalogue, emptyState(), [
      { text: 'привіт! молочний улун 50 г є?', fromShop: false },
      { text: 'ок, тоді 100 г, і ще мед гречаний 250 г. скільки разом?', fromShop: false },
    ]);
    expect(state.items.map((i) => [i.code, i.size])).toEqual(
      expect.arrayContaining([
        ['OL-024', '100 г'],
        ['SW-075-250', '250 г'],
      ]),
    );
  });

  it('knows a flavour asked in English ("pear" of «груша»)', async () => {
    const { text } = await shopOf(TEA).talk('do you have the pear pastila?');
    // The pear one, its flavour said in English.
    expect(text).toContain('SW-070-G');
    expect(text).toMatch(/pear/i);
    expect(text).not.toMatch(/яблуко|apple|SW-070-A/i);
  });

  const PETS: Cell[][] = [
    ['Арт.', 'Назва', 'Смак', 'Фасовка', 'Ціна', 'Є, шт'],
    ['КТ-02/400', 'Kitten сухий корм Royal Canin', 'птиця', '400г', 310, 4],
    ['КТ-02/2', 'Kitten сухий корм Royal Canin', 'птиця', '2 кг', 1390, 0],
    ['КТ-04/3', 'Senior 7+ сухий корм Purina Pro Plan', 'курка', '3 кг', 1570, 0],
    ['СБ-11/800', 'Mini Adult сухий корм Royal Canin', 'птиця', '800г', 395, 7],
    ['СБ-11/2', 'Mini Adult сухий корм Royal Canin', 'птиця', '2 кг', 890, 2],
    ['КТ-06/Я', 'Gold паштет вологий корм 85 г Gourmet', 'яловичина', '1 банка', 39, 30],
    ['КТ-06/Я-24', 'Gold паштет вологий корм 85 г Gourmet', 'яловичина', 'упаковка 24 шт', 850, 2],
  ];

  it("reads a pet's life stage and age, not a bag's weight, and a pack code as the product's size", async () => {
    const pets = shopOf(PETS);
    const kitten = await pets.talk('для кошеняти 3 місяці який корм є?');
    expect(kitten.text).toContain('Kitten');
    expect(kitten.text).not.toMatch(/3 кг/);
    expect(pets.catalogue.read('а для дорослої собачки малої породи що є?').sizes).toEqual([]);
    const gourmet = await pets.talk('гурме по чому?');
    expect(gourmet.text).toContain('850');
    expect(gourmet.text).toContain('39');
  });
});

describe('a size said with its count word', () => {
  it('is the size of a set sold by its count, not so many pieces', () => {
    expect(quantityIn('add a 32 pcs bit set please', ['32 шт'])).toBeNull();
    expect(quantityIn('add 2 bit sets please', ['32 шт'])).toBe(2);
    expect(countsBeyondSizes('візьму 30 порцій пунш', ['30 порцій'])).toEqual([]);
    expect(countsBeyondSizes('возьму 3 пары, одну 40-41 и две 36-37', ['40-41', '36-37']).map((c) => c.count)).toEqual([
      3, 2,
    ]);
  });

  it('says the units of an English answer in English', () => {
    expect(sizeLabel('32 шт', 'en')).toBe('32 pcs');
    expect(sizeLabel('2 АКБ 4 Ач + ЗП', 'en')).toBe('2 АКБ 4 Ah + ЗП');
    expect(sizeLabel('250 г', 'en')).toBe('250 g');
    expect(sizeLabel('600 мл', 'en')).toBe('600 ml');
  });
});

describe('an item named by a code all its colours share', () => {
  const PAPER: Cell[][] = [
    ['Артикул', 'Назва', 'Колір', 'Розлінування', 'Ціна', 'Залишок'],
    ['SCR-A5-BK-D', 'Блокнот Scribe A5', 'чорний', 'крапка', 289, 0],
    ['SCR-A5-BK-K', 'Блокнот Scribe A5', 'чорний', 'клітинка', 289, 4],
    ['SCR-A5-OL-D', 'Блокнот Scribe A5', 'оливковий', 'крапка', 289, 5],
    ['PS-10', 'Тримач PopSocket', '', '', 149, 7],
  ];

  it('is kept in the colour said with it, and a total asked of one item is answered', async () => {
    const shop = shopOf(PAPER);
    const state = foldMessages(shop.catalogue, emptyState(), [
      { text: 'Блокнот SCR-A5 оливковий в крапку є?', fromShop: false },
    ]);
    expect(state.focus).toMatchObject({ colour: 'оливковий' });
    expect((await shop.talk('popsocket, what is the total?')).text).toContain('149');
  });
});

describe('a phone-accessory shop', () => {
  const CASES: Cell[][] = [
    ['SKU', 'Name', 'Size', 'Price', 'Stock'],
    ['GL-9H-1314', 'Захисне скло 9H Full Glue', 'iPhone 13/14', 199, 6],
    ['GL-9H-15', 'Захисне скло 9H Full Glue', 'iPhone 15', 199, 0],
    ['CC-MS-13', 'Чохол Clear Case з MagSafe', 'iPhone 13', 399, 3],
    ['CC-MS-14P', 'Чохол Clear Case з MagSafe', 'iPhone 14 Pro', 399, 2],
    ['STR-01', 'Ремінець-шнурок для телефону crossbody', 'one size', 289, 5],
    ['AR-7', 'Чохол Armor протиударний', 'Redmi Note 13', 349, 4],
  ];

  it('reads a device said alone as the size of the glass that fits it ("iPhone 13/14")', () => {
    expect(shopOf(CASES).catalogue.read('do you have a screen protector for iPhone 14?').sizes).toEqual([
      'iPhone 13/14',
    ]);
  });

  it('asks which phones an item is for as its sizes, naming no item by "телефони"', async () => {
    const { catalogue, talk } = shopOf(CASES);
    expect(catalogue.read('на які телефони є clear case?').models.map((m) => m.name)).toEqual([
      'Чохол Clear Case з MagSafe',
    ]);
    expect((await talk('what phones is the clear case for?')).text).toMatch(/iPhone 13.*iPhone 14 Pro/);
  });

  it('says a short code the shop does not have is not found ("AR-9")', async () => {
    expect(shopOf(CASES).catalogue.read('AR-9 скільки?').unknownCodes).toEqual(['AR-9']);
  });
});

describe('pet food for a stage of life and treats by size', () => {
  const FOOD: Cell[][] = [
    ['Арт.', 'Назва', 'Смак', 'Фасовка', 'Ціна', 'Є, шт'],
    ['КТ-04/3', 'Senior 7+ сухий корм Purina Pro Plan', 'курка', '3 кг', 1570, 2],
    ['КТ-05/4', 'сухий корм для дорослих котів Optimeal', 'курка', '4 кг', 990, 3],
    ['СБ-14/2', 'Puppy Small Breed сухий корм Acana', 'курка', '2 кг', 1580, 0],
    ['ЛС-22/S', 'Dentastix жувальні палички Pedigree', 'курка', 'S', 115, 10],
    ['ЛС-22/M', 'Dentastix жувальні палички Pedigree', 'курка', 'M', 139, 6],
  ];

  it('leaves out the food named for another stage than the one said', async () => {
    const { text } = await shopOf(FOOD).talk('здравствуйте, про план для пожилого кота есть?');
    expect(text).toContain('Senior');
    expect(text).not.toContain('Optimeal');
  });

  it('reads "small" of treats sold in S, M, L as their size, not as «Puppy Small Breed»', () => {
    const reading = shopOf(FOOD).catalogue.read('one pack of dentastix small please');
    expect(reading.models.map((m) => m.name)).toEqual(['Dentastix жувальні палички Pedigree']);
    expect(reading.sizes).toEqual(['S']);
  });
});

describe("the recipient's name after a size with its unit", () => {
  it('is read after "5 m." as after any sentence\'s end', () => {
    const fields = readFields(
      emptyFields(),
      'hi, I want 2 stanley tape measures 5 m. Oleh Bondarenko, +380671234567, Kharkiv, Nova Poshta branch 31',
    );
    expect(fields.customerName).toBe('Oleh Bondarenko');
    expect(fields.phone).toBe('+380671234567');
  });
});
