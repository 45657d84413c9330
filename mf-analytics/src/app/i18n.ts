import { createRemoteI18n } from '@vitrina/shared';
import { en } from './locales/en';
import { ua } from './locales/ua';

export const i18n = createRemoteI18n({ ua: { translation: ua }, en: { translation: en } });
