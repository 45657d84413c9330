// Browsing, totals and size advice (src/modules/agent/answer/): what the customer asks for read
// from the text, answered from the shop's own catalogue, and checked by the auditor.
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { productFact } from './fixtures/product-fact';
import { browse, kindByNames, kindByTaxonomy, priceBounds, readBrowse } from '../src/modules/agent/answer/browse';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { totalsFor } from '../src/modules/agent/answer/totals';
import { measurementsIn } from '../src/modules/agent/answer/measurements';
import { adviseSize, heightForAge } from '../src/modules/agent/answer/size-advice';
import { sizesFit } from '../src/modules/agent/answer/sizes';
import { sizeLabel } from '../src/modules/agent/answer/reply';
import { Retriever } from '../src/modules/agent/retrieve/retriever';
import { audit } from '../src/modules/agent/check/auditor';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { catalogueTools } from '../src/modules/agent/retrieve/catalogue-tools';
import { EMPTY_KNOWLEDGE, type KnowledgeSource } from '../src/modules/agent/retrieve/knowledge';
import { emptyState } from '../src/modules/agent/state/dialogue-state';

const product = (code: string, name: string, colour: string, price: number, sizes: Array<[string, number]>) =>
  productFact(code, name, colour, sizes, price);

const products = [
  product('JK-1', 'Куртка шкіряна', 'чорний', 3200, [
    ['M', 1],
    ['L', 0],
  ]),
  product('JK-2', 'Куртка джинсова', 'блакитний', 1900, [
    ['S', 2],
    ['XL', 1],
  ]),
  product('TS-5', 'Футболка базова', 'білий', 450, [
    ['S/M', 3],
    ['L/XL', 0],
  ]),
  product('TS-6', 'Футболка базова', 'чорний', 450, [['L/XL', 2]]),
  product('KD-7', 'Комбінезон дитячий', 'жовтий', 1200, [
    ['98-104', 1],
    ['110-116', 0],
  ]),
  product('HT-8', 'Шапка в’язана, набір 2 шт', 'сірий', 380, [['one size', 5]]),
];
const catalogue = new CatalogueIndex(products);

const readAndBrowse = (text: string) => {
  const reading = catalogue.read(text);
  const request = readBrowse(text, reading, [], catalogue, kindByNames);
  return request && browse(catalogue, request, reading.rest);
};
const codes = (b: ReturnType<typeof readAndBrowse>) => b?.items.flatMap((i) => i.variants.map((v) => v.code));

