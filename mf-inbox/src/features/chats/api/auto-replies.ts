import { requestData } from '@vitrina/shared';
import type { AutoReply } from '@vitrina/shared/contracts';

/** POST /api/v1/autopilot/replies/{id}/cancel: the reply in its undo window becomes a draft (409 once sent). */
export const cancelAutoReply = (id: string) =>
  requestData<AutoReply>(`/api/v1/autopilot/replies/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

/** GET /api/v1/autopilot/replies?conversation_id=: replies of a conversation still in their undo window. */
export const pendingAutoReplies = (conversationId: string) =>
  requestData<AutoReply[]>(`/api/v1/autopilot/replies?conversation_id=${encodeURIComponent(conversationId)}`);
