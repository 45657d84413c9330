// Language resources of the assistant (src/modules/agent/language/): spelling dictionaries tell
// ordinary words from product words, the kinds taxonomy and the property lexicon name what a
// word means in Ukrainian, Russian and English, and the catalogue index reads messages with them.
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import type { ProductFact } from '../src/modules/agent/retrieve/knowledge';
import { isDictionaryWord, loadDictionaries } from '../src/modules/agent/language/dictionary';
import { fromLatinScript } from '../src/modules/agent/language/latin-script';
import { plainForms } from '../src/modules/agent/language/diminutives';
import { latinKey } from '../src/modules/agent/language/latin';
import {
  conceptsOf,
  englishColour,
  groupsNamed,
  isKindWord,
  isOrdinary,
  isQualifierWord,
  kindsNamed,
  outsideGroupPhrases,
  synonymsOf,
} from '../src/modules/agent/language/lexicon';

const product = (code: string, name: string, colour: string, material: string | null = null): ProductFact => ({
  code,
  name,
  colour,
  price: 1000,
  currency: 'UAH',
  material,
  lining: null,
  sizes: [{ size: 'M', quantity: 2 }],
  linkedCodes: [],
});

const kind = (word: string) => conceptsOf(word).find((c) => c.cls === 'kind')?.id;

beforeAll(() => loadDictionaries(), 60_000);

describe('language resources', () => {
  it('knows ordinary Ukrainian, Russian and English words and chat words from the dictionaries', () => {
    for (const word of ['дівчата', 'вечора', 'тільки', 'разом', 'якщо', 'почём', 'together', 'плз', 'скок']) {
      expect([word, isOrdinary(word)]).toEqual([word, true]);
    }
    expect(isDictionaryWord('футболоча')).toBe(false);
    // A kind or a property is never "ordinary", though the dictionary has it; a name it lacks is unknown.
    expect(isOrdinary('сукня')).toBe(false);
    expect(isOrdinary('шкіряна')).toBe(false);
    expect(isOrdinary('енерджі')).toBe(false);
  });

  it('reads Ukrainian typed in Latin letters back in Cyrillic, and leaves English, names and codes alone', () => {
    expect(fromLatinScript('pryvit! svetr oversajz z kosamy ye v molochnomu L/XL?')).toBe(
      'привіт! светр оверсайз з косами є в молочному L/XL?',
    );
    expect(fromLatinScript('a v siromu L/XL?')).toBe('а в сірому L/XL?');
    expect(fromLatinScript('beru')).toBe('беру');
    expect(fromLatinScript('svetr z kosamy skilky koshtuye?')).toBe('светр з косами скільки коштує?');
    for (const text of [
      'how much is the rain jacket?',
      "I'll take the graphite one",
      'Oksana Kravets 0671234567 Kyiv NP 12',
      'Anna Koval, +380671234567, Nova Poshta Kyiv branch 5',
      'KN-01 L/XL?',
      'ok, JK-7 1 pc',
      'Olena Koval, +380 67 123 45 67',
      'светр є?',
    ])
      expect(fromLatinScript(text)).toBeNull();
  });

  it('names kinds through synonyms, slang, diminutives and English', () => {
    expect(['толстовка', 'кенгурушка', 'худі', 'худи', 'hoodie'].map(kind)).toEqual(Array(5).fill('hoodie'));
    expect(['футболочка', 'tee', 'футболку'].map(kind)).toEqual(['tshirt', 'tshirt', 'tshirt']);
    expect(['штанці', 'брюки', 'pants', 'trousers'].map(kind)).toEqual(Array(4).fill('trousers'));
    expect(['лосінки', 'лосины', 'легінси', 'leggings'].map(kind)).toEqual(Array(4).fill('leggings'));
    expect(['ліфчик', 'бра', 'топ-бра', 'bra'].map(kind)).toEqual(Array(4).fill('bra'));
    expect(['комбез', 'комбінезон', 'snowsuit', 'overall'].map(kind)).toEqual(Array(4).fill('snowsuit'));
    expect(['кроси', 'кросівки', 'sneakers', 'trainers'].map(kind)).toEqual(Array(4).fill('sneakers'));
    expect(['ветровочка', 'windbreaker', 'вітровка'].map(kind)).toEqual(Array(3).fill('windbreaker'));
    expect(['платтячко', 'рюкзачок', 'костюмчик'].map(kind)).toEqual(['dress', 'backpack', 'suit']);
    // The longest prefix decides: "білизна" is lingerie, not the colour white; "сережки" earrings, not grey.
    expect([kind('білизна'), kind('сережки')]).toEqual(['lingerie', 'earrings']);
    expect(synonymsOf('толстовка')).toEqual(expect.arrayContaining(['худі', 'худи', 'hoodie']));
    expect(isKindWord('разом')).toBe(false);
  });

  it('proposes plain forms for diminutives', () => {
    expect(plainForms('футболочка')).toContain('футболка');
    expect(plainForms('рюкзачок')).toContain('рюкзак');
    expect(plainForms('платтячко')).toContain('плаття');
    expect(plainForms('джинсики')).toContain('джинси');
    expect(plainForms('сукня')).toEqual([]);
  });

  it('spells a word as it sounds in Latin letters, whichever script it was typed in', () => {
    expect([latinKey('флекс'), latinKey('Flex')]).toEqual(['fleks', 'fleks']);
    expect(latinKey('енерджі')).toBe(latinKey('Energy'));
    expect(latinKey('амелі')).toBe(latinKey('Amelie'));
    expect(latinKey('драй')).toBe(latinKey('dry'));
    expect(latinKey('лана')).not.toBe(latinKey('Lina'));
  });

  it('takes only properties and kinds for qualifiers, never whom it is for', () => {
    for (const word of ['tulle', 'фатином', 'шкіряна', 'leather', 'wrap', 'cropped', 'пудровий', 'срібний'])
      expect([word, isQualifierWord(word)]).toEqual([word, true]);
    for (const word of ['kids', 'малого', 'чоловічі', 'разом', 'bunny', 'дівчата'])
      expect([word, isQualifierWord(word)]).toEqual([word, false]);
    expect(englishColour('сірий меланж')).toBe('grey melange');
    expect(englishColour('пудровий')).toBe('powder');
    expect(englishColour('срібний')).toBe('silver');
  });
});

