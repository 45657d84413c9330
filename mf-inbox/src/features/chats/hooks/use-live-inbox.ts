import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus } from '@vitrina/shared';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import type { AiPropositionData } from '@vitrina/shared/contracts/constants';
import {
  applyMessageToConversation,
  isClosed,
  removeMessage,
  threadOf,
  upsertMessage,
  type Pages,
} from '../model/cache';
import { loadMessageEventParser, messageEventParser } from '../model/message-event';
import type { Message } from '../types';
import { heldConversations, updateListsHolding } from './conversation-cache';
import { useInboxState } from './inbox-state';
import { chatsKeys } from './query-keys';

type MessageEventType = 'NEW_MESSAGE' | 'NEW_COMMENT' | 'UPDATE_MESSAGE';

/**
 * The inbox's side of the live connection (docs/product.md §7.3, §9.2): server events from the
 * shell's bus update the cached list and threads and the inbox state; after a reconnect every
 * conversation query refetches, so nothing said while offline is missed. Events of another
 * channel than the current one are left for when that channel is opened.
 */
export function useLiveInbox(channelId: string | null, openId: string | null) {
  const client = useQueryClient();
  const [, dispatch] = useInboxState();
  // The open conversation, read by the handlers without subscribing again when it changes.
  const open = useRef(openId);
  useEffect(() => {
    open.current = openId;
  }, [openId]);

  useEffect(() => {
    if (!channelId) return;
    const user = () => client.getQueryData(currentUserQueryOptions().queryKey);
    const invalidateLists = () => void client.invalidateQueries({ queryKey: chatsKeys.lists() });

    const onMessage = (type: MessageEventType, data: unknown) => {
      const parsed = messageEventParser()?.(data);
      if (!parsed) {
        invalidateLists();
        return;
      }
      const { channel_id: eventChannel, ...message } = parsed;
      if (eventChannel !== channelId) return;
      const threadKey = chatsKeys.messages(message.conversation_id);
      const thread = client.getQueryData<Pages<Message>>(threadKey);
      const isNew = type !== 'UPDATE_MESSAGE' && !threadOf(thread).some((m) => m.id === message.id);
      if (thread) {
        client.setQueryData(threadKey, upsertMessage(thread, message));
        // A read of the thread already on its way (READY's catch-up) may answer from before this
        // message and overwrite it: read it again after (invalidating cancels that read).
        if (client.isFetching({ queryKey: threadKey }) > 0) void client.invalidateQueries({ queryKey: threadKey });
      }
      // A customer's message opens a done or snoozed conversation again: the lists filtered by
      // status gain or lose it, so they are read again.
      const reopens =
        isNew && !message.is_from_shop && heldConversations(client, message.conversation_id).some(isClosed);
      const listed = updateListsHolding(client, message.conversation_id, (d) =>
        applyMessageToConversation(d, message, { isNew }),
      );
      if (!listed || reopens) invalidateLists();
      // The shop answered (here or in another tab): what the customer wrote before is read.
      if (isNew && message.is_from_shop) {
        dispatch({ type: 'read', conversationId: message.conversation_id, upTo: message.created_time });
        // The assistant's reply went out (its countdown ends); a person's answer clears "needs your reply".
        if (message.by_assistant) dispatch({ type: 'auto-reply-done', conversationId: message.conversation_id });
        else dispatch({ type: 'attention', conversationId: message.conversation_id, reason: null });
      }
      if (isNew && !message.is_from_shop) {
        const current = user();
        dispatch({
          type: 'customer-message',
          conversationId: message.conversation_id,
          botOn: current?.bot_status === 'ON',
          at: message.created_time,
          open: open.current === message.conversation_id,
          comment:
            type === 'NEW_COMMENT'
              ? { commentId: message.platform_id, commentOnly: current?.comment_response_scenario === 'COMMENT_ONLY' }
              : undefined,
        });
      }
    };

    const onProposition = (data: AiPropositionData, comment: boolean) =>
      dispatch({
        type: 'proposition',
        conversationId: data.conversation_id,
        text: data.ai_proposition,
        comment,
        commentId: data.comment_id,
        note: data.note,
      });

    // Events are handled in the order they came. A message event that arrives before the message
    // check is loaded (the first one) waits for it, and every event after it waits its turn.
    let active = true;
    let backlog: Promise<unknown> = Promise.resolve();
    let waiting = 0;
    const inOrder = (handle: () => void, after?: Promise<unknown>) => {
      if (waiting === 0 && !after) {
        handle();
        return;
      }
      waiting += 1;
      backlog = backlog
        .then(() => after)
        .then(() => {
          waiting -= 1;
          if (active) handle();
        });
    };
    const message = (type: MessageEventType) => (e: { data: unknown }) =>
      inOrder(() => onMessage(type, e.data), messageEventParser() ? undefined : loadMessageEventParser());

    // Not known to be connected: the connection's first READY after this point refetches too. On a
    // page's start the list may be read before the server subscribed the socket, and a message
    // stored in between would otherwise show only after a reconnect.
    let connected = false;
    const subscriptions = [
      eventBus.on('NEW_MESSAGE').subscribe(message('NEW_MESSAGE')),
      eventBus.on('NEW_COMMENT').subscribe(message('NEW_COMMENT')),
      eventBus.on('UPDATE_MESSAGE').subscribe(message('UPDATE_MESSAGE')),
      eventBus.on('MESSAGE_REMOVED').subscribe(({ data }) =>
        inOrder(() => {
          const key = chatsKeys.messages(data.conversation_id);
          const thread = client.getQueryData<Pages<Message>>(key);
          if (thread) client.setQueryData(key, removeMessage(thread, data.message_id));
          invalidateLists();
        }),
      ),
      eventBus.on('NEW_CONVERSATION').subscribe(() => inOrder(invalidateLists)),
      eventBus.on('NEW_AI_PROPOSITION').subscribe(({ data }) => inOrder(() => onProposition(data, false))),
      eventBus.on('NEW_AI_PROPOSITION_COMMENT').subscribe(({ data }) => inOrder(() => onProposition(data, true))),
      eventBus.on('AUTO_REPLY_SCHEDULED').subscribe(({ data }) =>
        inOrder(() =>
          dispatch({
            type: 'auto-reply-scheduled',
            conversationId: data.conversation_id,
            replyId: data.reply_id,
            text: data.text,
            sendAt: data.send_at,
          }),
        ),
      ),
      eventBus
        .on('AUTO_REPLY_CANCELLED')
        .subscribe(({ data }) =>
          inOrder(() =>
            dispatch({ type: 'auto-reply-done', conversationId: data.conversation_id, replyId: data.reply_id }),
          ),
        ),
      eventBus.on('CONVERSATION_ATTENTION').subscribe(({ data }) =>
        inOrder(() => {
          if (data.channel_id !== channelId) return;
          // A hand-over goes to the conversation's assignee, or to everyone when nobody is (docs/product.md §9.15).
          if (data.assignee_id && data.assignee_id !== user()?.id) return;
          dispatch({ type: 'attention', conversationId: data.conversation_id, reason: data.reason });
        }),
      ),
      // A teammate assigned, closed, snoozed or labelled a conversation: the lists read it again.
      eventBus.on('CONVERSATION_UPDATED').subscribe(() => inOrder(invalidateLists)),
      eventBus
        .on('PROCESSING_ERROR')
        .subscribe(({ data }) =>
          inOrder(() =>
            dispatch({ type: 'processing-error', conversationId: data.conversation_id, text: data.message }),
          ),
        ),
      eventBus.onApp('realtime:status').subscribe(({ data }) =>
        inOrder(() => {
          if (data.connected && !connected) void client.invalidateQueries({ queryKey: chatsKeys.all });
          connected = data.connected;
        }),
      ),
    ];
    return () => {
      active = false;
      subscriptions.forEach((s) => s.unsubscribe());
    };
  }, [channelId, client, dispatch]);
}
