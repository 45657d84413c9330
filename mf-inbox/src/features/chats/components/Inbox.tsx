import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '@vitrina/shared';
import { MESSAGE_MS, MessageSlot, cx, useTimedMessage } from '@vitrina/shared/ui';
import { useInboxState } from '../hooks/inbox-state';
import { useConversations } from '../hooks/use-conversations';
import { useDebounced } from '../hooks/use-debounced';
import { useLiveInbox } from '../hooks/use-live-inbox';
import { useMarkReadOnOpen } from '../hooks/use-mark-read';
import { findConversation } from '../model/cache';
import type { Conversation, ConversationFilters, ConversationSort, DirectPlatform } from '../types';
import type { ComposerTeam } from '../model/saved-replies';
import { ChatPane } from './ChatPane';
import { ConversationList } from './ConversationList';
import styles from './Chats.module.css';

const SEARCH_DEBOUNCE_MS = 300;
/** The open conversation is in the address (?c=), so the browser's Back closes it on a phone. */
export const ACTIVE_PARAM = 'c';
const NO_FILTERS: ConversationFilters = {};

/**
 * The inbox of the current channel (docs/product.md §9.2): the list beside the open conversation
 * on a wide screen, one of the two under 1024 px. Live events flow in through useLiveInbox.
 */
export function Inbox({
  channelId,
  platform,
  aside,
  filters = NO_FILTERS,
  listTools,
  paneTools,
  composerTeam,
}: {
  channelId: string;
  platform: DirectPlatform;
  /** What the page shows beside the open conversation (the order panel, docs/product.md §9.8). */
  aside?: (conversationId: string) => ReactNode;
  /** The team's list filters (docs/product.md §9.15), and the controls that set them. */
  filters?: ConversationFilters;
  listTools?: ReactNode;
  /** The open conversation's header tools: assignment, status, labels, notes (docs/product.md §9.15). */
  paneTools?: (conversation: Conversation) => ReactNode;
  /** Saved replies, the caller and the typing signal for the composer (docs/product.md §9.15). */
  composerTeam?: ComposerTeam;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const activeId = params.get(ACTIVE_PARAM);
  const [sort, setSort] = useState<ConversationSort>('new');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useConversations(channelId, sort, q, filters);
  const [state] = useInboxState();
  const { message: toast, show } = useTimedMessage();
  useLiveInbox(channelId, activeId);

  // The open conversation as last listed: a search that hides it from the list keeps it open.
  const lastActive = useRef<Conversation | null>(null);
  const listed = activeId ? findConversation(query.data, activeId) : undefined;
  if (listed) lastActive.current = listed;
  const active = activeId ? (listed ?? (lastActive.current?.id === activeId ? lastActive.current : null)) : null;

  const onReadError = useCallback(
    (error: unknown) => show('error', errorText(error, t('inbox.readError')), MESSAGE_MS.long),
    [show, t],
  );
  useMarkReadOnOpen(
    active?.id ?? null,
    Boolean(active && (state.unread[active.id] || active.unread > 0)),
    active?.last_message?.created_time ?? null,
    onReadError,
  );

  const open = useCallback(
    (id: string) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set(ACTIVE_PARAM, id);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.delete(ACTIVE_PARAM);
        return next;
      }),
    [setParams],
  );

  return (
    <div className={cx(styles.inbox, active && styles.inboxOpen, active && aside && styles.inboxWithAside)}>
      <ConversationList
        query={query}
        sort={sort}
        onSort={setSort}
        search={search}
        onSearch={setSearch}
        activeId={activeId}
        onOpen={open}
        tools={listTools}
      />
      {active ? (
        <ChatPane
          key={active.id}
          conversation={active}
          platform={platform}
          onBack={close}
          tools={paneTools?.(active)}
          team={composerTeam}
        />
      ) : (
        <section className={cx(styles.pane, styles.paneEmpty)} aria-label={t('chats.chat')}>
          <p className={styles.muted}>{query.data?.pages[0]?.data.length ? t('inbox.pick') : t('chats.paneWaiting')}</p>
        </section>
      )}
      {active && aside && <div className={styles.aside}>{aside(active.id)}</div>}
      <div className={styles.toasts}>
        <MessageSlot message={toast} />
      </div>
    </div>
  );
}
