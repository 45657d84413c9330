import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { BackToLogin } from '../../components/back-to-login/BackToLogin';
import { ResetPasswordForm } from '../../features/reset-password/components/ResetPasswordForm';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')} footer={<BackToLogin />}>
      <ResetPasswordForm slug={slug} />
    </AuthLayout>
  );
}
