import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';
import { upload, workbook } from './spreadsheets';

/**
 * Orders that cannot double and can be corrected (issue 49 item 1, docs/product.md §9.8): an
 * idempotent create, lines changed while NEW or CONFIRMED with the reservation moved, what an
 * order holds shown per line, and the CSV in the owner's language.
 */
type Auth = { authorization: string };

const STOCK = [
  ['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна'],
  ['VT-101', 'Сукня лляна', 'чорний', 'S', 2, 1899],
  ['VT-101', 'Сукня лляна', 'чорний', 'M', 1, 1899],
  ['JK-7', 'Жакет класичний', 'молочний', 'L', 3, 3290.5],
];

const order = (lines: Array<{ code: string; size?: string; quantity: number }>, extra: object = {}) => ({
  customer_name: 'Олена Коваль',
  phone: '+380 67 123 45 67',
  delivery: { type: 'NOVA_POSHTA_LOCKER', city: 'Київ', branch: 'Поштомат 5501' },
  payment: 'PREPAID',
  lines,
  ...extra,
});

describeEachDb('orders: once and corrected', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH', url: string, auth: Auth, payload: object) =>
    t.app.inject({ method, url, headers: { ...auth, 'accept-language': 'en' }, payload });
  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
  async function shop() {
    const owner = await signedInUser(t.app);
    expect((await upload(t.app, owner.auth, 'stock.xlsx', workbook(STOCK, 'xlsx'))).statusCode).toBe(201);
    return owner;
  }
  const orderCount = async (userId: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a repeated create (retry, reload) answers the first order; the same key with other details is refused', async () => {
    const owner = await shop();
    const publish = jest.spyOn(t.app.inboxPublisher, 'publish');
    const plain = order([{ code: 'JK-7', size: 'L', quantity: 1 }]);
    const body = { ...plain, idempotency_key: 'order-form-0001' };
    const first = await send('POST', '/api/v1/orders', owner.auth, body);
    expect(first.statusCode).toBe(201);
    const again = await send('POST', '/api/v1/orders', owner.auth, body);
    expect(again.statusCode).toBe(200);
    expect(json(again).data).toEqual(json(first).data);
    expect(await orderCount(owner.id)).toBe(1);
    // Announced once: a repeat changes nothing.
    expect(publish.mock.calls.filter(([, e]) => e.type === 'ORDER_CREATED')).toHaveLength(1);
    publish.mockRestore();

    const other = await send('POST', '/api/v1/orders', owner.auth, { ...body, customer_name: 'Інша людина' });
    expect(other.statusCode).toBe(422);
    expect(json(other).error_message).toBe(
      'This order form was already sent with other details: reload the page and check the order',
    );
    expect(await orderCount(owner.id)).toBe(1);
    // A key is the account's own: another account's same key makes its own order.
    const stranger = await shop();
    expect((await send('POST', '/api/v1/orders', stranger.auth, body)).statusCode).toBe(201);
    // Without a key each create is an order (the API stays open to scripts that count on that).
    await send('POST', '/api/v1/orders', owner.auth, plain);
    await send('POST', '/api/v1/orders', owner.auth, plain);
    expect(await orderCount(owner.id)).toBe(3);
    // A malformed key is a 400.
    expect((await send('POST', '/api/v1/orders', owner.auth, { ...plain, idempotency_key: 'x y' })).statusCode).toBe(
      400,
    );
  });

  it('two identical creates at once (a double click) store one order', async () => {
    const owner = await shop();
    const body = order([{ code: 'VT-101', size: 'S', quantity: 1 }], { idempotency_key: 'double-click-42' });
    const results = await Promise.all([1, 2, 3].map(() => send('POST', '/api/v1/orders', owner.auth, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => json(r).data.id)).size).toBe(1);
    expect(await orderCount(owner.id)).toBe(1);
  });

  it('lines change while CONFIRMED: the reservation moves with them, checked against the stock', async () => {
    const owner = await shop();
    const { id } = json(
      await send('POST', '/api/v1/orders', owner.auth, order([{ code: 'VT-101', size: 'S', quantity: 1 }])),
    ).data;
    const created = json(await get(`/api/v1/orders/${id}`, owner.auth)).data;
    expect(created.lines[0].reserved).toBe(0);
    const confirmed = json(await send('PATCH', `/api/v1/orders/${id}`, owner.auth, { status: 'CONFIRMED' })).data;
    expect(confirmed.lines[0]).toMatchObject({ code: 'VT-101', size: 'S', quantity: 1, reserved: 1 });
    expect(await t.app.ordersService.reservedFor(owner.id, ['VT-101'])).toEqual(new Map([['vt101\u0000s', 1]]));

    // The customer wants M instead, and a jacket: S is released, M and L held.
    const moved = await send('PATCH', `/api/v1/orders/${id}`, owner.auth, {
      lines: [
        { code: 'VT-101', size: 'M', quantity: 1 },
        { code: 'JK-7', size: 'L', quantity: 2 },
      ],
    });
    expect(moved.statusCode).toBe(200);
    expect(json(moved).data).toMatchObject({
      status: 'CONFIRMED',
      total: 1899 + 2 * 3290.5,
      lines: [
        { code: 'VT-101', size: 'M', reserved: 1 },
        { code: 'JK-7', size: 'L', quantity: 2, reserved: 2 },
      ],
    });
    expect(await t.app.ordersService.reservedFor(owner.id, ['VT-101', 'JK-7'])).toEqual(
      new Map([
        ['vt101\u0000m', 1],
        ['jk7\u0000l', 2],
      ]),
    );

    // Another confirmed order holds the last jacket: asking for two more is refused, nothing changes.
    const other = json(
      await send('POST', '/api/v1/orders', owner.auth, order([{ code: 'JK-7', size: 'L', quantity: 1 }])),
    ).data;
    expect((await send('PATCH', `/api/v1/orders/${other.id}`, owner.auth, { status: 'CONFIRMED' })).statusCode).toBe(
      200,
    );
    const tooMany = await send('PATCH', `/api/v1/orders/${id}`, owner.auth, {
      lines: [{ code: 'JK-7', size: 'L', quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).error_message).toBe('Not enough in stock: article JK-7 size L, 2 left');
    expect(json(await get(`/api/v1/orders/${id}`, owner.auth)).data.lines).toHaveLength(2);

    // Cancelled: nothing held.
    const cancelled = json(await send('PATCH', `/api/v1/orders/${id}`, owner.auth, { status: 'CANCELLED' })).data;
    expect(cancelled.lines.map((l: { reserved: number }) => l.reserved)).toEqual([0, 0]);
    expect(
      (await send('PATCH', `/api/v1/orders/${id}`, owner.auth, { lines: [{ code: 'JK-7', size: 'L', quantity: 1 }] }))
        .statusCode,
    ).toBe(409);
  });

  it("exports the CSV in the owner's language: Ukrainian words by default, English when asked", async () => {
    const owner = await shop();
    const created = json(
      await send('POST', '/api/v1/orders', owner.auth, order([{ code: 'JK-7', size: 'L', quantity: 1 }])),
    ).data;
    const rows = async (query: string) =>
      (await get(`/api/v1/orders/export.csv${query}`, owner.auth)).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    const [header, row] = await rows('');
    expect(header).toBe(
      'Номер,Створено,Статус,Отримувач,Телефон,Доставка,Місто,Відділення / поштомат,Адреса,Оплата,Артикул,Назва,Колір,Розмір,Кількість,Ціна,Сума рядка,Сума замовлення,Примітка',
    );
    expect(row).toBe(
      `1,${created.created_at},Нове,Олена Коваль,+380 67 123 45 67,"Нова пошта, поштомат",Київ,Поштомат 5501,,Передоплата,JK-7,Жакет класичний,молочний,L,1,3290.50,3290.50,3290.50,`,
    );
    const [enHeader, enRow] = await rows('?lang=en');
    expect(enHeader.split(',').slice(0, 3)).toEqual(['Number', 'Created', 'Status']);
    expect(enRow).toContain(',New,');
    expect(enRow).toContain(',Nova Poshta parcel locker,');
    expect(enRow).toContain(',Prepaid,');
    for (const internal of ['NOVA_POSHTA', 'PREPAID', 'COD', ',NEW,']) expect(`${row}${enRow}`).not.toContain(internal);
    expect((await get('/api/v1/orders/export.csv?lang=de', owner.auth)).statusCode).toBe(400);
  });
});
