import { act, screen, within } from '@testing-library/react';
import { languageStore } from '@vitrina/shared';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';
import { textsByLanguage } from '@vitrina/shared/testing';

const TEXTS = textsByLanguage({
  title: ['Повідомлення', 'Messages'],
  noChannels: ['Додайте канали спілкування', 'Add communication channels'],
  create: ['Створити новий канал', 'Create a new channel'],
  conversations: ['Діалоги', 'Conversations'],
  search: ['Пошук', 'Search'],
  sort: ['Сортування', 'Sort'],
  sortOptions: [
    ['Нові', 'Старі'],
    ['Newest', 'Oldest'],
  ],
  noConversations: ['Немає відкритих діалогів', 'No open conversations'],
  paneEmpty: [
    'Діалоги з’являться тут після підключення каналу.',
    'Conversations appear here once a channel is connected.',
  ],
  modalTitle: ['Новий канал', 'New channel'],
  close: ['Зрозуміло', 'Got it'],
  channels: ['Канали', 'Channels'],
  chatsTable: ['Чати', 'Chats'],
  add: ['+ Додати новий канал', '+ Add a new channel'],
  headers: [
    ['Назва', 'Канал', 'Дії'],
    ['Name', 'Channel', 'Actions'],
  ],
  empty: ['Каналів ще немає.', 'No channels yet.'],
});

describe.each(Object.entries(TEXTS))('/%s', (lng, text) => {
  it('chats: the no-channels state, the conversation list and the chat pane', () => {
    renderRoute(`/${lng}/chats`);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text.noChannels })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.create })).toBeEnabled();
    const list = screen.getByRole('complementary', { name: text.conversations });
    expect(within(list).getByLabelText(text.search)).toBeDisabled();
    const sort = within(list).getByLabelText(text.sort);
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(text.sortOptions);
    expect(within(list).getByText(text.noConversations)).toBeInTheDocument();
    expect(screen.getByText(text.paneEmpty)).toBeInTheDocument();
  });

  it('chats: the create button opens the add-channel modal, which closes again', async () => {
    renderRoute(`/${lng}/chats`);
    await userEvent.click(screen.getByRole('button', { name: text.create }));
    const dialog = screen.getByRole('dialog', { name: text.modalTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('channels: the title, the chats table with its columns and the empty row', async () => {
    renderRoute(`/${lng}/channels`);
    expect(screen.getByRole('heading', { level: 1, name: text.channels })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text.chatsTable })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(text.headers);
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    expect(screen.getByRole('dialog', { name: text.modalTitle })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

it.each(['/ua/settings', '/en/chat_gpt', '/ua', '/ua/chats/123'])('renders nothing on %s', (path) => {
  const { container } = renderRoute(path);
  expect(container).toBeEmptyDOMElement();
});

it('follows the language the shell switches to while mounted', () => {
  renderRoute('/ua/chats');
  expect(screen.getByText('Додайте канали спілкування')).toBeInTheDocument();
  act(() => languageStore.set('en'));
  expect(screen.getByText('Add communication channels')).toBeInTheDocument();
  expect(screen.queryByText('Додайте канали спілкування')).not.toBeInTheDocument();
});
