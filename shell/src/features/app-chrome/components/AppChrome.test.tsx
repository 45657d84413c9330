import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout } from '@vitrina/shared';
import { callsOf, installFetch, response } from '@vitrina/shared/testing';
import { installViewport, setViewportWidth } from '../../../../test/viewport';
import { renderInShell } from '../../../../test/render';
import { AppChrome } from './AppChrome';

jest.mock('@vitrina/shared', () => ({
  ...jest.requireActual('@vitrina/shared'),
  logout: jest.fn(async () => undefined),
}));

const renderChrome = (
  path: string,
  newUserModal = (close: () => void) => <button onClick={close}>welcome form</button>,
) =>
  renderInShell(
    <AppChrome newUserModal={newUserModal}>
      <p>remote page</p>
    </AppChrome>,
    { path },
  );

describe('AppChrome', () => {
  beforeEach(() => {
    installViewport(1280);
    localStorage.clear();
    jest.mocked(logout).mockClear();
  });

  it('shows the side menu: six pages, Support (a mail to the team; no dead /# links) and Exit', () => {
    renderChrome('/ua/settings');
    const menu = within(screen.getByRole('navigation', { name: 'Меню застосунку' }));
    expect(menu.getByRole('link', { name: 'Повідомлення' })).toHaveAttribute('href', '/ua/chats');
    expect(menu.getByRole('link', { name: 'Канали' })).toHaveAttribute('href', '/ua/channels');
    expect(menu.getByRole('link', { name: 'Замовлення' })).toHaveAttribute('href', '/ua/orders');
    expect(menu.getByRole('link', { name: 'База знань' })).toHaveAttribute('href', '/ua/chat_gpt');
    expect(menu.getByRole('link', { name: 'Налаштування' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Аналітика' })).toHaveAttribute('href', '/ua/analytics');
    expect(menu.getByRole('link', { name: 'Підтримка' })).toHaveAttribute('href', 'mailto:support@vitrina.app');
    expect(menu.queryByRole('link', { name: 'Інтеграція' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/#"]')).toBeNull();
    expect(menu.getByRole('button', { name: 'Вихід' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('remote page');
  });

  it('shows who is signed in (GET /api/v1/users) above Exit', async () => {
    const fetchMock = installFetch(() =>
      response(200, { data: { id: '1', name: 'Olena', email: 'olena@example.com' } }),
    );
    renderChrome('/ua/settings');
    const user = await screen.findByTestId('current-user');
    expect(user).toHaveTextContent('Olena');
    expect(user).toHaveTextContent('olena@example.com');
    expect(callsOf(fetchMock).map((c) => c.url)).toEqual(['/api/v1/users']);
  });

  it('Exit logs out and goes to /', async () => {
    renderChrome('/ua/chats');
    await userEvent.click(screen.getByRole('button', { name: 'Вихід' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each(['/ua/settings', '/ua/channels', '/en/chat_gpt/upload', '/ua/pipelines'])(
    'up to 1023 px %s shows the mobile notice instead of the page and no side menu',
    (path) => {
      installViewport(1023);
      renderChrome(path);
      expect(screen.queryByText('remote page')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      const lng = path.split('/')[1];
      const notice = within(screen.getByRole('region'));
      expect(notice.getByRole('heading')).toHaveTextContent(
        lng === 'en' ? 'The mobile version is in development' : 'Мобільна версія в розробці',
      );
      expect(notice.getByRole('link')).toHaveAttribute('href', `/${lng}`);
    },
  );

  it('up to 1023 px the chats page is shown', () => {
    installViewport(375);
    renderChrome('/ua/chats');
    expect(screen.getByText('remote page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Мобільна версія в розробці' })).not.toBeInTheDocument();
  });

  it('follows the window width', () => {
    installViewport(1024);
    renderChrome('/ua/settings');
    expect(screen.getByText('remote page')).toBeInTheDocument();
    act(() => setViewportWidth(800));
    expect(screen.queryByText('remote page')).not.toBeInTheDocument();
    act(() => setViewportWidth(1440));
    expect(screen.getByText('remote page')).toBeInTheDocument();
  });

  it('opens the new-user welcome form while the newUser flag is stored; closing clears the flag', async () => {
    renderChrome('/ua/chats');
    expect(screen.queryByRole('button', { name: 'welcome form' })).not.toBeInTheDocument();

    localStorage.setItem('newUser', 'true');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'newUser' })));
    await userEvent.click(screen.getByRole('button', { name: 'welcome form' }));

    expect(localStorage.getItem('newUser')).toBeNull();
    expect(screen.queryByRole('button', { name: 'welcome form' })).not.toBeInTheDocument();
  });

  it('opens the welcome form right away when the flag is already set (after registration)', () => {
    localStorage.setItem('newUser', 'true');
    renderChrome('/ua/chats');
    expect(screen.getByRole('button', { name: 'welcome form' })).toBeInTheDocument();
  });
});
