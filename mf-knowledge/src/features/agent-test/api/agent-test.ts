import { requestData, type Language } from '@vitrina/shared';
import type { AgentTestResponse } from '@vitrina/shared/contracts';

/** POST /api/v1/agent/test: the assistant's draft for a text, from the shop's knowledge, with its trace. */
export const askAssistant = ({ text, lng }: { text: string; lng: Language }) =>
  requestData<AgentTestResponse>('/api/v1/agent/test', { method: 'POST', body: { text, lng }, timeoutMs: 90_000 });
