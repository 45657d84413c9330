import {
  ApiError,
  authStore,
  configure,
  errorText,
  languageStore,
  request,
  requestData,
  setReauthHandler,
} from '../src';
import { basicClientHeader } from '../src/api/api-client';
import { CHANNEL_TOKEN_EXPIRED } from '../src/contracts';
import { callsOf, deferred, hangUntilAborted, installFetch, response, type FetchCall } from '../src/testing/fetch-mock';

const isRefresh = (call: FetchCall) => call.url.endsWith('/oauth/token');
const bearer = (call: FetchCall) => call.headers.Authorization;

function signIn(rememberMe: boolean) {
  authStore.setTokens({ access_token: 'old-access', refresh_token: 'old-refresh' }, rememberMe);
}

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
  configure({ apiUrl: '' });
  setReauthHandler(null);
});

describe('request: success and error classes (docs/product.md §7.1)', () => {
  it('returns the parsed body, and requestData unwraps { data }', async () => {
    installFetch(() => response(200, { data: { id: 7 } }));
    await expect(request('/api/v1/users')).resolves.toEqual({ data: { id: 7 } });
    await expect(requestData('/api/v1/users')).resolves.toEqual({ id: 7 });
  });

  it('returns null for an empty body (204)', async () => {
    installFetch(() => response(204));
    await expect(request('/api/v1/channels/1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('builds the URL from the configured base and the query, skipping empty values', async () => {
    configure({ apiUrl: 'https://api.example.com/' });
    const fetchMock = installFetch(() => response(200, {}));
    await request('api/v1/data', { query: { page: 0, size: 20, sort: 'id', code: undefined, q: null } });
    expect(callsOf(fetchMock)[0].url).toBe('https://api.example.com/api/v1/data?page=0&size=20&sort=id');
  });

  it('sends a JSON body with its content type, and the method', async () => {
    const fetchMock = installFetch(() => response(200, {}));
    await request('/api/v1/users', { method: 'PUT', body: { name: 'Оля' } });
    const [call] = callsOf(fetchMock);
    expect(call.method).toBe('PUT');
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.body).toBe('{"name":"Оля"}');
  });

  it('classifies a network failure as FETCH_ERROR', async () => {
    installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/x')).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('classifies a body lost mid-read as FETCH_ERROR', async () => {
    installFetch(() => ({ ok: true, status: 200, text: () => Promise.reject(new TypeError('network')) }) as Response);
    await expect(request('/x')).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('classifies an answer that does not come in time as TIMEOUT_ERROR', async () => {
    jest.useFakeTimers();
    try {
      installFetch((_call, init) => hangUntilAborted(init));
      const pending = request('/slow', { timeoutMs: 1000 });
      const assertion = expect(pending).rejects.toMatchObject({ status: 'TIMEOUT_ERROR' });
      await jest.advanceTimersByTimeAsync(1000);
      await assertion;
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes the caller’s own abort through unclassified', async () => {
    installFetch((_call, init) => hangUntilAborted(init));
    const controller = new AbortController();
    const pending = request('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('classifies an unparsable success body as PARSING_ERROR', async () => {
    installFetch(() => response(200, '<html>oops</html>'));
    await expect(request('/x')).rejects.toMatchObject({ status: 'PARSING_ERROR' });
  });

  it('gives an HTTP failure its status and JSON body', async () => {
    installFetch(() => response(422, { error_message: 'Введіть назву' }));
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body: { error_message: 'Введіть назву' } });
    expect(errorText(error, 'Помилка')).toBe('Введіть назву');
  });

  it('keeps a non-JSON error page out of the user-facing text', async () => {
    installFetch(() => response(502, '<html>Bad gateway</html>'));
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: { raw: '<html>Bad gateway</html>' } });
    expect(errorText(error, 'Сталася помилка')).toBe('Сталася помилка');
  });
});

describe('errorText', () => {
  it('prefers error_message, then error_description, then the fallback', () => {
    expect(errorText(new ApiError(400, { error_message: 'a', error_description: 'b' }), 'f')).toBe('a');
    expect(errorText(new ApiError(400, { error_description: 'b' }), 'f')).toBe('b');
    expect(errorText(new ApiError(400, { error: 'invalid_grant' }), 'f')).toBe('f');
    expect(errorText(new ApiError('FETCH_ERROR'), 'f')).toBe('f');
    expect(errorText(new Error('boom'), 'f')).toBe('f');
  });
});

describe('request: headers', () => {
  it('asks for server messages in the interface language', async () => {
    const fetchMock = installFetch(() => response(200, {}));
    languageStore.set('en');
    await request('/api/v1/users');
    languageStore.set('ua');
    await request('/api/v1/users');
    expect(callsOf(fetchMock).map((c) => c.headers['Accept-Language'])).toEqual(['en', 'uk']);
  });

  it('sends the bearer token on protected calls', async () => {
    signIn(false);
    const fetchMock = installFetch(() => response(200, {}));
    await request('/api/v1/users');
    expect(bearer(callsOf(fetchMock)[0])).toBe('Bearer old-access');
  });

  it('sends no Authorization header on auth:false calls or when signed out', async () => {
    const fetchMock = installFetch(() => response(200, {}));
    await request('/api/v1/guest/consultation/request', { body: { name: 'a' } });
    signIn(false);
    await request('/api/v1/guest/consultation/request', { body: { name: 'a' }, auth: false });
    expect(callsOf(fetchMock).map(bearer)).toEqual([undefined, undefined]);
  });

  it('sends the fixed Basic client header instead of the bearer on client-auth calls', async () => {
    signIn(true);
    const fetchMock = installFetch(() => response(200, {}));
    await request('/oauth/token', { method: 'POST', form: new URLSearchParams({ a: 'b' }), clientAuth: true });
    expect(bearer(callsOf(fetchMock)[0])).toBe(`Basic ${btoa('vitrina-web:vitrina-web-public')}`);
    expect(basicClientHeader()).toBe(`Basic ${btoa('vitrina-web:vitrina-web-public')}`);
  });
});

describe('session refresh on 401 (docs/product.md §7.1)', () => {
  it('logs out and fails when rememberMe is off, without calling the token endpoint', async () => {
    signIn(false);
    const fetchMock = installFetch(() => response(401, { error_message: 'expired' }));
    await expect(request('/api/v1/users')).rejects.toMatchObject({ status: 401 });
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(0);
    expect(authStore.get()).toMatchObject({ isAuth: false, token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('with rememberMe on, refreshes once, stores the new tokens and retries the call once', async () => {
    signIn(true);
    const fetchMock = installFetch((call) => {
      if (isRefresh(call)) return response(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      return bearer(call) === 'Bearer new-access' ? response(200, { data: 'ok' }) : response(401);
    });

    await expect(requestData('/api/v1/users')).resolves.toBe('ok');

    const calls = callsOf(fetchMock);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/users', '/oauth/token', '/api/v1/users']);
    const refresh = calls[1];
    expect(refresh.method).toBe('POST');
    expect(bearer(refresh)).toBe(basicClientHeader());
    expect(refresh.body).toBeInstanceOf(FormData);
    const form = refresh.body as FormData;
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('old-refresh');
    expect(bearer(calls[2])).toBe('Bearer new-access');
    expect(authStore.get()).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh', isAuth: true });
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('retries only once: a second 401 after a successful refresh fails the call', async () => {
    signIn(true);
    const fetchMock = installFetch((call) =>
      isRefresh(call) ? response(200, { access_token: 'new-access', refresh_token: 'new-refresh' }) : response(401),
    );
    await expect(request('/api/v1/users')).rejects.toMatchObject({ status: 401 });
    expect(callsOf(fetchMock)).toHaveLength(3);
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(1);
  });

  it('five parallel 401s share exactly one refresh and all retry with the new token', async () => {
    signIn(true);
    const refreshAnswer = deferred<Response>();
    const fetchMock = installFetch((call) => {
      if (isRefresh(call)) return refreshAnswer.promise;
      return bearer(call) === 'Bearer new-access' ? response(200, { data: call.url }) : response(401);
    });
    const paths = ['/a', '/b', '/c', '/d', '/e'];

    const all = Promise.all(paths.map((path) => requestData<string>(path)));
    // Let every first attempt fail with 401 while the refresh is still out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(1);
    refreshAnswer.resolve(response(200, { access_token: 'new-access', refresh_token: 'new-refresh' }));

    await expect(all).resolves.toEqual(paths);
    const calls = callsOf(fetchMock);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls).toHaveLength(11);
    const retries = calls.slice(calls.findIndex(isRefresh) + 1);
    expect(retries.map(bearer)).toEqual(Array(5).fill('Bearer new-access'));
  });

  it('a 401 that arrives after the refresh finished retries with the new token without a second refresh', async () => {
    signIn(true);
    const late = deferred<Response>();
    const fetchMock = installFetch((call) => {
      if (isRefresh(call)) return response(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      if (bearer(call) === 'Bearer new-access') return response(200, { data: call.url });
      return call.url === '/late' ? late.promise : response(401);
    });

    const early = requestData('/early');
    const slow = requestData('/late');
    await expect(early).resolves.toBe('/early');
    late.resolve(response(401));
    await expect(slow).resolves.toBe('/late');
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(1);
  });

  it('a 401 that arrives after sign-out fails quietly: no refresh, no further state change', async () => {
    signIn(true);
    const late = deferred<Response>();
    const fetchMock = installFetch(() => late.promise);
    const pending = request('/api/v1/users');
    await new Promise((resolve) => setTimeout(resolve, 0));
    authStore.logout();
    const changes: unknown[] = [];
    const sub = authStore.state$.subscribe((state) => changes.push(state));
    late.resolve(response(401));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    sub.unsubscribe();
    expect(changes).toHaveLength(1); // only the current value replayed on subscribe
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(0);
  });

  it('logs out when the refresh answer lacks the tokens', async () => {
    signIn(true);
    installFetch((call) => (isRefresh(call) ? response(200, { access_token: 'only-access' }) : response(401)));
    await expect(request('/api/v1/users')).rejects.toMatchObject({ status: 401 });
    expect(authStore.get()).toMatchObject({ isAuth: false, token: null, refreshToken: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('logs out when the refresh itself fails, and parallel callers all fail after one refresh', async () => {
    signIn(true);
    const fetchMock = installFetch((call) =>
      isRefresh(call) ? response(400, { error: 'invalid_grant', error_description: 'revoked' }) : response(401),
    );
    const results = await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(1);
    expect(authStore.get().isAuth).toBe(false);
  });

  it('a refresh with no answer keeps the session: the call fails as a network error, the next one refreshes', async () => {
    signIn(true);
    let online = false;
    const fetchMock = installFetch((call) => {
      if (isRefresh(call)) {
        if (!online) throw new TypeError('Failed to fetch');
        return response(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      }
      return bearer(call) === 'Bearer new-access' ? response(200, { ok: 1 }) : response(401);
    });
    await expect(request('/a')).rejects.toMatchObject({ status: 'FETCH_ERROR' });
    expect(authStore.get()).toMatchObject({ isAuth: true, token: 'old-access', refreshToken: 'old-refresh' });
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
    online = true;
    await expect(request('/a')).resolves.toEqual({ ok: 1 });
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(2);
    expect(authStore.get().refreshToken).toBe('new-refresh');
  });

  it('a refresh the server could not serve (503, 429) keeps the session too', async () => {
    for (const status of [503, 429]) {
      signIn(true);
      installFetch((call) => (isRefresh(call) ? response(status, { error_message: 'later' }) : response(401)));
      await expect(request('/a')).rejects.toMatchObject({ status });
      expect(authStore.get()).toMatchObject({ isAuth: true, refreshToken: 'old-refresh' });
    }
  });

  it('takes the tokens another tab stored instead of spending the rotated refresh token again', async () => {
    signIn(true);
    // Another tab refreshed: its tokens are in the shared storage, this page still holds the old ones.
    localStorage.setItem('token', 'tab-access');
    localStorage.setItem('refreshToken', 'tab-refresh');
    const fetchMock = installFetch((call) =>
      bearer(call) === 'Bearer tab-access' ? response(200, {}) : response(401),
    );
    await request('/a');
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(0);
    expect(authStore.get()).toMatchObject({ token: 'tab-access', refreshToken: 'tab-refresh', isAuth: true });
  });

  it('a refusal after another tab rotated the token (no Web Locks) takes that tab’s tokens, not a sign-out', async () => {
    signIn(true);
    installFetch((call) => {
      if (isRefresh(call)) {
        localStorage.setItem('token', 'tab-access');
        localStorage.setItem('refreshToken', 'tab-refresh');
        return response(400, { error: 'invalid_grant' });
      }
      return bearer(call) === 'Bearer tab-access' ? response(200, { ok: 2 }) : response(401);
    });
    await expect(request('/a')).resolves.toEqual({ ok: 2 });
    expect(authStore.get()).toMatchObject({ isAuth: true, refreshToken: 'tab-refresh' });
  });

  it('refreshes under one Web Lock for every tab: a tab that waited for it uses the tokens the other stored', async () => {
    signIn(true);
    const names: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The other tab holds the lock, stores its new tokens, then lets this one in.
    const locks = {
      request: async (name: string, fn: () => Promise<unknown>) => {
        names.push(name);
        await held;
        return fn();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const fetchMock = installFetch((call) =>
        bearer(call) === 'Bearer tab-access' ? response(200, {}) : response(401),
      );
      const call = request('/a');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(names).toEqual(['vitrina-session-refresh']);
      localStorage.setItem('token', 'tab-access');
      localStorage.setItem('refreshToken', 'tab-refresh');
      release();
      await call;
      expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(0);
      expect(authStore.get().refreshToken).toBe('tab-refresh');
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('a refresh answered after the user signed out does not sign them back in', async () => {
    signIn(true);
    const answer = deferred<Response>();
    installFetch((call) => (isRefresh(call) ? answer.promise : response(401)));
    const call = request('/a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    authStore.logout();
    answer.resolve(response(200, { access_token: 'late-access', refresh_token: 'late-refresh' }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(authStore.get()).toMatchObject({ isAuth: false, token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never refreshes for a 401 of a client-auth call (a wrong password stays a 401)', async () => {
    signIn(true);
    const fetchMock = installFetch(() =>
      response(401, { error: 'invalid_grant', error_description: 'Невірний пароль' }),
    );
    await expect(
      request('/oauth/token', { method: 'POST', form: new URLSearchParams(), clientAuth: true }),
    ).rejects.toMatchObject({ status: 401, body: { error_description: 'Невірний пароль' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authStore.get().isAuth).toBe(true);
  });

  it('a next refresh can run after the first one finished', async () => {
    signIn(true);
    let generation = 0;
    const fetchMock = installFetch((call) => {
      if (isRefresh(call)) {
        generation += 1;
        return response(200, { access_token: `access-${generation}`, refresh_token: `refresh-${generation}` });
      }
      return bearer(call) === `Bearer access-${generation}` ? response(200, {}) : response(401);
    });
    await request('/one');
    await request('/two');
    generation += 1; // the server expired access-1
    await request('/three');
    expect(callsOf(fetchMock).filter(isRefresh)).toHaveLength(2);
    expect(authStore.get().token).toBe('access-3');
  });
});

/** The server's answer when Meta revoked the channel's token. */
const expired = () => response(409, { error_message: 'sign in again', error_code: CHANNEL_TOKEN_EXPIRED });

describe('the re-login hook: 409 CHANNEL_TOKEN_EXPIRED (docs/product.md §7.1)', () => {
  it('runs the installed re-login flow, then retries the call', async () => {
    signIn(false);
    let relogged = false;
    const handler = jest.fn(async () => {
      relogged = true;
      return true;
    });
    setReauthHandler(handler);
    installFetch(() => (relogged ? response(200, { data: 'conversations' }) : expired()));
    await expect(requestData('/api/v1/channels/current/conversations')).resolves.toBe('conversations');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('fails with the 409 when the flow does not succeed, or when no flow is installed', async () => {
    signIn(false);
    installFetch(() => expired());
    await expect(request('/api/v1/channels')).rejects.toMatchObject({ status: 409 });
    setReauthHandler(async () => false);
    await expect(request('/api/v1/channels')).rejects.toMatchObject({ status: 409 });
    setReauthHandler(async () => {
      throw new Error('popup closed');
    });
    await expect(request('/api/v1/channels')).rejects.toMatchObject({ status: 409 });
  });

  it('parallel refusals run the flow once', async () => {
    signIn(false);
    const done = deferred<boolean>();
    const handler = jest.fn(() => done.promise);
    setReauthHandler(handler);
    let relogged = false;
    installFetch(() => (relogged ? response(200, {}) : expired()));
    const all = Promise.all([request('/a'), request('/b'), request('/c')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    relogged = true;
    done.resolve(true);
    await all;
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves any other 409 (a conflict of the data) to the caller, without the flow', async () => {
    signIn(false);
    const handler = jest.fn(async () => true);
    setReauthHandler(handler);
    installFetch(() => response(409, { error_message: 'already connected' }));
    await expect(request('/api/v1/channels')).rejects.toMatchObject({ status: 409 });
    expect(handler).not.toHaveBeenCalled();
  });
});
