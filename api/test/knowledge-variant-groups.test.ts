// A variant group whose rows are each named in full (Prom.ua's 'Ідентифікатор_групи_різновидів')
// is one model (src/modules/knowledge/import/variant-groups.ts).
import type { Cell, ParsedProduct } from '../src/modules/knowledge/import/rows';
import { readRows, summary } from './fixtures/read-rows';

const HEADER = [
  'Код_товару',
  'Назва_позиції',
  'Назва_групи',
  'Ціна',
  'Кількість',
  'Ідентифікатор_групи_різновидів',
  'Назва_Характеристики',
  'Значення_Характеристики',
  'Назва_Характеристики_2',
  'Значення_Характеристики_2',
];

const read = (rows: Cell[][]): ParsedProduct[] => readRows([HEADER, ...rows]);

describe('variant groups named in full per row', () => {
  it('makes one model: the shared name, the differing characteristics as colour and size, codes and prices per size', () => {
    const products = read([
      ['GR-7-05-AP', 'Гранола Crunchy 500 г, яблуко', 'Сніданки', 210, 3, 77, 'Смак', 'яблуко', 'Вага', '500 г'],
      ['GR-7-05-BR', 'Гранола Crunchy 500 г, ягоди', 'Сніданки', 210, 0, 77, 'Смак', 'ягоди', 'Вага', '500 г'],
      ['GR-7-1-AP', 'Гранола Crunchy 1 кг, яблуко', 'Сніданки', 390, 2, 77, 'Смак', 'яблуко', 'Вага', '1 кг'],
      ['TEA-3', 'Чай трав’яний 50 г', 'Чай', 95, 5, 78, 'Смак', 'м’ята', 'Вага', '50 г'],
    ]);
    expect(summary(products)).toEqual([
      'GR-7 «Гранола Crunchy» яблуко: 500 г=3@GR-7-05-AP, 1 кг=2@GR-7-1-AP 390 грн',
      'GR-7 «Гранола Crunchy» ягоди: 500 г=0@GR-7-05-BR',
      // A lone row's 'Смак' is its flavour, the variant slot a colour fills (columns.ts).
      'TEA-3 «Чай трав’яний 50 г» м’ята: ',
    ]);
    expect(products[0].price).toBe(210);
    // The characteristics that became the variant are not repeated as details.
    expect(products[0].description).not.toMatch(/Смак|Вага/);
  });

  it('keeps each row its code when only a colour tells the rows apart', () => {
    const products = read([
      ['BAR-1-CC', 'Батончик Fit 60 г, кокос', 'Батончики', 75, 4, 90, 'Смак', 'кокос', 'Вага', '60 г'],
      ['BAR-1-NT', 'Батончик Fit 60 г, горіх', 'Батончики', 75, 0, 90, 'Смак', 'горіх', 'Вага', '60 г'],
    ]);
    expect(products.map((p) => [p.code, p.name, p.color])).toEqual([
      ['BAR-1-CC', 'Батончик Fit 60 г', 'кокос'],
      ['BAR-1-NT', 'Батончик Fit 60 г', 'горіх'],
    ]);
  });

  it('ties rows of one name with no colour or size of their own by what differs between them, with no group column', () => {
    const products = read([
      ['NA-12-2', 'Корм Nordic Adult', 'Корм', 320, 4, '', 'Вага', '2 кг', '', ''],
      ['NA-12-10', 'Корм Nordic Adult', 'Корм', 1290, 0, '', 'Вага', '10 кг', '', ''],
      ['NP-14', 'Корм Nordic Puppy', 'Корм', 350, 2, '', 'Вага', '2 кг', '', ''],
      ['T-1', 'Ласощі Snack', 'Ласощі', 90, 2, '', 'Вага', '100 г', '', ''],
      ['T-2', 'Ласощі Snack', 'Ласощі', 160, 1, '', 'Вага', '200 г', '', ''],
    ]);
    expect(summary(products)).toEqual([
      'NA-12 «Корм Nordic Adult» -: 2 кг=4@NA-12-2, 10 кг=0@NA-12-10 1290 грн',
      'NP-14 «Корм Nordic Puppy» -: ',
      // No figure in what the codes share: each row keeps its code, now with its size.
      'T-1 «Ласощі Snack» -: 100 г=2',
      'T-2 «Ласощі Snack» -: 200 г=1',
    ]);
  });

  it('leaves a group as the file has it when its rows cannot be told apart or share no name', () => {
    const same = read([
      ['X-1', 'Шейкер Pro, чорний', 'Аксесуари', 300, 1, 5, 'Матеріал', 'пластик', '', ''],
      ['X-2', 'Шейкер Pro, рожевий', 'Аксесуари', 300, 1, 5, 'Матеріал', 'пластик', '', ''],
    ]);
    // Each row its own product and code (its colour, said after the comma, is its colour: colour-named.ts).
    expect(same.map((p) => [p.code, p.name, p.color])).toEqual([
      ['X-1', 'Шейкер Pro', 'чорний'],
      ['X-2', 'Шейкер Pro', 'рожевий'],
    ]);
    const unrelated = read([
      ['A-1', 'Креатин 300 г', 'Креатин', 500, 1, 6, 'Вага', '300 г', '', ''],
      ['B-1', 'Омега-3 100 капсул', 'Вітаміни', 400, 1, 6, 'Вага', '100 капсул', '', ''],
    ]);
    expect(unrelated.map((p) => p.name)).toEqual(['Креатин 300 г', 'Омега-3 100 капсул']);
  });

  it('reads products named alike but for a colour after the comma as one model in two colours', () => {
    const coloured = read([
      ['X-1', 'Шейкер Pro, чорний', 'Аксесуари', 300, 1, 5, 'Матеріал', 'пластик', '', ''],
      ['X-2', 'Шейкер Pro, рожевий', 'Аксесуари', 300, 0, 5, 'Матеріал', 'пластик', '', ''],
      ['X-3', 'Підложка, золото', 'Аксесуари', 40, 3, 5, 'Матеріал', 'картон', '', ''],
    ]);
    expect(coloured.map((p) => [p.code, p.name, p.color])).toEqual([
      ['X-1', 'Шейкер Pro', 'чорний'],
      ['X-2', 'Шейкер Pro', 'рожевий'],
      // Alone with its colour: nothing shows it is a colour of a model rather than part of its name.
      ['X-3', 'Підложка, золото', ''],
    ]);
  });
});
