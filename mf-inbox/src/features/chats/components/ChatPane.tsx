import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import { MessageSlot, useTimedMessage } from '@vitrina/shared/ui';
import { useInboxState } from '../hooks/inbox-state';
import { useMessages } from '../hooks/use-messages';
import { threadOf } from '../model/cache';
import { replyOptions } from '../model/reply-options';
import type { Conversation, DirectPlatform, Message } from '../types';
import type { ComposerTeam } from '../model/saved-replies';
import { AutoReplyBar } from './AutoReplyBar';
import { Avatar } from './Avatar';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import styles from './Chats.module.css';

interface ChatPaneProps {
  conversation: Conversation;
  /** The channel's platform: its limit on a reply's length. */
  platform: DirectPlatform;
  /** Back to the list (the arrow shown under 1024 px). */
  onBack: () => void;
  /** The header's tools (assignment, status, labels, notes: docs/product.md §9.15). */
  tools?: ReactNode;
  /** Saved replies, the caller and the typing signal for the composer (docs/product.md §9.15). */
  team?: ComposerTeam;
}

/** The open conversation (docs/product.md §9.2): header, thread, composer or the unreachable note. */
export function ChatPane({ conversation, platform, onBack, tools, team }: ChatPaneProps) {
  const { t } = useTranslation();
  const [, dispatch] = useInboxState();
  const user = useQuery(currentUserQueryOptions());
  const messages = useMessages(conversation.id);
  const thread = useMemo(() => threadOf(messages.data), [messages.data]);
  const options = replyOptions(conversation, thread);
  const name = conversation.participant.name || conversation.participant.username || t('inbox.customer');
  const { message: toast, show } = useTimedMessage();
  const showError = useCallback((text: string, ms: number) => show('error', text, ms), [show]);
  const onReplyToComment = useCallback(
    (m: Message) => dispatch({ type: 'comment-reply', conversationId: conversation.id, commentId: m.platform_id }),
    [dispatch, conversation.id],
  );

  const onPrivateReply = useCallback(
    (m: Message) => dispatch({ type: 'private-reply', conversationId: conversation.id, commentId: m.platform_id }),
    [dispatch, conversation.id],
  );

  return (
    <section className={styles.pane} aria-label={t('inbox.chatWith', { name })}>
      <header className={styles.paneHeader}>
        <button type="button" className={styles.back} aria-label={t('inbox.back')} onClick={onBack}>
          ←
        </button>
        <Avatar src={conversation.participant.profile_pic} name={name} />
        <h2 className={styles.paneTitle} title={name}>
          {name}
        </h2>
        {tools}
      </header>
      <MessageList
        conversationId={conversation.id}
        onReplyToComment={options.comment && !conversation.blocked ? onReplyToComment : undefined}
        onPrivateReply={conversation.blocked ? undefined : onPrivateReply}
      />
      <div className={styles.paneMessages}>
        <MessageSlot message={toast} />
      </div>
      <AutoReplyBar conversationId={conversation.id} showError={showError} />
      {thread.length > 0 ? (
        <Composer
          key={conversation.id}
          conversation={conversation}
          platform={platform}
          thread={thread}
          direct={options.direct}
          reachable={options.reachable}
          botOn={user.data?.bot_status === 'ON'}
          showError={showError}
          team={team}
        />
      ) : null}
      {!options.reachable && messages.isSuccess ? (
        <p className={styles.unreachable} role="note">
          {t('inbox.unreachable')}
        </p>
      ) : null}
    </section>
  );
}
