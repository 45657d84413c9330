import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AddChannelButton } from './AddChannelButton';
import { SandboxHint } from './SandboxHint';
import styles from './Channels.module.css';

/** Empty state of the chats page while the user has no channel (docs/product.md §9.2). */
export function NoChannels() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.noChannels} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.noChannelsTitle}>
        {t('chats.noChannels')}
      </h2>
      <p className={styles.muted}>{t('chats.noChannelsText')}</p>
      <AddChannelButton label={t('chats.createChannel')} />
      <SandboxHint />
    </section>
  );
}
