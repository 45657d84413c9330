import {
  codesIn,
  coloursIn,
  intentsIn,
  languageOf,
  problemOf,
  sizesIn,
  understand,
} from '../src/modules/agent/understand/query';
import { parseDirectives } from '../src/modules/agent/directives';

describe('query understanding', () => {
  it.each([
    ['Скільки коштує DR-1024?', ['DR-1024']],
    ['dr 1024 є?', ['DR-1024']],
    ['DR1024 and sk-2045', ['DR-1024', 'SK-2045']],
    ['арт. JN_3010', ['JN-3010']],
    ['is 100% cotton, size 42, 1850 грн', []],
    ['XL 2000', []],
  ])('finds article codes in %j', (text, codes) => {
    expect(codesIn(text)).toEqual(codes);
  });

  it.each([
    ['Є розмір М?', ['M']],
    ['size s please', ['S']],
    ['XS чи XL?', ['XS', 'XL']],
    ['2xl', ['XXL']],
    ['I’m looking for a dress', []],
    ['чи є 42 розмір', ['42']],
    ['40 грн доставка', []],
    ['бавовна 100%, еластан 44%', []],
    ['DR-1024 розмір 38', ['38']],
  ])('finds sizes in %j', (text, sizes) => {
    expect(sizesIn(text)).toEqual(sizes);
  });

  it.each([
    ['Є в чорному?', ['black']],
    ['темно-синій чи білий', ['navy', 'white']],
    ['in light blue or beige', ['light_blue', 'beige']],
    ['голубое платье', ['light_blue']],
    // Metal tones: a case's, a strap's, a cake board's; "golden" of a variety's name is none.
    ['міланський 20 сріблястий', ['silver']],
    ['а золоті сережки є?', []],
    ['a168 в золотистому', ['gold']],
    ['Підложка для торта, золото', ['gold']],
    ['ремінець рожеве золото', ['rose_gold']],
    ['how much is the golden pothos?', []],
    ['ціна', []],
  ])('finds colours in %j', (text, colours) => {
    expect(coloursIn(text)).toEqual(colours);
  });

  it.each([
    ['Скільки коштує?', 'price'],
    ['How much is it?', 'price'],
    ['sm-felt-wh почом?', 'price'],
    ['Чи є в наявності?', 'availability'],
    ['Which sizes do you have?', 'sizes'],
    ['В яких кольорах?', 'colours'],
    ['А в іншому кольорі є?', 'other_colour'],
    ['What is it made of?', 'material'],
    ['Хочу замовити', 'order'],
    ['Як доставка?', 'delivery'],
    ['Can I pay by card?', 'payment'],
    ['Можна повернути?', 'returns'],
    ['Де ви знаходитесь?', 'contacts'],
    ['Добрий день!', 'greeting'],
    ['Is it lined?', 'lining'],
  ])('reads the intent of %j', (text, intent) => {
    expect(intentsIn(text)).toContain(intent);
  });

  it('detects the language: Ukrainian for any Cyrillic (Russian included), English for Latin', () => {
    expect(languageOf('Скільки коштує сукня? Ґудзики, їжак, єнот', 'en')).toEqual({ language: 'ua', russian: false });
    expect(languageOf('Сколько стоит платье?', 'en')).toEqual({ language: 'ua', russian: true });
    expect(languageOf('How much is DR-1024?', 'ua').language).toBe('en');
    expect(languageOf('DR-1024 є?', 'en').language).toBe('ua');
    expect(languageOf('Ile kosztuje?', 'ua').language).toBe('en');
    expect(languageOf('😍', 'en').language).toBe('en');
    expect(languageOf('😍', 'ua').language).toBe('ua');
  });

  it('names what makes a text unanswerable', () => {
    expect(problemOf('   ')).toBe('empty');
    expect(problemOf('x'.repeat(2001))).toBe('too_long');
    expect(problemOf('\u0000\u0001\u0002abc\u0003\u0004')).toBe('unreadable');
    expect(problemOf('QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3ODk=')).toBe(
      'unreadable',
    );
    expect(problemOf('😍🔥!!')).toBe('no_words');
    expect(problemOf('Привіт')).toBeNull();
  });

  it('adds English category words to Ukrainian ones and transliterations for search', () => {
    const u = understand('Do you have the Lina dress?');
    expect(u.words).toEqual(expect.arrayContaining(['lina', 'dress', 'сукня']));
    expect(understand('сукня Ліна').words).toEqual(expect.arrayContaining(['ліна', 'lina', 'dress']));
  });
});

describe('instruction directives', () => {
  const text = [
    'Будь привітною, пиши коротко.',
    'greeting: Вітаю, сонечко!',
    'greeting.en: Hi, sunshine!',
    'підпис: Ваша Vitrina 💛',
    'тон: неформальний',
    'order: ПІБ, телефон, місто',
  ].join('\n');

  it('reads greeting, sign-off, tone and order fields, per language', () => {
    expect(parseDirectives(text, 'ua')).toEqual({
      greeting: 'Вітаю, сонечко!',
      signOff: 'Ваша Vitrina 💛',
      tone: 'informal',
      orderFields: 'ПІБ, телефон, місто',
      stockCounts: false,
    });
    expect(parseDirectives(`${text}\nзалишки: так`, 'ua').stockCounts).toBe(true);
    expect(parseDirectives(text, 'en').greeting).toBe('Hi, sunshine!');
  });

  it('defaults to a formal tone and no fixed greeting', () => {
    expect(parseDirectives('Answer briefly.', 'ua')).toEqual({
      greeting: null,
      signOff: null,
      tone: 'formal',
      orderFields: null,
      stockCounts: false,
    });
  });
});
