import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLng } from '../../hooks/use-lng';
import { paths } from '../../lib/paths';
import styles from '../form/form.module.css';

export function BackToLogin() {
  const { t } = useTranslation();
  const lng = useLng();
  return (
    <p>
      <Link className={styles.link} to={paths.login(lng)}>
        {t('common.backToLogin')}
      </Link>
    </p>
  );
}
