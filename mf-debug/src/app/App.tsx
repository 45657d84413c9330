import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function App() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route path="/:lng/ai_agent" element={<h1>{t('debugger.title')}</h1>} />
      <Route path="/:lng/pipelines" element={<h1>{t('pipelines.title')}</h1>} />
      <Route path="*" element={null} />
    </Routes>
  );
}
