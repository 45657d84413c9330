// Words and parts of a message the assistant missed (issue 46, thirteenth session): a kind named in
// the genitive plural ("шо є з шапок і шарфів?"), a Latin name said as it sounds ("раннер" for
// «Runner»), one kind of a group browsed without its neighbours ("шо є з шарфів?" is not gloves),
// each product's own size when a message names two, one colour of several out of stock, a cap
// that is a "шапочка", and a description's characteristic after a sentence.
import { type Cell } from '../src/modules/knowledge/import/rows';
import { kindsNamed } from '../src/modules/agent/language/lexicon';
import { latinKey } from '../src/modules/agent/language/latin';
import { factsOf as shopFacts, shopOf } from './agent-shop';

const drafter = (rows: Cell[][]) => shopOf(rows).talk;

const ACCESSORIES: Cell[][] = [
  ['Номенклатура', 'Артикул', 'Характеристика', 'Ціна, грн', 'Залишок'],
  ['Шапка біні', 'AC-12', 'Чорний, one size', 390, 5],
  ['Шарф кашеміровий', 'AC-15', 'Сірий, б/р', 890, 4],
  ['Шарф кашеміровий', 'AC-16', 'Бордовий, б/р', 890, 0],
  ['Рукавиці шкіряні', 'AC-21', 'Коричневий, 9', 1150, 2],
];

const SHOES: Cell[][] = [
  ['Код товару', 'Найменування', 'Колір', 'Розмір EU', 'Ціна, грн', 'Залишок, шт'],
  ['100231', 'Кросівки Runner Lite унісекс', 'білий', '37', 2490, 2],
  ['100231', 'Кросівки Runner Lite унісекс', 'білий', '39', 2490, 1],
  ['300412', 'Босоніжки на танкетці', 'бежевий', '37', 1590, 3],
  ['300412', 'Босоніжки на танкетці', 'бежевий', '39', 1590, 1],
];

describe('words the assistant had missed', () => {
  it('reads a kind in the genitive plural, the vowel it gains included', () => {
    const kind = (w: string) => kindsNamed(w).map((k) => k.id)[0] ?? null;
    const words = ['шапок', 'курток', 'футболок', 'сорочок', 'рукавичок', 'туфель', 'суконь', 'юбок', 'маєк'];
    expect(words.filter((w) => kind(w) === null)).toEqual([]);
    expect(kind('шапок')).toBe('hat');
    expect(kind('туфель')).toBe('shoes');
    expect(kind('суконь')).toBe('dress');
    // Ordinary words that end alike name nothing.
    expect(['сорок', 'телефон', 'сезон', 'вечер'].map(kind)).toEqual([null, null, null, null]);
  });

  it('hears an English "u" before a double consonant as "а"', () => {
    expect(latinKey('Runner')).toBe(latinKey('раннер'));
    expect(latinKey('Summer')).toBe(latinKey('саммер'));
    // Only in English spelling: a Cyrillic "у" stays "u".
    expect(latinKey('сумма')).not.toBe(latinKey('samma'));
  });

  it('browses two kinds named in the genitive plural, and one kind without its group', async () => {
    const talk = drafter(ACCESSORIES);
    const both = (await talk('шо є з шапок і шарфів?')).text;
    expect(both).toContain('AC-12');
    expect(both).toContain('AC-15');
    expect(both).not.toContain('AC-21');
    const scarves = (await talk('шо є з шарфів?')).text;
    expect(scarves).toContain('Шарф');
    expect(scarves).not.toContain('Рукавиці');
  });

  it('gives each of two products the size written with it, and their total', async () => {
    const draft = (await drafter(SHOES)('раннер білі 39 і босоніжки бежеві 37 — є обидва? і скільки за все')).text;
    const runner = draft.slice(draft.indexOf('Runner'), draft.indexOf('Босоніжки'));
    const sandals = draft.slice(draft.indexOf('Босоніжки'), draft.indexOf('Разом'));
    expect(runner).toContain('розмір 39');
    expect(runner).not.toContain('розмір 37');
    expect(sandals).toContain('розмір 37');
    expect(sandals).not.toContain('розмір 39');
    expect(draft).toContain('4080 грн');
  });

  it('says one colour of several is out without reading as the model’s answer', async () => {
    const draft = (await drafter(ACCESSORIES)('шарф кашеміровий є?')).text;
    expect(draft).toContain('Сірий (арт. AC-15): є в наявності.');
    expect(draft).toContain('Бордовий (арт. AC-16): зараз немає.');
    expect(draft).not.toContain('немає в наявності');
  });

  it('finds a medical cap by "cap", and reads a characteristic after a sentence of the description', async () => {
    const rows: Cell[][] = [
      ['Артикул', 'Назва', 'Колір', 'Розмір', 'Ціна', 'Залишок', 'Опис'],
      [
        'MC-50',
        'Шапочка медична на резинці',
        'синій',
        'one size',
        180,
        4,
        'Шапочка на резинці. Тканина: бавовна 100%.',
      ],
      ['SC-10', 'Костюм медичний', 'синій', 'M', 1200, 2, 'Костюм з кишенями. Тканина: поліестер.'],
    ];
    const draft = (await drafter(rows)('how much is the scrub cap?')).text;
    expect(draft).toContain('180 UAH');
    expect(draft).not.toContain('1200');
    expect(shopFacts(rows)[0].details).toEqual([{ label: 'Тканина', value: 'бавовна 100%.' }]);
  });

  it('names a model by its kind’s phrase: "бананка" is the «Сумка на пояс»', async () => {
    const rows: Cell[][] = [
      ['SKU', 'Назва', 'Колір', 'Розмір', 'Ціна', 'Кількість'],
      ['BAG-1', 'Сумка на пояс Flow', 'чорний', 'one size', 690, 3],
      ['BAG-2', 'Сумка кросбоді Mira', 'чорний', 'one size', 1290, 2],
      ['BAG-3', 'Сумка-шопер Nora', 'коньячний', 'one size', 1890, 1],
    ];
    const draft = (await drafter(rows)('бананка скільки?')).text;
    expect(draft).toContain('Сумка на пояс Flow');
    expect(draft).toContain('690 грн');
    expect(draft).not.toContain('Mira');
  });
});
