import { useState } from 'react';
import { authStore } from '@vitrina/shared';

/** The remember-me checkbox: starts from the stored flag and stores every change (docs/product.md §4.3). */
export function useRememberMe(): [boolean, (value: boolean) => void] {
  const [rememberMe, setState] = useState(() => authStore.get().rememberMe);
  const set = (value: boolean) => {
    authStore.setRememberMe(value);
    setState(value);
  };
  return [rememberMe, set];
}
