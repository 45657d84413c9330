import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markAsRead } from '../api/conversations';
import { markConversationRead, markMessagesRead, type Pages } from '../model/cache';
import type { Message } from '../types';
import { updateListsHolding } from './conversation-cache';
import { useInboxState } from './inbox-state';
import { chatsKeys } from './query-keys';

/** docs/product.md §9.2: an open conversation is read after 2.5 s. */
export const READ_DELAY_MS = 2500;

/**
 * While `conversationId` is open and unread (a dot, or unread messages on the server), after
 * 2.5 s: the dot clears, it counts as read up to its last message (`lastMessageAt`, so a list
 * answered before the server heard of it does not light the dot again), its messages are read
 * locally, and mark-as-read is called. A message that arrives while it stays open lights no dot
 * and starts the delay again.
 */
export function useMarkReadOnOpen(
  conversationId: string | null,
  unread: boolean,
  lastMessageAt: string | null,
  onError: (error: unknown) => void,
) {
  const client = useQueryClient();
  const [, dispatch] = useInboxState();
  useEffect(() => {
    if (!conversationId || !unread) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'read', conversationId, upTo: lastMessageAt });
      client.setQueryData<Pages<Message>>(chatsKeys.messages(conversationId), (d) => d && markMessagesRead(d));
      updateListsHolding(client, conversationId, (d) => markConversationRead(d, conversationId));
      markAsRead(conversationId).catch(onError);
    }, READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [conversationId, unread, lastMessageAt, client, dispatch, onError]);
}
