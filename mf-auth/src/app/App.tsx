import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordRoute } from './routes/ForgotPasswordRoute';
import { LoginRoute } from './routes/LoginRoute';
import { RegistrationRoute } from './routes/RegistrationRoute';
import { ResetPasswordRoute } from './routes/ResetPasswordRoute';

/** The auth screens; any other path renders nothing (the shell routes it elsewhere). */
export function App() {
  return (
    <Routes>
      <Route path="/:lng/login" element={<LoginRoute />} />
      <Route path="/:lng/registration" element={<RegistrationRoute />} />
      <Route path="/:lng/forgot_pass" element={<ForgotPasswordRoute />} />
      <Route path="/:lng/reset_pass/:slug" element={<ResetPasswordRoute />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
