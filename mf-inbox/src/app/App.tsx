import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@vitrina/shared/ui';
import { ROUTES } from '@vitrina/shared/routes';
import { ReauthDialog } from '../features/channels/components/ReauthDialog';
import { ChannelsPage } from './routes/ChannelsPage';
import { ChatsPage } from './routes/ChatsPage';

// The orders screens in chunks of their own: /chats loads without them (only the order panel).
const OrdersPage = lazy(() =>
  import(/* webpackChunkName: "orders-page" */ './routes/OrdersPage').then((m) => ({ default: m.OrdersPage })),
);
const OrderPage = lazy(() =>
  import(/* webpackChunkName: "order-page" */ './routes/OrderPage').then((m) => ({ default: m.OrderPage })),
);

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const fallback = (
    <div aria-busy="true">
      <Spinner size="lg" label={t('orders.list.loading')} />
    </div>
  );
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

export function App() {
  return (
    <>
      <Routes>
        <Route path={ROUTES.chats.path} element={<ChatsPage />} />
        <Route path={ROUTES.channels.path} element={<ChannelsPage />} />
        <Route
          path={ROUTES.orders.path}
          element={
            <Loading>
              <OrdersPage />
            </Loading>
          }
        />
        <Route
          path={ROUTES.order.path}
          element={
            <Loading>
              <OrderPage />
            </Loading>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      {/* The re-login of channel and conversation calls refused for a revoked platform token (docs/product.md §7.1). */}
      <ReauthDialog />
    </>
  );
}
