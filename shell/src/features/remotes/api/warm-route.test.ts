import { warmRemote } from './warm-route';
import { loadRemoteModule } from './federation';
import { setDeployedRemotes } from '../model/deployed-remotes';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));

describe('warmRemote', () => {
  beforeEach(() => jest.mocked(loadRemoteModule).mockReset());

  it("starts loading the route's remote app", () => {
    jest.mocked(loadRemoteModule).mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    warmRemote('mf_marketing');
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_marketing', 'app', {});
  });

  it('does nothing without a remote (404, redirects) and swallows a failed load', async () => {
    warmRemote(null);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    jest.mocked(loadRemoteModule).mockRejectedValue(new Error('offline'));
    expect(() => warmRemote('mf_auth')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('does not fetch a remote this deployment does not serve', () => {
    setDeployedRemotes(['mf_auth']);
    warmRemote('mf_marketing');
    setDeployedRemotes(null);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});
