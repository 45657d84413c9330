import { queryClient } from '@vitrina/shared/query';
import type { AgentLogsResponse, PipelineConfiguration } from '@vitrina/shared/contracts';
import { installFetch, response, type FetchCall } from '@vitrina/shared/testing';

export const PIPELINES: PipelineConfiguration = {
  pipeline_info: {
    assistant_ids: { DB_RETRIEVER: 'asst_db', COMMUNICATOR: 'asst_comm', AUDITOR: 'asst_aud' },
    instructions: { DB_RETRIEVER: 'Find products', COMMUNICATOR: 'Be polite', AUDITOR: 'Check prices' },
  },
};

const step = (type: 'DB_RETRIEVER' | 'COMMUNICATOR' | 'AUDITOR', input: string, output: string, ms: number) => ({
  type,
  user_input: input,
  output,
  duration_ms: ms,
  created_at: '2026-11-22T10:00:00.000Z',
});

/** Two requests, newest first, on page `page` of `pages`. */
export function logs(page = 0, pages = 2): AgentLogsResponse {
  return {
    logs_by_request_id: {
      [`req-new-${page}`]: [
        step('DB_RETRIEVER', 'Чи є сукня?', 'SKU-1 in stock', 120),
        step('COMMUNICATOR', 'Чи є сукня?', 'Так, сукня є в наявності. '.repeat(6), 900),
        step('AUDITOR', 'Так, сукня є', 'OK', 300),
      ],
      [`req-old-${page}`]: [step('DB_RETRIEVER', 'Ціна?', 'no data', 80)],
    },
    page,
    size: 20,
    total_elements: pages * 2,
    total_pages: pages,
  };
}

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/** A fresh cache and an API answering pipelines and logs (or `handler` first). */
export function debugApi(handler: Handler = () => undefined) {
  queryClient.clear();
  return installFetch(async (call) => {
    const answer = await handler(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.endsWith('/api/v1/pipelines')) return response(200, { data: PIPELINES });
    if (call.method === 'GET' && call.url.includes('/api/v1/agent/logs/time')) {
      const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
      return response(200, { data: logs(page) });
    }
    throw new Error(`unexpected fetch ${call.method} ${call.url}`);
  });
}
