import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandoverReason, Language } from '@vitrina/shared/contracts/constants';
import { VisuallyHidden, cx } from '@vitrina/shared/ui';
import { attachmentKind, formatMessageTime } from '../model/format';
import type { Conversation } from '../types';
import { Avatar } from './Avatar';
import styles from './Chats.module.css';

interface ConversationRowProps {
  conversation: Conversation;
  lng: Language;
  active: boolean;
  unread: boolean;
  /** "Потрібна ваша відповідь": the assistant handed the conversation over, and why (full trust). */
  attention?: HandoverReason | null;
  onOpen: (conversationId: string) => void;
}

/** One row of the list: picture, name, the last message, its time, the unread dot, the unreachable note. */
export const ConversationRow = memo(function ConversationRow({
  conversation,
  lng,
  active,
  unread,
  attention = null,
  onOpen,
}: ConversationRowProps) {
  const { t } = useTranslation();
  const { participant, last_message: last } = conversation;
  const name = participant.name || participant.username || t('inbox.customer');
  let preview = last?.message ?? '';
  if (!preview && last?.attachments[0]) preview = t(`inbox.attachment.${attachmentKind(last.attachments[0].type)}`);
  if (last?.is_from_shop && preview) preview = t('inbox.youPrefix', { text: preview });
  return (
    <button
      type="button"
      className={cx(styles.row, active && styles.rowActive)}
      aria-current={active ? 'true' : undefined}
      onClick={() => onOpen(conversation.id)}
    >
      <Avatar src={participant.profile_pic} name={name} />
      <span className={styles.rowText}>
        <span className={styles.rowTop}>
          <span className={cx(styles.rowName, unread && styles.rowNameUnread)}>{name}</span>
          <time className={styles.rowTime} dateTime={conversation.updated_time}>
            {formatMessageTime(conversation.updated_time, lng)}
          </time>
        </span>
        {conversation.blocked ? (
          <span className={styles.rowUnreachable}>{t('inbox.unsubscribed')}</span>
        ) : attention ? (
          <span className={styles.rowAttention} title={preview}>
            {t('inbox.attention.title')}: {t(`inbox.attention.reasons.${attention}`)}
          </span>
        ) : (
          <span className={styles.rowPreview}>{preview}</span>
        )}
      </span>
      {unread ? (
        <span className={styles.dot} data-testid="unread-dot">
          <VisuallyHidden>{t('inbox.unread')}</VisuallyHidden>
        </span>
      ) : null}
    </button>
  );
});
