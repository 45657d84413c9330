import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putArticleCode, replyToComment, requestAiAnswer, sendMessage } from '../api/conversations';
import { applyMessageToConversation, upsertMessage, type Pages } from '../model/cache';
import { keepUnsent, readUnsent } from '../model/unsent';
import type { Message, ReplyToCommentRequest, SendMessageRequest } from '../types';
import { updateListsHolding } from './conversation-cache';
import { useInboxState } from './inbox-state';
import { chatsKeys } from './query-keys';

/** Puts a message the shop sent (or changed) into its thread and list row at once, before its live event. */
function useAdoptMessage() {
  const client = useQueryClient();
  return (message: Message) => {
    client.setQueryData<Pages<Message>>(
      chatsKeys.messages(message.conversation_id),
      (d) => d && upsertMessage(d, message),
    );
    updateListsHolding(client, message.conversation_id, (d) =>
      applyMessageToConversation(d, message, { isNew: false }),
    );
  };
}

export type Outgoing =
  | { kind: 'direct'; conversationId: string; body: SendMessageRequest }
  | { kind: 'comment'; conversationId: string; body: ReplyToCommentRequest };

/**
 * Sends the composer's text as a direct message or a public comment reply. On success the draft,
 * the comment context and the waiting flag of the conversation clear (docs/product.md §9.2); a
 * refusal keeps everything, and the list refetches (the customer may have become unreachable).
 */
export function useSendReply() {
  const client = useQueryClient();
  const [, dispatch] = useInboxState();
  const adopt = useAdoptMessage();
  return useMutation({
    mutationFn: (out: Outgoing) => (out.kind === 'direct' ? sendMessage(out.body) : replyToComment(out.body)),
    onSuccess: (message, out) => {
      // Stored: its text and key are forgotten (here, so it happens even if the composer is gone).
      if (readUnsent(out.conversationId)?.key === out.body.idempotency_key) keepUnsent(out.conversationId, null);
      adopt(message);
      dispatch({ type: 'sent', conversationId: out.conversationId });
      // Answering reads what came before it: the list's dot stays off however the counts race.
      dispatch({ type: 'read', conversationId: out.conversationId, upTo: message.created_time });
    },
    onError: () => void client.invalidateQueries({ queryKey: chatsKeys.lists() }),
  });
}

/** PUT .../conversations/{id}: the assistant answers again; its draft arrives as a live event. */
export function useRequestAiAnswer() {
  const [, dispatch] = useInboxState();
  return useMutation({
    mutationFn: requestAiAnswer,
    onSuccess: (_data, conversationId) => dispatch({ type: 'await-answer', conversationId }),
  });
}

/** PUT .../conversations/{conversationId}/{messageId}: an article code on a message's attachment. */
export function useArticleCode() {
  const adopt = useAdoptMessage();
  return useMutation({
    mutationFn: (v: { conversationId: string; messageId: string; code: string; assetId: string }) =>
      putArticleCode(v.conversationId, v.messageId, { code: v.code, asset_id: v.assetId }),
    onSuccess: (result) => adopt(result.message),
  });
}
