import { useTranslation } from 'react-i18next';
import styles from './PublicChrome.module.css';

/** The promo line above the header. */
export function PromoBanner() {
  const { t } = useTranslation();
  return (
    <p className={styles.promo} role="note">
      {t('header.promo')}
    </p>
  );
}
