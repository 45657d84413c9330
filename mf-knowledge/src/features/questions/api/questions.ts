import { request, requestData } from '@vitrina/shared';
import type { CustomerQuestion, Page, ShopAnswers, ShopAnswersUpdateRequest } from '@vitrina/shared/contracts';

// Customer questions and the shop's standing answers (docs/product.md §9.4).

type Scope = { channelId: string | undefined };
export type QuestionStatus = 'open' | 'answered' | 'all';

export const fetchQuestions = (
  { channelId, status, page, size }: Scope & { status: QuestionStatus; page: number; size: number },
  signal?: AbortSignal,
) =>
  requestData<Page<CustomerQuestion>>('/api/v1/data/questions', { query: { channelId, status, page, size }, signal });

export const answerQuestion = ({ channelId, id, answer }: Scope & { id: string; answer: string }) =>
  requestData<CustomerQuestion>(`/api/v1/data/questions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    query: { channelId },
    body: { answer },
  });

export const deleteQuestion = ({ channelId, id }: Scope & { id: string }) =>
  request(`/api/v1/data/questions/${encodeURIComponent(id)}`, { method: 'DELETE', query: { channelId } });

export const fetchShopAnswers = (channelId: string | undefined, signal?: AbortSignal) =>
  requestData<ShopAnswers>('/api/v1/data/shop-answers', { query: { channelId }, signal });

export const saveShopAnswers = ({ channelId, answers }: Scope & { answers: ShopAnswersUpdateRequest }) =>
  requestData<ShopAnswers>('/api/v1/data/shop-answers', { method: 'PUT', query: { channelId }, body: answers });
