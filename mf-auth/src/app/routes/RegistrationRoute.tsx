import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { RegistrationForm } from '../../features/registration/components/RegistrationForm';
import { paths } from '@vitrina/shared/routes';
import styles from '../../components/form/form.module.css';

export function RegistrationRoute() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <AuthLayout
      title={t('registration.title')}
      subtitle={t('registration.subtitle')}
      footer={
        <>
          <p>
            {t('registration.hasAccount')}{' '}
            <Link className={styles.link} to={paths.login(lng)}>
              {t('registration.toLogin')}
            </Link>
          </p>
          <p>
            {t('registration.agreement')}{' '}
            <Link className={styles.link} to={paths.privacyPolicy(lng)}>
              {t('common.privacy')}
            </Link>
          </p>
        </>
      }
    >
      <RegistrationForm />
    </AuthLayout>
  );
}
