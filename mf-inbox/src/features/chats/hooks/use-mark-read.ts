import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markAsRead } from '../api/conversations';
import { markConversationRead, markMessagesRead, type Pages } from '../model/cache';
import type { Message } from '../types';
import { updateListsHolding } from './conversation-cache';
import { useInboxState } from './inbox-state';
import { chatsKeys } from './query-keys';

/** docs/product.md §9.2: an open conversation is read on the server after 2.5 s. */
export const READ_DELAY_MS = 2500;

/**
 * While `conversationId` is open and unread (a dot, or unread messages on the server): the dot
 * clears at once (issue 47), counting it read up to its last message (`lastMessageAt`, so a list
 * answered before the server heard of it does not light the dot again); after 2.5 s still open,
 * its messages are read locally and mark-as-read is called. A message that arrives while it stays
 * open lights no dot and starts the delay again.
 */
export function useMarkReadOnOpen(
  conversationId: string | null,
  unread: boolean,
  lastMessageAt: string | null,
  onError: (error: unknown) => void,
) {
  const client = useQueryClient();
  const [, dispatch] = useInboxState();
  /** The conversation read here whose mark-as-read waits for the delay (a new object restarts it). */
  const [pending, setPending] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!conversationId || !unread) return;
    dispatch({ type: 'read', conversationId, upTo: lastMessageAt });
    updateListsHolding(client, conversationId, (d) => markConversationRead(d, conversationId));
    setPending({ id: conversationId });
  }, [conversationId, unread, lastMessageAt, client, dispatch]);
  useEffect(() => {
    if (!pending || pending.id !== conversationId) return;
    const timer = setTimeout(() => {
      client.setQueryData<Pages<Message>>(chatsKeys.messages(pending.id), (d) => d && markMessagesRead(d));
      markAsRead(pending.id).catch(onError);
      setPending(null);
    }, READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, conversationId, client, onError]);
}