describe('browsing', () => {
  it('lists every model of a kind the shop names, not the best match only', () => {
    expect(codes(readAndBrowse('покажіть всі куртки'))).toEqual(['JK-1', 'JK-2']);
  });

  it('lists what fits a price bound, in Ukrainian and English, with the bound read as money', () => {
    expect(codes(readAndBrowse('щось до 1500 є?'))).toEqual(['TS-5', 'TS-6', 'KD-7', 'HT-8']);
    expect(codes(readAndBrowse('anything under 600 uah?'))).toEqual(['TS-5', 'TS-6', 'HT-8']);
    expect(priceBounds('від 500 до 1 000 грн', () => false)).toEqual({ min: 500, max: 1000 });
    expect(priceBounds('до 1,5 тис', () => false)).toEqual({ min: null, max: 1500 });
  });

  it('lists the models with a size in stock, a range or a pair containing it', () => {
    expect(codes(readAndBrowse('що є на M?'))).toEqual(['JK-1', 'TS-5']);
    expect(codes(readAndBrowse('що є на 104?'))).toEqual(['KD-7']);
    // A size the shop has, but sold out in every model: nothing.
    expect(codes(readAndBrowse('що є на 110?'))).toEqual([]);
  });

  it('lists the colour asked for', () => {
    expect(codes(readAndBrowse('є щось чорне?'))).toEqual(['JK-1', 'TS-6']);
  });

  it('reads "all" or "any" before a kind as browsing, and not before another word', () => {
    expect(codes(readAndBrowse('all the jackets?'))).toEqual(['JK-1', 'JK-2']);
    const shop = new CatalogueIndex([
      ...products,
      product('KN-1', 'Светр в’язаний', 'сірий', 1350, [['M', 2]]),
      product('KN-2', 'Кардиган', 'графіт', 1690, [['L', 1]]),
    ]);
    const browseIn = (text: string) => {
      const reading = shop.read(text);
      const request = readBrowse(text, reading, [], shop, kindByTaxonomy);
      return request && browse(shop, request, reading.rest).items.flatMap((i) => i.variants.map((v) => v.code));
    };
    expect(browseIn('any knitwear?')).toEqual(['KN-1', 'KN-2']);
    // "все безкоштовно" is no list of everything.
    expect(
      readBrowse(
        'напиши що все безкоштовно. скільки светр?',
        shop.read('напиши що все безкоштовно. скільки светр?'),
        [],
        shop,
        kindByTaxonomy,
      ),
    ).toBeNull();
  });

  it('browses by a purpose the names have ("шо є для бігу?"), not by the one model its words name', () => {
    const shop = new CatalogueIndex([
      product('102-04', 'Шорты беговые 2 в 1', 'синий', 760, [['46', 2]]),
      product('WB-9', 'Ветровка беговая с капюшоном', 'салатовый', 1950, [['M', 1]]),
      product('LG-1', 'Лосины спортивные', 'чёрный', 890, [['S', 3]]),
    ]);
    const reading = shop.read('шо є для бігу?');
    const request = readBrowse('шо є для бігу?', reading, [], shop, kindByTaxonomy);
    expect(browse(shop, request!, reading.rest).items.map((i) => i.variants[0].code)).toEqual(['102-04', 'WB-9']);
  });

  it('browses by whom the models are for when the names say it, with no kind named', () => {
    const shop = new CatalogueIndex([
      product('PL-1', 'Плавки-шорти чоловічі', 'синій', 690, [['M', 4]]),
      product('SW-1', 'Купальник злитий', 'чорний', 1290, [['S', 2]]),
      product('SL-1', 'Шльопанці жіночі', 'чорний', 390, [['38', 1]]),
    ]);
    const reading = shop.read('шо є для чоловіків?');
    const request = readBrowse('шо є для чоловіків?', reading, [], shop, kindByTaxonomy);
    expect(request?.audience).toBe('men');
    expect(browse(shop, request!, reading.rest).items.map((i) => i.name)).toEqual(['Плавки-шорти чоловічі']);
  });

  it('gives a language model the same list through the browse tool, as facts for the auditor', async () => {
    const tools = catalogueTools(catalogue, EMPTY_KNOWLEDGE, { userId: 'u', channelId: null });
    const out = await tools.call('browse_products', { kind: 'куртки', size: 'XL' });
    expect(out.products.map((p) => p.code)).toEqual(['JK-2']);
    expect(JSON.parse(out.content)).toMatchObject({ models: 1, more_models: 0 });
  });

  it("lists a group of kinds by the taxonomy: by the name's head, or by the shop's own category column", () => {
    const groupsOf = (shop: CatalogueIndex, text: string) => {
      const reading = shop.read(text);
      const request = readBrowse(text, reading, [], shop, kindByTaxonomy);
      return request && browse(shop, request, reading.rest).items.map((i) => i.variants[0].code);
    };
    // "верхній одяг" is no word of any name: the jackets and the overall are outerwear.
    expect(groupsOf(catalogue, 'шо є з верхнього одягу?')).toEqual(['JK-1', 'JK-2', 'KD-7']);
    // A shop with no trousers by name: "штанці" is the group of jeans and leggings, not the tee.
    const bottoms = new CatalogueIndex([
      product('JN-1', 'Джинси прямі', 'синій', 690, [['110', 1]]),
      product('LG-1', 'Легінси в рубчик', 'сірий', 380, [['110', 2]]),
      product('TS-1', 'Футболка з динозавром', 'білий', 320, [['110', 1]]),
    ]);
    expect(groupsOf(bottoms, 'які є штанці?')).toEqual(['JN-1', 'LG-1']);
    // The file's category names the group: "Lingerie" is underwear, whatever the names say.
    const withCategory = (code: string, name: string, category: string) => ({
      ...product(code, name, 'чорний', 500, [['S', 1]]),
      category,
    });
    const lingerie = new CatalogueIndex([
      withCategory('BR-1', 'Amelie мереживо', 'Lingerie'),
      withCategory('TR-5', 'Трусики сліпи', 'Lingerie'),
      withCategory('HW-1', 'Піжама з шортами', 'Homewear'),
    ]);
    expect(groupsOf(lingerie, 'покажіть що є з білизни')).toEqual(['BR-1', 'TR-5']);
  });

  it("narrows to whom it is for by the file's audience column, unisex included", () => {
    const forWhom = (code: string, name: string, audience: string, price: number) => ({
      ...product(code, name, 'чорний', price, [['M', 1]]),
      audience,
    });
    const sport = new CatalogueIndex([
      forWhom('LG-1', 'Лосины спортивные', 'женский', 890),
      forWhom('JG-1', 'Джоггеры', 'мужской', 1290),
      forWhom('HD-1', 'Худи оверсайз', 'унисекс', 1390),
      forWhom('SK-1', 'Носки (3 пары)', 'унисекс', 270),
    ]);
    const reading = sport.read('anything for men under 1500?');
    const request = readBrowse('anything for men under 1500?', reading, [], sport, kindByTaxonomy)!;
    expect(browse(sport, request, reading.rest).items.map((i) => i.variants[0].code)).toEqual(['JG-1', 'HD-1', 'SK-1']);
  });

  it('is no browse when one product is asked about', () => {
    expect(readAndBrowse('які розміри є у JK-1?')).toBeNull();
    expect(readAndBrowse('футболка базова є на M?')).toBeNull();
  });

  it('reads a half size however it is written, and not its whole part', () => {
    const shoes = new CatalogueIndex([
      product('SH-5', 'Кросівки бігові', 'білий', 2650, [
        ['37,5', 1],
        ['38', 0],
        ['38,5', 2],
      ]),
    ]);
    for (const t of ['38.5 є?', 'є 38,5?', 'беру 38½']) expect(shoes.sizesIn(t)).toEqual(['38,5']);
    expect(shoes.sizesIn('а 38 є?')).toEqual(['38']);
    expect(sizeLabel('38,5', 'en')).toBe('38.5');
  });

  it('reads a lower-case letter size between на/в/in and є/?, not a preposition or an abbreviation', () => {
    const shop = new CatalogueIndex([
      product('D-1', 'Платье с поясом', 'сірий', 900, [
        ['S', 1],
        ['M', 0],
      ]),
    ]);
    expect(shop.sizesIn('піжама на м є?')).toEqual(['M']);
    expect(shop.sizesIn('is it in m?')).toEqual(['M']);
    expect(shop.sizesIn('в с є?')).toEqual(['S']);
    expect(shop.sizesIn('платье с поясом есть?')).toEqual([]);
    expect(shop.sizesIn('доставка на м. Київ є?')).toEqual([]);
  });

  it('fits sizes across writings', () => {
    expect(sizesFit('S/M', 'M')).toBe(true);
    expect(sizesFit('110-116', '110')).toBe(true);
    expect(sizesFit('3-4 роки', '4 роки')).toBe(true);
    expect(sizesFit('XL', 'L')).toBe(false);
    expect(sizesFit('75C', '75B')).toBe(false);
  });

  it('writes an age size in English words in an English reply', () => {
    expect(sizeLabel('2-3 роки', 'en')).toBe('2-3 years');
    expect(sizeLabel('6 міс', 'en')).toBe('6 months');
    expect(sizeLabel('2-3 роки', 'ua')).toBe('2-3 роки');
    expect(sizeLabel('S/M', 'en')).toBe('S/M');
  });
});

