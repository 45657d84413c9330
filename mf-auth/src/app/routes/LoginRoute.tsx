import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { LoginForm } from '../../features/login/components/LoginForm';
import { paths } from '@vitrina/shared/routes';
import styles from '../../components/form/form.module.css';

export function LoginRoute() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <p>
            {t('login.noAccount')}{' '}
            <Link className={styles.link} to={paths.registration(lng)}>
              {t('login.toRegistration')}
            </Link>
          </p>
          <p>
            <Link className={styles.link} to={paths.privacyPolicy(lng)}>
              {t('common.privacy')}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
