// Kinds of an art shop and a beekeeping shop said in another language than the shop's names (issue
// 46 item 2: kinds from a taxonomy in ua/ru/en, language/kinds.json; brush hairs as materials,
// language/properties.json). The stocks are written here, not taken from an evaluation set.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const HEADER = ['Артикул', 'Назва', 'Розмір', 'Ціна', 'Кількість'];
const ART: Cell[][] = [
  HEADER,
  ['AQ-12', 'Акварель «Ленінград», 12 кювет', '', 520, 4],
  ['GU-9', 'Гуаш «Майстер», 9 кольорів', '', 310, 6],
  ['PB-1', 'Пензель білка круглий', '3', 95, 2],
  ['PB-1', 'Пензель білка круглий', '5', 120, 0],
  ['PS-1', 'Пензель синтетика круглий', '3', 60, 5],
  ['PS-1', 'Пензель синтетика круглий', '5', 75, 5],
  ['EZ-2', 'Мольберт студійний, бук', '', 3900, 1],
];
const MARKERS: Cell[][] = [
  ['Артикул', 'Назва', 'Колір', 'Ціна', 'Кількість'],
  ['MK-1-BK', 'Маркер акриловий Posca', 'Чорний', 139, 5],
  ['MK-1-GD', 'Маркер акриловий Posca', 'Золотий', 149, 5],
];
const BEE: Cell[][] = [
  HEADER,
  ['B-10', 'Годівниця стельова на 2 л', '', 135, 8],
  ['B-20', 'Димар нержавіючий', '', 690, 3],
  ['B-30', 'Маска бджоляра з сіткою', '', 225, 5],
  ['B-40', 'Віск бджолиний у брусках', '', 480, 9],
  ['B-50', 'Воскотопка сонячна', '', 1850, 1],
];

describe('kinds of craft shops across languages', () => {
  it("an English kind finds the Ukrainian name ('gouache', 'feeders', 'smoker')", async () => {
    expect((await shopOf(ART).talk('how much is the gouache?')).text).toMatch(/310/);
    expect((await shopOf(BEE).talk('what feeders do you have?')).text).toMatch(/135/);
    expect((await shopOf(BEE).talk('how much is the smoker?')).text).toMatch(/690/);
  });

  it("a Russian kind, brush hair and cognate find theirs ('гуашь', 'кисть белка', 'воск')", async () => {
    const { talk } = shopOf(ART);
    expect((await talk('сколько стоит гуашь?')).text).toMatch(/310/);
    const squirrel = await talk('кисть белка номер 5 есть?');
    expect(squirrel.text).toMatch(/Пензель білка/);
    expect(squirrel.text).toMatch(/немає/);
    expect(squirrel.text).not.toMatch(/синтетика/);
    // "воск" is «віск», no «Воскотопка».
    const wax = await shopOf(BEE).talk('воск почём?');
    expect(wax.text).toMatch(/480/);
    expect(wax.text).not.toMatch(/1850/);
  });

  it('sums a count per colour of one model ("2 чорні і 1 золоту")', async () => {
    const sum = await shopOf(MARKERS).talk('2 маркери чорні і 1 золотий скільки?');
    expect(sum.text).toMatch(/427/);
  });
});
