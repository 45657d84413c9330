import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, languageStore } from '@vitrina/shared';
import { installViewport } from '../../test/viewport';
import { createOfflineModule } from '../features/remotes/runtime/offline-module';
import { loadRemoteModule } from '../features/remotes/api/federation';
import { App } from './App';

jest.mock('../features/remotes/api/federation', () => ({
  loadRemoteModule: jest.fn(),
  registerRemoteEntries: jest.fn(),
}));
const load = jest.mocked(loadRemoteModule);

/** A stand-in remote: shows its name and the path it was mounted on. */
function fakeRemote(name: string) {
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.innerHTML = `<p>remote ${name}</p>`;
    },
    unmount: async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.replaceChildren();
    },
  };
}

function openApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

const url = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const jwt = (sub: string) => `${btoa('{}')}.${btoa(JSON.stringify({ sub }))}.sig`;

describe('shell routing', () => {
  beforeEach(() => {
    installViewport(1280);
    localStorage.clear();
    authStore.logout();
    languageStore.set('ua');
    load.mockReset();
    load.mockImplementation(async (name) => fakeRemote(name));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('redirects the root to /ua and shows the landing remote in the public chrome', async () => {
    languageStore.set('en');
    openApp('/');
    await waitFor(() => expect(url()).toBe('/ua'));
    expect(await screen.findByText('remote mf_marketing')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('prefixes a path without a language with the current one, keeping search and hash', async () => {
    languageStore.set('en');
    openApp('/pricing?plan=pro#booking');
    await waitFor(() => expect(url()).toBe('/en/pricing?plan=pro#booking'));
    expect(await screen.findByRole('link', { name: 'Pricing' })).toBeInTheDocument();
  });

  it("'book a demo' opens the consultation on the current marketing page, else on the landing", async () => {
    openApp('/ua/pricing');
    expect(await screen.findByRole('link', { name: 'Замовити демо' })).toHaveAttribute(
      'href',
      '/ua/pricing#consultation',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Увійти' }));
    expect(screen.getByRole('link', { name: 'Замовити демо' })).toHaveAttribute('href', '/ua#consultation');
  });

  it('shows the 404 page for an unknown path under a language, with a link home', async () => {
    openApp('/ua/nope');
    expect(await screen.findByRole('heading', { name: /Сторінку не знайдено/ })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/ua');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(document.title).toBe('404 · Сторінку не знайдено · Vitrina');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    await userEvent.click(screen.getByRole('link', { name: 'На головну' }));
    await screen.findByText('remote mf_marketing');
    expect(document.title).toBe('Vitrina — AI-асистент, який продає у вашому Instagram');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('sends a signed-out visitor of a private page to /{lng}/login', async () => {
    openApp('/en/settings');
    await waitFor(() => expect(url()).toBe('/en/login'));
    expect(await screen.findByText('remote mf_auth')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('mf_settings', expect.anything(), expect.anything());
  });

  it('sends a signed-in user away from guest pages to /{lng}/chats, in the signed-in chrome', async () => {
    authStore.setTokens({ access_token: jwt('1'), refresh_token: 'r' }, false);
    openApp('/ua/registration');
    await waitFor(() => expect(url()).toBe('/ua/chats'));
    expect(await screen.findByText('remote mf_inbox')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Меню застосунку' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('a sign-in on the login page lets it finish (message, its own navigation); guest pages then redirect', async () => {
    openApp('/ua/login');
    await screen.findByText('remote mf_auth');
    act(() => authStore.setTokens({ access_token: jwt('1'), refresh_token: 'r' }, true));
    // The login page stays to show 'Авторизація успішна' and navigates itself after 3 s.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(url()).toBe('/ua/login');
    expect(screen.getByText('remote mf_auth')).toBeInTheDocument();
    act(() => window.history.pushState(null, '', '/ua/registration'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(url()).toBe('/ua/chats'));
    expect(await screen.findByText('remote mf_inbox')).toBeInTheDocument();
  });

  it('Exit signs out and lands on /ua, not on the login page', async () => {
    authStore.setTokens({ access_token: jwt('1'), refresh_token: 'r' }, false);
    openApp('/ua/settings');
    await screen.findByText('remote mf_settings');
    await userEvent.click(screen.getByRole('button', { name: 'Вихід' }));
    await waitFor(() => expect(url()).toBe('/ua'));
    expect(authStore.get().isAuth).toBe(false);
    expect(await screen.findByText('remote mf_marketing')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('mf_auth', 'app', expect.anything());
  });

  it('the header selector switches the language and rewrites the first segment', async () => {
    openApp('/ua/pricing#faq');
    await screen.findByText('remote mf_marketing');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Мова інтерфейсу' }), 'en');

    expect(url()).toBe('/en/pricing#faq');
    expect(languageStore.get()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    // The remote stays mounted across a language switch.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes the language from the path on every navigation (and <html lang> follows)', async () => {
    openApp('/en');
    await waitFor(() => expect(languageStore.get()).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    act(() => window.history.pushState(null, '', '/ua/pricing'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(languageStore.get()).toBe('ua'));
    expect(document.documentElement.lang).toBe('uk');
  });

  it("keeps the head on the page's: a public page's title and canonical, then noindex once signed in", async () => {
    openApp('/en/pricing');
    await screen.findByText('remote mf_marketing');
    expect(document.title).toBe('Pricing — Vitrina');
    const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical()).toBe('https://vitrina.app/en/pricing');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    act(() => authStore.setTokens({ access_token: jwt('1'), refresh_token: 'r' }, false));
    act(() => window.history.pushState(null, '', '/en/settings'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await screen.findByText('remote mf_settings');
    expect(document.title).toBe('Vitrina');
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('a remote that cannot load shows its fallback while the header keeps working', async () => {
    load.mockImplementation(async (name) =>
      name === 'mf_marketing' ? createOfflineModule(`${name}/app`, new Error('down')) : fakeRemote(name),
    );
    openApp('/ua');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('alert')).toHaveTextContent('Не вдалося завантажити цей розділ.');

    await userEvent.click(screen.getByRole('link', { name: 'Увійти' }));
    expect(url()).toBe('/ua/login');
    expect(await screen.findByText('remote mf_auth')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moving between remotes unmounts the previous one; within one remote it stays mounted', async () => {
    openApp('/ua/login');
    await screen.findByText('remote mf_auth');
    await userEvent.click(screen.getByRole('link', { name: 'Спробувати безкоштовно' }));
    expect(url()).toBe('/ua/registration');
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('link', { name: 'Ціни' }));
    expect(await screen.findByText('remote mf_marketing')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('remote mf_auth')).not.toBeInTheDocument());
  });

  it("mounts mf-auth's new-user form in the signed-in chrome when the flag is set", async () => {
    authStore.setTokens({ access_token: jwt('1'), refresh_token: 'r' }, false);
    localStorage.setItem('newUser', 'true');
    openApp('/ua/chats');
    await screen.findByText('remote mf_inbox');
    await waitFor(() => expect(load).toHaveBeenCalledWith('mf_auth', 'new-user-modal', { fresh: false }));
  });
});
