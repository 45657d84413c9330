import { lazy, Suspense, type ComponentType } from 'react';
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
const JoinTeamRoute = lazy(() =>
  import(/* webpackChunkName: "join-team-route" */ './routes/JoinTeamRoute').then((m) => ({
    default: m.JoinTeamRoute,
  })),
);

const SCREENS: [path: string, Screen: ComponentType][] = [
  [ROUTES.login.path, LoginRoute],
  [ROUTES.registration.path, RegistrationRoute],
  [ROUTES.forgotPassword.path, ForgotPasswordRoute],
  [ROUTES.resetPassword.path, ResetPasswordRoute],
  [ROUTES.joinTeam.path, JoinTeamRoute],
];

/** The auth screens; any other path renders nothing (the shell routes it elsewhere). */
export function App() {
  return (
    <Routes>
      {SCREENS.map(([path, Screen]) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<AuthSkeleton />}>
              <Screen />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
