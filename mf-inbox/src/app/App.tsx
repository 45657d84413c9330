import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { ChannelsPage } from './routes/ChannelsPage';
import { ChatsPage } from './routes/ChatsPage';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.chats.path} element={<ChatsPage />} />
      <Route path={ROUTES.channels.path} element={<ChannelsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
