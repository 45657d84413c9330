import type { AgentLogEntry, AgentLogsResponse } from '@vitrina/shared/contracts';
import { AGENT_ROLES, type AgentRole } from '@vitrina/shared/contracts/constants';

/** One request id of the agent log: the customer's input and each role's step (absent when it did not run). */
export interface SessionRow {
  requestId: string;
  input: string;
  createdAt: string;
  steps: Partial<Record<AgentRole, AgentLogEntry>>;
}

/** The server's map (newest request first) as grid rows; the input is the first step's user input. */
export function toSessionRows(data: AgentLogsResponse): SessionRow[] {
  return Object.entries(data.logs_by_request_id).map(([requestId, entries]) => {
    const steps: SessionRow['steps'] = {};
    for (const entry of entries) if (AGENT_ROLES.includes(entry.type)) steps[entry.type] = entry;
    return {
      requestId,
      input: entries[0]?.user_input ?? '',
      createdAt: entries[0]?.created_at ?? '',
      steps,
    };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of an <input type="datetime-local"> (local time, minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The default range: the last 24 hours up to now. */
export function lastDay(now = new Date()): { start: string; end: string } {
  return { start: toLocalInput(new Date(now.getTime() - 24 * 60 * 60 * 1000)), end: toLocalInput(now) };
}

/** A datetime-local value as an ISO timestamp; the end of the range includes its whole minute. */
export function toIso(local: string, { endOfMinute = false } = {}): string {
  const date = new Date(local);
  if (endOfMinute) date.setSeconds(59, 999);
  return date.toISOString();
}
