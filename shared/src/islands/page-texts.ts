import { detectLanguage, languageStore, type Language } from '@vitrina/shared';
import { setIslandTexts } from './react-i18next';

/**
 * A remote's islands' set-up (registerIslands' `setUp`): the page's language, as the live shell
 * sets it when it starts (the figures' locale, the API's Accept-Language), and the remote's texts
 * in that language only (`textsOf` imports them: a chunk per language).
 */
export async function setUpPageTexts(textsOf: (lng: Language) => Promise<object>): Promise<void> {
  const lng = detectLanguage(window.location.pathname);
  languageStore.set(lng);
  setIslandTexts(lng, await textsOf(lng));
}
