import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, languageStore } from './language';

/**
 * Each remote gets its own i18next instance with its own resources (`{ ua: {...}, en: {...} }`,
 * one namespace 'translation'), following the language the shell owns: switching it
 * re-renders every mounted remote through react-i18next.
 */
export function createRemoteI18n(resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: languageStore.get(),
    fallbackLng: [DEFAULT_LANGUAGE, 'en'],
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  languageStore.language$.subscribe((lng) => {
    if (instance.language !== lng) void instance.changeLanguage(lng);
  });
  return instance;
}
