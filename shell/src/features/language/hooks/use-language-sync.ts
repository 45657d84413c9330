import { useLayoutEffect } from 'react';
import { languageStore, type Language } from '@vitrina/shared';

/**
 * The language of the current path becomes the language of every app (remotes follow
 * languageStore); languageStore also caches it and keeps <html lang> in sync (uk/en).
 */
export function useLanguageSync(lng: Language | null): void {
  useLayoutEffect(() => {
    if (lng && languageStore.get() !== lng) languageStore.set(lng);
  }, [lng]);
}
