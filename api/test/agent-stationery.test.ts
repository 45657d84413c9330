// A stationery and art-supplies shop (issue 46, a kind the assistant was not tuned on): a Horoshop
// product export, one row per modification tied to its product by `Батьківський артикул`, the
// modification's code the parent's with its options ("SCR-A5-BK-K"), its title the product's with
// its values in brackets ("Блокнот Scribe A5 (чорний, клітинка)"), its options in one
// `Характеристики` cell ("Колір обкладинки: чорний; Лінування: клітинка"), sets sold by their count
// ("12 шт") — through the import, the catalogue, the retriever, the offline draft and the auditor.
// Each case is a general cause the first run of eval/tuning-shops/stationery found.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { splitVariant } from '../src/modules/knowledge/import/rows';
import { groupColumn } from '../src/modules/knowledge/import/columns';
import { sameSize } from '../src/modules/agent/retrieve/catalogue';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'Артикул',
  'Батьківський артикул',
  'Назва (UA)',
  'Розділ',
  'Ціна',
  'Собівартість',
  'Наявність',
  'Залишок',
  'Характеристики',
];

/** One modification's row; `left` null: in stock with no count. */
const row = (
  code: string,
  parent: string,
  name: string,
  section: string,
  price: number,
  left: number | null,
  chars: string,
): Cell[] => [
  code,
  parent,
  name,
  section,
  price,
  Math.round(price * 0.5),
  left === 0 ? 'Немає в наявності' : 'В наявності',
  left ?? '',
  chars,
];

const NOTE = 'Блокнот Scribe A5, 96 арк.';
const MARKERS = 'Маркери SketchMark, набір';
const STATIONERY: Cell[][] = [
  HEADER,
  row(
    'SCR-A5-BK-K',
    'SCR-A5',
    `${NOTE} (чорний, клітинка)`,
    'Блокноти',
    289,
    14,
    'Колір обкладинки: чорний; Лінування: клітинка',
  ),
  row(
    'SCR-A5-BK-D',
    'SCR-A5',
    `${NOTE} (чорний, крапка)`,
    'Блокноти',
    289,
    0,
    'Колір обкладинки: чорний; Лінування: крапка',
  ),
  row(
    'SCR-A5-OL-D',
    'SCR-A5',
    `${NOTE} (оливковий, крапка)`,
    'Блокноти',
    289,
    5,
    'Колір обкладинки: оливковий; Лінування: крапка',
  ),
  row('GEL-05-BL', 'GEL-05', 'Ручка гелева Glide 0,5 мм (синій)', 'Ручки', 38, 120, 'Колір чорнила: синій'),
  row('GEL-05-GR', 'GEL-05', 'Ручка гелева Glide 0,5 мм (зелений)', 'Ручки', 38, 0, 'Колір чорнила: зелений'),
  row('SKM-12', 'SKM', `${MARKERS} (12 шт)`, 'Маркери', 395, 7, 'Кількість у наборі: 12 шт'),
  row('SKM-24', 'SKM', `${MARKERS} (24 шт)`, 'Маркери', 745, 5, 'Кількість у наборі: 24 шт'),
  row('AQ-A4-12', 'AQ', 'Папір для акварелі (A4, 12)', 'Папір', 210, 10, 'Формат: A4; Кількість аркушів: 12'),
  row('AQ-A4-20', 'AQ', 'Папір для акварелі (A4, 20)', 'Папір', 315, null, 'Формат: A4; Кількість аркушів: 20'),
];

beforeAll(() => loadDictionaries());

describe('a Horoshop export of modifications', () => {
  it("ties a product's modifications by their parent's code, which customers write", () => {
    expect(groupColumn(HEADER)).toBe(1);
    const notes = factsOf(STATIONERY).filter((p) => p.code === 'SCR-A5');
    expect(notes.map((p) => [p.name, p.colour, p.sizes.map((s) => `${s.size} ${s.sku} ${s.quantity}`)])).toEqual([
      [NOTE, 'чорний', ['клітинка SCR-A5-BK-K 14', 'крапка SCR-A5-BK-D 0']],
      [NOTE, 'оливковий', ['крапка SCR-A5-OL-D 5']],
    ]);
    const pens = factsOf(STATIONERY).filter((p) => p.code === 'GEL-05');
    expect(pens.map((p) => [p.name, p.colour])).toEqual([
      ['Ручка гелева Glide 0,5 мм', 'синій'],
      ['Ручка гелева Glide 0,5 мм', 'зелений'],
    ]);
  });

  it('reads a colour labelled with what it colours, and two counted options as one size', () => {
    expect(splitVariant('Колір обкладинки: чорний; Лінування: клітинка')).toEqual({
      colour: 'чорний',
      size: 'клітинка',
    });
    expect(splitVariant('Колір чорнила: синій')).toEqual({ colour: 'синій', size: '' });
    expect(splitVariant('Формат: A4; Кількість аркушів: 12')).toEqual({ colour: '', size: 'A4 · 12' });
    // A single labelled colour and a size as before.
    expect(splitVariant('Колір: чорний, розмір 48')).toEqual({ colour: 'чорний', size: '48' });
    const paper = factsOf(STATIONERY).filter((p) => p.code === 'AQ');
    expect(paper.map((p) => p.sizes.map((s) => s.size))).toEqual([['A4 · 12', 'A4 · 20']]);
  });
});

describe('what a customer writes in a stationery shop', () => {
  it('answers by the parent code and says a sold-out option of one colour', async () => {
    const { talk } = shopOf(STATIONERY);
    expect((await talk('SCR-A5 скільки коштує?')).text).toMatch(/289/);
    const dot = await talk('блокнот а5 чорний в крапку є?');
    expect(dot.text).toMatch(/немає/);
    expect((await talk('GEL-05 зелена є?')).text).toMatch(/немає/);
  });

  it("takes a set's count as its size, said with or without its unit, and lets the draft say it", async () => {
    expect(sameSize('24 шт', '24')).toBe(true);
    expect(sameSize('24 шт', '12')).toBe(false);
    const { talk } = shopOf(STATIONERY);
    const set = await talk('маркери SketchMark на 24 скільки?');
    expect(set.text).toMatch(/745/);
    expect(set.text).not.toMatch(/немає/);
    expect(set.ok).toBe(true);
  });
});
