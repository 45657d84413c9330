import { STORAGE_KEYS } from '@vitrina/shared';

/** The locally stored newUser flag (spec §3): set after registration, opens the welcome form. */
export const newUserFlag = {
  isSet(): boolean {
    try {
      return localStorage.getItem(STORAGE_KEYS.newUser) === 'true';
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
  },
  clear(): void {
    try {
      localStorage.removeItem(STORAGE_KEYS.newUser);
    } catch {
      /* storage unavailable */
    }
  },
};
