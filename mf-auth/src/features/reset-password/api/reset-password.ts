import { request } from '@vitrina/shared';
import type { ResetPasswordRequest } from '@vitrina/shared/contracts';

export interface ResetPasswordInput extends ResetPasswordRequest {
  /** The reset token: last segment of /{lng}/reset_pass/{slug}. */
  slug: string;
}

/** POST /api/v1/users/resetPassword/{slug} with the new password. */
export function resetPassword({ slug, password }: ResetPasswordInput) {
  return request(`/api/v1/users/resetPassword/${encodeURIComponent(slug)}`, {
    method: 'POST',
    body: { password },
    auth: false,
  });
}
