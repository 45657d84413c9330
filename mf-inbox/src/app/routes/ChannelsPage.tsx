import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@vitrina/shared/ui';
import { AddChannelButton } from '../../features/channels/components/AddChannelButton';
import { ChannelsTable } from '../../features/channels/components/ChannelsTable';
import styles from './ChannelsPage.module.css';

/** /{lng}/channels: the 'Чати' table of connected channels and the add button (docs/product.md §9.3). */
export function ChannelsPage() {
  const { t } = useTranslation();
  const tableTitleId = useId();
  return (
    <PageLayout title={t('channels.title')}>
      <section className={styles.card} aria-labelledby={tableTitleId}>
        <div className={styles.cardHeader}>
          <h2 id={tableTitleId} className={styles.cardTitle}>
            {t('channels.chats')}
          </h2>
          <AddChannelButton label={t('channels.add')} />
        </div>
        <ChannelsTable caption={t('channels.chats')} />
      </section>
    </PageLayout>
  );
}
