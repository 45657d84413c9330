import { useCallback, useSyncExternalStore } from 'react';
import { languageStore, type Language } from './language';

/**
 * The interface language, in the shell and in every remote: the one reader of the language the
 * shell owns (from the `/{lng}` prefix). Re-renders when it changes.
 */
export function useLanguage(): Language {
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = languageStore.language$.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, []);
  return useSyncExternalStore(subscribe, languageStore.get, languageStore.get);
}
