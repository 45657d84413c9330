import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { SettingsPage } from './routes/SettingsPage';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.settings.path} element={<SettingsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
