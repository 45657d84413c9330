import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopAnswersUpdateRequest } from '@vitrina/shared/contracts';
import { useChannelScope } from '../../../hooks/use-channel-scope';
import {
  answerQuestion,
  deleteQuestion,
  fetchQuestions,
  fetchShopAnswers,
  saveShopAnswers,
  type QuestionStatus,
} from '../api/questions';

export const QUESTIONS_PAGE_SIZE = 20;

/** GET /api/v1/data/questions: newest first. */
export const questionsQueryOptions = (channelId: string | undefined, status: QuestionStatus, page: number) =>
  queryOptions({
    queryKey: ['knowledge', 'questions', channelId ?? null, status, page] as const,
    queryFn: ({ signal }) => fetchQuestions({ channelId, status, page, size: QUESTIONS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/data/shop-answers. */
export const shopAnswersQueryOptions = (channelId: string | undefined) =>
  queryOptions({
    queryKey: ['knowledge', 'shop-answers', channelId ?? null] as const,
    queryFn: ({ signal }) => fetchShopAnswers(channelId, signal),
  });

export function useQuestions(status: QuestionStatus, page: number) {
  const { channelId, ready } = useChannelScope();
  return useQuery({ ...questionsQueryOptions(channelId, status, page), enabled: ready });
}

export function useShopAnswers() {
  const { channelId, ready } = useChannelScope();
  return useQuery({ ...shopAnswersQueryOptions(channelId), enabled: ready });
}

function useQuestionsInvalidation() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['knowledge', 'questions'] });
}

/** PUT /api/v1/data/questions/{id}: the answer becomes knowledge the assistant uses next time. */
export function useAnswerQuestion() {
  const { channelId } = useChannelScope();
  const onSuccess = useQuestionsInvalidation();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) => answerQuestion({ channelId, id, answer }),
    onSuccess,
  });
}

export function useDeleteQuestion() {
  const { channelId } = useChannelScope();
  const onSuccess = useQuestionsInvalidation();
  return useMutation({ mutationFn: (id: string) => deleteQuestion({ channelId, id }), onSuccess });
}

/** PUT /api/v1/data/shop-answers. */
export function useSaveShopAnswers() {
  const { channelId } = useChannelScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: ShopAnswersUpdateRequest) => saveShopAnswers({ channelId, answers }),
    onSuccess: (data) => client.setQueryData(shopAnswersQueryOptions(channelId).queryKey, data),
  });
}
