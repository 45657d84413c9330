import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { RegistrationForm } from '../../features/registration/components/RegistrationForm';
import { paths } from '@vitrina/shared/routes';
import { FooterLink } from '../../components/form/FooterLink';
import { Island } from '@vitrina/shared/islands';
import { REGISTRATION_FORM_ISLAND } from '../../islands/ids';

export function RegistrationRoute() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <AuthLayout
      screen="registration"
      footer={
        <>
          <FooterLink lead={t('registration.hasAccount')} to={paths.login(lng)}>
            {t('registration.toLogin')}
          </FooterLink>
          <FooterLink lead={t('registration.agreement')} to={paths.privacyPolicy(lng)}>
            {t('registration.privacyLink')}
          </FooterLink>
        </>
      }
    >
      {/* An island of the prerendered page: it hydrates alone (src/islands), when reached for. */}
      <Island onReach id={REGISTRATION_FORM_ISLAND}>
        <RegistrationForm />
      </Island>
    </AuthLayout>
  );
}