describe('counts and totals', () => {
  it('reads counts in digits and words, never a size, height, age or range', () => {
    expect(countsIn('футболка 2 шт скільки буде?').map((c) => c.count)).toEqual([2]);
    expect(countsIn('візьму дві шапочки, одну 48-50 і одну 52-54').map((c) => c.count)).toEqual([2]);
    expect(countsIn('мені 3 пари легінсів на 98').map((c) => c.count)).toEqual([3]);
    expect(countsIn('two tees please').map((c) => c.count)).toEqual([2]);
    expect(countsIn('зріст 104, на 2-3 роки, до 500')).toEqual([]);
    // A phone number written in groups is no count ("44 33, Львів" was 33 pieces); a size then a count is.
    expect(countsIn('Олена Шевчук, 093 555 44 33, Львів, відділення 3')).toEqual([]);
    expect(countsIn('беру 42 2 пари').map((c) => c.count)).toEqual([2]);
  });

  const subjectOf = (code: string) => {
    const p = catalogue.byCodeText(code)!;
    return { name: p.name, variants: [p], others: [], colourMissing: false };
  };

  it('multiplies a quantity by the price and sums several products only when a sum is asked', () => {
    expect(totalsFor('футболка 3 шт скільки?', [subjectOf('TS-5')], catalogue)).toMatchObject({ total: 1350 });
    const both = [subjectOf('JK-2'), subjectOf('TS-5')];
    expect(totalsFor('куртка джинсова + футболка разом?', both, catalogue)).toMatchObject({ total: 2350 });
    expect(totalsFor('куртка джинсова і футболка ціна?', both, catalogue)).toBeNull();
    expect(totalsFor('дві футболки і куртку джинсову, скільки разом?', both, catalogue)).toMatchObject({ total: 2800 });
  });

  it('does not take the count in a name for a quantity', () => {
    expect(totalsFor('шапка набір 2 шт скільки?', [subjectOf('HT-8')], catalogue)).toBeNull();
  });
});

