import { Route, Routes } from 'react-router-dom';
import { SettingsPage } from './routes/SettingsPage';

export function App() {
  return (
    <Routes>
      <Route path="/:lng/settings" element={<SettingsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
