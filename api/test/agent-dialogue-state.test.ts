// The dialogue state (issue 46, docs/product.md §9.9): folded from the thread's messages in order,
// against the shop's catalogue. Pure parts here; the stored state through webhooks at the end.
import { CatalogueIndex } from '../src/modules/agent/retrieve/catalogue';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { productFact } from './fixtures/product-fact';
import { emptyState } from '../src/modules/agent/state/dialogue-state';
import { confirms, quantityIn, readTurn, shopAsks } from '../src/modules/agent/state/read-turn';
import { foldMessages } from '../src/modules/agent/state/state-store';
import { describeOneDb } from './helpers';
import { chatAsCustomer, ownerSocket, startStockedShop } from './meta/stocked-shop';
import { deliver, echo, igMessaging, nextMid } from './meta/helpers';
import { DOUBLE } from './meta/graph-double';
import { MemoryKnowledge } from '../eval/memory-knowledge';
import { Retriever } from '../src/modules/agent/retrieve/retriever';

const shop = new CatalogueIndex([
  productFact(
    'LG 114',
    'Лосины спортивные с высокой посадкой',
    'чёрный',
    [
      ['XS', 0],
      ['S', 3],
      ['M', 1],
    ],
    890,
  ),
  productFact(
    'LG 115',
    'Лосины спортивные с высокой посадкой',
    'оливковый',
    [
      ['XS', 2],
      ['S', 1],
      ['M', 0],
    ],
    890,
  ),
  productFact(
    'HD-9',
    'Худі оверсайз',
    'сірий',
    [
      ['S/M', 2],
      ['L/XL', 0],
    ],
    1490,
  ),
]);

const fold = (...texts: string[]) =>
  foldMessages(
    shop,
    emptyState(),
    texts.map((t) => (t.startsWith('> ') ? { text: t.slice(2), fromShop: true } : { text: t, fromShop: false })),
  );

// As in production, the language resources are loaded before a message is read.
beforeAll(() => loadDictionaries());

describe('the dialogue state', () => {
  it('keeps the size asked about when the customer switches colour ("а чорні?")', () => {
    const s = fold('лосіни оливкові на xs є?', '> Лосины, колір оливковый (арт. LG 115): XS є.', 'а чорні?');
    expect(s.focus).toMatchObject({ code: 'LG 114', size: 'XS' });
    expect(s.items.map((i) => i.code)).toEqual(['LG 115', 'LG 114']);
  });

  it("takes the candidate of the shop's question which one that alone is sold in a size said next", () => {
    const s = fold(
      'худі оверсайз скільки?',
      '> Підкажіть, будь ласка, про яку модель ідеться: Худі оверсайз (арт. HD-9) чи Лосины спортивные с высокой посадкой (арт. LG 114)?',
      'а XS є?',
    );
    expect(s.focus).toMatchObject({ code: 'LG 114', size: 'XS' });
    expect(s.offered).toBeUndefined();
  });

  it('reads a follow-up naming nothing as about the item in focus: a size, then a quantity', () => {
    const s = fold('худі оверсайз скільки?', 'а S/M є?', 'дві штуки');
    expect(s.focus).toMatchObject({ code: 'HD-9', size: 'S/M', quantity: 2 });
  });

  it('keeps a model whose colour is not said open, until the colour is said', () => {
    const open = fold('лосини з високою посадкою скільки?');
    expect(open.focus).toMatchObject({ anyColour: true });
    const chosen = fold('лосини з високою посадкою скільки?', 'давайте оливкові');
    expect(chosen.focus).toMatchObject({ code: 'LG 115' });
    expect(chosen.focus?.anyColour).toBeFalsy();
  });

  it('greets once: the shop has written after its first message', () => {
    expect(fold('привіт').greeted).toBe(false);
    expect(fold('привіт', '> Вітаю! Чим можу допомогти?').greeted).toBe(true);
  });

  it('takes a yes to the order summary as confirmation, and a yes to anything else as not', () => {
    const summary = '> Ваше замовлення: Худі (HD-9), S/M. Разом: 1490 грн. Все вірно? Підтвердьте, будь ласка.';
    expect(fold('беру худі S/M', summary, 'Так, все вірно').order.stage).toBe('confirmed');
    expect(fold('беру худі S/M', summary).order.stage).toBe('summary');
    expect(fold('беру худі S/M', '> Який розмір худі оформлюємо?', 'так').order.stage).toBe('collecting');
  });

  it("a shop reply back about an item spoken of before restores what was said of it, not the last item's", () => {
    const s = fold(
      'беру худі оверсайз S/M дві штуки',
      'і лосини оливкові до нього',
      '> Оформлюю: Худі оверсайз (арт. HD-9), S/M — 2 шт. Напишіть, будь ласка, імʼя та прізвище.',
      'Олена Коваль',
    );
    expect(s.focus).toMatchObject({ code: 'HD-9', size: 'S/M', quantity: 2 });
    expect(s.items.find((i) => i.code === 'HD-9')).toMatchObject({ size: 'S/M', quantity: 2 });
  });

  it('moves the focus to the one product a shop reply names, not to a list', () => {
    expect(fold('лосіни є?', '> Є оливкові (арт. LG 115), 890 грн.').focus).toMatchObject({ code: 'LG 115' });
    const listed = fold('худі оверсайз?', '> Є ще лосини: LG 114 і LG 115.');
    expect(listed.focus).toMatchObject({ code: 'HD-9' });
  });
});

