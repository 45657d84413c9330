import type { QueryClient } from '@tanstack/react-query';
import { findConversation, type Pages } from '../model/cache';
import type { Conversation } from '../types';
import { chatsKeys } from './query-keys';

/**
 * Applies `update` to every cached conversation list (each sort and search) that holds
 * `conversationId`; false when none does (the caller refetches the lists then).
 */
/** The conversation as the cached lists hold it (one copy per list). */
export function heldConversations(client: QueryClient, conversationId: string): Conversation[] {
  return client
    .getQueriesData<Pages<Conversation>>({ queryKey: chatsKeys.lists() })
    .flatMap(([, data]) => findConversation(data, conversationId) ?? []);
}

export function updateListsHolding(
  client: QueryClient,
  conversationId: string,
  update: (data: Pages<Conversation>) => Pages<Conversation>,
): boolean {
  let found = false;
  for (const [key, data] of client.getQueriesData<Pages<Conversation>>({ queryKey: chatsKeys.lists() })) {
    if (!data || !findConversation(data, conversationId)) continue;
    found = true;
    client.setQueryData(key, update(data));
  }
  return found;
}
