import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { PageLayout } from '@vitrina/shared/ui';
import { OrdersList } from '../../features/orders/components/OrdersList';
import styles from '../../features/orders/components/Orders.module.css';

/**
 * /{lng}/orders (docs/product.md §9.8): the orders taken from the chat, and a link to where Nova
 * Poshta and the payment links are set up (Settings › Delivery and payments, §9.11, §9.12).
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <PageLayout title={t('orders.title')}>
      <p className={styles.muted}>
        <Link to={`${paths.settings(lng)}?tab=delivery`}>{t('orders.settingsLink')}</Link>
      </p>
      <OrdersList />
    </PageLayout>
  );
}
