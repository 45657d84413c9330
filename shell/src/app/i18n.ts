import { createRemoteI18n } from '@vitrina/shared';
import { en } from './locales/en';
import { ua } from './locales/ua';

/** The shell's own i18next instance; like every remote it follows languageStore. */
export const i18n = createRemoteI18n({ ua: { translation: ua }, en: { translation: en } });
