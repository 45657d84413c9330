import { useTranslation } from 'react-i18next';
import styles from './ContentTab.module.css';

/** Stories: a placeholder only (spec §2). */
export function StoriesView() {
  const { t } = useTranslation();
  return <p className={styles.placeholder}>{t('content.storiesPlaceholder')}</p>;
}
