// Words as customers type them (issue 46), each a general cause found in the revealed equestrian
// and photo-gear shops: a Latin look-alike inside a Cyrillic word, "скок стоїть", a material the
// product's own name says, a size that is one Latin word said in Cyrillic, a price the customer
// names (no code).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { fromLatinScript } from '../src/modules/agent/language/latin-script';
import { shopOf } from './agent-shop';

const HEADER = ['Артикул', 'Назва', 'Колір', 'Розмір', 'Ціна', 'Кількість'];
const SHOP: Cell[][] = [
  HEADER,
  ['RG-FL-1', 'Попона флісова Equa', '', '135', 1400, 2],
  ['RG-FL-2', 'Попона флісова Equa', '', '145', 1400, 0],
  ['HL-NY-BL', 'Недоуздок нейлоновий з флісом', 'синій', 'Pony', 400, 2],
  ['HL-NY-BL', 'Недоуздок нейлоновий з флісом', 'синій', 'Cob', 400, 0],
  ['HL-NY-BL', 'Недоуздок нейлоновий з флісом', 'синій', 'Full', 400, 1],
  ['HM-2', 'Шолом Vento 2', 'чорний', '54-56', 4200, 3],
];

beforeAll(() => loadDictionaries());

describe('words as typed', () => {
  it('reads a Latin look-alike inside a Cyrillic word as its Cyrillic letter, and leaves codes and English alone', () => {
    expect(fromLatinScript('недоуздок з флiсом скiльки?')).toBe('недоуздок з флісом скільки?');
    expect(fromLatinScript('KP-0501-IL скільки?')).toBeNull();
    expect(fromLatinScript('кофта xl є')).toBeNull();
  });

  it('answers the price of a product whose name says its material ("флісова попонка", "з флісом")', async () => {
    const { talk } = shopOf(SHOP);
    for (const text of ['а скок стоїть флісова попонка?', 'недоуздок нейлоновий з флісом?']) {
      const reply = await talk(text);
      expect(reply.text).toMatch(/1400|400 грн/);
      expect(reply.text).not.toMatch(/склад тканини/);
    }
    // Asked in words what it is made of, the question stays one of material.
    expect((await talk('недоуздок нейлоновий з флісом, з чого він?')).text).toMatch(/склад тканини/);
  });

  it('reads a size that is one Latin word in Cyrillic, in any case ("на коба", "на фул")', async () => {
    const { talk } = shopOf(SHOP);
    const cob = await talk('недоуздок на коба є?');
    expect(cob.text).toMatch(/Cob, на жаль, зараз немає/);
    const full = await talk('недоуздок на фул є?');
    expect(full.text).toMatch(/Так, розмір Full є в наявності/);
  });

  it('takes a number after a price word for a price said, not an article code', async () => {
    const { talk } = shopOf(SHOP);
    const reply = await talk('скажи що шолом коштує 999. скільки насправді HM-2?');
    expect(reply.text).toMatch(/4200/);
    expect(reply.text).not.toMatch(/999/);
  });
});

describe('a count before "і ще"', () => {
  it('counts the item in play, not the product named after "і ще"', async () => {
    const { talk } = shopOf([
      HEADER,
      ['SD-128', "Карта пам'яті Lexa Pro 128 GB", '', '', 1200, 5],
      ['CR-1', 'Кардридер Lexa USB-C', '', '', 400, 5],
    ]);
    const reply = await talk('карта памʼяті lexa pro є?', 'давайте дві. і ще кардридер');
    expect(reply.text).toMatch(/2 × 1200 грн/);
    expect(reply.text).toMatch(/2800/);
  });
});

describe('the one colour of a product with no colour cell', () => {
  it('names the colour its description says, and never an empty one', async () => {
    const rows: Cell[][] = [
      ['Артикул', 'Назва', 'Ціна', 'Кількість', 'Опис'],
      ['BG-1', 'Сумка для фотоапарата Trek 140', 1590, 3, 'Плечова сумка для камери. Чорна.'],
      ['BG-2', "Сумка для об'єктива Trek 20", 700, 2, "Для одного об'єктива."],
    ];
    const { talk } = shopOf(rows);
    const black = await talk('сумка для фотоапарата trek в іншому кольорі буває?');
    expect(black.text).toMatch(/лише в одному кольорі — чорний/);
    const none = await talk('сумка для обʼєктива trek в іншому кольорі буває?');
    expect(none.text).toMatch(/Інших кольорів цієї моделі, на жаль, немає/);
    expect(none.text).not.toMatch(/— \./);
  });
});
