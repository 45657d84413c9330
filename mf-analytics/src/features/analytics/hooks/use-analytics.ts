import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchAssistant,
  fetchChannels,
  fetchChats,
  fetchFullTrust,
  fetchOrders,
  fetchSpeed,
  fetchTopics,
  fetchUsage,
  type AnalyticsSearch,
} from '../api/analytics';

const options = { placeholderData: keepPreviousData, staleTime: 60_000 } as const;

export const useChats = (s: AnalyticsSearch) =>
  useQuery({ queryKey: ['analytics', 'chats', s], queryFn: ({ signal }) => fetchChats(s, signal), ...options });
export const useAssistant = (s: AnalyticsSearch) =>
  useQuery({ queryKey: ['analytics', 'assistant', s], queryFn: ({ signal }) => fetchAssistant(s, signal), ...options });
export const useFullTrust = (s: AnalyticsSearch) =>
  useQuery({
    queryKey: ['analytics', 'full-trust', s],
    queryFn: ({ signal }) => fetchFullTrust(s, signal),
    ...options,
  });
export const useOrdersReport = (s: AnalyticsSearch) =>
  useQuery({ queryKey: ['analytics', 'orders', s], queryFn: ({ signal }) => fetchOrders(s, signal), ...options });
export const useSpeed = (s: AnalyticsSearch) =>
  useQuery({ queryKey: ['analytics', 'speed', s], queryFn: ({ signal }) => fetchSpeed(s, signal), ...options });
export const useTopics = (s: AnalyticsSearch) =>
  useQuery({ queryKey: ['analytics', 'topics', s], queryFn: ({ signal }) => fetchTopics(s, signal), ...options });
export const useUsage = (s: Pick<AnalyticsSearch, 'tzOffset' | 'channelId'>) =>
  useQuery({
    queryKey: ['analytics', 'usage', s.tzOffset, s.channelId],
    queryFn: ({ signal }) => fetchUsage(s, signal),
    ...options,
  });
export const useChannels = () =>
  useQuery({ queryKey: ['analytics', 'channels'], queryFn: ({ signal }) => fetchChannels(signal), staleTime: 60_000 });
