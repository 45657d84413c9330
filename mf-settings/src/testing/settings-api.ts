import { setRemoteModuleLoader } from '@vitrina/shared';
import { queryClient } from '@vitrina/shared/query';
import type { Billing, User } from '@vitrina/shared/contracts';
import { installFetch, response, type FetchCall } from '@vitrina/shared/testing';

export const USER: User = {
  id: 'u1',
  name: 'Olena',
  email: 'olena@shop.ua',
  bot_status: 'OFF',
  comment_response_scenario: 'COMMENT_ONLY',
  private_reply_message: 'Hi',
  created_at: '2026-11-01T10:00:00.000Z',
  plan: {
    code: 'TRIAL',
    trial_started_at: '2026-11-01T10:00:00.000Z',
    trial_ends_at: '2027-01-01T10:00:00.000Z',
    free_chats: 50,
    active: true,
  },
};

/** GET /api/v1/billing of the trial above: 12 chats of the free 50 this month, nothing paid. */
export const BILLING: Billing = {
  plan: 'TRIAL',
  status: 'TRIAL',
  trial_ends_at: '2027-01-01T10:00:00.000Z',
  period_start: null,
  period_end: null,
  next_charge_at: null,
  next_charge_cents: null,
  next_plan: null,
  period: 'MONTH',
  next_period: null,
  card_mask: null,
  retry_at: null,
  usage: { since: '2026-11-01T00:00:00.000Z', chats_used: 12, included_chats: 50, top_up_chats: 0, extra_chats: 0 },
  invoices: [],
  usd_rate: 41.5,
  confirmation: null,
  sandbox: true,
};

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/** A fresh cache, no federation host, and an API answering the user and the plan (or `handler` first). */
export function settingsApi(handler: Handler = () => undefined, user: User = USER) {
  queryClient.clear();
  setRemoteModuleLoader(null);
  return installFetch(async (call) => {
    const answer = await handler(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.endsWith('/api/v1/users')) return response(200, { data: user });
    if (call.method === 'GET' && call.url.endsWith('/api/v1/billing')) return response(200, { data: BILLING });
    throw new Error(`unexpected fetch ${call.method} ${call.url}`);
  });
}
