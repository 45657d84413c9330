import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { PageLayout } from '@vitrina/shared/ui';
import { OrderDetails } from '../../features/orders/components/OrderDetails';

/** /{lng}/orders/:id (docs/product.md §9.8): one order. */
export function OrderPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { id = '' } = useParams();
  return (
    <PageLayout title={t('orders.page.title')}>
      <p>
        <Link to={paths.orders(lng)}>{t('orders.page.back')}</Link>
      </p>
      <OrderDetails id={id} />
    </PageLayout>
  );
}
