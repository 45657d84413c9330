import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { ReauthDialog } from '../features/channels/components/ReauthDialog';
import { ChannelsPage } from './routes/ChannelsPage';
import { ChatsPage } from './routes/ChatsPage';
import { OrderPage } from './routes/OrderPage';
import { OrdersPage } from './routes/OrdersPage';

export function App() {
  return (
    <>
      <Routes>
        <Route path={ROUTES.chats.path} element={<ChatsPage />} />
        <Route path={ROUTES.channels.path} element={<ChannelsPage />} />
        <Route path={ROUTES.orders.path} element={<OrdersPage />} />
        <Route path={ROUTES.order.path} element={<OrderPage />} />
        <Route path="*" element={null} />
      </Routes>
      {/* The 407 re-login of channel and conversation calls (docs/product.md §7.1). */}
      <ReauthDialog />
    </>
  );
}
