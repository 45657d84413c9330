import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus } from '@vitrina/shared';
import { deleteChannel, fetchChannels, fetchCurrentChannel, fetchPlatforms, putCurrentChannel } from '../api/channels';
import type { Channel, Platform } from '../types';

/** GET /api/v1/channels: every channel of the user. */
export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: ['channels', 'list'] as const,
    queryFn: ({ signal }) => fetchChannels(signal),
    // While a channel's recent conversations are imported, its row says so and then how many came.
    refetchInterval: (query) => (query.state.data?.some((c) => c.history?.status === 'RUNNING') ? 3000 : false),
  });

/** GET /api/v1/channels/currentChannel: the user's current channel, null when none. */
export const currentChannelQueryOptions = () =>
  queryOptions({
    queryKey: ['channels', 'current'] as const,
    queryFn: ({ signal }) => fetchCurrentChannel(signal),
  });

/** GET /api/v1/channels/platforms: a fact of the server's configuration, read once per session. */
export const platformsQueryOptions = () =>
  queryOptions({
    queryKey: ['channels', 'platforms'] as const,
    queryFn: ({ signal }) => fetchPlatforms(signal),
    staleTime: Infinity,
  });

export const useChannels = () => useQuery(channelsQueryOptions());
export const useCurrentChannel = () => useQuery(currentChannelQueryOptions());

/** True when the Meta sandbox is the platform (no Meta app configured on the server). */
export function useSandboxPlatform(): boolean {
  return useQuery(platformsQueryOptions()).data?.sandbox === true;
}

/**
 * The platforms the add-channel modal offers (docs/product.md §9.3: Instagram; a Facebook page
 * only when the server says it can connect one). Instagram alone until the answer arrives.
 */
export function useAvailablePlatforms(): readonly Platform[] {
  return useQuery(platformsQueryOptions()).data?.platforms ?? INSTAGRAM_ONLY;
}
const INSTAGRAM_ONLY: readonly Platform[] = ['INSTAGRAM'];

/** Makes `channel` current in the cache and tells the other apps (docs/product.md §7.4). */
export function useAdoptCurrentChannel() {
  const client = useQueryClient();
  return (channel: Channel) => {
    client.setQueryData(currentChannelQueryOptions().queryKey, channel);
    eventBus.emit({ type: 'channel:changed', data: { channelId: channel.id } });
  };
}

/** PUT /api/v1/channels/currentChannel. */
export function useSelectChannel() {
  const adopt = useAdoptCurrentChannel();
  return useMutation({ mutationFn: putCurrentChannel, onSuccess: adopt });
}

/** DELETE /api/v1/channels/{id}; the list and the current channel refetch. */
export function useDeleteChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: () => client.invalidateQueries({ queryKey: ['channels'], exact: false }),
  });
}
