// A shop of candles and reed diffusers (issue 46, team-candles): a Prom.ua-like export whose
// variant is a scent (`Аромат`) and whose sizes are words with a measure ("міні 60 г", "класична
// 200 г", "велика 400 г") or volumes ("50 мл", "100 мл", "200 мл"), each at its own price. Each case
// is a general cause the shop's first run found.
import { type Cell } from '../src/modules/knowledge/import/rows';
import { fieldOfHeader, mapColumns } from '../src/modules/knowledge/import/columns';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { collectOrder, wantsToOrder } from '../src/modules/orders/collect';
import { codeKey } from '../src/modules/knowledge';
import { understand } from '../src/modules/agent/understand/query';
import { soundsLikeComplaint } from '../src/modules/autopilot/signals';
import { factsOf, shopOf } from './agent-shop';

const HEADER = [
  'Код_товару',
  'Назва_позиції',
  'Ціна',
  'Наявність',
  'Кількість',
  "Об'єм/Вага",
  'Аромат',
  'Ароматична група',
];
const row = (code: string, name: string, price: number, left: number, size: string, scent: string, group = '') => [
  code,
  name,
  price,
  left > 0 ? '+' : '-',
  left,
  size,
  scent,
  group,
];
const candle = (code: string, scent: string, soldOut: string[] = []) =>
  (
    [
      ['60', 'міні 60 г', 245],
      ['200', 'класична 200 г', 520],
      ['400', 'велика 400 г', 890],
    ] as const
  ).map(([s, size, price]) =>
    row(`${code}-${s}`, 'Соєва свічка «Затишок» у склі', price, soldOut.includes(s) ? 0 : 5, size, scent),
  );
const diffuser = (code: string, scent: string) =>
  (
    [
      ['50', '50 мл', 310],
      ['100', '100 мл', 540],
      ['200', '200 мл', 860],
    ] as const
  ).map(([s, size, price]) => row(`${code}-${s}`, 'Аромадифузор з паличками «Вечір»', price, 4, size, scent));
const STOCK: Cell[][] = [
  HEADER,
  ...candle('KS-101', 'Лаванда'),
  ...candle('KS-102', 'Сандал і ваніль', ['60']),
  ...candle('KS-104', 'Інжир', ['400']),
  row(
    'KD-201-200',
    'Свічка з дерев’яним гнітом «Тиша» в кераміці',
    690,
    3,
    'класична 200 г',
    'Сандал і ваніль',
    'деревний',
  ),
  row(
    'KD-201-400',
    'Свічка з дерев’яним гнітом «Тиша» в кераміці',
    1140,
    3,
    'велика 400 г',
    'Сандал і ваніль',
    'деревний',
  ),
  row('KB-301-200', 'Свічка в бетоні «Лофт»', 760, 2, 'класична 200 г', 'Тютюн і шкіра', 'деревний'),
  ...diffuser('DF-071', 'Лаванда'),
  ...diffuser('DF-072', 'Бергамот'),
  row('RS-008', 'Палички з ротангу для дифузора', 95, 8, '8 шт × 25 см', 'без аромату'),
  row('GN-002', 'Гасильник для свічок латунний', 270, 8, 'б/р', 'без аромату'),
  row('GS-005', 'Подарунковий набір «Вечірній ритуал»: свічка + дифузор', 1290, 7, '200 г + 100 мл', 'Лаванда'),
];

beforeAll(() => loadDictionaries());

describe('a scent column', () => {
  it('is the variant a customer names, as a shade is; a column named "Колір" beside it wins', () => {
    expect(fieldOfHeader('Аромат')).toBe('color');
    expect(fieldOfHeader('Scent')).toBe('color');
    expect(fieldOfHeader('Запах')).toBe('color');
    expect(mapColumns(['Код', 'Назва', 'Аромат', 'Ароматична група', 'Ціна']).color).toBe(2);
    expect(mapColumns(['Код', 'Назва', 'Аромат', 'Колір', 'Ціна']).color).toBe(3);
    const lavender = factsOf(STOCK).find((p) => p.code === 'KS-101')!;
    expect(lavender.colour).toBe('Лаванда');
    // The second scent column is kept as a characteristic.
    expect(factsOf(STOCK).find((p) => p.code === 'KD-201')!.details).toContainEqual({
      label: 'Ароматична група',
      value: 'деревний',
    });
  });

  it('"які аромати є?" asks the variants, as "які кольори є?" does: every scent is listed', async () => {
    expect(understand('які аромати є у свічки Затишок?').intents).toContain('colours');
    expect(understand('what scents does it come in?').intents).toContain('colours');
    const reply = await shopOf(STOCK).talk('які аромати є у свічки Затишок?');
    for (const scent of ['Лаванда', 'Інжир']) expect(reply.text).toContain(scent);
  });
});

