// The basket of the dialogue state (issue 46 items 1, 3 and 5; docs/product.md §9.9): what the
// customer chose to take over several messages ("давайте сірі", "і фільтр на неї ж", "add a cable",
// "remove the holder"), which a sum asked later adds up and an order naming no item takes.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { foldMessages } from '../src/modules/agent/state/state-store';
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { quantityIn } from '../src/modules/agent/state/read-turn';
import { factsOf, shopOf } from './agent-shop';
import { Reply } from '../src/modules/agent/answer/reply';
import { orderPrompt } from '../src/modules/agent/answer/order-reply';
import { parseDirectives } from '../src/modules/agent/directives';
import type { OrderDraft } from '@vitrina/shared/contracts';
import { describeOneDb } from './helpers';
import { chatAsCustomer, ownerSocket, startStockedShop } from './meta/stocked-shop';

beforeAll(() => loadDictionaries());

// Horoshop's modifications: mats cut for a car in a colour, a filter per car, bulbs per socket
// (one to order), a dash cam with or without its rear camera, a holder.
const CARS: Cell[][] = [
  ['Артикул', 'Родительский артикул', 'Название (UA)', 'Название модификации (UA)', 'Раздел', 'Цена', 'Наличие'],
  ['EV-LAN-BK', 'EV-LAN-BK', 'Килимки в салон EVA', 'Daewoo Lanos, чорний', 'Килимки', 1150, 'В наявності'],
  ['EV-OA7-BK', 'EV-LAN-BK', 'Килимки в салон EVA', 'Skoda Octavia A7, чорний', 'Килимки', 1390, 'Немає в наявності'],
  ['EV-OA7-GR', 'EV-LAN-BK', 'Килимки в салон EVA', 'Skoda Octavia A7, сірий', 'Килимки', 1390, 'В наявності'],
  ['EV-LAN-GR', 'EV-LAN-BK', 'Килимки в салон EVA', 'Daewoo Lanos, сірий', 'Килимки', 1150, 'Немає в наявності'],
  ['WX-LAN', 'WX-LAN', 'Фільтр салону вугільний WIX', 'Daewoo Lanos', 'Фільтри', 215, 'В наявності'],
  ['WX-OA7', 'WX-LAN', 'Фільтр салону вугільний WIX', 'Skoda Octavia A7', 'Фільтри', 389, 'В наявності'],
  ['PH-H4', 'PH-H4', 'LED лампи Philips Ultinon', 'H4', 'Автолампи', 2150, 'В наявності'],
  ['PH-H7', 'PH-H4', 'LED лампи Philips Ultinon', 'H7', 'Автолампи', 1980, 'В наявності'],
  ['PH-H11', 'PH-H4', 'LED лампи Philips Ultinon', 'H11', 'Автолампи', 1890, 'Немає в наявності'],
  ['PH-H1', 'PH-H4', 'LED лампи Philips Ultinon', 'H1', 'Автолампи', 1790, 'Під замовлення'],
  ['MI-A500S', 'MI-A500S', 'Відеореєстратор 70mai A500S', 'без задньої камери', 'Електроніка', 3190, 'В наявності'],
  [
    'MI-A500S-RC',
    'MI-A500S',
    'Відеореєстратор 70mai A500S',
    'з задньою камерою RC06',
    'Електроніка',
    3790,
    'В наявності',
  ],
  ['BS-MAG-BK', 'BS-MAG-BK', 'Тримач для телефону Baseus', 'чорний', 'Тримачі', 399, 'В наявності'],
];

const catalogue = () => new CatalogueIndex(factsOf(CARS));
const fold = (...texts: string[]) =>
  foldMessages(
    catalogue(),
    emptyState(),
    texts.map((t) => ({ text: t, fromShop: false })),
  );
const basket = (state: ReturnType<typeof fold>) => (state.taken ?? []).map((l) => `${l.quantity}×${l.code}`);

describe('the basket of the dialogue state', () => {
  it('takes what the customer chooses, in the size said before, and adds what is summed with it', () => {
    const state = fold(
      'Килимки EVA на Октавію А7 чорні є?',
      'ок давайте сірі, скільки коштують?',
      'і фільтр салону на неї ж, скільки разом буде?',
    );
    // The grey mats for the car asked about (not the first grey pair), the filter for the same car.
    expect(basket(state)).toEqual(['1×EV-OA7-GR', '1×WX-OA7']);
  });

  it('does not take what is only asked about', () => {
    expect(basket(fold('Килимки EVA на Октавію А7 чорні є?', 'а фільтр салону на октавію є?'))).toEqual([]);
  });

  it('a choice of another variant of a model replaces the one chosen before; "і ще" adds', () => {
    expect(basket(fold('давайте лампи H4', 'ні, давайте H7'))).toEqual(['1×PH-H7']);
    expect(basket(fold('давайте лампи H4', 'і ще лампи H7'))).toEqual(['1×PH-H4', '1×PH-H7']);
  });

  it('takes back what the customer removes, and remembers it until it is taken again', () => {
    const removed = fold('I need the Philips bulbs H7 and the Baseus holder. Total?', 'Actually remove the holder');
    expect(basket(removed)).toEqual(['1×PH-H7']);
    expect(removed.dropped).toEqual(['BS-MAG-BK']);
    const again = fold(
      'I need the Philips bulbs H7 and the Baseus holder. Total?',
      'Actually remove the holder',
      'add the Baseus holder back please',
    );
    expect(basket(again)).toEqual(['1×PH-H7', '1×BS-MAG-BK']);
    expect(again.dropped).toBeUndefined();
  });

  it('a sum of two products with no choice is of those two, not of the basket before', () => {
    expect(basket(fold('давайте лампи H4', 'тримач baseus і фільтр на ланос разом скільки?'))).toEqual([
      '1×BS-MAG-BK',
      '1×WX-LAN',
    ]);
  });
});

