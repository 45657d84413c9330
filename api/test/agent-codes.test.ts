// Article codes as shops export them and as customers write them (src/modules/agent/understand/code-keys.ts,
// the catalogue index's code reading in catalogue.ts) and numbers that are measurements, not codes
// (src/modules/agent/understand/measurement.ts).
import { MemoryKnowledge } from '../eval/memory-knowledge';
import { audit } from '../src/modules/agent/check/auditor';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { soundKey, withoutColour } from '../src/modules/agent/understand/code-keys';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { isMeasurement } from '../src/modules/agent/understand/measurement';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { DEFAULT_INSTRUCTIONS } from '../src/modules/agent/repository';
import { Retriever } from '../src/modules/agent/retrieve/retriever';

const common = { price: 1000, currency: 'UAH', material: null, lining: null, linkedCodes: [] };
const product = (code: string, name: string, colour: string, sizes: Array<[string, number, string?]>): ProductFact => ({
  ...common,
  code,
  name,
  colour,
  sizes: sizes.map(([size, quantity, sku]) => ({ size, quantity, ...(sku && { sku }) })),
});

// As the import leaves a file with one SKU per size: the model's code, each size with its own.
const shop = new CatalogueIndex([
  product('HW-118', 'Піжама з шортами', 'сірий', [
    ['S', 2, 'HW-118-S'],
    ['M', 0, 'HW-118-M'],
  ]),
  product('BR3306', 'Бюстгальтер мереживний', 'тілесний', [['75B', 2, 'BR3306-75B']]),
  product('SN-2041-BLK', 'Кросівки бігові', 'чорний', [
    ['40', 1, 'SN-2041-BLK-40'],
    ['41', 2, 'SN-2041-BLK-41'],
  ]),
  product('SN-2041-WHT', 'Кросівки бігові', 'білий', [['40', 1, 'SN-2041-WHT-40']]),
  product('LG 114', 'Лосини спортивні', 'чорний', [['S', 1]]),
  product('ДЖ-45', 'Джинси прямі', 'синій', [['110-116', 1]]),
  product('2217/1', 'Футболка з динозавром', 'білий', [['98', 1]]),
  product('vt12', 'Вітровка', 'жовтий', [['98-104', 1]]),
  product('0165', 'Шарф', 'сірий', [['one size', 1]]),
  product('W-42', 'Шапка', 'сірий', [['one size', 1]]),
]);

const codes = (text: string) => shop.read(text).coded.map((p) => p.code);