describe('the words that name a product', () => {
  const shop2 = new CatalogueIndex([
    productFact(
      'VT-3010',
      'Штани палаццо',
      'бежевий',
      [
        ['S', 2],
        ['M', 3],
      ],
      1490,
    ),
    productFact('VT-4010', 'Кардиган на ґудзиках', 'сірий', [['M', 1]], 1890),
    productFact('WH-1', 'Колеса для самоката', 'чорний', [['100 мм', 4]], 390),
  ]);
  const fold2 = (...texts: string[]) =>
    foldMessages(
      shop2,
      emptyState(),
      texts.map((t) => (t.startsWith('> ') ? { text: t.slice(2), fromShop: true } : { text: t, fromShop: false })),
    );

  it('a payment or delivery word of an order names no product: "by card" is no cardigan', () => {
    const state = fold2(
      'palazzo trousers in M?',
      '> Palazzo trousers (VT-3010): size M is in stock.',
      'prepayment by card please',
    );
    expect(state.focus).toMatchObject({ code: 'VT-3010', size: 'M' });
    expect(state.items.map((i) => i.code)).toEqual(['VT-3010']);
    expect(fold2('штани палаццо M', 'оплата на картку, відділення 5').focus).toMatchObject({ code: 'VT-3010' });
  });

  it("the shop's reply names a product by a word of its name, its sound or the lexicon's word for it, never by a near word", () => {
    // An English reply names «Штани палаццо» in English: the focus moves to them.
    expect(fold2('скільки кардиган?', '> The palazzo trousers are 1490 UAH.').focus).toMatchObject({ code: 'VT-3010' });
    // "колеги" is one letter from "колеса" for the engine, but names no wheels in the shop's own words.
    expect(fold2('скільки кардиган?', '> Уточню у колеги і напишу.').focus).toMatchObject({ code: 'VT-4010' });
  });
});

describe('reading a message for the state', () => {
  it.each([
    ['футболка з динозавром 2 шт скільки буде?', 2],
    ['мені 3 пари легінсів на 98', 3],
    ['а дві штуки скільки?', 2],
    ['and 3 of them?', 3],
    ['2 velour bunny suits, how much total?', 2],
    ['x4 будь ласка', 4],
    ['зріст 165, який розмір?', null],
    ['відділення 25', null],
  ])('quantity of %j is %j', (text, n) => {
    expect(quantityIn(text)).toBe(n);
  });

  it('tells a yes from a question', () => {
    expect(confirms('Так, все вірно!')).toBe(true);
    expect(confirms('yes please')).toBe(true);
    expect(confirms('а в M є?')).toBe(false);
    expect(confirms('Тарас Шевченко')).toBe(false);
  });

  it("knows what the shop's message asks for", () => {
    expect(shopAsks('Напишіть, будь ласка, імʼя та прізвище отримувача.')).toBe('customer_name');
    expect(shopAsks('Which size of Hoodie (HD-9) shall I put down?')).toBe('size');
    expect(shopAsks('Лосины, 890 грн.')).toBeNull();
  });

  it('gives the colour said before ", і" to the item in focus and the rest to the product named after it', async () => {
    const products = [...shop.allModels().flatMap((m) => m.variants)];
    const retriever = new Retriever(new MemoryKnowledge({ products }), { similar: async () => [] });
    const state = fold('лосіни оливкові на S є?');
    const text = 'ок чорні S, і худі, скільки за все?';
    const facts = await retriever.retrieve({ userId: 'u', channelId: null, text, fallbackLanguage: 'ua', state });
    expect(facts.products.map((p) => p.code)).toEqual(['LG 114', 'HD-9']);
    expect(facts.totals?.total).toBe(890 + 1490);
    // Without the item in focus the colour stays with the words that name a product.
    const alone = await retriever.retrieve({ userId: 'u', channelId: null, text, fallbackLanguage: 'ua' });
    expect(alone.products.map((p) => p.code)).not.toContain('LG 114');
  });

  it("reads the order's fields once per message and keeps them: the name early, the payment later; the shop's words are not the customer's (issue 46 item 8)", () => {
    const s = fold(
      'Мене звати Олена Коваль, лосіни оливкові на xs є?',
      '> Так, є. Доставка: Нова пошта, Київ, відділення №7.',
      'а чорні?',
      'беру, Львів, відділення 12, 067 123 45 67',
      'оплата на карту',
    );
    expect(s.order.fields).toEqual({
      customerName: 'Олена Коваль',
      phone: '+380671234567',
      delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Львів', branch: '12', address: null },
      payment: 'PREPAID',
    });
    // A later message changes one field and keeps the rest.
    const moved = foldMessages(shop, s, [{ text: 'ой, краще поштомат 3456', fromShop: false }]);
    expect(moved.order.fields).toMatchObject({
      customerName: 'Олена Коваль',
      delivery: { type: 'NOVA_POSHTA_LOCKER', city: 'Львів', branch: '3456' },
      payment: 'PREPAID',
    });
  });

  it('names the other colour of the item in focus only when the message names no product', () => {
    const before = fold('лосіни оливкові?');
    expect(readTurn(shop, { text: 'а в чорному?', fromShop: false }, before).recoloured?.code).toBe('LG 114');
    expect(readTurn(shop, { text: 'а худі в чорному?', fromShop: false }, before).recoloured).toBeNull();
  });
});

