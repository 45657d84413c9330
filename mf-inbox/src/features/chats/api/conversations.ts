import { request, requestData } from '@vitrina/shared';
import type {
  Conversation,
  ConversationFilters,
  ConversationSort,
  Message,
  Page,
  ReplyToCommentRequest,
  SendMessageRequest,
} from '../types';

// The conversation calls of docs/product.md §7.2. A refusal for a revoked platform token (409
// CHANNEL_TOKEN_EXPIRED, the spec's 407) runs the re-login flow the inbox installs
// (features/channels/model/reauth.ts), then the call is retried.
const BASE = '/api/v1/channels/current';
const conversation = (id: string) => `${BASE}/conversations/${encodeURIComponent(id)}`;

/** Conversations are fetched 30 per page; a thread 50 messages per page (older ones on scroll up). */
export const CONVERSATIONS_PAGE = 30;
export const MESSAGES_PAGE = 50;

export const fetchConversations = (
  params: { sort: ConversationSort; q: string; cursor?: string | null; filters?: ConversationFilters },
  signal?: AbortSignal,
) =>
  request<Page<Conversation>>(`${BASE}/conversations`, {
    query: {
      sort: params.sort,
      q: params.q || undefined,
      cursor: params.cursor ?? undefined,
      limit: CONVERSATIONS_PAGE,
      assignee: params.filters?.assignee,
      status: params.filters?.status,
      attention: params.filters?.attention ? 'true' : undefined,
      label: params.filters?.label,
    },
    signal,
  });

/** One page of a thread, oldest first inside the page; `cursor` goes further back. */
export const fetchMessages = (conversationId: string, cursor: string | null | undefined, signal?: AbortSignal) =>
  request<Page<Message>>(`${conversation(conversationId)}/messages`, {
    query: { cursor: cursor ?? undefined, limit: MESSAGES_PAGE },
    signal,
  });

export const markAsRead = (conversationId: string) =>
  request(`${conversation(conversationId)}/mark-as-read`, { method: 'PUT' });

/** A direct message (the platform's 24-hour window; the server says why when it refuses). */
export const sendMessage = (body: SendMessageRequest) =>
  requestData<Message>(`${BASE}/messages`, { method: 'POST', body });

/** A public reply under the customer's comment. */
export const replyToComment = (body: ReplyToCommentRequest) =>
  requestData<Message>(`${BASE}/reply-to-comment`, { method: 'POST', body });

/** Stores an article code on a message's attachment. */
export const putArticleCode = (conversationId: string, messageId: string, body: { code: string; asset_id: string }) =>
  requestData<{ response_code: 200; message: Message }>(
    `${conversation(conversationId)}/${encodeURIComponent(messageId)}`,
    { method: 'PUT', body },
  );

/** Asks the assistant to answer the conversation's latest customer message again. */
export const requestAiAnswer = (conversationId: string) => request(conversation(conversationId), { method: 'PUT' });
