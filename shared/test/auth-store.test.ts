import { authStore, STORAGE_KEYS, userIdFromToken } from '../src';
import { fakeJwt } from '../src/testing/fetch-mock';

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
});

describe('authStore (docs/product.md §10)', () => {
  it('uses the storage keys token, refreshToken, rememberMe', () => {
    expect(STORAGE_KEYS).toMatchObject({ token: 'token', refreshToken: 'refreshToken', rememberMe: 'rememberMe' });
  });

  it('starts logged out', () => {
    expect(authStore.get()).toEqual({
      token: null,
      refreshToken: null,
      isAuth: false,
      rememberMe: false,
      userID: null,
    });
  });

  it('setTokens stores both tokens and rememberMe, marks authenticated and reads the user id', () => {
    const access = fakeJwt({ sub: 42 });
    authStore.setTokens({ access_token: access, refresh_token: 'r1' }, true);
    expect(localStorage.getItem('token')).toBe(access);
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(authStore.get()).toEqual({
      token: access,
      refreshToken: 'r1',
      isAuth: true,
      rememberMe: true,
      userID: '42',
    });
  });

  it('setTokens without rememberMe keeps the current choice', () => {
    authStore.setTokens({ access_token: 'a1', refresh_token: 'r1' }, true);
    authStore.setTokens({ access_token: 'a2', refresh_token: 'r2' });
    expect(authStore.get().rememberMe).toBe(true);
    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('restore with a stored token signs in from storage', () => {
    const access = fakeJwt({ sub: 'u-7' });
    localStorage.setItem('token', access);
    localStorage.setItem('refreshToken', 'r9');
    localStorage.setItem('rememberMe', 'true');
    expect(authStore.restore()).toEqual({
      token: access,
      refreshToken: 'r9',
      isAuth: true,
      rememberMe: true,
      userID: 'u-7',
    });
  });

  it('restore reads rememberMe as false unless stored as "true"', () => {
    localStorage.setItem('token', 'a');
    expect(authStore.restore().rememberMe).toBe(false);
  });

  it('restore without a token is logged out with rememberMe false, whatever else is stored', () => {
    localStorage.setItem('refreshToken', 'stale');
    localStorage.setItem('rememberMe', 'true');
    expect(authStore.restore()).toMatchObject({ isAuth: false, token: null, refreshToken: null, rememberMe: false });
    expect(localStorage.getItem('rememberMe')).toBe('false');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('logout clears the stored keys and the state', () => {
    authStore.setTokens({ access_token: 'a', refresh_token: 'r' }, true);
    authStore.logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(authStore.get()).toMatchObject({ isAuth: false, token: null, refreshToken: null, rememberMe: false });
  });

  it('setRememberMe toggles the stored flag', () => {
    authStore.setRememberMe(true);
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(authStore.get().rememberMe).toBe(true);
    authStore.setRememberMe(false);
    expect(localStorage.getItem('rememberMe')).toBe('false');
  });

  it('isAuth$ emits only on changes', () => {
    const seen: boolean[] = [];
    const sub = authStore.isAuth$.subscribe((v) => seen.push(v));
    authStore.setTokens({ access_token: 'a', refresh_token: 'r' }, false);
    authStore.setTokens({ access_token: 'b', refresh_token: 's' }, false);
    authStore.logout();
    sub.unsubscribe();
    expect(seen).toEqual([false, true, false]);
  });

  it('userIdFromToken reads sub, and is null for anything that is not a JWT', () => {
    expect(userIdFromToken(fakeJwt({ sub: 'abc' }))).toBe('abc');
    expect(userIdFromToken(fakeJwt({ name: 'no sub' }))).toBeNull();
    expect(userIdFromToken('opaque-token')).toBeNull();
  });
});