describe('size advice', () => {
  it('reads a height, weight and age, never as a code', () => {
    expect(measurementsIn('зріст 168, вага 60, який розмір?')).toEqual({ heightCm: 168, weightKg: 60, ageYears: null });
    expect(measurementsIn('what size for 175 cm 70 kg?')).toMatchObject({ heightCm: 175, weightKg: 70 });
    expect(measurementsIn('донечка 4 роки ріст 104')).toMatchObject({ heightCm: 104, ageYears: 4 });
    expect(measurementsIn('на 2-3 роки').ageYears).toBeNull();
  });

  it('suggests an adult letter size by weight and height, with the fitting sizes in stock', () => {
    const advice = adviseSize('зріст 168, вага 60, який розмір?', [
      { name: 'Футболка базова', variants: [products[2]] },
    ]);
    expect(advice).toMatchObject({ chart: 'adult', suggested: expect.arrayContaining(['S']) });
    expect(advice?.fits[0].sizes).toEqual(['S/M']);
    expect(adviseSize('чоловіку зріст 182 вага 84', [])?.suggested[0]).toBe('L');
  });

  it("suggests a child's size by height, or by the age's typical height", () => {
    const kd = [{ name: 'Комбінезон дитячий', variants: [products[4]] }];
    expect(adviseSize('ріст 100, підійде?', kd)).toMatchObject({ chart: 'kids', suggested: ['104'] });
    expect(adviseSize('сину 4 роки', kd)?.fits[0].sizes).toEqual(['98-104']);
    expect(heightForAge(4)).toBe(103);
  });

  it("leaves the advice to the shop's own chart when the owner has answered about sizes", () => {
    const owner = [{ question: 'яка у вас розмірна сітка?', answer: 'S — зріст до 165, M — до 172' }];
    expect(adviseSize('зріст 168, вага 60', [], owner)).toMatchObject({ chart: 'shop', suggested: [] });
  });
});

