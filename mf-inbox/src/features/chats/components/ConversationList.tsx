import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { errorText, useLanguage } from '@vitrina/shared';
import { Message, Select, Spinner, TextField } from '@vitrina/shared/ui';
import { SEARCH_MAX_LENGTH } from '@vitrina/shared/contracts/constants';
import { useInboxState } from '../hooks/inbox-state';
import { attentionOf, hasUnreadDot } from '../model/inbox-state';
import { sortedConversations, type Pages } from '../model/cache';
import type { Conversation, ConversationSort } from '../types';
import { ConversationRow } from './ConversationRow';
import styles from './Chats.module.css';

const ROW_HEIGHT = 72;
/** The next page is fetched when the last rendered row is this close to the end. */
const PREFETCH_ROWS = 10;

interface ConversationListProps {
  query: UseInfiniteQueryResult<Pages<Conversation>>;
  sort: ConversationSort;
  onSort: (sort: ConversationSort) => void;
  search: string;
  onSearch: (search: string) => void;
  activeId: string | null;
  onOpen: (conversationId: string) => void;
  /** The team's filters (docs/product.md §9.15). */
  tools?: ReactNode;
}

/**
 * The conversation column (docs/product.md §9.2): server-side search by name and message text,
 * Нові/Старі (desktop), a virtualised list paged from the server, so ten thousand conversations
 * scroll as lightly as ten.
 */
export function ConversationList({
  query,
  sort,
  onSort,
  search,
  onSearch,
  activeId,
  onOpen,
  tools,
}: ConversationListProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const items = useMemo(() => sortedConversations(query.data, sort), [query.data, sort]);
  const [state] = useInboxState();

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => items[index]!.id,
    overscan: 8,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, items.length]);

  let body;
  if (query.isPending) body = <Spinner label={t('inbox.loadingConversations')} />;
  else if (query.isError) body = <Message kind="error">{errorText(query.error, t('inbox.listError'))}</Message>;
  else if (items.length === 0) {
    body = <p className={styles.listEmpty}>{search.trim() ? t('inbox.nothingFound') : t('chats.noConversations')}</p>;
  } else {
    body = (
      <ul className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const conversation = items[row.index]!;
          return (
            <li
              key={row.key}
              className={styles.rowSlot}
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
              aria-setsize={query.hasNextPage ? -1 : items.length}
              aria-posinset={row.index + 1}
            >
              <ConversationRow
                conversation={conversation}
                lng={lng}
                active={conversation.id === activeId}
                unread={hasUnreadDot(state, conversation)}
                attention={attentionOf(state, conversation)}
                onOpen={onOpen}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.list} aria-label={t('chats.conversations')}>
      <div className={styles.listTools}>
        <TextField
          label={t('chats.search')}
          type="search"
          name="search"
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          hint={search.length >= SEARCH_MAX_LENGTH ? t('inbox.searchTooLong', { max: SEARCH_MAX_LENGTH }) : undefined}
          placeholder={t('inbox.searchPlaceholder')}
          onChange={(e) => onSearch(e.target.value)}
        />
        <div className={styles.desktopOnly}>
          <Select
            label={t('chats.sort')}
            value={sort}
            options={[
              { value: 'new', label: t('chats.sortNew') },
              { value: 'old', label: t('chats.sortOld') },
            ]}
            onChange={(value: string) => onSort(value as ConversationSort)}
          />
        </div>
      </div>
      {tools}
      <div ref={scrollRef} className={styles.listScroll} data-testid="conversation-scroll">
        {body}
        {isFetchingNextPage ? <Spinner size="sm" label={t('inbox.loadingMore')} /> : null}
      </div>
    </section>
  );
}
