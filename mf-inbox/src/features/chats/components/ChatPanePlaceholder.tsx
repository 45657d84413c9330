import { useTranslation } from 'react-i18next';
import styles from './Chats.module.css';

/** The chat pane before any conversation exists. */
export function ChatPanePlaceholder() {
  const { t } = useTranslation();
  return (
    <section className={styles.pane} aria-label={t('chats.chat')}>
      <p className={styles.muted}>{t('chats.paneEmpty')}</p>
    </section>
  );
}
