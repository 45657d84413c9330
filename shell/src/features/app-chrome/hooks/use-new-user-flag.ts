import { useSyncExternalStore } from 'react';
import { newUserFlag } from '@vitrina/shared';

/**
 * Whether the newUser flag is set, read on every render of the signed-in chrome (so it is seen
 * right after the registration navigates to /chats) and on changes from this page or other tabs.
 */
export function useNewUserFlag(): [boolean, () => void] {
  const isSet = useSyncExternalStore(newUserFlag.subscribe, newUserFlag.isSet, () => false);
  return [isSet, newUserFlag.clear];
}
