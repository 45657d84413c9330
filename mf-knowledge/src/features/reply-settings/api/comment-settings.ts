import { requestData } from '@vitrina/shared';
import type { CommentSettingsRequest, User } from '@vitrina/shared/contracts';

/** PUT /api/v1/users/comment-settings: the scenario and the auto-comment text. */
export const saveCommentSettings = (body: CommentSettingsRequest) =>
  requestData<User>('/api/v1/users/comment-settings', { method: 'PUT', body });
