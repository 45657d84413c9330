import { existsSync } from 'node:fs';
import path from 'node:path';
import { fillPath, paths, ROUTES } from '../src/address-book/routes';
import { defaultManifestUrl, HOST, REMOTE_NAMES, REMOTES, remoteByName } from '../src/address-book/remotes';

const ROOT = path.resolve(__dirname, '../..');

describe('address book: routes', () => {
  it('lists every route of docs/product.md §1, each rendered by a known remote', () => {
    expect(Object.values(ROUTES).map((route) => route.path)).toEqual([
      '/:lng',
      '/:lng/pricing',
      '/:lng/privacy_policy',
      '/:lng/reset_pass/:slug',
      '/:lng/join/:slug',
      '/:lng/login',
      '/:lng/registration',
      '/:lng/forgot_pass',
      '/:lng/chats',
      '/:lng/channels',
      '/:lng/chat_gpt',
      '/:lng/chat_gpt/:tab',
      '/:lng/settings',
      '/:lng/ai_agent',
      '/:lng/pipelines',
      '/:lng/analytics',
      '/:lng/orders',
      '/:lng/orders/:id',
    ]);
    for (const route of Object.values(ROUTES)) expect(REMOTE_NAMES).toContain(route.remote);
  });

  it('builds paths with the language first and the other parameters encoded', () => {
    expect(paths.home('ua')).toBe('/ua');
    expect(paths.login('en')).toBe('/en/login');
    expect(paths.knowledgeTab('ua', 'content')).toBe('/ua/chat_gpt/content');
    expect(paths.resetPassword('en', 'a/b c')).toBe('/en/reset_pass/a%2Fb%20c');
    expect(fillPath('/:lng/x/:id', ['ua'])).toBe('/ua/x/');
  });
});

describe('address book: remotes', () => {
  it('names every remote with a JS identifier and a folder that exists, on distinct ports', () => {
    for (const remote of REMOTES) {
      expect(remote.name).toMatch(/^[a-z_]+$/);
      expect(existsSync(path.join(ROOT, remote.folder, 'package.json'))).toBe(true);
      expect(remote.exposes).toContain('app');
    }
    const ports = [HOST.port, ...REMOTES.map((remote) => remote.port)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('finds every expose in src/exposes/', () => {
    for (const remote of REMOTES) {
      for (const expose of remote.exposes) {
        const base = path.join(ROOT, remote.folder, 'src/exposes', expose);
        expect([`${base}.ts`, `${base}.tsx`].some((file) => existsSync(file))).toBe(true);
      }
    }
  });

  it('places manifests where the server serves them', () => {
    expect(defaultManifestUrl('mf_auth')).toBe('/remotes/mf-auth/mf-manifest.json');
    expect(() => remoteByName('nope' as never)).toThrow('Unknown remote nope');
  });
});
