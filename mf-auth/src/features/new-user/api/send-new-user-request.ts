import { useMutation } from '@tanstack/react-query';
import { request } from '@vitrina/shared';
import type { NewUserRequest } from '@vitrina/shared/contracts';

/** POST /api/v1/guest/new-user/request with the bearer, so the request is linked to the user. */
export function useSendNewUserRequest() {
  return useMutation({
    mutationFn: (body: NewUserRequest) =>
      request('/api/v1/guest/new-user/request', { method: 'POST', body, auth: true }),
  });
}
