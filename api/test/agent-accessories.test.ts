// Shops of accessories and jewellery (issue 46): lengths in centimetres said without the unit, a
// product without sizes holding its own quantity, a price per size, and a property word that
// names no model by itself — through the catalogue, the retriever, the offline draft and the auditor.
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { audit } from '../src/modules/agent/check/auditor';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { conceptsOf } from '../src/modules/agent/language/lexicon';
import { intentsIn } from '../src/modules/agent/understand/query';
import { wordsReader } from '../src/modules/agent/retrieve/order-items';
import { toProductFact } from '../src/modules/agent/retrieve/knowledge-adapter';
import type { Product } from '@vitrina/shared/contracts';
import { productFact } from './fixtures/product-fact';
import { offlineDrafter } from './fixtures/offline-draft';

const withSizes = (p: ProductFact, sizes: ProductFact['sizes']): ProductFact => ({ ...p, sizes });

const products = [
  productFact(
    'BL-01-BK',
    'Ремінь чоловічий класичний шкіряний',
    'чорний',
    [
      ['105 см', 2],
      ['115 см', 0],
      ['120 см', 1],
    ],
    890,
  ),
  // A product without sizes: one size '' holding the product's own quantity (knowledge-adapter.ts).
  productFact('KH-02', 'Ключниця шкіряна', 'коричневий', [['', 8]], 320),
  productFact('WL-12', 'Гаманець жіночий на блискавці', 'чорний', [['', 0]], 1150),
  withSizes(productFact('L-350', 'Ланцюжок срібний плетіння якір', '', [], 1450), [
    { size: '45 см', quantity: 3 },
    { size: '55 см', quantity: 2, price: 1650 },
  ]),
  productFact('P-15', 'Підвіска срібна «Серце»', '', [['', 6]], 540),
  productFact(
    'BL-07-BG',
    'Ремінь жіночий тонкий',
    'бежевий',
    [
      ['95 см', 1],
      ['100 см', 2],
    ],
    650,
  ),
  productFact(
    'K-1021',
    'Каблучка срібна з фіанітами',
    '',
    [
      ['16,5', 1],
      ['17,5', 2],
    ],
    1250,
  ),
  productFact('S-220', 'Сережки-пусети срібні з перлами', '', [['', 4]], 780),
  productFact(
    'GL-05',
    'Рукавички шкіряні жіночі',
    'чорний',
    [
      ['7', 1],
      ['7.5', 0],
      ['8', 1],
    ],
    990,
  ),
  productFact(
    'B-77',
    'Браслет срібний',
    '',
    [
      ['17 см', 1],
      ['19 см', 1],
    ],
    1390,
  ),
];
const catalogue = new CatalogueIndex(products);

const draft = offlineDrafter(catalogue);

