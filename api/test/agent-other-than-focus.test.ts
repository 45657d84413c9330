// Follow-ups that point at the item in play without naming it (issue 46): a word of its name said
// negated ("а неоригінальний є?"), a cheaper one in Russian ("подешевле"), "2 таких і …" with another
// item; and the shop's reply moves the focus to the one product it wrote the code of.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

const SHOP: Cell[][] = [
  ['Артикул', 'Назва', 'Опис', 'Ціна', 'Кількість'],
  ['BAT-NPFZ100', 'Акумулятор Sony NP-FZ100 (оригінал)', 'Оригінальний акумулятор для Sony A7 III', 3350, 4],
  ['BAT-PAT-FZ100', 'Акумулятор Patona Premium, сумісний з Sony NP-FZ100', 'Сумісний акумулятор', 1150, 6],
  ['BAT-LPE6', 'Акумулятор Canon LP-E6NH (оригінал)', 'Оригінальний акумулятор Canon', 2900, 2],
  ['BAT-W235', 'Акумулятор Fujifilm NP-W235', 'Акумулятор Fujifilm', 2450, 3],
  ['CHG-DUAL', 'Зарядний пристрій подвійний USB-C', 'Для двох акумуляторів NP-FZ100', 890, 5],
];

beforeAll(() => loadDictionaries());

describe('a word of the item in play said negated', () => {
  it('lists the models of its kind without it, those for the same device first', async () => {
    const reply = await shopOf(SHOP).talk('акумулятор np-fz100 оригінал скільки коштує?', 'а неоригінальний є?');
    expect(reply.text).toMatch(/Patona/);
    expect(reply.text).not.toMatch(/Canon|Fujifilm/);
  });

  it('reads the Russian "подешевле" as cheaper than the item in play', async () => {
    const reply = await shopOf(SHOP).talk('аккумулятор np-fz100 оригинал сколько стоит?', 'а есть подешевле?');
    expect(reply.text).toMatch(/Patona/);
    expect(reply.text).toMatch(/дешевше за 3350/);
    expect(reply.text).not.toMatch(/Є в наявності/);
  });
});

describe('"2 таких і …" after the one product the shop offered', () => {
  it('counts the offered one twice and adds the other item once', async () => {
    const reply = await shopOf(SHOP).talk(
      'аккумулятор np-fz100 оригинал сколько стоит?',
      'а неоригинальный есть? подешевле',
      'тогда 2 таких и зарядку двойную к ним',
    );
    // 2 × 1150 + 890: the compatible battery the shop offered, not the original in play before it.
    expect(reply.text).toMatch(/3190/);
  });
});
