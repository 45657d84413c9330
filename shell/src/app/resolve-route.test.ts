import { resolveRoute } from './resolve-route';

describe('resolveRoute', () => {
  it('sends the root to /ua whatever the current language', () => {
    expect(resolveRoute('/', false, 'en')).toEqual({ kind: 'redirect', to: '/ua' });
    expect(resolveRoute('', true)).toEqual({ kind: 'redirect', to: '/ua' });
  });

  it('prefixes a path without a language with the current language', () => {
    expect(resolveRoute('/pricing', false, 'ua')).toEqual({ kind: 'redirect', to: '/ua/pricing' });
    expect(resolveRoute('/login', false, 'en')).toEqual({ kind: 'redirect', to: '/en/login' });
    expect(resolveRoute('/de/chats', true, 'en')).toEqual({ kind: 'redirect', to: '/en/de/chats' });
  });

  it.each([
    ['/ua', 'mf_marketing'],
    ['/en/pricing', 'mf_marketing'],
    ['/ua/privacy_policy', 'mf_marketing'],
    ['/ua/reset_pass/abc.def-123', 'mf_auth'],
    ['/en/join/invitation-token_1', 'mf_auth'],
  ])('%s is public (%s) for everyone', (path, remote) => {
    for (const isAuth of [false, true]) {
      expect(resolveRoute(path, isAuth)).toMatchObject({ kind: 'page', remote, access: 'public' });
    }
  });

  it.each(['/ua/login', '/ua/registration', '/en/forgot_pass'])(
    '%s is guest only: signed-in users go to /{lng}/chats',
    (path) => {
      expect(resolveRoute(path, false)).toMatchObject({ kind: 'page', remote: 'mf_auth', access: 'guest' });
      const lng = path.split('/')[1];
      expect(resolveRoute(path, true)).toEqual({ kind: 'redirect', to: `/${lng}/chats` });
      // Signed in while already on the page: it stays (the page navigates on its own).
      expect(resolveRoute(path, true, 'ua', false)).toMatchObject({ kind: 'page', access: 'guest' });
    },
  );

  it('private pages follow the live state even if the user was signed in on arrival', () => {
    expect(resolveRoute('/ua/chats', false, 'ua', true)).toEqual({ kind: 'redirect', to: '/ua/login' });
  });

  it.each([
    ['/ua/chats', 'mf_inbox'],
    ['/ua/channels', 'mf_inbox'],
    ['/ua/chat_gpt', 'mf_knowledge'],
    ['/en/chat_gpt/upload', 'mf_knowledge'],
    ['/ua/settings', 'mf_settings'],
    ['/ua/ai_agent', 'mf_debug'],
    ['/ua/pipelines', 'mf_debug'],
    ['/en/analytics', 'mf_analytics'],
    ['/ua/orders', 'mf_inbox'],
    ['/en/orders/3f0c1a2b-0000-4000-8000-000000000001', 'mf_inbox'],
  ])('%s is private (%s): others go to /{lng}/login', (path, remote) => {
    expect(resolveRoute(path, true)).toMatchObject({ kind: 'page', remote, access: 'private' });
    const lng = path.split('/')[1];
    expect(resolveRoute(path, false)).toEqual({ kind: 'redirect', to: `/${lng}/login` });
  });

  it.each(['/ua/nope', '/en/chats/1/2', '/ua/reset_pass', '/ua/chat_gpt/upload/extra'])(
    '%s is the not-found page, signed in or not',
    (path) => {
      expect(resolveRoute(path, false)).toEqual({ kind: 'not-found', lng: path.split('/')[1] });
      expect(resolveRoute(path, true)).toEqual({ kind: 'not-found', lng: path.split('/')[1] });
    },
  );

  it('accepts a trailing slash and keeps the language of the path', () => {
    expect(resolveRoute('/en/pricing/', false)).toEqual({
      kind: 'page',
      lng: 'en',
      remote: 'mf_marketing',
      access: 'public',
    });
  });
});