describe('a name whose kind word follows an adjective', () => {
  it('is named by its kind ("Соєва свічка", like "Свічка в бетоні"); the scent named picks among equals', async () => {
    const { catalogue, talk } = shopOf(STOCK);
    expect(catalogue.read('свічка з лавандою є?').models.map((m) => m.name)).toEqual(['Соєва свічка «Затишок» у склі']);
    // A diffuser is the diffuser, not the sticks "для дифузора" nor the set "свічка + дифузор".
    expect(catalogue.read('дифузор з бергамотом скільки?').models.map((m) => m.name)).toEqual([
      'Аромадифузор з паличками «Вечір»',
    ]);
    const d = await talk('свічка з лавандою маленька почому?');
    expect(d.text).toContain('245');
    expect(d.text).not.toMatch(/520|890/);
  });
});

describe('a scent the lexicon knows', () => {
  it('that the model lacks is said so in the words of scents ("дифузор з сандалом")', async () => {
    const reply = await shopOf(STOCK).talk('дифузор з сандалом є?');
    expect(reply.text).toContain('з таким ароматом, на жаль, немає');
    expect(reply.text).toMatch(/Аромати цієї моделі: Лаванда \(арт\. DF-071\), Бергамот/);
    expect(reply.text).not.toMatch(/540|860/);
  });

  it('moves a kind word to the models of that kind that come in it ("свічки" of tealights without scent)', async () => {
    const tealights = [...STOCK, row('TL-012', 'Чайні свічки, набір 12 шт', 180, 9, '12 шт', 'без аромату')];
    const { catalogue, talk } = shopOf(tealights);
    expect(catalogue.read('свічки з лавандою є?').models.map((m) => m.name)).toEqual(['Соєва свічка «Затишок» у склі']);
    expect((await talk('свічки з лавандою є?')).text).toContain('аромат Лаванда (арт. KS-101)');
    // A word of a model's own name is no colour ("Белла" is no «бел*»), and "середня" is no grey.
    expect(catalogue.namesAColour('свічка Затишок середня', catalogue.read('Затишок').models[0])).toBe(false);
  });

  it('is no product name ("а у Затишку які аромати?" is not «Аромадифузор»)', async () => {
    const reply = await shopOf(STOCK).talk('а у Затишку які аромати?');
    expect(reply.text).toMatch(/^[^?]*Соєва свічка «Затишок»/);
    expect(reply.text).toContain('Інжир');
  });
});

describe('a characteristic whose value differs between the colours (scents) answered', () => {
  it('is said for each, never one colour’s value for the whole model', async () => {
    const sprays = [
      HEADER,
      row('AS-401', 'Аромаспрей для дому', 330, 5, '100 мл', 'Бергамот', 'цитрусовий'),
      row('AS-402', 'Аромаспрей для дому', 330, 5, '100 мл', 'Лаванда', 'квітковий'),
    ];
    const reply = await shopOf(sprays).talk('аромаспрей які аромати і яка ароматична група?');
    expect(reply.text).toContain('Ароматична група: Бергамот — цитрусовий; Лаванда — квітковий.');
  });
});

describe('browsing by a budget', () => {
  it('shows a model sold at several prices with the sizes within it ("до 300": the mini alone)', async () => {
    const reply = await shopOf(STOCK).talk('свічку до 300 грн щось підкажете?');
    expect(reply.text).toMatch(/«Затишок» у склі \(арт\. [^)]*\) — 245 грн; розміри міні 60 г(?!,)/);
    expect(reply.text).not.toMatch(/520|890/);
  });

  it('reads a model called by its name with a scent as a question about it, not a browse', async () => {
    const reply = await shopOf(STOCK).talk('Затишок бергамот які є об’єми?');
    expect(reply.text).not.toMatch(/Ось що є/);
    expect(reply.text).toContain('Соєва свічка «Затишок»');
  });
});

describe('a size said by its place among the model’s sizes', () => {
  it('is the smallest, the middle or the largest by measure when the cells lack the word', () => {
    const { catalogue } = shopOf(STOCK);
    expect(catalogue.read('свічка Затишок маленька').sizes).toEqual(['міні 60 г']);
    expect(catalogue.read('свічка Затишок середню').sizes).toEqual(['класична 200 г']);
    expect(catalogue.read('дифузор з бергамотом найбільший').sizes).toEqual(['200 мл']);
    expect(catalogue.read('дифузор середній').sizes).toEqual(['100 мл']);
    // A size word is no word the shop lacks.
    expect(catalogue.read('свічка Затишок середня скільки?').unknownWords).toEqual([]);
    // The cell's own word wins ("велика" of "велика 400 г").
    expect(catalogue.read('свічка Затишок велика').sizes).toEqual(['велика 400 г']);
  });

  it('answers the price of that size alone', async () => {
    const d = await shopOf(STOCK).talk('дифузор з бергамотом найбільший скільки?');
    expect(d.text).toContain('860');
    expect(d.text).not.toMatch(/310|540/);
  });
});

