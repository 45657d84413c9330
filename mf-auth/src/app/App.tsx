import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { AuthSkeleton } from '../components/auth-layout/AuthLayout';

// One chunk per screen: /login loads without the registration and password-reset code.
const LoginRoute = lazy(() =>
  import(/* webpackChunkName: "login-route" */ './routes/LoginRoute').then((m) => ({ default: m.LoginRoute })),
);
const RegistrationRoute = lazy(() =>
  import(/* webpackChunkName: "registration-route" */ './routes/RegistrationRoute').then((m) => ({
    default: m.RegistrationRoute,
  })),
);
const ForgotPasswordRoute = lazy(() =>
  import(/* webpackChunkName: "forgot-password-route" */ './routes/ForgotPasswordRoute').then((m) => ({
    default: m.ForgotPasswordRoute,
  })),
);
const ResetPasswordRoute = lazy(() =>
  import(/* webpackChunkName: "reset-password-route" */ './routes/ResetPasswordRoute').then((m) => ({
    default: m.ResetPasswordRoute,
  })),
);

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AuthSkeleton />}>{children}</Suspense>;
}

/** The auth screens; any other path renders nothing (the shell routes it elsewhere). */
export function App() {
  return (
    <Routes>
      <Route
        path={ROUTES.login.path}
        element={
          <Screen>
            <LoginRoute />
          </Screen>
        }
      />
      <Route
        path={ROUTES.registration.path}
        element={
          <Screen>
            <RegistrationRoute />
          </Screen>
        }
      />
      <Route
        path={ROUTES.forgotPassword.path}
        element={
          <Screen>
            <ForgotPasswordRoute />
          </Screen>
        }
      />
      <Route
        path={ROUTES.resetPassword.path}
        element={
          <Screen>
            <ResetPasswordRoute />
          </Screen>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
