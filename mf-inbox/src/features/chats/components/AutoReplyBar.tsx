import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@vitrina/shared';
import { cancelAutoReply, pendingAutoReplies } from '../api/auto-replies';
import { useInboxState } from '../hooks/inbox-state';
import styles from './Chats.module.css';

/** Seconds left until `sendAt`, whole and never below 0. */
export function secondsLeft(sendAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(sendAt) - now) / 1000));
}

/** A countdown that ended this long ago has gone out (its message event may have been missed). */
const STALE_MS = 15_000;

/**
 * The assistant's reply waiting out its undo window in the open conversation (full trust,
 * docs/product.md §9.10): "Надсилається через 9 с — скасувати". Cancelled, the reply comes back
 * as the composer's draft (the server sends it as one). A reloaded inbox asks for the waiting ones.
 */
export function AutoReplyBar({
  conversationId,
  showError,
}: {
  conversationId: string;
  showError: (text: string, ms: number) => void;
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useInboxState();
  const [now, setNow] = useState(() => Date.now());
  const [cancelling, setCancelling] = useState(false);
  const waiting = useQuery({
    queryKey: ['autopilot', 'replies', conversationId],
    queryFn: () => pendingAutoReplies(conversationId),
  });
  const first = waiting.data?.[0];
  useEffect(() => {
    if (first) {
      dispatch({
        type: 'auto-reply-scheduled',
        conversationId,
        replyId: first.id,
        text: first.text,
        sendAt: first.send_at,
      });
    }
  }, [first, conversationId, dispatch]);
  const pending = state.autoReplies[conversationId];
  useEffect(() => {
    if (!pending) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  if (!pending || now - Date.parse(pending.sendAt) > STALE_MS) return null;
  const seconds = secondsLeft(pending.sendAt, now);
  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelAutoReply(pending.replyId);
      dispatch({ type: 'auto-reply-done', conversationId, replyId: pending.replyId });
    } catch (error) {
      showError(errorText(error, t('inbox.autoReply.cancelError')), 5000);
    } finally {
      setCancelling(false);
    }
  };
  return (
    <div className={styles.autoReply} role="status">
      <p className={styles.autoReplyText}>{pending.text}</p>
      <p className={styles.autoReplyLine}>
        <span>{seconds > 0 ? t('inbox.autoReply.countdown', { seconds }) : t('inbox.autoReply.sending')}</span>
        {seconds > 0 ? (
          <>
            {' — '}
            <button type="button" className={styles.autoReplyCancel} disabled={cancelling} onClick={cancel}>
              {t('inbox.autoReply.cancel')}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}
