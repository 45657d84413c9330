import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@vitrina/shared';
import { callsOf, jsonBody, resetBrowserState, textsByLanguage } from '@vitrina/shared/testing';
import { installInboxApi, twoConversations } from '../../../testing/chats-api';
import { draftFixture, ordersHandler } from '../../../testing/orders-api';
import { isolateRouteTests, renderRoute } from '../../../testing/render-route';
import type { Order } from '../types';

const TEXTS = textsByLanguage({
  toggle: ['Замовлення (2)', 'Order (2)'],
  title: ['Замовлення з розмови', 'Order from the conversation'],
  items: ['Товари', 'Items'],
  name: ['Імʼя та прізвище', 'Full name'],
  phone: ['Телефон', 'Phone'],
  city: ['Місто', 'City'],
  branch: ['Номер відділення', 'Branch number'],
  payment: ['Оплата', 'Payment'],
  paymentError: ['Оберіть оплату', 'Choose the payment'],
  create: ['Створити замовлення', 'Create order'],
  created: ['Замовлення №1 створено.', 'Order #1 created.'],
  madeLink: ['#1 (Нове)', '#1 (New)'],
  total: ['Разом: 5 189 грн', 'Total: 5,189 UAH'],
  totalAfter: ['Разом: 7 088 грн', 'Total: 7,088 UAH'],
  quantity: ['Кількість', 'Quantity'],
  outOfStock: ['Розміру M немає в наявності. Є: S', 'Size M is out of stock. In stock: S'],
  choosing: [
    'Покупця запитано, яку саме модель він має на увазі: DR-5 (Сукня міді, чорний), DR-6 (Сукня міді, бежевий). Додайте її за артикулом, коли відповість.',
    'The customer is asked which one they mean: DR-5 (Сукня міді, чорний), DR-6 (Сукня міді, бежевий). Add it by its code once they say.',
  ],
  addLabel: ['Додати товар за артикулом', 'Add an item by its article code'],
  cityKnown: ['Київ є у списку Нової пошти.', 'Київ is in Nova Poshta’s list.'],
  cityUnknown: [
    'У Нової пошти немає міста «Кйив»: уточніть у покупця.',
    'Nova Poshta has no city “Кйив”: check it with the customer.',
  ],
  add: ['Додати', 'Add'],
});

isolateRouteTests();

