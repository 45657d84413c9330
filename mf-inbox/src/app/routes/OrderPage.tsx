import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { PageLayout } from '@vitrina/shared/ui';
import { OrderDetails } from '../../features/orders/components/OrderDetails';
import { useOrder } from '../../features/orders/hooks/use-orders';
import styles from './OrderPage.module.css';

/** /{lng}/orders/:id (docs/product.md §9.8): one order, titled with its number once it is read. */
export function OrderPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { id = '' } = useParams();
  const number = useOrder(id).data?.number;
  return (
    <PageLayout title={number === undefined ? t('orders.page.title') : t('orders.page.titleNumber', { number })}>
      <p className={styles.back}>
        <Link to={paths.orders(lng)}>{t('orders.page.back')}</Link>
      </p>
      <OrderDetails id={id} />
    </PageLayout>
  );
}
