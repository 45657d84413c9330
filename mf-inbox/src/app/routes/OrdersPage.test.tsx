import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@vitrina/shared';
import { callsOf, resetBrowserState, textsByLanguage } from '@vitrina/shared/testing';
import { installChannelsApi, channelFixture } from '../../testing/channels-api';
import { ORDER_ID, orderFixture, ordersHandler } from '../../testing/orders-api';
import { isolateRouteTests, renderRoute } from '../../testing/render-route';
import type { Order } from '../../features/orders/types';

const TEXTS = textsByLanguage({
  title: ['Замовлення', 'Orders'],
  headers: [
    ['№', 'Дата', 'Покупець', 'Товари', 'Разом', 'Статус'],
    ['#', 'Date', 'Customer', 'Items', 'Total', 'Status'],
  ],
  status: ['Статус', 'Status'],
  search: ['Телефон, імʼя, артикул або №', 'Phone, name, code or #'],
  find: ['Знайти', 'Find'],
  empty: [
    'Замовлень ще немає. Їх створюють у «Повідомленнях», у панелі «Замовлення з розмови» поруч із листуванням.',
    'No orders yet. They are made in Messages, in the “Order from the conversation” panel beside the thread.',
  ],
  emptyFiltered: ['За цими умовами замовлень немає.', 'No orders match these filters.'],
  new: ['Нове', 'New'],
  confirmed: ['Підтверджене', 'Confirmed'],
  total: ['3 798 грн', '3,798 UAH'],
  confirm: ['Підтвердити', 'Confirm'],
  cancel: ['Скасувати', 'Cancel order'],
  ship: ['Відправлено', 'Mark shipped'],
  conversation: ['Відкрити розмову з покупцем', 'Open the conversation with the customer'],
  history: ['Історія статусів', 'Status history'],
  note: ['Примітка', 'Note'],
  save: ['Зберегти', 'Save'],
  saved: ['Збережено.', 'Saved.'],
  phone: ['Телефон', 'Phone'],
  phoneError: ['Телефон: 10–15 цифр, можна з плюсом', 'Phone: 10–15 digits, a plus allowed'],
  pageTitle: ['Замовлення №7', 'Order #7'],
  cancelled: ['Скасоване', 'Cancelled'],
  askTitle: ['Точно? «Скасувати»', 'Are you sure? “Cancel order”'],
  back: ['Повернутися', 'Go back'],
  reserved: ['У резерві', 'Reserved'],
  reservesOnConfirm: [
    'Поки нічого не зарезервовано: підтвердження замовлення резервує його товари.',
    'Nothing is held in stock yet: confirming the order reserves its items.',
  ],
  quantity: ['Кількість', 'Quantity'],
  city: ['Місто Нової пошти: перші літери', 'Nova Poshta city: first letters'],
  branchSearch: ['Відділення чи поштомат: номер або адреса', 'Branch or locker: number or address'],
  chosen: [
    'Відділення обрано зі списку Нової пошти: можна створити накладну.',
    'The branch is chosen from Nova Poshta’s list: a waybill can be made.',
  ],
  createWaybill: ['Створити накладну', 'Create waybill'],
  ttnStage: ['Накладну створено', 'Waybill created'],
  closed: ['зачинено', 'closed'],
  sendLink: ['Надіслати посилання на оплату', 'Send payment link'],
  waiting: ['Очікує оплати', 'Waiting for payment'],
  chooseBranchFirst: [
    'Щоб створити накладну, оберіть відділення зі списку Нової пошти в даних замовлення.',
    'Choose the branch from Nova Poshta’s list in the order details to make a waybill.',
  ],
});

const RETURNS = {
  ua: {
    settings: 'Налаштування Нової пошти й посилань на оплату',
    returning: 'Повертається',
    returned: 'Повернене',
    markReturned: 'Повернулося (назад у залишки)',
    stillHeld: 'її товари в резерві, доки вона не повернеться',
    backInStock: 'Посилка повернулася: її товари знову в залишках.',
  },
  en: {
    settings: 'Nova Poshta and payment link settings',
    returning: 'Returning',
    returned: 'Returned',
    markReturned: 'Mark returned (back in stock)',
    stillHeld: 'its items stay reserved until it is back',
    backInStock: 'The parcel is back: its items are in stock again.',
  },
};

isolateRouteTests();

function install(orders: Order[]) {
  const server = { orders };
  const { mock } = installChannelsApi({ channels: [channelFixture()], on: ordersHandler(server) });
  return { mock, server };
}