describe('sums of the basket', () => {
  it('"і фільтр на неї ж, скільки разом?" adds the filter for the same car to the mats chosen', async () => {
    const reply = (
      await shopOf(CARS).talk(
        'Килимки EVA на Октавію А7 чорні є?',
        'ок давайте сірі, скільки коштують?',
        'і фільтр салону на неї ж, скільки разом буде?',
      )
    ).text;
    expect(reply).toContain('1390 грн');
    expect(reply).toContain('389 грн');
    expect(reply).toContain('= 1779 грн');
  });

  it('an added item joins the total; a removed one leaves it', async () => {
    const said = [
      'I need the Philips LED bulbs H7. And the Baseus holder, total?',
      'Also add the 70mai dash cam without the rear camera. New total?',
      'Actually remove the holder. What is the total now?',
    ];
    const shop = shopOf(CARS);
    // 1980 + 399 + 3190: the dash cam in the option said, beside the two taken before.
    expect((await shop.talk(...said.slice(0, 2))).text).toContain('= 5569 UAH');
    // 1980 + 3190: the holder taken back.
    expect((await shop.talk(...said)).text).toContain('= 5170 UAH');
  });

  it('"а h1?" after a socket sold out is of the bulbs in H1, which are to order', async () => {
    const reply = (await shopOf(CARS).talk('лед лампи h11 є?', 'а h1?')).text;
    expect(reply).toContain('PH-H1');
    expect(reply).toContain('під замовлення');
  });
});

describe('reading a count', () => {
  it('a decimal is no count ("0.73 штук 5" is five; "а 3,5 скільки?" none)', () => {
    expect(quantityIn('і медіатори 0.73 штук 5')).toBe(5);
    expect(quantityIn('а 3,5 скільки?')).toBeNull();
  });
});

const CAR_STOCK =
  'Артикул,Назва,Колір,Розмір,Ціна,Кількість\n' +
  'EV-OA7-BK,Килимки в салон EVA,чорний,Skoda Octavia A7,1390,0\n' +
  'EV-OA7-GR,Килимки в салон EVA,сірий,Skoda Octavia A7,1390,4\n' +
  'WX-LAN,Фільтр салону WIX,,Daewoo Lanos,215,5\n' +
  'WX-OA7,Фільтр салону WIX,,Skoda Octavia A7,389,3\n' +
  'BS-MAG-BK,Тримач для телефону Baseus,чорний,,399,6\n';

describeOneDb('an order of the basket', (target) => {
  it('takes every line the customer chose, in its size, and leaves out what they took back', async () => {
    const { t, owner, close } = await startStockedShop(target, {}, CAR_STOCK);
    try {
      await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status: 'ON' } });
      const socket = await ownerSocket(t.app, owner);
      const say = chatAsCustomer(t.app, socket);
      await say({ text: 'Килимки EVA на Октавію А7 чорні є?' });
      await say({ text: 'ок давайте сірі' });
      await say({ text: 'і фільтр салону на неї ж, скільки разом буде?' });
      await say({ text: 'і ще тримач baseus' });
      await say({ text: 'ні, тримач не треба' });
      const summary = await say({ text: 'Оформлюємо. Коваленко Андрій, 0671234567, Львів, відділення 23' });
      expect(summary).toContain('EV-OA7-GR');
      expect(summary).toContain('WX-OA7');
      expect(summary).not.toContain('BS-MAG-BK');
      expect(summary).toContain('1779');
      socket.ws.terminate();
    } finally {
      await close();
    }
  });

  it('takes, of a model asked with no colour chosen, the one colour that has every size taken in stock', async () => {
    const towels =
      'Артикул,Назва,Колір,Розмір,Ціна,Кількість\n' +
      'RT-1-W,Рушник вафельний «Лляний»,білий,40×70,230,5\n' +
      'RT-1-W,Рушник вафельний «Лляний»,білий,70×140,480,3\n' +
      'RT-1-G,Рушник вафельний «Лляний»,сірий,40×70,230,0\n' +
      'RT-1-G,Рушник вафельний «Лляний»,сірий,70×140,480,2\n';
    const { t, owner, close } = await startStockedShop(target, {}, towels);
    try {
      await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status: 'ON' } });
      const socket = await ownerSocket(t.app, owner);
      const say = chatAsCustomer(t.app, socket);
      await say({ text: 'скільки коштує рушник вафельний 40х70?' });
      await say({ text: 'а 70х140?' });
      const reply = await say({ text: 'візьму по два кожного, скільки всього?' });
      // 2 × 230 + 2 × 480, of the white ones (the grey have no 40×70 left): no question which.
      expect(reply).toContain('1420');
      expect(reply).not.toMatch(/яку модель/);
      socket.ws.terminate();
    } finally {
      await close();
    }
  });
});

describe("the order's question of a size", () => {
  it('says a line has none left in any size, never "which size? In stock: ." with nothing listed', () => {
    const order = {
      missing: ['size'],
      lines: [
        {
          code: 'MF-30-GR',
          name: 'Серветка з мікрофібри',
          size: null,
          sizes_available: [],
          available: null,
          quantity: 1,
        },
      ],
      item_choices: [],
    } as unknown as OrderDraft;
    const reply = new Reply('ua', parseDirectives('', 'ua'), 'і серветку');
    orderPrompt(reply, order);
    expect(reply.toString()).toContain('зараз немає в наявності');
    expect(reply.toString()).not.toMatch(/В наявності: \./u);
  });
});
