import path from 'node:path';
import { defaultRuntimeConfig, exposesOf, packageOf } from '../webpack/address-book.cjs';

const ROOT = path.resolve(__dirname, '../..');

describe("the webpack factory's view of the address book", () => {
  it('names the host and each remote with its dev port', () => {
    expect(packageOf('shell')).toEqual({ name: 'shell', port: 3000, isHost: true });
    expect(packageOf('mf-auth')).toEqual({ name: 'mf_auth', port: 3002, isHost: false });
    expect(() => packageOf('mf-nope')).toThrow('mf-nope is not in the address book');
  });

  it('maps every expose to its file in src/exposes/', () => {
    expect(exposesOf(path.join(ROOT, 'mf-auth'))).toEqual({
      './app': './src/exposes/app.tsx',
      './new-user-modal': './src/exposes/new-user-modal.tsx',
    });
    expect(exposesOf(path.join(ROOT, 'mf-marketing'))).toEqual({
      './app': './src/exposes/app.tsx',
      './pricing': './src/exposes/pricing.ts',
    });
  });

  it('fails the build when an expose has no file', () => {
    const book = {
      host: { folder: 'shell', name: 'shell', port: 3000 },
      manifestUrl: '/remotes/{folder}/mf-manifest.json',
      remotes: { mf_auth: { folder: 'mf-auth', port: 3002, exposes: ['app', 'missing'] } },
    };
    expect(() => exposesOf(path.join(ROOT, 'mf-auth'), book)).toThrow("mf-auth exposes 'missing'");
  });

  it('writes the runtime config the shell ships', () => {
    const config = defaultRuntimeConfig();
    expect(config).toMatchObject({ apiUrl: '', wsUrl: '' });
    expect(config.remotes).toMatchObject({
      mf_marketing: '/remotes/mf-marketing/mf-manifest.json',
      mf_debug: '/remotes/mf-debug/mf-manifest.json',
      mf_analytics: '/remotes/mf-analytics/mf-manifest.json',
    });
    expect(Object.keys(config.remotes)).toHaveLength(7);
  });
});
