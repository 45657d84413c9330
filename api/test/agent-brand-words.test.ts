// How customers name a product of a kind no list knows: by its brand and line written in their own
// script, by a Latin abbreviation typed in Cyrillic, by a size's unit cut short
// (src/modules/agent/retrieve/catalogue.ts, language/latin.ts, language/lexicon.ts).
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { latinKey } from '../src/modules/agent/language/latin';
import { isOrdinary } from '../src/modules/agent/language/lexicon';
import { productFact } from './fixtures/product-fact';

beforeAll(() => loadDictionaries());

const shop = () =>
  new CatalogueIndex([
    productFact('WH-1', 'Протеїн Prime Nutrition Gold Standard Whey', 'ваніль', [
      ['908 г', 2],
      ['2,27 кг', 1],
    ]),
    productFact('CA-2', 'Казеїн Prime Nutrition Gold Standard Casein 908 г', 'шоколад', [['', 3]]),
    productFact('AM-3', 'Амінокислоти BCAA Xtreme', 'кола', [
      ['280 г', 4],
      ['700 г', 1],
    ]),
    productFact('PW-4', 'Передтренувальний комплекс Volt C4', 'пунш', [['30 порцій', 2]]),
    productFact('OM-5', 'Омега-3 Arctic', '', [
      ['100 капсул', 5],
      ['200 капсул', 0],
    ]),
    productFact('CR-6', 'Креатин моногідрат Universal', '', [['300 г', 7]]),
    productFact('PP-7', 'Папір для акварелі', '', [
      ['A4 · 12', 3],
      ['A3 · 10', 1],
    ]),
    productFact('PP-8', 'Папір офісний A4', '', [['500', 9]]),
    productFact('VT-200', 'Вітаміни Daily', '', [['60 таблеток', 3]]),
  ]);

describe('names of brands and lines', () => {
  it('names a model by two words of its name one after the other, by sound, though each alone is a colour or a size word', () => {
    const reading = shop().read('скільки коштує голд стандарт?');
    expect([...reading.models, ...reading.ambiguous].map((m) => m.name).sort()).toEqual([
      'Казеїн Prime Nutrition Gold Standard Casein 908 г',
      'Протеїн Prime Nutrition Gold Standard Whey',
    ]);
    expect(reading.looseWords).toEqual([]);
  });

  it("does not take a number of one candidate's name for it when another is sold in that size", () => {
    const reading = shop().read('голд стандарт 908 г є?');
    expect(reading.models).toEqual([]);
    expect(reading.ambiguous.map((m) => m.name)).toContain('Протеїн Prime Nutrition Gold Standard Whey');
  });

  it('reads a Latin abbreviation typed letter by letter in Cyrillic, and a mark in Cyrillic look-alikes', () => {
    const index = shop();
    expect(index.read('бцаа кола 280 скільки').models.map((m) => m.name)).toEqual(['Амінокислоти BCAA Xtreme']);
    expect(index.read('бцаа кола 280 скільки').looseWords).toEqual([]);
    expect(index.read('с4 пунш є?').models.map((m) => m.name)).toEqual(['Передтренувальний комплекс Volt C4']);
  });

  it("does not take a look-alike mark that is one of the shop's sizes for a name's word", () => {
    expect(
      shop()
        .read('папір для акварелі а4 є?')
        .models.map((m) => m.name),
    ).toEqual(['Папір для акварелі']);
  });

  it('takes a word after a number for the unit of the shop’s sizes when it begins it, in either script', () => {
    const reading = shop().read('omega-3 100 caps price?');
    expect(reading.models.map((m) => m.name)).toEqual(['Омега-3 Arctic']);
    expect(reading.unknownWords).toEqual([]);
    expect(reading.looseWords).toEqual([]);
  });

  it('reads no article code in a size’s number said without its unit, nor in a name’s mark written in Cyrillic', () => {
    const index = shop();
    expect(index.read('креатин 300 скільки?').unknownCodes).toEqual([]);
    expect(index.read('амінокислоти 280 є?').unknownCodes).toEqual([]);
    expect(index.read('волт с4 є?').unknownCodes).toEqual([]);
  });
});

describe('what the shop lacks', () => {
  it('takes a Latin name no data of the shop has, beside a kind, for an item the shop lacks; not a place', () => {
    const index = shop();
    expect(index.read('протеїн dymatize є?').unknownWords).toEqual(['dymatize']);
    expect(index.read('креатин є? доставка у Lviv сьогодні').unknownWords).toEqual([]);
    expect(index.read('протеїн prime є?').unknownWords).toEqual([]);
  });

  it("reads a size of weight said with or without its unit and no product named ('а 700 г кола?')", () => {
    for (const text of ['а 700 г кола?', 'а 700 кола?']) expect(shop().read(text).sizes).toEqual(['700 г']);
  });

  it("reads a number said with the unit of a shop's size as that size, not another product's code", () => {
    expect(
      shop()
        .read('а омега на 200 капсул є?')
        .coded.map((p) => p.code),
    ).toEqual([]);
    expect(
      shop()
        .read('vt-200 є?')
        .coded.map((p) => p.code),
    ).toEqual(['VT-200']);
  });
});

describe('sounds and spellings', () => {
  it('gives a final d, an English initial u and a silent final e the sound key of their Cyrillic spelling', () => {
    expect(latinKey('standard')).toBe(latinKey('стандарт'));
    expect(latinKey('universal')).toBe(latinKey('юніверсал'));
    expect(latinKey('creatine')).toBe(latinKey('креатин'));
    expect(latinKey('prime')).toBe(latinKey('прайм'));
  });

  it('knows a British spelling as ordinary English', () => {
    expect(isOrdinary('flavours')).toBe(true);
    expect(isOrdinary('colourful')).toBe(true);
    expect(isOrdinary('xtremium')).toBe(false);
  });
});
