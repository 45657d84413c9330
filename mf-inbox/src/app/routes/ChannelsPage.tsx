import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@vitrina/shared/ui';
import { AddChannelButton } from '../../components/AddChannelButton';
import { PageLayout } from '@vitrina/shared/ui';
import styles from './ChannelsPage.module.css';

// The rows arrive with the channels contract (issue 11); until then the table is empty.
const NO_CHANNELS: readonly never[] = [];

/** /{lng}/channels: the 'Чати' table of connected channels and the add button (docs/product.md §9.3). */
export function ChannelsPage() {
  const { t } = useTranslation();
  const tableTitleId = useId();
  const columns = [
    { key: 'channel_name', header: t('channels.name') },
    { key: 'platform', header: t('channels.channel') },
    { key: 'actions', header: t('channels.actions') },
  ];
  return (
    <PageLayout title={t('channels.title')}>
      <section className={styles.card} aria-labelledby={tableTitleId}>
        <div className={styles.cardHeader}>
          <h2 id={tableTitleId} className={styles.cardTitle}>
            {t('channels.chats')}
          </h2>
          <AddChannelButton label={t('channels.add')} />
        </div>
        <Table
          columns={columns}
          rows={NO_CHANNELS}
          rowKey="id"
          caption={t('channels.chats')}
          empty={t('channels.empty')}
        />
      </section>
    </PageLayout>
  );
}
