import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, TextField } from '@vitrina/shared/ui';
import styles from './Chats.module.css';

type SortBy = 'new' | 'old';

/** The conversation list column: search (inert until the inbox API lands, docs/product.md §9.2), sort (desktop only), the list. */
export function ConversationList() {
  const { t } = useTranslation();
  const [sortBy, setSortBy] = useState<SortBy>('new');
  return (
    <aside className={styles.list} aria-label={t('chats.conversations')}>
      <div className={styles.listTools}>
        <TextField label={t('chats.search')} type="search" name="search" disabled />
        <div className={styles.desktopOnly}>
          <Select
            label={t('chats.sort')}
            value={sortBy}
            options={[
              { value: 'new', label: t('chats.sortNew') },
              { value: 'old', label: t('chats.sortOld') },
            ]}
            onChange={(value: string) => setSortBy(value as SortBy)}
          />
        </div>
      </div>
      <p className={styles.listEmpty}>{t('chats.noConversations')}</p>
    </aside>
  );
}
