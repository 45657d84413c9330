import { useTranslation } from 'react-i18next';
import styles from './PublicChrome.module.css';

/**
 * The promo line above the header, in a labelled complementary landmark of its own: every piece
 * of the public pages sits inside a landmark (axe's `region` rule, docs/product.md §3.1).
 */
export function PromoBanner() {
  const { t } = useTranslation();
  return (
    <aside className={styles.promo} aria-label={t('header.promoLabel')}>
      <p className={styles.promoText}>{t('header.promo')}</p>
    </aside>
  );
}
