import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@vitrina/shared/contracts/constants';
import { cx } from '@vitrina/shared/ui';
import { attachmentKind, formatMessageTime, isCustomerComment, takesArticleCode } from '../model/format';
import type { Attachment, Message } from '../types';
import { ArticleCodeForm } from './ArticleCodeForm';
import styles from './Chats.module.css';

function AttachmentView({ attachment, label }: { attachment: Attachment; label: string }) {
  const { t } = useTranslation();
  const url = attachment.payload.url;
  const kind = attachmentKind(attachment.type);
  if (!url) return <span className={styles.attachmentMissing}>{label}</span>;
  switch (kind) {
    case 'image':
      return <img className={styles.media} src={url} alt={attachment.payload.title ?? label} loading="lazy" />;
    case 'video':
      return <video className={styles.media} src={url} controls preload="metadata" aria-label={label} />;
    case 'audio':
      return <audio src={url} controls preload="metadata" aria-label={label} />;
    case 'post':
    case 'story':
      return (
        <a className={styles.sharedPost} href={url} target="_blank" rel="noreferrer">
          <img className={styles.media} src={url} alt="" loading="lazy" />
          <span>{attachment.payload.title || t(`inbox.open.${kind}`)}</span>
        </a>
      );
    default:
      return (
        <a href={url} target="_blank" rel="noreferrer">
          {label}
        </a>
      );
  }
}

interface MessageItemProps {
  message: Message;
  lng: Language;
  /** The message this one replies to, when it is loaded. */
  repliedTo?: Message;
  /** Shown on a customer's comment when comment replies are possible. */
  onReplyToComment?: (message: Message) => void;
  /** "Reply in Direct" on a comment that can still take its private reply. */
  onPrivateReply?: (message: Message) => void;
}

/**
 * One message of the thread (docs/product.md §9.2): text, image, video, audio, a shared post or
 * reel with its link, a story reply or mention, a reply to a message, a comment with its post;
 * the article-code form under a customer's message with an attachment.
 */
export const MessageItem = memo(function MessageItem({
  message,
  lng,
  repliedTo,
  onReplyToComment,
  onPrivateReply,
}: MessageItemProps) {
  const { t } = useTranslation();
  const mine = message.is_from_shop;
  const comment = message.type !== 'STANDARD';
  return (
    <li className={cx(styles.message, mine ? styles.messageMine : styles.messageTheirs)}>
      <div className={cx(styles.bubble, comment && styles.bubbleComment)}>
        {comment ? (
          <p className={styles.context}>
            {message.type === 'REPLY_TO_POST' ? t('inbox.commentOnPost') : t('inbox.commentReply')}
            {message.post_url ? (
              <>
                {' · '}
                <a href={message.post_url} target="_blank" rel="noreferrer">
                  {t('inbox.open.post')}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
        {message.reply_to?.story_url ? (
          <p className={styles.context}>
            {t('inbox.storyReply')} ·{' '}
            <a href={message.reply_to.story_url} target="_blank" rel="noreferrer">
              {t('inbox.open.story')}
            </a>
          </p>
        ) : null}
        {message.reply_to?.mid ? (
          <blockquote className={styles.quote}>
            {repliedTo ? repliedTo.message || t('inbox.attachment.file') : t('inbox.replyToMessage')}
          </blockquote>
        ) : null}
        {message.attachments.map((a) => (
          <AttachmentView key={a.asset_id} attachment={a} label={t(`inbox.attachment.${attachmentKind(a.type)}`)} />
        ))}
        {message.message ? <p className={styles.text}>{message.message}</p> : null}
        <p className={styles.meta}>
          <span className={styles.sender}>{message.from}</span>
          {message.by_assistant ? <span className={styles.byAssistant}>{t('inbox.byAssistant')}</span> : null}
          <time dateTime={message.created_time}>{formatMessageTime(message.created_time, lng)}</time>
          {message.edited ? <span>{t('inbox.edited')}</span> : null}
          {message.code ? <span className={styles.code}>{t('inbox.codeBadge', { code: message.code })}</span> : null}
        </p>
      </div>
      {isCustomerComment(message) && (onReplyToComment || onPrivateReply) ? (
        <div className={styles.commentActions}>
          {onReplyToComment ? (
            <button type="button" className={styles.linkButton} onClick={() => onReplyToComment(message)}>
              {t('inbox.replyWithComment')}
            </button>
          ) : null}
          {onPrivateReply ? (
            <button type="button" className={styles.linkButton} onClick={() => onPrivateReply(message)}>
              {t('inbox.replyInDirect')}
            </button>
          ) : null}
        </div>
      ) : null}
      {takesArticleCode(message) ? <ArticleCodeForm message={message} /> : null}
    </li>
  );
});
