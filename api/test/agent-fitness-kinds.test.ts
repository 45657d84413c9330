// A home-fitness shop's goods said as customers say them (issue 46 item 2): the fitness kinds of
// language/kinds.json in another language than the names, a diminutive of a name's word, a word
// glued to "міні"; and a message naming two models, one in a size only one of its colours has. The
// stock is written here, not taken from an evaluation set.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const GYM: Cell[][] = [
  ['Артикул', 'Назва', 'Колір', 'Розмір', 'Ціна', 'Кількість'],
  ['KB-C', 'Гиря чавунна', '', '12 кг', 980, 2],
  ['KB-C', 'Гиря чавунна', '', '16 кг', 1290, 3],
  ['DB-R', 'Гантель гексагональна гумова', '', '5 кг', 640, 6],
  ['DB-R', 'Гантель гексагональна гумова', '', '8 кг', 930, 4],
  ['MB-3', 'Набір мінірезинок (3 шт)', '', '', 260, 7],
  ['EX-T', 'Еспандер трубчастий з ручками', '', '', 340, 5],
  ['MT-1', 'Килимок для йоги двошаровий', 'Синій', '6 мм', 790, 3],
  ['MT-1', 'Килимок для йоги двошаровий', 'Чорний', '6 мм', 790, 2],
  ['MT-1', 'Килимок для йоги двошаровий', 'Чорний', '10 мм', 1050, 2],
  ['SR-1', 'Скакалка швидкісна', '', '', 230, 9],
  ['RL-1', 'Масажний ролик', '', '33 см', 410, 4],
];

describe("a fitness shop's goods as customers say them", () => {
  it("a diminutive finds its name's plain word ('гирька' of «Гиря»)", async () => {
    const reply = await shopOf(GYM).talk('гирька на 16 кг почому?');
    expect(reply.text).toMatch(/Гиря чавунна/);
    expect(reply.text).toMatch(/1290/);
  });

  it("a word finds a name that glues it to 'міні' ('резинки' of «мінірезинок»)", async () => {
    const reply = await shopOf(GYM).talk('резинки для фітнесу набором скільки?');
    expect(reply.text).toMatch(/260/);
    expect(reply.text).not.toMatch(/не бачу/);
  });

  it("English kinds find the Ukrainian names, and '2 hex dumbbells' counts two", async () => {
    const { talk } = shopOf(GYM);
    const bands = await talk('what resistance bands do you have?');
    expect(bands.text).toMatch(/Еспандер|мінірезинок/);
    const dumbbells = await talk('how much for 2 hex dumbbells of 8 kg?');
    expect(dumbbells.text).toMatch(/1860/);
    expect(dumbbells.text).not.toMatch(/size 2/i);
  });

  it('keeps the colour in the size said for the next total (the 10 mm mat is black only)', async () => {
    const { talk } = shopOf(GYM);
    const first = await talk('the yoga mat 10mm and a jump rope, how much in total?');
    expect(first.text).toMatch(/1280/);
    const next = await talk(
      'the yoga mat 10mm and a jump rope, how much in total?',
      'add a foam roller 33 cm please, new total?',
    );
    expect(next.text).toMatch(/1690/);
  });
});
