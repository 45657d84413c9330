// @vitrina/shared: what every front-end package needs. A federation singleton, so the
// stores below are one instance per page.
export { configure, getConfig, resolveWsUrl, type RuntimeConfig } from './config';
export { authStore, userIdFromToken, type AuthState, type Tokens } from './auth/auth-store';
export { STORAGE_KEYS } from './auth/storage-keys';
export { decodeJwtPayload } from './auth/jwt-payload';
export { newUserFlag } from './auth/new-user-flag';
export { passwordLogin, logout } from './auth/auth-api';
export {
  request,
  requestData,
  refreshSession,
  setReauthHandler,
  isChannelTokenExpired,
  basicClientHeader,
  type RequestOptions,
} from './api/api-client';
export { requestFile } from './api/request-file';
export { ApiError, errorText } from './api/api-error';
export { eventBus, type AppEvent } from './events/event-bus';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  isLanguage,
  normalizeLanguage,
  detectLanguage,
  languageStore,
  withLanguage,
  type Language,
} from './i18n/language';
export { createRemoteI18n } from './i18n/create-remote-i18n';
export { useLanguage } from './i18n/use-language';
export {
  createRemoteApp,
  renderStandalone,
  type RemoteAppOptions,
  type RemoteProvidersComponent,
} from './mf/create-remote-app';
export type { RemoteProps } from './mf/types';
export { setRemoteModuleLoader, loadRemoteExpose, type RemoteModuleLoader } from './mf/remote-modules';