describe.each(Object.entries(TEXTS))('/%s/orders', (lng, text) => {
  beforeEach(() => resetBrowserState(lng as 'ua' | 'en'));

  it('lists the orders with their columns', async () => {
    install([
      orderFixture(),
      orderFixture({ id: 'o2', number: 8, customer_name: 'Ivan Petrenko', status: 'CONFIRMED' }),
    ]);
    renderRoute(`/${lng}/orders`);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const first = (await screen.findByRole('link', { name: '#7' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(text.headers);
    expect(within(first).getByText('Олена Коваль, +380671234567')).toBeInTheDocument();
    expect(within(first).getByText('VT-101 M × 2')).toBeInTheDocument();
    expect(within(first).getByText(text.total)).toBeInTheDocument();
    expect(within(first).getByText(text.new)).toBeInTheDocument();
  });

  it('an order created in another tab (ORDER_CREATED) appears without a reload', async () => {
    const { server } = install([orderFixture()]);
    renderRoute(`/${lng}/orders`);
    await screen.findByRole('link', { name: '#7' });
    server.orders.unshift(orderFixture({ id: 'o9', number: 9, customer_name: 'Марко Білик' }));
    act(() =>
      eventBus.emitServer({
        type: 'ORDER_CREATED',
        data: { order_id: 'o9', number: 9, status: 'NEW', conversation_id: null },
      }),
    );
    expect(await screen.findByRole('link', { name: '#9' })).toBeInTheDocument();
  });

  it('filters by status and searches by phone, name or code', async () => {
    const { mock } = install([
      orderFixture(),
      orderFixture({ id: 'o2', number: 8, customer_name: 'Ivan Petrenko', status: 'CONFIRMED' }),
    ]);
    renderRoute(`/${lng}/orders`);
    await screen.findByRole('link', { name: '#8' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.status }), 'CONFIRMED');
    await waitFor(() => expect(screen.queryByRole('link', { name: '#7' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '#8' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.status }), '');
    await userEvent.type(screen.getByRole('searchbox', { name: text.search }), 'petrenko');
    await userEvent.click(screen.getByRole('button', { name: text.find }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '#7' })).not.toBeInTheDocument());
    const last = callsOf(mock)
      .filter((c) => c.url.includes('/api/v1/orders?'))
      .at(-1)!;
    expect(new URL(last.url, 'http://x').searchParams.get('q')).toBe('petrenko');
    await userEvent.clear(screen.getByRole('searchbox', { name: text.search }));
    await userEvent.type(screen.getByRole('searchbox', { name: text.search }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: text.find }));
    expect(await screen.findByText(text.emptyFiltered)).toBeInTheDocument();
    expect(screen.queryByText(text.empty)).not.toBeInTheDocument();
  });

  it('with no orders at all, says where orders come from', async () => {
    install([]);
    renderRoute(`/${lng}/orders`);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByText(text.emptyFiltered)).not.toBeInTheDocument();
  });

  it('links to where Nova Poshta and the payment links are set up (Settings › Delivery and payments)', async () => {
    install([]);
    renderRoute(`/${lng}/orders`);
    const settings = RETURNS[lng as 'ua' | 'en'].settings;
    expect(await screen.findByRole('link', { name: settings })).toHaveAttribute(
      'href',
      `/${lng}/settings?tab=delivery`,
    );
  });

  it('an order whose parcel is coming back: Returning, its items still held, the step to Returned', async () => {
    const words = RETURNS[lng as 'ua' | 'en'];
    const held = orderFixture({ status: 'RETURNING' });
    held.lines = held.lines.map((l) => ({ ...l, reserved: l.quantity }));
    const { server } = install([held]);
    renderRoute(`/${lng}/orders/${ORDER_ID}`);
    expect(await screen.findByText(words.returning)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(words.stillHeld))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: words.markReturned }));
    expect(await screen.findByText(words.returned)).toBeInTheDocument();
    expect(server.orders[0].status).toBe('RETURNED');
    expect(server.orders[0].lines[0].reserved).toBe(0);
    expect(screen.getByText(new RegExp(words.backInStock))).toBeInTheDocument();
  });

  it("an order's page: its conversation, lines, history; a status change and an edited field", async () => {
    const { server } = install([orderFixture()]);
    renderRoute(`/${lng}/orders/${ORDER_ID}`);
    expect(await screen.findByRole('link', { name: text.conversation })).toHaveAttribute(
      'href',
      `/${lng}/chats?c=conv-a`,
    );
    expect(screen.getByRole('heading', { level: 1, name: text.pageTitle })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'VT-101' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.history })).toBeInTheDocument();
    // NEW can be confirmed or cancelled, not shipped.
    expect(screen.queryByRole('button', { name: text.ship })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.confirmed)).toBeInTheDocument();
    expect(server.orders[0].status).toBe('CONFIRMED');
    expect(await screen.findByRole('button', { name: text.ship })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.cancel })).toBeInTheDocument();

    // A phone failing the rule is refused before it is sent; a note is saved.
    const phone = screen.getByRole('textbox', { name: text.phone });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.phoneError)).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '067-123-45-67');
    await userEvent.type(screen.getByRole('textbox', { name: text.note }), 'Fragile');
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(server.orders[0].note).toBe('Fragile');
  });

  it('a branch chosen from Nova Poshta’s list, then the waybill in one click (issue 49)', async () => {
    const { server, mock } = install([orderFixture({ status: 'CONFIRMED' })]);
    renderRoute(`/${lng}/orders/${ORDER_ID}`);
    expect(await screen.findByText(text.chooseBranchFirst)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: text.city }), 'Ки');
    await userEvent.click(await screen.findByRole('button', { name: 'м. Київ, Київська обл.' }));
    // A closed branch is shown but cannot be chosen.
    expect(await screen.findByRole('button', { name: new RegExp(text.closed) })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Відділення №12: вул. Хрещатик, 22' }));
    expect(screen.getByText(text.chosen)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(server.orders[0].delivery.warehouse_ref).toBe('wh-12'));
    expect(server.orders[0].delivery).toMatchObject({
      city: 'Київ',
      city_ref: 'city-kyiv',
      branch: 'Відділення №12: вул. Хрещатик, 22',
    });

    await userEvent.click(await screen.findByRole('button', { name: text.createWaybill }));
    expect(await screen.findByTestId('waybill-ttn')).toHaveTextContent('20450000012345');
    expect(screen.getAllByText(text.ttnStage, { exact: false }).length).toBeGreaterThan(0);
    expect(callsOf(mock).some((c) => c.method === 'POST' && c.url.endsWith(`/orders/${ORDER_ID}/waybill`))).toBe(true);
  });

  it('a prepaid order: the payment link is sent in one click and its state shown (issue 49)', async () => {
    const { mock } = install([orderFixture({ payment: 'PREPAID' })]);
    renderRoute(`/${lng}/orders/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: text.sendLink }));
    expect(await screen.findByTestId('payment-status')).toHaveTextContent(text.waiting);
    expect(
      screen.getByRole('link', { name: 'http://localhost:8080/sandbox/monobank/pay/p2_test' }),
    ).toBeInTheDocument();
    expect(callsOf(mock).some((c) => c.method === 'POST' && c.url.endsWith(`/orders/${ORDER_ID}/payment`))).toBe(true);
  });

  it('cancelling asks first; the lines change while confirmed and show what is reserved (issue 49)', async () => {
    const { server, mock } = install([orderFixture()]);
    renderRoute(`/${lng}/orders/${ORDER_ID}`);
    expect(await screen.findByRole('columnheader', { name: text.reserved })).toBeInTheDocument();
    expect(screen.getByText(text.reservesOnConfirm)).toBeInTheDocument();
    // "Cancel" opens a dialog; "Go back" sends nothing.
    await userEvent.click(screen.getByRole('button', { name: text.cancel }));
    const dialog = await screen.findByRole('dialog', { name: text.askTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.back }));
    expect(callsOf(mock).some((c) => c.method === 'PATCH')).toBe(false);
    expect(server.orders[0].status).toBe('NEW');

    await userEvent.click(screen.getByRole('button', { name: text.confirm }));
    await screen.findByRole('button', { name: text.ship });
    const row = screen.getByRole('cell', { name: 'VT-101' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('2');
    // The quantity changed while CONFIRMED is sent with the lines.
    const quantity = screen.getByRole('spinbutton', { name: text.quantity });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(server.orders[0].lines[0]).toMatchObject({ quantity: 1, reserved: 1 });

    await userEvent.click(screen.getByRole('button', { name: text.cancel }));
    const ask = await screen.findByRole('dialog', { name: text.askTitle });
    await userEvent.click(within(ask).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(server.orders[0].status).toBe('CANCELLED'));
    expect(await screen.findAllByText(text.cancelled)).not.toHaveLength(0);
  });
});
