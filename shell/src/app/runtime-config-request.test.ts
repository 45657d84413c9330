// The page's one request of /runtime-config.json (runtime-config-request.ts): a prerendered page's
// loader asks first, and main.js's bootstrap, loaded later from another bundle, reads the same answer.
import { fetchRuntimeConfig } from './runtime-config';
import { requestRuntimeConfig, RUNTIME_CONFIG_URL } from './runtime-config-request';

it('fetches the file once for the loader and the bootstrap, each reading its own copy', async () => {
  const body = { remotes: { mf_auth: '/a.json' }, onlyListedRemotes: true };
  const response = () => ({ ok: true, status: 200, json: async () => body, clone: response }) as unknown as Response;
  const fetchMock = jest.fn(async () => response());
  const original = window.fetch;
  window.fetch = fetchMock as unknown as typeof fetch;
  try {
    const first = await requestRuntimeConfig();
    expect(await first.json()).toEqual(body);
    // The bootstrap's default: the same request, not a second one, and not the defaults.
    const config = await fetchRuntimeConfig();
    expect(config.onlyListedRemotes).toBe(true);
    expect(config.remotes).toEqual({ mf_auth: '/a.json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(RUNTIME_CONFIG_URL);
  } finally {
    window.fetch = original;
  }
});
