import { requestData } from '@vitrina/shared';
import type { ChangePasswordRequest, MessageResult, User } from '@vitrina/shared/contracts';

/** PUT /api/v1/users with `{name}`: the updated user. */
export const updateName = (name: string) => requestData<User>('/api/v1/users', { method: 'PUT', body: { name } });

/** POST /api/v1/users/changePassword: every other session of the user ends on the server. */
export const changePassword = (body: ChangePasswordRequest) =>
  requestData<MessageResult>('/api/v1/users/changePassword', { method: 'POST', body });
