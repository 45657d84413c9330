import { Route, Routes } from 'react-router-dom';
import { ChannelsPage } from '../features/channels/components/ChannelsPage';
import { ChatsPage } from '../features/chats/components/ChatsPage';

export function App() {
  return (
    <Routes>
      <Route path="/:lng/chats" element={<ChatsPage />} />
      <Route path="/:lng/channels" element={<ChannelsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
