import { requestData } from '@vitrina/shared';
import type { AgentLogsResponse } from '@vitrina/shared/contracts';

export interface LogsSearch {
  /** ISO timestamps. */
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

/** GET /api/v1/agent/logs/time: the caller's pipeline steps by request id, newest first, paged. */
export function fetchAgentLogs({ startDate, endDate, page, size }: LogsSearch, signal?: AbortSignal) {
  const query = new URLSearchParams({ startDate, endDate, page: String(page), size: String(size) });
  return requestData<AgentLogsResponse>(`/api/v1/agent/logs/time?${query}`, { signal });
}
