import { useTranslation } from 'react-i18next';
import { NpSettingsCard } from './NpSettingsCard';
import { PaymentSettingsCard } from './PaymentSettingsCard';
import styles from './DeliveryPaymentsPanel.module.css';

/**
 * 'Доставка й оплата' (docs/product.md §9.11, §9.12): the shop's Nova Poshta (key, where parcels
 * leave from, a parcel's defaults) and its monobank token for payment links. The orders page links here.
 */
export function DeliveryPaymentsPanel() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>{t('delivery.intro')}</p>
      <NpSettingsCard />
      <PaymentSettingsCard />
    </div>
  );
}
