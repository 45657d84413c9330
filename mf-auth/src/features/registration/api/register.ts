import { authStore, newUserFlag, passwordLogin, request } from '@vitrina/shared';
import { useSubmission } from '@vitrina/shared/forms';
import type { RegistrationRequest } from '@vitrina/shared/contracts';

/** POST /api/v1/users/registration with name, email and password (the name is stored too). */
export function register(body: RegistrationRequest) {
  return request('/api/v1/users/registration', { method: 'POST', body, auth: false });
}

/**
 * The automatic sign-in after registration, with the same credentials and the stored remember-me.
 * The newUser flag is set before the tokens land: the shell may leave the guest page the moment
 * the user is signed in, and the inbox must find the flag there.
 */
export function useSignInAfterRegistration() {
  return useSubmission(async ({ email, password }: Pick<RegistrationRequest, 'email' | 'password'>) => {
    newUserFlag.set();
    try {
      return await passwordLogin(email, password, authStore.get().rememberMe);
    } catch (error) {
      newUserFlag.clear();
      throw error;
    }
  });
}