const STOCK =
  'Артикул,Назва,Колір,Розмір,Ціна,Кількість\n' +
  'LG-114,Лосини з високою посадкою,чорний,XS,890,0\nLG-114,Лосини з високою посадкою,чорний,S,890,2\n' +
  'LG-115,Лосини з високою посадкою,оливковий,XS,890,2\nLG-115,Лосини з високою посадкою,оливковий,S,890,1\n';

describeOneDb('the dialogue state of a conversation', (target) => {
  it('is stored and read from every message in order: the owner’s reply counts, the draft greets once', async () => {
    const { t, owner, close } = await startStockedShop(target, {}, STOCK);
    try {
      await t.app.inject({ method: 'PUT', url: '/api/v1/users', headers: owner.auth, payload: { bot_status: 'ON' } });
      const socket = await ownerSocket(t.app, owner);
      const say = chatAsCustomer(t.app, socket);
      const first = await say({ text: 'добрий день! лосіни оливкові на xs є?' });
      expect(first).toMatch(/^(Вітаємо|Доброго дня|Вітаю)!/);
      expect(first).toMatch(/LG-115/);
      const conversation = await t.app.db
        .selectFrom('conversations')
        .select(['id', 'participant_id'])
        .where('channel_id', '=', owner.channel.id)
        .executeTakeFirstOrThrow();
      // The owner answers by hand from the phone (Meta's echo): the state reads it too.
      await deliver(
        t.app,
        igMessaging(DOUBLE.ig.id, [
          echo(DOUBLE.ig.id, conversation.participant_id, { mid: nextMid('echo'), text: first }),
        ]),
      );
      const second = await say({ text: 'а чорні?' });
      // The size asked before goes with the other colour: black XS is sold out, S is there.
      expect(second).not.toMatch(/^(Вітаємо|Доброго дня|Вітаю)!/);
      expect(second).toMatch(/LG-114/);
      expect(second).toMatch(/XS/);
      const stored = await t.app.db
        .selectFrom('dialogue_states')
        .select(['state', 'user_id'])
        .where('conversation_id', '=', conversation.id)
        .executeTakeFirstOrThrow();
      expect(stored.user_id).toBe(owner.id);
      expect(stored.state).toMatchObject({ greeted: true, focus: { code: 'LG-115', size: 'XS' } });
      // A state stored in the shape before the order's fields (v 1) is read again from the start.
      await say({ text: 'беру XS, Олена Коваль, 0671234567' });
      await t.app.db
        .updateTable('dialogue_states')
        .set({ state: JSON.stringify({ ...(stored.state as object), v: 1, order: { stage: 'collecting' } }) })
        .where('conversation_id', '=', conversation.id)
        .execute();
      const draft = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/draft?conversation_id=${conversation.id}`,
        headers: owner.auth,
      });
      expect(draft.json().data).toMatchObject({ customer_name: 'Олена Коваль', phone: '+380671234567' });
      const upgraded = await t.app.db
        .selectFrom('dialogue_states')
        .select('state')
        .where('conversation_id', '=', conversation.id)
        .executeTakeFirstOrThrow();
      expect(upgraded.state).toMatchObject({ v: 2, order: { fields: { customerName: 'Олена Коваль' } } });
      socket.ws.terminate();
    } finally {
      await close();
    }
  });
});
