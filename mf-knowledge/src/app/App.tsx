import { Route, Routes } from 'react-router-dom';
import { KnowledgeBasePage } from './routes/KnowledgeBasePage';

export function App() {
  return (
    <Routes>
      <Route path="/:lng/chat_gpt" element={<KnowledgeBasePage />} />
      <Route path="/:lng/chat_gpt/:tab" element={<KnowledgeBasePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
