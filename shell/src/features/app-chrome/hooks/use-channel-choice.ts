import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus } from '@vitrina/shared';
import { fetchChannels, fetchCurrentChannel, putCurrentChannel } from '../api/channels';

// The keys the inbox's selector uses (mf-inbox channels hooks): the query cache is one per page.
const LIST_KEY = ['channels', 'list'] as const;
const CURRENT_KEY = ['channels', 'current'] as const;

/**
 * The phone menu's channel choice (docs/product.md §9.1): the channels, the current one and a
 * mutation that makes another current, then tells the open remote as the inbox's selector does.
 */
export function useChannelChoice(enabled: boolean) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: LIST_KEY, queryFn: ({ signal }) => fetchChannels(signal), enabled });
  const current = useQuery({ queryKey: CURRENT_KEY, queryFn: ({ signal }) => fetchCurrentChannel(signal), enabled });
  const select = useMutation({
    mutationFn: putCurrentChannel,
    onSuccess: (channel) => {
      client.setQueryData(CURRENT_KEY, channel);
      eventBus.emit({ type: 'channel:changed', data: { channelId: channel.id } });
    },
  });
  return { list, current, select };
}
