import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus, requestData } from '@vitrina/shared';
import type { Channel } from '@vitrina/shared/contracts';

/**
 * GET /api/v1/channels/currentChannel under the inbox's query key: the shell's QueryClient is one per
 * page, so the channel the inbox selects is the one this remote reads.
 */
export const currentChannelQueryOptions = () =>
  queryOptions({
    queryKey: ['channels', 'current'] as const,
    queryFn: ({ signal }) => requestData<Channel | null>('/api/v1/channels/currentChannel', { signal }),
  });

export interface ChannelScope {
  /** The current channel's id, or undefined for the whole account (no channel, or it could not be read). */
  channelId: string | undefined;
  /** False until the current channel is known; the knowledge calls wait for it. */
  ready: boolean;
}

/** Every knowledge call carries the current channel as `channelId` (docs/product.md §9.4). */
export function useChannelScope(): ChannelScope {
  const current = useQuery(currentChannelQueryOptions());
  return { channelId: current.data?.id ?? undefined, ready: !current.isPending };
}

/**
 * The inbox's channel selector announces a new channel on the bus (docs/product.md §7.4): the current
 * channel is read again and every knowledge list refetches.
 */
export function useRefetchOnChannelChange(): void {
  const client = useQueryClient();
  useEffect(() => {
    const subscription = eventBus.onApp('channel:changed').subscribe(() => {
      void client.invalidateQueries({ queryKey: currentChannelQueryOptions().queryKey });
      void client.invalidateQueries({ queryKey: ['knowledge'] });
    });
    return () => subscription.unsubscribe();
  }, [client]);
}
