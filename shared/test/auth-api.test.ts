import { authStore, logout, passwordLogin } from '../src';
import { basicClientHeader } from '../src/api/api-client';
import { callsOf, installFetch, response } from '../src/testing/fetch-mock';

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
});

describe('passwordLogin (docs/product.md §7.2)', () => {
  it('posts the password grant as form data with the Basic client header and stores the tokens', async () => {
    const fetchMock = installFetch(() =>
      response(200, { access_token: 'a', refresh_token: 'r', token_type: 'bearer' }),
    );
    await passwordLogin('shop@example.com', 'secret', true);
    const [call] = callsOf(fetchMock);
    expect(call.url).toBe('/oauth/token');
    expect(call.method).toBe('POST');
    expect(call.headers.Authorization).toBe(basicClientHeader());
    const form = call.body as URLSearchParams;
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'shop@example.com',
      password: 'secret',
    });
    expect(authStore.get()).toMatchObject({ isAuth: true, token: 'a', refreshToken: 'r', rememberMe: true });
  });

  it('stores nothing on failure and keeps the server error for the screen', async () => {
    installFetch(() => response(400, { error: 'invalid_grant', error_description: 'Невірний email або пароль' }));
    await expect(passwordLogin('a@b.cd', 'x', false)).rejects.toMatchObject({
      status: 400,
      body: { error_description: 'Невірний email або пароль' },
    });
    expect(authStore.get().isAuth).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('logout', () => {
  it('clears the session and revokes the refresh token', async () => {
    authStore.setTokens({ access_token: 'a', refresh_token: 'r' }, true);
    const fetchMock = installFetch(() => response(200, {}));
    await logout();
    expect(authStore.get().isAuth).toBe(false);
    const [call] = callsOf(fetchMock);
    expect(call.url).toBe('/oauth/revoke');
    expect(call.headers.Authorization).toBe(basicClientHeader());
    expect((call.body as URLSearchParams).get('token')).toBe('r');
  });

  it('signs out locally even when the revoke call fails', async () => {
    authStore.setTokens({ access_token: 'a', refresh_token: 'r' }, true);
    installFetch(() => Promise.reject(new TypeError('offline')));
    await expect(logout()).resolves.toBeUndefined();
    expect(authStore.get().isAuth).toBe(false);
  });

  it('makes no call without a refresh token', async () => {
    const fetchMock = installFetch(() => response(200, {}));
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
