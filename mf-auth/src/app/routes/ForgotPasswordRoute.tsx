import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { BackToLogin } from '../../components/back-to-login/BackToLogin';
import { ForgotPasswordForm } from '../../features/forgot-password/components/ForgotPasswordForm';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={<BackToLogin />}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