describe('article codes', () => {
  it("finds a model by its code or by a size's own code, and a size's code names the size", () => {
    for (const text of ['HW-118 ціна?', 'hw 118 почому', 'hw118', 'хв118 скільки', 'HW-118-S', 'hw118m є?']) {
      expect(codes(text)).toEqual(['HW-118']);
    }
    expect(codes('br 3306 скок')).toEqual(['BR3306']);
    expect(codes('бр3306')).toEqual(['BR3306']);
    expect(shop.read('HW-118-M є?').sizes).toEqual(['M']);
    expect(shop.read('BR3306-75B').sizes).toEqual(['75B']);
    expect(shop.read('HW-118 ціна').sizes).toEqual([]);
  });

  it('finds a product by its code without the colour segment, and the other colour by its colour', () => {
    expect(withoutColour('SN-2041-BLK', 'чорний')).toBe('SN-2041');
    expect(withoutColour('SN-2041-WHT', 'white')).toBe('SN-2041');
    expect(withoutColour('TS-5-CHORN', 'чорний')).toBe('TS-5');
    expect(withoutColour('SN-2041-BLK', 'білий')).toBeNull(); // not its colour
    expect(withoutColour('PJ-K04', 'бузковий')).toBeNull();
    expect(codes('SN-2041 ціна')).toEqual(['SN-2041-BLK']);
    expect(codes('sn2041 wht')).toEqual(['SN-2041-WHT']);
    expect(codes('SN-2041-WHT-40 є?')).toEqual(['SN-2041-WHT']);
    const read = shop.read('SN-2041 в білому є?');
    const model = shop.modelOfProduct(read.coded[0])!;
    expect(shop.variantsInColour(model, read.rest).map((p) => p.code)).toEqual(['SN-2041-WHT']);
  });

  it('reads Cyrillic, slash, lower-case and spaced codes, and Cyrillic written for Latin sounds', () => {
    expect(codes('лг114 почому')).toEqual(['LG 114']);
    expect(codes('LG114')).toEqual(['LG 114']);
    expect(codes('дж45')).toEqual(['ДЖ-45']);
    expect(codes('2217/1 ціна')).toEqual(['2217/1']);
    expect(codes('VT-12?')).toEqual(['vt12']);
    expect(codes('165 ціна')).toEqual(['0165']); // leading zero dropped
    expect(soundKey('хв118')).toBe(soundKey('HW-118'));
    expect(soundKey('лг 114')).toBe(soundKey('LG114'));
    // One letter and a number is "in 42", not a code by sound.
    expect(codes('а в 42 є?')).toEqual([]);
    expect(codes('W-42?')).toEqual(['W-42']);
  });

  it("finds a code by its number alone when only one model's codes have it and it is no size", () => {
    const bags = new CatalogueIndex([
      product('BAG-0915-BLK', 'Рюкзак міський', 'чорний', [['one size', 1]]),
      product('DR-104', 'Сукня', 'чорний', [['104', 1]]),
      product('KB-2101', 'Костюм', 'рожевий', [['98', 1]]),
      product('SW-2101', 'Світшот', 'сірий', [['98', 1]]),
    ]);
    expect(bags.read('привіт, арт. 0915 почому?').coded.map((p) => p.code)).toEqual(['BAG-0915-BLK']);
    expect(bags.read('а 915?').coded.map((p) => p.code)).toEqual(['BAG-0915-BLK']);
    expect(bags.read('на 104 є?').coded).toEqual([]); // a size of the shop
    expect(bags.read('2101 ціна').coded).toEqual([]); // two models' number
  });

  it('never reads a height, weight, age, length or price bound as a code', () => {
    for (const text of [
      'зріст 165, вага 60, який розмір?',
      'ріст 165 см',
      'довжина 60 см',
      'мені 165 см',
      'сину 7 років',
      'anything under 1000?',
      'щось до 1500 грн є?',
      'height 165 cm, weight 60 kg',
    ]) {
      const read = shop.read(text);
      expect({ text, coded: read.coded, unknown: read.unknownCodes }).toEqual({ text, coded: [], unknown: [] });
    }
    // A size of the shop's written with its unit.
    const belts = new CatalogueIndex([product('BT-220', 'Ремінь', 'чорний', [['115 cm', 1]])]);
    expect(belts.read('ремінь чорний 115 є?').unknownCodes).toEqual([]);
    // Without the measure it is the shop's code, or an unknown one.
    expect(codes('165?')).toEqual(['0165']);
    expect(shop.read('скільки коштує 7777?').unknownCodes).toEqual(['7777']);
  });

  it('tells measurements by the unit after or the measure before the number', () => {
    const at = (text: string, number: string) =>
      isMeasurement(text, text.indexOf(number), text.indexOf(number) + number.length);
    expect(at('зріст 165', '165')).toBe(true);
    expect(at('вага: 60', '60')).toBe(true);
    expect(at('165см', '165')).toBe(true);
    expect(at('до 500 є щось?', '500')).toBe(true);
    expect(at('4410 М є?', '4410')).toBe(false); // a size after a code
    expect(at('скільки за 4410?', '4410')).toBe(false);
    expect(at('ціна 4410', '4410')).toBe(false);
    expect(at('підо 4410', '4410')).toBe(false); // only whole words
  });
});

describe('answers about codes', () => {
  const knowledge = new MemoryKnowledge({
    products: [
      product('HW-118', 'Піжама з шортами', 'сірий', [
        ['S', 2, 'HW-118-S'],
        ['M', 0, 'HW-118-M'],
      ]),
      product('4410', 'Халат вафельний', 'білий', [['S/M', 2, '4410-SM']]),
      product('TR-5', 'Трусики, набір 3 шт', 'чорний', [['S', 2, 'TR-5-S']]),
      product('BAG-0915-BLK', 'Рюкзак міський', 'чорний', [['one size', 4]]),
    ],
  });
  const retriever = new Retriever(knowledge, { similar: async () => [] });
  const offline = new OfflineCommunicator();
  const answer = async (text: string) => {
    const facts = await retriever.retrieve({ userId: 'u1', channelId: null, text, fallbackLanguage: 'ua' });
    const request = { text, facts, language: 'ua' as const, instructions: DEFAULT_INSTRUCTIONS.COMMUNICATOR };
    const draft = (await offline.draft({ ...request, complaint: null })).text;
    return { draft, verdict: audit(draft, facts, text) };
  };

  it("names the model's code and its price, whichever code the customer wrote", async () => {
    for (const text of ['HW-118 ціна?', 'hw 118-s почому?']) {
      const { draft, verdict } = await answer(text);
      expect(draft).toContain('HW-118');
      expect(draft).not.toContain('HW-118-S');
      expect(draft).toContain('1000');
      expect(verdict.ok).toBe(true);
    }
    // "M" of HW-118-M is asked about: sold out.
    expect((await answer('HW-118-M є?')).draft).toMatch(/немає|закінчи/);
  });

  it('answers a code with a greeting and no question word with its price', async () => {
    expect((await answer('добрий день) 4410 скільки?')).draft).toContain('1000');
  });

  it("accepts a count in the product's own name and the model part of a code with a colour segment", async () => {
    const { draft, verdict } = await answer('tr5 почому');
    expect(draft).toContain('3 шт');
    expect(verdict.ok).toBe(true);
    const bag = await answer('арт. 0915 почому?');
    expect(bag.draft).toContain('BAG-0915-BLK');
    expect(bag.verdict.ok).toBe(true);
  });
});
