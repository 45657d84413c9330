import { request } from '@vitrina/shared';
import type { NewUserRequest } from '@vitrina/shared/contracts';

/** POST /api/v1/guest/new-user/request with the bearer, so the request is linked to the user. */
export function sendNewUserRequest(body: NewUserRequest) {
  return request('/api/v1/guest/new-user/request', { method: 'POST', body, auth: true });
}
