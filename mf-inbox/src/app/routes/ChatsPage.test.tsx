import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsOf, LocationProbe, resetBrowserState, textsByLanguage } from '@vitrina/shared/testing';
import { isolateRouteTests, renderRoute } from '../../testing/render-route';
import { channelFixture, installChannelsApi, installPopup, returnCode } from '../../testing/channels-api';

const TEXTS = textsByLanguage({
  title: ['Повідомлення', 'Messages'],
  loading: ['Завантаження каналів…', 'Loading channels…'],
  noChannels: ['Додайте канали спілкування', 'Add communication channels'],
  create: ['Створити новий канал', 'Create a new channel'],
  modal: ['Новий канал', 'New channel'],
  name: ['Назва каналу', 'Channel name'],
  connect: ['Підключити', 'Connect'],
  conversations: ['Діалоги', 'Conversations'],
  simulator: ['Відкрити симулятор клієнта', 'Open the customer simulator'],
  toggle: ['Канал: Магазин. Змінити канал', 'Channel: Магазин. Change channel'],
  add: ['+ Додати канал', '+ Add channel'],
  settings: ['Налаштування', 'Settings'],
  returned: ['Вхід завершено. Це вікно можна закрити.', 'Signed in. You can close this window.'],
});

const second = channelFixture({ id: '33333333-3333-4333-8333-333333333333', channel_name: 'Друга' });

isolateRouteTests();

describe.each(Object.entries(TEXTS))('/%s/chats', (lng, text) => {
  beforeEach(() => resetBrowserState(lng as 'ua' | 'en'));

  it('a spinner while the channels load, then the no-channels state and no inbox', async () => {
    installChannelsApi();
    renderRoute(`/${lng}/chats`);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
    expect(await screen.findByRole('heading', { level: 2, name: text.noChannels })).toBeInTheDocument();
    expect(screen.queryByTestId('conversation-scroll')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.simulator })).not.toBeInTheDocument();
  });

  it('with the sandbox as the platform, links the customer simulator while the inbox is empty', async () => {
    installChannelsApi({ sandbox: true });
    renderRoute(`/${lng}/chats`);
    expect(await screen.findByRole('link', { name: text.simulator })).toHaveAttribute('href', '/sandbox');
  });

  it('"Create a new channel" opens the add-channel modal; a code makes the new channel current in the selector', async () => {
    const { popup } = installPopup();
    installChannelsApi();
    renderRoute(`/${lng}/chats`);
    await userEvent.click(await screen.findByRole('button', { name: text.create }));
    const dialog = screen.getByRole('dialog', { name: text.modal });
    await userEvent.type(within(dialog).getByLabelText(text.name), 'Магазин');
    await userEvent.click(within(dialog).getByRole('button', { name: text.connect }));
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/dialog\.test/));
    returnCode('CODE');
    expect(await screen.findByRole('button', { name: text.toggle })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the channel selector: the current channel, the list, add channel and settings', async () => {
    const { mock } = installChannelsApi({ channels: [channelFixture(), second], sandbox: true });
    renderRoute(`/${lng}/chats`);
    const toggle = await screen.findByRole('button', { name: text.toggle });
    expect(await screen.findByRole('link', { name: text.simulator })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Магазин' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: text.settings })).toHaveAttribute('href', `/${lng}/settings`);
    await userEvent.click(screen.getByRole('button', { name: 'Друга' }));
    await waitFor(() =>
      expect(callsOf(mock).some((call) => call.method === 'PUT' && call.url.includes(second.id))).toBe(true),
    );
    expect(await screen.findByRole('button', { name: text.toggle.replace('Магазин', 'Друга') })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: text.toggle.replace('Магазин', 'Друга') }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: text.add })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.toggle.replace('Магазин', 'Друга') }));
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    expect(screen.getByRole('dialog', { name: text.modal })).toBeInTheDocument();
  });

  it('opened in the popup with ?code=&state=, stores both under authCode and closes itself', () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { mock } = installChannelsApi();
    renderRoute(`/${lng}/chats?code=THE-CODE&state=THE-STATE`);
    expect(JSON.parse(localStorage.getItem('authCode')!)).toEqual({ code: 'THE-CODE', state: 'THE-STATE' });
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(text.returned);
    expect(mock).not.toHaveBeenCalled();
  });

  it('a refused consent (?error=) in the popup closes it without a code', () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    window.opener = {} as Window;
    installChannelsApi();
    renderRoute(`/${lng}/chats?error=access_denied&error_reason=user_denied`);
    window.opener = null;
    expect(localStorage.getItem('authCode')).toBeNull();
    expect(close).toHaveBeenCalled();
  });
});

it('the settings entry goes to /settings', async () => {
  resetBrowserState('ua');
  installChannelsApi({ channels: [channelFixture()] });
  renderRoute('/ua/chats');
  await userEvent.click(await screen.findByRole('button', { name: 'Канал: Магазин. Змінити канал' }));
  await userEvent.click(screen.getByRole('link', { name: 'Налаштування' }));
  expect(window.location.pathname).toBe('/ua/settings');
  void LocationProbe;
});
