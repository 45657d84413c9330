// A colour of the item in play said as a word another model's name has (issue 46 items 1 and 8): the
// dialogue state and the answer read "графітова" of a graphite duvet cover alike, not as the bedding
// set «Графіт»; a compound message's parts each name their own item ("підковдра … і наволочки …").
// The stock is written here, not taken from an evaluation set.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { foldMessages } from '../src/modules/agent/state/state-store';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { factsOf, shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const LINEN: Cell[][] = [
  ['Артикул', 'Назва', 'Колір', 'Розмір', 'Ціна', 'Кількість'],
  ['DC-1-M', 'Підковдра сатинова', 'молочний', '160×220', 990, 2],
  ['DC-1-M', 'Підковдра сатинова', 'молочний', '200×220', 1190, 0],
  ['DC-1-G', 'Підковдра сатинова', 'графітовий', '160×220', 990, 1],
  ['DC-1-G', 'Підковдра сатинова', 'графітовий', '200×220', 1190, 3],
  ['BS-7', 'Комплект постільної білизни «Графіт»', 'графітовий', 'євро', 2490, 2],
  ['PC-1', 'Наволочки, пара', 'білий', '50×70', 340, 6],
  ['PC-2', 'Наволочки «Клітинка», пара', 'сірий', '50×70', 380, 4],
];

const said = ['підковдра молочна 200х220 є?', 'а скільки графітова коштує?'];

describe("a colour of the item in play that another model's name has", () => {
  it('keeps the state on the duvet cover, in its colour and the size asked before', () => {
    const state = foldMessages(
      new CatalogueIndex(factsOf(LINEN)),
      emptyState(),
      said.map((text) => ({ text, fromShop: false })),
    );
    expect(state.focus).toMatchObject({ code: 'DC-1-G', colour: 'графітовий', size: '200×220' });
  });

  it('sums the cover in that colour and size with the plain pillowcases named after "і ще"', async () => {
    const reply = await shopOf(LINEN).talk(
      ...said,
      'ок давайте графітову, і ще наволочки 50х70 до неї. скільки разом?',
    );
    // 1190 + 340, no bedding set «Графіт».
    expect(reply.text).toMatch(/1530/);
    expect(reply.text).not.toMatch(/2490/);
  });

  it('reads each part of a compound message as its own item', async () => {
    const reply = await shopOf(LINEN).talk('підковдра молочна 160х220 і наволочки 50х70, скільки разом?');
    expect(reply.text).toMatch(/1330/);
  });
});
