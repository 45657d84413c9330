import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { BackToLogin } from '../../components/back-to-login/BackToLogin';
import { ForgotPasswordForm } from '../../features/forgot-password/components/ForgotPasswordForm';
import { Island } from '@vitrina/shared/islands';
import { FORGOT_PASSWORD_FORM_ISLAND } from '../../islands/ids';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout screen="forgot" footer={<BackToLogin />}>
      {/* An island of the prerendered page: it hydrates alone (src/islands), when reached for. */}
      <Island onReach id={FORGOT_PASSWORD_FORM_ISLAND}>
        <ForgotPasswordForm />
      </Island>
    </AuthLayout>
  );
}
