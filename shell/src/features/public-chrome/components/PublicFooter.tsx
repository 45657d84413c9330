import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { SUPPORT_EMAIL } from '@vitrina/shared/contracts/constants';
import { paths } from '@vitrina/shared/routes';
import styles from './PublicChrome.module.css';

export function PublicFooter() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <h2 className={styles.footerHeading}>{t('footer.heading')}</h2>
        <p className={styles.footerText}>{t('footer.text')}</p>
        <Link className={styles.primaryLink} to={paths.registration(lng)}>
          {t('footer.try')}
        </Link>
        <div className={styles.footerBottom}>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <a className={styles.footerMail} href={`mailto:${SUPPORT_EMAIL}`}>
            <span>{t('footer.support')}:</span> {SUPPORT_EMAIL}
          </a>
        </div>
      </div>
    </footer>
  );
}
