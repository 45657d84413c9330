/** Local storage keys of docs/product.md §10 (auth state, the newUser flag, the channel authorisation code). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  rememberMe: 'rememberMe',
  newUser: 'newUser',
  authCode: 'authCode',
} as const;
