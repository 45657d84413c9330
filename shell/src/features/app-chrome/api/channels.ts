import { requestData } from '@vitrina/shared';
import type { Channel } from '@vitrina/shared/contracts';

// The channel calls the phone menu's channel choice needs (docs/product.md §7.2, §9.1): the same
// endpoints and cache keys as the inbox's selector, so both show one current channel.

export const fetchChannels = (signal?: AbortSignal) => requestData<Channel[]>('/api/v1/channels', { signal });

export const fetchCurrentChannel = (signal?: AbortSignal) =>
  requestData<Channel | null>('/api/v1/channels/currentChannel', { signal });

export const putCurrentChannel = (channelId: string) =>
  requestData<Channel>('/api/v1/channels/currentChannel', { method: 'PUT', query: { channelId } });
