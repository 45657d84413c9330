// Taking an order in the conversation (docs/product.md §9.8), through signed webhooks and the
// offline provider: the draft asks for what is missing, one thing at a time, never confirms a
// size that is out of stock, and proposes a summary the auditor checked; the owner's order draft
// (the panel beside the thread) holds the same lines, fields and total.
import { randomUUID } from 'node:crypto';
import { describeOneDb, json, type TestApp } from './helpers';
import { deliver, dm, igMessaging, nextMid, type userWithChannel } from './meta/helpers';
import { DOUBLE, type GraphDouble } from './meta/graph-double';
import { ownerSocket, startStockedShop } from './meta/stocked-shop';
import type { TestSocket } from './ws-client';

const STOCK =
  'Артикул,Назва,Колір,Розмір,Ціна,Кількість\n' +
  'VT-101,Сукня лляна,чорний,S,1899,2\nVT-101,Сукня лляна,чорний,M,1899,1\nVT-101,Сукня лляна,чорний,L,1899,0\n' +
  'JK-7,Жакет класичний,молочний,42,3290,3\nJK-7,Жакет класичний,молочний,44,3290,1\n' +
  'DR-5,Сукня міді,чорний,S,2100,2\nDR-5,Сукня міді,чорний,M,2100,2\n' +
  'DR-6,Сукня міді,бежевий,S,2100,2\nDR-6,Сукня міді,бежевий,M,2100,2\n' +
  // One code in two colours, as 1C/BAS exports it (docs/product.md §9.4).
  'SW-9,Купальник бандо,молочний,S,1150,1\nSW-9,Купальник бандо,смарагдовий,L,1150,2\n';

