import { request } from '@vitrina/shared';
import type { ForgotPasswordRequest } from '@vitrina/shared/contracts';

/** POST /api/v1/users/resetPasswordRequest: the mail (in `lng`) links to /{lng}/reset_pass/{token}. */
export function requestPasswordReset(body: ForgotPasswordRequest) {
  return request('/api/v1/users/resetPasswordRequest', { method: 'POST', body, auth: false });
}
