import { requestData } from '@vitrina/shared';
import type {
  AssistantReport,
  ChatsReport,
  FullTrustReport,
  OrdersReport,
  SpeedReport,
  TopicsReport,
  UsageReport,
} from '@vitrina/shared/contracts';

export interface AnalyticsSearch {
  from: string;
  to: string;
  tzOffset: number;
  channelId: string | null;
}

export interface ChannelOption {
  id: string;
  name: string;
  channel_name: string;
  platform: string;
}

const query = (s: Partial<AnalyticsSearch>) => {
  const q = new URLSearchParams();
  if (s.from) q.set('from', s.from);
  if (s.to) q.set('to', s.to);
  q.set('tz_offset', String(s.tzOffset ?? 0));
  if (s.channelId) q.set('channelId', s.channelId);
  return q;
};

/** GET /api/v1/analytics/{report} (docs/product.md §9.7). */
export const fetchChats = (s: AnalyticsSearch, signal?: AbortSignal) =>
  requestData<ChatsReport>(`/api/v1/analytics/chats?${query(s)}`, { signal });
export const fetchAssistant = (s: AnalyticsSearch, signal?: AbortSignal) =>
  requestData<AssistantReport>(`/api/v1/analytics/assistant?${query(s)}`, { signal });
export const fetchOrders = (s: AnalyticsSearch, signal?: AbortSignal) =>
  requestData<OrdersReport>(`/api/v1/analytics/orders?${query(s)}`, { signal });

export const fetchFullTrust = (s: AnalyticsSearch, signal?: AbortSignal) =>
  requestData<FullTrustReport>(`/api/v1/analytics/full-trust?${query(s)}`, { signal });
export const fetchSpeed = (s: AnalyticsSearch, signal?: AbortSignal) =>
  requestData<SpeedReport>(`/api/v1/analytics/speed?${query(s)}`, { signal });
export const fetchTopics = (s: AnalyticsSearch, signal?: AbortSignal) =>
  requestData<TopicsReport>(`/api/v1/analytics/topics?${query(s)}`, { signal });
export const fetchUsage = (s: Pick<AnalyticsSearch, 'tzOffset' | 'channelId'>, signal?: AbortSignal) =>
  requestData<UsageReport>(`/api/v1/analytics/usage?${query(s)}`, { signal });

/** The account's channels, for the channel filter. */
export const fetchChannels = (signal?: AbortSignal) => requestData<ChannelOption[]>('/api/v1/channels', { signal });