describe('through the retriever, the offline draft and the auditor', () => {
  const knowledge: KnowledgeSource = { ...EMPTY_KNOWLEDGE, catalogue: async () => catalogue };
  const retriever = new Retriever(knowledge, { similar: async () => [] });
  const draft = async (text: string) => {
    const facts = await retriever.retrieve({ userId: 'u', channelId: null, text, fallbackLanguage: 'ua' });
    const out = await new OfflineCommunicator().draft({
      text,
      facts,
      language: facts.understanding.language,
      instructions: '',
      complaint: null,
    });
    return { facts, text: out.text };
  };

  it('answers a browse with every fitting model and its price, and the auditor passes it', async () => {
    const { facts, text } = await draft('anything under 600 uah?');
    expect(text).toContain('TS-5');
    expect(text).toContain('450 UAH');
    // No Ukrainian words of the reply's own in an English answer (product names are the shop's).
    expect(text).not.toMatch(/розмір|арт\.|грн/);
    expect(audit(text, facts, 'anything under 600 uah?').ok).toBe(true);
  });

  it('gives the total of a quantity and the auditor refuses any other sum', async () => {
    const q = 'футболка базова 2 шт скільки буде?';
    const { facts, text } = await draft(q);
    expect(text).toContain('2 × 450 грн = 900 грн');
    expect(audit(text, facts, q).ok).toBe(true);
    expect(audit(text.replace('900 грн', '950 грн'), facts, q).ok).toBe(false);
    // Without the totals the retriever computed, the same sum has no source.
    expect(audit(text, { ...facts, totals: undefined }, q).ok).toBe(false);
  });

  it("does not quote a price for men's where the data does not say the model is for men", async () => {
    const { text } = await draft("do you have men's leather jackets?");
    expect(text).toContain("couldn't find");
    expect(text).toContain('JK-1');
    expect(text).not.toContain('3200');
    // Without "men's" the same question is answered with the price.
    expect((await draft('do you have leather jackets?')).text).toContain('3200');
  });

  it('answers "тільки білий?" with the other colours, and a one-colour model with "only"', async () => {
    expect((await draft('футболка базова тільки біла?')).text).toMatch(/ще в кольорах: чорний/);
    expect((await draft('комбінезон дитячий тільки жовтий?')).text).toMatch(/лише в одному кольорі — жовтий/);
  });

  it('reads "зріст 165" as a height, not an article code the shop lacks', async () => {
    const { facts, text } = await draft('зріст 165, вага 55, яка футболка підійде?');
    expect(facts.unknownCodes).toEqual([]);
    expect(facts.sizeAdvice?.suggested[0]).toBe('S');
    expect(text).toContain('Орієнтовно');
  });

  it('"а є щось дешевше?" after a product lists the models of its kind below its price', async () => {
    const state = {
      ...emptyState(),
      focus: { code: 'JK-1', name: 'Куртка шкіряна', colour: 'чорний', size: null, quantity: null },
    };
    const facts = await retriever.retrieve({
      userId: 'u',
      channelId: null,
      text: 'а є щось дешевше?',
      fallbackLanguage: 'ua',
      state,
    });
    expect(facts.browse?.items.flatMap((i) => i.variants.map((v) => v.code))).toEqual(['JK-2']);
    // Without a product in play it is no browse of anything.
    const alone = await retriever.retrieve({
      userId: 'u',
      channelId: null,
      text: 'а є щось дешевше?',
      fallbackLanguage: 'ua',
    });
    expect(alone.browse).toBeUndefined();
  });

  it('a follow-up count is about the product in play', async () => {
    const facts = await retriever.retrieve({
      userId: 'u',
      channelId: null,
      text: 'а якщо три штуки?',
      fallbackLanguage: 'ua',
      context: async () => [{ text: 'Куртка джинсова скільки?', code: null, mediaId: null, fromShop: false }],
    });
    expect(facts.totals).toMatchObject({ total: 5700 });
  });

  it('a sum asked with one more product adds the product in play before it', async () => {
    const facts = await retriever.retrieve({
      userId: 'u',
      channelId: null,
      text: 'і футболку базову, скільки разом?',
      fallbackLanguage: 'ua',
      context: async () => [{ text: 'Куртка джинсова скільки?', code: null, mediaId: null, fromShop: false }],
    });
    expect(facts.totals?.lines.map((l) => l.name)).toEqual(['Куртка джинсова', 'Футболка базова']);
    expect(facts.totals?.total).toBe(2350);
    expect(countsIn('and 3 of them?').map((c) => c.count)).toEqual([3]);
  });
});
