import { Route, Routes } from 'react-router-dom';
import { AgentDebuggerPage } from '../features/agent-logs/components/AgentDebuggerPage';
import { PipelinesPage } from '../features/pipelines/components/PipelinesPage';

export function App() {
  return (
    <Routes>
      <Route path="/:lng/ai_agent" element={<AgentDebuggerPage />} />
      <Route path="/:lng/pipelines" element={<PipelinesPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
