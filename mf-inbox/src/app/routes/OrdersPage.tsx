import { useTranslation } from 'react-i18next';
import { PageLayout } from '@vitrina/shared/ui';
import { NpSettingsPanel } from '../../features/orders/components/NpSettingsPanel';
import { OrdersList } from '../../features/orders/components/OrdersList';
import { PaymentSettingsPanel } from '../../features/orders/components/PaymentBlock';

/** /{lng}/orders (docs/product.md §9.8): the orders taken from the chat. */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('orders.title')}>
      <NpSettingsPanel />
      <PaymentSettingsPanel />
      <OrdersList />
    </PageLayout>
  );
}
