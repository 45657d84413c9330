import { request } from '../api/api-client';
import { authStore, type Tokens } from './auth-store';

/** Password grant (docs/product.md §7.2): form data with the fixed Basic client header. Stores the tokens. */
export async function passwordLogin(email: string, password: string, rememberMe: boolean): Promise<Tokens> {
  const form = new URLSearchParams({ grant_type: 'password', username: email, password });
  const tokens = await request<Tokens>('/oauth/token', { method: 'POST', form, clientAuth: true });
  authStore.setTokens(tokens, rememberMe);
  return tokens;
}

/** Logout: revoke the refresh token on the server (best effort), then clear local state. */
export async function logout(): Promise<void> {
  const { refreshToken } = authStore.get();
  authStore.logout();
  if (!refreshToken) return;
  try {
    await request('/oauth/revoke', {
      method: 'POST',
      form: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token' }),
      clientAuth: true,
    });
  } catch {
    /* the local session is gone either way; the token expires on its own */
  }
}