describe('the catalogue index reads with the language resources', () => {
  const shop = new CatalogueIndex([
    product('HD-1', 'Худи оверсайз с начёсом', 'серый'),
    product('WB-9', 'Ветровка беговая с капюшоном', 'чёрный'),
    product('LG-19', 'Легінси в рубчик', 'чорний'),
    product('JK-2', 'Куртка джинсова', 'синій', 'денім'),
    product('TB-7', 'Топ-бра спортивний', 'білий'),
  ]);
  const models = (text: string) => shop.read(text).models.map((m) => m.name);

  it("finds the shop's products by another language's or a colloquial name of their kind", () => {
    expect(models('скільки коштує толстовка?')).toEqual(['Худи оверсайз с начёсом']);
    expect(models('price for the running windbreaker?')).toEqual(['Ветровка беговая с капюшоном']);
    expect(models('ветровочка для бігу скільки?')).toEqual(['Ветровка беговая с капюшоном']);
    expect(models('лосінки в рубчик ціна')).toEqual(['Легінси в рубчик']);
    expect(models('спортивний ліфчик скок стоїть?')).toEqual(['Топ-бра спортивний']);
  });

  it('never takes an ordinary word for a qualifier the shop lacks; a property it lacks is one', () => {
    expect(shop.read('дівчата, скільки коштує худі плз? разом з доставкою').unknownWords).toEqual([]);
    expect(shop.read('доброго вечора! а вітровку на малого маєте?').unknownWords).toEqual([]);
    expect(shop.read('how much are the kids leggings together?').unknownWords).toEqual([]);
    expect(shop.read('шкіряна куртка є?').unknownWords).toEqual(['шкіряна']);
    expect(shop.read('tulle hoodie price').unknownWords).toEqual(['tulle']);
  });

  it("names a model by its own name alone and does not take a set's listed parts for the kinds asked", () => {
    const sport = new CatalogueIndex([
      product('SP-1', 'Костюм спортивний Basic (худі + джогери)', 'чорний'),
      product('HD-2', 'Худі оверсайз', 'сірий'),
      product('JG-3', 'Джогери чоловічі', 'чорний'),
      product('BR-4', 'Бюстгальтер мереживний Amelie', 'чорний'),
      product('TP-5', 'Топ-бра спортивний Flex', 'білий'),
    ]);
    const named = (text: string) => sport.read(text).models.map((m) => m.name);
    expect(named('худі і джогери скільки разом?')).toEqual(['Худі оверсайз', 'Джогери чоловічі']);
    expect(named('костюм basic ціна')).toEqual(['Костюм спортивний Basic (худі + джогери)']);
    expect(named('amelie в чорному є?')).toEqual(['Бюстгальтер мереживний Amelie']);
    // An ordinary word two names share is no name of either: "cloud" alone is neither hoodie nor top
    // (a word only one name has names it: agent-catalogue.test.ts).
    const clouds = new CatalogueIndex([
      product('A-1', 'Oversize hoodie Cloud', 'black'),
      product('A-2', 'Crop top Cloud', 'white'),
    ]);
    expect(clouds.read('а cloud є?').models).toEqual([]);
    expect(named('топ флекс на M')).toEqual(['Топ-бра спортивний Flex']);
  });

  it('keeps ordinary words out of the loose words, so a follow-up stays one', () => {
    expect(shop.read('а якщо три штуки?').looseWords).toEqual([]);
    expect(shop.read('дівчата, а на М є?').looseWords).toEqual([]);
    expect(shop.read('а сумки є?').looseWords).toEqual(['сумки']);
  });
});

