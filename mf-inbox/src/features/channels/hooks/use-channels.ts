import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus, useLanguage, type Language } from '@vitrina/shared';
import { deleteChannel, fetchChannels, fetchCurrentChannel, fetchOAuthUrl, putCurrentChannel } from '../api/channels';
import type { Channel, Platform } from '../types';

/** GET /api/v1/channels: every channel of the user. */
export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: ['channels', 'list'] as const,
    queryFn: ({ signal }) => fetchChannels(signal),
  });

/** GET /api/v1/channels/currentChannel: the user's current channel, null when none. */
export const currentChannelQueryOptions = () =>
  queryOptions({
    queryKey: ['channels', 'current'] as const,
    queryFn: ({ signal }) => fetchCurrentChannel(signal),
  });

/**
 * GET /api/v1/channels/oauth-url, read here for its `sandbox` flag (the popup asks for a fresh URL
 * each time, as its state expires).
 */
export const platformInfoQueryOptions = (platform: Platform, lng: Language) =>
  queryOptions({
    queryKey: ['channels', 'oauth-url', platform, lng] as const,
    queryFn: ({ signal }) => fetchOAuthUrl(platform, lng, signal),
    staleTime: 5 * 60_000,
  });

export const useChannels = () => useQuery(channelsQueryOptions());
export const useCurrentChannel = () => useQuery(currentChannelQueryOptions());

/** True when the Meta sandbox is the platform (no Meta app configured on the server). */
export function useSandboxPlatform(): boolean {
  const lng = useLanguage();
  return useQuery(platformInfoQueryOptions('INSTAGRAM', lng)).data?.sandbox === true;
}

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