describe('accessories and jewellery', () => {
  it('reads a length said without its unit as the size, not as an article code', async () => {
    expect(catalogue.read('ремінь чорний 115 є?')).toMatchObject({ sizes: ['115 см'], unknownCodes: [] });
    expect(catalogue.read('а 120см?').sizes).toEqual(['120 см']);
    const { facts, text } = await draft('чоловічий ремінь чорний 115 є?');
    expect(text).toMatch(/115 см, на жаль, зараз немає/);
    expect(text).not.toContain('артикулом');
    expect(audit(text, facts, 'чоловічий ремінь чорний 115 є?').ok).toBe(true);
    // In English the unit is English too.
    expect((await draft("men's belt in black, 105?")).text).toContain('size 105 cm is in stock');
  });

  it('says a product without sizes is in stock by its own quantity, and out of stock at 0', async () => {
    const stored = { code: 'KH-02', name: 'Ключниця', color: '', price: 320, sizes: [], quantity: 8, linked_codes: [] };
    expect(toProductFact(stored as unknown as Product)?.sizes).toEqual([{ size: '', quantity: 8 }]);
    expect(toProductFact({ ...stored, quantity: null } as unknown as Product)?.sizes).toEqual([
      { size: '', quantity: 1000, counted: false },
    ]);
    expect((await draft('ключниця є?')).text).toContain('Є в наявності');
    expect((await draft('гаманець є?')).text).toContain('немає в наявності');
  });

  it('quotes the price of the size asked where sizes differ in price, and totals at that price', async () => {
    const asked = await draft('ланцюжок 55 см скільки коштує?');
    expect(asked.text).toContain('1650 грн');
    expect(asked.text).not.toContain('1450');
    expect(audit(asked.text, asked.facts, 'ланцюжок 55 см скільки коштує?').ok).toBe(true);
    // No size said: every size with its price, never one price for all.
    const any = await draft('скільки коштує ланцюжок?');
    expect(any.text).toMatch(/Ціна залежить від розміру: 45 см — 1450 грн; 55 см — 1650 грн/);
    // A browse by price fits the model by its lowest price.
    expect((await draft('що є до 1500 грн?')).text).toContain('L-350');
  });

  it('does not take a material for a model: "leather" names no key holder by itself', () => {
    expect(catalogue.read('leather').models).toEqual([]);
    expect(catalogue.read('how much is the leather wallet?').models.map((m) => m.name)).toEqual([
      'Гаманець жіночий на блискавці',
    ]);
    expect(catalogue.read('шкіряна ключниця').models.map((m) => m.name)).toEqual(['Ключниця шкіряна']);
    // Among candidates, a property alone still picks ("the leather one").
    const reader = wordsReader(catalogue);
    expect(reader.pick('шкіряну', ['KH-02', 'L-350'])).toEqual(['KH-02']);
  });

  it('finds the one model a message of qualifiers alone describes, and asks among a few', async () => {
    const { text } = await draft('а жіночий бежевий 100 є?');
    expect(text).toContain('BL-07-BG');
    expect(text).toContain('100 см є в наявності');
    const few = await draft('жіночий є?');
    expect((few.facts.ambiguous ?? []).map((p) => p.code).sort()).toEqual(['BL-07-BG', 'GL-05', 'WL-12']);
    // Another word makes it no such message.
    expect((await draft('а шкарпетки жіночі є?')).facts.ambiguous).toEqual([]);
  });

  it("suggests a ring, glove or bracelet size from a finger's, hand's or wrist's girth, never reading it as a size", async () => {
    const ring = await draft('каблучка з фіанітами, обхват пальця 55 мм, який розмір?');
    expect(ring.facts.sizeAdvice).toMatchObject({ chart: 'ring', suggested: ['17,5'] });
    expect(ring.text).toContain('зазвичай підходить розмір 17,5');
    expect(ring.text).not.toContain('55 см');
    expect(audit(ring.text, ring.facts, 'каблучка з фіанітами, обхват пальця 55 мм, який розмір?').ok).toBe(true);
    const gloves = await draft('рукавички, у мене обхват долоні 19 см, який підійде?');
    expect(gloves.facts.sizeAdvice).toMatchObject({ chart: 'gloves', suggested: ['7,5'] });
    expect(gloves.text).toContain('такого розміру зараз немає, є 7, 8');
    const bracelet = await draft('браслет срібний, запястье 16 см, какой брать?');
    expect(bracelet.facts.sizeAdvice).toMatchObject({ chart: 'bracelet', suggested: ['17', '18'] });
    expect(bracelet.facts.sizeAdvice?.fits[0].sizes).toEqual(['17 см']);
  });

  it("takes a material the model's data contradicts for one the shop lacks", async () => {
    const gold = await draft('а золоті сережки є?');
    expect(gold.text).toContain('(«золоті»)');
    expect(gold.text).not.toContain('780');
    expect((await draft('сережки срібні є?')).text).toContain('780 грн');
  });

  it('reads a question naming only a material as a question about the material, and "день" as no denim', () => {
    expect(intentsIn('Is it genuine leather?')).toContain('material');
    expect(intentsIn('а це срібло?')).toContain('material');
    expect(intentsIn('шкіряна куртка є?')).not.toContain('material');
    expect(conceptsOf('день')).toEqual([]);
    expect(conceptsOf('денім').map((c) => c.id)).toEqual(['denim']);
  });
});
