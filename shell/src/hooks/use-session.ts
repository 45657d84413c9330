import { authStore } from '@vitrina/shared';
import { useObservableValue } from './use-observable-value';

const isAuth = () => authStore.get().isAuth;

/** Whether a user is signed in (follows the shared auth store). */
export function useIsAuth(): boolean {
  return useObservableValue(authStore.state$, isAuth);
}
