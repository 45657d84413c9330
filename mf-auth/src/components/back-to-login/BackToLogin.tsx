import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@vitrina/shared/routes';
import { useLanguage } from '@vitrina/shared';
import styles from '../form/form.module.css';

export function BackToLogin() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <p>
      <Link className={styles.link} to={paths.login(lng)}>
        {t('common.backToLogin')}
      </Link>
    </p>
  );
}