describeOneDb('taking an order in the conversation', (target) => {
  let graph: GraphDouble;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithChannel>>;
  let socket: TestSocket;

  beforeAll(async () => {
    ({ graph, t, owner } = await startStockedShop(target, {}, STOCK));
    await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status: 'ON' } });
    socket = await ownerSocket(t.app, owner);
  });
  afterAll(async () => {
    socket?.ws.terminate();
    await t.close();
    await graph.close();
  });

  /** A new customer: each call sends one DM and resolves with the draft for it. */
  function customer() {
    const id = `cust-${randomUUID()}`;
    const state = { conversationId: '' };
    const taken = new Set<unknown>();
    const say = async (text: string): Promise<string> => {
      const mid = nextMid();
      await deliver(t.app, igMessaging(DOUBLE.ig.id, [dm(DOUBLE.ig.id, id, { mid, text })]));
      const incoming = await socket.next((m) => m.type === 'NEW_MESSAGE' && m.data.platform_id === mid, 10_000);
      state.conversationId = incoming.data.conversation_id as string;
      const draft = await socket.next(
        (m) => m.type === 'NEW_AI_PROPOSITION' && m.data.conversation_id === state.conversationId && !taken.has(m),
        15_000,
      );
      taken.add(draft);
      return draft.data.ai_proposition as string;
    };
    const draft = async () =>
      json(
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/orders/draft?conversation_id=${state.conversationId}`,
          headers: owner.auth,
        }),
      ).data;
    return { say, draft };
  }

  it('ua: one item, an out-of-stock size refused, one question at a time, then the summary', async () => {
    const { say, draft } = customer();
    expect(await say('Добрий день! Хочу замовити VT-101')).toMatch(
      /Який розмір Сукня лляна \(VT-101\) оформлюємо\? В наявності: S, M\./,
    );
    const outOfStock = await say('L');
    expect(outOfStock).toMatch(/Розміру L \(VT-101\) зараз, на жаль, немає\. В наявності: S, M/);
    expect(outOfStock).not.toMatch(/Ваше замовлення/);
    expect(await say('тоді M')).toMatch(/імʼя та прізвище отримувача/);
    expect(await say('Олена Коваль')).toMatch(/номер телефону/);
    expect(await say('067-123-45-67')).toMatch(/місто й номер відділення чи поштомата Нової пошти/);
    // Payment not said: the summary names cash on delivery and the customer may change it (§9.8).
    const summary = await say('Київ, відділення 12');
    expect(summary).toContain(
      'Ваше замовлення: Сукня лляна, чорний, розмір M (VT-101) — 1 шт. × 1899 грн = 1899 грн. Разом: 1899 грн. ' +
        'Отримувач: Олена Коваль, +380671234567. Доставка: Нова пошта, Київ, відділення №12. ' +
        'Оплата: накладений платіж (можна й передоплату на картку).',
    );
    expect(summary).not.toMatch(/Як вам зручніше оплатити/);
    expect(await draft()).toMatchObject({
      intent: true,
      lines: [{ code: 'VT-101', size: 'M', quantity: 1, unit_price: 1899, line_total: 1899 }],
      customer_name: 'Олена Коваль',
      phone: '+380671234567',
      delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12' },
      payment: 'COD',
      total: 1899,
      missing: [],
    });
  });

  it('ua: the size asked and not answered is asked again only when the rest is given (no question twice in a row)', async () => {
    const { say } = customer();
    expect(await say('Хочу замовити VT-101')).toMatch(/Який розмір/);
    const phone = await say('Олена Коваль');
    expect(phone).toMatch(/номер телефону/);
    expect(phone).not.toMatch(/Який розмір/);
    expect(await say('0671234567')).toMatch(/місто й номер відділення/);
    expect(await say('Київ, 12 відділення')).toMatch(/Який розмір Сукня лляна \(VT-101\) оформлюємо/);
    expect(await say('M')).toMatch(/Ваше замовлення: Сукня лляна, чорний, розмір M .*Нова пошта, Київ, відділення №12/);
  });

  it('one code in two colours: the line is in the colour the conversation chose, through to the created order', async () => {
    const { say, draft } = customer();
    expect(await say('вітаю! бандо смарагдовий на L є?')).toMatch(/смарагдов/);
    await say('а молочний?');
    expect(await say('ок тоді смарагдовий L беру')).toMatch(/імʼя та прізвище отримувача/);
    const summary = await say('Ірина Коваль, 0501112233, Одеса, відділення 5');
    expect(summary).toContain('Купальник бандо, смарагдовий, розмір L (SW-9) — 1 шт. × 1150 грн = 1150 грн');
    const d = await draft();
    expect(d).toMatchObject({ lines: [{ code: 'SW-9', color: 'смарагдовий', size: 'L' }], missing: [] });
    // The owner's panel sends the draft's lines with their colour: the order keeps it.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: owner.auth,
      payload: {
        conversation_id: d.conversation_id,
        customer_name: d.customer_name,
        phone: d.phone,
        delivery: d.delivery,
        payment: d.payment,
        lines: d.lines.map((l: { code: string; color: string; size: string; quantity: number }) => ({
          code: l.code,
          color: l.color,
          size: l.size,
          quantity: l.quantity,
        })),
      },
    });
    expect(created.statusCode).toBe(201);
    expect(json(created).data.lines).toEqual([expect.objectContaining({ color: 'смарагдовий', size: 'L' })]);
  });

  it('en: two items, the phone with spaces, a courier and prepayment', async () => {
    const { say, draft } = customer();
    expect(await say("Hi! I'll take VT-101 size S and JK-7 size 44, 2 pcs")).toMatch(
      /Only 1 pc of size 44 \(JK-7\) left/,
    );
    expect(await say('ok, JK-7 1 pc')).toMatch(/recipient's full name/);
    expect(await say('My name is John Smith, +380 67 123 45 67')).toMatch(/the city and the Nova Poshta branch/);
    expect(await say('Courier to Kyiv, address: Khreshchatyk St. 1, flat 5')).toMatch(
      /Payment: cash on delivery \(prepayment by card is possible too\)/,
    );
    const summary = await say('prepayment by card');
    expect(summary).toContain('Payment: prepayment by card.');
    expect(summary).toContain('Total: 5189 UAH');
    expect(summary).toContain('Жакет класичний, молочний, size 44 (JK-7) — 1 pc × 3290 UAH = 3290 UAH');
    expect(await draft()).toMatchObject({
      lines: [
        { code: 'VT-101', size: 'S', quantity: 1, line_total: 1899 },
        { code: 'JK-7', size: '44', quantity: 1, line_total: 3290 },
      ],
      customer_name: 'John Smith',
      phone: '+380671234567',
      delivery: { type: 'COURIER', city: 'Київ', address: 'Khreshchatyk St. 1, flat 5' },
      payment: 'PREPAID',
      total: 5189,
      missing: [],
    });
  });

  it('ua: an item named by words; several fit: asked which, no line until the customer says', async () => {
    const { say, draft } = customer();
    const which = await say('Добрий день! Беру сукню, розмір S');
    // One question: the retriever's own "which one do you mean?" is not repeated.
    expect(which).not.toMatch(/про яку модель ідеться|не бачу/);
    expect(which).toMatch(/Уточніть, будь ласка, яку модель оформлюємо: /);
    for (const code of ['DR-5', 'DR-6', 'VT-101']) expect(which).toContain(code);
    expect(await draft()).toMatchObject({
      lines: [],
      missing: ['item', 'customer_name', 'phone', 'city', 'delivery'],
    });
    expect((await draft()).item_choices).toHaveLength(3);
    // The answer picks one by words; the size said with the question stays.
    expect(await say('лляну')).toMatch(/імʼя та прізвище отримувача/);
    expect(await draft()).toMatchObject({
      item_choices: [],
      lines: [{ code: 'VT-101', size: 'S', quantity: 1, unit_price: 1899 }],
    });
  });

  it('en: one confident match by words becomes the line with its size', async () => {
    const { say, draft } = customer();
    const en = await say("Hi! I'll take the black midi dress, size M");
    expect(en).toMatch(/recipient's full name/);
    // The order words describe nothing: no "I can't see that item".
    expect(en).not.toMatch(/can't see/);
    expect(await draft()).toMatchObject({
      lines: [{ code: 'DR-5', name: 'Сукня міді', size: 'M', quantity: 1, unit_price: 2100 }],
      item_choices: [],
    });
  });

  it('ua: an item added "під неї" takes the size of the line it is for, said earlier in the conversation', async () => {
    const { say, draft } = customer();
    await say('сукня міді чорна на S є?');
    await say('беру її');
    const added = await say('і ще сукню лляну під неї додайте');
    expect(added).not.toMatch(/Який розмір/);
    expect(await draft()).toMatchObject({
      lines: [
        { code: 'DR-5', size: 'S' },
        { code: 'VT-101', size: 'S' },
      ],
    });
  });

  it('ua: "беру обидва, жакет 42" after two items: both lines, the one named with its size, the other with the size asked', async () => {
    const { say, draft } = customer();
    await say('сукня лляна на S є?');
    await say('а жакет класичний?');
    await say('беру обидва, жакет 42');
    expect(await draft()).toMatchObject({
      lines: [
        { code: 'VT-101', size: 'S' },
        { code: 'JK-7', size: '42' },
      ],
    });
  });

  it('ua: two sizes of one model summed, then taken naming no size: a line for each, with its own count', async () => {
    const summed = customer();
    expect(await summed.say('сукня міді чорна S 2 шт і M одну, скільки разом?')).toMatch(/= 6300 грн/);
    await summed.say('беру');
    expect((await summed.draft()).lines).toEqual([
      expect.objectContaining({ code: 'DR-5', size: 'S', quantity: 2, line_total: 4200 }),
      expect.objectContaining({ code: 'DR-5', size: 'M', quantity: 1, line_total: 2100 }),
    ]);
    // One size said after the sum takes that size only.
    await summed.say('ні, тоді тільки M');
    expect((await summed.draft()).lines).toEqual([expect.objectContaining({ code: 'DR-5', size: 'M' })]);
  });

  it('ua: "беру, розмір 42" after the assistant answered about a product: that product is the item', async () => {
    const { say, draft } = customer();
    expect(await say('Скільки коштує жакет?')).toContain('JK-7');
    const taken = await say('Беру, розмір 42');
    expect(taken).toMatch(/розмір 42 є в наявності\. Напишіть, будь ласка, імʼя та прізвище отримувача/);
    expect(await draft()).toMatchObject({ lines: [{ code: 'JK-7', size: '42', quantity: 1 }], item_choices: [] });
  });

  it('en: words naming nothing the shop has: the draft asks for the item as before', async () => {
    const { say, draft } = customer();
    expect(await say("I'll take the leather handbag")).toMatch(/Which item would you like to order/);
    expect(await draft()).toMatchObject({ lines: [], item_choices: [], missing: expect.arrayContaining(['item']) });
  });

  it('a confirmed order reserves: the next customer is not offered the last M', async () => {
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: owner.auth,
      payload: {
        customer_name: 'Інна Бойко',
        phone: '0501112233',
        delivery: { type: 'NOVA_POSHTA_LOCKER', city: 'Львів', branch: '5512' },
        payment: 'PREPAID',
        lines: [{ code: 'VT-101', size: 'M', quantity: 1 }],
      },
    });
    const id = json(order).data.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${id}`,
      headers: owner.auth,
      payload: { status: 'CONFIRMED' },
    });
    const { say } = customer();
    const answer = await say('Беру VT-101 M');
    expect(answer).toMatch(/Розміру M \(VT-101\) зараз, на жаль, немає\. В наявності: S\./);
  });
});
