import { STORAGE_KEYS } from './storage-keys';

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/**
 * The locally stored newUser flag (docs/product.md §9.1): registration sets it before signing in,
 * the signed-in chrome opens the welcome form while it is set, and closing the form clears it.
 * Any stored value but 'false' counts as set.
 */
export const newUserFlag = {
  isSet(): boolean {
    try {
      const value = localStorage.getItem(STORAGE_KEYS.newUser);
      return value !== null && value !== 'false';
    } catch {
      return false;
    }
  },
  set(): void {
    try {
      localStorage.setItem(STORAGE_KEYS.newUser, 'true');
    } catch {
      /* storage unavailable: the welcome form just does not open */
    }
    notify();
  },
  clear(): void {
    try {
      localStorage.removeItem(STORAGE_KEYS.newUser);
    } catch {
      /* storage unavailable */
    }
    notify();
  },
  /** Calls `onChange` on every set or clear in this page and on storage events from other tabs. */
  subscribe(onChange: () => void): () => void {
    listeners.add(onChange);
    window.addEventListener('storage', onChange);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener('storage', onChange);
    };
  },
};
