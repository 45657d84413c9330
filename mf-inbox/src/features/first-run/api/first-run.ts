import { request, requestData } from '@vitrina/shared';
import type { KnowledgeFile } from '@vitrina/shared/contracts';

// What the first-run checklist reads (docs/product.md §9.2 "First run"): the channel's stock
// files, whether any conversation exists yet, and the sandbox's sample stock.

const FILES_PATH = '/api/v1/data/files/xls';
/** The sandbox's sample stock (api/fixtures/stock-ua.csv: the codes of the sandbox's six posts). */
export const SAMPLE_STOCK_PATH = '/sandbox/sample-stock.csv';
const SAMPLE_NAME = 'stock-ua.csv';

export const fetchStockFiles = (channelId: string, signal?: AbortSignal) =>
  requestData<KnowledgeFile[]>(FILES_PATH, { query: { channelId }, signal });

export async function fetchHasConversation(signal?: AbortSignal): Promise<boolean> {
  const page = await request<{ data: unknown[] }>('/api/v1/channels/current/conversations', {
    query: { limit: 1, sort: 'new' },
    signal,
  });
  return (page?.data.length ?? 0) > 0;
}

/** Reads the sandbox's sample stock and uploads it to the channel's knowledge base. */
export async function uploadSampleStock(channelId: string): Promise<void> {
  const res = await fetch(SAMPLE_STOCK_PATH);
  if (!res.ok) throw new Error(`sample stock: HTTP ${res.status}`);
  const form = new FormData();
  form.append('file', new File([await res.text()], SAMPLE_NAME, { type: 'text/csv' }));
  await request(FILES_PATH, { method: 'POST', form, query: { channelId }, timeoutMs: 120_000 });
}
