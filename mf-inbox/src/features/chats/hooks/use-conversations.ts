import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchConversations } from '../api/conversations';
import type { ConversationFilters, ConversationSort } from '../types';
import { chatsKeys } from './query-keys';

/** GET .../conversations of the current channel, page after page (cursor), sorted and searched on the server. */
export const conversationsQueryOptions = (
  channelId: string,
  sort: ConversationSort,
  q: string,
  filters: ConversationFilters = {},
) =>
  infiniteQueryOptions({
    queryKey: chatsKeys.list(channelId, sort, q, filters),
    queryFn: ({ pageParam, signal }) => fetchConversations({ sort, q, cursor: pageParam, filters }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.paging.next_cursor,
  });

export const useConversations = (
  channelId: string,
  sort: ConversationSort,
  q: string,
  filters: ConversationFilters = {},
) => useInfiniteQuery(conversationsQueryOptions(channelId, sort, q, filters));
