import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguage } from '@vitrina/shared';
import { Message as Banner, Spinner, VisuallyHidden } from '@vitrina/shared/ui';
import { useMessages } from '../hooks/use-messages';
import { threadOf } from '../model/cache';
import { privateReplyTargets } from '../model/reply-options';
import type { Message } from '../types';
import { MessageItem } from './MessageItem';
import styles from './Chats.module.css';

/** docs/product.md §9.2: the thread scrolls to its last message 0.5 s after opening. */
export const SCROLL_TO_LAST_DELAY_MS = 500;
/** Older messages load when the reader comes this close to the top. */
const LOAD_OLDER_PX = 200;
/** A new message scrolls the thread down only when the reader is already near the bottom. */
const STICK_TO_BOTTOM_PX = 120;

interface MessageListProps {
  conversationId: string;
  onReplyToComment?: (message: Message) => void;
  /** Offered on the comments that can still take a private reply (model/reply-options.ts). */
  onPrivateReply?: (message: Message) => void;
}

/**
 * The thread: the newest page first, older pages on scroll up with the reader's place kept, new
 * messages followed when the reader is at the bottom, and the customer's new messages read out by
 * a polite live region.
 */
export function MessageList({ conversationId, onReplyToComment, onPrivateReply }: MessageListProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const query = useMessages(conversationId);
  const thread = useMemo(() => threadOf(query.data), [query.data]);
  const byPlatformId = useMemo(() => new Map(thread.map((m) => [m.platform_id, m])), [thread]);
  const privateReplies = useMemo(() => privateReplyTargets(thread), [thread]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // What the list looked like at the last render: to keep the place on prepend, follow on append.
  const snapshot = useRef({ first: '', last: '', height: 0, nearBottom: true });

  // Scroll to the last message 0.5 s after opening (the pictures have had time to take their place).
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => {
      const el = scrollRef.current;
      if (el) el.scrollTop = el.scrollHeight;
    }, SCROLL_TO_LAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [conversationId, loaded]);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    const first = thread[0]?.id ?? '';
    const last = thread.at(-1)?.id ?? '';
    const before = snapshot.current;
    if (el) {
      if (before.first && first !== before.first && last === before.last) {
        // Older messages came in above: keep what the reader sees where it was.
        el.scrollTop += el.scrollHeight - before.height;
      } else if (before.last && last !== before.last && before.nearBottom) {
        el.scrollTop = el.scrollHeight;
      }
      snapshot.current = { first, last, height: el.scrollHeight, nearBottom: before.nearBottom };
    }
  }, [thread]);

  // The composer under the thread grows (a long draft, a long reply): the thread's box shrinks from
  // below, and a reader at the bottom would lose the newest messages under it (issue 47).
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (snapshot.current.nearBottom) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    snapshot.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
    snapshot.current.height = el.scrollHeight;
    if (el.scrollTop < LOAD_OLDER_PX && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  const lastIncoming = thread.findLast((m) => !m.is_from_shop);

  let body;
  if (query.isPending) body = <Spinner label={t('inbox.loadingMessages')} />;
  else if (query.isError) body = <Banner kind="error">{errorText(query.error, t('inbox.messagesError'))}</Banner>;
  else {
    body = (
      <ol className={styles.thread} aria-label={t('inbox.messages')}>
        {thread.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            lng={lng}
            repliedTo={m.reply_to?.mid ? byPlatformId.get(m.reply_to.mid) : undefined}
            onReplyToComment={onReplyToComment}
            onPrivateReply={privateReplies.has(m.platform_id) ? onPrivateReply : undefined}
          />
        ))}
      </ol>
    );
  }

  return (
    <div ref={scrollRef} className={styles.threadScroll} onScroll={onScroll} data-testid="thread-scroll" tabIndex={0}>
      {isFetchingNextPage ? <Spinner size="sm" label={t('inbox.loadingOlder')} /> : null}
      {body}
      <VisuallyHidden>
        <span aria-live="polite">
          {lastIncoming && !lastIncoming.is_read
            ? t('inbox.newMessageFrom', { name: lastIncoming.from, text: lastIncoming.message })
            : ''}
        </span>
      </VisuallyHidden>
    </div>
  );
}
