import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { AnalyticsPage } from './routes/AnalyticsPage';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.analytics.path} element={<AnalyticsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
