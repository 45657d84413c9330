import { configure, getConfig, loadRemoteExpose } from '@vitrina/shared';
import { loadRemoteModule, registerRemoteEntries } from '../features/remotes/api/federation';
import { isRemoteDeployed, setDeployedRemotes } from '../features/remotes/model/deployed-remotes';
import { applyRuntimeConfig, fetchRuntimeConfig } from './runtime-config';

jest.mock('../features/remotes/api/federation', () => ({
  registerRemoteEntries: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const respond = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);

describe('runtime config', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    configure({ apiUrl: '', wsUrl: '' });
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads /runtime-config.json; a remote named there overrides its default location', async () => {
    const fetchImpl = respond({
      apiUrl: 'https://api.example',
      wsUrl: '',
      remotes: { mf_inbox: 'https://cdn.example/inbox/mf-manifest.json' },
    });
    const config = await fetchRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json');
    expect(config.apiUrl).toBe('https://api.example');
    expect(config.remotes.mf_inbox).toBe('https://cdn.example/inbox/mf-manifest.json');
    expect(config.remotes.mf_auth).toBe('/remotes/mf-auth/mf-manifest.json');
    expect(Object.keys(config.remotes)).toHaveLength(7);
  });

  it.each([
    ['a 404', respond({}, 404)],
    ['a malformed file', respond({ remotes: { mf_auth: 42 } })],
    ['an empty remote URL', respond({ remotes: { mf_auth: '' } })],
    ['remotes that are not an object', respond({ remotes: ['/remotes/mf-auth/mf-manifest.json'] })],
    ['an apiUrl that is not a string', respond({ apiUrl: 8080 })],
    ['an onlyListedRemotes that is not a boolean', respond({ onlyListedRemotes: 'yes' })],
    ['a file that is not an object', respond(['/remotes'])],
    ['a null body', respond(null)],
    ['a network failure', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('falls back to the default locations on %s', async (_case, fetchImpl) => {
    const config = await fetchRuntimeConfig(fetchImpl as unknown as typeof fetch);
    expect(config).toEqual({
      apiUrl: '',
      wsUrl: '',
      remotes: {
        mf_marketing: '/remotes/mf-marketing/mf-manifest.json',
        mf_auth: '/remotes/mf-auth/mf-manifest.json',
        mf_inbox: '/remotes/mf-inbox/mf-manifest.json',
        mf_knowledge: '/remotes/mf-knowledge/mf-manifest.json',
        mf_settings: '/remotes/mf-settings/mf-manifest.json',
        mf_debug: '/remotes/mf-debug/mf-manifest.json',
        mf_analytics: '/remotes/mf-analytics/mf-manifest.json',
      },
      onlyListedRemotes: false,
    });
  });

  it('with onlyListedRemotes, the listed remotes are all there is', async () => {
    const config = await fetchRuntimeConfig(
      respond({ remotes: { mf_auth: '/a.json', mf_debug: '/d.json' }, onlyListedRemotes: true }),
    );
    expect(config.remotes).toEqual({ mf_auth: '/a.json', mf_debug: '/d.json' });
    expect(config.onlyListedRemotes).toBe(true);
  });

  it('takes missing fields as empty (apiUrl, wsUrl) and the defaults (remotes)', async () => {
    const config = await fetchRuntimeConfig(respond({}));
    expect(config.apiUrl).toBe('');
    expect(config.wsUrl).toBe('');
    expect(config.remotes.mf_marketing).toBe('/remotes/mf-marketing/mf-manifest.json');
  });

  it('points the API client and the federation runtime at the config', () => {
    applyRuntimeConfig({
      apiUrl: 'https://api.example',
      wsUrl: 'wss://rt.example/ws',
      remotes: { mf_auth: '/a.json' },
      onlyListedRemotes: false,
    });
    expect(getConfig()).toEqual({ apiUrl: 'https://api.example', wsUrl: 'wss://rt.example/ws' });
    expect(registerRemoteEntries).toHaveBeenCalledWith({ mf_auth: '/a.json' });
    expect(isRemoteDeployed('mf_inbox')).toBe(true);
  });

  it('with onlyListedRemotes, another remote is not deployed and never loaded through the shell', async () => {
    applyRuntimeConfig({ apiUrl: '', wsUrl: '', remotes: { mf_settings: '/s.json' }, onlyListedRemotes: true });
    expect(isRemoteDeployed('mf_settings')).toBe(true);
    expect(isRemoteDeployed('mf_marketing')).toBe(false);
    await expect(loadRemoteExpose('mf_marketing', 'pricing')).rejects.toThrow(/not deployed here/);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    setDeployedRemotes(null);
  });
});
