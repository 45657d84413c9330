import { request, requestData } from '@vitrina/shared';
import type { ConversationStatus, Label, Note, SavedReply, Team } from '../types';

// The team's calls (docs/product.md §9.15, api/README.md).
const conversation = (id: string) => `/api/v1/channels/current/conversations/${encodeURIComponent(id)}`;

export const fetchTeam = (signal?: AbortSignal) => requestData<Team>('/api/v1/team', { signal });

export const assignConversation = (id: string, assigneeId: string | null) =>
  requestData<{ assignee: { id: string; name: string } | null }>(`${conversation(id)}/assignee`, {
    method: 'PUT',
    body: { assignee_id: assigneeId },
  });

export const setConversationStatus = (id: string, status: ConversationStatus, snoozedUntil: string | null) =>
  requestData<{ status: ConversationStatus; snoozed_until: string | null }>(`${conversation(id)}/status`, {
    method: 'PUT',
    body: status === 'SNOOZED' ? { status, snoozed_until: snoozedUntil } : { status },
  });

export const fetchNotes = (id: string, signal?: AbortSignal) =>
  requestData<Note[]>(`${conversation(id)}/notes`, { signal });

export const addNote = (id: string, text: string) =>
  requestData<Note>(`${conversation(id)}/notes`, { method: 'POST', body: { text } });

export const fetchLabels = (signal?: AbortSignal) => requestData<Label[]>('/api/v1/labels', { signal });

export const createLabel = (name: string, color: string) =>
  requestData<Label>('/api/v1/labels', { method: 'POST', body: { name, color } });

export const setConversationLabels = (id: string, labelIds: string[]) =>
  requestData<Label[]>(`${conversation(id)}/labels`, { method: 'PUT', body: { label_ids: labelIds } });

export const fetchSavedReplies = (signal?: AbortSignal) =>
  requestData<SavedReply[]>('/api/v1/saved-replies', { signal });

export const createSavedReply = (body: { shortcut: string; text: string; image_url?: string | null }) =>
  requestData<SavedReply>('/api/v1/saved-replies', { method: 'POST', body });

export const deleteSavedReply = (id: string) =>
  request(`/api/v1/saved-replies/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const sendPresence = (id: string, state: 'VIEWING' | 'TYPING' | 'LEFT') =>
  request(`${conversation(id)}/presence`, { method: 'POST', body: { state } });
