import { isOfflineModule, offlineError } from './offline-module';
import offlineRemotePlugin from './offline-remote-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof offlineRemotePlugin>['errorLoadRemote']>>[0];

const args = (lifecycle: ErrorArgs['lifecycle'], error: unknown) =>
  ({ id: 'mf_inbox/app', error, lifecycle, from: 'runtime', origin: {} }) as unknown as ErrorArgs;

describe('offline remote plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers a failed module load with lifecycles that render nothing and carry the error', async () => {
    const error = new Error('ScriptExternalLoadError');
    const fallback = await offlineRemotePlugin().errorLoadRemote!(args('onLoad', error));
    expect(isOfflineModule(fallback)).toBe(true);
    if (!isOfflineModule(fallback)) return;
    expect(offlineError(fallback)).toBe(error);
    await expect(fallback.mount()).resolves.toBeUndefined();
    await expect(fallback.unmount()).resolves.toBeUndefined();
  });

  it('leaves earlier lifecycles alone (a value there would be taken for a manifest or entry)', async () => {
    const plugin = offlineRemotePlugin();
    expect(await plugin.errorLoadRemote!(args('afterResolve', new Error('manifest 404')))).toBeUndefined();
    expect(await plugin.errorLoadRemote!(args('beforeLoadShare', new Error('x')))).toBeUndefined();
  });

  it('does not mistake ordinary modules for offline ones', () => {
    expect(isOfflineModule({ bootstrap() {}, mount() {}, unmount() {} })).toBe(false);
    expect(isOfflineModule(null)).toBe(false);
  });
});
