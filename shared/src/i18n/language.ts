import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../contracts/constants/languages';
import { LANGUAGE_STORAGE_KEY } from './language-path';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language };
export { LANGUAGE_STORAGE_KEY, withLanguage } from './language-path';

/** Browser/html codes map onto ours: 'uk' (ISO code for Ukrainian) and 'ua' -> ua, 'en*' -> en. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const code = value.toLowerCase().split(/[-_]/)[0];
  if (code === 'ua' || code === 'uk') return 'ua';
  if (code === 'en') return 'en';
  return null;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  // Some browsers report an empty list; navigator.language is still set then.
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Detection order (docs/product.md §2): first path segment, local storage, browser language, html tag;
 * fallback ua then en.
 */
export function detectLanguage(pathname: string): Language {
  const first = pathname.split('/')[1];
  if (isLanguage(first)) return first;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    /* storage unavailable */
  }
  const candidates = [
    stored,
    ...browserLanguages(),
    typeof document !== 'undefined' ? document.documentElement.lang : null,
  ];
  for (const candidate of candidates) {
    const lng = normalizeLanguage(candidate);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}

const language$ = new BehaviorSubject<Language>(DEFAULT_LANGUAGE);

/** The shell owns the language; every remote follows this stream. */
export const languageStore = {
  language$: language$.pipe(distinctUntilChanged()),
  get: (): Language => language$.getValue(),
  set(lng: Language): void {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      /* storage unavailable */
    }
    if (typeof document !== 'undefined') document.documentElement.lang = lng === 'ua' ? 'uk' : 'en';
    language$.next(lng);
  },
};
