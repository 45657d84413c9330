import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { KnowledgeBasePage } from './routes/KnowledgeBasePage';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.knowledge.path} element={<KnowledgeBasePage />} />
      <Route path={ROUTES.knowledgeTab.path} element={<KnowledgeBasePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
