import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import styles from './AppChrome.module.css';

/** Up to 1023 px every page but the chats shows this instead (docs/product.md §9.1). */
export function MobileNotice() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <section className={styles.notice} aria-labelledby="mobile-notice-title">
      <svg className={styles.noticeIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="6" y="8" width="36" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 40h16M24 32v8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 id="mobile-notice-title" className={styles.noticeTitle}>
        {t('mobileNotice.title')}
      </h1>
      <p className={styles.noticeText}>{t('mobileNotice.text')}</p>
      <Link className={styles.noticeLink} to={paths.home(lng)}>
        {t('mobileNotice.home')}
      </Link>
    </section>
  );
}
