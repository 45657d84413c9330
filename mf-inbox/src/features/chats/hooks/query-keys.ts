import type { ConversationFilters, ConversationSort } from '../types';

/** Cache keys of the inbox: everything under 'conversations' refetches after a reconnect. */
export const chatsKeys = {
  all: ['conversations'] as const,
  lists: () => [...chatsKeys.all, 'list'] as const,
  list: (channelId: string, sort: ConversationSort, q: string, filters: ConversationFilters = {}) =>
    [...chatsKeys.lists(), channelId, sort, q, filters] as const,
  messages: (conversationId: string) => [...chatsKeys.all, 'messages', conversationId] as const,
};
