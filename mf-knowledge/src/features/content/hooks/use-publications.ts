import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicationUpdateRequest } from '@vitrina/shared/contracts';
import { useChannelScope } from '../../../hooks/use-channel-scope';
import {
  deletePublication,
  fetchPublications,
  syncPublications,
  updatePublication,
  type PublicationQuery,
} from '../api/content';
import { dropEmptyStrings } from '../model/chips';

/** GET /api/v1/publications: newest first, filtered and searched on the server. */
export const publicationsQueryOptions = (query: PublicationQuery) =>
  queryOptions({
    queryKey: ['knowledge', 'publications', query.channelId ?? null, query] as const,
    queryFn: ({ signal }) => fetchPublications(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePublications(query: Omit<PublicationQuery, 'channelId'>) {
  const { channelId, ready } = useChannelScope();
  return useQuery({ ...publicationsQueryOptions({ ...query, channelId }), enabled: ready });
}

/** PUT /api/v1/platform/publications/{id}; empty strings are dropped from the body (docs/product.md §5). */
export function useUpdatePublication() {
  const { channelId } = useChannelScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PublicationUpdateRequest }) =>
      updatePublication({ channelId, id, changes: dropEmptyStrings(changes) }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['knowledge', 'publications'] }),
  });
}

/** DELETE /api/v1/platform/publications/{id}. */
export function useDeletePublication() {
  const { channelId } = useChannelScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePublication({ channelId, id }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['knowledge', 'publications'] }),
  });
}

/**
 * POST /api/v1/publications/sync: the channel's posts are read from the platform when the view opens
 * with a current channel (and on 'Оновити з каналу'); the list refetches after it.
 */
export function useSyncPublications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncPublications,
    onSuccess: () => client.invalidateQueries({ queryKey: ['knowledge', 'publications'] }),
  });
}
