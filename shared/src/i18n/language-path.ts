// @vitrina/shared/language-path: the language in an address and in storage, with no store and no
// rxjs (the prerendered pages' loader switches the language with it: shell/src/public-page.ts).
import { isLanguage, type Language } from '../contracts/constants/languages';

/** Where the chosen language is kept (i18next's key, as the language store writes it). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Rewrites the first path segment to the language, or prefixes it; keeps a search and hash. */
export function withLanguage(path: string, lng: Language): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const parts = pathname.split('/');
  if (isLanguage(parts[1])) parts[1] = lng;
  else parts.splice(1, 0, lng);
  return (parts.join('/').replace(/\/+$/, '') || `/${lng}`) + rest;
}
