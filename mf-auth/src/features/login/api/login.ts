import { useMutation } from '@tanstack/react-query';
import { passwordLogin } from '@vitrina/shared';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Password grant (form data + Basic client header); the tokens land in the auth store. */
export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password, rememberMe }: LoginInput) => passwordLogin(email, password, rememberMe),
  });
}
