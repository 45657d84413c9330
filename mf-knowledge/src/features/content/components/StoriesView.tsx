import { useTranslation } from 'react-i18next';
import styles from './ContentTab.module.css';

/** Stories: a placeholder only (docs/product.md §9.4). */
export function StoriesView() {
  const { t } = useTranslation();
  return <p className={styles.placeholder}>{t('content.storiesPlaceholder')}</p>;
}
