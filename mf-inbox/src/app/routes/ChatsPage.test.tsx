import { act, screen, waitFor, within } from '@testing-library/react';
import { eventBus } from '@vitrina/shared';
import userEvent from '@testing-library/user-event';
import { callsOf, LocationProbe, resetBrowserState, response, textsByLanguage } from '@vitrina/shared/testing';
import { isolateRouteTests, renderRoute } from '../../testing/render-route';
import { channelFixture, installChannelsApi, installPopup, returnCode } from '../../testing/channels-api';
import { installInboxApi, messageFixture, twoConversations } from '../../testing/chats-api';

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
  sandbox: ['Пісочниця Meta', 'Meta sandbox'],
  toggle: ['Канал: Магазин. Змінити канал', 'Channel: Магазин. Change channel'],
  add: ['+ Додати канал', '+ Add channel'],
  settings: ['Налаштування', 'Settings'],
  returned: ['Вхід завершено. Це вікно можна закрити.', 'Signed in. You can close this window.'],
  replyMode: ['Режим відповідей', 'Reply mode'],
  control: ['Контроль відповідей', 'Response control'],
  fullTrust: ['Повна довіра', 'Full trust'],
  autoSend: ['Автовідповіді: увімкнено', 'Automatic replies: on'],
  autoSendStopped: ['Автовідповіді: зупинено', 'Automatic replies: stopped'],
  waiting: [
    'Діалогів ще немає: щойно клієнт напише, діалог з’явиться тут.',
    'No conversations yet: one appears here as soon as a customer writes.',
  ],
  chatWith: ['Діалог з Олена', 'Conversation with Олена'],
  assign: ['Призначити переписку', 'Assign conversation'],
  unassigned: ['Не призначено', 'Unassigned'],
  notes: ['Нотатки', 'Notes'],
  noteField: ['Нотатка', 'Note'],
  saveNote: ['Зберегти нотатку', 'Save note'],
  mine: ['Мої', 'Mine'],
  show: ['Показати', 'Show'],
  messageInput: ['Повідомлення клієнту', 'Message to the customer'],
  pictureAttached: ['Картинка піде після тексту', 'The picture goes after the text'],
  removePicture: ['Прибрати картинку', 'Remove the picture'],
  typing: ['Марта друкує відповідь…', 'Марта is typing a reply…'],
  send: ['Надіслати', 'Send'],
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

  it('with the sandbox as the platform and no channel: says to connect one, no simulator link (it would open another shop’s account)', async () => {
    installChannelsApi({ sandbox: true });
    renderRoute(`/${lng}/chats`);
    expect(await screen.findByRole('complementary', { name: text.sandbox })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text.simulator })).not.toBeInTheDocument();
  });

  it('with the sandbox as the platform, the simulator link opens the connected channel’s own sandbox account', async () => {
    installInboxApi({ sandbox: true, channel: channelFixture({ profile_id: '17841400000000042' }) });
    renderRoute(`/${lng}/chats`);
    expect(await screen.findByRole('link', { name: text.simulator })).toHaveAttribute(
      'href',
      '/sandbox?account=17841400000000042',
    );
  });

  it('"Create a new channel" opens the add-channel modal; a code makes the new channel current in the selector', async () => {
    const { popup } = installPopup();
    const { mock } = installChannelsApi();
    renderRoute(`/${lng}/chats`);
    await userEvent.click(await screen.findByRole('button', { name: text.create }));
    const dialog = screen.getByRole('dialog', { name: text.modal });
    await userEvent.type(within(dialog).getByLabelText(text.name), 'Магазин');
    await userEvent.click(within(dialog).getByRole('button', { name: text.connect }));
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/dialog\.test/));
    const asked = callsOf(mock).find((c) => c.url.includes('/oauth-url'))!;
    expect(new URL(asked.url, 'http://x').searchParams.get('origin')).toBe(window.location.origin);
    returnCode('CODE');
    expect(await screen.findByRole('button', { name: text.toggle })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an origin the server does not allow: its reason shows, the popup closes, nothing is connected', async () => {
    const { popup } = installPopup();
    const refused = 'Channels cannot be connected from http://localhost: open Vitrina at https://vitrina.test';
    installChannelsApi({
      on: (call) => (call.url.includes('/oauth-url') ? response(400, { error_message: refused }) : undefined),
    });
    renderRoute(`/${lng}/chats`);
    await userEvent.click(await screen.findByRole('button', { name: text.create }));
    const dialog = screen.getByRole('dialog', { name: text.modal });
    await userEvent.type(within(dialog).getByLabelText(text.name), 'Магазин');
    await userEvent.click(within(dialog).getByRole('button', { name: text.connect }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(popup.closed).toBe(true);
    expect(popup.location.href).toBe('about:blank');
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

  it('the reply mode: “Контроль відповідей” chosen; full trust is chosen with one click and shows the switch of automatic sending', async () => {
    const { mock, server } = installInboxApi();
    renderRoute(`/${lng}/chats`);
    const mode = await screen.findByRole('group', { name: text.replyMode });
    const control = within(mode).getByRole('radio', { name: new RegExp(text.control) });
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).toBeChecked();
    const trust = within(mode).getByRole('radio', { name: new RegExp(text.fullTrust) });
    expect(trust).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: new RegExp(text.autoSend) })).not.toBeInTheDocument();
    await userEvent.click(trust);
    await waitFor(() => expect(trust).toBeChecked());
    expect(server.autopilot.mode).toBe('FULL_TRUST');
    const put = callsOf(mock).find((c) => c.method === 'PUT' && c.url.includes('/autopilot'))!;
    expect(JSON.parse(String(put.body))).toEqual({ mode: 'FULL_TRUST' });
    // The kill switch: stops every automatic send of the account.
    const autoSend = await screen.findByRole('switch', { name: new RegExp(text.autoSend) });
    expect(autoSend).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(autoSend);
    await waitFor(() => expect(server.stopped).toBe(true));
    expect(await screen.findByRole('switch', { name: new RegExp(text.autoSendStopped) })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // No conversation yet while a channel is connected: the pane says one comes when a customer writes.
    expect(await screen.findByText(text.waiting)).toBeInTheDocument();
  });

  it('the thread header assigns the conversation, keeps team notes apart, and the list filters "mine"', async () => {
    const { a, b, threads } = twoConversations();
    const { mock, server } = installInboxApi({ conversations: [a, b], threads });
    renderRoute(`/${lng}/chats?c=${a.id}`);
    const pane = await screen.findByRole('region', { name: text.chatWith });
    const assign = await within(pane).findByRole('combobox', { name: text.assign });
    await waitFor(() => expect(within(assign).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(assign, server.user.id);
    await waitFor(() => expect(server.conversations.find((c) => c.id === a.id)?.assignee?.id).toBe(server.user.id));

    await userEvent.click(within(pane).getByRole('button', { name: text.notes }));
    await userEvent.type(await within(pane).findByRole('textbox', { name: text.noteField }), 'Передзвонити');
    await userEvent.click(within(pane).getByRole('button', { name: text.saveNote }));
    expect(await within(pane).findByText('Передзвонити')).toBeInTheDocument();
    // A note is never sent to the customer.
    expect(callsOf(mock).some((c) => c.url.includes('/messages') && c.method === 'POST')).toBe(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.show }), 'mine');
    await waitFor(() =>
      expect(callsOf(mock).some((c) => c.url.includes('/conversations?') && c.url.includes('assignee=me'))).toBe(true),
    );
  });

  it('"/" in the composer offers the team’s saved replies; one fills the customer’s name and sends its picture beside the text', async () => {
    const { a, b, threads } = twoConversations();
    const { mock } = installInboxApi({
      conversations: [a, b],
      threads,
      savedReplies: [
        {
          id: 'r1',
          shortcut: 'розміри',
          text: '{name}, ось розмірна сітка',
          image_url: 'https://cdn.example/chart.png',
          created_by: null,
          updated_at: '2026-11-29T08:00:00Z',
        },
      ],
    });
    renderRoute(`/${lng}/chats?c=${a.id}`);
    const pane = await screen.findByRole('region', { name: text.chatWith });
    const input = await within(pane).findByRole('combobox', { name: text.messageInput });
    const sends = () => callsOf(mock).filter((c) => c.method === 'POST' && c.url.endsWith('/messages'));
    await userEvent.type(input, '/роз');
    expect(await within(pane).findByRole('option', { name: /розміри/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('Олена, ось розмірна сітка');
    expect(within(pane).queryByRole('listbox')).not.toBeInTheDocument();
    expect(within(pane).getByText(text.pictureAttached)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(JSON.parse(String(sends()[0]!.body))).toMatchObject({
      message: 'Олена, ось розмірна сітка',
      image_url: 'https://cdn.example/chart.png',
    });
    await waitFor(() => expect(within(pane).queryByText(text.pictureAttached)).not.toBeInTheDocument());

    // The picture can be taken off before sending: the text goes alone.
    await userEvent.type(input, '/роз{Enter}');
    await userEvent.click(within(pane).getByRole('button', { name: text.removePicture }));
    await userEvent.click(within(pane).getByRole('button', { name: text.send }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(JSON.parse(String(sends()[1]!.body))).not.toHaveProperty('image_url');
  });

  it('a reply on top of a teammate’s reply of seconds ago asks first', async () => {
    const { a, b, threads } = twoConversations();
    const teammate = messageFixture({
      conversation_id: a.id,
      is_from_shop: true,
      sent_by: 'teammate-1',
      created_time: new Date(Date.now() - 5000).toISOString(),
    });
    threads[a.id] = [...(threads[a.id] ?? []), teammate];
    const { mock } = installInboxApi({ conversations: [a, b], threads });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderRoute(`/${lng}/chats?c=${a.id}`);
    const pane = await screen.findByRole('region', { name: text.chatWith });
    await userEvent.type(await within(pane).findByRole('combobox', { name: text.messageInput }), 'Так, є');
    await userEvent.click(within(pane).getByRole('button', { name: text.send }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(callsOf(mock).some((c) => c.method === 'POST' && c.url.endsWith('/messages'))).toBe(false);
    confirm.mockReturnValue(true);
    await userEvent.click(within(pane).getByRole('button', { name: text.send }));
    await waitFor(() =>
      expect(callsOf(mock).some((c) => c.method === 'POST' && c.url.endsWith('/messages'))).toBe(true),
    );
  });

  it('a teammate typing in the open conversation is shown live, and no longer once they leave', async () => {
    const { a, b, threads } = twoConversations();
    const { mock } = installInboxApi({ conversations: [a, b], threads });
    renderRoute(`/${lng}/chats?c=${a.id}`);
    const pane = await screen.findByRole('region', { name: text.chatWith });
    // This browser tells the team it has the conversation open.
    await waitFor(() =>
      expect(callsOf(mock).some((c) => c.url.endsWith(`/conversations/${a.id}/presence`) && c.method === 'POST')).toBe(
        true,
      ),
    );
    const user = { id: 'teammate-1', name: 'Марта' };
    act(() => eventBus.emitServer({ type: 'TEAM_PRESENCE', data: { conversation_id: a.id, user, state: 'TYPING' } }));
    expect(await within(pane).findByText(text.typing)).toBeInTheDocument();
    act(() => eventBus.emitServer({ type: 'TEAM_PRESENCE', data: { conversation_id: a.id, user, state: 'LEFT' } }));
    await waitFor(() => expect(within(pane).queryByText(text.typing)).not.toBeInTheDocument());
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

  it('a refused consent (?error=) in the popup closes it with the refusal and its state, no code', () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    window.opener = {} as Window;
    installChannelsApi();
    renderRoute(`/${lng}/chats?error=access_denied&error_reason=user_denied&state=S1`);
    window.opener = null;
    expect(JSON.parse(localStorage.getItem('authCode')!)).toEqual({ error: 'access_denied', state: 'S1' });
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
