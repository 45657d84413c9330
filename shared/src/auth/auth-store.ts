import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs';
import { decodeJwtPayload } from './jwt-payload';
import { STORAGE_KEYS } from './storage-keys';

/** Auth state (docs/product.md §10), persisted under the keys token, refreshToken, rememberMe. */
export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  isAuth: boolean;
  rememberMe: boolean;
  userID: string | null;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

const LOGGED_OUT: AuthState = { token: null, refreshToken: null, isAuth: false, rememberMe: false, userID: null };

/** The user id is the access token's `sub` claim; the token itself is verified by the server. */
export function userIdFromToken(token: string): string | null {
  const sub = decodeJwtPayload(token)?.sub;
  return sub != null ? String(sub) : null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The signed-in state kept in storage beside `token`. */
function storedSession(s: Storage | null, token: string): AuthState {
  return {
    token,
    refreshToken: s?.getItem(STORAGE_KEYS.refreshToken) ?? null,
    isAuth: true,
    rememberMe: s?.getItem(STORAGE_KEYS.rememberMe) === 'true',
    userID: userIdFromToken(token),
  };
}

const state$ = new BehaviorSubject<AuthState>(LOGGED_OUT);

export const authStore = {
  state$: state$.asObservable(),
  isAuth$: state$.pipe(
    map((s) => s.isAuth),
    distinctUntilChanged(),
  ),
  get: (): AuthState => state$.getValue(),

  /** Startup check: restore from storage; with no token the state is logged out and rememberMe false. */
  restore(): AuthState {
    const s = storage();
    const token = s?.getItem(STORAGE_KEYS.token) ?? null;
    if (!token) {
      s?.removeItem(STORAGE_KEYS.refreshToken);
      s?.setItem(STORAGE_KEYS.rememberMe, 'false');
      state$.next(LOGGED_OUT);
    } else {
      state$.next(storedSession(s, token));
    }
    return state$.getValue();
  },

  /** Stores both tokens, marks authenticated and persists them. */
  setTokens(tokens: Tokens, rememberMe = state$.getValue().rememberMe): void {
    const s = storage();
    s?.setItem(STORAGE_KEYS.token, tokens.access_token);
    s?.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
    s?.setItem(STORAGE_KEYS.rememberMe, String(rememberMe));
    state$.next({
      token: tokens.access_token,
      refreshToken: tokens.refresh_token,
      isAuth: true,
      rememberMe,
      userID: userIdFromToken(tokens.access_token),
    });
  },

  /**
   * Takes the tokens another tab (or an earlier page load) stored, when its refresh token is not
   * `held`, the one this page last knew; true when it did.
   */
  adoptStored(held: string | null): boolean {
    const s = storage();
    const token = s?.getItem(STORAGE_KEYS.token);
    const refreshToken = s?.getItem(STORAGE_KEYS.refreshToken);
    if (!token || !refreshToken || refreshToken === held) return false;
    state$.next(storedSession(s, token));
    return true;
  },

  setRememberMe(rememberMe: boolean): void {
    storage()?.setItem(STORAGE_KEYS.rememberMe, String(rememberMe));
    state$.next({ ...state$.getValue(), rememberMe });
  },

  /** Clears storage and state. */
  logout(): void {
    const s = storage();
    s?.removeItem(STORAGE_KEYS.token);
    s?.removeItem(STORAGE_KEYS.refreshToken);
    s?.removeItem(STORAGE_KEYS.rememberMe);
    state$.next(LOGGED_OUT);
  },
};

export type AuthStore = typeof authStore;
