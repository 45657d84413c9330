// The catalogue index: every way a customer names what this shop sells, matched against the
// shop's own codes, names, sizes and colours (src/modules/agent/retrieve/catalogue.ts).
import { CatalogueCache, CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { productFact } from './fixtures/product-fact';

const product = productFact;

const shop = new CatalogueIndex([
  product('LV0012', 'Сукня лляна міді', 'чорний', [
    ['S', 1],
    ['M', 0],
  ]),
  product('LV0013', 'Сукня лляна міді', 'смарагдовий', [['S', 2]]),
  product('0458', 'Світшот оверсайз', 'сірий меланж', [
    ['S/M', 3],
    ['L/XL', 0],
  ]),
  product('TB-7', 'Туніка лляна', 'білий', [['42-44', 2]]),
  product('SC-020', "Шарф в'язаний", 'бордовий', [['one size', 4]]),
  product('DRS-115', 'Сукня-сорочка в смужку', 'блакитний', [['XS', 1]]),
  product('PL-90', 'Штани палаццо', 'чорний', [['S', 1]]),
  product('PJ-5', 'Піжама шовкова', 'пудровий', [['S', 1]]),
]);

const codes = (text: string) => shop.read(text).coded.map((p) => p.code);
const models = (text: string) => shop.read(text).models.map((m) => m.name);

describe('catalogue index', () => {
  it('finds codes in any writing: case, dash, space, leading zeros, Cyrillic look-alikes and phonetics, glued', () => {
    for (const text of ['LV0012?', 'lv 0012', 'LV-0012', 'lv12 ціна', 'лв0012', 'ціна:LV0012!']) {
      expect(codes(text)).toEqual(['LV0012']);
    }
    expect(codes('скільки коштує 458')).toEqual(['0458']);
    expect(codes('ТВ-7 почому?')).toEqual(['TB-7']);
    expect(codes('tb7 і sc20')).toEqual(['TB-7', 'SC-020']);
    // A code-like token the shop does not have is an unknown code; sizes and money are not codes.
    expect(shop.read('а ZK-88 є?').unknownCodes).toEqual(['ZK-88']);
    expect(shop.read('скільки коштує 7777?').unknownCodes).toEqual(['7777']);
    expect(shop.read('is it available in 42-44, up to 100 грн').unknownCodes).toEqual([]);
  });

  it('finds names in any word form, with typos, in Russian and English, in any order', () => {
    expect(models('ціна лляної сукні міді')).toEqual(['Сукня лляна міді']);
    expect(models('льняное платье миди')).toEqual(['Сукня лляна міді']);
    expect(models('how much is the linen midi dress')).toEqual(['Сукня лляна міді']);
    expect(models('ціна на штани палацо')).toEqual(['Штани палаццо']);
    expect(models('palazzo trousers')).toEqual(['Штани палаццо']);
    expect(models('скільки коштує піжамка')).toEqual(['Піжама шовкова']);
    expect(models('тунiка ляна')).toEqual(['Туніка лляна']); // a Latin "i" and a typo
    expect(models('оверсайз світшот')).toEqual(['Світшот оверсайз']);
    expect(models('є у вас купальники?')).toEqual([]);
    // A word naming only a detail of a name is not that product: "смужка" is no shirt-dress.
    expect(models('продаєте щось у смужку?')).toEqual([]);
    expect(models('сукня-сорочка')).toEqual(['Сукня-сорочка в смужку']);
    // English names in a Ukrainian shop, and the garment word wherever it stands.
    const english = new CatalogueIndex([product('A-001', 'Oversize hoodie Cloud', 'black', [['S', 1]])]);
    expect(english.read('скільки коштує худі').models.map((m) => m.name)).toEqual(['Oversize hoodie Cloud']);
    // A word of three, not the garment, but no other name has it: the model's own word.
    expect(english.read('а cloud є?').models.map((m) => m.name)).toEqual(['Oversize hoodie Cloud']);
    const two = new CatalogueIndex([
      product('A-001', 'Oversize hoodie Cloud', 'black', [['S', 1]]),
      product('A-002', 'Crop top Cloud', 'white', [['S', 1]]),
    ]);
    expect(two.read('а cloud є?').models).toEqual([]); // two names share it: it names neither
  });

  it('names several products in one message, and models that fit equally as ambiguous', () => {
    expect(models('ціни на шарф і піжаму')).toEqual(["Шарф в'язаний", 'Піжама шовкова']);
    const dress = shop.read('скільки коштує сукня?');
    expect(dress.models).toEqual([]);
    expect(dress.ambiguous.map((m) => m.name).sort()).toEqual(['Сукня лляна міді', 'Сукня-сорочка в смужку']);
  });

  it("prefers the model named by the customer's own word, then by the head of its name, over the glossary's other words", () => {
    const knitwear = new CatalogueIndex([
      product('SW-1', 'Светр оверсайз «Затишок»', 'сірий', [['M', 1]]),
      product('CD-1', 'Кардиган «Хмаринка»', 'рожевий', [['M', 1]]),
      product('SH-1', 'Сорочка оверсайз «Класика»', 'білий', [['M', 1]]),
      product('DR-1', 'Сукня-сорочка «Міра»', 'білий', [['M', 1]]),
    ]);
    const read = (text: string) => {
      const r = knitwear.read(text);
      return { models: r.models.map((m) => m.name) };
    };
    // The glossary also calls a cardigan a "кофта", as it does a sweater: "светр" is still the sweater.
    expect(read('Скільки коштує вовняний светр?').models).toEqual(['Светр оверсайз «Затишок»']);
    // "кофта" is neither name's own word, and the glossary gives it both: the assistant asks which.
    const kofta = knitwear.read('скільки коштує кофта?');
    expect(kofta.models).toEqual([]);
    expect(kofta.ambiguous.map((m) => m.name).sort()).toEqual(['Кардиган «Хмаринка»', 'Светр оверсайз «Затишок»']);
    // A shirt is the shirt, not the shirt dress (whose head word is "сукня").
    expect(read('How much is the cotton shirt?').models).toEqual(['Сорочка оверсайз «Класика»']);
    expect(read('сукня-сорочка є?').models).toEqual(['Сукня-сорочка «Міра»']);
  });

  it('finds a model by a word only its name has, but not by a word two names share nor one in brackets', () => {
    const beach = new CatalogueIndex([
      product('КП-2315', 'Купальник роздільний бандо', 'молочний', [['S', 1]]),
      product('ПР-05', 'Парео шифонове', 'білий', [['one size', 2]]),
      product('ТН-12', 'Туніка пляжна шифонова', 'білий', [['S/M', 1]]),
      product('NS-3', 'Шкарпетки спортивні (3 пари)', 'білий', [['one size', 3]]),
    ]);
    const named = (text: string) => beach.read(text).models.map((m) => m.name);
    expect(named('бандо в яких кольорах?')).toEqual(['Купальник роздільний бандо']);
    expect(named('парео почем')).toEqual(['Парео шифонове']);
    // "бандо" in two names of three words: it names neither alone.
    const two = new CatalogueIndex([
      product('КП-2315', 'Купальник роздільний бандо', 'молочний', [['S', 1]]),
      product('ТП-1', 'Топ бандо смугастий', 'білий', [['S', 1]]),
    ]);
    expect(two.read('бандо в яких кольорах?').models).toEqual([]);
    // "2 пари" is a count, not the socks' "(3 пари)".
    expect(named('2 пари скільки буде?')).toEqual([]);
  });

  it('finds a model by a material word only its name has when no kind is named, not the model of a kind named', () => {
    const outdoor = new CatalogueIndex([
      product('SS-W', 'Куртка софтшел жіноча', 'чорний', [['M', 1]]),
      product('RJ', 'Дощовик мембранний', 'жовтий', [['S/M', 2]]),
      product('BF', 'Бафф флісовий', 'чорний', [['one size', 2]]),
      product('GL', 'Рукавиці флісові', 'чорний', [['M', 2]]),
    ]);
    const named = (text: string) => outdoor.read(text).models.map((m) => m.name);
    expect(named('софтшел скільки коштує?')).toEqual(['Куртка софтшел жіноча']);
    // Softshell is no membrane: the raincoat is not the softshell.
    expect(named('а мембранний скільки?')).toEqual(['Дощовик мембранний']);
    // A raincoat is a jacket too: "rain jacket" is the raincoat alone.
    expect(named('how much is the rain jacket?')).toEqual(['Дощовик мембранний']);
  });

  it("gives a word written as a name has it to that model, not to another through the lexicon's words", () => {
    const scarves = new CatalogueIndex([
      product('S-40', 'Шарф кашеміровий', 'графіт', [['one size', 3]]),
      product('SN-9', 'Снуд вʼязаний', 'сірий', [['one size', 2]]),
    ]);
    const read = scarves.read('шарф і снуд скільки разом?');
    expect(read.models.map((m) => m.name)).toEqual(['Шарф кашеміровий', 'Снуд вʼязаний']);
    expect(read.ambiguous).toEqual([]);
  });

  it('matches sizes and colours as this shop spells them', () => {
    expect(shop.read('світшот в S/M є?').sizes).toEqual(['S/M']);
    expect(shop.read('0458 l/xl').sizes).toEqual(['L/XL']);
    expect(shop.read('сукня s?').sizes).toEqual([]); // a lone lower-case letter is not a size…
    expect(shop.read('сукня розмір s').sizes).toEqual(['S']); // …unless after "розмір"
    expect(shop.read('туніка 42/44?').sizes).toEqual(['42-44']);
    expect(shop.read('шарф one size?').sizes).toEqual(['one size']);
    expect(shop.read('сукня в М?').sizes).toEqual(['M']); // Cyrillic М
    const dress = shop.read('сукня лляна').models[0];
    expect(shop.variantsInColour(dress, 'а в смарагдовому є?').map((p) => p.code)).toEqual(['LV0013']);
    expect(shop.variantsInColour(dress, 'in black?').map((p) => p.code)).toEqual(['LV0012']);
    expect(shop.variantsInColour(dress, 'а в білому?')).toEqual([]);
    // A follow-up names nothing the shop does not sell; a new subject does.
    expect(shop.read('а в M є?').looseWords).toEqual([]);
    expect(shop.read('а сумки продаєте?').looseWords).toEqual(['сумки']);
  });

  it('lists the descriptive words nothing of the shop has: not its names, colours, fabrics, sizes or typos', () => {
    expect(shop.read('what sizes does the wrap dress come in').unknownWords).toEqual(['wrap']);
    expect(shop.read('Є у вас сукня на запах?').unknownWords).toEqual(['запах']);
    expect(shop.read('шкіряні штани палаццо є?').unknownWords).toEqual(['шкіряні']);
    expect(shop.read('штани палаццо чорні є?').unknownWords).toEqual([]); // the shop's colour
    expect(shop.read('шовкова піжамка').unknownWords).toEqual([]); // a word of its name
    expect(shop.read('linen midi dress in S').unknownWords).toEqual([]); // glossary words, a size
    expect(shop.read('тунiка ляна 42/44').unknownWords).toEqual([]); // a typo of a name
    expect(shop.read('шукаю сукню в смужку').unknownWords).toEqual([]); // asking, not describing
    const fabric = new CatalogueIndex([
      { ...product('W-1', 'Светр «Затишок»', 'сірий', [['M', 1]]), material: 'вовна 100%' },
    ]);
    expect(fabric.read('вовняний светр').unknownWords).toEqual([]); // the fabric of the data
  });

  it('is cached per account until the products change', async () => {
    const cache = new CatalogueCache(2);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return shop;
    };
    await cache.get('a', 's1', build);
    await cache.get('a', 's1', build);
    expect(builds).toBe(1);
    await cache.get('a', 's2', build);
    expect(builds).toBe(2);
    await cache.get('b', 's1', build);
    await cache.get('c', 's1', build);
    await cache.get('a', 's2', build); // dropped as the least recent of three
    expect(builds).toBe(5);
  });
});
