import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { threadOf, type Pages } from '../model/cache';
import type { Message } from '../types';
import { useRequestAiAnswer } from './use-chat-actions';
import { chatsKeys } from './query-keys';

/**
 * Asks the assistant for a draft of the conversation's last message when it is the customer's
 * (not answered yet): what turning the assistant on does for the open conversation (issue 47,
 * docs/product.md §9.2), through the request-AI-answer call.
 */
export function useAnswerOpenConversation() {
  const client = useQueryClient();
  const { mutate } = useRequestAiAnswer();
  return useCallback(
    (conversationId: string | null) => {
      if (!conversationId) return;
      const last = threadOf(client.getQueryData<Pages<Message>>(chatsKeys.messages(conversationId))).at(-1);
      if (last && !last.is_from_shop) mutate(conversationId);
    },
    [client, mutate],
  );
}
