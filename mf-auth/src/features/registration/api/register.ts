import { useMutation } from '@tanstack/react-query';
import { authStore, passwordLogin, request } from '@vitrina/shared';
import type { RegistrationRequest } from '@vitrina/shared/contracts';

/** POST /api/v1/users/registration with name, email and password (the name is stored too). */
export function useRegistration() {
  return useMutation({
    mutationFn: (body: RegistrationRequest) =>
      request('/api/v1/users/registration', { method: 'POST', body, auth: false }),
  });
}

/** The automatic sign-in after registration, with the same credentials and the stored remember-me. */
export function useSignInAfterRegistration() {
  return useMutation({
    mutationFn: ({ email, password }: Pick<RegistrationRequest, 'email' | 'password'>) =>
      passwordLogin(email, password, authStore.get().rememberMe),
  });
}