describe('kinds of coffee, plant care and stationery shops (twenty-first session)', () => {
  const kinds = (text: string) => kindsNamed(text).map((k) => k.id);

  it('names the kinds in every language, and no ordinary word by a shared stem', () => {
    expect(kinds('кавомолки які є?')).toEqual(['grinder']);
    expect(kinds('капсули неспресо є?')).toEqual(['coffee_capsules']);
    expect(kinds('two spray bottles and the fertilizer')).toEqual(['plant_sprayer', 'fertilizer']);
    expect(kinds('недельник черный')).toEqual(['weekly_planner']);
    expect(kinds('текстовыделители есть?')).toEqual(['highlighter']);
    // "добрий" shares the stem "добр" with "добрив": a greeting names no fertilizer.
    expect(kinds('Добрий день! Хочу монстеру')).toEqual([]);
    // A ceramics teapot is a teapot, not a kettle of the coffee gear's group.
    expect(kindsNamed('Чайник заварювальний 800 мл')[0]).toEqual({ id: 'teapot', group: 'tableware' });
    expect(conceptsOf('гелеві').map((c) => c.id)).toEqual(['gel_ink']);
  });

  it("reads a group's longer phrase first and leaves its words out of the kinds asked", () => {
    expect([...groupsNamed('що є для догляду за рослинами?', false)]).toEqual(['plant_care']);
    expect([...groupsNamed('що є з рослин до 300 грн?', false)]).toEqual(['plants']);
    expect(outsideGroupPhrases('а що є для догляду за рослинами?')).toBe('що');
  });

  it('names a candidate by a letter-and-number mark only its name has, and a one-word size in any form', () => {
    const notebook = (code: string, name: string, sizes: string[]): ProductFact => ({
      ...product(code, name, 'чорний'),
      sizes: sizes.map((size) => ({ size, quantity: 3 })),
    });
    const shop = new CatalogueIndex([
      notebook('SCR-A5', 'Блокнот Scribe A5, 96 арк.', ['клітинка', 'лінія']),
      notebook('SCR-A4', 'Блокнот Scribe A4, 96 арк.', ['клітинка', 'крапка']),
    ]);
    const reading = shop.read('блокнот а5 в лінію є?');
    expect(reading.models.map((m) => m.name)).toEqual(['Блокнот Scribe A5, 96 арк.']);
    expect(reading.sizes).toEqual(['лінія']);
    expect(shop.read('скільки коштує блокнотик а4 в клітинку?').unknownWords).toEqual([]);
  });
});
