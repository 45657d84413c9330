import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsOf, resetBrowserState, response, textsByLanguage } from '@vitrina/shared/testing';
import { isolateRouteTests, renderRoute } from '../../../testing/render-route';
import { installInboxApi } from '../../../testing/chats-api';

// Full trust's settings (issue 48, docs/product.md §9.10): topics, hours in the shop's time zone,
// the undo window, the hourly cap and the assistant line, saved in one PUT; a refusal is shown.
const TEXTS = textsByLanguage({
  open: ['Налаштування повної довіри', 'Full trust settings'],
  title: ['Повна довіра: налаштування', 'Full trust: settings'],
  price: ['Ціна', 'Price'],
  order: ['Оформлення замовлення до підсумку', 'Taking the order up to the summary'],
  outside: ['Лише поза робочими годинами', 'Only outside working hours'],
  saturday: ['Сб', 'Sat'],
  from: ['З', 'From'],
  timeZone: ['Часовий пояс магазину', "The shop's time zone"],
  undo: ['Час на скасування, с', 'Time to cancel, s'],
  cap: ['Автовідповідей на діалог за годину', 'Automatic replies per conversation per hour'],
  learning: ['Чернеток без змін, перш ніж тема піде сама', 'Drafts sent unchanged before a topic goes out alone'],
  line: ['Рядок про асистента (необовʼязково)', 'Assistant line (optional)'],
  autoOrders: ['Створювати підтверджені замовлення автоматично', 'Create confirmed orders automatically'],
  save: ['Зберегти', 'Save'],
  priceRecord: ['відповідає сам (12 з 13 без змін)', 'answers alone (12 of 13 unchanged)'],
  sizesRecord: ['вчиться: 4 з 10 чернеток без змін', 'learning: 4 of 10 sent unchanged'],
  coloursRecord: ['вчиться: змінено 3 з 14 останніх', 'learning: 3 of the last 14 changed'],
  orderRecord: ['вчиться: 0 з 10 чернеток без змін', 'learning: 0 of 10 sent unchanged'],
  sizes: ['Розміри', 'Sizes'],
  colours: ['Кольори', 'Colours'],
});

isolateRouteTests();

describe.each(Object.entries(TEXTS))('/%s/chats: full trust settings', (lng, text) => {
  beforeEach(() => resetBrowserState(lng as 'ua' | 'en'));

  it('every setting by keyboard and labels, saved at once in one call', async () => {
    const { mock, server } = installInboxApi();
    renderRoute(`/${lng}/chats`);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: text.open });
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: text.title });
    // The defaults: every topic on, always, 10 s, 5 an hour.
    const price = await within(dialog).findByRole('checkbox', { name: text.price });
    expect(price).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: text.order })).toBeChecked();
    expect(within(dialog).queryByLabelText(text.timeZone)).not.toBeInTheDocument();

    price.focus();
    await user.keyboard(' ');
    expect(price).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: text.outside }));
    await user.click(within(dialog).getByRole('checkbox', { name: text.saturday }));
    const from = within(dialog).getByLabelText(text.from);
    await user.clear(from);
    await user.type(from, '10:00');
    const zone = within(dialog).getByLabelText(text.timeZone);
    await user.clear(zone);
    await user.type(zone, 'Europe/Warsaw');
    const undo = within(dialog).getByLabelText(text.undo);
    await user.clear(undo);
    await user.type(undo, '0');
    const cap = within(dialog).getByLabelText(text.cap);
    await user.clear(cap);
    await user.type(cap, '3');
    const learning = within(dialog).getByLabelText(text.learning);
    expect(learning).toHaveValue(10);
    await user.clear(learning);
    await user.type(learning, '5');
    await user.type(within(dialog).getByLabelText(text.line), 'Вам відповідає асистент');
    const autoOrders = within(dialog).getByRole('checkbox', { name: text.autoOrders });
    expect(autoOrders).not.toBeChecked();
    await user.click(autoOrders);
    await user.click(within(dialog).getByRole('button', { name: text.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = callsOf(mock).filter((c) => c.method === 'PUT' && c.url.endsWith('/autopilot'));
    expect(puts).toHaveLength(1);
    expect(server.autopilot).toMatchObject({
      mode: 'CONTROL',
      hours: 'OUTSIDE_WORKING_HOURS',
      working_hours: { days: [1, 2, 3, 4, 5, 6], from: '10:00', to: '18:00' },
      time_zone: 'Europe/Warsaw',
      undo_seconds: 0,
      hourly_cap: 3,
      learning_drafts: 5,
      assistant_line: 'Вам відповідає асистент',
      auto_orders: true,
    });
    expect(server.autopilot.topics).not.toContain('price');
    expect(server.autopilot.topics).toContain('availability');
  });

  it("each topic says how far the owner's drafts have earned it (its checkbox's description)", async () => {
    installInboxApi({
      autopilot: {
        track_record: {
          price: { unchanged: 12, judged: 13, learned: true },
          sizes: { unchanged: 4, judged: 4, learned: false },
          colours: { unchanged: 11, judged: 14, learned: false },
        },
      },
    });
    renderRoute(`/${lng}/chats`);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: text.open });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const price = await within(dialog).findByRole('checkbox', { name: text.price });
    expect(price).toHaveAccessibleDescription(text.priceRecord);
    expect(within(dialog).getByRole('checkbox', { name: text.sizes })).toHaveAccessibleDescription(text.sizesRecord);
    expect(within(dialog).getByRole('checkbox', { name: text.colours })).toHaveAccessibleDescription(
      text.coloursRecord,
    );
    expect(within(dialog).getByRole('checkbox', { name: text.order })).toHaveAccessibleDescription(text.orderRecord);
  });

  it('a value the API refuses keeps the dialog open with its reason', async () => {
    installInboxApi({
      on: (call) =>
        call.method === 'PUT' && call.url.endsWith('/autopilot')
          ? response(400, { error_message: 'undo_seconds: from 0 to 60 seconds' })
          : undefined,
    });
    renderRoute(`/${lng}/chats`);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: text.open });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const undo = await within(dialog).findByLabelText(text.undo);
    await user.clear(undo);
    await user.type(undo, '99');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('from 0 to 60 seconds');
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
  });
});
