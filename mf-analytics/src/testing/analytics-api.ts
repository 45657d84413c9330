import { queryClient } from '@vitrina/shared/query';
import type {
  AssistantReport,
  ChatsReport,
  FullTrustReport,
  OrdersReport,
  SpeedReport,
  TopicsReport,
  UsageReport,
} from '@vitrina/shared/contracts';
import { installFetch, response, type FetchCall } from '@vitrina/shared/testing';

const zeroChats = { chats: 0, new_customers: 0, returning_customers: 0, direct: 0, comments: 0 };

export interface Reports {
  chats: ChatsReport;
  assistant: AssistantReport;
  'full-trust': FullTrustReport;
  orders: OrdersReport;
  speed: SpeedReport;
  topics: TopicsReport;
  usage: UsageReport;
}

/** Two days of a shop with some of everything. */
const zeroTrust = {
  conversations: 0,
  handled_alone: 0,
  sent: 0,
  cancelled_in_undo: 0,
  handovers: 0,
  median_alone_seconds: null,
  median_owner_seconds: null,
};

export const REPORTS: Reports = {
  orders: {
    total: {
      orders: 3,
      revenue: 4899,
      from_conversations: 2,
      by_assistant: 1,
      cod: 2,
      cod_refused: 1,
      avg_first_message_to_order_seconds: 1800,
    },
    days: [
      {
        day: '2026-03-02',
        orders: 2,
        revenue: 3000,
        from_conversations: 2,
        by_assistant: 1,
        cod: 1,
        cod_refused: 1,
        avg_first_message_to_order_seconds: 1800,
      },
      {
        day: '2026-03-03',
        orders: 1,
        revenue: 1899,
        from_conversations: 0,
        by_assistant: 0,
        cod: 1,
        cod_refused: 0,
        avg_first_message_to_order_seconds: null,
      },
    ],
  },
  'full-trust': {
    total: {
      conversations: 4,
      handled_alone: 3,
      sent: 7,
      cancelled_in_undo: 1,
      handovers: 2,
      median_alone_seconds: 4,
      median_owner_seconds: 5400,
    },
    days: [
      { day: '2026-03-02', ...zeroTrust, conversations: 3, handled_alone: 3, sent: 6, median_alone_seconds: 4 },
      {
        day: '2026-03-03',
        conversations: 1,
        handled_alone: 0,
        sent: 1,
        cancelled_in_undo: 1,
        handovers: 2,
        median_alone_seconds: 3,
        median_owner_seconds: 5400,
      },
    ],
    handovers_by_reason: [
      { reason: 'complaint', count: 1 },
      { reason: 'mismatch', count: 1 },
    ],
  },
  chats: {
    total: { chats: 3, new_customers: 2, returning_customers: 1, direct: 2, comments: 1 },
    days: [
      { day: '2026-03-02', chats: 2, new_customers: 1, returning_customers: 1, direct: 2, comments: 0 },
      { day: '2026-03-03', chats: 1, new_customers: 1, returning_customers: 0, direct: 0, comments: 1 },
    ],
    weeks: [{ day: '2026-03-02', chats: 3, new_customers: 2, returning_customers: 1, direct: 2, comments: 1 }],
    channels: [{ channel_id: 'ch-1', name: 'Main shop', platform: 'INSTAGRAM', chats: 3 }],
  },
  assistant: {
    total: { unchanged: 2, edited: 1, discarded: 1, by_hand: 0, stalled: 1, answered: 3 },
    days: [
      { day: '2026-03-02', unchanged: 2, edited: 1, discarded: 0, by_hand: 0, stalled: 0, answered: 3 },
      { day: '2026-03-03', unchanged: 0, edited: 0, discarded: 1, by_hand: 0, stalled: 1, answered: 0 },
    ],
  },
  speed: {
    total: { replies: 2, median_seconds: 90, p90_seconds: 7200 },
    hours: Array.from({ length: 24 }, (_, hour) =>
      hour === 10
        ? { hour, replies: 1, median_seconds: 90, p90_seconds: 90 }
        : hour === 23
          ? { hour, replies: 1, median_seconds: 7200, p90_seconds: 7200 }
          : { hour, replies: 0, median_seconds: null, p90_seconds: null },
    ),
  },
  topics: {
    products: [{ code: 'DR-1024', name: 'Сукня Ліна', asks: 4 }],
    out_of_stock: [{ code: 'DR-1024', size: 'XL', asks: 2 }],
    unanswered_total: 1,
    unanswered: [{ id: 'q1', question: 'Is the lining silk?', created_at: '2026-03-03T10:00:00.000Z' }],
  },
  usage: {
    month_start: '2026-03-01T00:00:00.000Z',
    days_elapsed: 10,
    days_in_month: 31,
    chats_used: 30,
    plan: 'TRIAL',
    plan_chats: 50,
    projected: 93,
  },
};

/** A shop with no data at all. */
export const EMPTY: Reports = {
  orders: {
    total: {
      orders: 0,
      revenue: 0,
      from_conversations: 0,
      by_assistant: 0,
      cod: 0,
      cod_refused: 0,
      avg_first_message_to_order_seconds: null,
    },
    days: [],
  },
  'full-trust': { total: zeroTrust, days: [{ day: '2026-03-02', ...zeroTrust }], handovers_by_reason: [] },
  chats: { total: zeroChats, days: [{ day: '2026-03-02', ...zeroChats }], weeks: [], channels: [] },
  assistant: {
    total: { unchanged: 0, edited: 0, discarded: 0, by_hand: 0, stalled: 0, answered: 0 },
    days: [],
  },
  speed: {
    total: { replies: 0, median_seconds: null, p90_seconds: null },
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, replies: 0, median_seconds: null, p90_seconds: null })),
  },
  topics: { products: [], out_of_stock: [], unanswered_total: 0, unanswered: [] },
  usage: { ...REPORTS.usage, chats_used: 0, projected: 0 },
};

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/** A fresh cache and an API answering every analytics report from `reports` (or `handler` first). */
export function analyticsApi(reports: Reports = REPORTS, handler: Handler = () => undefined) {
  queryClient.clear();
  return installFetch(async (call) => {
    const answer = await handler(call);
    if (answer) return answer;
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/v1/channels') {
      return response(200, { data: [{ id: 'ch-1', name: 'Main shop', channel_name: 'main', platform: 'INSTAGRAM' }] });
    }
    const report = url.pathname.match(/^\/api\/v1\/analytics\/([\w-]+)$/)?.[1] as keyof Reports | undefined;
    if (report && report in reports) return response(200, { data: reports[report] });
    throw new Error(`unexpected fetch ${call.method} ${call.url}`);
  });
}
