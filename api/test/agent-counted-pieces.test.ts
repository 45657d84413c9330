// Counts said with their package word (issue 46): "3 пляшки засобу …" counts the product named
// after the word, not a bottle the shop sells; "12 баночок" of a product sold by the tin and by
// the pack counts tins.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

const SHOP: Cell[][] = [
  ['Артикул', 'Назва', 'Розмір', 'Ціна', 'Кількість'],
  ['GB-500', 'Скляна пляшка з розпилювачем', '500 мл', 145, 9],
  ['DW-950', 'Засіб для миття посуду Ecover', '950 мл', 155, 7],
  ['KIT-7', 'Набір для догляду в сумці', '', 990, 2],
  ['BN-4', 'Бинти флісові', '', 470, 8],
  ['GM-1', 'Паштет Gourmet яловичина', '1 банка', 39, 60],
  ['GM-1', 'Паштет Gourmet яловичина', 'упаковка 24 шт', 850, 3],
];

beforeAll(() => loadDictionaries());

describe('a package word after a count', () => {
  it('counts the product named after it', async () => {
    const reply = await shopOf(SHOP).talk('3 пляшки засобу для посуду 950 мл скільки буде');
    expect(reply.text).toMatch(/465/);
    expect(reply.text).not.toMatch(/розпилювач/);
  });

  it('is no kit of the shop in Russian either', async () => {
    const reply = await shopOf(SHOP).talk('мне 4 комплекта бинтов, сколько выйдет?');
    expect(reply.text).toMatch(/1880/);
    expect(reply.text).not.toMatch(/Набір/);
  });
});

describe('a count of pieces of a product sold singly and by the pack', () => {
  it('is priced at the single piece', async () => {
    const reply = await shopOf(SHOP).talk('гурме яловичина 12 баночок скільки буде?');
    expect(reply.text).toMatch(/12 × 39 грн = 468 грн/);
  });
});
