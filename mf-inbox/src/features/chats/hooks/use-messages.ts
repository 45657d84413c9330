import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchMessages } from '../api/conversations';
import { chatsKeys } from './query-keys';

/** A thread: the newest page first, older pages as the user scrolls up. Live events keep it current. */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: chatsKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => fetchMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.paging.next_cursor,
    // Events keep an open thread current; a reconnect invalidates it (use-live-inbox).
    staleTime: Infinity,
  });

export const useMessages = (conversationId: string) => useInfiniteQuery(messagesQueryOptions(conversationId));
