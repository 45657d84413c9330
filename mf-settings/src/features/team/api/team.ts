import { request, requestData } from '@vitrina/shared';
import type { Invitation, SavedReply, SavedReplyRequest, Team } from '@vitrina/shared/contracts';

// The team's calls (docs/product.md §9.15, api/README.md).
export const fetchTeam = (signal?: AbortSignal) => requestData<Team>('/api/v1/team', { signal });

export const inviteTeammate = (email: string) =>
  requestData<Invitation>('/api/v1/team/invitations', { method: 'POST', body: { email } });

export const withdrawInvitation = (id: string) =>
  request(`/api/v1/team/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const removeTeammate = (id: string) =>
  request(`/api/v1/team/members/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const fetchSavedReplies = (signal?: AbortSignal) =>
  requestData<SavedReply[]>('/api/v1/saved-replies', { signal });

export const createSavedReply = (body: SavedReplyRequest) =>
  requestData<SavedReply>('/api/v1/saved-replies', { method: 'POST', body });

export const deleteSavedReply = (id: string) =>
  request(`/api/v1/saved-replies/${encodeURIComponent(id)}`, { method: 'DELETE' });
