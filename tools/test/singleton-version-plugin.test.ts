// The host's share-version check (webpack/runtime/singleton-version-plugin.ts): the same answers as
// the federation runtime's own semver for the ranges it reads, and a real runtime instance created
// after it (as a remote's is) resolving its fitting singletons through it and the rest as before.
import { ModuleFederation, satisfy } from '@module-federation/runtime-core';
import singletonVersionPlugin, { satisfiesPlainRange } from '../webpack/runtime/singleton-version-plugin';

const parts = [0, 1, 2, 10];
const versions = parts.flatMap((major) => parts.flatMap((minor) => parts.map((patch) => `${major}.${minor}.${patch}`)));

describe('satisfiesPlainRange', () => {
  it.each(['^', ''])('answers as the federation runtime does for %p ranges (^ from 1.0.0)', (operator) => {
    const differences: string[] = [];
    for (const base of versions.filter((v) => operator === '' || !v.startsWith('0.')))
      for (const version of versions) {
        const range = `${operator}${base}`;
        if (satisfiesPlainRange(version, range) !== satisfy(version, range)) differences.push(`${version} in ${range}`);
      }
    expect(differences).toEqual([]);
  });

  it.each([
    ['1.2.3', '>=1.0.0'],
    ['1.2.3', '1.x'],
    ['1.2.3', '^1.0.0 || ^2.0.0'],
    ['1.2.3', '*'],
    ['1.2.3-rc.1', '^1.2.0'],
    ['1.2.3', '^1.2.3-rc.1'],
    ['1.2', '^1.2.0'],
    ['1.2.3', '~1.2.0'],
    ['0.2.3', '^0.2.0'],
    ['^1.2.3', '^1.2.0'],
    ['1.2.3', ' ^1.2.0'],
  ])('leaves %p in %p to the runtime', (version, range) => {
    expect(satisfiesPlainRange(version, range)).toBeUndefined();
  });
});

describe('singletonVersionPlugin', () => {
  let warn: jest.SpyInstance;
  beforeAll(() => singletonVersionPlugin());
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  /** A federation instance created after the plugin (no plugin of its own), providing react 19.2.3. */
  function instance(name: string) {
    const lib = { from: name };
    const federation = new ModuleFederation({
      name,
      remotes: [],
      shared: {
        react: { version: '19.2.3', lib: () => lib, shareConfig: { singleton: true, requiredVersion: '^19.2.0' } },
      },
    });
    return { federation, lib };
  }

  const load = (federation: ModuleFederation, requiredVersion: string, strictVersion = false) =>
    federation.loadShare<{ from: string }>('react', {
      customShareInfo: { shareConfig: { singleton: true, requiredVersion, strictVersion } },
    });

  it('is registered for every instance created after it, which resolves a fitting singleton through it', async () => {
    const { federation, lib } = instance('fits');
    expect(federation.options.plugins.map((plugin) => plugin.name)).toContain('vitrina-singleton-version');
    const factory = await load(federation, '^19.0.0');
    expect(factory && factory()).toBe(lib);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves a range the loaded singleton misses to the runtime, which warns and still uses it (one React)', async () => {
    const { federation, lib } = instance('misses');
    const factory = await load(federation, '^20.0.0');
    expect(factory && factory()).toBe(lib);
    expect(warn.mock.calls.flat().join(' ')).toContain(
      'does not satisfy the requirement of misses which needs ^20.0.0',
    );
  });

  it('leaves strictVersion and ranges it does not read to the runtime', () => {
    const plugin = singletonVersionPlugin();
    const resolver = () => undefined;
    const args = (shareConfig: object) => ({
      shareScopeMap: { default: { react: { '19.2.3': { from: 'host' } } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.2.3',
      shareInfo: { from: 'remote', shareConfig },
      resolver,
    });
    const resolve = (shareConfig: object) =>
      (plugin.resolveShare as unknown as (a: ReturnType<typeof args>) => ReturnType<typeof args>)(args(shareConfig))
        .resolver;
    expect(resolve({ singleton: true, requiredVersion: '^19.0.0', strictVersion: true })).toBe(resolver);
    expect(resolve({ singleton: true, requiredVersion: '^20.0.0' })).toBe(resolver);
    expect(resolve({ singleton: true, requiredVersion: '>=19' })).toBe(resolver);
    expect(resolve({ singleton: false, requiredVersion: '^19.0.0' })).toBe(resolver);
    expect(resolve({ singleton: true, requiredVersion: '^19.0.0' })).not.toBe(resolver);
  });
});
