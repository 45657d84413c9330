import type { Language } from '@vitrina/shared';

/** Full paths of the screens the auth flows link and navigate to (always language-prefixed). */
export const paths = {
  login: (lng: Language) => `/${lng}/login`,
  registration: (lng: Language) => `/${lng}/registration`,
  forgotPassword: (lng: Language) => `/${lng}/forgot_pass`,
  privacyPolicy: (lng: Language) => `/${lng}/privacy_policy`,
  chats: (lng: Language) => `/${lng}/chats`,
};
