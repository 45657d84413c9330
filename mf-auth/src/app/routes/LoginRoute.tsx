import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { LoginForm } from '../../features/login/components/LoginForm';
import { paths } from '@vitrina/shared/routes';
import { FooterLink } from '../../components/form/FooterLink';
import { Island } from '@vitrina/shared/islands';
import { LOGIN_FORM_ISLAND } from '../../islands/ids';

export function LoginRoute() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <AuthLayout
      screen="login"
      footer={
        <>
          <FooterLink lead={t('login.noAccount')} to={paths.registration(lng)}>
            {t('login.toRegistration')}
          </FooterLink>
          <FooterLink to={paths.privacyPolicy(lng)}>{t('common.privacy')}</FooterLink>
        </>
      }
    >
      {/* An island of the prerendered page: it hydrates alone (src/islands), when reached for. */}
      <Island onReach id={LOGIN_FORM_ISLAND}>
        <LoginForm />
      </Island>
    </AuthLayout>
  );
}