describe('a size said by its measure', () => {
  it('names the size cell with that measure, never a size of another unit', () => {
    const { catalogue } = shopOf(STOCK);
    expect(catalogue.read('Затишок лаванда 200 г').sizes).toEqual(['класична 200 г']);
    expect(catalogue.read('Затишок лаванда 200г').sizes).toEqual(['класична 200 г']);
    expect(catalogue.read('дифузор лаванда 200 мл').sizes).toEqual(['200 мл']);
    expect(catalogue.read('Затишок 200 г').sizes).not.toContain('200 мл');
  });

  it('takes a bare number as the named model’s own size of that number ("дві по 200")', async () => {
    const { catalogue, talk } = shopOf(STOCK);
    const r = catalogue.read('дві по 200 з інжиром, Затишок');
    expect(r.sizes).toEqual(['класична 200 г']);
    const d = await talk('дві по 200 з інжиром, Затишок, скільки?');
    expect(d.text).toContain('1040');
  });
});

describe('a scent said in another language', () => {
  it('names the scent cell ("fig" is «Інжир», "ванільна" is «Сандал і ваніль») and its size word too ("classic")', async () => {
    const { catalogue, talk } = shopOf(STOCK);
    expect(catalogue.read('fig candle 200g price?').models.map((m) => m.name)).toEqual([
      'Соєва свічка «Затишок» у склі',
    ]);
    const fig = await talk('fig candle 200g price?');
    expect(fig.facts.products.map((p) => p.code)).toEqual(['KS-104']);
    expect(fig.text).toContain('520');
    expect(fig.text).not.toMatch(/245|890/);
    expect(catalogue.read('the classic Zatyshok candle').sizes).toEqual(['класична 200 г']);
  });
});

describe('a price asked after a size was said', () => {
  it('is the price of that size when the model’s sizes cost differently', async () => {
    const d = await shopOf(STOCK).talk(
      'Затишок ванільна маленька є?',
      'а в тому ж розмірі з лавандою?',
      'скільки коштує?',
    );
    expect(d.text).toContain('245');
    expect(d.text).not.toMatch(/520|890/);
  });
});

describe('an order of what was asked about', () => {
  it('starts with a recipient given unasked ("Олена Ткач, 0501234567"), not with a phone in a question', () => {
    expect(wantsToOrder([{ text: 'Олена Ткач, 0501234567' }])).toBe(true);
    expect(wantsToOrder([{ text: 'Ірина, +380671234567' }])).toBe(true);
    expect(wantsToOrder([{ text: 'мій номер 0501234567, передзвоніть' }])).toBe(false);
    expect(wantsToOrder([{ text: 'Олена Ткач' }])).toBe(false);
  });

  it('counts "два таких" as pieces of the line', () => {
    const order = collectOrder([{ text: 'DF-071 100 мл' }, { text: 'візьму два таких, скільки разом?' }], (key) =>
      key === codeKey('DF-071') ? { code: 'DF-071', sizes: ['50 мл', '100 мл', '200 мл'] } : null,
    );
    expect(order.lines.map((l) => [l.code, l.quantity])).toEqual([['DF-071', 2]]);
  });
});

describe('goods that came broken', () => {
  it('are a claim the owner answers, in every language, and full trust never sends alone', () => {
    for (const text of [
      'прийшла свічка, а банка тріснута. що робити?',
      'пришла свеча, банка разбитая',
      'the diffuser arrived cracked',
    ]) {
      expect(understand(text).intents).toContain('returns');
      expect(soundsLikeComplaint(text)).toBe(true);
    }
    expect(understand('свічка Затишок ціна?').intents).not.toContain('returns');
  });
});

describe('a kind an item serves', () => {
  it('does not name it ("свічки" are no «Гасильник для свічок», "diffusers" no «Палички … для дифузора»)', () => {
    const { catalogue } = shopOf(STOCK);
    const candles = catalogue.modelsNamed('які у вас є свічки?').map((m) => m.name);
    expect(candles).toContain('Соєва свічка «Затишок» у склі');
    expect(candles).not.toContain('Гасильник для свічок латунний');
    expect(catalogue.modelsNamed('what diffusers do you have?').map((m) => m.name)).not.toContain(
      'Палички з ротангу для дифузора',
    );
    // Named by its own kind it is found.
    expect(catalogue.read('гасилка для свічок є?').models.map((m) => m.name)).toEqual([
      'Гасильник для свічок латунний',
    ]);
    expect(catalogue.read('палички для дифузора є?').models.map((m) => m.name)).toEqual([
      'Палички з ротангу для дифузора',
    ]);
  });
});
