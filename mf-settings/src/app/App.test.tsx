import { act, screen, within } from '@testing-library/react';
import { languageStore } from '@vitrina/shared';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';
import { settingsApi } from '../testing/settings-api';

const TEXTS = {
  ua: {
    title: 'Налаштування',
    profile: 'Особистий кабінет',
    tariffs: 'Тарифи і оплата',
    delivery: 'Доставка й оплата',
    notifications: 'Сповіщення',
    team: 'Команда',
    trial: 'Пробний період',
    active: 'Активний',
    price: '0 грн / міс.',
    terms: 'Перші 50 чатів безкоштовно, без картки.',
    expires: 'Діє до: 1 січня 2027 р.',
    usage: 'Чатів цього місяця: 12 з 50 безкоштовних',
    name: 'Ім’я',
    readOnly: 'Не доступно для редагування',
    passwords: ['Поточний пароль', 'Новий пароль', 'Підтвердіть новий пароль'],
    save: 'Зберегти',
    changePassword: 'Змінити пароль',
  },
  en: {
    title: 'Settings',
    profile: 'Personal account',
    tariffs: 'Plans and billing',
    delivery: 'Delivery and payments',
    notifications: 'Notifications',
    team: 'Team',
    trial: 'Trial',
    active: 'Active',
    price: '0 UAH / mo.',
    terms: 'The first 50 chats are free, no card needed.',
    expires: 'Valid until: 1 January 2027',
    usage: 'Chats this month: 12 of 50 free',
    name: 'Name',
    readOnly: 'Cannot be edited',
    passwords: ['Current password', 'New password', 'Confirm the new password'],
    save: 'Save',
    changePassword: 'Change password',
  },
};

beforeEach(() => settingsApi());

describe.each(Object.entries(TEXTS))('/%s/settings', (lng, text) => {
  it('opens on the tariffs tab with the trial, its end date and this month’s chats', async () => {
    renderRoute(`/${lng}/settings`);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      text.profile,
      text.tariffs,
      text.delivery,
      text.notifications,
      text.team,
    ]);
    expect(screen.getByRole('tab', { name: text.tariffs })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: text.profile })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: text.tariffs });
    expect(await within(panel).findByText(text.trial)).toBeInTheDocument();
    expect(within(panel).getByText(text.active)).toBeInTheDocument();
    expect(within(panel).getByText(text.price)).toBeInTheDocument();
    expect(within(panel).getByText(text.expires)).toBeInTheDocument();
    expect(within(panel).getByText(text.terms)).toBeInTheDocument();
    const meter = await within(panel).findByRole('meter', { name: text.usage });
    expect(meter).toHaveAttribute('aria-valuenow', '12');
    expect(meter).toHaveAttribute('aria-valuemax', '50');
    // Standalone there is no federation host: the calculator is a link to the pricing page.
    expect(await within(panel).findByRole('link')).toHaveAttribute('href', `/${lng}/pricing`);
  });

  it('switches to the personal account tab: name, read-only email, password form', async () => {
    renderRoute(`/${lng}/settings`);
    await userEvent.click(screen.getByRole('tab', { name: text.profile }));
    const panel = screen.getByRole('tabpanel', { name: text.profile });
    expect(within(panel).queryByText(text.price)).not.toBeInTheDocument();
    expect(await within(panel).findByLabelText(text.name)).toHaveValue('Olena');
    const email = within(panel).getByLabelText('Email');
    expect(email).toBeDisabled();
    expect(email).toHaveValue('olena@shop.ua');
    expect(email).toHaveAccessibleDescription(text.readOnly);
    for (const label of text.passwords) expect(within(panel).getByLabelText(label)).toHaveAttribute('type', 'password');
    expect(within(panel).getByRole('button', { name: text.save })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: text.changePassword })).toBeEnabled();
  });
});

describe('settings tabs keyboard', () => {
  it('moves the selection and focus with the arrow keys, Home and End', async () => {
    renderRoute('/en/settings');
    const tariffs = screen.getByRole('tab', { name: 'Plans and billing' });
    const profile = screen.getByRole('tab', { name: 'Personal account' });
    expect(tariffs).toHaveAttribute('tabindex', '0');
    expect(profile).toHaveAttribute('tabindex', '-1');
    const delivery = screen.getByRole('tab', { name: 'Delivery and payments' });
    const notifications = screen.getByRole('tab', { name: 'Notifications' });
    tariffs.focus();
    const team = screen.getByRole('tab', { name: 'Team' });
    await userEvent.keyboard('{ArrowRight}');
    expect(delivery).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(notifications).toHaveFocus();
    expect(notifications).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(team).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(profile).toHaveFocus();
    expect(profile).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(team).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(notifications).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(profile).toHaveAttribute('aria-selected', 'true');
  });
});

it.each(['/ua/chats', '/en/chat_gpt', '/ua', '/ua/settings/extra'])('renders nothing on %s', (path) => {
  const { container } = renderRoute(path);
  expect(container).toBeEmptyDOMElement();
});

it('follows the language the shell switches to while mounted', async () => {
  renderRoute('/ua/settings');
  expect(screen.getByText('Тарифи і оплата')).toBeInTheDocument();
  act(() => languageStore.set('en'));
  expect(screen.getByText('Plans and billing')).toBeInTheDocument();
  expect(screen.queryByText('Тарифи і оплата')).not.toBeInTheDocument();
  await screen.findByText('Trial');
});
