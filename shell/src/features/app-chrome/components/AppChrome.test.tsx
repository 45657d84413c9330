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
    // The menu reads the user; the phone menu the channels (none unless a test says otherwise).
    installFetch(({ url }) =>
      response(200, {
        data: url.includes('/channels') ? (url.endsWith('/channels') ? [] : null) : { id: '1', email: 'o@example.com' },
      }),
    );
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

  it.each(['/ua/settings', '/ua/channels', '/en/chat_gpt/upload', '/ua/pipelines', '/en/orders/o1'])(
    'up to 1023 px %s shows the page under a bar whose menu holds every section and Exit',
    async (path) => {
      installViewport(375);
      renderChrome(path);
      const lng = path.split('/')[1];
      const en = lng === 'en';
      expect(screen.getByRole('main')).toHaveTextContent('remote page');
      expect(screen.queryByText(/mobile version|Мобільна версія/i)).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: en ? 'Menu' : 'Меню' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = within(screen.getByRole('navigation', { name: en ? 'App menu' : 'Меню застосунку' }));
      for (const [name, href] of [
        [en ? 'Messages' : 'Повідомлення', 'chats'],
        [en ? 'Channels' : 'Канали', 'channels'],
        [en ? 'Orders' : 'Замовлення', 'orders'],
        [en ? 'Knowledge base' : 'База знань', 'chat_gpt'],
        [en ? 'Settings' : 'Налаштування', 'settings'],
        [en ? 'Analytics' : 'Аналітика', 'analytics'],
      ]) {
        expect(menu.getByRole('link', { name })).toHaveAttribute('href', `/${lng}/${href}`);
      }
      expect(menu.getByRole('button', { name: en ? 'Exit' : 'Вихід' })).toBeInTheDocument();
      // The first entry takes the focus; Escape closes and gives it back to the button.
      await userEvent.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    },
  );

  it('the phone menu closes when a section is chosen, and Exit there logs out', async () => {
    installViewport(375);
    renderChrome('/ua/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await userEvent.click(screen.getByRole('link', { name: 'Замовлення' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ua/orders');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await userEvent.click(screen.getByRole('button', { name: 'Вихід' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('the phone menu lists the channels and makes the chosen one current', async () => {
    const fetchMock = installFetch(({ url, method }) => {
      if (url.endsWith('/api/v1/channels')) {
        return response(200, {
          data: [
            { id: 'c1', channel_name: 'Shop one', platform: 'INSTAGRAM' },
            { id: 'c2', channel_name: 'Shop two', platform: 'INSTAGRAM' },
          ],
        });
      }
      if (url.includes('/currentChannel') && method === 'PUT') {
        return response(200, { data: { id: 'c2', channel_name: 'Shop two', platform: 'INSTAGRAM' } });
      }
      if (url.includes('/currentChannel')) return response(200, { data: { id: 'c1', channel_name: 'Shop one' } });
      return response(200, { data: { id: 'u', name: 'Olena', email: 'o@example.com' } });
    });
    installViewport(375);
    renderChrome('/en/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const select = await screen.findByRole('combobox', { name: 'Channel' });
    await screen.findByRole('option', { name: 'Shop two' });
    expect(select).toHaveValue('c1');
    await userEvent.selectOptions(select, 'c2');
    expect(select).toHaveValue('c2');
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/v1/channels/currentChannel?channelId=c2');
  });

  it('follows the window width', () => {
    installViewport(1024);
    renderChrome('/ua/settings');
    expect(screen.getByRole('navigation', { name: 'Меню застосунку' })).toBeInTheDocument();
    act(() => setViewportWidth(800));
    expect(screen.getByText('remote page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
    act(() => setViewportWidth(1440));
    expect(screen.getByRole('navigation', { name: 'Меню застосунку' })).toBeInTheDocument();
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
