import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemoteEntries } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('federation access', () => {
  beforeEach(() => jest.clearAllMocks());

  it('registers every remote of the config by its manifest URL', () => {
    registerRemoteEntries({
      mf_auth: '/remotes/mf-auth/mf-manifest.json',
      mf_inbox: 'https://cdn.example/inbox/mf-manifest.json',
    });
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_auth', entry: '/remotes/mf-auth/mf-manifest.json' },
        { name: 'mf_inbox', entry: 'https://cdn.example/inbox/mf-manifest.json' },
      ],
      { force: true },
    );
  });

  it('loads <remote>/<expose>, re-registering the remote first on a fresh attempt', async () => {
    registerRemoteEntries({ mf_auth: '/remotes/mf-auth/mf-manifest.json' });
    jest.mocked(registerRemotes).mockClear();
    jest.mocked(loadRemote).mockResolvedValue({ mount: jest.fn() });

    await loadRemoteModule('mf_auth', 'app');
    expect(loadRemote).toHaveBeenCalledWith('mf_auth/app');
    expect(registerRemotes).not.toHaveBeenCalled();

    await loadRemoteModule('mf_auth', 'new-user-modal', { fresh: true });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_auth', entry: '/remotes/mf-auth/mf-manifest.json' }], {
      force: true,
    });
    expect(loadRemote).toHaveBeenLastCalledWith('mf_auth/new-user-modal');
  });
});
