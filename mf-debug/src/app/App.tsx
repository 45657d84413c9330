import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { AgentDebuggerPage } from './routes/AgentDebuggerPage';
import { PipelinesPage } from './routes/PipelinesPage';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.aiAgent.path} element={<AgentDebuggerPage />} />
      <Route path={ROUTES.pipelines.path} element={<PipelinesPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
