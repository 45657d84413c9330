import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { BackToLogin } from '../../components/back-to-login/BackToLogin';
import { ForgotPasswordForm } from '../../features/forgot-password/components/ForgotPasswordForm';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout screen="forgot" footer={<BackToLogin />}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
