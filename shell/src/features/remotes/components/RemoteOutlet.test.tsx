import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../../../test/render';
import { createOfflineModule } from '../runtime/offline-module';
import { loadRemoteModule } from '../api/federation';
import { RemoteOutlet } from './RemoteOutlet';
import { setDeployedRemotes } from '../model/deployed-remotes';
import { authStore } from '@vitrina/shared';

jest.mock('../api/federation', () => ({ loadRemoteModule: jest.fn(), registerRemoteEntries: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

type Props = { domElement: HTMLElement; remote: string; [key: string]: unknown };

function fakeRemote(text: string) {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props: Props) => {
      const p = document.createElement('p');
      p.textContent = text;
      props.domElement.appendChild(p);
    }),
    unmount: jest.fn(async (props: Props) => {
      props.domElement.replaceChildren();
    }),
  };
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteOutlet', () => {
  it('shows a spinner while loading, then mounts the remote as a parcel with its props', async () => {
    const remote = fakeRemote('Inbox page');
    let resolve!: (value: unknown) => void;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    renderInShell(<RemoteOutlet remote="mf_inbox" customProps={{ extra: 1 }} />);

    expect(screen.getByRole('status')).toHaveTextContent('Завантаження розділу…');
    resolve(remote);

    expect(await screen.findByText('Inbox page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(load).toHaveBeenCalledWith('mf_inbox', 'app', { fresh: false });
    expect(remote.mount).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mf_inbox', extra: 1, domElement: expect.any(HTMLElement) }),
    );
  });

  it('shows the fallback when the remote is offline, and Retry loads it afresh', async () => {
    const remote = fakeRemote('Settings page');
    load.mockResolvedValueOnce(createOfflineModule('mf_settings/app', new Error('404'))).mockResolvedValueOnce(remote);
    renderInShell(<RemoteOutlet remote="mf_settings" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося завантажити цей розділ.');
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));

    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_settings', 'app', { fresh: true });
  });

  it('shows the fallback in English when the loader rejects', async () => {
    load.mockRejectedValue(new Error('network down'));
    renderInShell(<RemoteOutlet remote="mf_auth" />, { path: '/en/login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the fallback when the module is not single-spa lifecycles', async () => {
    load.mockResolvedValue({ default: () => null });
    renderInShell(<RemoteOutlet remote="mf_debug" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    const remote = fakeRemote('never');
    remote.mount.mockRejectedValue(new Error('boom'));
    load.mockResolvedValue(remote);
    renderInShell(<RemoteOutlet remote="mf_knowledge" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('unmounts the parcel when another remote takes its place', async () => {
    const inbox = fakeRemote('Inbox page');
    const settings = fakeRemote('Settings page');
    load.mockImplementation(async (name) => (name === 'mf_inbox' ? inbox : settings));
    const view = renderInShell(<RemoteOutlet key="mf_inbox" remote="mf_inbox" />);
    await screen.findByText('Inbox page');

    view.rerender(<RemoteOutlet key="mf_settings" remote="mf_settings" />);
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    await waitFor(() => expect(inbox.unmount).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Inbox page')).not.toBeInTheDocument();
  });

  it('renders nothing for a silent outlet whose remote is missing', async () => {
    load.mockResolvedValue(createOfflineModule('mf_auth/new-user-modal', new Error('no such expose')));
    const view = renderInShell(<RemoteOutlet remote="mf_auth" expose="new-user-modal" silent />);
    await waitFor(() => expect(view.container.querySelector('[data-status="failed"]')).not.toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('a remote this deployment does not serve', () => {
    beforeEach(() => setDeployedRemotes(['mf_auth', 'mf_debug']));
    afterEach(() => {
      setDeployedRemotes(null);
      authStore.logout();
    });

    it('is never loaded; the area says so and links to what is here (signed in)', async () => {
      authStore.setTokens({ access_token: 'a.b.c', refresh_token: 'r' });
      renderInShell(<RemoteOutlet remote="mf_inbox" />, { path: '/en/chats', lng: 'en' });
      expect(screen.getByRole('heading', { name: 'This section is not deployed here' })).toBeInTheDocument();
      const available = screen.getByRole('navigation', { name: 'Available here' });
      const links = Array.from(available.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links).toEqual([
        ['AI agent debugger', '/en/ai_agent'],
        ['Pipelines', '/en/pipelines'],
      ]);
      expect(load).not.toHaveBeenCalled();
    });

    it('signed out, it links to the sign-in screens', () => {
      renderInShell(<RemoteOutlet remote="mf_marketing" />, { path: '/ua' });
      expect(screen.getByRole('heading', { name: 'Цей розділ тут не розгорнуто' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Вхід' })).toHaveAttribute('href', '/ua/login');
      expect(screen.queryByRole('link', { name: 'Налагоджувач AI-агента' })).not.toBeInTheDocument();
    });

    it('a silent outlet (an optional overlay) renders nothing', () => {
      const { container } = renderInShell(<RemoteOutlet remote="mf_inbox" silent />);
      expect(container.querySelector('[data-remote], [data-not-deployed]')).toBeNull();
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
    });
  });
});
