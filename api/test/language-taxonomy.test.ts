// The Google Product Taxonomy as a bridge between languages for kind words (language/taxonomy.ts,
// language/taxonomy.json made by make-taxonomy.mjs): an English customer's word of a category also
// searches the Russian words of the same category, for words kinds.json and properties.json do not
// know; no word becomes a kind by it.
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { conceptsOf, isKindWord, isQualifierWord, kindsNamed, synonymsOf } from '../src/modules/agent/language/lexicon';
import { englishKey, taxonomyBridge, taxonomyBridges } from '../src/modules/agent/language/taxonomy';
import taxonomy from '../src/modules/agent/language/taxonomy.json';

const product = (code: string, name: string): ProductFact => ({
  code,
  name,
  colour: '',
  price: 100,
  currency: 'UAH',
  material: null,
  lining: null,
  sizes: [{ size: 'ONE', quantity: 3 }],
  linkedCodes: [],
});

beforeAll(() => loadDictionaries(), 60_000);

describe('the taxonomy data', () => {
  it('keeps categories by id with their English and Russian terms and top branch', () => {
    const categories = taxonomy.categories as Record<string, { top: string; en: string[]; ru: string[] }>;
    expect(categories['4947']).toEqual({ top: 'Food, Beverages & Tobacco', en: ['honey'], ru: ['мёд'] });
    // A name's parts are its terms; an English word before a last part of several words shares its noun.
    expect(categories['2073'].en).toEqual(['tea', 'infusions']);
    expect(categories['661'].ru).toEqual(['кастрюли']);
    expect(categories['652'].en).toEqual(['coffee pots', 'tea pots']);
    expect(Object.keys(categories).length).toBeGreaterThan(1000);
  });
});

describe('the taxonomy bridges English and Russian kind words', () => {
  it("searches an English word's category by its Russian words", () => {
    expect(synonymsOf('honey')).toEqual(expect.arrayContaining(['мёд', 'мед']));
    expect(synonymsOf('yarn')).toContain('пряжа');
    expect(synonymsOf('sweets')).toContain('конфеты');
    // A head noun two categories agree on: Nutrition Bars / «Питательные батончики», Granola Bars / «Батончики из гранолы».
    expect(synonymsOf('bars')).toContain('батончики');
    expect(synonymsOf('ladle')).toContain('половники');
    // A kind of kinds.json is searched by its own words ("saucepan": «Ківш»), not the taxonomy's.
    expect(synonymsOf('saucepan')).toContain('ківш');
    expect(synonymsOf('whisk')).toContain('венчики');
    // Not the other way: «туалетна вода» is no Gypsy Water, «пряжа» no YarnArt.
    expect(synonymsOf('вода')).toEqual([]);
    expect(synonymsOf('пряжа')).toEqual([]);
  });

  it('leaves the words kinds.json and properties.json know as they were (kettle: its kind; cream: a colour)', () => {
    expect(synonymsOf('kettle')).toContain('чайник');
    expect(conceptsOf('kettle').map((c) => c.id)).toEqual(['kettle']);
    expect(synonymsOf('cream')).not.toContain('сливки');
    expect(synonymsOf('planner')).not.toContain('планировщики');
  });

  it('makes no word a kind, and bridges no ordinary English word', () => {
    // (Honey is also a flavour of properties.json, a word that may name what a shop lacks.)
    for (const word of ['yarn', 'bars', 'sweets', 'пряжа'])
      expect([word, isKindWord(word), isQualifierWord(word)]).toEqual([word, false, false]);
    expect(isKindWord('honey')).toBe(false);
    expect(kindsNamed('do you have honey or yarn?')).toEqual([]);
    for (const word of [
      'set',
      'case',
      'bag',
      'cover',
      'top',
      'light',
      'lights',
      'tape',
      'measure',
      'run',
      'match',
      'phones',
    ])
      expect([word, taxonomyBridge(word)]).toEqual([word, []]);
    expect(isKindWord('light')).toBe(false);
    expect(synonymsOf('light')).toEqual([]);
    // The taxonomy's generic words bridge nothing either way.
    const bridged = new Map(taxonomyBridges());
    for (const word of ['supply', 'accessory', 'part', 'set', 'tool']) expect(bridged.has(word)).toBe(false);
    expect([...bridged.values()].flat()).not.toEqual(expect.arrayContaining(['принадлежности']));
    // A translation the taxonomy gets wrong for one category only is no bridge: Tape Measures / «Мерные ленты».
    expect(taxonomyBridge('measures')).toEqual([]);
  });

  it('keys English words by their singular', () => {
    expect(['kettles', 'boxes', 'berries', 'pies', 'knives', 'tomatoes', 'shoes'].map(englishKey)).toEqual([
      'kettle',
      'box',
      'berry',
      'pie',
      'knife',
      'tomato',
      'shoe',
    ]);
  });

  it("finds a Ukrainian shop's products by an English customer's word", () => {
    const shop = new CatalogueIndex([
      product('H-1', 'Мед гречаний 500 г'),
      product('Y-2', 'Пряжа мериносова Alize'),
      product('B-3', 'Батончик протеїновий шоколад'),
      product('C-4', 'Чашка керамічна'),
    ]);
    const models = (text: string) => shop.read(text).models.map((m) => m.name);
    expect(models('do you have honey?')).toEqual(['Мед гречаний 500 г']);
    expect(models('any merino yarn?')).toEqual(['Пряжа мериносова Alize']);
    expect(models('protein bars price?')).toEqual(['Батончик протеїновий шоколад']);
  });
});
