// A party supplies shop's Rozetka feed as a sheet (rows tied by 'group_id', each titled in full with
// its variant): number balloons «0» … «9» named alike but for their figure, a helium tank per
// volume, garlands per colour (src/modules/agent/retrieve/retriever.ts modelsByOwnFigure,
// catalogue.ts nameTerms, knowledge/import/variant-groups.ts sharedName, check/auditor.ts).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { readRows, summary } from './fixtures/read-rows';
import { shopOf } from './agent-shop';
import { describeOneDb } from './helpers';
import { chatAsCustomer, ownerSocket, startStockedShop } from './meta/stocked-shop';

beforeAll(() => loadDictionaries());

const HEADER = [
  'id',
  'available',
  'group_id',
  'price',
  'article',
  'stock_quantity',
  'name_ua',
  'param:Цвет',
  'param:Размер',
];
const digit = (n: number, left: number): Cell[] => [
  31400 + n,
  left > 0 ? 'true' : 'false',
  1401,
  245,
  `FX-D40G-${n}`,
  left,
  `Куля-цифра фольгована «${n}» 100 см, золото`,
  'золото',
  '100 см (40")',
];
const FEED: Cell[][] = [
  HEADER,
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => digit(n, n === 7 ? 0 : 3)),
  [31480, 'true', 1405, 1890, 'BT-30', 5, 'Балон з гелієм Balloon Time на 30 кульок', '', '0,25 м³'],
  [31481, 'true', 1405, 2590, 'BT-50', 1, 'Балон з гелієм Balloon Time на 50 кульок', '', '0,42 м³'],
  [
    31420,
    'true',
    1402,
    69,
    'FX-S18-G-A',
    20,
    'Куля-зірка фольгована 45 см (18"), золото, без гелію',
    'золото',
    '45 см (18")',
  ],
  [
    31421,
    'true',
    1402,
    115,
    'FX-S18-G-H',
    20,
    'Куля-зірка фольгована 45 см (18"), золото, з гелієм',
    'золото',
    '45 см (18")',
  ],
  [
    31422,
    'true',
    1402,
    69,
    'FX-S18-S-A',
    9,
    'Куля-зірка фольгована 45 см (18"), срібло, без гелію',
    'серебро',
    '45 см (18")',
  ],
  [
    31423,
    'true',
    1402,
    115,
    'FX-S18-S-H',
    9,
    'Куля-зірка фольгована 45 см (18"), срібло, з гелієм',
    'серебро',
    '45 см (18")',
  ],
  [
    31500,
    'true',
    1407,
    99,
    'HL-12-PST',
    150,
    'Кулька латексна 12" з гелієм та Hi-Float, пастель мікс',
    'пастель микс',
    '12" (30 см)',
  ],
  [
    31501,
    'true',
    1407,
    52,
    'HL-12-CHG',
    40,
    'Кулька латексна 12" з гелієм та Hi-Float, хром золото',
    'хром золото',
    '12" (30 см)',
  ],
];

describe('a party shop', () => {
  it('names a group by the words its rows share, up to a comma and never ending in a preposition', () => {
    const names = [...new Set(readRows(FEED).map((p) => p.name))];
    expect(names).toContain('Кулька латексна 12" з гелієм та Hi-Float');
    expect(names).toContain('Балон з гелієм Balloon Time');
  });

  it('"цифра 7 золота є?" is the balloon «7», a part of the name\'s first compound naming it', async () => {
    const reply = (await shopOf(FEED).talk('цифра 7 золота є?')).text;
    expect(reply).toContain('FX-D40G-7');
    expect(reply).not.toMatch(/про яку модель/u);
  });

  it('"цифри 1 і 8 золоті, скільки разом?" sums the two balloons; their figures count nothing', async () => {
    const reply = (await shopOf(FEED).talk('цифри 1 і 8 золоті, скільки разом?')).text;
    expect(reply).toContain('FX-D40G-1');
    expect(reply).toContain('FX-D40G-8');
    expect(reply).toContain('= 490 грн');
    expect(reply).not.toContain('8 × 245');
  });

  it('passes the audit with a size as the stock writes it ("0,25 м³", "100 см (40\\")") and a price range', async () => {
    const shop = shopOf(FEED);
    const tank = await shop.talk('bt30 ціна');
    expect(tank.ok).toBe(true);
    expect(tank.text).toContain('0,25 м³');
    expect((await shop.talk('FX-D40G-5 скільки коштує?')).ok).toBe(true);
    const browse = await shop.talk('покажіть кульки до 150 грн');
    expect(browse.text).toMatch(/52[–-]99 грн/u);
    expect(browse.ok).toBe(true);
  });
});

it('a feed row titled in full keeps the variant readable in the summary of its model', () => {
  expect(summary(readRows(FEED)).find((l) => l.startsWith('BT-30'))).toBe(
    'BT-30 «Балон з гелієм Balloon Time» -: 0,25 м³=5, 0,42 м³=1@BT-50 2590 грн',
  );
});

it("a feed's rows of one size told apart by what their names add after the colour are its variants", () => {
  const stars = summary(readRows(FEED)).filter((l) => l.startsWith('FX-S18'));
  // "срібло" in the name is the colour the cell writes "серебро": no variant of its own.
  expect(stars).toEqual([
    'FX-S18 «Куля-зірка фольгована 45 см (18")» золото: без гелію=20@FX-S18-G-A, з гелієм=20@FX-S18-G-H 115 грн',
    'FX-S18 «Куля-зірка фольгована 45 см (18")» серебро: без гелію=9@FX-S18-S-A, з гелієм=9@FX-S18-S-H 115 грн',
  ]);
});

describeOneDb("an order's summary of a size written with its inches", (target) => {
  it('passes the audit: "100 см (40\\")" is the size as the stock writes it, no figure of its own', async () => {
    const stock =
      'Артикул,Назва,Колір,Розмір,Ціна,Кількість\nFX-D40G-2,Куля-цифра фольгована «2» 100 см,золото,"100 см (40"")",245,4\n';
    const { t, owner, close } = await startStockedShop(target, {}, stock);
    try {
      await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status: 'ON' } });
      const socket = await ownerSocket(t.app, owner);
      const say = chatAsCustomer(t.app, socket);
      await say({ text: 'цифра 2 золота є?' });
      await say({ text: 'беру. Дарина Мельник, 0931170244' });
      // The last message names no product: the summary's size is read from the order's line alone.
      const summary = await say({ text: 'Київ, нова пошта 17' });
      expect(summary).toContain('FX-D40G-2');
      expect(summary).toContain('245');
      socket.ws.terminate();
    } finally {
      await close();
    }
  });
});