describe.each(Object.entries(TEXTS))('the order panel beside the thread (%s)', (lng, text) => {
  beforeEach(() => resetBrowserState(lng as 'ua' | 'en'));

  async function openPanel(server: { orders: Order[]; draft?: ReturnType<typeof draftFixture> }) {
    const { a, b, threads } = twoConversations();
    const { mock } = installInboxApi({ conversations: [a, b], threads, on: ordersHandler(server) });
    renderRoute(`/${lng}/chats?c=${a.id}`);
    await userEvent.click(await screen.findByRole('button', { name: text.toggle }));
    const panel = screen.getByRole('complementary', { name: text.title });
    await within(panel).findByText('VT-101');
    return { mock, panel, a };
  }

  it('holds the lines, fields and total read from the conversation; creates the order in one click', async () => {
    const server = { orders: [] as Order[] };
    const { mock, panel, a } = await openPanel(server);
    expect(within(panel).getByRole('list', { name: text.items }).children).toHaveLength(2);
    expect(within(panel).getByRole('textbox', { name: text.name })).toHaveValue('Олена Коваль');
    expect(within(panel).getByRole('textbox', { name: text.phone })).toHaveValue('+380671234567');
    expect(within(panel).getByRole('textbox', { name: text.city })).toHaveValue('Київ');
    expect(within(panel).getByRole('textbox', { name: text.branch })).toHaveValue('12');
    expect(within(panel).getByText(text.total.split(': ')[1])).toBeInTheDocument();

    // Payment is missing: nothing is sent until the owner chooses it.
    await userEvent.click(within(panel).getByRole('button', { name: text.create }));
    expect(await within(panel).findByText(text.paymentError)).toBeInTheDocument();
    expect(callsOf(mock).some((c) => c.method === 'POST' && c.url.includes('/api/v1/orders'))).toBe(false);

    // The owner edits a quantity and chooses the payment: the total follows, the order is created.
    const quantities = within(panel).getAllByRole('spinbutton', { name: text.quantity });
    await userEvent.clear(quantities[0]);
    await userEvent.type(quantities[0], '2');
    expect(within(panel).getByText(text.totalAfter.split(': ')[1])).toBeInTheDocument();
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: text.payment }), 'COD');
    // jsdom has no scrollIntoView: what it is called on is recorded.
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.textContent ?? '');
    };
    await userEvent.click(within(panel).getByRole('button', { name: text.create }));
    expect(await within(panel).findByText(text.created, { exact: false })).toBeInTheDocument();
    // The outcome, under the button and below the panel's fold on a laptop, is brought into view.
    await waitFor(() => expect(scrolledTo.some((t) => t.includes(text.created))).toBe(true));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    // The panel names it from then on, linked to its page.
    expect(await within(panel).findByRole('link', { name: text.madeLink })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/${lng}/orders/`)),
    );
    const post = callsOf(mock).findIndex((c) => c.method === 'POST' && c.url.endsWith('/api/v1/orders'));
    expect(jsonBody(mock, post)).toEqual({
      // One key per request (issue 49): a repeat of it answers the same order.
      idempotency_key: expect.stringMatching(/^order-[0-9a-f]{32}$/),
      conversation_id: a.id,
      customer_name: 'Олена Коваль',
      phone: '+380671234567',
      delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12' },
      payment: 'COD',
      lines: [
        { code: 'VT-101', color: 'чорний', size: 'M', quantity: 2 },
        { code: 'JK-7', color: 'молочний', size: '44', quantity: 1 },
      ],
    });
  });

  it('a second click on "Create order" sends the same key: the server answers the one order', async () => {
    const server = { orders: [] as Order[] };
    const { mock, panel } = await openPanel(server);
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: text.payment }), 'COD');
    const button = within(panel).getByRole('button', { name: text.create });
    await userEvent.click(button);
    await within(panel).findByText(text.created, { exact: false });
    // The same order asked again (the panel reads the conversation afresh): the same key.
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: text.payment }), 'COD');
    await userEvent.click(button);
    await waitFor(() =>
      expect(callsOf(mock).filter((c) => c.method === 'POST' && c.url.endsWith('/api/v1/orders'))).toHaveLength(2),
    );
    const posts = callsOf(mock)
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => c.method === 'POST' && c.url.endsWith('/api/v1/orders'));
    expect(posts).toHaveLength(2);
    const keys = posts.map(({ i }) => (jsonBody(mock, i) as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
  });

  it("checks the city the assistant read against Nova Poshta's list", async () => {
    const { panel } = await openPanel({ orders: [] as Order[] });
    expect(await within(panel).findByText(text.cityKnown)).toBeInTheDocument();
    const city = within(panel).getByRole('textbox', { name: text.city });
    await userEvent.clear(city);
    await userEvent.type(city, 'Кйив');
    expect(await within(panel).findByText(text.cityUnknown)).toBeInTheDocument();
  });

  it('names the products the customer is asked to choose from; none of them is a line', async () => {
    const choices = [
      { code: 'DR-5', name: 'Сукня міді', color: 'чорний' },
      { code: 'DR-6', name: 'Сукня міді', color: 'бежевий' },
    ];
    const { panel } = await openPanel({ orders: [], draft: draftFixture({ item_choices: choices }) });
    expect(within(panel).getByRole('status')).toHaveTextContent(text.choosing);
    expect(within(panel).getByRole('list', { name: text.items }).children).toHaveLength(2);
  });

  it('adds an item by the code typed in its labelled field', async () => {
    const { panel } = await openPanel({ orders: [] as Order[] });
    const items = within(panel).getByRole('list', { name: text.items });
    await userEvent.type(within(panel).getByRole('textbox', { name: text.addLabel }), ' JN-3310 ');
    await userEvent.click(within(panel).getByRole('button', { name: text.add }));
    expect(items.children).toHaveLength(3);
    expect(within(items).getByText('JN-3310')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: text.addLabel })).toHaveValue('');
  });

  it('warns of a size that is out of stock and reads the draft again when the customer writes', async () => {
    const server = {
      orders: [] as Order[],
      draft: draftFixture({
        lines: [{ ...draftFixture().lines[0], available: 0, sizes_available: ['S'] }, draftFixture().lines[1]],
      }),
    };
    const { mock, panel, a } = await openPanel(server);
    expect(within(panel).getByText(text.outOfStock)).toBeInTheDocument();
    const before = callsOf(mock).filter((c) => c.url.includes('/api/v1/orders/draft')).length;
    act(() => eventBus.emitServer({ type: 'NEW_MESSAGE', data: { conversation_id: a.id } }));
    await waitFor(() =>
      expect(callsOf(mock).filter((c) => c.url.includes('/api/v1/orders/draft')).length).toBeGreaterThan(before),
    );
  });
});
