import { useParams } from 'react-router-dom';
import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { BackToLogin } from '../../components/back-to-login/BackToLogin';
import { ResetPasswordForm } from '../../features/reset-password/components/ResetPasswordForm';

export function ResetPasswordRoute() {
  const { slug = '' } = useParams();
  return (
    <AuthLayout screen="reset" footer={<BackToLogin />}>
      <ResetPasswordForm slug={slug} />
    </AuthLayout>
  );
}
