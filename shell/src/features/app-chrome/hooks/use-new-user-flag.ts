import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@vitrina/shared';

function read(): boolean {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.newUser);
    return value !== null && value !== 'false';
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The locally stored newUser flag (spec §3), set by registration. Read on every render of the
 * signed-in chrome (so it is seen right after the registration navigates to /chats) and on
 * storage events from other tabs. `clear` removes it.
 */
export function useNewUserFlag(): [boolean, () => void] {
  const isSet = useSyncExternalStore(subscribe, read, () => false);
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(STORAGE_KEYS.newUser);
    } catch {
      /* storage unavailable */
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [isSet, clear];
}
