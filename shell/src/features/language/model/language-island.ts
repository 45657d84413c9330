// The header's language switch on a prerendered page (an island with no framework: README "Public
// pages"): choosing the other language opens the same page in it, as the live app's select does
// (components/LanguageSelect.tsx), and keeps the choice as the language store does.
import { isLanguage } from '@vitrina/shared/contracts/constants';
import { LANGUAGE_STORAGE_KEY, withLanguage } from '@vitrina/shared/language-path';
import { ISLAND } from '@vitrina/shared/islands/contract';

/** The island id of the shell's language select (features/language/components/LanguageSelect.tsx). */
export const LANGUAGE_ISLAND = 'shell:language';

export function switchLanguageOnChange(doc: Document, win: Window): void {
  doc.addEventListener('change', (event) => {
    const select = event.target;
    // The live app's select (in #root, once it took the page over) switches by itself.
    if (!(select instanceof HTMLSelectElement) || select.closest('#root')) return;
    if (select.closest(`[${ISLAND}]`)?.getAttribute(ISLAND) !== LANGUAGE_ISLAND || !isLanguage(select.value)) return;
    try {
      win.localStorage.setItem(LANGUAGE_STORAGE_KEY, select.value);
    } catch {
      /* storage unavailable */
    }
    const { pathname, search, hash } = win.location;
    win.location.assign(`${withLanguage(pathname, select.value)}${search}${hash}`);
  });
}
